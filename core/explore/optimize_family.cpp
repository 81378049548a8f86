#include "explore/optimize_family.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "explore/optimize.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"

namespace cp::optimize_detail {

namespace {

std::optional<double> read(const Plan& plan, const std::string& path, std::string& error) {
    const std::optional<double> v = metricValue(plan, path);
    if (!v) error = path + " is not computed for this design";
    return v;
}

// The first n in (lo, hi] where `ok` holds, given ok(hi) and not ok(lo) (a monotone predicate).
template <class Ok>
std::int64_t firstTrue(std::int64_t lo, std::int64_t hi, Ok ok) {
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (ok(mid) ? hi : lo) = mid;
    }
    return hi;
}

// The first limit of a trend an evaluation breaks, as "metric value > max".
std::string brokenLimit(const OptimizeSpec& spec, const Evaluation& e, SizeTrend trend) {
    for (std::size_t i = 0; i < spec.constraints.size(); ++i) {
        const OptimizeConstraint& c = spec.constraints[i];
        if (metricSizeTrend(c.metric) == trend && e.limits[i] > c.max)
            return c.metric + " " + formatNumber(e.limits[i]) + " > " + formatNumber(c.max);
    }
    return "";
}

}  // namespace

Family::Family(const OptimizeSpec& spec, const Catalog& catalog, Profile base)
    : spec_(spec), catalog_(catalog), base_(std::move(base)) {
    if (const NodeType* node = catalog_.findNode(base_.compute.node_type))
        perNode_ = std::max<std::int64_t>(1, node->gpus_per_node.value);
}

const Evaluation& Family::at(std::int64_t nodes) {
    const auto it = seen_.find(nodes);
    if (it != seen_.end()) return it->second;
    ++evaluations_;
    Evaluation e;
    const Plan plan = evaluate(atNodes(base_, nodes), catalog_, {.explanations = false});  // read for numbers only
    if (!plan.errors.empty()) {
        e.error = plan.errors.front().path + ": " + plan.errors.front().message;
        return seen_.emplace(nodes, std::move(e)).first->second;
    }
    e.built = true;
    if (const auto v = read(plan, spec_.objective, e.error)) e.objective = *v;
    for (const OptimizeConstraint& c : spec_.constraints) e.limits.push_back(read(plan, c.metric, e.error).value_or(0));
    for (const std::string& m : spec_.pareto) e.pareto.push_back(read(plan, m, e.error).value_or(0));
    if (!e.error.empty()) e.built = false;
    return seen_.emplace(nodes, std::move(e)).first->second;
}

bool Family::meets(std::int64_t nodes, SizeTrend trend) {
    const Evaluation& e = at(nodes);
    if (!e.built) return false;
    for (std::size_t i = 0; i < spec_.constraints.size(); ++i)
        if (metricSizeTrend(spec_.constraints[i].metric) == trend && e.limits[i] > spec_.constraints[i].max) return false;
    return true;
}

FamilyRange Family::range() const {
    FamilyRange r;
    r.step = spec_.gpus_step > 0 ? spec_.gpus_step : perNode_;
    if (r.step % perNode_ != 0) {
        r.error = "a step of " + formatCount(r.step) + " GPUs is not whole nodes of " + std::to_string(perNode_) + " GPUs";
        return r;
    }
    r.unit = r.step / perNode_;
    r.lo = (spec_.gpus_min + r.step - 1) / r.step;
    r.top = spec_.gpus_max / r.step;
    if (r.top < r.lo) r.error = "the GPU range holds no multiple of " + formatCount(r.step) + " GPUs";
    return r;
}

FamilyOutcome solveFamily(const OptimizeSpec& spec, Family& f, const FamilyRange& range, double worstKept) {
    if (!range.error.empty()) return {{}, false, range.error};
    const std::int64_t unit = range.unit, step = range.step, lo = range.lo, top = range.top;
    const auto meets = [&](std::int64_t k, SizeTrend t) { return f.meets(k * unit, t); };
    const auto at = [&](std::int64_t k) -> const Evaluation& { return f.at(k * unit); };
    if (!at(lo).built) return {{}, false, at(lo).error};
    const bool rising = metricSizeTrend(spec.objective) == SizeTrend::Rising;
    if (rising && at(lo).objective > worstKept) return {{}, true, ""};
    const std::int64_t hi = at(top).built ? top : firstTrue(lo, top, [&](std::int64_t k) { return !at(k).built; }) - 1;
    if (!meets(hi, SizeTrend::Falling))
        return {{},
                false,
                "at its largest buildable size (" + formatCount(hi * step) + " GPUs) " +
                    brokenLimit(spec, at(hi), SizeTrend::Falling)};
    const std::int64_t fewest =
        meets(lo, SizeTrend::Falling) ? lo : firstTrue(lo, hi, [&](std::int64_t k) { return meets(k, SizeTrend::Falling); });
    if (!meets(fewest, SizeTrend::Rising))
        return {{},
                false,
                "at the fewest GPUs that meet the falling limits (" + formatCount(fewest * step) + ") " +
                    brokenLimit(spec, at(fewest), SizeTrend::Rising)};
    if (rising) return {fewest * unit, false, ""};
    if (meets(hi, SizeTrend::Rising)) return {hi * unit, false, ""};
    return {(firstTrue(fewest, hi, [&](std::int64_t k) { return !meets(k, SizeTrend::Rising); }) - 1) * unit, false, ""};
}

void checkTrends(const OptimizeSpec& spec, const Family& f, const std::string& label, std::vector<std::string>& out) {
    std::vector<std::pair<std::string, std::size_t>> metrics{{spec.objective, SIZE_MAX}};
    for (std::size_t i = 0; i < spec.constraints.size(); ++i) metrics.emplace_back(spec.constraints[i].metric, i);
    for (const auto& [path, index] : metrics) {
        const bool rising = metricSizeTrend(path) == SizeTrend::Rising;
        const Evaluation* previous = nullptr;
        std::int64_t previousNodes = 0;
        for (const auto& [nodes, e] : f.seen()) {
            if (!e.built) continue;
            const double v = index == SIZE_MAX ? e.objective : e.limits[index];
            if (previous) {
                const double p = index == SIZE_MAX ? previous->objective : previous->limits[index];
                const double slack = 1e-9 * std::max(std::abs(p), std::abs(v));
                if (rising ? v < p - slack : v > p + slack)
                    out.push_back(label + ": " + path + " went from " + formatNumber(p) + " at " + formatCount(previousNodes) +
                                  " nodes to " + formatNumber(v) + " at " + formatCount(nodes));
            }
            previous = &e;
            previousNodes = nodes;
        }
    }
}

}  // namespace cp::optimize_detail
