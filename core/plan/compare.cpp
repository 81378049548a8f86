#include "plan/compare.h"

#include <algorithm>
#include <sstream>

#include "common/format.h"
#include "common/json_reader.h"
#include "io/text_table.h"

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

Comparison comparePlans(const Plan& a, const Plan& b, const Catalog& catalog, Precision precision) {
    Comparison c;
    c.name_a = a.profile_name;
    c.name_b = b.profile_name;
    auto add = [&](std::string key, std::string label, std::string unit, double va, double vb) {
        ComparisonRow r{std::move(key), std::move(label), std::move(unit), va, vb, std::nullopt};
        if (va != 0) r.ratio = vb / va;
        c.rows.push_back(std::move(r));
    };
    const NodeType& nodeA = *catalog.findNode(a.compute.node_type_id);
    const NodeType& nodeB = *catalog.findNode(b.compute.node_type_id);
    const bool measured = nodeA.measuredTflops(precision) && nodeB.measuredTflops(precision);
    const std::string basis = measured ? "measured GEMM" : "dense peak";
    const double perfA = tflopsPerGpu(a, catalog, precision, measured), perfB = tflopsPerGpu(b, catalog, precision, measured);
    add("gpus", "GPUs", "", static_cast<double>(a.compute.gpus), static_cast<double>(b.compute.gpus));
    add("performance_tflops_per_gpu", "performance per GPU (" + basis + ", " + precisionKey(precision) + ")", "TFLOPS", perfA, perfB);
    add("performance_pflops", "cluster performance (" + basis + ")", "PFLOPS", perfA * static_cast<double>(a.compute.gpus) / 1000,
        perfB * static_cast<double>(b.compute.gpus) / 1000);
    add("node_price_usd", "node price", "USD", nodeA.price_usd.value, nodeB.price_usd.value);
    add("perf_per_node_price", "performance per node price", "TFLOPS per kUSD per GPU",
        perfA * static_cast<double>(nodeA.gpus_per_node.value) / nodeA.price_usd.value * 1000,
        perfB * static_cast<double>(nodeB.gpus_per_node.value) / nodeB.price_usd.value * 1000);
    add("node_power_w", "node power (average)", "W", nodeA.power_avg_w.value, nodeB.power_avg_w.value);
    if (a.fabric && b.fabric) {
        add("switches", "switches", "", static_cast<double>(a.fabric->switches_total), static_cast<double>(b.fabric->switches_total));
        add("switch_links", "switch-to-switch links", "", static_cast<double>(a.fabric->links_total),
            static_cast<double>(b.fabric->links_total));
    }
    if (a.cabling && b.cabling)
        add("transceivers", "transceivers", "", static_cast<double>(a.cabling->transceivers_total),
            static_cast<double>(b.cabling->transceivers_total));
    if (a.power && b.power) {
        add("it_kw", "IT power", "kW", a.power->it_kw, b.power->it_kw);
        add("energy_mwh_per_year", "energy per year", "MWh", a.power->energy_mwh_per_year, b.power->energy_mwh_per_year);
    }
    if (a.cost && b.cost) {
        auto category = [](const CostResult& cost, const std::string& name) {
            double usd = 0;
            for (const CostCategory& k : cost.by_category)
                if (k.category == name || (name == "network" && (k.category == "network switches" || k.category == "optics and cables")))
                    usd += k.usd;
            return usd;
        };
        add("capex_usd", "hardware capex", "USD", a.cost->capex_usd, b.cost->capex_usd);
        add("network_usd", "network (switches, optics, cables)", "USD", category(*a.cost, "network"), category(*b.cost, "network"));
        add("compute_usd", "servers", "USD", category(*a.cost, "compute"), category(*b.cost, "compute"));
        add("usd_per_gpu_hour", "cost per delivered GPU-hour", "USD", a.cost->usd_per_gpu_hour, b.cost->usd_per_gpu_hour);
    }
    if (a.training && b.training) add("training_days", "days to train", "days", a.training->days, b.training->days);
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
