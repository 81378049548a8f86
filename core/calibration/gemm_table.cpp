#include "calibration/gemm_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cp::calib {

std::optional<perf::Precision> precisionFromDtype(const std::string& dtype) {
    std::string d = dtype;
    std::transform(d.begin(), d.end(), d.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    using perf::Precision;
    static const std::map<std::string, Precision, std::less<>> names{
        {"bf16", Precision::Bf16},    {"bfloat16", Precision::Bf16}, {"fp16", Precision::Fp16},  {"float16", Precision::Fp16},
        {"half", Precision::Fp16},    {"fp8", Precision::Fp8},       {"e4m3", Precision::Fp8},   {"e5m2", Precision::Fp8},
        {"fp8_e4m3", Precision::Fp8}, {"fp8_e5m2", Precision::Fp8},  {"f8e4m3", Precision::Fp8}, {"f8e5m2", Precision::Fp8},
        {"tf32", Precision::Tf32}};
    const auto it = names.find(d);
    return it == names.end() ? std::nullopt : std::optional(it->second);
}

namespace {

std::string lineRef(int line) { return "line " + std::to_string(line); }

std::string trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return std::string(s);
}

// RFC 4180 fields of one line (quotes, doubled quotes inside them); nullopt on an open quote.
std::optional<std::vector<std::string>> splitCsv(std::string_view line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
            fields.back() += '"';
            ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    if (quoted) return std::nullopt;
    for (std::string& f : fields) f = trimmed(f);
    return fields;
}

enum class Column { M, N, K, Dtype, Batch, Tflops, TimeS, TimeMs, TimeUs };

std::optional<Column> columnNamed(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    static const std::map<std::string, Column, std::less<>> names{{"m", Column::M},           {"n", Column::N},
                                                                  {"k", Column::K},           {"dtype", Column::Dtype},
                                                                  {"batch", Column::Batch},   {"tflop/s", Column::Tflops},
                                                                  {"tflops", Column::Tflops}, {"tflops/s", Column::Tflops},
                                                                  {"time_s", Column::TimeS},  {"time_ms", Column::TimeMs},
                                                                  {"time_us", Column::TimeUs}};
    const auto it = names.find(name);
    return it == names.end() ? std::nullopt : std::optional(it->second);
}

const char* kColumns = "M, N, K, dtype and TFLOP/s (or time_s, time_ms, time_us; optional batch)";

struct Header {
    std::map<Column, std::size_t> at;
    std::vector<std::string> names;
    std::string rate_column;
};

Header readHeader(const std::vector<std::string>& fields, int line, const std::string& file, Diagnostics& warnings) {
    Header h;
    h.names = fields;
    std::vector<std::string> unknown;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::optional<Column> c = columnNamed(fields[i]);
        if (!c) {
            unknown.push_back("\"" + fields[i] + "\"");
            continue;
        }
        if (!h.at.emplace(*c, i).second)
            throw InputError(file, lineRef(line), "column \"" + fields[i] + "\" is given twice; expected " + kColumns);
    }
    for (const auto& [column, name] : {std::pair{Column::M, "M"}, {Column::N, "N"}, {Column::K, "K"}, {Column::Dtype, "dtype"}})
        if (!h.at.count(column))
            throw InputError(file, lineRef(line), std::string("no \"") + name + "\" column; expected " + kColumns);
    for (Column rate : {Column::Tflops, Column::TimeS, Column::TimeMs, Column::TimeUs})
        if (h.at.count(rate) && h.rate_column.empty()) h.rate_column = fields[h.at[rate]];
    if (h.rate_column.empty()) throw InputError(file, lineRef(line), std::string("no rate or time column; expected ") + kColumns);
    if (!unknown.empty()) {
        std::string list;
        for (const std::string& u : unknown) list += (list.empty() ? "" : ", ") + u;
        warnings.push_back({lineRef(line), (unknown.size() == 1 ? "column " + list + " is" : "columns " + list + " are") +
                                               " ignored; the table is read from " + kColumns});
    }
    return h;
}

