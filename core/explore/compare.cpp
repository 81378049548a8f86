#include "explore/compare.h"

#include <algorithm>
#include <sstream>

#include "common/format.h"
#include "common/json_reader.h"
#include "common/text_table.h"

namespace cp {

namespace {

// Per-GPU throughput: measured where both node types publish it, else dense peak.
double tflopsPerGpu(const Plan& plan, const Catalog& catalog, Precision p, bool measured) {
    const NodeType& node = *catalog.findNode(plan.compute.node_type_id);
    if (measured) return node.measuredTflops(p)->value;
    const auto& peak = catalog.findGpu(node.gpu_id)->peakTflops(p);
    return peak ? peak->value : 0;
}

}  // namespace

const ComparisonRow* Comparison::row(const std::string& key) const {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const ComparisonRow& r) { return r.key == key; });
    return it == rows.end() ? nullptr : &*it;
}

const MultiComparisonRow* MultiComparison::row(const std::string& key) const {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const MultiComparisonRow& r) { return r.key == key; });
    return it == rows.end() ? nullptr : &*it;
}

MultiComparison comparePlans(const std::vector<const Plan*>& plans, std::size_t baseline, const Catalog& catalog,
                             Precision precision) {
    MultiComparison c;
    c.baseline = baseline;
    for (const Plan* p : plans) c.names.push_back(p->profile_name);
    using Value = std::optional<double>;
    auto add = [&](std::string key, std::string label, std::string unit, const char* section, Better better, auto value) {
        MultiComparisonRow r{std::move(key), std::move(label), std::move(unit), section, better, {}, {}};
        for (const Plan* p : plans) r.values.push_back(value(*p));
        if (std::none_of(r.values.begin(), r.values.end(), [](const Value& v) { return v.has_value(); })) return;
        const Value base = r.values.at(baseline);
        for (const Value& v : r.values) r.ratios.push_back(v && base && *base != 0 ? Value(*v / *base) : std::nullopt);
        c.rows.push_back(std::move(r));
    };
    auto node = [&](const Plan& p) -> const NodeType& { return *catalog.findNode(p.compute.node_type_id); };
    auto gpus = [](const Plan& p) { return static_cast<double>(p.compute.gpus); };
    auto perGpu = [&](const Plan& p, double total) { return p.compute.gpus > 0 ? Value(total / gpus(p)) : std::nullopt; };
    const bool measured = std::all_of(plans.begin(), plans.end(), [&](const Plan* p) { return node(*p).measuredTflops(precision).has_value(); });
    const std::string basis = measured ? "measured GEMM" : "dense peak";
    auto perf = [&](const Plan& p) { return tflopsPerGpu(p, catalog, precision, measured); };

    add("gpus", "GPUs", "", "compute", Better::Unknown, [&](const Plan& p) { return Value(gpus(p)); });
    add("performance_tflops_per_gpu", "performance per GPU (" + basis + ", " + precisionKey(precision) + ")", "TFLOPS", "compute",
        Better::Higher, [&](const Plan& p) { return Value(perf(p)); });
    add("performance_pflops", "cluster performance (" + basis + ")", "PFLOPS", "compute", Better::Higher,
        [&](const Plan& p) { return Value(perf(p) * gpus(p) / 1000); });
    add("node_price_usd", "node price", "USD", "compute", Better::Lower, [&](const Plan& p) { return Value(node(p).price_usd.value); });
    add("perf_per_node_price", "performance per node price", "TFLOPS per kUSD per GPU", "compute", Better::Higher, [&](const Plan& p) {
        const NodeType& n = node(p);
        return Value(perf(p) * static_cast<double>(n.gpus_per_node.value) / n.price_usd.value * 1000);
    });
    add("node_power_w", "node power (average)", "W", "compute", Better::Lower, [&](const Plan& p) { return Value(node(p).power_avg_w.value); });

    add("switches", "switches", "", "network", Better::Unknown,
        [](const Plan& p) { return p.fabric ? Value(static_cast<double>(p.fabric->switches_total)) : std::nullopt; });
    add("switches_per_1k_gpus", "switches per 1,000 GPUs", "", "network", Better::Lower, [&](const Plan& p) {
        return p.fabric ? perGpu(p, 1000 * static_cast<double>(p.fabric->switches_total)) : std::nullopt;
    });
    add("switch_links", "switch-to-switch links", "", "network", Better::Unknown,
        [](const Plan& p) { return p.fabric ? Value(static_cast<double>(p.fabric->links_total)) : std::nullopt; });
    add("cables", "cables", "", "network", Better::Unknown,
        [](const Plan& p) { return p.cabling ? Value(static_cast<double>(p.cabling->cables_total)) : std::nullopt; });
    add("transceivers", "transceivers", "", "network", Better::Unknown,
        [](const Plan& p) { return p.cabling ? Value(static_cast<double>(p.cabling->transceivers_total)) : std::nullopt; });

    add("it_kw", "IT power", "kW", "power", Better::Unknown, [](const Plan& p) { return p.power ? Value(p.power->it_kw) : std::nullopt; });
    add("it_w_per_gpu", "IT power per GPU", "W", "power", Better::Lower,
        [&](const Plan& p) { return p.power ? perGpu(p, p.power->it_kw * 1000) : std::nullopt; });
    add("facility_kw", "facility power", "kW", "power", Better::Unknown,
        [](const Plan& p) { return p.power ? Value(p.power->facility_kw) : std::nullopt; });
    add("energy_mwh_per_year", "energy per year", "MWh", "power", Better::Unknown,
        [](const Plan& p) { return p.power ? Value(p.power->energy_mwh_per_year) : std::nullopt; });

    auto category = [](const Plan& p, std::initializer_list<BomCategory> categories) -> Value {
        if (!p.cost) return std::nullopt;
        double usd = 0;
        for (const CostCategory& k : p.cost->by_category)
            for (BomCategory wanted : categories)
                if (k.category == wanted) usd += k.usd;
        return usd;
    };
    add("capex_usd", "hardware capex", "USD", "cost", Better::Unknown, [](const Plan& p) { return p.cost ? Value(p.cost->capex_usd) : std::nullopt; });
    add("capex_per_gpu_usd", "hardware capex per GPU", "USD", "cost", Better::Lower,
        [](const Plan& p) { return p.cost ? Value(p.cost->capex_per_gpu_usd) : std::nullopt; });
    add("network_usd", "network (switches, optics, cables)", "USD", "cost", Better::Unknown, [&](const Plan& p) {
        return category(p, {BomCategory::NetworkSwitches, BomCategory::OpticsAndCables});
    });
    add("network_share", "network share of hardware", "", "cost", Better::Lower,
        [](const Plan& p) { return p.cost ? Value(p.cost->network_share) : std::nullopt; });
    add("compute_usd", "servers", "USD", "cost", Better::Unknown, [&](const Plan& p) { return category(p, {BomCategory::Compute}); });
    add("tco_usd_per_year", "TCO per year", "USD", "cost", Better::Unknown,
        [](const Plan& p) { return p.cost ? Value(p.cost->tco_usd_per_year) : std::nullopt; });
    add("usd_per_gpu_hour", "cost per delivered GPU-hour", "USD", "cost", Better::Lower,
        [](const Plan& p) { return p.cost ? Value(p.cost->usd_per_gpu_hour) : std::nullopt; });

    add("training_days", "days to train", "days", "training", Better::Lower,
        [](const Plan& p) { return p.training ? Value(p.training->days) : std::nullopt; });
    add("gpu_hours", "GPU-hours to train", "", "training", Better::Lower,
        [](const Plan& p) { return p.training ? Value(p.training->gpu_hours) : std::nullopt; });

    add("job_mttf_hours", "job MTTF", "h", "reliability", Better::Higher,
        [](const Plan& p) { return p.reliability ? Value(p.reliability->job_mttf_hours) : std::nullopt; });
    add("ettr", "effective training time ratio (ETTR)", "", "reliability", Better::Higher,
        [](const Plan& p) { return p.reliability ? Value(p.reliability->ettr) : std::nullopt; });
    return c;
}

