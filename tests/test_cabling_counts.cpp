// The plan's cable counts (plan.cabling: by length bin, by medium, totals) must
// equal the point-to-point cable plan summed up, link by link, for every shipped
// profile and a few hundred seeded random designs with random floor plans. The
// plan may count however it likes (it must stay fast); the cable plan enumerates.
#include <QtTest>

#include <map>
#include <random>
#include <tuple>

#include "layout/cabling.h"
#include "layout/floor_plan.h"
#include "test_support.h"

namespace {

using BinKey = std::tuple<std::string, std::string, std::string, std::string, double>;

struct Tally {
    std::map<BinKey, std::int64_t> bins;
    std::map<std::string, std::int64_t> byMedia;
    std::int64_t cables = 0, copper = 0;
    double longest_m = 0;
};

// Sums the streamed cable plan (the same records the --cables CSV is written from).
Tally enumerated(const cp::Profile& profile, const cp::Plan& plan) {
    cp::Plan scratch = plan;
    scratch.errors.clear();
    const cp::FloorPlan floor(profile, cptest::shippedCatalog(), scratch);
    Tally t;
    cp::computeCabling(profile, cptest::shippedCatalog(), floor, scratch, [&](const cp::CableRecord& c) {
        ++t.bins[{std::string(c.link->network), std::string(c.link->lower_tier), std::string(c.link->upper_tier), c.media->id,
                  c.length_m}];
        ++t.byMedia[c.media->id];
        ++t.cables;
        if (c.media->isCopper()) ++t.copper;
        t.longest_m = std::max(t.longest_m, c.length_m);
        QCOMPARE(c.cable_id, t.cables);
    });
    return t;
}

// Returns an empty string when the plan's counts equal the enumerated ones, else what differs.
std::string compareCounts(const cp::Profile& profile, const cp::Plan& plan) {
    const Tally t = enumerated(profile, plan);
    const cp::CablingResult& c = *plan.cabling;
    std::map<BinKey, std::int64_t> planBins;
    for (const cp::CableBin& b : c.by_length) planBins[{b.network, b.from, b.to, b.media, b.length_m}] += b.count;
    if (planBins.size() != c.by_length.size()) return "by_length has duplicate bins";
    if (planBins != t.bins) {
        for (const auto& [key, count] : t.bins) {
            const auto it = planBins.find(key);
            const std::int64_t planCount = it == planBins.end() ? 0 : it->second;
            if (planCount != count)
                return std::get<0>(key) + " " + std::get<1>(key) + "→" + std::get<2>(key) + " " + std::get<3>(key) + " " +
                       std::to_string(std::get<4>(key)) + " m: plan " + std::to_string(planCount) + ", cable plan " +
                       std::to_string(count);
        }
        return "by_length has bins the cable plan does not";
    }
    std::map<std::string, std::int64_t> planMedia;
    for (const cp::MediaUse& m : c.by_media) planMedia[m.media] += m.cables;
    if (planMedia != t.byMedia) return "by_media differs";
    if (c.cables_total != t.cables) return "cables_total differs";
    if (c.copper_cables != t.copper) return "copper_cables differs";
    if (c.longest_m != t.longest_m) return "longest_m differs";
    return {};
}

// The fabric properties' random designs (tests/test_fabric_properties.cpp) plus a random floor.
cp::Profile randomDesign(std::mt19937_64& rng) {
    const cp::Catalog& catalog = cptest::shippedCatalog();
    auto pick = [&](std::int64_t lo, std::int64_t hi) { return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng); };
    auto among = [&](const std::vector<std::string>& v) { return v[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(v.size()) - 1))]; };
    cp::Profile p;
    p.name = "random";
    p.compute.node_type = among({"ff2-pcie-a100", "dgx-a100", "hgx-h100", "dgx-b200"});
    p.compute.nodes = static_cast<std::int64_t>(std::exp(std::uniform_real_distribution<double>(0, std::log(4096.0))(rng)));
    const cp::NodeType& node = *catalog.findNode(p.compute.node_type);
    std::int64_t computePorts = 0;
    double nicSpeed = 0;
    for (const auto& nic : node.nics)
        if (nic.role == "compute") {
            computePorts += nic.count * catalog.findNic(nic.nic_id)->ports.value;
            nicSpeed = catalog.findNic(nic.nic_id)->port_speed_gbps.value;
        }
    cp::NetworkInput net;
    net.name = "backend";
    std::vector<std::string> switches;
    for (const auto& s : catalog.switches)
        if (s.kind == "fixed" && s.modeAt(nicSpeed)) switches.push_back(s.id);
    net.switch_id = among(switches);
    net.link_speed_gbps = nicSpeed;
    if (pick(0, 2) == 0) net.tiers = static_cast<int>(pick(2, 3));
    net.zones = pick(0, 3) == 0 ? pick(2, 4) : 1;
    std::vector<std::int64_t> planeChoices;
    for (std::int64_t d = 1; d <= computePorts; ++d)
        if (computePorts % d == 0) planeChoices.push_back(d);
    net.planes = planeChoices[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(planeChoices.size()) - 1))];
    net.rail_optimized = pick(0, 2) == 0;
    if (pick(0, 2) == 0) net.su_nodes = pick(4, 64);
    if (pick(0, 3) == 0) net.oversubscription = {static_cast<double>(pick(1, 3))};
    if (pick(0, 4) == 0) net.build_out_endpoints = *p.compute.nodes * computePorts * pick(1, 3);
    net.placement.leaf = among({"auto", "in_rack", "row_end", "rail_rack"});
    net.placement.spine = among({"pod_row", "central"});
    net.placement.core = among({"central", "other_hall"});
    if (pick(0, 2) == 0) net.media_policy = {among({"no_aec", "no_aoc", "aoc_over_sr", "optics_only"})};
    p.networks.push_back(net);
    if (pick(0, 3) == 0 && net.zones <= 2) {
        p.storage.servers = pick(1, 64);
        p.storage.nic = nicSpeed == 200 ? "cx6-200g" : "cx7-400g";
        p.storage.nics_per_server = net.zones * net.planes;
        p.storage.network = "backend";
    }
    if (pick(0, 1) == 0) {
        p.layout.given = true;
        p.layout.racks_per_row = pick(4, 24);
        p.layout.rows_per_hall = pick(2, 30);
        p.layout.rack_pitch_m = std::uniform_real_distribution<double>(0.5, 0.8)(rng);
        p.layout.hall_distance_m = static_cast<double>(pick(20, 300));
    }
    return p;
}

}  // namespace

