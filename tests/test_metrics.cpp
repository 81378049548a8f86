// The plan's outputs (core/plan/metrics.h, declared in plan/outputs_*.cpp): every number of
// `plan --json` is a declared output, written from its declaration; every metric reads a value on
// every shipped profile that computes its section, plain-path keys agree with `plan --json`,
// explanation keys exist and name the metric, and compare is the registry's compare rows.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>

#include "common/file_io.h"
#include "common/json_reader.h"
#include "explore/compare.h"
#include "common/csv_writer.h"
#include "plan/plan_json.h"
#include "plan/metrics.h"
#include "test_support.h"

using cp::Metric;

namespace {

bool sectionComputed(const cp::Plan& plan, const std::string& section) {
    if (section == "compute") return true;
    if (section == "fabric") return plan.fabric.has_value();
    if (section == "cabling") return plan.cabling.has_value();
    if (section == "power") return plan.power.has_value();
    if (section == "cost") return plan.cost.has_value();
    if (section == "training") return plan.training.has_value();
    if (section == "reliability") return plan.reliability.has_value();
    if (section == "performance") return plan.performance.has_value();
    return false;
}

bool isDerived(const Metric& m) { return m.key.starts_with("/derived/"); }

// The numbers, texts and flags of a plan document outside its tables, as JSON pointers.
void scalarPointers(const cp::Json& j, const std::string& at, std::set<std::string>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) scalarPointers(value, at + "/" + key, out);
    } else if (!j.is_array()) {
        out.insert(at);
    }
}

// Each shipped profile's plan, evaluated once.
const std::vector<std::pair<std::string, cp::Plan>>& shippedPlans() {
    static const auto plans = [] {
        std::vector<std::pair<std::string, cp::Plan>> out;
        for (const std::string& name : cptest::shippedProfileNames()) out.emplace_back(name, cptest::planOf(name));
        return out;
    }();
    return plans;
}

// Where the node publishes measured GEMM throughput, both bases of the performance rows.
std::vector<cp::MetricContext> contextsFor(const cp::Plan& plan) {
    const cp::Catalog& catalog = cptest::shippedCatalog();
    std::vector<cp::MetricContext> contexts{{&catalog, cp::Precision::Bf16, false}};
    if (catalog.findNode(plan.compute.node_type_id)->measuredTflops(cp::Precision::Bf16))
        contexts.push_back({&catalog, cp::Precision::Bf16, true});
    return contexts;
}

}  // namespace

class TestMetrics : public QObject {
    Q_OBJECT

private slots:
    void keysAndIdsAreUniqueAndWellFormed() {
        std::set<std::string> keys, ids;
        const std::set<std::string> sections{"compute", "fabric", "cabling", "power", "cost", "training", "performance", "reliability"};
        for (const Metric& m : cp::metricRegistry()) {
            QVERIFY2(keys.insert(m.key).second, m.key.c_str());
            QVERIFY2(m.id.empty() || ids.insert(m.id).second, m.id.c_str());
            QVERIFY2(m.key.starts_with("/") && !m.key.starts_with("/per_gpu"), m.key.c_str());
            QVERIFY2(!m.label.empty() && m.read, m.key.c_str());
            QVERIFY2(sections.count(m.section), m.key.c_str());
            QVERIFY2((m.format == cp::MetricFormat::Money) == (m.unit == "USD"), m.key.c_str());  // money is USD, in the unit too
            QVERIFY2(m.label.find('[') == std::string::npos, m.key.c_str());                      // the unit goes in `unit`
            QCOMPARE(cp::findMetric(m.key), &m);
            if (!m.id.empty()) QCOMPARE(cp::findMetricById(m.id), &m);
        }
        QVERIFY(!cp::findMetric("/no/such/metric") && !cp::findMetricById("") && !cp::findMetricById("nope"));
    }

