// The optimizer is exact (issue 38): on random decision spaces and random limits, its best designs
// equal brute force's (every GPU count of every family evaluated; each family's best is its least
// objective, then fewest GPUs; families ranked by objective, GPUs, then label). Limits are drawn from
// the designs' own values: between two neighbouring values (so a limit falls inside a step that moves
// against the size), exactly at one (a design on the boundary), or anywhere near them. Every
// evaluated design also stays at or above the floors the search excluded the others by.
//
// CP_OPTIMIZE_EXACT_SHARE (0 to 1, default 1) runs that share of the cases: the sanitizer build sets
// it (tests/CMakeLists.txt), where every evaluation is ~20 times slower and the point is memory and
// UB findings on the same code paths, not a second proof of exactness.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <random>

#include "explore/optimize.h"
#include "explore/optimize_insight.h"
#include "explore/pareto.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"
#include "test_support.h"

namespace {

double caseShare() {
    const char* text = std::getenv("CP_OPTIMIZE_EXACT_SHARE");
    const double share = text ? std::atof(text) : 1.0;
    return share > 0 && share <= 1 ? share : 1.0;
}

// `count` cases scaled by the share, at least one.
int sharedCount(int count) { return std::max(1, static_cast<int>(std::lround(count * caseShare()))); }

// The first cases of `all`, as many as the share keeps.
std::vector<double> shared(std::vector<double> all) {
    all.resize(static_cast<std::size_t>(sharedCount(static_cast<int>(all.size()))));
    return all;
}

const std::vector<std::string> kMetrics = {
    "/cost/capex_usd",        "/training/days",           "/derived/facility_mw",
    "/power/it_kw",           "/cost/tco_usd_per_year",   "/power/energy_cost_usd_per_year",
    "/fabric/switches_total", "/cabling/racks",           "/compute/gpus",
    "/derived/network_usd",   "/cost/facility_capex_usd", "/reliability/ettr",
    "/training/mfu",          "/cost/usd_per_gpu_hour",   "/training/run_cost_usd"};

struct Design {
    std::vector<std::size_t> choice;
    std::string label;
    std::int64_t nodes = 0, gpus = 0;
    bool built = false;
    std::vector<double> values;  // per kMetrics
};

// A random decision space: node types, fabrics and leaf layouts over a random GPU range. With
// `stepTime` the 405B run with its split searched at every size (a staircase in days), else the 70B
// example at a flat MFU.
std::string spaceText(std::mt19937& rng, bool stepTime) {
    const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    const std::vector<std::string> nodeIds = {"hgx-h100", "dgx-b200", "hgx-h200", "mi300x-oam8"};
    std::string nodes;
    const int nodeCount = 1 + pick(3), nodeStart = pick(4);
    for (int i = 0; i < nodeCount; ++i) {
        const std::string& id = nodeIds[static_cast<std::size_t>((nodeStart + i) % (stepTime ? 2 : 4))];
        if (nodes.find(id) != std::string::npos) continue;
        nodes +=
            std::string(nodes.empty() ? "" : ",") + R"({"label": ")" + id + R"(", "set": {"/compute/node_type": ")" + id + "\"}}";
    }
    std::string dims = R"([{"name": "node", "options": [)" + nodes + "]}";
    if (pick(3) > 0)
        dims += R"(, {"name": "fabric", "options": [
            {"label": "IB", "set": {"/networks/0/switch": "qm9700", "/networks/0/tiers": null}},
            {"label": "Ethernet", "set": {"/networks/0/switch": )" +
                std::string(stepTime ? "\"tomahawk5-128x400\"" : "\"sn5600\"") + R"(, "/networks/0/tiers": null}}]})";
    if (pick(2) > 0)
        dims += R"(, {"name": "leaves", "options": [
            {"label": "top-of-rack", "set": {"/networks/0/rail_optimized": false}},
            {"label": "rail", "set": {"/networks/0/rail_optimized": true}}]})";
    dims += "]";
    std::string range, base, set;
    if (stepTime) {
        base = "llama3-405b-16k-h100.json";
        set = R"({"/reliability/job_gpus": null, "/workload/parallelism": {}})";
        const int min = 1024 * (2 + pick(4));
        range = R"({"min": )" + std::to_string(min) + R"(, "max": )" + std::to_string(min + 512 * (3 + pick(6))) +
                R"(, "step": 512})";
    } else {
        base = "llama-70b-2k-h100.json";
        set = R"({"/workload/deadline_days": null})";
        const int min = 64 * (1 + pick(8));
        const std::string step = pick(3) == 0 ? R"(, "step": 64)" : "";
        range = R"({"min": )" + std::to_string(min) + R"(, "max": )" + std::to_string(min + 64 * (4 + pick(28))) + step + "}";
    }
    return R"({"schema": 1, "name": "random space", "question": "q?", "base_profile": ")" + base + R"(", "set": )" + set +
           R"(, "dimensions": )" + dims + R"(, "gpus": )" + range +
           R"(, "objective": "/cost/capex_usd", "constraints": [], "top": 3})";
}

