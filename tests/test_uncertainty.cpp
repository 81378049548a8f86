// Ranges instead of points (core/explore/uncertainty.h): collapsed ranges give the point plan, a sum
// of independent uniform prices has its closed-form percentiles, the tornado and the regression
// agree on what drives a shipped design, any thread count gives the same samples, a correlated
// group comes out correlated, design reuse is exact, and bad specs are refused naming the field.
#include <QtTest>
#include <atomic>

#include <algorithm>
#include <cmath>
#include <random>

#include "common/input_error.h"
#include "plan/design_reuse.h"
#include "explore/decision_robustness.h"
#include "explore/optimize_spec.h"
#include "explore/sampling.h"
#include "explore/uncertain_target.h"
#include "explore/uncertainty.h"
#include "explore/uncertainty_spec.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"
#include "test_support.h"

namespace {

cp::UncertaintySpec specOf(const std::string& profile, std::vector<cp::UncertainInput> inputs, std::size_t samples = 400) {
    cp::UncertaintySpec s;
    s.base_name = profile;
    s.base = cptest::shippedProfile(profile);
    s.default_ranges = false;
    s.inputs = std::move(inputs);
    s.samples = samples;
    s.seed = 7;
    for (cp::UncertainInput& in : s.inputs) in.range.likely = NAN;  // the profile's or catalog's own value
    return s;
}

cp::UncertainInput uniform(const std::string& path, double low, double high) {
    return {path, "", {cp::Distribution::Uniform, low, NAN, high}, ""};
}

// The uniform trapezoid of a·U(0,1) + b·U(0,1) (a ≥ b > 0): its quantile.
double trapezoidQuantile(double a, double b, double p) {
    const double low = b / (2 * a);  // F at x = b
    if (p <= low) return std::sqrt(2 * a * b * p);
    if (p <= 1 - low) return p * a + b / 2;
    return a + b - std::sqrt(2 * a * b * (1 - p));
}

std::string problemOf(const std::function<void()>& run) {
    try {
        run();
    } catch (const cp::InputError& e) {
        return e.jsonPath() + ": " + e.problem();
    }
    return "";
}

}  // namespace

class TestUncertainty : public QObject {
    Q_OBJECT

private slots:
    void samplingMath() {
        for (double p : {1e-9, 0.001, 0.02425, 0.1, 0.5, 0.9, 0.975, 0.999999})
            QVERIFY2(std::abs(cp::normalCdf(cp::normalQuantile(p)) - p) < 1e-12 * std::max(1.0, p / 1e-9), qPrintable(QString::number(p)));
        QVERIFY(std::abs(cp::normalQuantile(0.9) - 1.2815515655446004) < 1e-12);
        // The deciles of the step-time model's error recovered from the triangular made from them.
        const cp::InputRange r = cp::triangularFromDeciles(0.942, 1, 1.135);
        QVERIFY(r.low < 0.942 && r.high > 1.135);
        QVERIFY(std::abs(cp::rangeQuantile(r, 0.1) - 0.942) < 1e-9 && std::abs(cp::rangeQuantile(r, 0.9) - 1.135) < 1e-9);
        // Each column of a Latin hypercube has one draw in each stratum.
        const Eigen::MatrixXd u = cp::latinHypercube(50, 3, 1);
        for (Eigen::Index j = 0; j < 3; ++j) {
            std::vector<int> strata;
            for (Eigen::Index i = 0; i < 50; ++i) strata.push_back(static_cast<int>(u(i, j) * 50));
            std::sort(strata.begin(), strata.end());
            for (int i = 0; i < 50; ++i) QCOMPARE(strata[static_cast<std::size_t>(i)], i);
        }
        QVERIFY(cp::rangeProblem({cp::Distribution::Normal, 1, 2, 4}).find("symmetric") != std::string::npos);
        QVERIFY(cp::rangeProblem({cp::Distribution::Triangular, 3, 2, 4}).find("low must not exceed likely") != std::string::npos);
    }

