#include "cost/cost.h"

#include "common/format.h"
#include "reliability/goodput.h"

namespace cp {

namespace {

void explainCost(const Profile& profile, const ComputeResult& compute, const ReliabilityResult& reliability, const CostResult& r,
                 Findings& findings) {
    if (!findings.explaining) return;
    const CostInput& in = profile.cost;
    const double life = profile.power.hardware_life_years;
    const double goodputShare = goodput(reliability);
    std::string categories;
    std::vector<std::string> sources;
    for (const CostCategory& c : r.by_category)
        categories +=
            std::string(categories.empty() ? "" : " + ") + formatUsd(c.usd / 1e6, 1) + "M " + bomCategoryName(c.category);
    for (const BomLine& line : r.bom) sources.push_back(line.part + " price: " + line.price_source);
    findings.explanations.push_back({"cost.capex_usd", "Hardware capex", "capex = Σ BOM lines × unit price",
                                     formatUsd(r.capex_usd / 1e6, 1) + "M = " + categories, sources});
    findings.explanations.push_back({"cost.network_share",
                                     "Network share of capex",
                                     "share = (switches + optics and cables) / capex",
                                     formatFixed(100 * r.network_share, 1) + "%",
                                     {}});
    findings.explanations.push_back(
        {"cost.tco_usd_per_year",
         "TCO per year",
         "TCO = (hardware + facility capex) / life + energy + colocation + support + software",
         formatUsd(r.tco_usd_per_year / 1e6, 1) + "M = ($" + formatFixed(r.capex_usd / 1e6, 1) + "M + $" +
             formatFixed(r.facility_capex_usd / 1e6, 1) + "M) / " + formatNumber(life) + " y + $" +
             formatFixed(r.energy_usd_per_year / 1e6, 1) + "M + $" + formatFixed(r.colocation_usd_per_year / 1e6, 1) + "M + $" +
             formatFixed(r.support_usd_per_year / 1e6, 1) + "M + $" + formatFixed(r.software_usd_per_year / 1e6, 1) + "M",
         {"profile cost.* and power.hardware_life_years (assumptions to edit)"}});
    findings.explanations.push_back({"cost.usd_per_gpu_hour",
                                     "Cost per delivered GPU-hour",
                                     "$/GPU-h = TCO per year / (GPUs × hours × utilisation × goodput)",
                                     formatUsd(r.usd_per_gpu_hour, 2) + " = $" + formatFixed(r.tco_usd_per_year / 1e6, 1) +
                                         "M / (" + formatCount(compute.gpus) + " × " +
                                         formatNumber(profile.power.hours_per_year) + " × " + formatNumber(in.utilisation) +
                                         " × " + formatFixed(goodputShare, 3) + ")",
                                     {goodputSource(reliability)}});
}

}  // namespace

CostResult evaluateCost(const Profile& profile, const ComputeResult& compute, std::vector<BomLine> bom, const PowerResult& power,
                        const ReliabilityResult& reliability, Findings& findings) {
    const CostInput& in = profile.cost;
    CostResult r;
    r.bom = std::move(bom);
    for (const BomLine& line : r.bom) {
        const double usd = static_cast<double>(line.quantity) * line.unit_price_usd;
        r.capex_usd += usd;
        if (r.by_category.empty() || r.by_category.back().category != line.category) r.by_category.push_back({line.category, 0});
        r.by_category.back().usd += usd;
    }
    double network = 0;
    for (const CostCategory& c : r.by_category)
        if (isNetworkCategory(c.category)) network += c.usd;
    r.network_share = r.capex_usd > 0 ? network / r.capex_usd : 0;
    const double gpus = static_cast<double>(compute.gpus);
    r.capex_per_gpu_usd = r.capex_usd / gpus;

    const double life = profile.power.hardware_life_years;
    r.facility_capex_usd = power.facility_kw / 1000 * in.facility_capex_usd_per_mw;
    r.amortisation_usd_per_year = (r.capex_usd + r.facility_capex_usd) / life;
    r.energy_usd_per_year = power.energy_cost_usd_per_year;
    r.colocation_usd_per_year = power.it_kw * in.colocation_usd_per_kw_month * 12;
    r.support_usd_per_year = r.capex_usd * in.support_fraction_per_year;
    r.software_usd_per_year = gpus * in.software_usd_per_gpu_year;
    r.tco_usd_per_year = r.amortisation_usd_per_year + r.energy_usd_per_year + r.colocation_usd_per_year +
                         r.support_usd_per_year + r.software_usd_per_year;
    const double goodputShare = goodput(reliability);
    r.gpu_hours_delivered_per_year = gpus * profile.power.hours_per_year * in.utilisation * goodputShare;
    r.usd_per_gpu_hour = r.tco_usd_per_year / r.gpu_hours_delivered_per_year;

    explainCost(profile, compute, reliability, r, findings);
    return r;
}

}  // namespace cp