cp::OptimizeSpec parse(const std::string& text) {
    cp::Diagnostics warnings;
    return cp::parseOptimizeSpec(text, "spec.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
}

// Every GPU count of every family, evaluated once with every metric read.
std::vector<Design> everyDesign(const cp::OptimizeSpec& spec) {
    std::vector<std::vector<std::size_t>> choices{{}};
    for (const cp::OptimizeDimension& d : spec.dimensions) {
        std::vector<std::vector<std::size_t>> next;
        for (const auto& prefix : choices)
            for (std::size_t o = 0; o < d.options.size(); ++o) {
                next.push_back(prefix);
                next.back().push_back(o);
            }
        choices = next;
    }
    std::vector<Design> out;
    for (const auto& choice : choices) {
        const cp::Profile base = cp::optimizeProfile(spec, choice, cptest::shippedCatalog());
        const std::int64_t perNode = cptest::shippedCatalog().findNode(base.compute.node_type)->gpus_per_node.value;
        const std::int64_t step = spec.gpus_step > 0 ? spec.gpus_step : perNode;
        for (std::int64_t k = (spec.gpus_min + step - 1) / step; k * step <= spec.gpus_max; ++k) {
            Design d{choice, cp::choiceLabel(spec, choice), k * step / perNode, k * step, false, {}};
            const cp::Plan plan = cp::evaluate(cp::atNodes(base, d.nodes), cptest::shippedCatalog(), {.explanations = false});
            d.built = plan.errors.empty();
            for (const std::string& m : kMetrics) d.values.push_back(cp::metricValue(plan, m).value_or(NAN));
            out.push_back(d);
        }
    }
    return out;
}

std::size_t metricIndex(const std::string& path) {
    const auto it = std::find(kMetrics.begin(), kMetrics.end(), path);
    if (it == kMetrics.end()) qFatal("%s is not among the metrics the test reads", path.c_str());
    return static_cast<std::size_t>(it - kMetrics.begin());
}

bool feasible(const cp::OptimizeSpec& spec, const Design& d) {
    bool ok = d.built;
    for (const cp::OptimizeConstraint& c : spec.constraints) ok = ok && c.holds(d.values[metricIndex(c.metric)]);
    return ok;
}

// Brute force's Pareto front over the spec's pair: "label at GPUs" of each design on it, sorted.
std::vector<std::string> bruteFront(const cp::OptimizeSpec& spec, const std::vector<Design>& designs) {
    std::vector<const Design*> pool;
    std::vector<std::vector<double>> points;
    for (const Design& d : designs)
        if (feasible(spec, d)) {
            pool.push_back(&d);
            points.push_back({d.values[metricIndex(spec.pareto[0])], d.values[metricIndex(spec.pareto[1])]});
        }
    std::vector<cp::Goal> goals;
    for (const std::string& m : spec.pareto)
        goals.push_back(cp::metricBetter(m) == cp::Better::Higher ? cp::Goal::Maximise : cp::Goal::Minimise);
    std::vector<std::string> out;
    for (std::size_t i : cp::paretoFront(points, goals)) out.push_back(pool[i]->label + " at " + std::to_string(pool[i]->gpus));
    std::sort(out.begin(), out.end());
    return out;
}

// Brute force's top N: each family's best feasible design, ranked as the optimizer ranks (least
// objective, or greatest when it is maximised).
std::vector<const Design*> bruteTop(const cp::OptimizeSpec& spec, const std::vector<Design>& designs) {
    const std::size_t o = metricIndex(spec.objective);
    const double sign = cp::maximises(spec) ? -1 : 1;
    const auto thenValues = [&](const Design* d) {
        std::vector<double> v;
        for (const std::string& m : spec.then) v.push_back(d->values[metricIndex(m)]);
        return v;
    };
    // Objective, then the "then" metrics, then fewer GPUs, then the label.
    const auto before = [&](const Design* a, const Design* b) {
        if (a->values[o] != b->values[o]) return sign * a->values[o] < sign * b->values[o];
        if (cp::thenBefore(spec, thenValues(a), thenValues(b))) return true;
        if (cp::thenBefore(spec, thenValues(b), thenValues(a))) return false;
        if (a->gpus != b->gpus) return a->gpus < b->gpus;
        return a->label < b->label;
    };
    std::vector<const Design*> best;  // per family, in order of first appearance
    for (const Design& d : designs) {
        if (!feasible(spec, d) || std::isnan(d.values[o])) continue;
        auto same = std::find_if(best.begin(), best.end(), [&](const Design* b) { return b->choice == d.choice; });
        if (!spec.one_per_family || same == best.end())  // ranked over designs: every feasible one competes
            best.push_back(&d);
        else if (before(&d, *same))
            *same = &d;
    }
    std::sort(best.begin(), best.end(), before);
    if (best.size() > spec.top) best.resize(spec.top);
    return best;
}

// A limit on `metric` drawn from the designs' values.
double randomLimit(std::mt19937& rng, const std::vector<Design>& designs, const std::string& metric) {
    std::vector<double> values;
    for (const Design& d : designs)
        if (d.built && !std::isnan(d.values[metricIndex(metric)])) values.push_back(d.values[metricIndex(metric)]);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    if (values.empty()) return 0;
    const std::size_t i = rng() % values.size();
    switch (rng() % 3) {
    case 0:
        return i + 1 < values.size() ? (values[i] + values[i + 1]) / 2 : values[i];  // inside a step
    case 1:
        return values[i];  // on a design
    default:
        return values[i] * std::uniform_real_distribution<double>(0.8, 1.2)(rng);
    }
}

}  // namespace

