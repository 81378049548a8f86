// Published fabric counts (docs/fabric-model.md §11, Reference cases: F1-F9), each from a
// shipped profile through loadProfileFile + evaluate(), the path the CLI takes.
#include <QtTest>

#include "common/input_error.h"
#include "test_support.h"

namespace {
const cp::NetworkResult& backend(const cp::Plan& plan) { return plan.fabric->networks.at(0); }

std::vector<qint64> tierCounts(const cp::Plan& plan) {
    std::vector<qint64> out;
    for (const auto& t : backend(plan).tiers) out.push_back(t.count);
    return out;
}
}  // namespace

class TestReferenceFabric : public QObject {
    Q_OBJECT

private slots:
    void publishedSwitchAndLinkCounts_data() {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<qint64>("endpoints");
        QTest::addColumn<qint64>("switches");
        QTest::addColumn<qint64>("links");  // switch-to-switch; -1 = not published
        QTest::addColumn<std::vector<qint64>>("tiers");
        QTest::newRow("F2 Fire-Flyer 2") << "fire-flyer-2" << qint64(1600) << qint64(122) << qint64(-1)
                                         << std::vector<qint64>{80, 40};
        QTest::newRow("F3 PCIe 3-tier") << "fire-flyer-pcie-3tier" << qint64(1600) << qint64(200) << qint64(-1)
                                        << std::vector<qint64>{80, 80, 40};
        QTest::newRow("F4 DGX-A100") << "dgx-a100-10k" << qint64(10000) << qint64(1320) << qint64(-1)
                                     << std::vector<qint64>{500, 500, 320};
        QTest::newRow("F5 FT2") << "deepseek-v3-ft2-2k" << qint64(2048) << qint64(96) << qint64(2048)
                                << std::vector<qint64>{64, 32};
        QTest::newRow("F6 MPFT") << "deepseek-v3-mpft-16k" << qint64(16384) << qint64(768) << qint64(16384)
                                 << std::vector<qint64>{512, 256};
        QTest::newRow("F7 FT3") << "deepseek-v3-ft3-64k" << qint64(65536) << qint64(5120) << qint64(131072)
                                << std::vector<qint64>{2048, 2048, 1024};
    }

    void publishedSwitchAndLinkCounts() {
        QFETCH(QString, profile);
        QFETCH(qint64, endpoints);
        QFETCH(qint64, switches);
        QFETCH(qint64, links);
        QFETCH(std::vector<qint64>, tiers);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        QCOMPARE(backend(plan).endpoints, endpoints);
        QCOMPARE(plan.fabric->switches_total, switches);
        if (links >= 0) QCOMPARE(plan.fabric->links_total, links);
        QCOMPARE(tierCounts(plan), tiers);
        QVERIFY(cptest::warningsOutsideWorkload(plan).empty());
    }

    // S1: NVIDIA's DGX SuperPOD H100 (RA-11333-001, Table 4). Scalable units of 32 rail-aligned
    // nodes on 64-port leaves; the UFM appliance's 4 ports take the free node slot's leaf ports.
    // 1 to 3 SUs are the shipped profile with fewer nodes, as the table lists them.
    void dgxSuperPodScalableUnits_data() {
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<std::vector<qint64>>("tiers");
        QTest::addColumn<qint64>("hostCables");   // compute and UFM
        QTest::addColumn<qint64>("spineCables");  // spine-leaf
        QTest::newRow("1 SU") << qint64(31) << std::vector<qint64>{8, 4} << qint64(252) << qint64(256);
        QTest::newRow("2 SU") << qint64(63) << std::vector<qint64>{16, 8} << qint64(508) << qint64(512);
        QTest::newRow("3 SU") << qint64(95) << std::vector<qint64>{24, 16} << qint64(764) << qint64(768);
        QTest::newRow("4 SU (shipped)") << qint64(127) << std::vector<qint64>{32, 16} << qint64(1020) << qint64(1024);
    }

    void dgxSuperPodScalableUnits() {
        QFETCH(qint64, nodes);
        QFETCH(std::vector<qint64>, tiers);
        QFETCH(qint64, hostCables);
        QFETCH(qint64, spineCables);
        cp::Profile p = cptest::shippedProfile("dgx-h100-superpod-4su");
        p.compute.nodes = nodes;
        cp::validateProfile(p, cptest::shippedCatalog());
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(tierCounts(plan), tiers);
        QCOMPARE(plan.fabric->endpoint_links_total, hostCables);
        QCOMPARE(plan.fabric->links_total, spineCables);
        QCOMPARE(backend(plan).spare_port_hosts, 4);
        QVERIFY(plan.warnings.empty());
    }

