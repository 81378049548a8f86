// The power and cost sections' outputs.
#include <iterator>

#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

constexpr auto kMoney = MetricFormat::Money;

Json powerBreakdownJson(const PowerResult& p) {
    Json breakdown = Json::array();
    for (const PowerLine& l : p.breakdown)
        breakdown.push_back(Json{{"component", l.label()},
                                 {"count", l.count},
                                 {"unit_w", l.unit_w},
                                 {"nameplate_kw", l.nameplate_kw},
                                 {"average_kw", l.average_kw},
                                 {"source", l.source}});
    return breakdown;
}

Json byCategoryJson(const CostResult& c) {
    Json byCategory = Json::object();
    for (const CostCategory& k : c.by_category) byCategory[bomCategoryName(k.category)] = k.usd;
    return byCategory;
}

Json bomJson(const CostResult& c) {
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
    return bom;
}

using Read = std::function<Value(const Plan&, const MetricContext&)>;

Read costCategories(std::vector<BomCategory> categories) {
    return [categories](const Plan& p, const MetricContext&) -> Value {
        if (!p.cost) return std::nullopt;
        double usd = 0;
        for (const CostCategory& c : p.cost->by_category)
            for (BomCategory category : categories)
                if (c.category == category) usd += c.usd;
        return usd;
    };
}

// Power breakdown lines grouped; with the overhead they add up to /power/facility_kw.
void addPowerParts(OutputList& m) {
    struct Part {
        const char* key;
        const char* label;
        PowerComponent component;
    };
    const Part parts[] = {{"gpus", CP_LABEL("Output", "GPUs"), PowerComponent::Gpus},
                          {"nics", CP_LABEL("Output", "NICs"), PowerComponent::Nics},
                          {"rest_of_node", CP_LABEL("Output", "rest of node"), PowerComponent::RestOfNode},
                          {"switches", CP_LABEL("Output", "switches"), PowerComponent::Switches},
                          {"optics", CP_LABEL("Output", "transceivers and active cables"), PowerComponent::Optics},
                          {"storage", CP_LABEL("Output", "storage servers"), PowerComponent::StorageServers},
                          {"other_it", CP_LABEL("Output", "other IT"), PowerComponent::OtherIt}};
    for (const Part& part : parts) {
        const PowerComponent component = part.component;
        derived(m, {.key = std::string("/derived/power_kw/") + part.key,
                    .label = part.label,
                    .unit = "kW",
                    .section = "power",
                    .read = [component](const Plan& p, const MetricContext&) -> Value {
                        return p.power ? Value(p.power->componentKw(component)) : std::nullopt;
                    }});
    }
    derived(m, {.key = "/derived/power_kw/facility_overhead",
                .label = CP_LABEL("Output", "cooling and losses (PUE)"),
                .unit = "kW",
                .section = "power",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    return p.power ? Value(p.power->facility_kw - p.power->it_kw) : std::nullopt;
                }});
}

// The TCO's parts per year (docs/power-cost-training.md).
void addTcoParts(OutputList& m) {
    constexpr auto cost = &Plan::cost;
    struct Part {
        const char* key;
        const char* label;
        double CostResult::*usd;
    };
    const Part parts[] = {
        {"amortisation_usd_per_year", CP_LABEL("Output", "amortisation per year"), &CostResult::amortisation_usd_per_year},
        {"energy_usd_per_year", CP_LABEL("Output", "energy per year"), &CostResult::energy_usd_per_year},
        {"colocation_usd_per_year", CP_LABEL("Output", "colocation per year"), &CostResult::colocation_usd_per_year},
        {"support_usd_per_year", CP_LABEL("Output", "support per year"), &CostResult::support_usd_per_year},
        {"software_usd_per_year", CP_LABEL("Output", "software per year"), &CostResult::software_usd_per_year}};
    for (const Part& part : parts)
        out(m,
            {.key = std::string("/cost/") + part.key,
             .label = part.label,
             .unit = "USD",
             .format = kMoney,
             .explanation = std::string("cost.") + part.key,
             .offered = false},
            cost, part.usd);
}

}  // namespace

