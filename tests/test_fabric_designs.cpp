// Design mechanisms on hand-derived examples: oversubscription, zones joined by
// a tier or by links, build-out from a middle tier, chassis switches, breakout,
// management networks, scalable units, and the errors impossible designs get.
#include <QtTest>

#include "common/input_error.h"
#include "test_support.h"

namespace {

cp::Plan planOf(const cp::Profile& p) {
    cp::validateProfile(p, cptest::shippedCatalog());
    return cp::evaluate(p, cptest::shippedCatalog());
}

// Loads `p` expecting an InputError; returns "path: problem".
QString errorOf(const cp::Profile& p) { return QString::fromStdString(cptest::validationError(p)); }

// 256 HGX H100 nodes (2,048 × 400G endpoints) on 64-port Quantum-2.
cp::Profile base() { return cptest::shippedProfile("deepseek-v3-ft2-2k"); }

}  // namespace

class TestFabricDesigns : public QObject {
    Q_OBJECT

private slots:
    void oversubscribedLeaves() {
        cp::Profile p = base();
        p.networks[0].oversubscription = {3};  // 48 down, 16 up
        const cp::Plan plan = planOf(p);
        const auto& t = plan.fabric->networks[0].tiers;
        QCOMPARE(t[0].down_ports_per_switch, 48);
        QCOMPARE(t[0].up_ports_per_switch, 16);
        QCOMPARE(t[0].count, 43);  // ⌈2,048 / 48⌉
        // 43 leaves × 16 uplinks: spines of 64 ports serve 64/b leaves; b = 1 needs 16 spines.
        QCOMPARE(t[1].count, 16);
        QCOMPARE(t[0].ports_up, 43 * 16);
    }

    // Fire-Flyer 2: each zone holds its own 40 leaves and 20 spines (SC24, Table III).
    void fireFlyerCountsPerZone() {
        const cp::Plan plan = planOf(cptest::shippedProfile("fire-flyer-2"));
        const auto& t = plan.fabric->networks[0].tiers;
        QCOMPARE(t.size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i) {
            QCOMPARE(t[i].count_by_group.size(), std::size_t(2));
            for (std::int64_t z = 0; z < 2; ++z) {
                const cp::TierGroupCount& g = t[i].count_by_group[static_cast<std::size_t>(z)];
                QCOMPARE(g.zone, z);
                QCOMPARE(g.plane, 0);
                QCOMPARE(g.count, i == 0 ? 40 : 20);
            }
        }
    }