    // NVIDIA's DGX SuperPOD B300 on Quantum-X800 (RA-11339-001, Table 3): scalable units of 72
    // rail-aligned DGX B300 on 144-port 800G leaves, one ConnectX-8 port per GPU. 2, 4 and 8 SUs are
    // the shipped 1-SU profile with more nodes, as the table lists them (4 SUs: 18 spines, not the
    // 16 of port arithmetic, so that each leaf's 72 uplinks split evenly over them).
    void dgxB300SuperPodScalableUnits_data() {
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<std::vector<qint64>>("tiers");
        QTest::addColumn<qint64>("cables");  // node-leaf, and as many leaf-spine
        QTest::newRow("1 SU (shipped)") << qint64(72) << std::vector<qint64>{8, 4} << qint64(576);
        QTest::newRow("2 SU") << qint64(144) << std::vector<qint64>{16, 8} << qint64(1152);
        QTest::newRow("4 SU") << qint64(288) << std::vector<qint64>{32, 18} << qint64(2304);
        QTest::newRow("8 SU") << qint64(576) << std::vector<qint64>{64, 36} << qint64(4608);
    }

    void dgxB300SuperPodScalableUnits() {
        QFETCH(qint64, nodes);
        QFETCH(std::vector<qint64>, tiers);
        QFETCH(qint64, cables);
        cp::Profile p = cptest::shippedProfile("dgx-b300-superpod-1su");
        p.compute.nodes = nodes;
        cp::validateProfile(p, cptest::shippedCatalog());
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(tierCounts(plan), tiers);
        QCOMPARE(plan.fabric->endpoint_links_total, cables);
        QCOMPARE(plan.fabric->links_total, cables);
        QVERIFY(plan.warnings.empty());
    }

    void fireFlyerZonesAndExtras() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        QCOMPARE(backend(plan).endpoints_per_fabric, 800);  // 620 nodes + 180 storage NICs per zone
        QCOMPARE(backend(plan).extra_switches, 2);
        QCOMPARE(backend(plan).switches_total - backend(plan).extra_switches, 120);  // 2 × 60 (F1)
    }

    void dgxCompactCountShownBeside() {
        const cp::Plan plan = cptest::planOf("dgx-a100-10k");
        QCOMPARE(plan.fabric->switches_compact_total, 1250);  // 500 + 500 + 250
        QCOMPARE(backend(plan).tiers[2].count_populated, 260);
    }

    void maximumScale_data() {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<qint64>("maxEndpoints");
        QTest::newRow("F8 Fire-Flyer next, 4 planes × 2-tier k=128") << "fire-flyer-next-4plane" << qint64(32768);
        QTest::newRow("F9 Quantum-2 3 tiers") << "quantum2-3tier-64k" << qint64(65536);
        QTest::newRow("F6 8 planes × 2-tier k=64") << "deepseek-v3-mpft-16k" << qint64(16384);
        QTest::newRow("F1 zone k=40, 2 zones") << "fire-flyer-2" << qint64(1600);
    }

    void maximumScale() {
        QFETCH(QString, profile);
        QFETCH(qint64, maxEndpoints);
        QCOMPARE(backend(cptest::planOf(profile.toStdString())).max_endpoints, maxEndpoints);
    }

    void quantum2CannotGoPast65536InThreeTiers() {
        cp::Profile p = cptest::shippedProfile("quantum2-3tier-64k");
        p.compute.nodes = 8193;
        try {
            cp::validateProfile(p, cptest::shippedCatalog());
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QString("/networks/0/tiers"));
            QVERIFY2(QString::fromStdString(e.problem()).contains("reach 65,536 endpoints"), e.what());
            QVERIFY(QString::fromStdString(e.problem()).contains("use 4 tiers"));
        }
    }

    void hundredThousandGpus_F10() {
        const cp::Plan ib = cptest::planOf("h100-100k-ib-4tier");
        const cp::Plan eth = cptest::planOf("h100-100k-eth-3tier");
        QCOMPARE(ib.compute.gpus, 100000);
        QCOMPARE(backend(ib).tier_count, 4);   // 64-port IB needs 4 tiers
        QCOMPARE(backend(eth).tier_count, 3);  // 128-port Ethernet fits in 3
        // Each link has a transceiver at each end: 4 tiers need ≈ 1.33× the optics of 3.
        const double ibLinks = static_cast<double>(ib.fabric->links_total + ib.fabric->endpoint_links_total);
        const double ethLinks = static_cast<double>(eth.fabric->links_total + eth.fabric->endpoint_links_total);
        QVERIFY2(std::abs(ibLinks / ethLinks - 4.0 / 3.0) < 0.02, qPrintable(QString::number(ibLinks / ethLinks)));
        // P3: peak of 100,000 H100.
        QVERIFY(std::abs(*ib.compute.peakPflops(cp::Precision::Fp8) - 197890.0) < 1e-6);
        QVERIFY(std::abs(*ib.compute.peakPflops(cp::Precision::Bf16) - 98950.0) < 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestReferenceFabric)
#include "test_reference_fabric.moc"
