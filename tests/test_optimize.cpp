// The design optimizer (explore/optimize.h) against brute force: on decision spaces small enough
// to evaluate every design, the best designs equal the cheapest feasible ones found by trying every
// GPU count of every combination; the answer does not depend on the order of the options; bad
// specifications are refused naming the JSON path; the shipped specifications run.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "common/file_io.h"
#include "common/input_error.h"
#include "explore/optimize_insight.h"
#include "io/optimize_output.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"
#include "test_support.h"

namespace {

// The 70B worked example (flat 45% MFU) on H100 or B200 nodes and 64-port IB or 51.2T Ethernet,
// 64 to 4,096 GPUs in whole nodes.
std::string specText(const std::string& objective, const std::string& constraints, bool reversed = false) {
    std::string nodes = R"({"label": "H100", "set": {"/compute/node_type": "hgx-h100"}},
                           {"label": "B200", "set": {"/compute/node_type": "dgx-b200"}})";
    std::string fabric = R"({"label": "IB", "set": {"/networks/0/switch": "qm9700", "/networks/0/tiers": null}},
                            {"label": "Ethernet", "set": {"/networks/0/switch": "sn5600", "/networks/0/tiers": null}})";
    if (reversed) {
        nodes = R"({"label": "B200", "set": {"/compute/node_type": "dgx-b200"}},
                   {"label": "H100", "set": {"/compute/node_type": "hgx-h100"}})";
        fabric = R"({"label": "Ethernet", "set": {"/networks/0/switch": "sn5600", "/networks/0/tiers": null}},
                    {"label": "IB", "set": {"/networks/0/switch": "qm9700", "/networks/0/tiers": null}})";
    }
    const std::string dims =
        reversed ? R"([{"name": "fabric", "options": [)" + fabric + R"(]}, {"name": "node", "options": [)" + nodes + "]}]"
                 : R"([{"name": "node", "options": [)" + nodes + R"(]}, {"name": "fabric", "options": [)" + fabric + "]}]";
    return R"({"schema": 1, "name": "test", "question": "q?", "base_profile": "llama-70b-2k-h100.json",
               "dimensions": )" +
           dims + R"(, "gpus": {"min": 64, "max": 4096}, "objective": ")" + objective + R"(", "constraints": )" + constraints +
           R"(, "pareto": ["/cost/capex_usd", "/training/days"], "top": 3})";
}

cp::OptimizeSpec parse(const std::string& text) {
    cp::Diagnostics warnings;
    return cp::parseOptimizeSpec(text, "spec.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
}

struct Brute {
    double objective = HUGE_VAL;
    std::int64_t gpus = 0;
    std::string label;
    std::vector<double> perFamily;  // each family's best objective (HUGE_VAL: none)
};

// Every node count of every combination, evaluated.
Brute bruteForce(const cp::OptimizeSpec& spec) {
    Brute b;
    for (std::size_t n = 0; n < spec.dimensions[0].options.size(); ++n)
        for (std::size_t f = 0; f < spec.dimensions[1].options.size(); ++f) {
            const std::vector<std::size_t> choice{n, f};
            const cp::Profile base = cp::optimizeProfile(spec, choice, cptest::shippedCatalog());
            const std::int64_t perNode = cptest::shippedCatalog().findNode(base.compute.node_type)->gpus_per_node.value;
            double familyBest = HUGE_VAL;
            for (std::int64_t nodes = (spec.gpus_min + perNode - 1) / perNode; nodes * perNode <= spec.gpus_max; ++nodes) {
                const cp::Plan plan = cp::evaluate(cp::atNodes(base, nodes), cptest::shippedCatalog());
                if (!plan.errors.empty()) continue;
                bool ok = true;
                for (const cp::OptimizeConstraint& c : spec.constraints) ok = ok && *cp::metricValue(plan, c.metric) <= c.max;
                if (!ok) continue;
                const double v = *cp::metricValue(plan, spec.objective);
                familyBest = std::min(familyBest, v);
                if (v < b.objective) b = {v, nodes * perNode, cp::choiceLabel(spec, choice), b.perFamily};
            }
            b.perFamily.push_back(familyBest);
        }
    return b;
}

}  // namespace