struct RowReader {
    const Header& header;
    const std::vector<std::string>& fields;
    int line;
    const std::string& file;

    [[noreturn]] void fail(Column c, const std::string& problem) const {
        throw InputError(file, lineRef(line), "column " + header.names[header.at.at(c)] + ": " + problem);
    }
    std::optional<double> number(Column c, double min, double max, bool whole) const {
        const auto it = header.at.find(c);
        if (it == header.at.end()) return std::nullopt;
        const std::string& text = fields[it->second];
        double v = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
        if (text.empty() || r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(v))
            fail(c, "\"" + text + "\" is not a number");
        if (v < min || v > max) fail(c, numberOutOfRange(v, min, max));
        if (whole && v != std::floor(v)) fail(c, formatNumber(v) + " is not a whole number");
        return v;
    }
};

constexpr double kMaxDimension = 1e7;

GemmMeasurement readRow(const RowReader& r) {
    GemmMeasurement m;
    m.line = r.line;
    m.m = *r.number(Column::M, 1, kMaxDimension, true);
    m.n = *r.number(Column::N, 1, kMaxDimension, true);
    m.k = *r.number(Column::K, 1, kMaxDimension, true);
    m.batch = r.number(Column::Batch, 1, kMaxDimension, true).value_or(1.0);
    const std::string& dtype = r.fields[r.header.at.at(Column::Dtype)];
    const std::optional<perf::Precision> precision = precisionFromDtype(dtype);
    if (!precision)
        r.fail(Column::Dtype, "\"" + dtype + "\" is not a precision the model has a peak for; expected bf16, fp16, fp8 or tf32");
    m.precision = *precision;
    const double flops = m.gemmFlops() * m.batch;
    std::optional<double> rate;
    if (auto tflops = r.number(Column::Tflops, 1e-6, 1e5, false)) rate = *tflops * 1e12;
    const std::pair<Column, double> times[] = {{Column::TimeS, 1.0}, {Column::TimeMs, 1e-3}, {Column::TimeUs, 1e-6}};
    for (const auto& [column, seconds] : times) {
        const std::optional<double> t = r.number(column, 1e-12, 1e6, false);
        if (!t) continue;
        const double fromTime = flops / (*t * seconds);
        if (rate && std::abs(*rate - fromTime) > 0.02 * *rate)
            r.fail(column, "gives " + formatNumber(fromTime / 1e12) + " TFLOP/s (2·M·N·K·batch / time), but the row says " +
                               formatNumber(*rate / 1e12) + ": check the units");
        if (!rate) rate = fromTime;
    }
    m.flops_per_second = *rate;
    return m;
}

}  // namespace

GemmTable parseGemmTable(const std::string& text, const std::string& file, Diagnostics& warnings) {
    GemmTable table;
    table.file = file;
    std::optional<Header> header;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string line = trimmed(std::string_view(text).substr(start, end - start));
        start = end + 1;
        ++number;
        if (line.empty() || line[0] == '#') continue;
        const auto fields = splitCsv(line);
        if (!fields) throw InputError(file, lineRef(number), "a quote is opened and not closed");
        if (!header) {
            header = readHeader(*fields, number, file, warnings);
            table.rate_column = header->rate_column;
            continue;
        }
        if (fields->size() != header->names.size())
            throw InputError(file, lineRef(number),
                             "expected " + std::to_string(header->names.size()) + " fields as the header has; found " +
                                 std::to_string(fields->size()));
        table.rows.push_back(readRow(RowReader{*header, *fields, number, file}));
    }
    if (!header)
        throw InputError(file, lineRef(std::max(number, 1)), std::string("no header line; expected the columns ") + kColumns);
    if (table.rows.empty()) throw InputError(file, lineRef(std::max(number, 1)), "the table has a header but no rows");
    return table;
}

GemmTable loadGemmTable(const std::string& path, Diagnostics& warnings) {
    return parseGemmTable(readTextFile(path), path, warnings);
}

}  // namespace cp::calib
