#include "io/uncertainty_export.h"

#include "common/format.h"
#include "io/uncertainty_output.h"
#include "io/xlsx_workbook.h"
#include "plan/metrics.h"

namespace cp {

namespace {

// A metric's value in its cell format, or an empty cell when there is none.
void metricCell(xlsx::Sheet& sheet, lxw_row_t row, lxw_col_t col, const std::string& metric, const std::optional<double>& v,
                const xlsx::Formats& f) {
    if (v) sheet.number(row, col, *v, xlsx::metricCellFormat(metric, f));
}

std::string unitOf(const std::string& metric) {
    const Metric* m = findMetric(metric);
    return m ? m->unit : "";
}

// Title rows over each sheet: the profile and how it was sampled.
lxw_row_t titleRows(xlsx::Sheet& sheet, const UncertaintySpec& spec, const UncertaintyResult& r, const std::string& what,
                    const xlsx::Formats& f) {
    sheet.text(0, 0, what + ": " + spec.base.name, f.title);
    sheet.text(1, 0, formatCount(static_cast<std::int64_t>(r.samples)) + " samples (Latin hypercube, seed " + std::to_string(spec.seed) +
                         ") of " + formatCount(static_cast<std::int64_t>(r.inputs.size())) + " inputs with ranges");
    return 3;
}

void percentilesSheet(xlsx::Workbook& wb, const UncertaintySpec& spec, const UncertaintyResult& r) {
    const xlsx::Formats& f = wb.formats();
    xlsx::Sheet sheet = wb.add("Percentiles");
    const lxw_row_t top = titleRows(sheet, spec, r, "Uncertainty", f);
    sheet.header(top, {"Output", "Unit", "Point (inputs at likely)", "P10", "P50", "P90", "Mean", "Min", "Max", "Samples with a value",
                       "Linear fit R²"},
                 f.header);
    lxw_row_t row = top;
    for (const OutputDistribution& o : r.outputs) {
        sheet.text(++row, 0, metricLabel(o.metric));
        sheet.text(row, 1, unitOf(o.metric));
        metricCell(sheet, row, 2, o.metric, o.point, f);
        if (o.count) {
            lxw_col_t col = 2;
            for (double v : {o.p10, o.p50, o.p90, o.mean, o.min, o.max}) metricCell(sheet, row, ++col, o.metric, v, f);
        }
        sheet.number(row, 9, static_cast<double>(o.count), f.count);
        if (!o.src.empty()) sheet.number(row, 10, o.r_squared, f.decimal);
    }
    sheet.columns({{34}, {8}, {18}, {16, nullptr, 6}, {12}, {12}});
    sheet.table(top, row, 10);
    if (spec.limits.empty()) return;
    row += 2;
    sheet.header(row, {"Limit", "Unit", "At least", "At most", "Share of samples meeting it"}, f.header);
    for (std::size_t l = 0; l < spec.limits.size(); ++l) {
        const OptimizeConstraint& limit = spec.limits[l];
        sheet.text(++row, 0, metricLabel(limit.metric));
        sheet.text(row, 1, unitOf(limit.metric));
        if (limit.hasMin()) metricCell(sheet, row, 2, limit.metric, limit.min, f);
        if (limit.hasMax()) metricCell(sheet, row, 3, limit.metric, limit.max, f);
        sheet.number(row, 4, r.limit_probability[l], f.percent);
    }
    if (spec.limits.size() > 1) {
        sheet.text(++row, 0, "Every limit at once", f.bold);
        sheet.number(row, 4, r.all_limits_probability, f.percent);
    }
}

// One row per (output, input that moves it), largest swing first within each output.
void driversSheet(xlsx::Workbook& wb, const UncertaintySpec& spec, const UncertaintyResult& r) {
    const xlsx::Formats& f = wb.formats();
    xlsx::Sheet sheet = wb.add("Drivers");
    const lxw_row_t top = titleRows(sheet, spec, r, "What drives the spread", f);
    sheet.header(top, {"Output", "Input", "Output at the input's low", "Output at the input's high", "Swing",
                       "Standardized regression coefficient"},
                 f.header);
    lxw_row_t row = top;
    for (const OutputDistribution& o : r.outputs)
        for (std::size_t j : inputsBySwing(o)) {
            sheet.text(++row, 0, metricLabel(o.metric));
            sheet.text(row, 1, r.inputs[j].label);
            metricCell(sheet, row, 2, o.metric, o.tornado_low[j], f);
            metricCell(sheet, row, 3, o.metric, o.tornado_high[j], f);
            metricCell(sheet, row, 4, o.metric, std::abs(*o.tornado_high[j] - *o.tornado_low[j]), f);
            if (!o.src.empty()) sheet.number(row, 5, o.src[j], f.decimal);
        }
    sheet.columns({{34}, {40}, {18, nullptr, 3}, {20}});
    sheet.table(top, row, 5);
}

void inputsSheet(xlsx::Workbook& wb, const UncertaintySpec& spec, const UncertaintyResult& r) {
    const xlsx::Formats& f = wb.formats();
    xlsx::Sheet sheet = wb.add("Inputs");
    const lxw_row_t top = titleRows(sheet, spec, r, "Inputs varied", f);
    sheet.header(top, {"Input", "Path", "Distribution", "Low", "Likely", "High", "Range from"}, f.header);
    lxw_row_t row = top;
    for (const UncertainInput& in : r.inputs) {
        sheet.text(++row, 0, in.label);
        sheet.text(row, 1, in.path);
        sheet.text(row, 2, std::string(enumName(in.range.distribution)));
        lxw_col_t col = 2;
        for (double v : {in.range.low, in.range.likely, in.range.high}) sheet.number(row, ++col, v, f.decimal);
        sheet.text(row, 6, in.basis);
    }
    sheet.columns({{34}, {40}, {12}, {12, nullptr, 3}, {60}});
    sheet.table(top, row, 6);
    ++row;  // a blank row, then the correlated groups under the table
    for (const CorrelatedGroup& g : spec.groups) {
        std::string names;
        for (const std::string& p : g.paths) names += (names.empty() ? "" : ", ") + p;
        sheet.text(++row, 0, "Correlated (normal scores, ρ " + formatFixed(g.rho, 2) + "): " + names);
    }
}

// Every sample's inputs and outputs, for a planner's own analysis (the CLI's --csv rows).
void samplesSheet(xlsx::Workbook& wb, const UncertaintyResult& r) {
    const xlsx::Formats& f = wb.formats();
    xlsx::Sheet sheet = wb.add("Samples");
    std::vector<std::string> header{"Sample"};
    for (const UncertainInput& in : r.inputs) header.push_back(in.label);
    for (const OutputDistribution& o : r.outputs) header.push_back(metricLabel(o.metric));
    sheet.header(0, header, f.header);
    for (std::size_t i = 0; i < r.input_values.size(); ++i) {
        const auto row = static_cast<lxw_row_t>(i + 1);
        sheet.number(row, 0, static_cast<double>(i + 1), f.count);
        lxw_col_t col = 0;
        for (double v : r.input_values[i]) sheet.number(row, ++col, v, f.decimal);
        for (std::size_t k = 0; k < r.outputs.size(); ++k) metricCell(sheet, row, ++col, r.outputs[k].metric, r.output_values[i][k], f);
    }
    sheet.column(1, static_cast<lxw_col_t>(header.size() - 1), 16);
    sheet.table(0, static_cast<lxw_row_t>(r.input_values.size()), static_cast<lxw_col_t>(header.size() - 1));
}

}  // namespace

int writeUncertaintyXlsx(const std::string& path, const UncertaintySpec& spec, const UncertaintyResult& result) {
    // About 12 bytes per sample cell compressed, with room for the shared strings.
    const std::uintmax_t cells = result.samples * (1 + result.inputs.size() + result.outputs.size());
    return xlsx::writeWorkbook(path, (1u << 20) + 16 * cells, [&](xlsx::Workbook& wb) {
               wb.setProperties("ClusterPlanner uncertainty: " + spec.base.name, "P10 / P50 / P90 of every output, drivers, inputs, samples");
               percentilesSheet(wb, spec, result);
               driversSheet(wb, spec, result);
               inputsSheet(wb, spec, result);
               samplesSheet(wb, result);
           })
        .sheets;
}

}  // namespace cp
