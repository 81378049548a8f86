// Cables and modules as bought, on small designs counted by hand: twin-port modules whole per
// switch (not pooled), a node port broken out into two links on one module, splitter cables,
// the BOM per network with what each count counts, optics_only without AOC, and power lines
// whose unit times count is their total (transceivers, NICs).
#include <QtTest>

#include <map>

#include "common/input_error.h"
#include "io/bom_csv.h"
#include "layout/cabling.h"
#include "floor/floor_plan.h"
#include "layout/media_choice.h"
#include "profile/profile_edits.h"
#include "test_support.h"

namespace {

// HGX H100 nodes (8 × 400G) on 64-port QM9700 (32 twin-port OSFP cages), 2 tiers.
cp::Profile base(std::int64_t nodes) {
    cp::Profile p = cptest::shippedProfile("deepseek-v3-ft2-2k");
    p.compute.nodes = nodes;
    return p;
}

// A second network: 6 single-port service hosts in 2 zones of one QM9700 leaf each, on optics.
cp::Profile withServiceNetwork(cp::Profile p) {
    cp::NetworkInput n;
    n.name = "service";
    n.role = cp::NetworkRole::Frontend;
    n.switch_id = "qm9700";
    n.link_speed_gbps = 400;
    n.tiers = 1;
    n.zones = 2;
    n.media_policy = {cp::MediaPolicy::OpticsOnly};
    cp::OtherHosts svc;
    svc.name = "svc";
    svc.count = 6;
    n.other_hosts.push_back(svc);
    p.networks.push_back(n);
    return p;
}

cp::Plan planOf(const cp::Profile& p, const cp::Catalog& catalog = cptest::shippedCatalog()) {
    cp::validateProfile(p, catalog);
    return cp::evaluate(p, catalog);
}

const cp::TransceiverUse* modules(const cp::Plan& plan, const std::string& network, const std::string& module,
                                  const std::string& end) {
    for (const cp::TransceiverUse& t : plan.cabling->transceivers)
        if (t.network == network && t.module == module && t.end == end) return &t;
    return nullptr;
}

// Modules per device from the cable plan, link by link: Σ devices ⌈links on `module` / 2⌉.
std::int64_t perDeviceFromCablePlan(const cp::Profile& p, const cp::Plan& plan, const std::string& network,
                                    const std::string& module, bool upperEnd) {
    cp::Diagnostics errors;
    const cp::FloorPlan floor(p, cptest::shippedCatalog(), plan.compute.nodes, errors);
    std::map<std::string, std::int64_t> ends;
    cp::computeCabling(p, cptest::shippedCatalog(), floor, *plan.fabric, errors, [&](const cp::CableRecord& c) {
        const cp::Media* m = upperEnd ? c.upper_module : c.lower_module;
        const cp::DeviceId& d = upperEnd ? c.link->upper.device : c.link->lower.device;
        if (m && m->id == module && c.link->network == network) ++ends[cp::deviceName(c.link->network, d)];
    });
    std::int64_t count = 0;
    for (const auto& [device, n] : ends) count += (n + 1) / 2;
    return count;
}

cp::Catalog catalogWithTwin(const std::string& media, const std::string& twin) {
    cp::Catalog c = cptest::shippedCatalog();
    for (cp::Media& m : c.media)
        if (m.id == media) m.twin_module = twin;
    return c;
}

}  // namespace

