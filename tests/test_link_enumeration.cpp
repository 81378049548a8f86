// The link list of every shipped profile agrees with the plan's counts, uses
// every port once and within its radix, and names devices by the documented scheme;
// the merged bundles and the whole pieces the plan counts are exactly those links.
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <tuple>
#include <vector>

#include "fabric/packed_links.h"
#include "fabric/tier_links.h"
#include "fabric/unit_links.h"
#include "fabric_checks.h"
#include "test_support.h"

namespace {

// One link by its two devices: network, host?, kind or tier, zone, plane, index (each end). The
// name is copied: a host kind points into its network's endpoint sources, gone after the network.
using End = std::tuple<bool, std::string, std::int64_t, std::int64_t, std::int64_t>;
using Pair = std::tuple<std::size_t, End, End>;

End endOf(const cp::DeviceId& d) {
    return {d.is_host, std::string(d.is_host ? d.host_kind : d.tier_name), d.zone, d.plane, d.index};
}

// A bundle's links, one pair of ends each.
void expandInto(const cp::LinkBundle& b, std::vector<Pair>& out) {
    cp::DeviceId lower = b.lower, upper = b.upper;
    for (std::int64_t i = 0; i < b.lower_count; ++i)
        for (std::int64_t j = 0; j < b.upper_count; ++j)
            for (std::int64_t k = 0; k < b.links_per_pair; ++k) {
                lower.index = b.lower.index + i;
                upper.index = b.upper.index + j;
                out.emplace_back(b.network_index, endOf(lower), endOf(upper));
            }
}

// Every link of the merged bundles, expanded, against the link list; "" when equal.
std::string compareBundlesWithLinks(const cp::Profile& profile, const cp::Plan& plan) {
    std::vector<Pair> fromLinks, fromBundles;
    cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
        fromLinks.emplace_back(r.network_index, endOf(r.lower.device), endOf(r.upper.device));
    });
    std::string problem;
    std::int64_t bundles = 0;
    cp::enumerateLinkBundles(profile, *plan.fabric, [&](const cp::LinkBundle& b) {
        ++bundles;
        if ((b.lower_step && b.lower_count % b.lower_step) || (b.upper_step && b.upper_count % b.upper_step) ||
            (b.lower_step && b.upper_step))
            problem = "a merged bundle's steps do not divide it";
        expandInto(b, fromBundles);
    });
    std::sort(fromLinks.begin(), fromLinks.end());
    std::sort(fromBundles.begin(), fromBundles.end());
    if (fromLinks != fromBundles) problem = "the bundles' links differ from the link list";
    // The pieces the plan counts whole (tier-to-tier links, scalable units) hold the same links.
    std::vector<Pair> fromPieces;
    const auto expand = [&](const cp::LinkBundle& b) { expandInto(b, fromPieces); };
    cp::PieceSinks sinks;
    std::int64_t tierPieces = 0, unitPieces = 0;
    sinks.bundles = expand;
    sinks.tierLinks = [&](const cp::TierLinks& f) {
        ++tierPieces;
        for (std::int64_t i = 0; i < f.lower_installed; ++i) expand(f.bundleOf(i));
    };
    sinks.unitLinks = [&](const cp::UnitLinks& u) {
        ++unitPieces;
        for (std::int64_t unit = 0; unit < u.units(); ++unit)
            for (std::int64_t r = 0; r < u.rails && u.hostsOf(unit) > 0; ++r) expand(u.railBundle(unit, r));
    };
    sinks.packedLinks = [&](const cp::PackedLinks& pk) {
        ++unitPieces;
        for (std::int64_t leaf = pk.leafOf(pk.stream); leaf <= pk.leafOf(pk.streamEnd() - 1); ++leaf)
            pk.forEachHostRun(leaf, [&](std::int64_t host, std::int64_t hosts, std::int64_t ports) {
                cp::LinkBundle b = pk.base;
                b.lower.index = host;
                b.lower_count = hosts;
                b.upper.index = leaf;
                b.links_per_pair = ports;
                expand(b);
            });
    };
    const std::int64_t links = cp::enumerateLinkPieces(profile, *plan.fabric, sinks);
    std::sort(fromPieces.begin(), fromPieces.end());
    if (fromLinks != fromPieces) problem = "the pieces' links differ from the link list";
    if (links != static_cast<std::int64_t>(fromLinks.size())) problem = "the pieces count links wrongly";
    if (tierPieces + unitPieces == 0 && !fromLinks.empty()) problem = "no link came as a piece";
    return problem;
}

}  // namespace

