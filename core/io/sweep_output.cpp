#include "io/sweep_output.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "common/file_io.h"
#include "common/format.h"
#include "common/json_reader.h"
#include "common/text_table.h"
#include "common/csv_writer.h"
#include "plan/metrics.h"

namespace cp {

namespace {

bool onFront(const SweepOutputInfo& info, std::size_t row) {
    return std::binary_search(info.pareto_rows.begin(), info.pareto_rows.end(), row);
}

std::string variantOf(const SweepResult& r, const SweepRow& row) {
    return row.point.variant < r.variant_labels.size() ? r.variant_labels[row.point.variant] : std::string();
}

// The band of row i's metric m, when the output has bands and the row one.
const SweepBand* bandOf(const SweepOutputInfo& info, std::size_t i, std::size_t m) {
    if (!info.bands || i >= info.bands->rows.size() || m >= info.bands->rows[i].size()) return nullptr;
    const std::optional<SweepBand>& b = info.bands->rows[i][m];
    return b ? &*b : nullptr;
}

// Metrics with a band on some row (their band columns follow the values).
std::vector<std::size_t> bandedMetrics(const SweepResult& r, const SweepOutputInfo& info) {
    std::vector<std::size_t> out;
    for (std::size_t m = 0; m < r.metrics.size(); ++m)
        for (std::size_t i = 0; i < r.rows.size(); ++i)
            if (bandOf(info, i, m)) {
                out.push_back(m);
                break;
            }
    return out;
}

}  // namespace

std::string sweepText(const SweepResult& r, const SweepOutputInfo& info) {
    std::vector<std::vector<std::string>> cells;  // header first
    const bool variants = !r.variant_labels.empty();
    std::vector<std::string> header;
    if (info.with_pareto) header.push_back("front");
    if (variants) header.push_back("variant");
    for (const std::string& a : r.axis_labels) header.push_back(a);
    for (const std::string& m : r.metrics) header.push_back(metricLabel(m));
    const std::vector<std::size_t> banded = bandedMetrics(r, info);
    for (std::size_t m : banded) header.push_back(metricLabel(r.metrics[m]) + " P10–P90");
    cells.push_back(header);
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const SweepRow& row = r.rows[i];
        if (!row.done) continue;
        std::vector<std::string> line;
        if (info.with_pareto) line.push_back(onFront(info, i) ? "*" : "");
        if (variants) line.push_back(variantOf(r, row));
        for (double v : row.point.inputs) line.push_back(formatSignificant(v));
        if (!row.error.empty()) {
            line.push_back("error: " + row.error);
        } else {
            for (const auto& v : row.values) line.push_back(v ? formatSignificant(*v) : "-");
            for (std::size_t m : banded) {
                const SweepBand* b = bandOf(info, i, m);
                line.push_back(b ? formatSignificant(b->p10) + " – " + formatSignificant(b->p90) : "-");
            }
        }
        cells.push_back(std::move(line));
    }
    std::vector<std::size_t> width(header.size(), 0);
    for (const auto& line : cells)
        for (std::size_t c = 0; c < line.size() && c < width.size(); ++c)
            if (line.size() == header.size() || c + 1 < line.size()) width[c] = std::max(width[c], line[c].size() + 2);
    std::ostringstream out;
    if (!info.title.empty()) out << info.title << "\n\n";
    if (info.bands && !banded.empty())
        out << "P10–P90: each point sampled " << formatCount(static_cast<std::int64_t>(info.bands->samples))
            << " times under its design's default ranges (seed " << info.bands->seed << ")\n\n";
    for (const auto& line : cells) {
        std::string text;
        for (std::size_t c = 0; c < line.size(); ++c) text += c + 1 < line.size() ? pad(line[c], width[c]) : line[c];
        out << text << "\n";
    }
    const std::size_t done =
        static_cast<std::size_t>(std::count_if(r.rows.begin(), r.rows.end(), [](const SweepRow& x) { return x.done; }));
    out << "\n" << done << " of " << r.rows.size() << " points";
    if (r.failed()) out << ", " << r.failed() << " invalid";
    if (r.cancelled) out << ", cancelled";
    out << "\n";
    return out.str();
}