    void everyMetricReadsOnEveryShippedProfile() {
        for (const auto& [name, plan] : shippedPlans())
            for (const Metric& m : cp::metricRegistry()) {
                const QByteArray where = QByteArray::fromStdString(name + " " + m.key);
                // An output that may be null (no deadline, no storage) has a value only where its section has.
                for (const cp::MetricContext& context : contextsFor(plan)) {
                    const std::optional<double> v = cp::readMetric(m, plan, context);
                    if (m.may_be_null)
                        QVERIFY2(!v || sectionComputed(plan, m.section), where);
                    else
                        QVERIFY2(v.has_value() == sectionComputed(plan, m.section), where);
                    if (v) QVERIFY2(std::isfinite(*v), where);
                }
                // A catalog metric has no value without the catalog; a plan metric needs none.
                if (!m.may_be_null)
                    QVERIFY2(cp::readMetric(m, plan).has_value() == (!m.needs_catalog && sectionComputed(plan, m.section)),
                             where);
            }
    }

    // A key that is a plain JSON path names a number of `plan --json`, with the accessor's value.
    void plainKeysAgreeWithThePlanJson() {
        for (const auto& [name, plan] : shippedPlans()) {
            const cp::Json doc = cp::Json::parse(cp::planToJsonText(plan, false));
            for (const Metric& m : cp::metricRegistry()) {
                if (isDerived(m) || !sectionComputed(plan, m.section)) continue;
                const QByteArray where = QByteArray::fromStdString(name + " " + m.key);
                const cp::Json::json_pointer pointer(m.key);
                QVERIFY2(doc.contains(pointer), where);
                if (m.may_be_null && doc.at(pointer).is_null()) {
                    QVERIFY2(!cp::readMetric(m, plan), where);
                    continue;
                }
                QVERIFY2(doc.at(pointer).is_number(), where);
                QCOMPARE(*cp::readMetric(m, plan), doc.at(pointer).get<double>());
                QVERIFY2(cp::metricValue(plan, m.key) == cp::readMetric(m, plan), where);  // the sweep's reader agrees
            }
        }
    }

    // Outputs declared once: every number, text and flag of `plan --json` outside its tables is a
    // declared output (or inside a declared table), and each declared key is in the document
    // exactly when its section is, so a figure cannot be added to the JSON without its declaration.
    void everyPlanJsonValueIsADeclaredOutput() {
        std::set<std::string> declared, tables;
        for (const Metric& m : cp::planOutputs()) {
            QVERIFY2(declared.insert(m.key).second, m.key.c_str());
            if (m.json && !m.read && m.label.empty()) tables.insert(m.key);
        }
        std::size_t numbers = 0;
        for (const auto& [name, plan] : shippedPlans()) {
            const cp::Json doc = cp::Json::parse(cp::planToJsonText(plan, false));
            std::set<std::string> pointers;
            for (const char* section : {"compute", "fabric", "cabling", "power", "cost", "performance", "training", "reliability"})
                if (doc.contains(section)) scalarPointers(doc.at(section), std::string("/") + section, pointers);
            for (const std::string& pointer : pointers) {
                const bool inTable = std::any_of(tables.begin(), tables.end(),
                                                 [&](const std::string& t) { return pointer.starts_with(t + "/"); });
                QVERIFY2(declared.count(pointer) || inTable, (name + " " + pointer).c_str());
            }
            for (const Metric& m : cp::planOutputs()) {
                if (!m.json) continue;
                const bool present = doc.contains(cp::Json::json_pointer(m.key));
                QVERIFY2(present == m.json(plan).has_value(), (name + " " + m.key).c_str());
                if (present && m.read && doc.at(cp::Json::json_pointer(m.key)).is_number()) ++numbers;
            }
        }
        QVERIFY(numbers > 1000);  // the shipped plans' numbers, each written from its declaration
    }

    // Each explanation key is one the plan explains, and the metric carries that explanation's name,
    // so a figure reads the same in the formula panel, the cards, compare and sweeps.
    void explanationKeysExistAndNameTheMetric() {
        for (const auto& [name, plan] : shippedPlans())
            for (const Metric& m : cp::metricRegistry()) {
                if (m.explanation.empty() || !sectionComputed(plan, m.section)) continue;
                if (m.may_be_null && !cp::readMetric(m, plan)) continue;  // explained where it has a value
                const QByteArray where = QByteArray::fromStdString(name + " " + m.key);
                const cp::Explanation* e = plan.explain(m.explanation);
                QVERIFY2(e, where);
                QCOMPARE(cp::metricHeading(m), e->label);
            }
    }

