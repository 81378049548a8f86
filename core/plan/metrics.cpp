#include "plan/metrics.h"

#include <functional>
#include <map>
#include <string_view>

#include "common/json_reader.h"
#include "plan/plan_json.h"

namespace cp {

namespace {

using Read = std::function<std::optional<double>(const Plan&)>;

struct MetricDef {
    std::string label;  // with unit in brackets
    Read read;
};

constexpr const char* kPerGpu = "/per_gpu";
// "/derived/first_failure_minutes/CLASS": the job's mean minutes to the first failure of one
// failure class alone (its MTTF / its count), e.g. the optics-only figures of reference cases R1 and R2.
constexpr std::string_view kClassMinutes = "/derived/first_failure_minutes/";

bool isClassMinutes(const std::string& path) { return path.size() > kClassMinutes.size() && path.starts_with(kClassMinutes); }

std::optional<double> classMinutes(const Plan& p, const std::string& path) {
    if (!p.reliability) return std::nullopt;
    const std::string id = path.substr(kClassMinutes.size());
    for (const FailureLine& l : p.reliability->breakdown)
        if (l.failure_class == id && l.count > 0) return l.mttf_hours / l.count * 60;
    return std::nullopt;  // the class has no parts in this plan
}

template <class T>
std::optional<double> num(const T& v) { return static_cast<double>(v); }

// Sum of the power breakdown lines of one component (nameplate kW).
std::optional<double> powerLines(const Plan& p, PowerComponent component) {
    if (!p.power) return std::nullopt;
    return p.power->componentKw(component);
}

std::optional<double> costCategories(const Plan& p, std::initializer_list<BomCategory> categories) {
    if (!p.cost) return std::nullopt;
    double usd = 0;
    for (const CostCategory& c : p.cost->by_category)
        for (BomCategory category : categories)
            if (c.category == category) usd += c.usd;
    return usd;
}

// Keys are the plan JSON paths (docs/cli.md), so a table metric and a JSON lookup agree.
const std::map<std::string, MetricDef>& table() {
    static const std::map<std::string, MetricDef> t = [] {
        std::map<std::string, MetricDef> m;
        auto add = [&](const std::string& path, const std::string& label, Read read) { m[path] = {label, std::move(read)}; };
        add("/compute/gpus", "GPUs", [](const Plan& p) { return num(p.compute.gpus); });
        add("/compute/nodes", "nodes", [](const Plan& p) { return num(p.compute.nodes); });
#define CP_SECTION(section, field, label)                                                        \
    add("/" #section "/" #field, label, [](const Plan& p) -> std::optional<double> {             \
        return p.section ? num(p.section->field) : std::nullopt;                                 \
    })
        CP_SECTION(fabric, switches_total, "switches");
        CP_SECTION(fabric, switches_compact_total, "switches by port arithmetic");
        CP_SECTION(fabric, links_total, "switch-to-switch links");
        CP_SECTION(fabric, endpoint_links_total, "NIC-to-leaf links");
        CP_SECTION(cabling, transceivers_total, "transceivers");
        CP_SECTION(cabling, cables_total, "cables");
        CP_SECTION(cabling, copper_share, "copper share");
        CP_SECTION(cabling, price_usd, "optics and cables [USD]");
        CP_SECTION(cabling, racks, "racks");
        CP_SECTION(power, it_kw, "IT power [kW]");
        CP_SECTION(power, facility_kw, "facility power [kW]");
        CP_SECTION(power, facility_kw_average, "facility power, average [kW]");
        CP_SECTION(power, energy_mwh_per_year, "energy [MWh/year]");
        CP_SECTION(power, energy_cost_usd_per_year, "energy cost [USD/year]");
        CP_SECTION(power, compute_rack_kw, "compute rack [kW]");
        CP_SECTION(cost, capex_usd, "hardware capex [USD]");
        CP_SECTION(cost, capex_per_gpu_usd, "hardware capex per GPU [USD]");
        CP_SECTION(cost, network_share, "network share of capex");
        CP_SECTION(cost, tco_usd_per_year, "TCO [USD/year]");
        CP_SECTION(cost, usd_per_gpu_hour, "cost per GPU-hour [USD]");
        CP_SECTION(training, gpu_hours, "GPU-hours");
        CP_SECTION(training, days, "days to train");
        CP_SECTION(training, run_cost_usd, "run cost [USD]");
        CP_SECTION(training, goodput, "goodput");
        CP_SECTION(reliability, job_mttf_hours, "job MTTF [h]");
        CP_SECTION(reliability, first_failure_minutes, "first failure [min]");
        CP_SECTION(reliability, failures_per_day, "failures per day");
        CP_SECTION(reliability, checkpoint_interval_minutes, "checkpoint interval [min]");
        CP_SECTION(reliability, daly_interval_minutes, "Daly interval [min]");
        CP_SECTION(reliability, ettr, "ETTR");
        CP_SECTION(reliability, ettr_at_optimum, "ETTR at the optimal interval");
        CP_SECTION(reliability, lost_gpu_days_per_failure, "GPU-days lost per failure");
#undef CP_SECTION
        add("/fabric/networks/0/tier_count", "tiers (first network)", [](const Plan& p) -> std::optional<double> {
            return p.fabric && !p.fabric->networks.empty() ? num(p.fabric->networks.front().tier_count) : std::nullopt;
        });
        // Derived: sums the plan JSON spreads over several entries.
        add("/derived/network_usd", "network: switches, optics and cables [USD]",
            [](const Plan& p) { return costCategories(p, {BomCategory::NetworkSwitches, BomCategory::OpticsAndCables}); });
        add("/derived/power_kw/gpus", "GPUs [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::Gpus); });
        add("/derived/power_kw/nics", "NICs [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::Nics); });
        add("/derived/power_kw/rest_of_node", "rest of node [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::RestOfNode); });
        add("/derived/power_kw/switches", "switches [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::Switches); });
        add("/derived/power_kw/optics", "transceivers and active cables [kW]",
            [](const Plan& p) { return powerLines(p, PowerComponent::Optics); });
        add("/derived/power_kw/storage", "storage servers [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::StorageServers); });
        add("/derived/power_kw/other_it", "other IT [kW]", [](const Plan& p) { return powerLines(p, PowerComponent::OtherIt); });
        add("/derived/power_kw/facility_overhead", "cooling and losses (PUE) [kW]", [](const Plan& p) -> std::optional<double> {
            return p.power ? std::optional(p.power->facility_kw - p.power->it_kw) : std::nullopt;
        });
        add("/derived/facility_mw", "facility power [MW]", [](const Plan& p) -> std::optional<double> {
            return p.power ? std::optional(p.power->facility_kw / 1000) : std::nullopt;
        });
        return m;
    }();
    return t;
}

bool isPerGpu(const std::string& path) { return path.rfind(kPerGpu, 0) == 0 && path.size() > std::string(kPerGpu).size(); }

std::optional<double> perGpu(const Plan& plan, std::optional<double> v) {
    if (!v || plan.compute.gpus <= 0) return std::nullopt;
    return *v / static_cast<double>(plan.compute.gpus);
}

std::optional<double> fromJson(const Json& doc, const std::string& path) {
    try {
        const Json::json_pointer pointer(path);
        if (!doc.contains(pointer)) return std::nullopt;
        const Json& v = doc.at(pointer);
        if (v.is_boolean()) return v.get<bool>() ? 1.0 : 0.0;
        if (v.is_number()) return v.get<double>();
    } catch (const Json::exception&) {  // not a JSON pointer, or an index into an object
    }
    return std::nullopt;
}

}  // namespace

bool isTableMetric(const std::string& path) {
    const std::string plain = isPerGpu(path) ? path.substr(std::string(kPerGpu).size()) : path;
    return table().count(plain) > 0 || isClassMinutes(plain);
}

std::vector<std::optional<double>> metricValues(const Plan& plan, const std::vector<std::string>& paths) {
    std::vector<std::optional<double>> out;
    out.reserve(paths.size());
    std::optional<Json> doc;  // built once, only when a path is not in the table
    for (const std::string& full : paths) {
        const bool divide = isPerGpu(full);
        const std::string path = divide ? full.substr(std::string(kPerGpu).size()) : full;
        std::optional<double> v;
        if (auto it = table().find(path); it != table().end()) {
            v = it->second.read(plan);
        } else if (isClassMinutes(path)) {
            v = classMinutes(plan, path);
        } else {
            if (!doc) doc = Json::parse(planToJsonText(plan, false));
            v = fromJson(*doc, path);
        }
        out.push_back(divide ? perGpu(plan, v) : v);
    }
    return out;
}

std::optional<double> metricValue(const Plan& plan, const std::string& path) { return metricValues(plan, {path}).front(); }

std::string metricLabel(const std::string& path) {
    if (isPerGpu(path)) {
        std::string inner = metricLabel(path.substr(std::string(kPerGpu).size()));
        const auto unit = inner.find(" [");
        return unit == std::string::npos ? inner + " per GPU" : inner.insert(inner.size() - 1, " per GPU");
    }
    if (isClassMinutes(path)) {
        static const std::map<std::string, std::string> names{
            {"nic", "NIC module"}, {"nic_leaf_link_optical", "NIC-leaf optical link"}, {"switch_link_optical", "switch optical link"},
            {"gpu", "GPU"}, {"node", "node"}, {"leaf_switch", "leaf switch"}};
        const std::string id = path.substr(kClassMinutes.size());
        const auto it = names.find(id);
        return std::string("first ") + (it == names.end() ? id : it->second) + " failure [min]";
    }
    auto it = table().find(path);
    return it == table().end() ? path : it->second.label;
}

std::vector<std::string> knownMetrics() {
    std::vector<std::string> paths;
    for (const auto& [path, def] : table()) paths.push_back(path);
    return paths;
}

}  // namespace cp