std::string sweepCsv(const SweepResult& r, const SweepOutputInfo& info) {
    std::string out;
    CsvRow row;
    if (info.with_pareto) row.text("pareto");
    row.text("variant");
    for (const std::string& a : r.axis_paths) row.text(a);
    for (const std::string& m : r.metrics) row.text(m);
    row.text("error").text("warnings");
    const std::vector<std::size_t> banded = bandedMetrics(r, info);
    for (std::size_t m : banded)
        for (const char* decile : {" p10", " p50", " p90"}) row.text(r.metrics[m] + decile);
    out += row.finish();
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const SweepRow& x = r.rows[i];
        if (!x.done) continue;
        if (info.with_pareto) row.count(onFront(info, i) ? 1 : 0);
        row.text(variantOf(r, x));
        for (double v : x.point.inputs) row.number(v);
        for (const auto& v : x.values) v ? row.number(*v) : row.empty();
        row.text(x.error).count(static_cast<std::int64_t>(x.warnings));
        for (std::size_t m : banded) {
            const SweepBand* b = bandOf(info, i, m);
            for (double v : {b ? b->p10 : 0.0, b ? b->p50 : 0.0, b ? b->p90 : 0.0}) b ? row.number(v) : row.empty();
        }
        out += row.finish();
    }
    return out;
}

std::size_t writeSweepCsv(const std::string& path, const SweepResult& result, const SweepOutputInfo& info) {
    writeFileAtomically(path, sweepCsv(result, info));
    return static_cast<std::size_t>(
        std::count_if(result.rows.begin(), result.rows.end(), [](const SweepRow& x) { return x.done; }));
}

std::string sweepJsonText(const SweepResult& r, const SweepOutputInfo& info) {
    Json axes = Json::array();
    for (std::size_t a = 0; a < r.axis_paths.size(); ++a)
        axes.push_back(Json{{"path", r.axis_paths[a]}, {"label", r.axis_labels[a]}});
    Json metrics = Json::array();
    for (const std::string& m : r.metrics) metrics.push_back(Json{{"path", m}, {"label", metricLabel(m)}});
    Json rows = Json::array();
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const SweepRow& x = r.rows[i];
        if (!x.done) continue;
        Json inputs = Json::object(), values = Json::object();
        for (std::size_t a = 0; a < x.point.inputs.size(); ++a) inputs[r.axis_paths[a]] = x.point.inputs[a];
        for (std::size_t m = 0; m < x.values.size(); ++m) values[r.metrics[m]] = x.values[m] ? Json(*x.values[m]) : Json(nullptr);
        Json j{{"variant", r.variant_labels.empty() ? Json(nullptr) : Json(variantOf(r, x))},
               {"inputs", inputs},
               {"values", values},
               {"error", x.error.empty() ? Json(nullptr) : Json(x.error)},
               {"warnings", x.warnings}};
        if (info.with_pareto) j["pareto"] = onFront(info, i);
        if (info.bands) {
            Json bands = Json::object();
            for (std::size_t m = 0; m < r.metrics.size(); ++m)
                if (const SweepBand* b = bandOf(info, i, m)) bands[r.metrics[m]] = Json{{"p10", b->p10}, {"p50", b->p50}, {"p90", b->p90}};
            j["bands"] = bands;
        }
        rows.push_back(std::move(j));
    }
    Json doc{{"study", info.title.empty() ? Json(nullptr) : Json(info.title)},
             {"variants", r.variant_labels},
             {"axes", axes},
             {"metrics", metrics},
             {"points", r.rows.size()},
             {"failed", r.failed()},
             {"cancelled", r.cancelled},
             {"rows", rows}};
    if (info.bands) {
        doc["band_samples"] = info.bands->samples;
        doc["band_seed"] = info.bands->seed;
    }
    return doc.dump(2) + "\n";
}

}  // namespace cp