    void derivedPowerPartsAddUpToTheFacility() {
        for (const auto& [name, plan] : shippedPlans()) {
            if (!plan.power) continue;
            double kw = 0;
            for (const Metric& m : cp::metricRegistry())
                if (m.key.starts_with("/derived/power_kw/")) kw += *cp::readMetric(m, plan);
            QVERIFY2(cptest::near(kw, plan.power->facility_kw, 1e-9), name.c_str());
        }
    }

    void sweepsServePlanMetricsAndTheirFamilies() {
        const std::vector<std::string> known = cp::knownMetrics();
        for (const Metric& m : cp::metricRegistry()) {
            const bool offered = std::find(known.begin(), known.end(), m.key) != known.end();
            QCOMPARE(offered, m.offered && !m.needs_catalog);
            QCOMPARE(cp::isTableMetric(m.key), !m.needs_catalog);
            QCOMPARE(cp::isTableMetric("/per_gpu" + m.key), !m.needs_catalog);
        }
        QVERIFY(cp::isTableMetric("/derived/first_failure_minutes/nic"));
        QVERIFY(!cp::isTableMetric("/cost/bom/0/quantity"));  // read from the plan JSON instead
        QCOMPARE(cp::metricJsonPath("/per_gpu/fabric/switches_total"), std::string("/fabric/switches_total"));
        QCOMPARE(cp::metricLabel("/cost/capex_usd"), std::string("hardware capex [USD]"));
        QCOMPARE(cp::metricLabel("/per_gpu/cost/capex_usd"), std::string("hardware capex [USD per GPU]"));
        QCOMPARE(cp::metricLabel("/per_gpu/fabric/switches_total"), std::string("switches per GPU"));
        QCOMPARE(cp::metricLabel("/cost/bom/0/quantity"), std::string("/cost/bom/0/quantity"));
        QVERIFY(cp::metricFormat("/per_gpu/cost/capex_usd") == cp::MetricFormat::Money);
        QVERIFY(cp::metricFormat("/per_gpu/fabric/switches_total") == cp::MetricFormat::Quantity);
        QVERIFY(cp::metricBetter("/per_gpu/cost/usd_per_gpu_hour") == cp::Better::Lower);
        QVERIFY(cp::metricBetter("/fabric/switches_total") == cp::Better::None);
        QVERIFY(cp::metricBetter("/derived/first_failure_minutes/nic") == cp::Better::Higher);

        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        QCOMPARE(*cp::metricValue(plan, "/per_gpu/fabric/switches_total"), 122.0 / static_cast<double>(plan.compute.gpus));
        QCOMPARE(*cp::metricValue(plan, "/derived/switches_per_1k_gpus"), 1000 * 122.0 / static_cast<double>(plan.compute.gpus));
    }

    // docs/sweeps.md lists every sweep metric of the registry in its table.
    void docsListTheSweepMetrics() {
        const std::string doc = cp::readTextFile(cptest::dataDir() + "/../docs/sweeps.md");
        for (const std::string& key : cp::knownMetrics())
            QVERIFY2(doc.find("| `" + key + "` | " + cp::metricLabel(key) + " |") != std::string::npos, key.c_str());
    }

    void summaryTextAndHeadings() {
        const Metric& capex = *cp::findMetric("/cost/capex_usd");
        QCOMPARE(cp::metricHeading(capex), std::string("Hardware capex"));
        QCOMPARE(cp::metricHeading(*cp::findMetric("/compute/gpus")), std::string("GPUs"));
        QCOMPARE(cp::metricText(capex, 12.34e6), std::string("$12.3M"));
        QCOMPARE(cp::metricText(*cp::findMetric("/fabric/switches_total"), 1320), std::string("1,320"));
        QCOMPARE(cp::metricText(*cp::findMetric("/cost/network_share"), 0.1234), std::string("12.3%"));
        QCOMPARE(cp::metricText(*cp::findMetric("/reliability/job_mttf_hours"), 4.5), std::string("4.50 h"));
        QCOMPARE(cp::metricText(*cp::findMetric("/cost/usd_per_gpu_hour"), 2.154), std::string("$2.15"));
        const cp::Catalog& catalog = cptest::shippedCatalog();
        const Metric& perf = *cp::findMetricById("performance_tflops_per_gpu");
        QCOMPARE(cp::metricLabel(perf, {&catalog, cp::Precision::Fp8, true}),
                 std::string("performance per GPU (measured GEMM, fp8)"));
        QCOMPARE(cp::metricLabel(perf, {}), std::string("performance per GPU (dense peak, bf16)"));
    }

