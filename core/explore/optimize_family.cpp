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

// The first k in (lo, hi] where `ok` holds, given ok(hi) and not ok(lo) (a monotone predicate).
template <class Ok>
std::int64_t firstTrue(std::int64_t lo, std::int64_t hi, Ok ok) {
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (ok(mid) ? hi : lo) = mid;
    }
    return hi;
}

// What keeps a design out: its build error, or the first limit it breaks ("metric value > max").
std::string brokenLimit(const OptimizeSpec& spec, const Evaluation& e) {
    if (!e.built) return e.error;
    for (std::size_t i = 0; i < spec.constraints.size(); ++i) {
        const OptimizeConstraint& c = spec.constraints[i];
        if (e.limits[i] > c.max) return c.metric + " " + formatNumber(e.limits[i]) + " > " + formatNumber(c.max);
        if (e.limits[i] < c.min) return c.metric + " " + formatNumber(e.limits[i]) + " < " + formatNumber(c.min);
    }
    return "";
}

std::string gpusText(std::int64_t k, const FamilyRange& range) { return formatCount(k * range.step) + " GPUs"; }

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
    e.score = maximises(spec_) ? -e.objective : e.objective;
    for (const std::string& m : spec_.then) e.then.push_back(read(plan, m, e.error).value_or(0));
    for (const OptimizeConstraint& c : spec_.constraints) e.limits.push_back(read(plan, c.metric, e.error).value_or(0));
    for (const std::string& m : spec_.pareto) e.pareto.push_back(read(plan, m, e.error).value_or(0));
    if (!e.error.empty()) e.built = false;
    if (!floors_.known) floors_ = familyFloors(plan);
    if (e.built) checkFloors(nodes, e);
    return seen_.emplace(nodes, std::move(e)).first->second;
}

void Family::checkFloors(std::int64_t nodes, const Evaluation& e) {
    const auto check = [&](const std::string& path, double value) {
        const double floor = metricFloor(floors_, path, nodes);
        if (value < floor)
            violations_.push_back(path + " is " + formatNumber(value) + " at " + formatCount(nodes) +
                                  " nodes, below its lower bound " + formatNumber(floor));
    };
    if (!maximises(spec_)) check(spec_.objective, e.objective);
    for (std::size_t i = 0; i < spec_.constraints.size(); ++i) check(spec_.constraints[i].metric, e.limits[i]);
}

