#include "plan/plan_json.h"

#include "common/json_reader.h"
#include "plan/performance_json.h"

namespace cp {

namespace {

Json computeJson(const ComputeResult& c) {
    Json peaks;
    for (Precision p : kPrecisions) {
        const auto& v = c.peakPflops(p);
        peaks[precisionKey(p)] = v ? Json(*v) : Json(nullptr);  // null: the GPU has no such rate
    }
    return Json{{"node_type", c.node_type_id},      {"gpu", c.gpu_id},     {"nodes", c.nodes}, {"gpus", c.gpus},
                {"gpus_per_node", c.gpus_per_node}, {"peak_pflops", peaks}};
}

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

Json networkJson(const NetworkResult& n, Json& allTiers) {
    Json groups = Json::array();
    for (const EndpointGroup& g : n.endpoint_groups)
        groups.push_back(Json{{"kind", g.kind},
                              {"hosts", g.hosts},
                              {"ports_per_host", g.ports_per_host},
                              {"breakout", g.breakout},
                              {"ports", g.ports},
                              {"mapping", g.mapping}});
    Json tiers = Json::array();
    for (const TierResult& t : n.tiers) {
        tiers.push_back(tierJson(t, n.name));
        allTiers.push_back(tierJson(t, n.name));
    }
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

Json fabricJson(const FabricResult& f) {
    Json networks = Json::array();
    Json tiers = Json::array();
    for (const NetworkResult& n : f.networks) networks.push_back(networkJson(n, tiers));
    return Json{{"switches_total", f.switches_total},
                {"switches_compact_total", f.switches_compact_total},
                {"links_total", f.links_total},
                {"endpoint_links_total", f.endpoint_links_total},
                {"tiers", tiers},
                {"networks", networks}};
}

Json cablingJson(const CablingResult& c) {
    Json byMedia = Json::array();
    for (const MediaUse& m : c.by_media)
        byMedia.push_back(Json{{"media", m.media},
                               {"class", m.media_class},
                               {"speed_gbps", m.speed_gbps},
                               {"count", m.cables},
                               {"transceivers", m.transceivers},
                               {"power_w", m.power_w},
                               {"price_usd", m.price_usd}});
    Json byLength = Json::array();
    for (const CableBin& b : c.by_length)
        byLength.push_back(Json{{"network", b.network},
                                {"from", b.from},
                                {"to", b.to},
                                {"media", b.media},
                                {"length_m", b.length_m},
                                {"count", b.count}});
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
    Json parts = Json::array();
    for (const CablePart& p : c.cable_parts)
        parts.push_back(Json{{"network", p.network},
                             {"part", p.part},
                             {"link_media", p.link_media},
                             {"length_m", p.length_m},
                             {"count", p.count},
                             {"links", p.links}});
    return Json{{"layout_defaults", c.layout_defaults},
                {"nodes_per_rack", c.nodes_per_rack},
                {"racks", c.racks},
                {"halls", c.halls},
                {"cables_total", c.cables_total},
                {"cable_parts_total", c.cable_parts_total},
                {"transceivers_total", c.transceivers_total},
                {"copper_cables", c.copper_cables},
                {"copper_share", c.copper_share},
                {"power_w", c.power_w},
                {"price_usd", c.price_usd},
                {"longest_m", c.longest_m},
                {"by_media", byMedia},
                {"transceivers", modules},
                {"cable_parts", parts},
                {"by_length", byLength}};
}

Json powerJson(const PowerResult& p) {
    Json breakdown = Json::array();
    for (const PowerLine& l : p.breakdown)
        breakdown.push_back(Json{{"component", l.label()},
                                 {"count", l.count},
                                 {"unit_w", l.unit_w},
                                 {"nameplate_kw", l.nameplate_kw},
                                 {"average_kw", l.average_kw},
                                 {"source", l.source}});
    return Json{{"it_kw", p.it_kw},
                {"it_kw_average", p.it_kw_average},
                {"facility_kw", p.facility_kw},
                {"facility_kw_average", p.facility_kw_average},
                {"energy_mwh_per_year", p.energy_mwh_per_year},
                {"energy_cost_usd_per_year", p.energy_cost_usd_per_year},
                {"co2_tonnes_per_year", p.co2_tonnes_per_year},
                {"compute_rack_kw", p.compute_rack_kw},
                {"breakdown", breakdown}};
}

Json costJson(const CostResult& c) {
    Json byCategory = Json::object();
    for (const CostCategory& k : c.by_category) byCategory[bomCategoryName(k.category)] = k.usd;
    Json bom = Json::array();
    for (const BomLine& l : c.bom)
        bom.push_back(Json{{"category", bomCategoryName(l.category)},
                           {"item", l.item},
                           {"part", l.part},
                           {"quantity", l.quantity},
                           {"unit_price_usd", l.unit_price_usd},
                           {"unit_power_w", l.unit_power_w},
                           {"price_source", l.price_source},
                           {"network", l.network},
                           {"counted", l.counted}});
    return Json{{"capex_usd", c.capex_usd},
                {"by_category", byCategory},
                {"network_share", c.network_share},
                {"capex_per_gpu_usd", c.capex_per_gpu_usd},
                {"facility_capex_usd", c.facility_capex_usd},
                {"amortisation_usd_per_year", c.amortisation_usd_per_year},
                {"energy_usd_per_year", c.energy_usd_per_year},
                {"colocation_usd_per_year", c.colocation_usd_per_year},
                {"support_usd_per_year", c.support_usd_per_year},
                {"software_usd_per_year", c.software_usd_per_year},
                {"tco_usd_per_year", c.tco_usd_per_year},
                {"gpu_hours_delivered_per_year", c.gpu_hours_delivered_per_year},
                {"usd_per_gpu_hour", c.usd_per_gpu_hour},
                {"bom", bom}};
}

Json trainingJson(const TrainingResult& t) {
    auto optional = [](const auto& v) { return v ? Json(*v) : Json(nullptr); };
    return Json{{"throughput", enumText(t.throughput)},
                {"precision", enumText(t.precision)},
                {"peak_tflops_per_gpu", t.peak_tflops_per_gpu},
                {"parameters_billion", t.parameters_billion},
                {"active_parameters_billion", t.active_parameters_billion},
                {"flops", t.flops},
                {"mfu", t.mfu},
                {"job_gpus", t.job_gpus},
                {"idle_gpus", t.idle_gpus},
                {"gpu_hours", t.gpu_hours},
                {"goodput", t.goodput},
                {"days", t.days},
                {"days_likely_low", optional(t.days_likely_low)},
                {"days_likely_high", optional(t.days_likely_high)},
                {"mfu_likely_low", optional(t.mfu_likely_low)},
                {"mfu_likely_high", optional(t.mfu_likely_high)},
                {"tokens_per_second", t.tokens_per_second},
                {"run_cost_usd", t.run_cost_usd},
                {"run_cost_cloud_usd", optional(t.run_cost_cloud_usd)},
                {"energy_run_mwh", t.energy_run_mwh},
                {"energy_run_it_mwh", t.energy_run_it_mwh},
                {"energy_run_gpu_only_mwh", t.energy_run_gpu_only_mwh},
                {"co2_run_tonnes", t.co2_run_tonnes},
                {"gpus_for_deadline", optional(t.gpus_for_deadline)},
                {"nodes_for_deadline", optional(t.nodes_for_deadline)},
                {"racks_for_deadline", optional(t.racks_for_deadline)},
                {"it_mw_for_deadline", optional(t.it_mw_for_deadline)},
                {"goodput_for_deadline", optional(t.goodput_for_deadline)},
                {"days_at_deadline_size", optional(t.days_at_deadline_size)},
                {"deadline_sizing_passes", optional(t.deadline_sizing_passes)},
                {"job_nodes_for_deadline", optional(t.job_nodes_for_deadline)},
                {"deadline_network_holds", optional(t.deadline_network_holds)},
                {"checkpoint_gb", t.checkpoint_gb},
                {"checkpoint_storage_tb", t.checkpoint_storage_tb},
                {"checkpoint_write_gbyte_per_s_needed", t.checkpoint_write_gbyte_per_s_needed},
                {"storage_write_gbyte_per_s", optional(t.storage_write_gbyte_per_s)},
                {"checkpoint_write_minutes_achievable", optional(t.checkpoint_write_minutes_achievable)}};
}

Json reliabilityJson(const ReliabilityResult& r) {
    auto optional = [](const auto& v) { return v ? Json(*v) : Json(nullptr); };
    Json breakdown = Json::array();
    for (const FailureLine& l : r.breakdown)
        breakdown.push_back(Json{{"class", l.failure_class},
                                 {"name", l.name},
                                 {"count", l.count},
                                 {"mttf_hours", l.mttf_hours},
                                 {"interrupts_job", l.interrupts_job},
                                 {"failures_per_day", l.failures_per_day},
                                 {"share", l.share},
                                 {"source", l.source}});
    Json ettr = Json::array();
    for (const EttrAtInterval& e : r.ettr_by_interval)
        ettr.push_back(Json{{"interval_minutes", e.interval_minutes}, {"ettr", e.ettr}});
    Json scale = Json::array();
    for (const MttfAtScale& s : r.mttf_by_scale) scale.push_back(Json{{"gpus", s.gpus}, {"job_mttf_hours", s.job_mttf_hours}});
    return Json{{"model", enumText(r.model)},
                {"job_gpus", r.job_gpus},
                {"job_nodes", r.job_nodes},
                {"job_mttf_hours", r.job_mttf_hours},
                {"first_failure_minutes", r.first_failure_minutes},
                {"failures_per_day", r.failures_per_day},
                {"checkpoint_mode", enumText(r.checkpoint_mode)},
                {"checkpoint_snapshot_minutes", optional(r.checkpoint_snapshot_minutes)},
                {"checkpoint_write_minutes", optional(r.checkpoint_write_minutes)},
                {"checkpoint_stop_minutes", r.checkpoint_stop_minutes},
                {"checkpoint_stop_basis", r.checkpoint_stop_basis},
                {"checkpoint_durable_lag_minutes", r.checkpoint_durable_lag_minutes},
                {"restart_minutes", r.restart_minutes},
                {"young_interval_minutes", r.young_interval_minutes},
                {"daly_interval_minutes", r.daly_interval_minutes},
                {"optimal_interval_minutes", r.optimal_interval_minutes},
                {"checkpoint_interval_minutes", r.checkpoint_interval_minutes},
                {"ettr", r.ettr},
                {"ettr_at_optimum", r.ettr_at_optimum},
                {"no_useful_interval", r.no_useful_interval},
                {"lost_gpu_days_per_failure", r.lost_gpu_days_per_failure},
                {"lost_gpu_days_worst", r.lost_gpu_days_worst},
                {"restart_gpu_days_per_failure", r.restart_gpu_days_per_failure},
                {"peer_copy_seconds", optional(r.peer_copy_seconds)},
                {"lost_gpu_days_in_memory", optional(r.lost_gpu_days_in_memory)},
                {"ettr_in_memory", optional(r.ettr_in_memory)},
                {"spare_nodes", r.spare_nodes},
                {"expected_failed_nodes", r.expected_failed_nodes},
                {"availability", r.availability},
                {"availability_target", r.availability_target},
                {"spares_needed", r.spares_needed},
                {"idle_spare_gpus", r.idle_spare_gpus},
                {"spare_capex_usd", r.spare_capex_usd},
                {"breakdown", breakdown},
                {"ettr_by_interval", ettr},
                {"mttf_by_scale", scale}};
}

}  // namespace

std::string planToJsonText(const Plan& plan, bool withExplain) {
    Json doc;
    doc["profile"] = plan.profile_name;
    doc["compute"] = computeJson(plan.compute);
    if (plan.fabric) doc["fabric"] = fabricJson(*plan.fabric);
    if (plan.cabling) doc["cabling"] = cablingJson(*plan.cabling);
    if (plan.power) doc["power"] = powerJson(*plan.power);
    if (plan.cost) doc["cost"] = costJson(*plan.cost);
    if (plan.performance) doc["performance"] = performanceJson(*plan.performance);
    if (plan.training) doc["training"] = trainingJson(*plan.training);
    if (plan.reliability) doc["reliability"] = reliabilityJson(*plan.reliability);
    Json warnings = Json::array();
    for (const Diagnostic& w : plan.warnings) warnings.push_back(Json{{"path", w.path}, {"message", w.message}});
    doc["warnings"] = warnings;
    if (withExplain) {
        Json explain = Json::array();
        for (const Explanation& e : plan.explanations)
            explain.push_back(Json{{"key", e.key},
                                   {"label", e.label},
                                   {"formula", e.formula},
                                   {"substituted", e.substituted},
                                   {"sources", e.sources}});
        doc["explain"] = explain;
    }
    return doc.dump(2) + "\n";
}

}  // namespace cp
