// The fabric and cabling sections' outputs.
#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

Json tierJson(const TierResult& t, const std::string& network) {
    Json j{{"network", network},
           {"name", t.name},
           {"switch", t.switch_id},
           {"radix", t.radix},
           {"down_ports_per_switch", t.down_ports_per_switch},
           {"up_ports_per_switch", t.up_ports_per_switch},
           {"count", t.count},
           {"count_populated", t.count_populated},
           {"count_compact", t.count_compact},
           {"pods", t.pods},
           {"group_size", t.group_size},
           {"bundle", t.bundle},
           {"ports_down", t.ports_down},
           {"ports_up", t.ports_up},
           {"ports_spare", t.ports_spare},
           {"links_up", t.links_up},
           {"down_speed_gbps", t.down_speed_gbps},
           {"up_speed_gbps", t.up_speed_gbps},
           {"oversubscription_requested", t.oversubscription_requested},
           {"oversubscription_achieved", t.oversubscription_achieved}};
    if (t.line_cards) j["line_cards"] = t.line_cards;
    return j;
}

Json leafClassJson(const LeafClassResult& c) {
    return Json{{"hosts", c.hosts},
                {"count", c.count},
                {"down_ports_per_switch", c.down_ports_per_switch},
                {"up_ports_per_switch", c.up_ports_per_switch},
                {"ports_down", c.ports_down},
                {"links_up", c.links_up},
                {"oversubscription_requested", c.oversubscription_requested},
                {"oversubscription_achieved", c.oversubscription_achieved}};
}

Json linkClassJson(const LinkClass& c) {
    Json j{{"from", c.from}, {"to", c.to}, {"plane", c.plane}, {"speed_gbps", c.speed_gbps}, {"count", c.count}};
    j["zone"] = c.zone >= 0 ? Json(c.zone) : Json(nullptr);
    if (c.rail >= 0) j["rail"] = c.rail;
    return j;
}

// Every network's tiers in one list, each naming its network.
Json tiersJson(const FabricResult& f) {
    Json tiers = Json::array();
    for (const NetworkResult& n : f.networks)
        for (const TierResult& t : n.tiers) tiers.push_back(tierJson(t, n.name));
    return tiers;
}

Json networkJson(const NetworkResult& n) {
    Json groups = Json::array();
    for (const EndpointGroup& g : n.endpoint_groups)
        groups.push_back(Json{{"kind", g.kind},
                              {"hosts", g.hosts},
                              {"ports_per_host", g.ports_per_host},
                              {"breakout", g.breakout},
                              {"ports", g.ports},
                              {"mapping", g.mapping}});
    Json tiers = Json::array();
    for (const TierResult& t : n.tiers) tiers.push_back(tierJson(t, n.name));
    Json classes = Json::array();
    for (const LinkClass& c : n.link_classes) classes.push_back(linkClassJson(c));
    Json leafClasses = Json::array();
    for (const LeafClassResult& c : n.leaf_classes) leafClasses.push_back(leafClassJson(c));
    return Json{{"name", n.name},
                {"role", enumText(n.role)},
                {"switch", n.switch_id},
                {"link_speed_gbps", n.link_speed_gbps},
                {"endpoints", n.endpoints},
                {"endpoint_groups", groups},
                {"zones", n.zones},
                {"zone_join", enumText(n.zone_join)},
                {"inter_zone_links", n.inter_zone_links},
                {"planes", n.planes},
                {"rails", n.rails},
                {"scalable_units", n.scalable_units},
                {"endpoints_per_fabric", n.endpoints_per_fabric},
                {"tier_count", n.tier_count},
                {"max_endpoints_per_fabric", n.max_endpoints_per_fabric},
                {"max_endpoints", n.max_endpoints},
                {"tiers", tiers},
                {"link_classes", classes},
                {"leaf_classes", leafClasses},
                {"spare_port_hosts", n.spare_port_hosts},
                {"extra_switches", n.extra_switches},
                {"switches_total", n.switches_total},
                {"switches_compact_total", n.switches_compact_total},
                {"links_total", n.switch_links_total},
                {"endpoint_links_total", n.endpoint_links_total}};
}

Json networksJson(const FabricResult& f) {
    Json networks = Json::array();
    for (const NetworkResult& n : f.networks) networks.push_back(networkJson(n));
    return networks;
}

Json byMediaJson(const CablingResult& c) {
    Json byMedia = Json::array();
    for (const MediaUse& m : c.by_media)
        byMedia.push_back(Json{{"media", m.media},
                               {"class", m.media_class},
                               {"speed_gbps", m.speed_gbps},
                               {"count", m.cables},
                               {"transceivers", m.transceivers},
                               {"power_w", m.power_w},
                               {"price_usd", m.price_usd}});
    return byMedia;
}

Json byLengthJson(const CablingResult& c) {
    Json byLength = Json::array();
    for (const CableBin& b : c.by_length)
        byLength.push_back(Json{{"network", b.network},
                                {"from", b.from},
                                {"to", b.to},
                                {"media", b.media},
                                {"length_m", b.length_m},
                                {"count", b.count}});
    return byLength;
}

Json modulesJson(const CablingResult& c) {
    Json modules = Json::array();
    for (const TransceiverUse& t : c.transceivers)
        modules.push_back(Json{{"network", t.network},
                               {"module", t.module},
                               {"end", t.end},
                               {"count", t.count},
                               {"count_pooled", t.count_pooled},
                               {"link_ends", t.link_ends},
                               {"links_per_module", t.links_per_module},
                               {"power_w", t.power_w},
                               {"price_usd", t.price_usd}});
    return modules;
}

