#include "io/optimize_export.h"

#include <cctype>

#include "common/csv_writer.h"
#include "io/xlsx_workbook.h"
#include "plan/metrics.h"

namespace cp {

namespace {

// The metric columns after the design's own: the objective, each limit, the Pareto pair (a metric
// named twice is shown once).
struct MetricColumn {
    std::string path;
    double (*read)(const OptimizeCandidate&, std::size_t);
    std::size_t index;
};

std::vector<MetricColumn> metricColumns(const OptimizeSpec& spec) {
    std::vector<MetricColumn> out{{spec.objective, [](const OptimizeCandidate& c, std::size_t) { return c.objective; }, 0}};
    const auto named = [&](const std::string& path) {
        for (const MetricColumn& m : out)
            if (m.path == path) return true;
        return false;
    };
    for (std::size_t i : limitColumns(spec))
        out.push_back({spec.constraints[i].metric, [](const OptimizeCandidate& c, std::size_t k) { return c.limits[k]; }, i});
    for (std::size_t i = 0; i < spec.pareto.size(); ++i)
        if (!named(spec.pareto[i]))
            out.push_back({spec.pareto[i], [](const OptimizeCandidate& c, std::size_t k) { return c.pareto[k]; }, i});
    return out;
}

// One table's rows: a rank or an option, and the design (absent: no design meets every limit).
struct Row {
    std::size_t rank;  // 0: none (a row of the per-option table)
    std::string dimension, option;
    const OptimizeCandidate* design;
};

struct Table {
    std::string name;
    std::vector<Row> rows;
};

std::vector<Table> tables(const OptimizeSpec& spec, const OptimizeResult& r) {
    std::vector<Table> out{{"ranking", {}}, {"Pareto front", {}}, {"best per option", {}}};
    for (std::size_t i = 0; i < r.top.size(); ++i) out[0].rows.push_back({i + 1, "", "", &r.top[i]});
    for (std::size_t i = 0; i < r.front.size(); ++i) out[1].rows.push_back({i + 1, "", "", &r.front[i]});
    for (std::size_t d = 0; d < spec.dimensions.size() && d < r.option_best.size(); ++d)
        for (std::size_t o = 0; o < spec.dimensions[d].options.size(); ++o) {
            const auto& best = r.option_best[d][o];
            out[2].rows.push_back({0, spec.dimensions[d].name, spec.dimensions[d].options[o].label, best ? &*best : nullptr});
        }
    if (spec.pareto.size() != 2) out.erase(out.begin() + 1);
    return out;
}

std::vector<std::string> headers(const OptimizeSpec& spec, const std::vector<MetricColumn>& metrics) {
    std::vector<std::string> h{"rank", "dimension", "option"};
    for (const OptimizeDimension& d : spec.dimensions) h.push_back(d.name);
    h.insert(h.end(), {"GPUs", "nodes"});
    for (const MetricColumn& m : metrics) h.push_back(metricLabel(m.path));
    return h;
}

}  // namespace

std::string optimizeCsv(const OptimizeSpec& spec, const OptimizeResult& result) {
    const std::vector<MetricColumn> metrics = metricColumns(spec);
    std::string out;
    CsvRow row;
    row.text("table");
    for (const std::string& h : headers(spec, metrics)) row.text(h);
    out += row.finish();
    for (const Table& t : tables(spec, result))
        for (const Row& r : t.rows) {
            row.text(t.name);
            r.rank ? row.count(static_cast<std::int64_t>(r.rank)) : row.empty();
            row.text(r.dimension).text(r.option);
            for (std::size_t d = 0; d < spec.dimensions.size(); ++d)
                r.design ? row.text(spec.dimensions[d].options[r.design->choice[d]].label) : row.empty();
            if (r.design) {
                row.count(r.design->gpus).count(r.design->nodes);
                for (const MetricColumn& m : metrics) row.number(m.read(*r.design, m.index));
            } else {
                row.empty().empty();
                for (std::size_t m = 0; m < metrics.size(); ++m) row.empty();
            }
            out += row.finish();
        }
    return out;
}

int writeOptimizeXlsx(const std::string& path, const OptimizeSpec& spec, const OptimizeResult& result) {
    const std::vector<MetricColumn> metrics = metricColumns(spec);
    const std::vector<std::string> header = headers(spec, metrics);
    return xlsx::writeWorkbook(path, 1u << 20, [&](xlsx::Workbook& wb) {
        wb.setProperties("ClusterPlanner optimize: " + spec.name, spec.question);
        const xlsx::Formats& f = wb.formats();
        for (const Table& t : tables(spec, result)) {
            std::string name = t.name;
            name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
            xlsx::Sheet sheet = wb.add(name);
            sheet.text(0, 0, spec.name, f.title);
            sheet.text(1, 0, spec.question);
            const lxw_row_t top = 3;
            sheet.header(top, header, f.header);
            lxw_row_t row = top;
            for (const Row& r : t.rows) {
                ++row;
                lxw_col_t col = 0;
                if (r.rank) sheet.number(row, col, static_cast<double>(r.rank), f.count);
                sheet.text(row, ++col, r.dimension);
                sheet.text(row, ++col, r.option);
                for (std::size_t d = 0; d < spec.dimensions.size(); ++d)
                    sheet.text(row, ++col, r.design ? spec.dimensions[d].options[r.design->choice[d]].label : "");
                if (!r.design) {
                    sheet.text(row, ++col, "none meets every limit");
                    continue;
                }
                sheet.number(row, ++col, static_cast<double>(r.design->gpus), f.count);
                sheet.number(row, ++col, static_cast<double>(r.design->nodes), f.count);
                for (const MetricColumn& m : metrics)
                    sheet.number(row, ++col, m.read(*r.design, m.index), xlsx::metricCellFormat(m.path, f));
            }
            const auto last = static_cast<lxw_col_t>(header.size() - 1);
            sheet.column(0, 0, 6);
            sheet.column(1, last, 16);
            sheet.column(3, static_cast<lxw_col_t>(2 + spec.dimensions.size()), 22);
            sheet.table(top, row, last);
        }
    }).sheets;
}

}  // namespace cp
