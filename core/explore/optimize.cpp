#include "explore/optimize.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

#include "common/format.h"
#include "common/input_error.h"
#include "explore/pareto.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"
#include "profile/profile_io.h"

namespace cp {

namespace {

// Every combination of option indices, the last dimension fastest.
std::vector<std::vector<std::size_t>> combinations(const OptimizeSpec& spec) {
    std::vector<std::vector<std::size_t>> out{{}};
    for (const OptimizeDimension& d : spec.dimensions) {
        std::vector<std::vector<std::size_t>> next;
        for (const auto& prefix : out)
            for (std::size_t o = 0; o < d.options.size(); ++o) {
                next.push_back(prefix);
                next.back().push_back(o);
            }
        out = std::move(next);
    }
    return out;
}

// One design's numbers, or why it could not be built.
struct Evaluation {
    bool built = false;
    std::string error;
    double objective = 0;
    std::vector<double> limits, pareto;
};

std::optional<double> read(const Plan& plan, const std::string& path, std::string& error) {
    const std::optional<double> v = metricValue(plan, path);
    if (!v) error = path + " is not computed for this design";
    return v;
}

// A family: one combination of options, evaluated at node counts on demand (each count once).
class Family {
public:
    Family(const OptimizeSpec& spec, const Catalog& catalog, Profile base, std::size_t& evaluations)
        : spec_(spec), catalog_(catalog), base_(std::move(base)), evaluations_(evaluations) {}

