// The fabric mechanisms real designs use, each on a small design whose counts are derived by
// hand in the comments: hosts on spare leaf ports, mixed port speeds on one switch, a leaf per
// rack, down:up as cabled (pod-wide at a zone join) with refused and warned ratios, and leaf
// classes. Every accepted design is also enumerated link by link (tests/fabric_checks.h).
#include <QtTest>

#include <set>

#include "common/input_error.h"
#include "fabric_checks.h"
#include "test_support.h"

namespace {

// 64-port Quantum-2 (QM9700) at 400G, 2 tiers, HGX H100 nodes with 8 × 400G.
cp::Profile base(std::int64_t nodes) {
    cp::Profile p = cptest::shippedProfile("deepseek-v3-ft2-2k");
    p.compute.nodes = nodes;
    return p;
}

cp::Plan planOf(const cp::Profile& p) {
    cp::validateProfile(p, cptest::shippedCatalog());
    const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
    const cptest::FabricCheck check = cptest::checkEnumeratedFabric(p, plan);
    if (!check.firstProblem.empty()) qWarning("%s", check.firstProblem.c_str());
    return plan;
}

QString errorOf(const cp::Profile& p) { return QString::fromStdString(cptest::validationError(p)); }

bool enumerationHolds(const cp::Profile& p, const cp::Plan& plan) {
    return cptest::checkEnumeratedFabric(p, plan).firstProblem.empty();
}

// A fabric manager with 4 ports on 2 scalable units of 31 rail-optimized nodes.
cp::Profile withFabricManager(std::int64_t suNodes, bool spare) {
    cp::Profile p = base(62);
    p.networks[0].rail_optimized = true;
    p.networks[0].su_nodes = suNodes;
    cp::OtherHosts ufm;
    ufm.name = "ufm";
    ufm.count = 1;
    ufm.ports_per_host = 4;
    ufm.spare_ports = spare;
    p.networks[0].other_hosts.push_back(ufm);
    return p;
}

// 64 HGX nodes whose 400G NIC ports break out into 2 × 200G on a 51.2T switch (SN5600:
// 256 × 200G, 128 × 400G or 64 × 800G).
cp::Profile mixedSpeeds(std::vector<double> upSpeeds) {
    cp::Profile p = base(64);
    p.networks[0].switch_id = "sn5600";
    p.networks[0].link_speed_gbps = 200;
    p.networks[0].up_speeds_gbps = std::move(upSpeeds);
    return p;
}

// 8 HGX nodes, two per rack.
cp::Profile racksOfTwo() {
    cp::Profile p = base(8);
    p.layout.given = true;
    p.layout.nodes_per_rack = 2;
    return p;
}

// 32 HGX nodes (256 ports) and 32 storage servers with 2 × 400G (64 ports) on one fabric.
cp::Profile computeAndStorage() {
    cp::Profile p = base(32);
    p.storage.servers = 32;
    p.storage.nic = "cx7-400g";
    p.storage.nics_per_server = 2;
    p.storage.network = "backend";
    return p;
}

}  // namespace