    // Every range collapsed to its likely value: each sample is the point plan, number for number.
    void collapsedRangesReproduceThePointPlan() {
        for (const char* profile : {"llama3-405b-16k-h100", "fire-flyer-2"}) {
            const cp::Profile base = cptest::shippedProfile(profile);
            std::vector<cp::UncertainInput> inputs = cp::defaultRanges(base, cptest::shippedCatalog());
            QVERIFY(inputs.size() >= 8);
            for (cp::UncertainInput& in : inputs) in.range.low = in.range.high = in.range.likely;
            cp::UncertaintySpec spec = specOf(profile, inputs, 20);
            for (cp::UncertainInput& in : spec.inputs) in.range.likely = in.range.low;
            spec.metrics = cp::knownMetrics();
            cp::resolveUncertainty(spec, cptest::shippedCatalog());
            const cp::UncertaintyResult r = cp::runUncertainty(spec, cptest::shippedCatalog());
            const cp::Plan point = cp::evaluate(base, cptest::shippedCatalog(), {.explanations = false});
            for (std::size_t m = 0; m < spec.metrics.size(); ++m) {
                const std::optional<double> expected = cp::readMetric(*cp::findMetric(spec.metrics[m]), point);
                QVERIFY2(r.outputs[m].point == expected, spec.metrics[m].c_str());
                for (const auto& row : r.output_values) QVERIFY2(row[m] == expected, (std::string(profile) + " " + spec.metrics[m]).c_str());
            }
        }
    }