class TestOptimizeExact : public QObject {
    Q_OBJECT

    std::size_t pairs_ = 0, answered_ = 0, none_ = 0;

    // The front over the space, when the spec asks for one, equals brute force's.
    void compareFront(const std::string& what, const cp::OptimizeSpec& spec, const cp::OptimizeResult& r,
                      const std::vector<Design>& designs) {
        if (spec.pareto.size() != 2) return;
        QVERIFY2(r.front_refused.empty(), (what + "\n" + r.front_refused).c_str());
        std::vector<std::string> got;
        for (const cp::OptimizeCandidate& c : r.front)
            got.push_back(cp::choiceLabel(spec, c.choice) + " at " + std::to_string(c.gpus));
        std::sort(got.begin(), got.end());
        const std::vector<std::string> want = bruteFront(spec, designs);
        std::string list;
        for (const std::string& w : want) list += "\n  " + w;
        QVERIFY2(got == want, (what + "\nfront of " + std::to_string(got.size()) + " designs, brute force " +
                               std::to_string(want.size()) + ":" + list)
                                  .c_str());
    }

    // The best design with each option of each dimension equals brute force's.
    void compareOptionBest(const std::string& what, const cp::OptimizeSpec& spec, const cp::OptimizeResult& r,
                           const std::vector<Design>& designs) {
        for (std::size_t d = 0; d < spec.dimensions.size(); ++d)
            for (std::size_t o = 0; o < spec.dimensions[d].options.size(); ++o) {
                std::vector<Design> withOption;
                for (const Design& x : designs)
                    if (x.choice[d] == o) withOption.push_back(x);
                cp::OptimizeSpec one = spec;
                one.top = 1;
                const std::vector<const Design*> best = bruteTop(one, withOption);
                const auto& got = r.option_best[d][o];
                const std::string gotText =
                    got ? cp::choiceLabel(spec, got->choice) + " at " + std::to_string(got->gpus) : "none";
                const std::string want = best.empty() ? "none" : best[0]->label + " at " + std::to_string(best[0]->gpus);
                QVERIFY2(gotText == want, (what + "\nbest with " + spec.dimensions[d].options[o].label + ": optimizer " +
                                           gotText + ", brute force " + want)
                                              .c_str());
            }
    }

