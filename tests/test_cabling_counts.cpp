// The plan's cable counts (plan.cabling: by length bin, by medium, totals, modules per device)
// must equal the point-to-point cable plan summed up, link by link, for every shipped
// profile and a few hundred seeded random designs with random floor plans. The
// plan may count however it likes (it must stay fast); the cable plan enumerates.
#include <QtTest>

#include <map>
#include <random>
#include <tuple>

#include "layout/cabling.h"
#include "floor/floor_plan.h"
#include "random_design.h"
#include "test_support.h"

namespace {

using BinKey = std::tuple<std::string, std::string, std::string, std::string, double>;

struct Tally {
    std::map<BinKey, std::int64_t> bins;
    std::map<std::string, std::int64_t> byMedia;
    std::int64_t cables = 0, copper = 0;
    double longest_m = 0;
    // Link ends per (network, module, end) and device: what each device has plugged in.
    std::map<std::tuple<std::string, std::string, std::string>, std::map<std::string, std::int64_t>> moduleEnds;
};

void addModuleEnd(Tally& t, const cp::CableRecord& c, bool upper) {
    const cp::Media* m = upper ? c.upper_module : c.lower_module;
    if (!m) return;
    const cp::DeviceId& d = upper ? c.link->upper.device : c.link->lower.device;
    const std::string network(c.link->network);
    ++t.moduleEnds[{network, m->id, d.is_host ? "host" : "switch"}][network + "/" + cp::deviceName(c.link->network, d)];
}

// Modules as bought per the plan equal the cable plan's ends, device by device: single modules one
// per end, twin-port modules ⌈ends / 2⌉ per device; never fewer than the pooled ⌈all ends / 2⌉.
std::string compareModules(const cp::CablingResult& c, const Tally& t) {
    for (const cp::TransceiverUse& use : c.transceivers) {
        const auto it = t.moduleEnds.find({use.network, use.module, use.end});
        if (it == t.moduleEnds.end()) return "the cable plan has no " + use.module + " at a " + use.end + " end";
        std::int64_t ends = 0, perDevice = 0;
        for (const auto& [device, n] : it->second) {
            ends += n;
            perDevice += (n + use.links_per_module - 1) / use.links_per_module;
        }
        if (ends != use.link_ends) return use.module + " link ends differ";
        if (perDevice != use.count) return use.module + " (" + use.end + "): plan " + std::to_string(use.count) +
                                           ", per device from the cable plan " + std::to_string(perDevice);
        if (use.count < use.count_pooled) return use.module + " counted below the pooled count";
    }
    std::int64_t carried = 0;
    for (const cp::CablePart& part : c.cable_parts) carried += part.links;
    return carried == c.cables_total ? "" : "cable parts carry " + std::to_string(carried) + " links of " +
                                                std::to_string(c.cables_total);
}

// Sums the streamed cable plan (the same records the --cables CSV is written from).
Tally enumerated(const cp::Profile& profile, const cp::Plan& plan) {
    cp::Diagnostics errors;
    const cp::FloorPlan floor(profile, cptest::shippedCatalog(), plan.compute.nodes, errors);
    Tally t;
    cp::computeCabling(profile, cptest::shippedCatalog(), floor, *plan.fabric, errors,
                       [&](const cp::CableRecord& c) {
                           ++t.bins[{std::string(c.link->network), std::string(c.link->lower_tier),
                                     std::string(c.link->upper_tier), c.media->id, c.length_m}];
                           ++t.byMedia[c.media->id];
                           ++t.cables;
                           if (c.media->isCopper()) ++t.copper;
                           t.longest_m = std::max(t.longest_m, c.length_m);
                           addModuleEnd(t, c, false);
                           addModuleEnd(t, c, true);
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
    return compareModules(c, t);
}

// The fabric properties' random designs (tests/random_design.h) plus placement, media policy
// and a random floor.
cp::Profile randomDesign(std::mt19937_64& rng) {
    auto among = [](const cptest::RandomPick& pick, const std::vector<std::string>& v) {
        return v[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(v.size()) - 1))];
    };
    cp::Profile p = cptest::randomFabricProfile(rng, [&](cp::NetworkInput& net, const cptest::RandomPick& pick) {
        net.placement.leaf = *cp::enumFromName<cp::LeafPlacement>(among(pick, {"auto", "in_rack", "row_end", "rail_rack"}));
        net.placement.spine = *cp::enumFromName<cp::SpinePlacement>(among(pick, {"pod_row", "central"}));
        net.placement.core = *cp::enumFromName<cp::CorePlacement>(among(pick, {"central", "other_hall"}));
        if (pick(0, 2) == 0)
            net.media_policy = {
                *cp::enumFromName<cp::MediaPolicy>(among(pick, {"no_aec", "no_aoc", "aoc_over_sr", "optics_only"}))};
    });
    auto pick = [&](std::int64_t lo, std::int64_t hi) { return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng); };
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
                const cp::Profile p =
                    management ? cptest::withManagementNetwork(cptest::shippedProfile(name)) : cptest::shippedProfile(name);
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

    // Larger fabrics, three or four tiers of pods: upper pods over several lower pods, groups that
    // cut across rows of items, tiers whose pods stand in several places. These are what the plan
    // counts per pod in closed form or by pieces, so they are checked against the cable plan too.
    void largeRandomDesigns() {
        std::mt19937_64 rng(20261202);
        int compared = 0;
        for (int i = 0; i < 60; ++i) {
            cp::Profile p = randomDesign(rng);
            p.compute.nodes = std::uniform_int_distribution<std::int64_t>(2048, 12000)(rng);
            p.networks[0].tiers = static_cast<int>(std::uniform_int_distribution<int>(3, 4)(rng));
            p.networks[0].zones = 1;
            const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
            if (!plan.errors.empty() || !plan.cabling) continue;
            const std::string diff = compareCounts(p, plan);
            QVERIFY2(diff.empty(), (diff + "\n" + cp::profileToJsonText(p)).c_str());
            ++compared;
        }
        qInfo("%d large random designs compared", compared);
        QVERIFY(compared >= 40);
    }
};

QTEST_APPLESS_MAIN(TestCablingCounts)
#include "test_cabling_counts.moc"
