#include "io/validation_output.h"

#include <filesystem>

#include "common/format.h"
#include "common/json_reader.h"
#include "common/text_table.h"

namespace cp {

namespace {

std::string signedPercent(double fraction) {
    std::string text = formatFixed(100 * fraction, 1) + "%";
    if (fraction >= 0) text.insert(0, 1, '+');
    return text;
}
std::string percent(double fraction) { return formatFixed(100 * fraction, 1) + "%"; }
std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

// The figure alone, in the metric's precision: "400.0", "13.75", "41.0%", "1,543".
std::string bareFigure(perf::PublishedMetric metric, double value) {
    switch (metric) {
    case perf::PublishedMetric::ModelTflopsPerGpu:
    case perf::PublishedMetric::HardwareTflopsPerGpu:
        return formatFixed(value, 1);
    case perf::PublishedMetric::StepSeconds:
        return formatFixed(value, 2);
    case perf::PublishedMetric::Mfu:
        return percent(value);
    case perf::PublishedMetric::TokensPerSecondPerGpu:
        return formatCount(static_cast<std::int64_t>(value + 0.5));
    }
    return formatNumber(value);
}

const char* unitOf(perf::PublishedMetric metric) {
    switch (metric) {
    case perf::PublishedMetric::ModelTflopsPerGpu:
        return "model TFLOP/s per GPU";
    case perf::PublishedMetric::HardwareTflopsPerGpu:
        return "executed TFLOP/s per GPU";
    case perf::PublishedMetric::StepSeconds:
        return "s per step";
    case perf::PublishedMetric::Mfu:
        return "MFU";
    case perf::PublishedMetric::TokensPerSecondPerGpu:
        return "tokens/s per GPU";
    }
    return "";
}

std::string groupLine(const ValidationGroup& g) {
    return g.group + ": " + std::to_string(g.runs) + " runs, mean " + percent(g.mean_abs_error) + ", worst " +
           percent(g.worst_abs_error);
}

}  // namespace

std::string publishedFigure(perf::PublishedMetric metric, double value) {
    const std::string figure = bareFigure(metric, value);
    return metric == perf::PublishedMetric::Mfu ? figure + " MFU" : figure + " " + unitOf(metric);
}

std::string validationText(const ValidationReport& report) {
    std::vector<std::vector<std::string>> rows{{"run", "published", "predicted", "error", "unit", "split"}};
    std::string problems;
    for (const ValidationRun& run : report.runs) {
        if (!run.problem.empty()) {
            problems += "  " + fileName(run.file) + ": " + run.problem + "\n";
            continue;
        }
        const PublishedComparison& c = run.result;
        rows.push_back({fileName(run.file), bareFigure(c.metric, c.published), bareFigure(c.metric, c.predicted),
                        signedPercent(c.error), unitOf(c.metric), run.split});
    }
    std::string out = "Step-time model against published runs (error: predicted per-GPU throughput / published − 1)\n\n";
    out += alignedTable(rows, "  ");
    out += "\nPer source (absolute errors)\n";
    for (const ValidationGroup& g : report.groups) out += "  " + groupLine(g) + "\n";
    out += "  " + groupLine(report.all) + "; P10 " + signedPercent(report.error_p10) + ", P90 " + signedPercent(report.error_p90) +
           "\n";
    if (!problems.empty()) out += "\nNot compared\n" + problems;
    return out;
}

std::string validationMarkdown(const ValidationReport& report) {
    std::string out = "| run | source | published | predicted | error | split |\n|---|---|---|---|---|---|\n";
    for (const ValidationRun& run : report.runs) {
        if (!run.problem.empty()) continue;
        const PublishedComparison& c = run.result;
        out += "| `" + fileName(run.file) + "` | " + c.source + " | " + publishedFigure(c.metric, c.published) + " | " +
               bareFigure(c.metric, c.predicted) + " | " + signedPercent(c.error) + " | " + run.split + " |\n";
    }
    out += "\n| source | runs | mean error | worst error |\n|---|---|---|---|\n";
    for (const ValidationGroup& g : report.groups)
        out += "| " + g.group + " | " + std::to_string(g.runs) + " | " + percent(g.mean_abs_error) + " | " +
               percent(g.worst_abs_error) + " |\n";
    out += "| **all** | " + std::to_string(report.all.runs) + " | **" + percent(report.all.mean_abs_error) + "** | **" +
           percent(report.all.worst_abs_error) + "** |\n";
    out += "\nSigned errors (+: the model is faster): P10 " + signedPercent(report.error_p10) + ", P90 " +
           signedPercent(report.error_p90) + ".\n";
    return out;
}

std::string validationJsonText(const ValidationReport& report) {
    Json runs = Json::array();
    for (const ValidationRun& run : report.runs) {
        Json r{{"file", run.file}, {"name", run.name}};
        if (!run.problem.empty()) {
            r["problem"] = run.problem;
        } else {
            r["metric"] = enumText(run.result.metric);
            r["published"] = run.result.published;
            r["predicted"] = run.result.predicted;
            r["error"] = run.result.error;
            r["source"] = run.result.source;
            r["group"] = run.result.group;
            r["split"] = run.split;
        }
        runs.push_back(r);
    }
    Json groups = Json::array();
    for (const ValidationGroup& g : report.groups)
        groups.push_back({{"group", g.group}, {"runs", g.runs}, {"mean_abs_error", g.mean_abs_error}, {"worst_abs_error", g.worst_abs_error}});
    const Json doc{{"runs", runs},
                   {"groups", groups},
                   {"all", {{"runs", report.all.runs}, {"mean_abs_error", report.all.mean_abs_error}, {"worst_abs_error", report.all.worst_abs_error}}},
                   {"error_p10", report.error_p10},
                   {"error_p90", report.error_p90},
                   {"problems", report.problems}};
    return doc.dump(2) + "\n";
}

}  // namespace cp