    // Compare shows the registry's metrics that have a compare id, with their directions;
    // a part of the step that neither plan has (here expert all-to-all and framework overhead) is left out.
    void compareRowsAreTheRegistrysCompareMetrics() {
        const cp::Plan a = cptest::planOf("fire-flyer-2"), b = cptest::planOf("dgx-a100-10k");
        const cp::MultiComparison c = cp::comparePlans({&a, &b}, 0, cptest::shippedCatalog());
        // Section by section (the step time after the days it explains), registry order within each.
        std::vector<std::string> expected, shown;
        for (const char* section : {"compute", "fabric", "cabling", "power", "cost", "training", "performance", "reliability"})
            for (const Metric& m : cp::metricRegistry())
                if (m.section == section && !m.id.empty() && m.id != "gpu_seconds_per_million_tokens_ep" &&
                    m.id != "gpu_seconds_per_million_tokens_framework")
                    expected.push_back(m.id);
        for (const cp::MultiComparisonRow& r : c.rows) {
            shown.push_back(r.key);
            QVERIFY(r.metric && r.metric->id == r.key && r.better == r.metric->better && r.unit == r.metric->unit);
        }
        QCOMPARE(shown, expected);
        QCOMPARE(c.row("switches")->section, std::string("network"));
        QVERIFY(c.row("step_seconds")->section == "training" && c.row("mfu")->section == "training");
        QVERIFY(c.row("switches")->values[1] == std::optional<double>(1320));
        QCOMPARE(c.row("performance_tflops_per_gpu")->label, std::string("performance per GPU (measured GEMM, bf16)"));
    }

    // GPU time per million tokens: the parts add up to the total, and the total is the inverse of the
    // throughput per GPU, so a ratio of two designs' totals is their per-GPU speed ratio whatever their job sizes.
    void gpuTimePerTokenAddsUp() {
        for (const char* name : {"fire-flyer-2", "dgx-a100-10k", "llama3-405b-16k-h100"}) {
            const cp::Plan plan = cptest::planOf(name);
            QVERIFY2(plan.performance, name);
            const double total = *cp::metricValue(plan, "/derived/gpu_seconds_per_million_tokens");
            double parts = 0;
            for (const char* part : {"compute", "framework", "tp", "cp", "ep", "pp", "bubble", "dp", "optimizer"})
                parts += *cp::metricValue(plan, std::string("/derived/gpu_seconds_per_million_tokens/") + part);
            QVERIFY_NEAR(parts, total, 1e-9);
            const cp::perf::StepResult& s = plan.performance->step;
            QVERIFY_NEAR(total, 1e6 / (s.tokens_per_second / static_cast<double>(s.gpus)), 1e-9);
        }
    }

    // One CSV format (the CLI's `compare --csv` and the Compare tab's export both call it).
    void comparisonCsvFormat() {
        const cp::Plan a = cptest::planOf("fire-flyer-2"), b = cptest::planOf("dgx-a100-10k");
        const cp::MultiComparison c = cp::comparePlans({&a, &b}, 1, cptest::shippedCatalog());
        const std::string csv = cp::comparisonCsv(c);
        const std::string header = "section,metric,key,unit," + cp::csvField(a.profile_name) + "," +
                                   cp::csvField(b.profile_name) + "," + cp::csvField(a.profile_name + " / " + b.profile_name) +
                                   "\r\n";
        QCOMPARE(csv.substr(0, header.size()), header);
        QVERIFY(csv.find("\r\nnetwork,switches,switches,,122,1320,") != std::string::npos);
        QVERIFY(csv.find("\r\ncost,\"network (switches, optics, cables)\",network_usd,USD,") != std::string::npos);
        QCOMPARE(static_cast<std::size_t>(std::count(csv.begin(), csv.end(), '\n')), c.rows.size() + 1);
    }
};

QTEST_APPLESS_MAIN(TestMetrics)
#include "test_metrics.moc"
