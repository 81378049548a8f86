// The structure edits of core/profile/profile_edits.h and design presets, without a GUI: each
// edit's result, each refusal (the JSON path at fault and a reason), round trips (a tier added
// and removed, zones split and merged, a network added and removed), presets as merge patches,
// and that edited profiles validate where they should and are refused where they should not.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <functional>

#include "common/input_error.h"
#include "profile/design_preset.h"
#include "profile/profile_edits.h"
#include "profile/profile_schema.h"
#include "test_support.h"

namespace {

const cp::Catalog& catalog() { return cptest::shippedCatalog(); }

struct Refusal {
    std::string path;
    std::string problem;
};

// The InputError an edit raises; path "(not refused)" when it raises none.
Refusal refusalOf(const std::function<void()>& edit) {
    try {
        edit();
    } catch (const cp::InputError& e) {
        return {e.jsonPath(), e.problem()};
    }
    return {"(not refused)", {}};
}

std::int64_t switchesOf(const cp::Profile& p) {
    const cp::Plan plan = cp::validateProfile(p, catalog());
    return plan.fabric ? plan.fabric->switches_total : -1;
}

const cp::DesignPreset& presetWith(const std::vector<cp::DesignPreset>& presets, const std::string& id) {
    const auto it = std::find_if(presets.begin(), presets.end(), [&](const cp::DesignPreset& p) { return p.id == id; });
    if (it == presets.end()) qFatal("no preset %s", id.c_str());
    return *it;
}

}  // namespace

class TestProfileEdits : public QObject {
    Q_OBJECT

private slots:
    void tiersAddedAndRemoved() {
        const cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        const cp::Profile three = cp::addTier(ff2, 0, 0);
        QCOMPARE(three.networks[0].tiers, std::optional<int>(3));
        QCOMPARE(cptest::validationError(three), std::string());
        QVERIFY(cp::removeTier(three, 0, 0) == ff2);  // the round trip gives the original
        // "auto": the plan's count is where the edit starts.
        cp::Profile autoTiers = ff2;
        autoTiers.networks[0].tiers.reset();
        QCOMPARE(cp::addTier(autoTiers, 0, 2).networks[0].tiers, std::optional<int>(3));
        QCOMPARE(cp::removeTier(autoTiers, 0, 2).networks[0].tiers, std::optional<int>(1));
        // A build-out tier and a per-tier switch above the new top go with the tier.
        cp::Profile dgx = cptest::shippedProfile("dgx-a100-10k");
        dgx.networks[0].build_out_from_tier = 3;
        dgx.networks[0].tier_switches = {"", "", "cs8500"};
        const cp::Profile two = cp::removeTier(dgx, 0, 0);
        QCOMPARE(two.networks[0].tiers, std::optional<int>(2));
        QVERIFY(!two.networks[0].build_out_from_tier);
        QCOMPARE(two.networks[0].tier_switches.size(), std::size_t(2));
    }

