#include "bom/bom.h"

#include <map>

#include "common/format.h"

namespace cp {

namespace {

// Switches by model, all networks and tiers together (listed extras included), then the
// chassis line cards: counted so they can be ordered; their price and power are in the chassis'.
void addSwitches(const Catalog& catalog, const FabricResult& fabric, std::vector<BomLine>& bom) {
    std::map<std::string, std::int64_t> switches;
    std::vector<std::string> order;
    auto add = [&](const std::string& id, std::int64_t count) {
        if (!switches.count(id)) order.push_back(id);
        switches[id] += count;
    };
    for (const NetworkResult& net : fabric.networks) {
        for (const TierResult& t : net.tiers) add(t.switch_id, t.count);
        for (const ExtraSwitchGroup& e : net.extra_switch_groups) add(e.switch_id, e.count);
    }
    for (const std::string& id : order) {
        const Switch& sw = *catalog.findSwitch(id);
        bom.push_back({BomCategory::NetworkSwitches, sw.name, sw.id, switches[id], sw.price_usd.value, sw.power_typical_w.value,
                       sw.price_usd.source});
    }
    for (const NetworkResult& net : fabric.networks)
        for (const TierResult& t : net.tiers)
            if (t.line_cards > 0)
                bom.push_back({BomCategory::NetworkSwitches,
                               "line card for " + t.switch_id + " (" + net.name + " " + t.name + ")", t.switch_id + "-line-card",
                               t.line_cards, 0, 0, "assumption: included in the chassis price and power"});
}

// Transceivers as bought, then cables by medium and ordered length; units as the cabling counted them.
void addOptics(const Catalog& catalog, const CablingResult& cabling, std::vector<BomLine>& bom) {
    for (const TransceiverUse& t : cabling.transceivers) {
        const Media& m = *catalog.findMedia(t.module);
        bom.push_back({BomCategory::OpticsAndCables, m.name + " (" + t.end + " end)", m.id, t.count, t.unit_price_usd,
                       t.unit_power_w, m.price_usd_per_end.source});
    }
    std::map<std::pair<std::string, double>, std::int64_t> cables;
    for (const CableBin& b : cabling.by_length) cables[{b.media, b.length_m}] += b.count;
    for (const auto& [key, count] : cables) {
        const Media& m = *catalog.findMedia(key.first);
        const MediaUse& use = *cabling.mediaUse(m.id);
        const std::string what = m.isAssembly() ? m.name : m.name + ": fibre patch";
        bom.push_back({BomCategory::OpticsAndCables, what + ", " + formatNumber(key.second) + " m", m.id, count,
                       use.cable_unit_price_usd, use.cable_unit_power_w, m.price_usd_per_cable.source});
    }
}

}  // namespace

std::vector<BomLine> buildBom(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                              const FabricResult& fabric, const CablingResult& cabling) {
    std::vector<BomLine> bom;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    bom.push_back({BomCategory::Compute, node.name, node.id, compute.nodes, node.price_usd.value, node.power_max_w.value,
                   node.price_usd.source});
    addSwitches(catalog, fabric, bom);
    addOptics(catalog, cabling, bom);
    if (profile.storage.servers > 0)
        bom.push_back({BomCategory::Storage,
                       "storage server (" + profile.storage.nic + " × " + std::to_string(profile.storage.nics_per_server) + ")",
                       "storage-server", profile.storage.servers, profile.storage.server_price_usd,
                       profile.storage.server_power_w, "profile storage.server_price_usd (assumption)"});
    if (profile.cost.rack_price_usd > 0)
        bom.push_back({BomCategory::Compute, "rack (" + std::to_string(profile.layout.rack_units) + " U, PDUs)", "rack",
                       cabling.racks, profile.cost.rack_price_usd, 0, "profile cost.rack_price_usd (assumption)"});
    return bom;
}

}  // namespace cp