    // The optimizer's answer for `spec` against brute force over `designs`.
    void compare(const std::string& text, const cp::OptimizeSpec& spec, const std::vector<Design>& designs) {
        cp::OptimizeControl control;
        control.threads = 1;
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog(), control);
        const std::vector<const Design*> expected = bruteTop(spec, designs);
        std::string limitsText;
        for (const cp::OptimizeConstraint& c : spec.constraints)
            limitsText += " " + std::to_string(c.min) + " ≤ " + c.metric + " ≤ " + std::to_string(c.max);
        const std::string what = text + (cp::maximises(spec) ? "\nmaximise " : "\nminimise ") + spec.objective + ", top " +
                                 std::to_string(spec.top) + "," + limitsText;
        QVERIFY2(r.bound_violations.empty(), (what + "\n" + (r.bound_violations.empty() ? "" : r.bound_violations[0])).c_str());
        QVERIFY2(
            r.top.size() == expected.size(),
            (what + "\noptimizer " + std::to_string(r.top.size()) + ", brute force " + std::to_string(expected.size())).c_str());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const std::string got = cp::choiceLabel(spec, r.top[i].choice) + " at " + std::to_string(r.top[i].gpus) + " = " +
                                    std::to_string(r.top[i].objective);
            const std::string want = expected[i]->label + " at " + std::to_string(expected[i]->gpus) + " = " +
                                     std::to_string(expected[i]->values[metricIndex(spec.objective)]);
            QVERIFY2(got == want,
                     (what + "\n#" + std::to_string(i + 1) + ": optimizer " + got + ", brute force " + want).c_str());
        }
        for (const cp::OptimizeRejection& rejected : r.rejections)  // no family is called infeasible wrongly
            for (const Design& d : designs) {
                if (d.choice != rejected.choice || !d.built) continue;
                QVERIFY2(!feasible(spec, d),
                         (what + "\nrejected but feasible at " + std::to_string(d.gpus) + ": " + rejected.reason).c_str());
            }
        compareFront(what, spec, r, designs);
        compareOptionBest(what, spec, r, designs);
    }

    // Each limit's parametric answer (how far its bound moves with the same winner, who wins past
    // either end) against brute force: the best with the bound just past the winner's value; the
    // nearest value of the limit's metric among designs better than the winner that meet every other
    // limit; the best with the bound there.
    void compareRanges(const std::string& text, const cp::OptimizeSpec& spec, const std::vector<Design>& designs) {
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog());
        if (r.top.empty()) return;
        const cp::OptimizeInsight insight = cp::optimizeInsight(spec, cptest::shippedCatalog(), r, 1);
        const cp::OptimizeCandidate& winner = r.top.front();
        const double sign = cp::maximises(spec) ? -1 : 1;
        const auto label = [&](const std::vector<const Design*>& top) {
            return top.empty() ? std::string("none") : top[0]->label + " at " + std::to_string(top[0]->gpus);
        };
        const auto got = [&](const std::optional<cp::OptimizeCandidate>& c) {
            return c ? cp::choiceLabel(spec, c->choice) + " at " + std::to_string(c->gpus) : std::string("none");
        };
        for (std::size_t i = 0; i < spec.constraints.size(); ++i) {
            const cp::OptimizeLimitInsight& l = insight.limits[i];
            const bool lower = l.relaxes_min;
            const std::size_t m = metricIndex(spec.constraints[i].metric);
            const std::string what = text + "\nlimit " + spec.constraints[i].metric;
            cp::OptimizeSpec tight = spec;
            tight.top = 1;
            (lower ? tight.constraints[i].min : tight.constraints[i].max) =
                std::nextafter(l.range.from, lower ? HUGE_VAL : -HUGE_VAL);
            QVERIFY2(got(l.range.tighter) == label(bruteTop(tight, designs)),
                     (what + ": past the winner " + got(l.range.tighter) + ", brute force " + label(bruteTop(tight, designs)))
                         .c_str());
            double to = lower ? -HUGE_VAL : HUGE_VAL;
            cp::OptimizeSpec others = spec;
            others.constraints.erase(others.constraints.begin() + static_cast<std::ptrdiff_t>(i));
            for (const Design& d : designs) {
                const double v = d.values[metricIndex(spec.objective)];
                if (!feasible(others, d) || std::isnan(v) || !(sign * v < sign * winner.objective)) continue;
                to = lower ? std::max(to, d.values[m]) : std::min(to, d.values[m]);
            }
            QVERIFY2(l.range.to == to,
                     (what + ": range ends at " + std::to_string(l.range.to) + ", brute force " + std::to_string(to)).c_str());
            if (!std::isfinite(to)) continue;
            cp::OptimizeSpec loose = spec;
            loose.top = 1;
            (lower ? loose.constraints[i].min : loose.constraints[i].max) = to;
            QVERIFY2(got(l.range.looser) == label(bruteTop(loose, designs)),
                     (what + ": beyond " + got(l.range.looser) + ", brute force " + label(bruteTop(loose, designs))).c_str());
        }
    }

    void checkSpace(std::mt19937& rng, bool stepTime, int limitSets) {
        const std::string text = spaceText(rng, stepTime);
        cp::OptimizeSpec spec = parse(text);
        const std::vector<Design> designs = everyDesign(spec);
        for (int s = 0; s < limitSets; ++s) {
            spec.objective = kMetrics[rng() % kMetrics.size()];
            spec.constraints.clear();
            const int limits = 1 + static_cast<int>(rng() % 3);
            for (int l = 0; l < limits; ++l) {
                const std::string& m = kMetrics[rng() % kMetrics.size()];
                // An upper bound, a lower bound, or both around a design's value.
                cp::OptimizeConstraint limit{m};
                const unsigned sides = rng() % 4;
                if (sides != 1) limit.max = randomLimit(rng, designs, m);
                if (sides == 1 || sides == 3) limit.min = randomLimit(rng, designs, m);
                if (limit.min > limit.max) std::swap(limit.min, limit.max);
                spec.constraints.push_back(limit);
            }
            spec.top = 1 + rng() % 4;
            spec.one_per_family = rng() % 3 != 0;
            spec.then.clear();
            if (rng() % 3 == 0) spec.then = {kMetrics[rng() % kMetrics.size()]};  // lexicographic: ties broken by it
            spec.pareto.clear();
            if (rng() % 2 == 0) spec.pareto = {kMetrics[rng() % kMetrics.size()], kMetrics[rng() % kMetrics.size()]};
            const std::vector<const Design*> expected = bruteTop(spec, designs);
            compare(text, spec, designs);
            ++pairs_;
            ++(expected.empty() ? none_ : answered_);
        }
    }