    const Evaluation& at(std::int64_t nodes) {
        const auto it = seen_.find(nodes);
        if (it != seen_.end()) return it->second;
        ++evaluations_;
        Evaluation e;
        const Plan plan = evaluate(atNodes(base_, nodes), catalog_);
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

    // Whether the limits of one trend are met (an unbuilt design meets none).
    bool meets(std::int64_t nodes, SizeTrend trend) {
        const Evaluation& e = at(nodes);
        if (!e.built) return false;
        for (std::size_t i = 0; i < spec_.constraints.size(); ++i)
            if (metricSizeTrend(spec_.constraints[i].metric) == trend && e.limits[i] > spec_.constraints[i].max) return false;
        return true;
    }

    const std::map<std::int64_t, Evaluation>& seen() const { return seen_; }
    std::int64_t gpusPerNode() const { return catalog_.findNode(base_.compute.node_type)->gpus_per_node.value; }

private:
    const OptimizeSpec& spec_;
    const Catalog& catalog_;
    Profile base_;
    std::size_t& evaluations_;
    std::map<std::int64_t, Evaluation> seen_;
};

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

// What one family gives: its chosen design, or why none.
struct FamilyOutcome {
    std::optional<std::int64_t> nodes;
    bool pruned = false;
    std::string reason;
};

// `worstKept`: the objective of the N-th best so far (infinity while fewer are kept).
FamilyOutcome solveFamily(const OptimizeSpec& spec, Family& f, double worstKept) {
    const std::int64_t perNode = std::max<std::int64_t>(1, f.gpusPerNode());
    const std::int64_t step = spec.gpus_step > 0 ? spec.gpus_step : perNode;
    if (step % perNode != 0)
        return {{}, false, "a step of " + formatCount(step) + " GPUs is not whole nodes of " + std::to_string(perNode) + " GPUs"};
    const std::int64_t unit = step / perNode;  // nodes per step: the search runs over step counts k, nodes = k × unit
    const std::int64_t lo = (spec.gpus_min + step - 1) / step, top = spec.gpus_max / step;
    if (top < lo) return {{}, false, "the GPU range holds no multiple of " + formatCount(step) + " GPUs"};
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

// Counts where a metric with a trend moved against it between two evaluated sizes of a family.
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

OptimizeCandidate candidateOf(const std::vector<std::size_t>& choice, std::int64_t nodes, std::int64_t perNode,
                              const Evaluation& e) {
    return {choice, nodes, nodes * perNode, e.objective, e.limits, e.pareto};
}

// Keeps the best `keep`, ordered by objective, then GPU count, then label (so the order of the
// options in the spec does not change the answer).
void keepBest(std::vector<OptimizeCandidate>& top, OptimizeCandidate c, const OptimizeSpec& spec) {
    const auto before = [&](const OptimizeCandidate& a, const OptimizeCandidate& b) {
        if (a.objective != b.objective) return a.objective < b.objective;
        if (a.gpus != b.gpus) return a.gpus < b.gpus;
        return choiceLabel(spec, a.choice) < choiceLabel(spec, b.choice);
    };
    top.insert(std::upper_bound(top.begin(), top.end(), c, before), std::move(c));
    if (top.size() > spec.top) top.pop_back();
}

void addFront(const OptimizeSpec& spec, const Family& f, const std::vector<std::size_t>& choice,
              std::vector<OptimizeCandidate>& pool) {
    if (spec.pareto.empty()) return;
    for (const auto& [nodes, e] : f.seen()) {
        if (!e.built) continue;
        bool ok = true;
        for (std::size_t i = 0; i < spec.constraints.size(); ++i) ok = ok && e.limits[i] <= spec.constraints[i].max;
        if (ok) pool.push_back(candidateOf(choice, nodes, f.gpusPerNode(), e));
    }
}

std::vector<OptimizeCandidate> frontOf(const OptimizeSpec& spec, const std::vector<OptimizeCandidate>& pool) {
    if (spec.pareto.size() != 2 || pool.empty()) return {};
    std::vector<std::vector<double>> points;
    for (const OptimizeCandidate& c : pool) points.push_back(c.pareto);
    std::vector<Goal> goals;
    for (const std::string& m : spec.pareto) goals.push_back(metricBetter(m) == Better::Higher ? Goal::Maximise : Goal::Minimise);
    std::vector<OptimizeCandidate> front;
    for (std::size_t i : paretoFront(points, goals)) front.push_back(pool[i]);
    std::sort(front.begin(), front.end(), [](const auto& a, const auto& b) { return a.pareto[0] < b.pareto[0]; });
    return front;
}

}  // namespace

Profile optimizeProfile(const OptimizeSpec& spec, const std::vector<std::size_t>& choice, const Catalog& catalog) {
    SweepSpec patch;
    patch.base = spec.base;
    patch.base_name = spec.base_name;
    SweepVariant merged;
    merged.set = spec.base_set;
    for (std::size_t d = 0; d < spec.dimensions.size(); ++d) {
        const SweepVariant& option = spec.dimensions[d].options.at(choice.at(d));
        merged.set.insert(merged.set.end(), option.set.begin(), option.set.end());
    }
    patch.variants.push_back(merged);
    Diagnostics warnings;
    Profile p = readProfileJson(pointDocument(patch, {0, {}}), spec.base_name, catalog, warnings);
    checkProfile(p, catalog, spec.base_name);
    return p;
}

Profile atNodes(Profile profile, std::int64_t nodes) {
    profile.compute.nodes = nodes;
    profile.compute.gpus.reset();
    return profile;
}

std::string choiceLabel(const OptimizeSpec& spec, const std::vector<std::size_t>& choice) {
    std::string out;
    for (std::size_t d = 0; d < spec.dimensions.size() && d < choice.size(); ++d)
        out += (out.empty() ? "" : " · ") + spec.dimensions[d].options[choice[d]].label;
    return out.empty() ? "the base design" : out;
}

OptimizeResult runOptimize(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeControl& control) {
    const auto start = std::chrono::steady_clock::now();
    OptimizeResult r;
    const auto all = combinations(spec);
    r.families = all.size();
    std::vector<OptimizeCandidate> pool;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (control.cancel && control.cancel->load()) {
            r.cancelled = true;
            break;
        }
        const std::string label = choiceLabel(spec, all[i]);
        try {
            Family f(spec, catalog, optimizeProfile(spec, all[i], catalog), r.evaluations);
            const double worst = r.top.size() >= spec.top ? r.top.back().objective : HUGE_VAL;
            const FamilyOutcome o = solveFamily(spec, f, worst);
            checkTrends(spec, f, label, r.trend_violations);
            addFront(spec, f, all[i], pool);
            if (o.pruned) ++r.families_pruned;
            if (o.nodes) keepBest(r.top, candidateOf(all[i], *o.nodes, f.gpusPerNode(), f.at(*o.nodes)), spec);
            if (!o.nodes && !o.pruned) r.rejections.push_back({all[i], o.reason});
        } catch (const InputError& e) {
            r.rejections.push_back({all[i], e.what()});
        }
        if (control.progress) control.progress(i + 1, all.size());
    }
    r.families_infeasible = r.rejections.size();
    r.front = frontOf(spec, pool);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

}  // namespace cp
