// Fat-tree counting against hand-derived and published counts (k = radix).
#include <QtTest>

#include "fabric/fat_tree.h"

namespace {
cp::FatTreeCounts count(std::int64_t endpoints, std::int64_t radix, std::optional<int> tiers,
                        std::vector<double> ratios = {}, std::optional<std::int64_t> provisioned = {}) {
    cp::FatTreeSpec spec;
    spec.endpoints = endpoints;
    spec.radix = radix;
    spec.tiers = tiers;
    spec.down_up_ratio = std::move(ratios);
    spec.provisioned_endpoints = provisioned;
    return cp::countFatTree(spec);
}
}  // namespace

class TestFatTree : public QObject {
    Q_OBJECT

private slots:
    void maximumEndpoints_data() {
        QTest::addColumn<qint64>("radix");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<qint64>("expected");  // 2·(k/2)^L, domain.md
        QTest::newRow("k40 L2") << qint64(40) << 2 << qint64(800);
        QTest::newRow("k40 L3") << qint64(40) << 3 << qint64(16000);
        QTest::newRow("k64 L2") << qint64(64) << 2 << qint64(2048);
        QTest::newRow("k64 L3") << qint64(64) << 3 << qint64(65536);
        QTest::newRow("k128 L2") << qint64(128) << 2 << qint64(8192);
        QTest::newRow("k128 L3") << qint64(128) << 3 << qint64(524288);
        QTest::newRow("k64 L4") << qint64(64) << 4 << qint64(2097152);
        QTest::newRow("k64 L1") << qint64(64) << 1 << qint64(64);
    }

    void maximumEndpoints() {
        QFETCH(qint64, radix);
        QFETCH(int, tiers);
        QFETCH(qint64, expected);
        QCOMPARE(cp::fatTreeMaxEndpoints(radix, tiers, {}), expected);
    }

    void publishedCounts_data() {
        QTest::addColumn<qint64>("endpoints");
        QTest::addColumn<qint64>("radix");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<qint64>("switches");
        QTest::addColumn<qint64>("links");
        QTest::newRow("F1 one Fire-Flyer zone") << qint64(800) << qint64(40) << 2 << qint64(60) << qint64(800);
        QTest::newRow("F3 PCIe 3-tier") << qint64(1600) << qint64(40) << 3 << qint64(200) << qint64(3200);
        QTest::newRow("F5 2-tier k64") << qint64(2048) << qint64(64) << 2 << qint64(96) << qint64(2048);
        QTest::newRow("F7 3-tier k64") << qint64(65536) << qint64(64) << 3 << qint64(5120) << qint64(131072);
    }

    void publishedCounts() {
        QFETCH(qint64, endpoints);
        QFETCH(qint64, radix);
        QFETCH(int, tiers);
        QFETCH(qint64, switches);
        QFETCH(qint64, links);
        const auto c = count(endpoints, radix, tiers);
        QVERIFY(c.fits);
        QCOMPARE(c.switches, switches);
        QCOMPARE(c.switch_links, links);
    }

    void buildOutSizesTheTopTier() {
        // F4: 10,000 endpoints, k = 40, core provisioned for 12,800 endpoints.
        const auto c = count(10000, 40, 3, {}, 12800);
        QCOMPARE(c.tier[0].switches, 500);
        QCOMPARE(c.tier[1].switches, 500);
        QCOMPARE(c.tier[2].switches, 320);
        QCOMPARE(c.tier[2].switches_compact, 250);
        QCOMPARE(c.switches, 1320);
        QCOMPARE(c.tier[2].ports_spare, 320 * 40 - 10000);
    }

    void autoTiersPicksTheFewestThatFit() {
        QCOMPARE(count(800, 40, std::nullopt).tiers, 2);
        QCOMPARE(count(801, 40, std::nullopt).tiers, 3);
        QCOMPARE(count(40, 40, std::nullopt).tiers, 1);
        QCOMPARE(count(100000, 64, std::nullopt).tiers, 4);   // F10: 64-port IB needs 4 tiers
        QCOMPARE(count(100000, 128, std::nullopt).tiers, 3);  // 128-port Ethernet fits in 3
    }

    void tooManyEndpointsIsReported() {
        const auto c = count(805, 40, 2);
        QVERIFY(!c.fits);
        QCOMPARE(c.max_endpoints, 800);
    }

    void oversubscriptionCutsUplinks() {
        // 7:1 at the leaf of a 64-port switch: 56 down, 8 up.
        const auto c = count(3584, 64, 2, {7});
        QCOMPARE(c.tier[0].down_ports_per_switch, 56);
        QCOMPARE(c.tier[0].up_ports_per_switch, 8);
        QCOMPARE(c.tier[0].switches, 64);
        QCOMPARE(c.tier[1].switches, 8);
        QCOMPARE(cp::fatTreeMaxEndpoints(64, 2, {7}), 3584);
        QVERIFY(c.fits);
    }

    void noPortIsOverbooked() {
        for (std::int64_t e : {1, 7, 39, 40, 41, 799, 800, 1601, 9999, 15999}) {
            for (int tiers = 2; tiers <= 3; ++tiers) {
                const auto c = count(e, 40, tiers);
                std::int64_t below = e;
                for (const auto& t : c.tier) {
                    QCOMPARE(t.ports_down, below);
                    QVERIFY(t.ports_down + t.ports_up <= t.switches * 40);
                    QVERIFY(t.ports_spare >= 0);
                    below = t.links_up;
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFatTree)
#include "test_fat_tree.moc"
