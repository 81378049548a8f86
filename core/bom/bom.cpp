#include "bom/bom.h"

#include <map>

#include "common/format.h"

namespace cp {

namespace {

// Switches by network and model (tiers and listed extras together), then the network's chassis
// line cards: counted so they can be ordered; their price and power are in the chassis'.
void addSwitches(const Catalog& catalog, const NetworkResult& net, std::vector<BomLine>& bom) {
    std::map<std::string, std::int64_t> switches;
    std::vector<std::string> order;
    auto add = [&](const std::string& id, std::int64_t count) {
        if (!switches.count(id)) order.push_back(id);
        switches[id] += count;
    };
    for (const TierResult& t : net.tiers) add(t.switch_id, t.count);
    for (const ExtraSwitchGroup& e : net.extra_switch_groups) add(e.switch_id, e.count);
    for (const std::string& id : order) {
        const Switch& sw = *catalog.findSwitch(id);
        bom.push_back({BomCategory::NetworkSwitches, sw.name, sw.id, switches[id], sw.price_usd.value, sw.power_typical_w.value,
                       sw.price_usd.source, net.name, "switch", ""});
    }
    for (const TierResult& t : net.tiers)
        if (t.line_cards > 0)
            bom.push_back({BomCategory::NetworkSwitches, "line card for " + t.switch_id + " (" + net.name + " " + t.name + ")",
                           t.switch_id + "-line-card", t.line_cards, 0, 0, "assumption: included in the chassis price and power",
                           net.name, "line card", ""});
}

// "module per 2 link ends, whole per switch": what one transceiver of the line is.
std::string moduleCounting(const TransceiverUse& t) {
    if (t.links_per_module < 2) return "module per link end";
    return "module per " + std::to_string(t.links_per_module) + " link ends, whole per " + t.end;
}

// One network's transceivers as bought, then its cables by part and ordered length; units as the
// cabling counted them.
void addOptics(const Catalog& catalog, const CablingResult& cabling, const std::string& network, std::vector<BomLine>& bom) {
    for (const TransceiverUse& t : cabling.transceivers) {
        if (t.network != network) continue;
        const Media& m = *catalog.findMedia(t.module);
        bom.push_back({BomCategory::OpticsAndCables, m.name + " (" + t.end + " end)", m.id, t.count, t.unit_price_usd,
                       t.unit_power_w, m.price_usd_per_end.source, network, moduleCounting(t), t.end});
    }
    for (const CablePart& c : cabling.cable_parts) {
        if (c.network != network) continue;
        const Media& m = *catalog.findMedia(c.part);
        const std::string what = c.splitter() ? m.name + ": splitter, one twin end to two " + c.link_media + " host ends"
                                 : m.isAssembly() ? m.name
                                                  : m.name + ": fibre patch";
        const std::string counting = c.splitter() ? "cable per 2 host links, whole per switch" : "cable per link";
        bom.push_back({BomCategory::OpticsAndCables, what + ", " + formatNumber(c.length_m) + " m", m.id, c.count,
                       c.unit_price_usd, c.unit_power_w, m.price_usd_per_cable.source, network, counting, ""});
    }
}

}  // namespace

std::vector<BomLine> buildBom(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                              const FabricResult& fabric, const CablingResult& cabling) {
    std::vector<BomLine> bom;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    bom.push_back({BomCategory::Compute, node.name, node.id, compute.nodes, node.price_usd.value, node.power_max_w.value,
                   node.price_usd.source, "", "node", ""});
    for (const NetworkResult& net : fabric.networks) addSwitches(catalog, net, bom);
    for (const NetworkResult& net : fabric.networks) addOptics(catalog, cabling, net.name, bom);
    if (profile.storage.servers > 0)
        bom.push_back({BomCategory::Storage,
                       "storage server (" + profile.storage.nic + " × " + std::to_string(profile.storage.nics_per_server) + ")",
                       "storage-server", profile.storage.servers, profile.storage.server_price_usd,
                       profile.storage.server_power_w, "profile storage.server_price_usd (assumption)", "", "server", ""});
    if (profile.cost.rack_price_usd > 0)
        bom.push_back({BomCategory::Compute, "rack (" + std::to_string(profile.layout.rack_units) + " U, PDUs)", "rack",
                       cabling.racks, profile.cost.rack_price_usd, 0, "profile cost.rack_price_usd (assumption)", "", "rack", ""});
    return bom;
}

}  // namespace cp
