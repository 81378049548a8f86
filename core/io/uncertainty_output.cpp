#include "io/uncertainty_output.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "common/csv_writer.h"
#include "common/format.h"
#include "common/json_reader.h"
#include "common/text_table.h"
#include "plan/metrics.h"

namespace cp {

namespace {

constexpr std::size_t kDriversShown = 5;

double swing(const OutputDistribution& o, std::size_t j) {
    if (!o.tornado_low[j] || !o.tornado_high[j]) return 0;
    return std::abs(*o.tornado_high[j] - *o.tornado_low[j]);
}

std::string valueText(const std::string& metric, const std::optional<double>& v) { return v ? metricText(metric, *v) : "—"; }

std::string percent(double share) { return formatFixed(100 * share, 1) + " %"; }

std::string limitText(const OptimizeConstraint& l) {
    const Metric* metric = findMetric(l.metric);
    std::string text = metric ? metric->label : l.metric;
    if (l.hasMin()) text += " ≥ " + metricText(l.metric, l.min);
    if (l.hasMax()) text += (l.hasMin() ? " and ≤ " : " ≤ ") + metricText(l.metric, l.max);
    return text;
}

std::string inputsTable(const UncertaintyResult& r) {
    std::vector<std::vector<std::string>> rows{{"input", "distribution", "low", "likely", "high", "range from"}};
    for (const UncertainInput& in : r.inputs)
        rows.push_back({in.label + " (" + in.path + ")", std::string(enumName(in.range.distribution)), formatSignificant(in.range.low),
                        formatSignificant(in.range.likely), formatSignificant(in.range.high), in.basis});
    return alignedTable(rows, "  ");
}

std::string outputsTable(const UncertaintyResult& r) {
    std::vector<std::vector<std::string>> rows{{"output", "point", "P10", "P50", "P90", "mean"}};
    for (const OutputDistribution& o : r.outputs) {
        if (o.count == 0) {
            rows.push_back({metricLabel(o.metric), valueText(o.metric, o.point), "—", "—", "—", "—"});
            continue;
        }
        rows.push_back({metricLabel(o.metric), valueText(o.metric, o.point), metricText(o.metric, o.p10), metricText(o.metric, o.p50),
                        metricText(o.metric, o.p90), metricText(o.metric, o.mean)});
    }
    return alignedTable(rows, "  ");
}

std::string driversText(const UncertaintyResult& r, const OutputDistribution& o) {
    const std::vector<std::size_t> order = inputsBySwing(o);
    if (order.empty()) return "";
    std::string out = metricLabel(o.metric);
    if (!o.src.empty()) out += " (linear fit R² " + formatFixed(o.r_squared, 2) + ")";
    out += "\n";
    std::vector<std::vector<std::string>> rows{{"input", "at low", "at high", "SRC"}};
    for (std::size_t n = 0; n < std::min(order.size(), kDriversShown); ++n) {
        const std::size_t j = order[n];
        rows.push_back({r.inputs[j].label, valueText(o.metric, o.tornado_low[j]), valueText(o.metric, o.tornado_high[j]),
                        o.src.empty() ? "—" : formatFixed(o.src[j], 2)});
    }
    return out + alignedTable(rows, "  ");
}

Json optionalJson(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

}  // namespace

std::vector<std::size_t> inputsBySwing(const OutputDistribution& o) {
    std::vector<std::size_t> order;
    for (std::size_t j = 0; j < o.tornado_low.size(); ++j)
        if (swing(o, j) > 0) order.push_back(j);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return swing(o, a) > swing(o, b); });
    return order;
}

