#include "explore/optimize_insight.h"

#include <cmath>

#include "common/format.h"
#include "plan/evaluate.h"

namespace cp {

namespace {

// Whether the limit breaks at `nodes` of the winner's family (unbuilt counts break nothing).
bool breaksAt(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeCandidate& winner, std::int64_t nodes,
              const OptimizeConstraint& c) {
    if (nodes < 1) return false;
    OptimizeCandidate other = winner;
    other.nodes = nodes;
    const Plan plan = candidatePlan(spec, catalog, other);
    if (!plan.errors.empty()) return false;
    const std::optional<double> v = metricValue(plan, c.metric);
    return v && !c.holds(*v);
}

// The best design of a variant of the spec (top 1, no front), or nullopt when none meets its limits.
std::optional<OptimizeCandidate> bestOf(OptimizeSpec spec, const Catalog& catalog, unsigned threads) {
    spec.top = 1;
    spec.pareto.clear();
    OptimizeControl control;
    control.threads = threads;
    OptimizeResult r = runOptimize(spec, catalog, control);
    if (r.top.empty()) return std::nullopt;
    return r.top.front();
}

// The bound `lower` (min) or upper (max) of limit i set to `value`.
OptimizeSpec withBound(OptimizeSpec spec, std::size_t i, bool lower, double value) {
    (lower ? spec.constraints[i].min : spec.constraints[i].max) = value;
    return spec;
}

// The range of one bound of limit i: past the winner's own value it breaks; the nearest value at
// which a design better than the winner (meeting every other limit) comes within the bound is the
// best such design's value of the limit's metric, found by the same exact search with that metric
// as objective and the winner's objective as a limit.
OptimizeLimitRange limitRange(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeCandidate& winner, std::size_t i,
                              bool lower, unsigned threads) {
    OptimizeLimitRange out;
    out.from = winner.limits[i];
    out.to = lower ? -HUGE_VAL : HUGE_VAL;
    out.tighter = bestOf(withBound(spec, i, lower, std::nextafter(out.from, lower ? HUGE_VAL : -HUGE_VAL)), catalog,
                         threads);
    OptimizeSpec better = spec;
    better.objective = spec.constraints[i].metric;
    better.maximise = lower;  // the design nearest the bound from outside
    better.constraints.erase(better.constraints.begin() + static_cast<std::ptrdiff_t>(i));
    OptimizeConstraint beats{spec.objective};
    (maximises(spec) ? beats.min : beats.max) = std::nextafter(winner.objective, maximises(spec) ? HUGE_VAL : -HUGE_VAL);
    better.constraints.push_back(beats);
    if (const auto nearest = bestOf(better, catalog, threads)) {
        out.to = nearest->objective;
        out.looser = bestOf(withBound(spec, i, lower, out.to), catalog, threads);
    }
    return out;
}

}  // namespace

double relaxUnit(const OptimizeConstraint& c) {
    if (c.metric == "/training/days" || c.metric == "/derived/facility_mw") return 1;
    if (c.metric == "/power/facility_kw" || c.metric == "/power/it_kw") return 1000;
    const double bound = std::abs(c.hasMax() ? c.max : c.min);
    if (bound <= 1) return 0.01;  // a share or ratio (ETTR, MFU): one percentage point
    return std::max(1.0, std::ceil(bound / 100));
}

Plan candidatePlan(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeCandidate& c) {
    Profile p = atNodes(optimizeProfile(spec, c.choice, catalog), c.nodes);
    p.name = choiceLabel(spec, c.choice) + ", " + formatCount(c.gpus) + " GPUs";
    return evaluate(p, catalog);
}

OptimizeInsight optimizeInsight(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeResult& result,
                                unsigned threads) {
    OptimizeInsight out;
    if (result.top.empty()) return out;
    const OptimizeCandidate& best = result.top.front();
    const bool fallingObjective = metricSizeTrend(spec.objective) == SizeTrend::Falling;
    const std::int64_t perNode = best.gpus / std::max<std::int64_t>(1, best.nodes);
    const std::int64_t unit = spec.gpus_step > 0 ? spec.gpus_step / std::max<std::int64_t>(1, perNode) : 1;  // nodes per step
    for (std::size_t i = 0; i < spec.constraints.size(); ++i) {
        const OptimizeConstraint& c = spec.constraints[i];
        OptimizeLimitInsight l{.metric = c.metric, .max = c.max, .min = c.min, .value = best.limits[i], .relaxes_min = false,
                               .sizes_the_winner = false, .relax_by = relaxUnit(c), .relaxed_best = std::nullopt,
                               .range = {}};
        // The side the best design is nearer to is the one that binds, and the one relaxed.
        l.relaxes_min = c.hasMin() && (!c.hasMax() || l.value - c.min < c.max - l.value);
        const bool falling = metricSizeTrend(c.metric) == SizeTrend::Falling;
        if (falling) l.sizes_the_winner = breaksAt(spec, catalog, best, best.nodes - unit, c);
        if (!falling && fallingObjective) l.sizes_the_winner = breaksAt(spec, catalog, best, best.nodes + unit, c);
        OptimizeSpec relaxed = spec;
        (l.relaxes_min ? relaxed.constraints[i].min : relaxed.constraints[i].max) += l.relaxes_min ? -l.relax_by : l.relax_by;
        relaxed.top = 1;
        relaxed.pareto.clear();
        OptimizeControl control;
        control.threads = threads;
        const OptimizeResult r = runOptimize(relaxed, catalog, control);
        if (!r.top.empty()) l.relaxed_best = r.top.front().objective;
        l.range = limitRange(spec, catalog, best, i, l.relaxes_min, threads);
        out.limits.push_back(l);
    }
    if (result.top.size() >= 2) out.margin = std::abs(result.top[0].objective - result.top[1].objective);
    if (result.top.size() >= 2)
        out.winner_vs_runner_up =
            comparePlans(candidatePlan(spec, catalog, result.top[0]), candidatePlan(spec, catalog, result.top[1]), catalog);
    return out;
}

}  // namespace cp
