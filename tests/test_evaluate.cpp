// evaluate() on the shipped profiles, through the same calls the CLI makes.
#include <QtTest>

#include "common/input_error.h"
#include "plan/plan_json.h"
#include "test_support.h"

class TestEvaluate : public QObject {
    Q_OBJECT

private slots:
    void fireFlyer2() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        QCOMPARE(plan.compute.nodes, 1240);
        QCOMPARE(plan.compute.gpus, 9920);
        QVERIFY(!plan.compute.peakPflops(cp::Precision::Fp8));  // A100 has no FP8
        QCOMPARE(*plan.compute.peakPflops(cp::Precision::Bf16), 9920 * 312.0 / 1000);
        QVERIFY(plan.fabric);
        const cp::NetworkResult& net = plan.fabric->networks.at(0);
        QCOMPARE(net.endpoints, 1240 + 360);      // one NIC per node + 180 dual-homed storage servers
        QCOMPARE(net.endpoints_per_fabric, 800);  // 620 nodes + 180 storage ports per zone
        QCOMPARE(net.tiers.at(0).count, 80);      // 40 leaves per zone (F1)
        QCOMPARE(net.tiers.at(1).count, 40);      // 20 spines per zone (F1)
        QCOMPARE(net.extra_switches, 2);
        QCOMPARE(plan.fabric->switches_total, 122);  // F2
        QVERIFY(cptest::warningsOutsideWorkload(plan).empty());
        const cp::Explanation* e = plan.explain("fabric.switches_total");
        QVERIFY(e);
        QVERIFY(QString::fromStdString(e->sources.at(0)).contains("not itemised in the paper"));
    }

    void dgxA100ThreeTier() {
        const cp::Plan plan = cptest::planOf("dgx-a100-10k");
        QCOMPARE(plan.compute.gpus, 10000);
        const cp::NetworkResult& net = plan.fabric->networks.at(0);
        QCOMPARE(net.endpoints, 10000);
        QCOMPARE(net.tiers.size(), size_t(3));
        QCOMPARE(net.tiers[0].count, 500);
        QCOMPARE(net.tiers[1].count, 500);
        QCOMPARE(net.tiers[2].count, 320);            // provisioned for 12,800 endpoints
        QCOMPARE(net.tiers[2].count_populated, 260);  // balanced bundles for today's 10,000
        QCOMPARE(net.tiers[2].count_compact, 250);    // port arithmetic alone
        QCOMPARE(plan.fabric->switches_total, 1320);  // F4
        QCOMPARE(plan.fabric->switches_compact_total, 1250);
        const QString why = QString::fromStdString(plan.explain("fabric.networks.backend.tiers.core")->substituted);
        QVERIFY2(why.contains("320 installed, 260 needed today") && why.contains("port arithmetic alone gives 250"),
                 qPrintable(why));
    }

    void everyHeadlineExplainsItself() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        for (const char* key : {"compute.gpus", "compute.nodes", "compute.peak_pflops.fp8", "compute.peak_pflops.bf16",
                                "compute.peak_pflops.tf32", "fabric.switches_total", "fabric.links_total",
                                "fabric.networks.backend.tiers.leaf", "fabric.networks.backend.tiers.spine"}) {
            const cp::Explanation* e = plan.explain(key);
            QVERIFY2(e, key);
            QVERIFY2(!e->formula.empty() && !e->substituted.empty(), key);
        }
        QVERIFY(!plan.explain("compute.gpus")->sources.empty());
    }

    void gpuCountRoundsUpToWholeNodes() {
        cp::Profile p = cptest::shippedProfile("dgx-a100-10k");
        p.compute.nodes.reset();
        p.compute.gpus = 10001;
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(plan.compute.nodes, 1251);
        QCOMPARE(plan.compute.gpus, 10008);
        const cp::Diagnostics warnings = cptest::warningsOutsideWorkload(plan);
        QCOMPARE(warnings.size(), size_t(1));
        QCOMPARE(QString::fromStdString(warnings[0].path), QString("/compute/gpus"));
    }

    void overfullZoneIsAnErrorWithTheNumbers() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        p.compute.nodes = 1250;  // 625 + 180 = 805 > 800 per zone
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(plan.errors.size(), size_t(1));
        QCOMPARE(QString::fromStdString(plan.errors[0].path), QString("/networks/0/tiers"));
        const QString message = QString::fromStdString(plan.errors[0].message);
        QVERIFY2(message.contains("2 tiers of 40-port switches reach 800 endpoints") &&
                     message.contains("has 805 (625 nodes × 1 + 180 other)") && message.contains("use 3 tiers"),
                 qPrintable(message));
        QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::validateProfile(p, cptest::shippedCatalog()));
    }

    void deterministic() {
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        QCOMPARE(cp::planToJsonText(cp::evaluate(p, cptest::shippedCatalog()), true),
                 cp::planToJsonText(cp::evaluate(p, cptest::shippedCatalog()), true));
    }
};

QTEST_APPLESS_MAIN(TestEvaluate)
#include "test_evaluate.moc"