class TestLinkEnumeration : public QObject {
    Q_OBJECT

private slots:
    void shippedProfiles_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void shippedProfiles() {
        QFETCH(QString, name);
        const cp::Profile profile = cptest::shippedProfile(name.toStdString());
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        const cptest::FabricCheck check = cptest::checkEnumeratedFabric(profile, plan);
        QVERIFY2(check.firstProblem.empty(), check.firstProblem.c_str());
        QCOMPARE(check.links, plan.fabric->endpoint_links_total + plan.fabric->links_total);
        for (const bool management : {false, true}) {
            const cp::Profile p = management ? cptest::withManagementNetwork(profile) : profile;
            const std::string problem = compareBundlesWithLinks(p, management ? cp::evaluate(p, cptest::shippedCatalog()) : plan);
            QVERIFY2(problem.empty(), problem.c_str());
        }
    }

    void namesFollowTheScheme() {
        const cp::Profile profile = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        std::vector<std::string> names;
        std::vector<std::int64_t> ports;
        cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (names.empty()) {
                names = {cp::deviceName(r.network, r.lower.device), cp::deviceName(r.network, r.upper.device)};
                ports = {r.lower.port, r.upper.port};
            }
        });
        QCOMPARE(QString::fromStdString(names[0]), QString("node00000"));
        QCOMPARE(ports[0], 1);
        QCOMPARE(QString::fromStdString(names[1]), QString("backend.z0.p0.leaf0000"));
        QCOMPARE(ports[1], 1);
    }

    void dualHomedStorageReachesBothZones() {
        const cp::Profile profile = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        std::map<std::int64_t, std::int64_t> storagePortsPerZone;
        std::set<std::int64_t> zonesOfServer0;
        cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.lower_tier != "storage") return;
            ++storagePortsPerZone[r.zone];
            if (r.lower.device.index == 0) zonesOfServer0.insert(r.zone);
        });
        QCOMPARE(storagePortsPerZone[0], 180);
        QCOMPARE(storagePortsPerZone[1], 180);
        QCOMPARE(zonesOfServer0.size(), size_t(2));  // NIC 1 → zone 0, NIC 2 → zone 1
    }

    void railsPutSameRankPortsOnOneLeaf() {
        cp::Profile profile = cptest::shippedProfile("deepseek-v3-ft2-2k");
        profile.networks[0].rail_optimized = true;
        profile.networks[0].su_nodes = 32;
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        QCOMPARE(plan.fabric->networks[0].rails, 8);
        QCOMPARE(plan.fabric->networks[0].tiers[0].count, 64);  // 8 SUs × 8 rails × ⌈32/32⌉
        std::map<std::string, std::set<std::int64_t>> nicPortsOnLeaf;
        cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.lower_tier == "compute") nicPortsOnLeaf[cp::deviceName(r.network, r.upper.device)].insert(r.lower.port);
        });
        QCOMPARE(nicPortsOnLeaf.size(), size_t(64));
        for (const auto& [leaf, nicPorts] : nicPortsOnLeaf) QVERIFY2(nicPorts.size() == 1, leaf.c_str());  // one rail per leaf
        const cptest::FabricCheck check = cptest::checkEnumeratedFabric(profile, plan);
        QVERIFY2(check.firstProblem.empty(), check.firstProblem.c_str());
    }
};

QTEST_APPLESS_MAIN(TestLinkEnumeration)
#include "test_link_enumeration.moc"