Comparison comparePlans(const Plan& a, const Plan& b, const Catalog& catalog, Precision precision) {
    const MultiComparison m = comparePlans(std::vector<const Plan*>{&a, &b}, 0, catalog, precision);
    Comparison c;
    c.name_a = a.profile_name;
    c.name_b = b.profile_name;
    for (const MultiComparisonRow& r : m.rows) {
        if (!r.values[0] || !r.values[1]) continue;  // only what both plans have
        c.rows.push_back(ComparisonRow{r.key, r.label, r.unit, *r.values[0], *r.values[1], r.ratios[1], r.section, r.better});
    }
    return c;
}

std::string comparisonText(const Comparison& c) {
    std::ostringstream out;
    out << "A: " << c.name_a << "\nB: " << c.name_b << "\n\n";
    out << pad("", 52) << pad("A", 18) << pad("B", 18) << "B / A\n";
    for (const ComparisonRow& r : c.rows) {
        out << pad(r.label + (r.unit.empty() ? "" : " [" + r.unit + "]"), 52) << pad(formatFixed(r.a, r.a < 100 ? 2 : 0), 18)
            << pad(formatFixed(r.b, r.b < 100 ? 2 : 0), 18) << (r.ratio ? formatFixed(*r.ratio, 3) : "n/a") << "\n";
    }
    return out.str();
}

std::string comparisonJsonText(const Comparison& c) {
    Json rows = Json::array();
    for (const ComparisonRow& r : c.rows)
        rows.push_back(Json{{"key", r.key}, {"label", r.label}, {"unit", r.unit}, {"a", r.a}, {"b", r.b},
                            {"ratio", r.ratio ? Json(*r.ratio) : Json(nullptr)}});
    return Json{{"a", c.name_a}, {"b", c.name_b}, {"rows", rows}}.dump(2) + "\n";
}

}  // namespace cp
