#include "explore/optimize.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>

#include "common/format.h"
#include "common/parallel_for.h"
#include "common/input_error.h"
#include "explore/optimize_family.h"
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

// The first pass over a family: its profile, its range and the design at its smallest count (the
// bound the second pass prunes by).
struct Probe {
    std::string error;  // the options make no valid profile
    FamilyRange range;
    std::int64_t perNode = 1;
    std::optional<Evaluation> smallest;
};

// What the second pass found in one family.
struct FamilyReport {
    FamilyOutcome outcome;
    std::optional<OptimizeCandidate> chosen;
    std::vector<OptimizeCandidate> feasible;  // every evaluated design within every limit (for the front)
    std::vector<std::string> trends;
    std::size_t evaluations = 0;
};

Probe probeFamily(const OptimizeSpec& spec, const Catalog& catalog, const std::vector<std::size_t>& choice) {
    Probe p;
    try {
        Family f(spec, catalog, optimizeProfile(spec, choice, catalog));
        p.range = f.range();
        p.perNode = f.gpusPerNode();
        if (p.range.error.empty()) p.smallest = f.at(p.range.lo * p.range.unit);
    } catch (const InputError& e) {
        p.error = e.what();
    }
    return p;
}

// The family's profile is read again here rather than kept from the probe: a decision space may
// hold 100,000 families, and a profile each (a description alone may be 64 KiB) would not fit.
void solveProbed(const OptimizeSpec& spec, const Catalog& catalog, const std::vector<std::size_t>& choice, const Probe& probe,
                 double worstKept, FamilyReport& out) {
    if (!probe.error.empty()) return void(out.outcome.reason = probe.error);
    if (probe.smallest && probe.smallest->built && metricSizeTrend(spec.objective) == SizeTrend::Rising &&
        probe.smallest->objective > worstKept)
        return void(out.outcome.pruned = true);  // without building the family again
    try {
        Family f(spec, catalog, optimizeProfile(spec, choice, catalog));
        if (probe.smallest) f.seed(probe.range.lo * probe.range.unit, *probe.smallest);
        out.outcome = solveFamily(spec, f, probe.range, worstKept);
        out.evaluations = f.evaluations();
        checkTrends(spec, f, choiceLabel(spec, choice), out.trends);
        if (out.outcome.nodes) out.chosen = candidateOf(choice, *out.outcome.nodes, f.gpusPerNode(), f.at(*out.outcome.nodes));
        for (const auto& [nodes, e] : f.seen()) {
            bool ok = e.built && !spec.pareto.empty();
            for (std::size_t i = 0; ok && i < spec.constraints.size(); ++i) ok = e.limits[i] <= spec.constraints[i].max;
            if (ok) out.feasible.push_back(candidateOf(choice, nodes, f.gpusPerNode(), e));
        }
    } catch (const InputError& e) {
        out.outcome = {{}, false, e.what()};
    }
}

// The order the second pass takes the families in: for a rising objective, cheapest smallest
// design first, so the top fills early and the rest prune; otherwise as listed.
std::vector<std::size_t> solveOrder(const OptimizeSpec& spec, const std::vector<Probe>& probes) {
    std::vector<std::size_t> order(probes.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    if (metricSizeTrend(spec.objective) != SizeTrend::Rising) return order;
    const auto bound = [&](std::size_t i) {
        const auto& s = probes[i].smallest;
        return s && s->built ? s->objective : HUGE_VAL;
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return bound(a) < bound(b); });
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
        r.evaluations += f.evaluations + (probes[i].smallest ? 1 : 0);  // the probe, then the solve
        r.trend_violations.insert(r.trend_violations.end(), f.trends.begin(), f.trends.end());
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
    const std::vector<std::size_t> order = solveOrder(spec, probes);
    std::vector<FamilyReport> reports(all.size());
    for (std::size_t wave = 0; wave < order.size() && !(control.cancel && control.cancel->load()); wave += kFamiliesPerWave) {
        const double worst = r.top.size() >= spec.top ? r.top.back().objective : HUGE_VAL;
        const std::size_t n = std::min(kFamiliesPerWave, order.size() - wave);
        parallelFor(n, std::min<unsigned>(threads, static_cast<unsigned>(n)), control.cancel, [&](std::size_t j) {
            const std::size_t i = order[wave + j];
            solveProbed(spec, catalog, all[i], probes[i], worst, reports[i]);
            tick();
        });
        for (std::size_t j = 0; j < n; ++j)
            if (const auto& c = reports[order[wave + j]].chosen) keepBest(r.top, *c, spec);
    }
    r.cancelled = done.load() < 2 * all.size();
    collect(spec, all, probes, reports, r);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

}  // namespace cp
