// Fat-tree counting rules against hand-derived counts (k = radix).
#include <QtTest>

#include "fabric/fat_tree.h"

namespace {

std::vector<cp::TierShape> shapes(std::int64_t radix, int tiers, std::vector<double> ratios = {}) {
    return cp::tierShapes(std::vector<std::int64_t>(static_cast<std::size_t>(tiers), radix), ratios, false);
}

std::int64_t total(const std::vector<cp::TierBuild>& builds) {
    std::int64_t n = 0;
    for (const auto& b : builds) n += b.switches;
    return n;
}

}  // namespace

class TestFatTree : public QObject {
    Q_OBJECT

private slots:
    void maximumEndpoints_data() {
        QTest::addColumn<qint64>("radix");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<qint64>("expected");  // 2·(k/2)^L, docs/fabric-model.md §8
        QTest::newRow("k40 L2") << qint64(40) << 2 << qint64(800);
        QTest::newRow("k40 L3") << qint64(40) << 3 << qint64(16000);
        QTest::newRow("k64 L2") << qint64(64) << 2 << qint64(2048);
        QTest::newRow("k64 L3") << qint64(64) << 3 << qint64(65536);
        QTest::newRow("k128 L2") << qint64(128) << 2 << qint64(8192);
        QTest::newRow("k128 L3") << qint64(128) << 3 << qint64(524288);
        QTest::newRow("k64 L4") << qint64(64) << 4 << qint64(2097152);
    }

    void maximumEndpoints() {
        QFETCH(qint64, radix);
        QFETCH(int, tiers);
        QFETCH(qint64, expected);
        const auto s = shapes(radix, tiers);
        QCOMPARE(cp::maxLeaves(s) * s[0].down, expected);
    }

    void shapesFollowTheRatio() {
        const auto s = shapes(64, 3, {7});
        QCOMPARE(s[0].up, 8);  // ⌊64 / 8⌋
        QCOMPARE(s[0].down, 56);
        QCOMPARE(s[1].up, 32);
        QCOMPARE(s[2].up, 0);  // the top points every port down
        QCOMPARE(s[2].down, 64);
        const auto joined = cp::tierShapes({40, 40}, {1, 7}, true);
        QCOMPARE(joined[1].up, 5);
        QCOMPARE(joined[1].down, 35);
    }

    void twoTierSpinesDivideTheUplinks() {
        // 13 leaves of a 40-port 2-tier tree send 20 uplinks each: 7 spines would do by port
        // count, but 20 uplinks split evenly needs a divisor of 20 whose bundles fit: 10 spines × 2 links.
        const auto b = cp::buildTiers(13, shapes(40, 2));
        QCOMPARE(b[1].switches, 10);
        QCOMPARE(b[1].bundle, 2);
        QCOMPARE(b[1].group_size, 10);
        QCOMPARE(cp::compactCounts(13, shapes(40, 2))[1], 7);
        QCOMPARE(cp::buildTiers(40, shapes(40, 2))[1].switches, 20);  // F1: 40 leaves, 20 spines
    }

    void threeTierPodsAndCoreGroups() {
        // F3: 80 leaves (1,600 endpoints), k = 40 → 4 pods of 20 leaves + 20 spines, 40 core.
        auto b = cp::buildTiers(80, shapes(40, 3));
        QCOMPARE(b[1].pods, 4);
        QCOMPARE(b[1].switches, 80);
        QCOMPARE(b[2].switches, 40);
        // F4 populated: 500 leaves → 25 pods; core groups of 20 reach 40 spines each: ⌈500/40⌉ = 13 groups.
        b = cp::buildTiers(500, shapes(40, 3));
        QCOMPARE(b[1].switches, 500);
        QCOMPARE(b[2].switches, 260);
        QCOMPARE(b[2].groups_per_pod, 13);
        // F4 provisioned for 12,800 endpoints (640 leaves, 32 pods): 16 groups × 20 = 320.
        QCOMPARE(cp::buildTiers(640, shapes(40, 3))[2].switches, 320);
        QCOMPARE(cp::compactCounts(500, shapes(40, 3))[2], 250);
    }

    void publishedTotals_data() {
        QTest::addColumn<qint64>("leaves");
        QTest::addColumn<qint64>("radix");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<qint64>("switches");
        QTest::newRow("F1") << qint64(40) << qint64(40) << 2 << qint64(60);
        QTest::newRow("F3") << qint64(80) << qint64(40) << 3 << qint64(200);
        QTest::newRow("F5") << qint64(64) << qint64(64) << 2 << qint64(96);
        QTest::newRow("F7") << qint64(2048) << qint64(64) << 3 << qint64(5120);
    }

    void publishedTotals() {
        QFETCH(qint64, leaves);
        QFETCH(qint64, radix);
        QFETCH(int, tiers);
        QFETCH(qint64, switches);
        QCOMPARE(total(cp::buildTiers(leaves, shapes(radix, tiers))), switches);
    }

    void tooManyPodsForTheTopDoesNotFit() {
        const auto s = shapes(40, 2);
        QCOMPARE(cp::maxLeaves(s), 40);
        const auto b = cp::buildTiers(41, s);
        QVERIFY(!b[1].fits);
        QVERIFY(cp::buildTiers(40, s)[1].fits);
    }

    void joinTierOverZones() {
        // Two zones whose 20 top switches each keep 5 uplinks (7:1), under a 40-port join tier:
        // bundles of 1 to 5 join switches (c = 5 divides 5), one group serving 40 ≥ 2 × 20 switches.
        const auto j = cp::buildTier(2, 20, 5, 40, true);
        QVERIFY(j.fits);
        QCOMPARE(j.group_size, 5);
        QCOMPARE(j.bundle, 1);
        QCOMPARE(j.groups_per_pod, 1);
        QCOMPARE(j.switches, 5);
    }
};

QTEST_APPLESS_MAIN(TestFatTree)
#include "test_fat_tree.moc"