    void tierRefusals() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        p.networks[0].tiers = 4;
        Refusal r = refusalOf([&] { cp::addTier(p, 0, 0); });
        QCOMPARE(r.path, std::string("/networks/0/tiers"));
        QVERIFY2(r.problem.find("4 tiers") != std::string::npos, r.problem.c_str());
        p.networks[0].tiers = 1;
        r = refusalOf([&] { cp::removeTier(p, 0, 0); });
        QCOMPARE(r.path, std::string("/networks/0/tiers"));
        QVERIFY2(r.problem.find("remove the network") != std::string::npos, r.problem.c_str());
        p.networks[0].tiers.reset();
        r = refusalOf([&] { cp::addTier(p, 0, 0); });  // "auto" and no plan to say how many
        QCOMPARE(r.path, std::string("/networks/0/tiers"));
        r = refusalOf([&] { cp::addTier(p, 3, 2); });
        QCOMPARE(r.path, std::string("/networks/3"));
        QVERIFY2(r.problem.find("has 1") != std::string::npos, r.problem.c_str());
    }

    void zonesSplitAndMerged() {
        const cp::Profile dgx = cptest::shippedProfile("dgx-a100-10k");
        const cp::Profile split = cp::setZones(dgx, 0, 2);
        QCOMPARE(split.networks[0].zones, std::int64_t(2));
        QCOMPARE(cptest::validationError(split), std::string());
        QVERIFY(cp::setZones(split, 0, 1) == dgx);
        // Merging drops the join; dual-homed storage keeps one NIC per zone.
        cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        ff2.networks[0].zone_join.kind = cp::ZoneJoinKind::Links;
        ff2.networks[0].zone_join.links = 4;
        const cp::Profile merged = cp::setZones(ff2, 0, 1);
        QVERIFY(merged.networks[0].zone_join == cp::ZoneJoin{});
        QCOMPARE(merged.storage.nics_per_server, std::int64_t(1));
        QCOMPARE(cp::setZones(ff2, 0, 4).storage.nics_per_server, std::int64_t(4));
        // Single-homed storage stays single-homed.
        ff2.storage.nics_per_server = 1;
        QCOMPARE(cp::setZones(ff2, 0, 4).storage.nics_per_server, std::int64_t(1));
        // The count itself is the field's rule, checked like any edit.
        QCOMPARE(cptest::validationError(cp::setZones(dgx, 0, 0)).rfind("/networks/0/zones:", 0), std::size_t(0));
        QCOMPARE(refusalOf([&] { cp::setZones(dgx, 1, 2); }).path, std::string("/networks/1"));
    }

    void planesSet() {
        const cp::Profile dgx = cptest::shippedProfile("dgx-a100-10k");
        const cp::Profile two = cp::setPlanes(dgx, 0, 2);
        QCOMPARE(two.networks[0].planes, std::int64_t(2));
        QCOMPARE(cptest::validationError(two), std::string());
        QVERIFY(cp::setPlanes(two, 0, 1) == dgx);
        QCOMPARE(cptest::validationError(cp::setPlanes(dgx, 0, 65)).rfind("/networks/0/planes:", 0), std::size_t(0));
        QCOMPARE(refusalOf([&] { cp::setPlanes(dgx, 2, 2); }).path, std::string("/networks/2"));
    }

    void networksAdded() {
        const cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        QCOMPARE(cp::freeNetworkName(ff2, "backend"), std::string("backend 2"));
        QCOMPARE(cp::freeNetworkName(ff2, "oob"), std::string("oob"));
        // Management: the catalog's slowest port (1G SN2201); storage stays converged.
        const cp::Profile mgmt = cp::addNetwork(ff2, catalog(), cp::NetworkRole::Management);
        QCOMPARE(mgmt.networks.size(), std::size_t(2));
        QCOMPARE(mgmt.networks[1].name, std::string("management"));
        QVERIFY(mgmt.networks[1].role == cp::NetworkRole::Management);
        QCOMPARE(mgmt.networks[1].switch_id, std::string("sn2201"));
        QCOMPARE(mgmt.storage.network, std::string("backend"));
        QCOMPARE(cptest::validationError(mgmt), std::string());
        QVERIFY(cp::removeNetwork(mgmt, 1) == ff2);  // added and removed: the original
        // A storage network takes the converged storage; a second one leaves it there.
        const cp::Profile storage = cp::addNetwork(ff2, catalog(), cp::NetworkRole::Storage);
        QCOMPARE(storage.networks[1].switch_id, std::string("qm8700"));
        QCOMPARE(storage.networks[1].link_speed_gbps, 200.0);
        QCOMPARE(storage.storage.network, std::string("storage"));
        QCOMPARE(cptest::validationError(storage), std::string());
        const cp::Profile second = cp::addNetwork(storage, catalog(), cp::NetworkRole::Storage);
        QCOMPARE(second.networks[2].name, std::string("storage 2"));
        QCOMPARE(second.storage.network, std::string("storage"));
    }

    void networksDuplicatedRenamedRemoved() {
        const cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        const cp::Profile twice = cp::duplicateNetwork(ff2, 0);
        QCOMPARE(twice.networks[1].name, std::string("backend 2"));
        QCOMPARE(twice.networks[1].zones, ff2.networks[0].zones);
        QCOMPARE(twice.storage.network, std::string("backend"));
        QCOMPARE(cptest::validationError(twice), std::string());
        // Storage follows a rename.
        const cp::Profile renamed = cp::renameNetwork(ff2, 0, "fabric");
        QCOMPARE(renamed.networks[0].name, std::string("fabric"));
        QCOMPARE(renamed.storage.network, std::string("fabric"));
        QCOMPARE(cptest::validationError(renamed), std::string());
        QVERIFY(cp::renameNetwork(renamed, 0, "backend") == ff2);
        // A taken name is the profile's rule: refused at the later network's name.
        QCOMPARE(cptest::validationError(cp::renameNetwork(twice, 1, "backend")).rfind("/networks/1/name:", 0), std::size_t(0));
        // Removing: not the network storage attaches to, not the last one.
        Refusal r = refusalOf([&] { cp::removeNetwork(twice, 0); });
        QCOMPARE(r.path, std::string("/storage/network"));
        QVERIFY2(r.problem.find("180 storage servers") != std::string::npos &&
                     r.problem.find("attach them to another") != std::string::npos,
                 r.problem.c_str());
        r = refusalOf([&] { cp::removeNetwork(cptest::shippedProfile("dgx-a100-10k"), 0); });
        QCOMPARE(r.path, std::string("/networks/0"));
        QVERIFY2(r.problem.find("at least one") != std::string::npos, r.problem.c_str());
        QVERIFY(cp::removeNetwork(twice, 1) == ff2);
        QCOMPARE(refusalOf([&] { cp::duplicateNetwork(ff2, 1); }).path, std::string("/networks/1"));
    }

    void storageAttachedAndRemoved() {
        const cp::Profile dgx = cptest::shippedProfile("dgx-a100-10k");
        const cp::Profile split = cp::setZones(dgx, 0, 2);
        const cp::Profile attached = cp::attachStorage(split, catalog(), 0, 100);
        QCOMPARE(attached.storage.servers, std::int64_t(100));
        QCOMPARE(attached.storage.nics_per_server, std::int64_t(2));  // one NIC into each zone
        QCOMPARE(attached.storage.network, std::string("backend"));
        const cp::Nic* nic = catalog().findNic(attached.storage.nic);
        QVERIFY(nic);
        QCOMPARE(nic->port_speed_gbps.value, 200.0);  // at the network's speed
        QCOMPARE(cptest::validationError(attached), std::string());
        QCOMPARE(cp::attachStorage(dgx, catalog(), 0, 10, "cx6-200g").storage.nics_per_server, std::int64_t(1));
        QVERIFY(cp::removeStorage(attached) == split);
        const Refusal r = refusalOf([&] { cp::attachStorage(dgx, catalog(), 0, 0); });
        QCOMPARE(r.path, std::string("/storage/servers"));
        QVERIFY2(r.problem.find("at least one") != std::string::npos, r.problem.c_str());
    }

    void extraSwitchesAndHosts() {
        const cp::Profile dgx = cptest::shippedProfile("dgx-a100-10k");
        const cp::Profile more = cp::addExtraSwitches(dgx, 0, "", 2, "spares on the shelf");
        QCOMPARE(more.networks[0].extra_switches.size(), std::size_t(1));
        QCOMPARE(more.networks[0].extra_switches[0].switch_id, std::string("qm8700"));  // the network's
        QCOMPARE(switchesOf(more), 1322);
        QVERIFY(cp::removeExtraSwitches(more, 0, 0) == dgx);
        Refusal r = refusalOf([&] { cp::removeExtraSwitches(more, 0, 3); });
        QCOMPARE(r.path, std::string("/networks/0/extra_switches/3"));
        // Count and reason are the fields' rules.
        QCOMPARE(cptest::validationError(cp::addExtraSwitches(dgx, 0, "qm8700", 0, "x"))
                     .rfind("/networks/0/extra_switches/0/count:", 0),
                 std::size_t(0));
        QCOMPARE(cptest::validationError(cp::addExtraSwitches(dgx, 0, "qm8700", 1, ""))
                     .rfind("/networks/0/extra_switches/0/reason:", 0),
                 std::size_t(0));
        cp::Profile hosts = dgx;
        hosts.networks[0].other_hosts.push_back({"login", 4, 1});
        QVERIFY(cp::removeOtherHosts(hosts, 0, "login") == dgx);
        r = refusalOf([&] { cp::removeOtherHosts(hosts, 0, "cpu"); });
        QCOMPARE(r.path, std::string("/networks/0/other_hosts"));
        QVERIFY2(r.problem.find("\"cpu\"") != std::string::npos, r.problem.c_str());
    }

    void chassisAndBack() {
        const cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        QVERIFY(!cp::usesChassis(ff2, catalog(), 0));
        const std::int64_t perFabric = cptest::planOf("fire-flyer-2").fabric->networks[0].endpoints_per_fabric;
        const cp::Profile chassis = cp::toChassis(ff2, catalog(), 0, perFabric);
        QVERIFY(cp::usesChassis(chassis, catalog(), 0));
        QVERIFY(chassis.networks[0].tier_switches == std::vector<std::string>{"cs8500"});
        QCOMPARE(switchesOf(chassis), 2 + 2);  // one chassis per zone + the listed extras
        const cp::Profile back = cp::fromChassis(chassis, catalog(), 0);
        QVERIFY(!cp::usesChassis(back, catalog(), 0));
        QVERIFY(!back.networks[0].tiers);  // auto: the fewest that fit
        QCOMPARE(switchesOf(back), 122);
        Refusal r = refusalOf([&] { cp::toChassis(ff2, catalog(), 0, 1'000'000); });
        QCOMPARE(r.path, std::string("/networks/0/switch"));
        QVERIFY2(r.problem.find("1,000,000 ports at 200G") != std::string::npos, r.problem.c_str());
        QCOMPARE(refusalOf([&] { cp::toChassis(ff2, catalog(), 0, 0); }).path, std::string("/networks/0"));
        cp::Profile allChassis = chassis;
        allChassis.networks[0].switch_id = "cs8500";
        r = refusalOf([&] { cp::fromChassis(allChassis, catalog(), 0); });
        QCOMPARE(r.path, std::string("/networks/0/switch"));
        QVERIFY2(r.problem.find("fixed switch") != std::string::npos, r.problem.c_str());
    }

    // Every shipped profile: a tier added and removed, zones split and merged, a network
    // duplicated and removed give the profile back.
    void roundTripsOnShippedProfiles() {
        for (const std::string& name : cptest::shippedProfileNames()) {
            const cp::Profile p = cptest::shippedProfile(name);
            for (std::size_t n = 0; n < p.networks.size(); ++n) {
                const cp::NetworkInput& net = p.networks[n];
                if (net.tiers && *net.tiers < 4) QVERIFY2(cp::removeTier(cp::addTier(p, n, 0), n, 0) == p, name.c_str());
                if (net.zones == 1) QVERIFY2(cp::setZones(cp::setZones(p, n, 3), n, 1) == p, name.c_str());
                QVERIFY2(cp::removeNetwork(cp::duplicateNetwork(p, n), p.networks.size()) == p, name.c_str());
            }
        }
    }

    void presetsLoadAsMergePatches() {
        cp::Diagnostics problems;
        const std::vector<cp::DesignPreset> presets = cp::loadDesignPresets(cptest::dataDir(), problems);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
        QCOMPARE(presets.size(), std::size_t(6));
        QCOMPARE(presets.front().id, std::string("1-leaf-spine"));
        QCOMPARE(presets.front().name, std::string("2-tier leaf-spine"));
        // Every design key is a network field.
        for (const std::string& key : cp::presetDesignKeys())
            QVERIFY2(key == "zone_join" || cp::findProfileField("/networks/0/" + key), key.c_str());
        // The patch: the preset's keys, null for the rest, a join object completed with nulls.
        const cp::Json patch = cp::presetPatch(presetWith(presets, "6-oversubscribed-pods"));
        QCOMPARE(patch.size(), cp::presetDesignKeys().size());
        QCOMPARE(patch.at("zones").get<int>(), 4);
        QVERIFY(patch.at("planes").is_null());
        QVERIFY(patch.at("zone_join").contains("links") && patch.at("zone_join").at("links").is_null());
        QCOMPARE(patch.at("zone_join").at("kind").get<std::string>(), std::string("tier"));
    }

    void presetsApplied() {
        cp::Diagnostics problems;
        const std::vector<cp::DesignPreset> presets = cp::loadDesignPresets(cptest::dataDir(), problems);
        const cp::Profile ff2 = cptest::shippedProfile("fire-flyer-2");
        // The Fire-Flyer endpoints on one 3-tier tree: 80 + 80 + 40 + the 2 extras.
        const cp::Profile tree = cp::applyDesignPreset(ff2, catalog(), 0, presetWith(presets, "2-fat-tree-3tier"));
        QCOMPARE(tree.networks[0].zones, std::int64_t(1));
        QCOMPARE(tree.networks[0].tiers, std::optional<int>(3));
        QVERIFY(tree.networks[0].extra_switches == ff2.networks[0].extra_switches);  // extras stay
        QCOMPARE(switchesOf(tree), 202);
        // Back to Fire-Flyer's design: the original profile.
        QVERIFY(cp::applyDesignPreset(tree, catalog(), 0, presetWith(presets, "3-fire-flyer-zones")) == ff2);
        // A join object replaces the network's, it does not merge into it.
        cp::Profile joined = cptest::shippedProfile("dgx-a100-10k");
        joined.networks[0].zone_join.kind = cp::ZoneJoinKind::Links;
        joined.networks[0].zone_join.links = 8;
        const cp::Profile pods = cp::applyDesignPreset(joined, catalog(), 0, presetWith(presets, "6-oversubscribed-pods"));
        QVERIFY(pods.networks[0].zone_join.kind == cp::ZoneJoinKind::Tier);
        QCOMPARE(pods.networks[0].zone_join.links, std::int64_t(0));
        QCOMPARE(pods.networks[0].zone_join.oversubscription, 7.0);
        QVERIFY(!pods.networks[0].build_out_endpoints);  // a design key the preset leaves out
        // A design that cannot be built is refused by validation, naming the planes.
        const cp::Profile planes = cp::applyDesignPreset(ff2, catalog(), 0, presetWith(presets, "4-multi-plane"));
        QVERIFY2(cptest::validationError(planes).find("plane") != std::string::npos, cptest::validationError(planes).c_str());
        QCOMPARE(refusalOf([&] { cp::applyDesignPreset(ff2, catalog(), 1, presets.front()); }).path, std::string("/networks/1"));
        // A value the reader refuses names its place in the profile.
        cp::DesignPreset bad{"bad", "bad", "", cp::Json{{"tiers", 7}}};
        const Refusal r = refusalOf([&] { cp::applyDesignPreset(ff2, catalog(), 0, bad); });
        QCOMPARE(r.path, std::string("/networks/0/tiers"));
    }

    void badPresetFilesAreReported() {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString() + "/presets";
        std::filesystem::create_directories(folder);
        std::ofstream(folder + "/bad.json") << "{\"name\": 1}";
        std::ofstream(folder + "/extra.json") << R"({"name": "x", "network": {"tiers": 2, "switch": "qm9700"}})";
        std::ofstream(folder + "/notes.txt") << "not a preset";
        cp::Diagnostics problems;
        const std::vector<cp::DesignPreset> presets = cp::loadDesignPresets(dir.path().toStdString(), problems);
        QCOMPARE(presets.size(), std::size_t(1));  // extra.json, without its switch
        QVERIFY(!presets[0].network.contains("switch"));
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0].path, std::string("/name"));
        QVERIFY2(problems[0].message.find("bad.json") != std::string::npos, problems[0].message.c_str());
        QCOMPARE(problems[1].path, std::string("/network/switch"));
        QVERIFY2(problems[1].message.find("not a design key") != std::string::npos, problems[1].message.c_str());
        problems.clear();
        QVERIFY(cp::loadDesignPresets(dir.path().toStdString() + "/none", problems).empty());
        QVERIFY(problems.empty());
    }
};

QTEST_APPLESS_MAIN(TestProfileEdits)
#include "test_profile_edits.moc"
