#include "explore/optimize.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <cmath>
#include <mutex>

#include "common/format.h"
#include "common/parallel_for.h"
#include "common/input_error.h"
#include "explore/optimize_family.h"
#include "explore/optimize_front.h"
#include "explore/pareto.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"
#include "profile/profile_io.h"

namespace cp {

namespace {

using namespace optimize_detail;

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

OptimizeCandidate candidateOf(const std::vector<std::size_t>& choice, std::int64_t nodes, std::int64_t perNode,
                              const Evaluation& e) {
    return {choice, nodes, nodes * perNode, e.objective, e.score, e.then, e.limits, e.pareto};
}

// The ranking: objective (as score), then the spec's "then" metrics, then GPU count, then label (so the order of the options in
// the spec does not change the answer).
bool ranksBefore(const OptimizeSpec& spec, const OptimizeCandidate& a, const OptimizeCandidate& b) {
    if (a.score != b.score) return a.score < b.score;
    if (thenBefore(spec, a.then, b.then)) return true;
    if (thenBefore(spec, b.then, a.then)) return false;
    if (a.gpus != b.gpus) return a.gpus < b.gpus;
    return choiceLabel(spec, a.choice) < choiceLabel(spec, b.choice);
}

// Keeps the best `spec.top`, in ranking order.
void keepBest(std::vector<OptimizeCandidate>& top, OptimizeCandidate c, const OptimizeSpec& spec) {
    const auto before = [&](const OptimizeCandidate& a, const OptimizeCandidate& b) { return ranksBefore(spec, a, b); };
    top.insert(std::upper_bound(top.begin(), top.end(), c, before), std::move(c));
    if (top.size() > spec.top) top.pop_back();
}

// A family's best can still matter while it may beat the N-th best or the best of any of its
// options; past this score it matters to neither.
double familyThreshold(const OptimizeResult& r, const OptimizeSpec& spec, const std::vector<std::size_t>& choice) {
    double threshold = r.top.size() >= spec.top ? r.top.back().score : HUGE_VAL;
    for (std::size_t d = 0; d < choice.size(); ++d) {
        const auto& best = r.option_best[d][choice[d]];
        threshold = std::max(threshold, best ? best->score : HUGE_VAL);
    }
    return threshold;
}

void keepOptionBest(OptimizeResult& r, const OptimizeSpec& spec, const OptimizeCandidate& c) {
    for (std::size_t d = 0; d < c.choice.size(); ++d) {
        auto& best = r.option_best[d][c.choice[d]];
        if (!best || ranksBefore(spec, c, *best)) best = c;
    }
}

std::vector<OptimizeCandidate> frontOf(const OptimizeSpec& spec, const std::vector<OptimizeCandidate>& pool) {
    if (spec.pareto.size() != 2 || pool.empty()) return {};
    std::vector<std::vector<double>> points;
    for (const OptimizeCandidate& c : pool) points.push_back(c.pareto);
    const FrontGoals pair = frontGoals(spec);
    const std::vector<Goal> goals{pair.x, pair.y};
    std::vector<OptimizeCandidate> front;
    for (std::size_t i : paretoFront(points, goals)) front.push_back(pool[i]);
    std::sort(front.begin(), front.end(), [](const auto& a, const auto& b) { return a.pareto[0] < b.pareto[0]; });
    return front;
}

// The first pass over a family: its profile, its range, one evaluated design (the smallest count,
// else the largest) and the floors read off it, which the second pass prunes and orders by.
struct Probe {
    std::string error;  // the options make no valid profile
    FamilyRange range;
    std::int64_t perNode = 1;
    std::map<std::int64_t, Evaluation> evaluated;  // nodes → the probe's designs
    FamilyFloors floors;
    double objectiveFloor = -HUGE_VAL;  // no design of the family has a lower objective
};

// What the second pass found in one family.
struct FamilyReport {
    FamilyOutcome outcome;
    std::optional<OptimizeCandidate> chosen;  // the family's best
    std::vector<OptimizeCandidate> kept;      // its best designs for the top N (ranking over designs)
    std::vector<OptimizeCandidate> feasible;  // every evaluated design within every limit (for the front)
    std::vector<std::string> violations;
    std::string front_refused;  // why the front search left this family's candidates out
    std::size_t evaluations = 0;
};

Probe probeFamily(const OptimizeSpec& spec, const Catalog& catalog, const std::vector<std::size_t>& choice) {
    Probe p;
    try {
        Family f(spec, catalog, optimizeProfile(spec, choice, catalog));
        p.range = f.range();
        p.perNode = f.gpusPerNode();
        if (!p.range.error.empty()) return p;
        if (!f.at(p.range.lo * p.range.unit).built) f.at(p.range.top * p.range.unit);
        p.evaluated = f.seen();
        p.floors = f.floors();
        p.objectiveFloor = bestObjectiveFloor(spec, p.floors, p.range, floorInterval(spec, p.floors, p.range));
    } catch (const InputError& e) {
        p.error = e.what();
    }
    return p;
}

// The family's profile is read again here rather than kept from the probe: a decision space may
// hold 100,000 families, and a profile each (a description alone may be 64 KiB) would not fit.
void solveProbed(const OptimizeSpec& spec, const Catalog& catalog, const std::vector<std::size_t>& choice, const Probe& probe,
                 double threshold, const Staircase& front, std::size_t cap, FamilyReport& out) {
    if (!probe.error.empty()) return void(out.outcome.reason = probe.error);
    const bool pruned = probe.objectiveFloor > threshold, wantsFront = spec.pareto.size() == 2;
    if (pruned && !wantsFront) return void(out.outcome.pruned = true);  // without building the family again
    try {
        Family f(spec, catalog, optimizeProfile(spec, choice, catalog));
        f.setEvaluationCap(cap);
        for (const auto& [nodes, e] : probe.evaluated) f.seed(nodes, e);
        f.seedFloors(probe.floors);
        out.outcome = pruned ? FamilyOutcome{{}, true, ""} : solveFamily(spec, f, probe.range, threshold);
        if (wantsFront && probe.range.error.empty()) out.front_refused = searchFront(spec, f, probe.range, front);
        out.evaluations = f.evaluations();
        out.violations = f.boundViolations();
        for (std::string& v : out.violations) v = choiceLabel(spec, choice) + ": " + v;
        if (out.outcome.nodes) out.chosen = candidateOf(choice, *out.outcome.nodes, f.gpusPerNode(), f.at(*out.outcome.nodes));
        for (std::int64_t nodes : out.outcome.kept) out.kept.push_back(candidateOf(choice, nodes, f.gpusPerNode(), f.at(nodes)));
        for (const auto& [nodes, e] : f.seen())
            if (wantsFront && f.feasible(e)) out.feasible.push_back(candidateOf(choice, nodes, f.gpusPerNode(), e));
    } catch (const InputError& e) {
        out.outcome = {{}, false, e.what()};
    }
}

// The order the second pass takes the families in: least objective floor first, so the top fills
// early and the rest prune.
std::vector<std::size_t> solveOrder(const std::vector<Probe>& probes) {
    std::vector<std::size_t> order(probes.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return probes[a].objectiveFloor < probes[b].objectiveFloor; });
    return order;
}

// Families solved together; each wave prunes by the best of the waves before it, so the answer and
// every count are the same on any number of threads.
constexpr std::size_t kFamiliesPerWave = 8;

void collect(const OptimizeSpec& spec, const std::vector<std::vector<std::size_t>>& all, const std::vector<Probe>& probes,
             const std::vector<FamilyReport>& reports, OptimizeResult& r) {
    std::vector<OptimizeCandidate> pool;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const FamilyReport& f = reports[i];
        r.candidates += probes[i].range.counts();
        r.evaluations += f.evaluations + probes[i].evaluated.size();  // the probe, then the solve
        r.bound_violations.insert(r.bound_violations.end(), f.violations.begin(), f.violations.end());
        if (r.front_refused.empty() && !f.front_refused.empty()) r.front_refused = choiceLabel(spec, all[i]) + ": " + f.front_refused;
        pool.insert(pool.end(), f.feasible.begin(), f.feasible.end());
        if (f.outcome.pruned) ++r.families_pruned;
        if (!f.outcome.nodes && !f.outcome.pruned && !f.outcome.reason.empty())
            r.rejections.push_back({all[i], f.outcome.reason});
    }
    r.families_infeasible = r.rejections.size();
    r.front = frontOf(spec, pool);
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
    const unsigned threads = loopThreads(control.threads, all.size(), kMaxSweepThreads);
    std::atomic<std::size_t> done{0};
    std::mutex progressMutex;
    const auto tick = [&] {
        const std::size_t n = done.fetch_add(1) + 1;
        if (!control.progress) return;
        std::lock_guard lock(progressMutex);
        control.progress(n, 2 * all.size());
    };
    std::vector<Probe> probes(all.size());
    parallelFor(all.size(), threads, control.cancel, [&](std::size_t i) {
        probes[i] = probeFamily(spec, catalog, all[i]);
        tick();
    });
    const std::vector<std::size_t> order = solveOrder(probes);
    std::vector<FamilyReport> reports(all.size());
    for (const OptimizeDimension& d : spec.dimensions) r.option_best.emplace_back(d.options.size());
    Staircase front;  // the feasible designs of the waves before, for the front search
    const FrontGoals goals = spec.pareto.size() == 2 ? frontGoals(spec) : FrontGoals{};
    for (std::size_t wave = 0; wave < order.size() && !(control.cancel && control.cancel->load()); wave += kFamiliesPerWave) {
        const std::size_t n = std::min(kFamiliesPerWave, order.size() - wave);
        std::vector<double> thresholds(n);  // fixed at the wave's start: the same on any number of threads
        for (std::size_t j = 0; j < n; ++j) thresholds[j] = familyThreshold(r, spec, all[order[wave + j]]);
        parallelFor(n, std::min<unsigned>(threads, static_cast<unsigned>(n)), control.cancel, [&](std::size_t j) {
            const std::size_t i = order[wave + j];
            solveProbed(spec, catalog, all[i], probes[i], thresholds[j], front, control.max_family_evaluations, reports[i]);
            tick();
        });
        for (std::size_t j = 0; j < n; ++j) {
            const FamilyReport& report = reports[order[wave + j]];
            if (report.chosen) keepOptionBest(r, spec, *report.chosen);
            for (const OptimizeCandidate& c : report.kept) keepBest(r.top, c, spec);
            for (const OptimizeCandidate& c : report.feasible) front.add(goals.xCost(c.pareto[0]), goals.yCost(c.pareto[1]));
        }
    }
    r.cancelled = done.load() < 2 * all.size();
    collect(spec, all, probes, reports, r);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

}  // namespace cp