class TestFabricMechanisms : public QObject {
    Q_OBJECT

private slots:
    // Rail leaves of 32 down ports under scalable units of 31 nodes keep one free port each:
    // 2 SUs × 8 rails = 16 leaves, 16 spare ports. A 4-port fabric manager on them adds no leaf,
    // so 16 leaves × 32 uplinks need bundles ≤ ⌊64 / 16⌋ = 4 → c = 8 spines. On a leaf of its
    // own it makes 17 leaves: bundles ≤ ⌊64 / 17⌋ = 3 → c ∈ {16, 32} → 16 spines.
    void hostsOnSpareLeafPorts() {
        const cp::Profile spare = withFabricManager(31, true);
        const cp::Plan plan = planOf(spare);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.tiers[0].count, 16);
        QCOMPARE(n.tiers[1].count, 8);
        QCOMPARE(n.endpoints, 62 * 8 + 4);
        QCOMPARE(n.spare_port_hosts, 4);
        QCOMPARE(n.tiers[0].ports_spare, 16 - 4);
        QVERIFY(enumerationHolds(spare, plan));
        std::set<std::string> leaves;  // the manager's ports land on 4 different leaves
        cp::enumerateLinks(spare, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.lower.device.is_host && r.lower.device.host_kind == "ufm")
                leaves.insert(cp::deviceName(r.network, r.upper.device));
        });
        QCOMPARE(leaves.size(), std::size_t(4));

        const cp::Plan own = planOf(withFabricManager(31, false));
        QCOMPARE(own.fabric->networks[0].tiers[0].count, 17);
        QCOMPARE(own.fabric->networks[0].tiers[1].count, 16);
    }

    // Full scalable units of 32 leave no free port: refused with the numbers.
    void hostsOnSparePortsRefusedWhenNoneAreFree() {
        cp::Profile p = withFabricManager(32, true);
        p.compute.nodes = 64;
        QVERIFY2(errorOf(p).startsWith("/networks/0/other_hosts/0/spare_ports: 4 host ports on spare leaf ports need as many "
                                       "free leaf ports in zone 0 plane 0; its 16 leaves have 0"),
                 qPrintable(errorOf(p)));
    }

    // 1,024 × 200G endpoints. 200G down and 400G up on a 51.2T leaf: ports share it by bandwidth
    // (a 400G port = two 200G ports), so 1:1 is 128 × 200G down + 64 × 400G up: 8 leaves, 512
    // uplinks; spines of 128 × 400G take bundles ≤ 128 / 8 = 16 → c = 4. At 200G throughout the
    // leaves keep 128 × 200G up: 1,024 uplinks, twice as many.
    void mixedPortSpeedsOnOneSwitch() {
        const cp::Profile p = mixedSpeeds({400});
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.endpoints, 1024);
        const cp::TierResult& leaf = n.tiers[0];
        QCOMPARE(leaf.count, 8);
        QCOMPARE(leaf.down_ports_per_switch, 128);
        QCOMPARE(leaf.up_ports_per_switch, 64);
        QCOMPARE(leaf.down_speed_gbps, 200.0);
        QCOMPARE(leaf.up_speed_gbps, 400.0);
        QCOMPARE(leaf.oversubscription_achieved, 1.0);
        QCOMPARE(n.tiers[1].count, 4);
        QCOMPARE(n.tiers[1].radix, 128);  // the spine's ports at 400G
        QCOMPARE(n.switch_links_total, 512);
        bool fastUplinks = false;
        for (const cp::LinkClass& c : n.link_classes)
            if (c.from == "leaf") fastUplinks = c.speed_gbps == 400;
        QVERIFY(fastUplinks);
        QVERIFY(plan.cabling->mediaUse("400g-dr4") || plan.cabling->mediaUse("400g-sr4") || plan.cabling->mediaUse("400g-dac") ||
                plan.cabling->mediaUse("400g-aoc") || plan.cabling->mediaUse("400g-aec"));
        QVERIFY(enumerationHolds(p, plan));
        QCOMPARE(planOf(mixedSpeeds({})).fabric->networks[0].switch_links_total, 1024);
    }

    void speedsRefused() {
        cp::Profile top = mixedSpeeds({400, 400});  // tier 2 is the top: no up links
        QVERIFY2(errorOf(top).startsWith("/networks/0/up_speeds_gbps/1: 400 Gb/s is ignored: with 2 tiers per zone, tier 2 "
                                         "has no up links"),
                 qPrintable(errorOf(top)));
        cp::Profile slow = base(8);  // QM9700 has no 800G ports
        slow.networks[0].up_speeds_gbps = {800};
        QVERIFY2(errorOf(slow).startsWith("/networks/0/up_speeds_gbps/0: 800 Gb/s is not a port speed of qm9700"),
                 qPrintable(errorOf(slow)));
    }

    // Two HGX nodes per rack put 16 ports on their rack's leaf (32 down ports at 1:1): the leaf
    // wires 16 uplinks, not 32. 4 racks → 4 leaves × 16 = 64 uplinks → one spine (b = 16 leaves 4
    // per 64 ports). A scalable unit of 2 nodes makes the same leaves with all 32 uplinks each: 128
    // uplinks, bundles ≤ 16 → 2 spines, and a leaf cabled at 0.5:1.
    void leafPerRack() {
        cp::Profile p = racksOfTwo();
        p.networks[0].leaf_per_rack = true;
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.tiers[0].count, 4);
        QCOMPARE(n.tiers[0].up_ports_per_switch, 16);
        QCOMPARE(n.tiers[0].links_up, 64);
        QCOMPARE(n.tiers[0].oversubscription_achieved, 1.0);
        QCOMPARE(n.tiers[1].count, 1);
        QVERIFY(enumerationHolds(p, plan));

        cp::Profile su = racksOfTwo();
        su.networks[0].su_nodes = 2;
        const cp::Plan forced = planOf(su);
        QCOMPARE(forced.fabric->networks[0].tiers[0].links_up, 128);
        QCOMPARE(forced.fabric->networks[0].tiers[1].count, 2);
        QCOMPARE(forced.fabric->networks[0].tiers[0].oversubscription_achieved, 0.5);

        // At 3:1 a rack's 16 ports need ⌈16 / 3⌉ = 6 uplinks: 24 in all, 2.67:1 as cabled.
        p.networks[0].oversubscription = {3};
        const cp::Plan three = planOf(p);
        QCOMPARE(three.fabric->networks[0].tiers[0].up_ports_per_switch, 6);
        QCOMPARE(three.fabric->networks[0].tiers[0].links_up, 24);
        QVERIFY(three.warnings.empty());

        p.networks[0].su_nodes = 4;
        QVERIFY2(errorOf(p).startsWith("/networks/0/leaf_per_rack: a leaf per rack makes the rack the scalable unit"),
                 qPrintable(errorOf(p)));
    }

    // An oversubscription entry for a tier without up ports is refused, not ignored.
    void ratiosForTiersThatDoNotExistAreRefused() {
        cp::Profile top = base(256);
        top.networks[0].oversubscription = {1, 3};
        QVERIFY2(errorOf(top).startsWith("/networks/0/oversubscription/1: 3 is ignored: with 2 tiers per zone and no join tier, "
                                         "tier 2 is the top and has no up ports"),
                 qPrintable(errorOf(top)));
        cp::Profile joined = base(256);
        joined.networks[0].tiers = 3;
        joined.networks[0].zones = 4;
        joined.networks[0].zone_join.kind = cp::ZoneJoinKind::Tier;
        joined.networks[0].oversubscription = {1, 2};
        QVERIFY2(errorOf(joined).startsWith("/networks/0/oversubscription/1: 2 is ignored: tier 2 is the zone top: its down:up "
                                            "toward the join tier is zone_join.oversubscription"),
                 qPrintable(errorOf(joined)));
        cp::Profile ones = base(256);
        ones.networks[0].oversubscription = {1, 1, 1};  // 1 is the default: harmless anywhere
        QVERIFY2(errorOf(ones).isEmpty(), qPrintable(errorOf(ones)));
    }

    // Scalable units of 16 nodes on rail leaves of 48 down ports (3:1 reserves 16 up): each leaf
    // carries 16 node ports and wires 16 uplinks, 1:1 as cabled against the 3:1 asked: a warning
    // at the entry, with the numbers.
    void cabledRatioFarFromTheRequestIsWarned() {
        cp::Profile p = base(64);
        p.networks[0].rail_optimized = true;
        p.networks[0].su_nodes = 16;
        p.networks[0].oversubscription = {3};
        const cp::Plan plan = planOf(p);
        QCOMPARE(plan.fabric->networks[0].tiers[0].oversubscription_achieved, 1.0);
        QCOMPARE(plan.warnings.size(), std::size_t(1));
        QCOMPARE(plan.warnings[0].path, std::string("/networks/0/oversubscription/0"));
        QVERIFY2(QString::fromStdString(plan.warnings[0].message)
                     .startsWith("the leaf tier is cabled at 1:1 against the 3:1 requested: 512 × 400G down, 512 × 400G up on "
                                 "32 switches, where 3:1 needs 171 up links"),
                 plan.warnings[0].message.c_str());
    }

    // Compute leaves at 4:3 and storage leaves at 1:1 in one fabric. Both use 32 down ports; the
    // compute class wires ⌈32 × 3/4⌉ = 24 uplinks: 256 node ports → 8 leaves × 24; 64 storage
    // ports → 2 leaves × 32. Every leaf reaches each of c spines in equal bundles, so c divides
    // 24 and 32: c = 4 holds 8 × 6 + 2 × 8 = 64 ports per spine. 14 switches; one ratio for
    // all (1:1) needs 10 leaves × 32 uplinks in bundles ≤ 6 → 8 spines, 18 switches.
    void leafClasses() {
        cp::Profile p = computeAndStorage();
        cp::LeafClass compute;
        compute.hosts = "compute";
        compute.oversubscription = 4.0 / 3.0;
        p.networks[0].leaf_classes = {compute};
        const cp::Plan plan = planOf(p);
        const cp::NetworkResult& n = plan.fabric->networks[0];
        QCOMPARE(n.tiers[0].count, 10);
        QCOMPARE(n.tiers[1].count, 4);
        QCOMPARE(n.switches_total, 14);
        QCOMPARE(n.tiers[0].links_up, 8 * 24 + 2 * 32);
        QCOMPARE(n.leaf_classes.size(), std::size_t(1));
        const cp::LeafClassResult& c = n.leaf_classes[0];
        QCOMPARE(c.count, 8);
        QCOMPARE(c.down_ports_per_switch, 32);
        QCOMPARE(c.up_ports_per_switch, 24);
        QCOMPARE(c.ports_down, 256);
        QVERIFY(qAbs(c.oversubscription_achieved - 4.0 / 3.0) < 1e-12);
        QVERIFY(plan.warnings.empty());
        QVERIFY(enumerationHolds(p, plan));
        QCOMPARE(planOf(computeAndStorage()).fabric->networks[0].switches_total, 18);

        p.networks[0].leaf_classes[0].oversubscription = 1.3333;  // 4:3 written to four digits
        QCOMPARE(planOf(p).fabric->networks[0].leaf_classes[0].up_ports_per_switch, 24);
    }

    void leafClassesRefused() {
        cp::Profile unknown = computeAndStorage();
        unknown.networks[0].leaf_classes = {cp::LeafClass{"login", 1, {}}};
        QVERIFY2(errorOf(unknown).startsWith("/networks/0/leaf_classes/0/hosts: \"login\" is not a host kind of this network"),
                 qPrintable(errorOf(unknown)));
        cp::Profile absent = base(32);  // no storage servers on this network
        absent.networks[0].leaf_classes = {cp::LeafClass{"storage", 1, {}}};
        QVERIFY2(errorOf(absent).startsWith("/networks/0/leaf_classes/0/hosts: no \"storage\" hosts attach to network backend"),
                 qPrintable(errorOf(absent)));
        cp::Profile threeTiers = computeAndStorage();
        threeTiers.networks[0].tiers = 3;
        threeTiers.networks[0].leaf_classes = {cp::LeafClass{"compute", 4.0 / 3.0, {}}};
        QVERIFY2(errorOf(threeTiers).startsWith("/networks/0/leaf_classes: leaves with different uplinks (32, 24 per leaf)"),
                 qPrintable(errorOf(threeTiers)));
    }
};

QTEST_APPLESS_MAIN(TestFabricMechanisms)
#include "test_fabric_mechanisms.moc"
