#include "io/plan_json.h"

#include "common/json_reader.h"

namespace cp {

namespace {

Json computeJson(const ComputeResult& c) {
    Json peaks;
    for (Precision p : kPrecisions) {
        const auto& v = c.peakPflops(p);
        peaks[precisionKey(p)] = v ? Json(*v) : Json(nullptr);  // null: the GPU has no such rate
    }
    return Json{{"node_type", c.node_type_id}, {"gpu", c.gpu_id},   {"nodes", c.nodes},
                {"gpus", c.gpus},               {"gpus_per_node", c.gpus_per_node}, {"peak_pflops", peaks}};
}

Json tierJson(const TierResult& t, const std::string& network) {
    return Json{{"network", network},        {"name", t.name},
                {"switch", t.switch_id},     {"count", t.count},
                {"count_compact", t.count_compact},
                {"ports_down", t.ports_down}, {"ports_up", t.ports_up},
                {"ports_spare", t.ports_spare}, {"links_up", t.links_up}};
}

Json fabricJson(const FabricResult& f) {
    Json networks = Json::array();
    Json tiers = Json::array();
    for (const NetworkResult& n : f.networks) {
        Json groups = Json::array();
        for (const EndpointGroup& g : n.endpoint_groups)
            groups.push_back(Json{{"kind", g.kind}, {"hosts", g.hosts}, {"ports_per_host", g.ports_per_host}, {"ports", g.ports}});
        Json netTiers = Json::array();
        for (const TierResult& t : n.tiers) {
            netTiers.push_back(tierJson(t, n.name));
            tiers.push_back(tierJson(t, n.name));
        }
        networks.push_back(Json{{"name", n.name},
                                {"role", n.role},
                                {"switch", n.switch_id},
                                {"link_speed_gbps", n.link_speed_gbps},
                                {"radix", n.radix},
                                {"endpoints", n.endpoints},
                                {"endpoint_groups", groups},
                                {"zones", n.zones},
                                {"planes", n.planes},
                                {"endpoints_per_fabric", n.endpoints_per_fabric},
                                {"tier_count", n.tier_count},
                                {"max_endpoints_per_fabric", n.max_endpoints_per_fabric},
                                {"tiers", netTiers},
                                {"extra_switches", n.extra_switches},
                                {"switches_total", n.switches_total},
                                {"links_total", n.switch_links_total},
                                {"endpoint_links_total", n.endpoint_links_total}});
    }
    return Json{{"switches_total", f.switches_total},
                {"links_total", f.links_total},
                {"endpoint_links_total", f.endpoint_links_total},
                {"tiers", tiers},
                {"networks", networks}};
}

}  // namespace

std::string planToJsonText(const Plan& plan, bool withExplain) {
    Json doc;
    doc["profile"] = plan.profile_name;
    doc["compute"] = computeJson(plan.compute);
    if (plan.fabric) doc["fabric"] = fabricJson(*plan.fabric);
    Json warnings = Json::array();
    for (const Diagnostic& w : plan.warnings) warnings.push_back(Json{{"path", w.path}, {"message", w.message}});
    doc["warnings"] = warnings;
    if (withExplain) {
        Json explain = Json::array();
        for (const Explanation& e : plan.explanations)
            explain.push_back(Json{{"key", e.key}, {"label", e.label}, {"formula", e.formula},
                                   {"substituted", e.substituted}, {"sources", e.sources}});
        doc["explain"] = explain;
    }
    return doc.dump(2) + "\n";
}

}  // namespace cp