class TestCablingMechanisms : public QObject {
    Q_OBJECT

private slots:
    // Each zone's leaf carries 3 service links on SR optics; a QM9700 cage holds two 400G links
    // on one 800G twin-port module, so each leaf needs ⌈3 / 2⌉ = 2 modules: 4 in all, where
    // pooling the 6 ends over both leaves would say 3. The host ends are single modules: 6.
    void twinModulesAreWholePerSwitch() {
        const cp::Profile p = withServiceNetwork(base(8));
        const cp::Plan plan = planOf(p);
        const cp::TransceiverUse* twin = modules(plan, "service", "800g-sr8", "switch");
        QVERIFY(twin);
        QCOMPARE(twin->count, 4);
        QCOMPARE(twin->count_pooled, 3);
        QCOMPARE(twin->link_ends, 6);
        QCOMPARE(twin->links_per_module, 2);
        QCOMPARE(perDeviceFromCablePlan(p, plan, "service", "800g-sr8", true), 4);  // the cable plan, link by link, agrees
        const cp::TransceiverUse* host = modules(plan, "service", "400g-sr4", "host");
        QVERIFY(host);
        QCOMPARE(host->count, 6);
        // The BOM line says what its count counts.
        bool said = false;
        for (const cp::BomLine& l : plan.cost->bom)
            if (l.network == "service" && l.part == "800g-sr8") said = l.counted == "module per 2 link ends, whole per switch";
        QVERIFY(said);
    }

    // A 400G NIC port broken out into 2 × 200G links (one into each of 2 planes) takes one 400G
    // module carrying both, when the catalog names it as the 200G module's twin: 4 nodes × 8
    // ports = 32 host modules for 64 links (64 single 200G modules without it).
    void brokenOutPortFeedsTwoPlanesFromOneModule() {
        cp::Profile p = base(4);
        p.networks[0].link_speed_gbps = 200;
        p.networks[0].planes = 2;
        p.networks[0].tiers = 1;
        p.networks[0].media_policy = {cp::MediaPolicy::OpticsOnly};
        const cp::Catalog catalog = catalogWithTwin("200g-sr4", "400g-sr4");
        const cp::Plan plan = planOf(p, catalog);
        QCOMPARE(plan.fabric->networks[0].endpoints, 64);
        const cp::TransceiverUse* host = modules(plan, "backend", "400g-sr4", "host");
        QVERIFY2(host, "the twin module serves the host ends");
        QCOMPARE(host->count, 32);
        QCOMPARE(host->link_ends, 64);
        const cp::Plan plain = planOf(p);
        QCOMPARE(modules(plain, "backend", "200g-sr4", "host")->count, 64);
    }

    // With a splitter in the catalog (the 400G DAC's twin: one 800G twin-port end, two 400G ends),
    // the 32 host links of one in-rack QM9700 leaf (4 HGX nodes in its rack) are 16 splitters at
    // $450 instead of 32 DACs at $250: 32 links, 16 cables bought.
    void splitterCablesCarryTwoLinks() {
        cp::Profile p = base(4);
        p.networks[0].tiers = 1;
        p.layout.given = true;
        p.layout.nodes_per_rack = 4;
        p.layout.rack_power_kw = 45;  // 4 × 10.2 kW nameplate
        const cp::Catalog catalog = catalogWithTwin("400g-dac", "800g-dac");
        const cp::Plan plan = planOf(p, catalog);
        const cp::CablingResult& c = *plan.cabling;
        QCOMPARE(c.cables_total, 32);
        QCOMPARE(c.cable_parts_total, 16);
        QCOMPARE(c.cable_parts.size(), std::size_t(1));
        QCOMPARE(c.cable_parts[0].part, std::string("800g-dac"));
        QCOMPARE(c.cable_parts[0].link_media, std::string("400g-dac"));
        QCOMPARE(c.cable_parts[0].links, 32);
        QCOMPARE(c.price_usd, 16 * 450.0);
        const auto line =
            std::find_if(plan.cost->bom.begin(), plan.cost->bom.end(), [](const cp::BomLine& l) { return l.part == "800g-dac"; });
        QVERIFY(line != plan.cost->bom.end());
        QCOMPARE(line->quantity, 16);
        QCOMPARE(line->counted, std::string("cable per 2 host links, whole per switch"));
        QVERIFY2(QString::fromStdString(line->item).contains("splitter"), line->item.c_str());
        const cp::Plan plain = planOf(p);  // the shipped catalog has no splitter: one DAC per link
        QCOMPARE(plain.cabling->cable_parts_total, 32);
    }