    // Capex with two independent uniform prices (a node's, a switch's) is a constant plus a·U + b·U:
    // its mean and deciles in closed form.
    void sumOfUniformPricesHasItsClosedFormPercentiles() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        const std::string node = cp::catalogPath("nodes", plan.compute.node_type_id, "price_usd");
        const std::string sw = cp::catalogPath("switches", plan.fabric->networks.front().tiers.front().switch_id, "price_usd");
        const double nodePrice = catalog.findNode(plan.compute.node_type_id)->price_usd.value;
        const double switchPrice = catalog.findSwitch(plan.fabric->networks.front().tiers.front().switch_id)->price_usd.value;
        cp::UncertaintySpec spec = specOf("fire-flyer-2", {uniform(node, nodePrice * 0.7, nodePrice * 1.3),
                                                           uniform(sw, switchPrice * 0.5, switchPrice * 1.5)},
                                          4000);
        spec.metrics = {"/cost/capex_usd"};
        cp::resolveUncertainty(spec, catalog);
        const cp::UncertaintyResult r = cp::runUncertainty(spec, catalog);
        // The capex per dollar of each price, from the tornado's two ends (capex is linear in both).
        const cp::OutputDistribution& capex = r.outputs.front();
        const double a = *capex.tornado_high[0] - *capex.tornado_low[0], b = *capex.tornado_high[1] - *capex.tornado_low[1];
        QVERIFY(a > b && b > 0);
        const double floor = *capex.point - a / 2 - b / 2;
        const double mean = floor + (a + b) / 2;
        QVERIFY2(std::abs(capex.mean - mean) < 1e-4 * mean, qPrintable(QString("%1 vs %2").arg(capex.mean).arg(mean)));
        for (auto [p, got] : {std::pair{0.1, capex.p10}, std::pair{0.5, capex.p50}, std::pair{0.9, capex.p90}}) {
            const double expected = floor + trapezoidQuantile(a, b, p);
            QVERIFY2(std::abs(got - expected) < 0.01 * (a + b), qPrintable(QString("P%1: %2 vs %3").arg(p * 100).arg(got).arg(expected)));
        }
        QVERIFY(capex.r_squared > 0.999);  // linear: the regression explains it all
    }

    // The tornado (one input at a time) and the regression over the samples name the same drivers.
    void tornadoAndRegressionAgreeOnAShippedProfile() {
        cp::UncertaintySpec spec = specOf("llama3-405b-16k-h100", {}, 1000);
        spec.default_ranges = true;
        cp::resolveUncertainty(spec, cptest::shippedCatalog());
        const cp::UncertaintyResult r = cp::runUncertainty(spec, cptest::shippedCatalog());
        for (const char* metric : {"/cost/capex_usd", "/cost/tco_usd_per_year", "/training/days", "/cost/usd_per_gpu_hour", "/reliability/ettr"}) {
            const auto it = std::find_if(r.outputs.begin(), r.outputs.end(), [&](const auto& o) { return o.metric == metric; });
            QVERIFY(it != r.outputs.end() && !it->src.empty());
            std::vector<std::size_t> byTornado(r.inputs.size()), bySrc(r.inputs.size());
            std::iota(byTornado.begin(), byTornado.end(), std::size_t{0});
            bySrc = byTornado;
            const auto swing = [&](std::size_t j) { return std::abs(*it->tornado_high[j] - *it->tornado_low[j]); };
            std::sort(byTornado.begin(), byTornado.end(), [&](auto x, auto y) { return swing(x) > swing(y); });
            std::sort(bySrc.begin(), bySrc.end(), [&](auto x, auto y) { return std::abs(it->src[x]) > std::abs(it->src[y]); });
            QVERIFY2(byTornado.front() == bySrc.front(), metric);  // the same first driver
            const std::set<std::size_t> topT(byTornado.begin(), byTornado.begin() + 3), topS(bySrc.begin(), bySrc.begin() + 3);
            QVERIFY2(topT == topS, metric);  // and the same three
        }
        // The model's own error drives the days most.
        const auto days = std::find_if(r.outputs.begin(), r.outputs.end(), [](const auto& o) { return o.metric == "/training/days"; });
        std::size_t top = 0;
        for (std::size_t j = 0; j < r.inputs.size(); ++j)
            if (std::abs(days->src[j]) > std::abs(days->src[top])) top = j;
        QCOMPARE(r.inputs[top].path, std::string(cp::kStepTimeFactor));
    }

    void sameSamplesOnAnyThreadCountAndCorrelatedGroups() {
        cp::UncertaintySpec spec = specOf("fire-flyer-2", {}, 300);
        spec.default_ranges = true;
        cp::resolveUncertainty(spec, cptest::shippedCatalog());
        cp::UncertaintyControl one, two;
        one.threads = 1;
        two.threads = 2;
        const cp::UncertaintyResult a = cp::runUncertainty(spec, cptest::shippedCatalog(), one);
        const cp::UncertaintyResult b = cp::runUncertainty(spec, cptest::shippedCatalog(), two);
        QVERIFY(a.input_values == b.input_values && a.output_values == b.output_values);
        // Two inputs in a group of rho 0.8: their normal scores correlate about that much.
        Eigen::MatrixXd u = cp::latinHypercube(4000, 3, 3);
        cp::correlateColumns(u, {0, 2}, 0.8);
        Eigen::VectorXd z0(u.rows()), z2(u.rows()), z1(u.rows());
        for (Eigen::Index i = 0; i < u.rows(); ++i) {
            z0(i) = cp::normalQuantile(u(i, 0));
            z1(i) = cp::normalQuantile(u(i, 1));
            z2(i) = cp::normalQuantile(u(i, 2));
        }
        const auto corr = [](const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
            const Eigen::ArrayXd dx = x.array() - x.mean(), dy = y.array() - y.mean();
            return (dx * dy).sum() / std::sqrt(dx.square().sum() * dy.square().sum());
        };
        QVERIFY(std::abs(corr(z0, z2) - 0.8) < 0.03);
        QVERIFY(std::abs(corr(z0, z1)) < 0.05);
    }

    // Prices and failure rates are not read by the build stages: varying them leaves every shipped
    // design's fabric and cabling as they were, which is what lets samples reuse the built design.
    void inputsMarkedOutsideTheBuildDoNotReachIt() {
        for (const std::string& name : cptest::shippedProfileNames()) {
            const cp::Profile base = cptest::shippedProfile(name);
            const cp::Plan before = cp::evaluate(base, cptest::shippedCatalog(), {.explanations = false});
            if (!before.errors.empty()) continue;
            cp::Catalog changed = cptest::shippedCatalog();
            cp::Profile profile = base;
            cp::EvaluateOptions options{.explanations = false};
            for (const cp::UncertainInput& in : cp::defaultRanges(base, cptest::shippedCatalog())) {
                std::string problem;
                const auto target = cp::uncertainTarget(in.path, changed, problem);
                QVERIFY(target);
                if (!target->build) target->set(profile, changed, options, in.range.high);
            }
            const cp::Plan after = cp::evaluate(profile, changed, options);
            QVERIFY2(after.errors.empty(), name.c_str());
            QCOMPARE(after.fabric->switches_total, before.fabric->switches_total);
            QCOMPARE(after.cabling->cables_total, before.cabling->cables_total);
            QCOMPARE(after.cabling->transceivers_total, before.cabling->transceivers_total);
            QCOMPARE(after.cabling->price_usd, before.cabling->price_usd);
        }
    }

    // Media prices: a reused design repriced (DesignReuse::media_prices_vary) equals evaluate() on
    // every registry metric and every price of the cabling, bit for bit, for every shipped profile,
    // with prices drawn wide enough (÷2 to ×2, every medium of the catalog) that rankings change and
    // the design is built again, and moved together so that they hold and it is repriced; the
    // storage servers' price and power vary on every sample and never force a build.
    void repricedDesignEqualsEvaluate() {
        std::size_t reused = 0, samples = 0;
        for (const std::string& name : cptest::shippedProfileNames()) {
            cp::Profile profile = cptest::shippedProfile(name);
            const cp::StorageInput storage = profile.storage;
            if (!cp::evaluate(profile, cptest::shippedCatalog(), {.explanations = false}).errors.empty()) continue;
            cp::Catalog catalog = cptest::shippedCatalog();
            cp::DesignReuse reuse;
            reuse.media_prices_vary = true;
            std::mt19937_64 random(11);
            std::uniform_real_distribution<double> factor(0.5, 2.0);
            for (int i = 0; i < 12; ++i, ++samples) {
                // Even samples draw every price afresh (rankings change: built again); odd ones scale the
                // last sample's by 1.03 (rankings hold: repriced).
                for (std::size_t m = 0; m < catalog.media.size(); ++m) {
                    const cp::Media& shipped = cptest::shippedCatalog().media[m];
                    cp::Media& now = catalog.media[m];
                    now.price_usd_per_cable.value = i % 2 ? now.price_usd_per_cable.value * 1.03 : shipped.price_usd_per_cable.value * factor(random);
                    now.price_usd_per_end.value = i % 2 ? now.price_usd_per_end.value * 1.03 : shipped.price_usd_per_end.value * factor(random);
                }
                // The storage servers' price and power too: only the BOM and power stages read them.
                profile.storage.server_price_usd = storage.server_price_usd * factor(random);
                profile.storage.server_power_w = storage.server_power_w * factor(random);
                const cp::Plan repriced = reuse.evaluate(profile, catalog, {.explanations = false});
                const cp::Plan full = cp::evaluate(profile, catalog, {.explanations = false});
                QVERIFY2(repriced.errors.empty() == full.errors.empty(), name.c_str());
                for (const cp::Metric& metric : cp::metricRegistry()) {
                    if (metric.needs_catalog) continue;
                    const std::optional<double> a = cp::readMetric(metric, repriced), b = cp::readMetric(metric, full);
                    QVERIFY2(a.has_value() == b.has_value() && (!a || *a == *b || (std::isnan(*a) && std::isnan(*b))),
                             qPrintable(QString::fromStdString(name + " " + metric.key)));
                }
                if (!full.cabling) continue;
                QCOMPARE(repriced.cabling->price_usd, full.cabling->price_usd);
                QCOMPARE(repriced.cabling->by_media.size(), full.cabling->by_media.size());
                for (std::size_t k = 0; k < full.cabling->by_media.size(); ++k)
                    QCOMPARE(repriced.cabling->by_media[k].price_usd, full.cabling->by_media[k].price_usd);
                for (std::size_t k = 0; k < full.cabling->transceivers.size(); ++k)
                    QCOMPARE(repriced.cabling->transceivers[k].price_usd, full.cabling->transceivers[k].price_usd);
                for (std::size_t k = 0; k < full.cabling->cable_parts.size(); ++k)
                    QCOMPARE(repriced.cabling->cable_parts[k].unit_price_usd, full.cabling->cable_parts[k].unit_price_usd);
            }
            reused += reuse.reused();
        }
        // Both paths ran: designs repriced, and designs built again when a ranking changed.
        QVERIFY2(reused >= samples / 3 && reused < samples, qPrintable(QString("%1 of %2 reused").arg(reused).arg(samples)));
    }

    // A limit at an output's median holds in about half the samples.
    void limitProbabilities() {
        cp::UncertaintySpec spec = specOf("llama3-405b-16k-h100", {}, 600);
        spec.default_ranges = true;
        cp::resolveUncertainty(spec, cptest::shippedCatalog());
        const cp::UncertaintyResult first = cp::runUncertainty(spec, cptest::shippedCatalog());
        const auto days = std::find_if(first.outputs.begin(), first.outputs.end(), [](const auto& o) { return o.metric == "/training/days"; });
        spec.limits = {{"/training/days", days->p50}, {"/training/days", HUGE_VAL, days->p10}};
        const cp::UncertaintyResult r = cp::runUncertainty(spec, cptest::shippedCatalog());
        QVERIFY(std::abs(r.limit_probability[0] - 0.5) < 0.01);
        QVERIFY(std::abs(r.limit_probability[1] - 0.9) < 0.01);
        QVERIFY(std::abs(r.all_limits_probability - 0.4) < 0.01);
    }

    // A cancelled run says so and summarizes nothing (the samples not planned have no values; it
    // read past them before).
    void cancelledRunSummarizesNothing() {
        cp::UncertaintySpec spec = specOf("fire-flyer-2", {}, 500);
        spec.default_ranges = true;
        cp::resolveUncertainty(spec, cptest::shippedCatalog());
        std::atomic<bool> cancel{true};
        cp::UncertaintyControl control;
        control.cancel = &cancel;
        const cp::UncertaintyResult r = cp::runUncertainty(spec, cptest::shippedCatalog(), control);
        QVERIFY(r.cancelled);
        QVERIFY(r.outputs.empty() && r.output_values.empty());
        QVERIFY(!cp::runUncertainty(spec, cptest::shippedCatalog()).cancelled);
    }

    // How sure the optimizer's choice is: every sample has one winner among the contenders or none,
    // a contender wins only where it meets every limit, and the count is the same on any threads.
    void decisionRobustnessOfTheOptimizersChoice() {
        cp::Diagnostics warnings;
        cp::OptimizeSpec spec = cp::loadOptimizeSpecFile(cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json",
                                                         cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        spec.top = 3;
        const cp::OptimizeResult result = cp::runOptimize(spec, cptest::shippedCatalog());
        QVERIFY(result.top.size() == 3);
        const cp::DecisionRobustness one = cp::decisionRobustness(spec, result, cptest::shippedCatalog(), 60, 5, 1);
        const cp::DecisionRobustness two = cp::decisionRobustness(spec, result, cptest::shippedCatalog(), 60, 5, 2);
        QCOMPARE(one.contenders.size(), std::size_t(3));
        std::size_t wins = 0;
        for (std::size_t c = 0; c < 3; ++c) {
            wins += one.contenders[c].wins;
            QVERIFY(one.contenders[c].wins <= one.contenders[c].feasible);
            QCOMPARE(one.contenders[c].wins, two.contenders[c].wins);
            QCOMPARE(one.contenders[c].feasible, two.contenders[c].feasible);
            QVERIFY(one.contenders[c].objective_p10 <= one.contenders[c].objective_p50 &&
                    one.contenders[c].objective_p50 <= one.contenders[c].objective_p90);
        }
        QCOMPARE(wins + one.none_feasible, std::size_t(60));
        QVERIFY(one.inputs.size() >= 8);
        QVERIFY(cp::robustnessText(spec, one).find("the winner is still best in") != std::string::npos);
    }

    void badSpecsNameTheField() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        const auto problem = [&](std::vector<cp::UncertainInput> inputs) {
            return problemOf([&] {
                cp::UncertaintySpec s = specOf("fire-flyer-2", std::move(inputs));
                cp::resolveUncertainty(s, catalog);
            });
        };
        QVERIFY(problem({uniform("/power/nonsense", 1, 2)}).starts_with("/inputs/0/path: \"/power/nonsense\": no profile field"));
        QVERIFY(problem({uniform("/compute/nodes", 1, 2)}).find("not a real-valued field") != std::string::npos);
        QVERIFY(problem({uniform("/power/pue", 0.5, 2)}).find("leaves the values the field accepts") != std::string::npos);
        QVERIFY(problem({uniform("/catalog/nodes/no-such-node/price_usd", 1, 2)}).find("no part \"no-such-node\"") != std::string::npos);
        QVERIFY(problem({uniform("/reliability/checkpoint_interval_minutes", 10, 60)})
                    .starts_with("/inputs/0/likely: the profile does not give /reliability/checkpoint_interval_minutes"));
        QVERIFY(problem({uniform("/catalog/gadgets/x/price_usd", 1, 2)}).find("not a catalog section") != std::string::npos);
        QVERIFY(problemOf([&] {
                    cp::UncertaintySpec s = specOf("fire-flyer-2", {uniform("/power/pue", 1.3, 1.4)});
                    s.inputs[0].range = {cp::Distribution::Triangular, 1.3, 1.2, 1.4};
                    cp::resolveUncertainty(s, catalog);
                }).starts_with("/inputs/0: low must not exceed likely"));
        QVERIFY(problem({uniform("/power/pue", 1.1, 1.3), uniform("/power/pue", 1.1, 1.3)}).find("has a range already") != std::string::npos);
        const std::string profiles = cptest::dataDir() + "/profiles";
        const auto specProblem = [&](const std::string& text) {
            return problemOf([&] {
                cp::Diagnostics warnings;
                cp::parseUncertaintySpec(text, "spec.json", profiles, catalog, warnings);
            });
        };
        QCOMPARE(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "samples": 1})"),
                 std::string("/samples: 1 is out of range; expected an integer from 2 to 100000"));
        QVERIFY(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "inputs": [{"path": "/power/pue", "low": 1.1, "high": 1.4,
                 "distribution": "weibull"}]})").starts_with("/inputs/0/distribution:"));
        QVERIFY(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "inputs": [{"path": "/power/pue", "low": 1.1, "high": 1.4}],
                 "correlations": [{"inputs": ["/power/pue", "/layout/rack_power_kw"], "rho": 0.5}]})")
                    .starts_with("/correlations/0/inputs/1: \"/layout/rack_power_kw\" is not an input"));
        QVERIFY(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "metrics": ["/power/pue"]})").starts_with("/metrics/0:"));
        QVERIFY(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "limits": [{"metric": "/training/days"}]})")
                    .starts_with("/limits/0/max: a limit gives max, min or both"));
        QVERIFY(specProblem(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "default_ranges": false})").starts_with("/inputs: no input"));
    }
};

QTEST_GUILESS_MAIN(TestUncertainty)
#include "test_uncertainty.moc"