class TestCablingCounts : public QObject {
    Q_OBJECT

private slots:
    void shippedProfiles() {
        for (const std::string& name : cptest::shippedProfileNames()) {
            for (const bool management : {false, true}) {
                const cp::Profile p = management ? cptest::withManagementNetwork(cptest::shippedProfile(name)) : cptest::shippedProfile(name);
                const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
                if (!plan.cabling) continue;
                QVERIFY(plan.cabling->cables_total > 0);
                const std::string diff = compareCounts(p, plan);
                QVERIFY2(diff.empty(), (name + (management ? " + management: " : ": ") + diff).c_str());
            }
        }
    }

    void randomDesigns() {
        std::mt19937_64 rng(20261130);
        int compared = 0;
        for (int i = 0; i < 400; ++i) {
            const cp::Profile p = randomDesign(rng);
            const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
            if (!plan.errors.empty() || !plan.cabling) continue;
            const std::string diff = compareCounts(p, plan);
            QVERIFY2(diff.empty(), (diff + "\n" + cp::profileToJsonText(p)).c_str());
            ++compared;
        }
        qInfo("%d random designs compared", compared);
        QVERIFY(compared >= 200);
    }
};

QTEST_APPLESS_MAIN(TestCablingCounts)
#include "test_cabling_counts.moc"