    // Lines per network: each network's switches and optics on lines of their own, with the
    // network named; the CSV carries the network and what each count counts.
    void bomPerNetwork() {
        const cp::Plan plan = planOf(withServiceNetwork(base(8)));
        std::map<std::string, std::int64_t> switchesByNetwork;
        for (const cp::BomLine& l : plan.cost->bom) {
            if (l.category == cp::BomCategory::NetworkSwitches) switchesByNetwork[l.network] += l.quantity;
            if (l.category == cp::BomCategory::Compute || l.category == cp::BomCategory::Storage) QVERIFY(l.network.empty());
            if (l.category == cp::BomCategory::OpticsAndCables) QVERIFY(!l.network.empty());
            QVERIFY2(!l.counted.empty(), l.item.c_str());
        }
        QCOMPARE(switchesByNetwork["service"], 2);
        QCOMPARE(switchesByNetwork["backend"], plan.fabric->networks[0].switches_total);
        const std::string csv = cp::bomCsvText(plan);
        QVERIFY(csv.rfind("category,network,item,part,quantity,counted,", 0) == 0);
        QVERIFY(csv.find("network switches,service,") != std::string::npos);
    }

    // optics_only: pluggable optics on fibre, neither copper nor AOC, at any length.
    void opticsOnlyHasNoAoc() {
        const cp::MediaSelector selector(cptest::shippedCatalog(), 400, {cp::MediaPolicy::OpticsOnly});
        for (double length : {1.0, 5.0, 20.0, 45.0, 100.0, 400.0}) {
            const cp::MediaChoice c = selector.choose(length);
            QVERIFY(c.media);
            QVERIFY2(c.media->pluggable_ends == 2, c.media->id.c_str());
        }
        cp::Profile both = base(8);
        both.networks[0].media_policy = {cp::MediaPolicy::OpticsOnly, cp::MediaPolicy::AocOverSr};
        QVERIFY2(QString::fromStdString(cptest::validationError(both))
                     .startsWith("/networks/0/media_policy: optics_only allows pluggable optics on fibre only"),
                 cptest::validationError(both).c_str());
    }

    // Every power line is count × unit power: the optics per module and cable model, the NICs
    // per NIC model (a DGX A100 has 8 + 1 ConnectX-6: 9 per node when a storage network cables the
    // ninth, not one).
    void powerLinesAreCountTimesUnit() {
        for (const std::string& name :
             {std::string("fire-flyer-2"), std::string("h100-98k-rail-ib"), std::string("dgx-a100-10k")}) {
            const cp::Plan plan = cptest::planOf(name);
            for (const cp::PowerLine& l : plan.power->breakdown) {
                if (l.component == cp::PowerComponent::OtherIt) continue;
                QVERIFY2(l.unit_w > 0, (name + ": " + l.label()).c_str());
                QVERIFY2(cptest::near(static_cast<double>(l.count) * l.unit_w / 1000, l.nameplate_kw, 1e-12),
                         (name + ": " + l.label()).c_str());
            }
        }
        // The storage ConnectX-6 counts once a storage network cables it (power-cost-training.md).
        const cp::Plan dgx = cptest::planOf("dgx-a100-10k");
        auto nicsOf = [](const cp::Plan& plan) {
            return std::find_if(plan.power->breakdown.begin(), plan.power->breakdown.end(),
                                [](const cp::PowerLine& l) { return l.component == cp::PowerComponent::Nics; });
        };
        QCOMPARE(nicsOf(dgx)->count, 8 * dgx.compute.nodes);
        QCOMPARE(nicsOf(dgx)->label(), std::string("NICs cx6-200g"));
        const cp::Plan withStorage = planOf(
            cp::addNetwork(cptest::shippedProfile("dgx-a100-10k"), cptest::shippedCatalog(), cp::NetworkRole::Storage));
        QCOMPARE(nicsOf(withStorage)->count, 9 * withStorage.compute.nodes);
    }
};

QTEST_APPLESS_MAIN(TestCablingMechanisms)
#include "test_cabling_mechanisms.moc"
