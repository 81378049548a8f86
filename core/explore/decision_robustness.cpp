#include "explore/decision_robustness.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include "common/format.h"
#include "common/text_table.h"
#include "common/parallel_for.h"
#include "explore/sampling.h"
#include "explore/uncertain_target.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"

namespace cp {

namespace {

struct Design {
    Profile profile;
    std::vector<double> likely;  // per input: this design's own value (a catalog value: the catalog's)
};

// One contender under one sample: its objective as "smaller is better", and whether every limit holds.
struct Outcome {
    std::optional<double> score;
    bool feasible = false;
};

Outcome outcome(const OptimizeSpec& spec, const Plan& plan) {
    if (!plan.errors.empty()) return {};
    const std::optional<double> objective = metricValue(plan, spec.objective);
    if (!objective) return {};
    bool feasible = true;
    for (const OptimizeConstraint& c : spec.constraints) {
        const std::optional<double> v = metricValue(plan, c.metric);
        feasible = feasible && v && c.holds(*v);
    }
    return {maximises(spec) ? -*objective : *objective, feasible};
}

}  // namespace

DecisionRobustness decisionRobustness(const OptimizeSpec& spec, const OptimizeResult& result, const Catalog& catalog,
                                      std::size_t samples, std::uint64_t seed, unsigned threads, std::size_t contenders) {
    const auto start = std::chrono::steady_clock::now();
    DecisionRobustness r;
    r.samples = samples;
    std::vector<Design> designs;
    for (std::size_t i = 0; i < result.top.size() && i < contenders; ++i) {
        const OptimizeCandidate& c = result.top[i];
        designs.push_back({atNodes(optimizeProfile(spec, c.choice, catalog), c.nodes), {}});
        r.contenders.push_back({choiceLabel(spec, c.choice) + " · " + formatCount(c.gpus) + " GPUs", c.gpus});
        // Every contender's defaults: the parts each one uses.
        const std::vector<UncertainInput> more = defaultRanges(designs.back().profile, catalog, r.inputs);
        r.inputs.insert(r.inputs.end(), more.begin(), more.end());
    }
    if (designs.empty() || r.inputs.empty() || samples == 0) return r;
    std::vector<UncertainTarget> targets;
    for (const UncertainInput& in : r.inputs) {
        std::string problem;
        targets.push_back(*uncertainTarget(in.path, catalog, problem));
    }
    for (Design& d : designs)
        for (const UncertainTarget& t : targets) d.likely.push_back(t.value(d.profile, catalog));
    const Eigen::MatrixXd u = sampleUniforms(r.inputs, defaultGroups(r.inputs), samples, seed);

    std::vector<std::vector<Outcome>> outcomes(samples, std::vector<Outcome>(designs.size()));
    const unsigned workers = loopThreads(threads, samples, 256);
    std::vector<Catalog> catalogs(workers, catalog);
    parallelFor(samples, workers, nullptr, [&](unsigned w, std::size_t i) {
        for (std::size_t d = 0; d < designs.size(); ++d) {
            Profile p = designs[d].profile;
            EvaluateOptions options{.explanations = false};
            for (std::size_t j = 0; j < targets.size(); ++j) {
                const InputRange& range = r.inputs[j].range;
                const double v = rangeQuantile(range, u(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)));
                // A profile field keeps this design's own value, moved by the sample's ratio to likely.
                const double own = targets[j].field && range.likely != 0 ? designs[d].likely[j] * v / range.likely : v;
                targets[j].set(p, catalogs[w], options, own);
            }
            outcomes[i][d] = outcome(spec, evaluate(p, catalogs[w], options));
        }
    });
    std::vector<std::vector<double>> objectives(designs.size());
    for (const std::vector<Outcome>& sample : outcomes) {
        std::optional<std::size_t> best;
        for (std::size_t d = 0; d < sample.size(); ++d) {
            if (sample[d].score) objectives[d].push_back(maximises(spec) ? -*sample[d].score : *sample[d].score);
            if (!sample[d].feasible) continue;
            ++r.contenders[d].feasible;
            if (!best || *sample[d].score < *sample[*best].score) best = d;
        }
        if (best)
            ++r.contenders[*best].wins;
        else
            ++r.none_feasible;
    }
    for (std::size_t d = 0; d < designs.size(); ++d) {
        std::vector<double>& v = objectives[d];
        if (v.empty()) continue;
        std::sort(v.begin(), v.end());
        r.contenders[d].objective_p10 = sortedQuantile(v, 0.1);
        r.contenders[d].objective_p50 = sortedQuantile(v, 0.5);
        r.contenders[d].objective_p90 = sortedQuantile(v, 0.9);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

std::string robustnessText(const OptimizeSpec& spec, const DecisionRobustness& r) {
    if (r.contenders.empty()) return "";
    const auto percent = [&](std::size_t n) { return formatFixed(100 * r.share(n), 1) + " %"; };
    std::string out = "\nHow sure (the best " + std::to_string(r.contenders.size()) + " planned again under " +
                      formatCount(static_cast<std::int64_t>(r.samples)) + " samples of " +
                      std::to_string(r.inputs.size()) + " inputs' default ranges, docs/uncertainty.md):\n";
    const Contender& winner = r.contenders.front();
    out += "  the winner is still best in " + percent(winner.wins) + " of samples and meets every limit in " +
           percent(winner.feasible) + "\n";
    std::vector<std::vector<std::string>> rows{{"design", "best in", "meets limits in", metricLabel(spec.objective) + " P10 / P50 / P90"}};
    for (const Contender& c : r.contenders)
        rows.push_back({c.label, percent(c.wins), percent(c.feasible),
                        metricText(spec.objective, c.objective_p10) + " / " + metricText(spec.objective, c.objective_p50) + " / " +
                            metricText(spec.objective, c.objective_p90)});
    out += alignedTable(rows, "  ");
    if (r.none_feasible) out += "  none of them meets every limit in " + percent(r.none_feasible) + "\n";
    return out;
}

Json robustnessJson(const DecisionRobustness& r) {
    Json contenders = Json::array();
    for (const Contender& c : r.contenders)
        contenders.push_back(Json{{"design", c.label},
                                  {"gpus", c.gpus},
                                  {"best_share", r.share(c.wins)},
                                  {"feasible_share", r.share(c.feasible)},
                                  {"objective_p10", c.objective_p10},
                                  {"objective_p50", c.objective_p50},
                                  {"objective_p90", c.objective_p90}});
    Json inputs = Json::array();
    for (const UncertainInput& in : r.inputs) inputs.push_back(in.path);
    return Json{{"samples", r.samples}, {"inputs", inputs}, {"contenders", contenders}, {"none_feasible_share", r.share(r.none_feasible)}};
}

}  // namespace cp