Json cablePartsJson(const CablingResult& c) {
    Json parts = Json::array();
    for (const CablePart& p : c.cable_parts)
        parts.push_back(Json{{"network", p.network},
                             {"part", p.part},
                             {"link_media", p.link_media},
                             {"length_m", p.length_m},
                             {"count", p.count},
                             {"links", p.links}});
    return parts;
}

}  // namespace

void addFabricOutputs(OutputList& m) {
    constexpr auto fabric = &Plan::fabric;
    constexpr auto kCount = MetricFormat::Count;
    out(m,
        {.key = "/fabric/switches_total",
         .id = "switches",
         .label = CP_LABEL("Output", "switches"),
         .format = kCount,
         .explanation = "fabric.switches_total"},
        fabric, &FabricResult::switches_total);
    derived(m, {.key = "/derived/switches_per_1k_gpus",
                .id = "switches_per_1k_gpus",
                .label = CP_LABEL("Output", "switches per 1,000 GPUs"),
                .better = Better::Lower,
                .decimals = 1,
                .section = "fabric",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    if (!p.fabric || p.compute.gpus <= 0) return std::nullopt;
                    return 1000 * static_cast<double>(p.fabric->switches_total) / static_cast<double>(p.compute.gpus);
                }});
    out(m,
        {.key = "/fabric/switches_compact_total", .label = CP_LABEL("Output", "switches by port arithmetic"), .format = kCount},
        fabric, &FabricResult::switches_compact_total);
    out(m,
        {.key = "/fabric/links_total",
         .id = "switch_links",
         .label = CP_LABEL("Output", "switch-to-switch links"),
         .format = kCount,
         .explanation = "fabric.links_total"},
        fabric, &FabricResult::links_total);
    out(m,
        {.key = "/fabric/endpoint_links_total",
         .label = CP_LABEL("Output", "endpoint links"),
         .format = kCount,
         .explanation = "fabric.endpoint_links_total"},
        fabric, &FabricResult::endpoint_links_total);
    table(m, "/fabric/tiers", fabric, tiersJson);
    table(m, "/fabric/networks", fabric, networksJson);
    derived(m, {.key = "/fabric/networks/0/tier_count",
                .label = CP_LABEL("Output", "tiers (first network)"),
                .format = kCount,
                .section = "fabric",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    if (!p.fabric || p.fabric->networks.empty()) return std::nullopt;
                    return static_cast<double>(p.fabric->networks.front().tier_count);
                }});
}

void addCablingOutputs(OutputList& m) {
    constexpr auto cabling = &Plan::cabling;
    constexpr auto kCount = MetricFormat::Count;
    out(m, {.key = "/cabling/layout_defaults"}, cabling, &CablingResult::layout_defaults);
    out(m,
        {.key = "/cabling/nodes_per_rack",
         .label = CP_LABEL("Output", "nodes per rack"),
         .format = kCount,
         .explanation = "cabling.nodes_per_rack",
         .offered = false},
        cabling, &CablingResult::nodes_per_rack);
    out(m, {.key = "/cabling/racks", .label = CP_LABEL("Output", "racks"), .format = kCount}, cabling, &CablingResult::racks);
    out(m,
        {.key = "/cabling/halls",
         .label = CP_LABEL("Output", "halls"),
         .format = kCount,
         .explanation = "cabling.halls",
         .offered = false},
        cabling, &CablingResult::halls);
    out(m,
        {.key = "/cabling/cables_total",
         .id = "cables",
         .label = CP_LABEL("Output", "cables"),
         .format = kCount,
         .explanation = "cabling.cables_total"},
        cabling, &CablingResult::cables_total);
    out(m,
        {.key = "/cabling/cable_parts_total",
         .label = CP_LABEL("Output", "cables bought"),
         .format = kCount,
         .explanation = "cabling.cable_parts_total",
         .offered = false},
        cabling, &CablingResult::cable_parts_total);
    out(m,
        {.key = "/cabling/transceivers_total",
         .id = "transceivers",
         .label = CP_LABEL("Output", "transceivers"),
         .format = kCount,
         .explanation = "cabling.transceivers_total"},
        cabling, &CablingResult::transceivers_total);
    out(m,
        {.key = "/cabling/copper_cables",
         .label = CP_LABEL("Output", "copper cables"),
         .format = kCount,
         .explanation = "cabling.copper_cables",
         .offered = false},
        cabling, &CablingResult::copper_cables);
    out(m,
        {.key = "/cabling/copper_share",
         .label = CP_LABEL("Output", "copper share"),
         .format = MetricFormat::Share,
         .decimals = 1,
         .explanation = "cabling.copper_share"},
        cabling, &CablingResult::copper_share);
    out(m,
        {.key = "/cabling/power_w",
         .label = CP_LABEL("Output", "optics power"),
         .unit = "W",
         .explanation = "cabling.power_w",
         .offered = false},
        cabling, &CablingResult::power_w);
    out(m,
        {.key = "/cabling/price_usd",
         .label = CP_LABEL("Output", "optics and cables"),
         .unit = "USD",
         .format = MetricFormat::Money},
        cabling, &CablingResult::price_usd);
    out(m,
        {.key = "/cabling/longest_m",
         .label = CP_LABEL("Output", "longest cable"),
         .unit = "m",
         .decimals = 1,
         .explanation = "cabling.longest_m",
         .offered = false},
        cabling, &CablingResult::longest_m);
    table(m, "/cabling/by_media", cabling, byMediaJson);
    table(m, "/cabling/transceivers", cabling, modulesJson);
    table(m, "/cabling/cable_parts", cabling, cablePartsJson);
    table(m, "/cabling/by_length", cabling, byLengthJson);
}

}  // namespace cp::outputs