class TestOptimize : public QObject {
    Q_OBJECT

private slots:
    void equalsBruteForce_data() {
        QTest::addColumn<QString>("objective");
        QTest::addColumn<QString>("constraints");
        QTest::newRow("least capex in 20 days") << "/cost/capex_usd"
                                                << R"([{"metric": "/training/days", "max": 20}])";
        QTest::newRow("least capex in 12 days, 3 MW") << "/cost/capex_usd"
                                                      << R"([{"metric": "/training/days", "max": 12},
                                                             {"metric": "/derived/facility_mw", "max": 3}])";
        QTest::newRow("fastest in 2 MW") << "/training/days"
                                         << R"([{"metric": "/derived/facility_mw", "max": 2}])";
        QTest::newRow("fastest for $100M") << "/training/days"
                                           << R"([{"metric": "/cost/capex_usd", "max": 100000000}])";
        QTest::newRow("nothing meets 1 day in 1 MW") << "/cost/capex_usd"
                                                     << R"([{"metric": "/training/days", "max": 1},
                                                           {"metric": "/derived/facility_mw", "max": 1}])";
    }

    void equalsBruteForce() {
        QFETCH(QString, objective);
        QFETCH(QString, constraints);
        const cp::OptimizeSpec spec = parse(specText(objective.toStdString(), constraints.toStdString()));
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog());
        const Brute b = bruteForce(spec);
        QVERIFY2(r.bound_violations.empty(), r.bound_violations.empty() ? "" : r.bound_violations.front().c_str());
        if (b.objective == HUGE_VAL) {
            QVERIFY(r.top.empty());
            QCOMPARE(r.families_infeasible, std::size_t(4));
            return;
        }
        QVERIFY(!r.top.empty());
        QCOMPARE(r.top.front().objective, b.objective);
        QCOMPARE(r.top.front().gpus, b.gpus);
        QCOMPARE(cp::choiceLabel(spec, r.top.front().choice), b.label);
        // Every family kept (none pruned away wrongly) is its own brute-force best, in order.
        std::vector<double> families = b.perFamily;
        std::sort(families.begin(), families.end());
        for (std::size_t i = 0; i < r.top.size(); ++i) QCOMPARE(r.top[i].objective, families[i]);
        // The front searches every design no found one dominates; the best alone takes far fewer
        // evaluations than the 2,048 designs brute force evaluates.
        cp::OptimizeSpec bestOnly = spec;
        bestOnly.pareto.clear();
        const std::size_t evaluations = cp::runOptimize(bestOnly, cptest::shippedCatalog()).evaluations;
        qInfo("%zu evaluations with the front, %zu without", r.evaluations, evaluations);
        QVERIFY(evaluations < 2048 / 8);
    }

    void answerDoesNotDependOnOptionOrder() {
        const std::string limits = R"([{"metric": "/training/days", "max": 15}])";
        const cp::OptimizeSpec a = parse(specText("/cost/capex_usd", limits));
        const cp::OptimizeSpec b = parse(specText("/cost/capex_usd", limits, true));
        const cp::OptimizeResult ra = cp::runOptimize(a, cptest::shippedCatalog());
        const cp::OptimizeResult rb = cp::runOptimize(b, cptest::shippedCatalog());
        QCOMPARE(ra.top.size(), rb.top.size());
        for (std::size_t i = 0; i < ra.top.size(); ++i) {
            QCOMPARE(ra.top[i].objective, rb.top[i].objective);
            QCOMPARE(ra.top[i].gpus, rb.top[i].gpus);
        }
        // The same designs, whatever the labels' order ("H100 · IB" against "IB · H100").
        QCOMPARE(ra.front.size(), rb.front.size());
    }

    // The deadline binds the least-capex answer: one step fewer misses it; relaxing it by a day
    // never costs more; the best design saved as a profile plans to the same numbers.
    void insightAndBestProfile() {
        const cp::OptimizeSpec spec = parse(specText("/cost/capex_usd", R"([{"metric": "/training/days", "max": 20}])"));
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog());
        const cp::OptimizeInsight insight = cp::optimizeInsight(spec, cptest::shippedCatalog(), r);
        QCOMPARE(insight.limits.size(), std::size_t(1));
        QVERIFY(insight.limits[0].sizes_the_winner);
        QVERIFY(insight.limits[0].relaxed_best && *insight.limits[0].relaxed_best <= r.top.front().objective);
        QVERIFY(insight.winner_vs_runner_up.has_value());
        const cp::Profile best = cp::bestProfile(spec, cptest::shippedCatalog(), r);
        const cp::Plan plan = cp::validateProfile(best, cptest::shippedCatalog());
        QCOMPARE(*cp::metricValue(plan, "/cost/capex_usd"), r.top.front().objective);
        QVERIFY(*cp::metricValue(plan, "/training/days") <= 20);
        const std::string text = cp::optimizeText(spec, r, insight);
        QVERIFY(text.find("binds") != std::string::npos);
        QVERIFY(cp::parseJson(cp::optimizeJsonText(spec, r, insight), "").contains("top"));
    }

    void badSpecsNameTheirPath_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("objective not offered") << R"("objective": "/cost/capex_usd")"
                                               << R"("objective": "/power/pue")"
                                               << "/objective: \"/power/pue\" is not a plan metric the optimizer offers";
        QTest::newRow("max below min") << R"("max": 4096})"
                                       << R"("max": 32})"
                                       << "/gpus/max: is below \"min\" (64)";
        QTest::newRow("option on another base") << R"({"label": "H100", "set")"
                                                << R"({"label": "H100", "base_profile": "fire-flyer-2.json", "set")"
                                                << "base_profile: an option patches the spec's base";
        QTest::newRow("unknown pareto metric") << R"("pareto": ["/cost/capex_usd")"
                                               << R"("pareto": ["/no/such")"
                                               << "/pareto: \"/no/such\" is not a known metric";
        QTest::newRow("limit on a metric not offered") << R"({"metric": "/training/days")"
                                                       << R"({"metric": "/no/such")"
                                                       << "/constraints/0/metric: \"/no/such\" is not a plan metric the optimizer offers";
        QTest::newRow("unknown goal") << R"("objective": "/cost/capex_usd")"
                                      << R"("objective": "/cost/capex_usd", "goal": "cheapest")"
                                      << "/goal: \"cheapest\" is not a goal; expected \"minimise\" or \"maximise\"";
        QTest::newRow("unknown tie-break") << R"("objective": "/cost/capex_usd")"
                                           << R"("objective": "/cost/capex_usd", "then": ["/training/days", "/no/such"])"
                                           << "/then: \"/no/such\" is not a plan metric the optimizer offers";
        QTest::newRow("limit without a bound") << R"({"metric": "/training/days", "max": 20})"
                                               << R"({"metric": "/training/days"})"
                                               << "/constraints/0: needs \"max\", \"min\" or both";
        QTest::newRow("limit min above max") << R"({"metric": "/training/days", "max": 20})"
                                             << R"({"metric": "/training/days", "max": 20, "min": 30})"
                                             << "/constraints/0/min: is above \"max\" (20)";
    }

    void badSpecsNameTheirPath() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QString text = QString::fromStdString(specText("/cost/capex_usd", R"([{"metric": "/training/days", "max": 20}])"));
        QVERIFY2(text.contains(from), qPrintable(from));
        text.replace(text.indexOf(from), from.size(), to);
        try {
            parse(text.toStdString());
            QFAIL("accepted");
        } catch (const cp::InputError& e) {
            QVERIFY2(QString(e.what()).contains(expected), e.what());
            QVERIFY2(QString(e.what()).startsWith("spec.json"), e.what());
        }
    }

    // A family whose options make no valid profile is reported, not thrown.
    void badFamilyIsRejectedWithItsReason() {
        std::string text = specText("/cost/capex_usd", R"([{"metric": "/training/days", "max": 20}])");
        text.replace(text.find("\"sn5600\""), 8, "\"no-such\"");
        const cp::OptimizeResult r = cp::runOptimize(parse(text), cptest::shippedCatalog());
        QCOMPARE(r.rejections.size(), std::size_t(2));
        QVERIFY2(r.rejections[0].reason.find("no-such") != std::string::npos, r.rejections[0].reason.c_str());
        QVERIFY(!r.top.empty());
    }

    // A family whose bounds never close in (a limit without a floor that no design meets) is refused
    // once it has evaluated the most sizes a family may take, with the reason, instead of running on
    // over every size of a huge range; the same holds for an objective without a floor.
    void familyBeyondTheEvaluationCapIsRefused() {
        cp::OptimizeSpec spec = parse(specText("/cost/capex_usd", R"([{"metric": "/fabric/switches_total", "max": 0}])"));
        spec.pareto.clear();
        cp::OptimizeControl control;
        control.max_family_evaluations = 20;
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog(), control);
        QVERIFY(r.top.empty());
        QCOMPARE(r.rejections.size(), std::size_t(4));
        QVERIFY2(r.rejections[0].reason.find("stopped after evaluating 20 sizes") != std::string::npos,
                 r.rejections[0].reason.c_str());
        QVERIFY(r.evaluations <= 4 * (20 + 2));  // each family's probe, then at most 20
        spec.objective = "/fabric/switches_total";  // no floor: refused before any evaluation
        spec.constraints.clear();
        const cp::OptimizeResult none = cp::runOptimize(spec, cptest::shippedCatalog(), control);
        QVERIFY2(!none.rejections.empty() && none.rejections[0].reason.find("has no lower bound") != std::string::npos,
                 none.rejections.empty() ? "" : none.rejections[0].reason.c_str());
    }

    // Families run on a pool of threads in waves; each wave prunes by the waves before it, so the
    // answer and every count are the same on one thread or several.
    void sameAnswerOnAnyNumberOfThreads() {
        const cp::OptimizeSpec spec = parse(specText("/cost/capex_usd", R"([{"metric": "/training/days", "max": 20}])"));
        cp::OptimizeControl one, two;
        one.threads = 1;
        two.threads = 2;
        const cp::OptimizeResult a = cp::runOptimize(spec, cptest::shippedCatalog(), one);
        const cp::OptimizeResult b = cp::runOptimize(spec, cptest::shippedCatalog(), two);
        QCOMPARE(a.evaluations, b.evaluations);
        QCOMPARE(a.families_pruned, b.families_pruned);
        QCOMPARE(a.candidates, b.candidates);
        QCOMPARE(a.top.size(), b.top.size());
        for (std::size_t i = 0; i < a.top.size(); ++i) {
            QCOMPARE(a.top[i].choice, b.top[i].choice);
            QCOMPARE(a.top[i].nodes, b.top[i].nodes);
        }
        QCOMPARE(a.front.size(), b.front.size());
        QCOMPARE(a.bound_violations, b.bound_violations);
    }

    // Candidates are every GPU count of every family's range; all but the evaluated ones are
    // excluded by the bounds: 4 families × 505 node counts (64 to 4,096 GPUs).
    void candidatesCountTheWholeSpace() {
        cp::OptimizeSpec spec = parse(specText("/cost/capex_usd", R"([{"metric": "/training/days", "max": 20}])"));
        spec.pareto.clear();  // the best alone
        const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog());
        QCOMPARE(r.candidates, std::size_t(4 * (4096 / 8 - 64 / 8 + 1)));
        QVERIFY(r.evaluations < r.candidates / 10);
    }

    // A specification written back (the GUI's editor saves this way) reads as the same spec; a
    // base profile written inline (the GUI's "open design") is checked like a file.
    void specJsonRoundTrips() {
        for (const std::string& file : cp::shippedOptimizeSpecFiles(cptest::dataDir())) {
            cp::Diagnostics warnings;
            const cp::OptimizeSpec spec =
                cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
            const cp::Json written = cp::optimizeSpecJson(spec);
            QCOMPARE(cp::optimizeSpecJson(parse(written.dump())), written);
            cp::OptimizeSpec inlined = spec;
            inlined.base_inline = true;
            const cp::Json withBase = cp::optimizeSpecJson(inlined);
            QVERIFY(withBase.at("base_profile").is_object());
            const cp::OptimizeSpec back = parse(withBase.dump());
            QVERIFY(back.base_inline);
            QCOMPARE(back.base, spec.base);
        }
        cp::Json bad = cp::parseJson(specText("/cost/capex_usd", "[]"), "");
        bad["base_profile"] = cp::parseJson(cp::readTextFile(cptest::dataDir() + "/profiles/llama-70b-2k-h100.json"), "");
        bad["base_profile"]["compute"]["nodes"] = -1;
        try {
            parse(bad.dump());
            QFAIL("accepted");
        } catch (const cp::InputError& e) {
            QVERIFY2(QString(e.what()).contains("spec.json, base_profile") && QString(e.what()).contains("/compute/nodes"),
                     e.what());
        }
    }

    void shippedSpecsRun() {
        const auto files = cp::shippedOptimizeSpecFiles(cptest::dataDir());
        QVERIFY(!files.empty());
        for (const std::string& file : files) {
            cp::Diagnostics warnings;
            const cp::OptimizeSpec spec =
                cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
            QVERIFY2(warnings.empty(), file.c_str());
            const cp::OptimizeResult r = cp::runOptimize(spec, cptest::shippedCatalog());
            QVERIFY2(!r.top.empty(), file.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestOptimize)
#include "test_optimize.moc"