std::string uncertaintyText(const UncertaintySpec& spec, const UncertaintyResult& r) {
    std::string out = "Uncertainty of " + spec.base.name + ": " + formatCount(static_cast<std::int64_t>(r.samples)) +
                      " samples (Latin hypercube, seed " + std::to_string(spec.seed) + ") of " +
                      formatCount(static_cast<std::int64_t>(r.inputs.size())) + " inputs with ranges, " + formatFixed(r.seconds, 2) +
                      " s\n";
    out += !r.designs_reused   ? "Every sample builds its design: a sampled input (a node's power picks its rack) reaches the build stages.\n"
           : r.designs_repriced ? "The design is built once per thread and repriced per sample: media prices pick media only by their "
                                  "ranking, and the design is built again when a ranking changes.\n"
                                : "The design is built once: no sampled input reaches the build stages.\n";
    if (r.failed) out += formatCount(static_cast<std::int64_t>(r.failed)) + " samples could not be planned (no value in any output).\n";
    out += "\nInputs\n" + inputsTable(r) + "\nOutputs (point: every input at likely)\n" + outputsTable(r);
    if (!spec.limits.empty()) {
        out += "\nLimits (share of samples meeting each)\n";
        for (std::size_t l = 0; l < spec.limits.size(); ++l) out += "  " + limitText(spec.limits[l]) + ": " + percent(r.limit_probability[l]) + "\n";
        if (spec.limits.size() > 1) out += "  all at once: " + percent(r.all_limits_probability) + "\n";
    }
    out += "\nWhat drives the spread (tornado: the output with one input at its low and at its high, the others at likely;\n"
           "SRC: standardized regression coefficient over the samples)\n";
    for (const OutputDistribution& o : r.outputs)
        if (const std::string d = driversText(r, o); !d.empty()) out += "\n" + d;
    return out;
}

std::string uncertaintyJsonText(const UncertaintySpec& spec, const UncertaintyResult& r) {
    Json inputs = Json::array();
    for (const UncertainInput& in : r.inputs)
        inputs.push_back(Json{{"path", in.path},
                              {"label", in.label},
                              {"distribution", enumName(in.range.distribution)},
                              {"low", in.range.low},
                              {"likely", in.range.likely},
                              {"high", in.range.high},
                              {"basis", in.basis}});
    Json outputs = Json::array();
    for (const OutputDistribution& o : r.outputs) {
        Json tornado = Json::array();
        for (std::size_t j = 0; j < o.tornado_low.size(); ++j)
            tornado.push_back(Json{{"input", r.inputs[j].path},
                                   {"at_low", optionalJson(o.tornado_low[j])},
                                   {"at_high", optionalJson(o.tornado_high[j])},
                                   {"src", o.src.empty() ? Json(nullptr) : Json(o.src[j])}});
        outputs.push_back(Json{{"metric", o.metric},
                               {"label", metricLabel(o.metric)},
                               {"point", optionalJson(o.point)},
                               {"samples_with_value", o.count},
                               {"mean", o.mean},
                               {"p10", o.p10},
                               {"p50", o.p50},
                               {"p90", o.p90},
                               {"min", o.min},
                               {"max", o.max},
                               {"histogram", o.histogram},
                               {"r_squared", o.r_squared},
                               {"sensitivity", tornado}});
    }
    Json limits = Json::array();
    for (std::size_t l = 0; l < spec.limits.size(); ++l)
        limits.push_back(Json{{"metric", spec.limits[l].metric},
                              {"max", spec.limits[l].hasMax() ? Json(spec.limits[l].max) : Json(nullptr)},
                              {"min", spec.limits[l].hasMin() ? Json(spec.limits[l].min) : Json(nullptr)},
                              {"probability", r.limit_probability[l]}});
    Json groups = Json::array();
    for (const CorrelatedGroup& g : spec.groups) groups.push_back(Json{{"inputs", g.paths}, {"rho", g.rho}});
    return Json{{"profile", spec.base.name},
                {"samples", r.samples},
                {"seed", spec.seed},
                {"failed", r.failed},
                {"designs_reused", r.designs_reused},
                {"designs_repriced", r.designs_repriced},
                {"inputs", inputs},
                {"correlations", groups},
                {"outputs", outputs},
                {"limits", limits},
                {"all_limits_probability", spec.limits.empty() ? Json(nullptr) : Json(r.all_limits_probability)}}
               .dump(2) +
           "\n";
}

std::string uncertaintyCsv(const UncertaintyResult& r) {
    // Appended piece by piece: `"," + text` trips GCC 12's -Wrestrict false positive.
    std::string out = "sample";
    const auto cell = [&out](const std::string& text) {
        out += ',';
        out += text;
    };
    for (const UncertainInput& in : r.inputs) cell(csvField(in.path));
    for (const OutputDistribution& o : r.outputs) cell(csvField(o.metric));
    out += '\n';
    for (std::size_t i = 0; i < r.input_values.size(); ++i) {
        out += std::to_string(i + 1);
        for (double v : r.input_values[i]) cell(formatNumber(v));
        for (const std::optional<double>& v : r.output_values[i]) cell(v ? formatNumber(*v) : std::string());
        out += '\n';
    }
    return out;
}

}  // namespace cp