private slots:
    // 16 flat-MFU spaces × 60 limit sets and 5 step-time spaces × 8: 1,000 (space, limits) pairs.
    void equalsBruteForceOnRandomSpecsAndLimits() {
        std::mt19937 rng(20261207);
        const int flatSets = sharedCount(60), stepSets = sharedCount(8);
        for (int i = 0; i < 16; ++i) checkSpace(rng, false, flatSets);
        for (int i = 0; i < 5; ++i) checkSpace(rng, true, stepSets);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(pairs_, std::size_t(16 * flatSets + 5 * stepSets));
        // Both outcomes are exercised: limits some design meets, and limits none meets.
        qInfo("%zu pairs with a best design, %zu with none", answered_, none_);
        QVERIFY(answered_ >= pairs_ * 3 / 10 && none_ >= pairs_ / 20);
    }

    // The shipped 405B question at deadlines around and between its own days values (the issue's
    // 106.6 and 32.7 days among them): every one of its 1,512 designs evaluated once.
    void shipped405bAtMovedDeadlines() {
        const std::string file = cptest::dataDir() + "/studies/optimize/llama3-405b-90-days.json";
        cp::Diagnostics warnings;
        cp::OptimizeSpec spec =
            cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        const std::vector<Design> designs = everyDesign(spec);
        std::mt19937 rng(405);
        std::vector<double> deadlines{32.7, 60, 90, 106.6, 150};
        for (int i = 0; i < 10; ++i) deadlines.push_back(randomLimit(rng, designs, "/training/days"));
        for (double days : shared(deadlines)) {
            spec.constraints[0].max = days;
            compare(file + " at " + std::to_string(days) + " days", spec, designs);
        }
        spec.constraints[0].max = 90;
        compareRanges(file, spec, designs);
    }

    // The shipped 70B question (flat MFU, 32 families) on 64 to 4,096 GPUs: the least capex at
    // deadlines and the fastest run at budgets, the kinds of limit the issue found answered wrongly.
    void shipped70bAtMovedLimits() {
        const std::string file = cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json";
        cp::Diagnostics warnings;
        cp::OptimizeSpec spec =
            cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        spec.gpus_max = 4096;
        const std::vector<Design> designs = everyDesign(spec);
        for (double budget : shared({20e6, 50e6, 100e6, 150e6, 170e6, 250e6})) {
            spec.objective = "/training/days";
            spec.constraints = {{"/cost/capex_usd", budget}};
            compare(file + " fastest for $" + std::to_string(budget), spec, designs);
        }
        for (double days : shared({8.0, 12.5, 20.0, 29.9, 45.0})) {
            spec.objective = "/cost/capex_usd";
            spec.constraints = {{"/training/days", days}, {"/derived/facility_mw", 3}};
            compare(file + " least capex in " + std::to_string(days) + " days", spec, designs);
            compareRanges(file + " least capex in " + std::to_string(days) + " days", spec, designs);
        }
        spec.objective = "/reliability/ettr";  // maximised, with a lower limit
        spec.constraints = {{"/cost/capex_usd", 60e6}, {"/compute/gpus", HUGE_VAL, 512}};
        compareRanges(file + " most ETTR", spec, designs);
    }
};

QTEST_GUILESS_MAIN(TestOptimizeExact)
#include "test_optimize_exact.moc"