bool Family::feasible(const Evaluation& e) const {
    if (!e.built) return false;
    for (std::size_t i = 0; i < spec_.constraints.size(); ++i)
        if (!spec_.constraints[i].holds(e.limits[i])) return false;
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

FloorInterval floorInterval(const OptimizeSpec& spec, const FamilyFloors& floors, const FamilyRange& range) {
    FloorInterval in{range.lo, range.top, ""};
    std::string firstBy = "the fewest searched", lastBy = "the most searched";  // what set each end
    for (const OptimizeConstraint& c : spec.constraints) {
        if (!c.hasMax()) continue;  // a floor bounds nothing from above
        const FloorShape shape = floorShape(c.metric);
        const auto within = [&](std::int64_t k) { return metricFloor(floors, c.metric, k * range.unit) <= c.max; };
        const std::string limit = c.metric + " ≤ " + formatNumber(c.max);
        const auto emptyAt = [&](std::int64_t k, const std::string& by) {
            in.why_empty = c.metric + " is at least " + formatNumber(metricFloor(floors, c.metric, k * range.unit)) + " > " +
                           formatNumber(c.max) + " at " + gpusText(k, range) + ", " + by;
            in.last = in.first - 1;
        };
        if (shape == FloorShape::Rising && !within(in.first)) {
            emptyAt(in.first, firstBy);
            break;
        }
        if (shape == FloorShape::Falling && !within(in.last)) {
            emptyAt(in.last, lastBy);
            break;
        }
        if (shape == FloorShape::Rising && !within(in.last)) {
            in.last = firstTrue(in.first, in.last, [&](std::int64_t k) { return !within(k); }) - 1;
            lastBy = "the most that " + limit + " allows";
        }
        if (shape == FloorShape::Falling && !within(in.first)) {
            in.first = firstTrue(in.first, in.last, within);
            firstBy = "the fewest that " + limit + " allows";
        }
    }
    return in;
}

double scoreFloor(const OptimizeSpec& spec, const FamilyFloors& floors, std::int64_t nodes) {
    return maximises(spec) ? -HUGE_VAL : metricFloor(floors, spec.objective, nodes);
}

FloorShape scoreShape(const OptimizeSpec& spec) { return maximises(spec) ? FloorShape::None : floorShape(spec.objective); }

double bestObjectiveFloor(const OptimizeSpec& spec, const FamilyFloors& floors, const FamilyRange& range,
                          const FloorInterval& interval) {
    const FloorShape shape = scoreShape(spec);
    if (interval.empty() || shape == FloorShape::None) return -HUGE_VAL;
    const std::int64_t k = shape == FloorShape::Falling ? interval.last : interval.first;
    return scoreFloor(spec, floors, k * range.unit);
}

FamilyOutcome solveFamily(const OptimizeSpec& spec, Family& f, const FamilyRange& range, double worstKept) {
    if (!range.error.empty()) return {{}, false, range.error};
    const FloorInterval in = floorInterval(spec, f.floors(), range);
    if (in.empty()) return {{}, false, in.why_empty};
    const FloorShape shape = scoreShape(spec);
    const std::int64_t counts = in.last - in.first + 1;
    const auto cap = static_cast<std::int64_t>(f.evaluationCap());
    if (shape == FloorShape::None && counts > cap)
        return {{},
                false,
                spec.objective + (maximises(spec) ? " is maximised and has no upper bound" : " has no lower bound") +
                    " the exact search can use, and " + formatCount(counts) +
                    " sizes would each need evaluating (at most " + formatCount(cap) +
                    "): narrow the GPU range, give a step, or limit capex, power or days"};
    // The family's best designs by (score, nodes): one, or the top N when the ranking is over designs.
    const std::size_t keep = spec.one_per_family ? 1 : spec.top;
    struct Kept {
        double score;
        std::vector<double> then;
        std::int64_t nodes;
    };
    const auto before = [&](const Kept& a, const Kept& b) {
        if (a.score != b.score) return a.score < b.score;
        if (thenBefore(spec, a.then, b.then)) return true;
        if (thenBefore(spec, b.then, a.then)) return false;
        return a.nodes < b.nodes;
    };
    std::vector<Kept> kept;
    bool stopped = false;
    const std::size_t evaluationsBefore = f.evaluations();
    for (std::int64_t i = 0; i < counts; ++i) {
        // No floor ever passed the bounds (no design meets the limits, or no size builds): refuse
        // rather than run for hours over a range of millions of sizes.
        if (f.evaluations() - evaluationsBefore >= f.evaluationCap())
            return {{},
                    false,
                    "stopped after evaluating " + formatCount(cap) +
                        " sizes (the most one family may take) without the bounds closing in: narrow the GPU range or "
                        "give a step; this family is not covered by the answer"};
        const std::int64_t k = shape == FloorShape::Falling ? in.last - i : in.first + i;
        const std::int64_t nodes = k * range.unit;
        const double keptWorst = kept.size() >= keep ? kept.back().score : HUGE_VAL;
        if (scoreFloor(spec, f.floors(), nodes) > std::min(worstKept, keptWorst)) {
            stopped = true;  // the floors only rise from here on
            break;
        }
        const Evaluation& e = f.at(nodes);
        if (!f.feasible(e)) continue;
        const Kept design{e.score, e.then, nodes};
        kept.insert(std::upper_bound(kept.begin(), kept.end(), design, before), design);
        if (kept.size() > keep) kept.pop_back();
    }
    if (!kept.empty()) {
        FamilyOutcome out{kept.front().nodes, false, "", {}};
        for (const Kept& k : kept) out.kept.push_back(k.nodes);
        return out;
    }
    if (stopped) return {{}, true, ""};
    const std::string ends = counts == 1 ? "at " + gpusText(in.first, range) + " " + brokenLimit(spec, f.at(in.first * range.unit))
                                         : "at " + gpusText(in.first, range) + " " + brokenLimit(spec, f.at(in.first * range.unit)) +
                                               "; at " + gpusText(in.last, range) + " " +
                                               brokenLimit(spec, f.at(in.last * range.unit));
    return {{},
            false,
            "none of the " + formatCount(counts) + " sizes from " + gpusText(in.first, range) + " to " + gpusText(in.last, range) +
                " meets every limit: " + ends};
}

}  // namespace cp::optimize_detail