void addPowerOutputs(OutputList& m) {
    constexpr auto power = &Plan::power;
    out(m,
        {.key = "/power/it_kw",
         .id = "it_kw",
         .label = CP_LABEL("Output", "IT power (nameplate)"),
         .unit = "kW",
         .explanation = "power.it_kw"},
        power, &PowerResult::it_kw);
    derived(m, {.key = "/derived/it_w_per_gpu",
                .id = "it_w_per_gpu",
                .label = CP_LABEL("Output", "IT power per GPU"),
                .unit = "W",
                .better = Better::Lower,
                .section = "power",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    if (!p.power || p.compute.gpus <= 0) return std::nullopt;
                    return p.power->it_kw * 1000 / static_cast<double>(p.compute.gpus);
                }});
    out(m,
        {.key = "/power/it_kw_average",
         .label = CP_LABEL("Output", "IT power (average)"),
         .unit = "kW",
         .explanation = "power.it_kw_average",
         .offered = false},
        power, &PowerResult::it_kw_average);
    out(m,
        {.key = "/power/facility_kw",
         .id = "facility_kw",
         .label = CP_LABEL("Output", "facility power"),
         .unit = "kW",
         .explanation = "power.facility_kw"},
        power, &PowerResult::facility_kw);
    derived(m, {.key = "/derived/facility_mw",
                .label = CP_LABEL("Output", "facility power"),
                .unit = "MW",
                .decimals = 2,
                .section = "power",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    return p.power ? Value(p.power->facility_kw / 1000) : std::nullopt;
                }});
    out(m, {.key = "/power/facility_kw_average", .label = CP_LABEL("Output", "facility power, average"), .unit = "kW"}, power,
        &PowerResult::facility_kw_average);
    out(m,
        {.key = "/power/energy_mwh_per_year",
         .id = "energy_mwh_per_year",
         .label = CP_LABEL("Output", "energy per year"),
         .unit = "MWh",
         .explanation = "power.energy_mwh_per_year"},
        power, &PowerResult::energy_mwh_per_year);
    out(m,
        {.key = "/power/energy_cost_usd_per_year",
         .label = CP_LABEL("Output", "electricity per year"),
         .unit = "USD",
         .format = kMoney,
         .explanation = "power.energy_cost_usd_per_year"},
        power, &PowerResult::energy_cost_usd_per_year);
    out(m,
        {.key = "/power/co2_tonnes_per_year",
         .label = CP_LABEL("Output", "CO2 per year"),
         .unit = "t",
         .explanation = "power.co2_tonnes_per_year",
         .offered = false},
        power, &PowerResult::co2_tonnes_per_year);
    out(m, {.key = "/power/compute_rack_kw", .label = CP_LABEL("Output", "compute rack"), .unit = "kW", .decimals = 1}, power,
        &PowerResult::compute_rack_kw);
    table(m, "/power/breakdown", power, powerBreakdownJson);
    addPowerParts(m);
}

void addCostOutputs(OutputList& m) {
    constexpr auto cost = &Plan::cost;
    out(m,
        {.key = "/cost/capex_usd",
         .id = "capex_usd",
         .label = CP_LABEL("Output", "hardware capex"),
         .unit = "USD",
         .format = kMoney,
         .explanation = "cost.capex_usd"},
        cost, &CostResult::capex_usd);
    table(m, "/cost/by_category", cost, byCategoryJson);
    derived(m, {.key = "/cost/by_category/compute",
                .id = "compute_usd",
                .label = CP_LABEL("Output", "servers"),
                .unit = "USD",
                .format = kMoney,
                .section = "cost",
                .read = costCategories({BomCategory::Compute})});
    derived(m, {.key = "/derived/network_usd",
                .id = "network_usd",
                .label = CP_LABEL("Output", "network (switches, optics, cables)"),
                .unit = "USD",
                .format = kMoney,
                .section = "cost",
                .read = costCategories({BomCategory::NetworkSwitches, BomCategory::OpticsAndCables})});
    out(m,
        {.key = "/cost/network_share",
         .id = "network_share",
         .label = CP_LABEL("Output", "network share of capex"),
         .better = Better::Lower,
         .format = MetricFormat::Share,
         .decimals = 1,
         .explanation = "cost.network_share"},
        cost, &CostResult::network_share);
    out(m,
        {.key = "/cost/capex_per_gpu_usd",
         .id = "capex_per_gpu_usd",
         .label = CP_LABEL("Output", "hardware capex per GPU"),
         .unit = "USD",
         .better = Better::Lower,
         .format = kMoney},
        cost, &CostResult::capex_per_gpu_usd);
    out(m, {.key = "/cost/facility_capex_usd", .label = CP_LABEL("Output", "facility capex"), .unit = "USD", .format = kMoney},
        cost, &CostResult::facility_capex_usd);
    addTcoParts(m);
    out(m,
        {.key = "/cost/tco_usd_per_year",
         .id = "tco_usd_per_year",
         .label = CP_LABEL("Output", "TCO per year"),
         .unit = "USD",
         .format = kMoney,
         .explanation = "cost.tco_usd_per_year"},
        cost, &CostResult::tco_usd_per_year);
    out(m,
        {.key = "/cost/gpu_hours_delivered_per_year",
         .label = CP_LABEL("Output", "GPU-hours delivered per year"),
         .explanation = "cost.gpu_hours_delivered_per_year",
         .offered = false},
        cost, &CostResult::gpu_hours_delivered_per_year);
    out(m,
        {.key = "/cost/usd_per_gpu_hour",
         .id = "usd_per_gpu_hour",
         .label = CP_LABEL("Output", "cost per delivered GPU-hour"),
         .unit = "USD",
         .better = Better::Lower,
         .format = kMoney,
         .decimals = 2,
         .explanation = "cost.usd_per_gpu_hour"},
        cost, &CostResult::usd_per_gpu_hour);
    table(m, "/cost/bom", cost, bomJson);
}

}  // namespace cp::outputs
