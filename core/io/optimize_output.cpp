#include "io/optimize_output.h"

#include <cmath>
#include <sstream>

#include "common/format.h"
#include "common/input_error.h"
#include "common/text_table.h"
#include "plan/metrics.h"

namespace cp {

namespace {

// "≤ $80.0M", "≥ 40.0%", "from 0.90 to 0.99".
std::string boundText(const OptimizeConstraint& c) {
    if (c.hasMax() && c.hasMin()) return "from " + metricText(c.metric, c.min) + " to " + metricText(c.metric, c.max);
    return c.hasMax() ? "≤ " + metricText(c.metric, c.max) : "≥ " + metricText(c.metric, c.min);
}

void writeSearch(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r) {
    out << "Optimize: " << spec.name << "\n  " << spec.question << "\n\n";
    out << "  Objective   " << (maximises(spec) ? "maximise " : "minimise ") << metricLabel(spec.objective) << "\n";
    for (const std::string& m : spec.then)
        out << "  Then        " << (metricBetter(m) == Better::Higher ? "maximise " : "minimise ") << metricLabel(m) << "\n";
    for (const OptimizeConstraint& c : spec.constraints)
        out << "  Limit       " << metricLabel(c.metric) << " " << boundText(c) << "\n";
    out << "  GPUs        " << formatCount(spec.gpus_min) << " to " << formatCount(spec.gpus_max) << "\n";
    const auto count = [](std::size_t n) { return formatCount(static_cast<std::int64_t>(n)); };
    out << "  Searched    " << count(r.candidates) << " candidate designs in " << count(r.families) << " families in "
        << formatFixed(r.seconds, 2) << " s" << (r.cancelled ? " (cancelled)" : "") << "\n"
        << "              " << count(r.evaluations) << " evaluated, the rest excluded by lower bounds that hold at every size\n"
        << "              " << count(r.families_pruned) << " families pruned, " << count(r.families_infeasible)
        << " without a feasible design\n";
}

void writeTop(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r) {
    out << "\nBest designs\n";
    if (r.top.empty()) {
        out << "  none meets every limit\n";
        return;
    }
    std::vector<std::string> header{"#", "design", "GPUs", metricLabel(spec.objective)};
    for (std::size_t k : limitColumns(spec)) header.push_back(metricLabel(spec.constraints[k].metric));
    std::vector<std::vector<std::string>> table{header};
    for (std::size_t i = 0; i < r.top.size(); ++i) {
        const OptimizeCandidate& c = r.top[i];
        std::vector<std::string> row{std::to_string(i + 1), choiceLabel(spec, c.choice), formatCount(c.gpus),
                                     metricText(spec.objective, c.objective)};
        for (std::size_t k : limitColumns(spec)) row.push_back(metricText(spec.constraints[k].metric, c.limits[k]));
        table.push_back(row);
    }
    out << alignedTable(table, "  ");
}

std::string designText(const OptimizeSpec& spec, const std::optional<OptimizeCandidate>& c) {
    if (!c) return "no design meets every limit";
    return choiceLabel(spec, c->choice) + " at " + formatCount(c->gpus) + " GPUs, " + metricText(spec.objective, c->objective);
}

// "    stays best from 86.4 days to below 102.9 days", then who wins below the winner's value and
// from the range's far end, a line each.
void writeRange(std::ostream& out, const OptimizeSpec& spec, const OptimizeLimitInsight& l) {
    const OptimizeLimitRange& range = l.range;
    const std::string from = metricText(l.metric, range.from);
    if (!std::isfinite(range.to))
        out << "    the winner stays best for any limit from " << from << (l.relaxes_min ? " down" : " up") << "\n";
    else
        out << "    the winner stays best while the limit is from " << from << (l.relaxes_min ? " down to above " : " to below ")
            << metricText(l.metric, range.to) << "\n";
    out << "      " << (l.relaxes_min ? "above " : "below ") << from << ": " << designText(spec, range.tighter) << "\n";
    if (std::isfinite(range.to))
        out << "      " << (l.relaxes_min ? "at or below " : "at or above ") << metricText(l.metric, range.to) << ": "
            << designText(spec, range.looser) << "\n";
}

void writeInsight(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r, const OptimizeInsight& insight) {
    if (r.top.empty()) return;
    out << "\nLimits at the best design (shadow price: the best " << metricLabel(spec.objective) << " with one limit relaxed)\n";
    for (const OptimizeLimitInsight& l : insight.limits) {
        const OptimizeConstraint bound{l.metric, l.max, l.min};
        out << "  " << metricLabel(l.metric) << ": " << metricText(l.metric, l.value) << " (limit " << boundText(bound)
            << (l.sizes_the_winner ? "; binds: it sets the GPU count" : "") << ")\n"
            << "    " << metricText(l.metric, l.relax_by) << (l.relaxes_min ? " less: " : " more: ");
        if (!l.relaxed_best)
            out << "no feasible design\n";
        else
            out << metricText(spec.objective, *l.relaxed_best) << " ("
                << (*l.relaxed_best != r.top.front().objective
                        ? (maximises(spec) ? "gains " : "saves ") +
                              metricText(spec.objective, std::abs(r.top.front().objective - *l.relaxed_best))
                        : std::string("no change"))
                << ")\n";
        writeRange(out, spec, l);
    }
    if (insight.margin)
        out << "  The winner leads #2 by " << metricText(spec.objective, *insight.margin) << " ("
            << formatFixed(100 * *insight.margin / std::max(1e-300, std::abs(r.top[1].objective)), 2) << "% of #2's)\n";
    if (insight.winner_vs_runner_up)
        out << "\nWhy #1 beats #2 (" << choiceLabel(spec, r.top[1].choice) << ")\n"
            << comparisonText(*insight.winner_vs_runner_up);
}

void writeOptionBest(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r) {
    if (spec.dimensions.empty() || r.top.empty()) return;
    out << "\nBest per option (the best design with each option; exact like the ranking)\n";
    std::vector<std::vector<std::string>> table{{"dimension", "option", "best design", "GPUs", metricLabel(spec.objective)}};
    for (std::size_t d = 0; d < spec.dimensions.size(); ++d)
        for (std::size_t o = 0; o < spec.dimensions[d].options.size(); ++o) {
            const auto& best = r.option_best[d][o];
            table.push_back({spec.dimensions[d].name, spec.dimensions[d].options[o].label,
                             best ? choiceLabel(spec, best->choice) : "none meets every limit", best ? formatCount(best->gpus) : "",
                             best ? metricText(spec.objective, best->objective) : ""});
        }
    out << alignedTable(table, "  ");
}

void writeFront(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r) {
    if (spec.pareto.size() != 2) return;
    out << "\nPareto front over "
        << (r.front_refused.empty() ? "every feasible design of the space" : "the feasible designs evaluated") << ": "
        << metricLabel(spec.pareto[0]) << " vs " << metricLabel(spec.pareto[1]) << " (" << r.front.size() << " designs)\n";
    if (!r.front_refused.empty()) out << "  not every design: " << r.front_refused << "\n";
    std::vector<std::vector<std::string>> table{{"design", "GPUs", metricLabel(spec.pareto[0]), metricLabel(spec.pareto[1])}};
    for (const OptimizeCandidate& c : r.front)
        table.push_back({choiceLabel(spec, c.choice), formatCount(c.gpus), metricText(spec.pareto[0], c.pareto[0]),
                         metricText(spec.pareto[1], c.pareto[1])});
    out << alignedTable(table, "  ");
}

void writeChecks(std::ostream& out, const OptimizeSpec& spec, const OptimizeResult& r) {
    out << "\nBound checks: "
        << (r.bound_violations.empty()
                ? "every evaluated design was at or above the lower bounds the search excluded the others by: the answer is exact\n"
                : std::to_string(r.bound_violations.size()) + " below a lower bound, so the answer is not proven exact:\n");
    for (std::size_t i = 0; i < r.bound_violations.size() && i < 10; ++i) out << "  " << r.bound_violations[i] << "\n";
    if (!r.rejections.empty()) out << "\nWithout a feasible design (" << r.rejections.size() << ", the first 10)\n";
    for (std::size_t i = 0; i < r.rejections.size() && i < 10; ++i)
        out << "  " << choiceLabel(spec, r.rejections[i].choice) << ": " << r.rejections[i].reason << "\n";
}

Json candidateJson(const OptimizeSpec& spec, const OptimizeCandidate& c) {
    Json j = {{"design", choiceLabel(spec, c.choice)},
              {"choice", c.choice},
              {"nodes", c.nodes},
              {"gpus", c.gpus},
              {"objective", c.objective}};
    Json limits = Json::object();
    for (std::size_t k = 0; k < spec.constraints.size(); ++k) limits[spec.constraints[k].metric] = c.limits[k];
    j["limits"] = limits;
    for (std::size_t k = 0; k < spec.pareto.size() && k < c.pareto.size(); ++k) j["pareto"][spec.pareto[k]] = c.pareto[k];
    return j;
}

Json rangeJson(const OptimizeSpec& spec, const OptimizeLimitRange& range) {
    const auto design = [&](const std::optional<OptimizeCandidate>& c) { return c ? candidateJson(spec, *c) : Json(nullptr); };
    return {{"from", range.from},
            {"to", std::isfinite(range.to) ? Json(range.to) : Json(nullptr)},
            {"tighter", design(range.tighter)},
            {"looser", design(range.looser)}};
}

}  // namespace

std::string optimizeText(const OptimizeSpec& spec, const OptimizeResult& result, const OptimizeInsight& insight) {
    std::ostringstream out;
    writeSearch(out, spec, result);
    writeTop(out, spec, result);
    writeInsight(out, spec, result, insight);
    writeOptionBest(out, spec, result);
    writeFront(out, spec, result);
    writeChecks(out, spec, result);
    return out.str();
}

std::string optimizeJsonText(const OptimizeSpec& spec, const OptimizeResult& r, const OptimizeInsight& insight) {
    Json j = {{"name", spec.name},
              {"objective", spec.objective},
              {"goal", maximises(spec) ? "maximise" : "minimise"},
              {"then", spec.then},
              {"families", r.families},
              {"families_pruned", r.families_pruned},
              {"families_infeasible", r.families_infeasible},
              {"candidates", r.candidates},
              {"evaluations", r.evaluations},
              {"seconds", r.seconds},
              {"cancelled", r.cancelled},
              {"bound_violations", r.bound_violations},
              {"front_exact", r.front_refused.empty()},
              {"front_refused", r.front_refused}};
    j["top"] = Json::array();
    for (const OptimizeCandidate& c : r.top) j["top"].push_back(candidateJson(spec, c));
    j["front"] = Json::array();
    for (const OptimizeCandidate& c : r.front) j["front"].push_back(candidateJson(spec, c));
    j["limits"] = Json::array();
    for (const OptimizeLimitInsight& l : insight.limits)
        j["limits"].push_back({{"metric", l.metric},
                               {"max", std::isfinite(l.max) ? Json(l.max) : Json(nullptr)},
                               {"min", std::isfinite(l.min) ? Json(l.min) : Json(nullptr)},
                               {"relaxes", l.relaxes_min ? "min" : "max"},
                               {"value", l.value},
                               {"sizes_the_winner", l.sizes_the_winner},
                               {"relax_by", l.relax_by},
                               {"relaxed_best", l.relaxed_best ? Json(*l.relaxed_best) : Json(nullptr)},
                               {"range", rangeJson(spec, l.range)}});
    j["rejections"] = Json::array();
    for (const OptimizeRejection& x : r.rejections)
        j["rejections"].push_back({{"design", choiceLabel(spec, x.choice)}, {"reason", x.reason}});
    j["best_per_option"] = Json::array();
    for (std::size_t d = 0; d < spec.dimensions.size() && d < r.option_best.size(); ++d)
        for (std::size_t o = 0; o < spec.dimensions[d].options.size(); ++o) {
            const auto& best = r.option_best[d][o];
            j["best_per_option"].push_back({{"dimension", spec.dimensions[d].name},
                                            {"option", spec.dimensions[d].options[o].label},
                                            {"design", best ? candidateJson(spec, *best) : Json(nullptr)}});
        }
    j["margin"] = insight.margin ? Json(*insight.margin) : Json(nullptr);
    if (insight.winner_vs_runner_up) j["winner_vs_runner_up"] = parseJson(comparisonJsonText(*insight.winner_vs_runner_up), "");
    return j.dump(2) + "\n";
}

Profile bestProfile(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeResult& result) {
    if (result.top.empty())
        throw InputError(spec.file, "/constraints", "no design meets every limit: there is no best design to save");
    const OptimizeCandidate& best = result.top.front();
    Profile p = atNodes(optimizeProfile(spec, best.choice, catalog), best.nodes);
    p.name = spec.name + ": " + choiceLabel(spec, best.choice) + ", " + formatCount(best.gpus) + " GPUs";
    p.description = "The best design of the optimize specification " + spec.file + " (" + spec.question + ")";
    return p;
}

}  // namespace cp