    void zonesJoinedByOversubscribedTier() {
        // Meta-style: 4 zones of 512 endpoints, each a 2-tier tree whose spines reserve
        // ⌊64/8⌋ = 8 up ports (7:1) toward a core tier that joins the zones.
        cp::Profile p = base();
        p.networks[0].tiers = 3;
        p.networks[0].zones = 4;
        p.networks[0].zone_join.kind = cp::ZoneJoinKind::Tier;
        p.networks[0].zone_join.oversubscription = 7;
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.tier_count, 3);
        QCOMPARE(n.tiers[0].count, 4 * 16);  // ⌈512 / 32⌉ leaves per zone
        QCOMPARE(n.tiers[1].down_ports_per_switch, 56);
        // 16 leaves × 32 uplinks per zone over spines of 56 down ports: c must divide 32 and
        // ⌊56/b⌋ ≥ 16 leaves → b ≤ 3 → c ∈ {16, 32}; 16 spines (b = 2) win.
        QCOMPARE(n.tiers[1].count, 4 * 16);
        QCOMPARE(n.tiers[1].bundle, 2);
        // The pod's 7:1 is pod-wide: 512 links enter a zone's 16 spines, so the zone sends
        // ⌈512 / 7⌉ = 74 up, ⌈74 / 16⌉ = 5 per spine (8 per spine would be 4:1 pod-wide).
        QCOMPARE(n.tiers[1].up_ports_per_switch, 5);
        QCOMPARE(n.tiers[1].links_up, 4 * 16 * 5);
        QCOMPARE(n.tiers[2].ports_down, 320);
        QCOMPARE(n.tiers[1].oversubscription_requested, 7.0);
        QCOMPARE(n.tiers[1].oversubscription_achieved, 2048.0 / 320.0);  // 6.4:1, within a port per spine of 7:1
        QVERIFY(n.zone_join == cp::ZoneJoinKind::Tier);
        QVERIFY2(plan.warnings.empty(), plan.warnings.empty() ? "" : plan.warnings[0].message.c_str());
    }

    void interZoneLinksNeedSpareTopPorts() {
        cp::Profile p = base();
        p.compute.nodes = 240;  // 2 zones × 960 endpoints: spines have spare ports
        p.networks[0].zones = 2;
        p.networks[0].zone_join.kind = cp::ZoneJoinKind::Links;
        p.networks[0].zone_join.links = 16;
        const cp::Plan plan = planOf(p);
        QCOMPARE(plan.fabric->networks[0].inter_zone_links, 16);
        QCOMPARE(plan.fabric->networks[0].switch_links_total, 2 * 30 * 32 + 16);
        p.compute.nodes = 256;  // full zones: no spare spine ports
        QVERIFY2(errorOf(p).startsWith(
                     "/networks/0/zone_join/links: 16 inter-zone links need 16 spare spine ports per zone; a zone has 0"),
                 qPrintable(errorOf(p)));
    }

    void buildOutFromTheSpine() {
        cp::Profile p = cptest::shippedProfile("dgx-a100-10k");
        p.networks[0].build_out_from_tier = 2;  // spines and core for 12,800 endpoints
        const cp::Plan plan = planOf(p);
        const auto& t = plan.fabric->networks[0].tiers;
        QCOMPARE(t[0].count, 500);
        QCOMPARE(t[1].count, 640);
        QCOMPARE(t[1].count_populated, 500);
        QCOMPARE(t[2].count, 320);
    }

    void chassisReplacesATwoTierBlock() {
        // One Fire-Flyer zone (800 ports) on one 800-port CS8500 instead of 60 QM8700.
        cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        p.networks[0].switch_id = "cs8500";
        p.networks[0].tiers = 1;
        p.networks[0].extra_switches.clear();
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.switches_total, 2);            // one chassis per zone
        QCOMPARE(n.switch_links_total, 0);        // its internal links need no cables
        QCOMPARE(n.tiers[0].line_cards, 2 * 20);  // 800 ports in use per chassis, 40 per card
        bool listed = false;
        for (const cp::BomLine& line : plan.cost->bom)
            if (line.part == "cs8500-line-card") listed = line.quantity == 40;
        QVERIFY2(listed, "the line cards are a BOM line");
    }

    void chassisSpinesUnderFixedLeaves() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-pcie-3tier");
        p.networks[0].tiers = 2;
        p.networks[0].tier_switches = {"qm8700", "cs8500"};
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.tiers[0].count, 80);
        QCOMPARE(n.tiers[1].switch_id, std::string("cs8500"));
        QCOMPARE(n.tiers[1].count, 2);  // 1,600 leaf uplinks over 800-port chassis
        QCOMPARE(n.tiers[1].line_cards, 40);
    }

    void breakoutSplitsNicPorts() {
        cp::Profile p = base();
        p.networks[0].link_speed_gbps = 200;  // each 400G NIC port as 2 × 200G
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.endpoint_groups[0].breakout, 2);
        QCOMPARE(n.endpoints, 4096);
        QCOMPARE(n.tiers[0].radix, 128);  // QM9700 at 200G
    }

    void managementNetworkCountsEveryDevice() {
        const cp::Profile p = cptest::withManagementNetwork(cptest::shippedProfile("fire-flyer-2"));
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[1];
        QCOMPARE(n.endpoints, 1240 + 180 + 122);  // nodes, storage servers, backend switches
        QCOMPARE(n.tiers[0].count, 65);           // ⌈1,542 / 24⌉ leaves at 1:1 on 48 ports
    }

    void scalableUnitsBuildWholeUnits() {
        cp::Profile p = base();
        p.compute.nodes = 100;
        p.networks[0].rail_optimized = true;
        p.networks[0].su_nodes = 32;
        const cp::Plan plan = planOf(p);
        QCOMPARE(plan.fabric->networks[0].scalable_units, 4);  // the 4th SU holds 4 nodes but gets all 8 rail leaves
        QCOMPARE(plan.fabric->networks[0].tiers[0].count, 32);
    }

    void impossibleDesignsNameTheFieldAndAWayOut_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("planes do not divide") << "planes3"
                                              << "/networks/0/planes: 8 compute ports per host do not divide over 3 planes";
        QTest::newRow("NIC slower than link") << "speed800"
                                              << "/networks/0/link_speed_gbps: 800 Gb/s is not a port speed of qm9700";
        QTest::newRow("too many zones") << "zones300"
                                        << "/networks/0/zones: 300 zones for 256 compute hosts leave zones empty";
        QTest::newRow("no endpoints") << "roleFrontend"
                                      << "/networks/0: network backend has no endpoints";
        QTest::newRow("too big for forced tiers") << "nodes300"
                                                  << "/networks/0/tiers: 2 tiers of 64-port switches reach 2,048 endpoints";
    }

    void impossibleDesignsNameTheFieldAndAWayOut() {
        QFETCH(QString, change);
        QFETCH(QString, expected);
        cp::Profile p = base();
        if (change == "planes3") p.networks[0].planes = 3;
        if (change == "speed800") p.networks[0].link_speed_gbps = 800;
        if (change == "zones300") p.networks[0].zones = 300;
        if (change == "roleFrontend") p.networks[0].role = cp::NetworkRole::Frontend;  // the DGX DPUs are storage
        if (change == "nodes300") p.compute.nodes = 300;
        QVERIFY2(errorOf(p).startsWith(expected), qPrintable(errorOf(p)));
    }
};

QTEST_APPLESS_MAIN(TestFabricDesigns)
#include "test_fabric_designs.moc"
