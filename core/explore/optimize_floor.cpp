#include "explore/optimize_floor.h"

#include <cmath>
#include <limits>

namespace cp::optimize_detail {

namespace {

constexpr double kNoFloor = -std::numeric_limits<double>::infinity();
// Floors are lowered by this share so that a sum the engine adds in another order never lands below.
constexpr double kRoundingMargin = 1e-9;

double nodeUnitPriceUsd(const Plan& plan) {
    if (!plan.cost) return 0;
    for (const BomLine& line : plan.cost->bom)
        if (line.category == BomCategory::Compute && line.part == plan.compute.node_type_id) return line.unit_price_usd;
    return 0;
}

// The power lines that scale with the node count alone (they add up to the node's rating).
bool isNodeComponent(PowerComponent c) {
    return c == PowerComponent::Gpus || c == PowerComponent::Nics || c == PowerComponent::RestOfNode;
}

}  // namespace

FamilyFloors familyFloors(const Plan& plan) {
    FamilyFloors f;
    if (!plan.errors.empty() || !plan.power || !plan.cost || plan.compute.nodes <= 0) return f;
    f.known = true;
    f.gpus_per_node = plan.compute.gpus_per_node;
    f.node_usd = nodeUnitPriceUsd(plan);
    const PowerResult& p = *plan.power;
    double nodeLinesKw = 0;
    for (const PowerLine& line : p.breakdown)
        if (isNodeComponent(line.component)) nodeLinesKw += line.nameplate_kw;
    f.node_kw = std::max(0.0, nodeLinesKw / static_cast<double>(plan.compute.nodes));
    f.pue = p.it_kw > 0 ? p.facility_kw / p.it_kw : 1;
    f.facility_usd_per_mw = p.facility_kw > 0 ? plan.cost->facility_capex_usd / (p.facility_kw / 1000) : 0;
    const CostResult& c = *plan.cost;
    const double capitalUsd = c.capex_usd + c.facility_capex_usd;
    f.amortised_share = capitalUsd > 0 ? c.amortisation_usd_per_year / capitalUsd : 0;
    double nodeAverageKw = 0;
    for (const PowerLine& line : p.breakdown)
        if (isNodeComponent(line.component)) nodeAverageKw += line.average_kw;
    f.node_average_kw = std::max(0.0, nodeAverageKw / static_cast<double>(plan.compute.nodes));
    f.energy_usd_per_average_kw = p.it_kw_average > 0 ? p.energy_cost_usd_per_year / p.it_kw_average : 0;
    if (plan.training && plan.training->peak_tflops_per_gpu > 0) {
        const TrainingResult& t = *plan.training;
        const double mfuCap = t.throughput == ThroughputModel::Mfu ? t.mfu : 1.0;
        if (mfuCap > 0) f.gpu_days = t.flops / (t.peak_tflops_per_gpu * 1e12 * mfuCap * 86400.0);
    }
    return f;
}

FloorShape floorShape(const std::string& path) {
    if (path == "/training/days") return FloorShape::Falling;
    if (path == "/compute/gpus" || path == "/compute/nodes" || path == "/cost/capex_usd" || path == "/power/it_kw" ||
        path == "/power/facility_kw" || path == "/derived/facility_mw" || path == "/cost/facility_capex_usd" ||
        path == "/cost/tco_usd_per_year" || path == "/power/energy_cost_usd_per_year")
        return FloorShape::Rising;
    return FloorShape::None;
}

double metricFloor(const FamilyFloors& f, const std::string& path, std::int64_t nodes) {
    if (!f.known || floorShape(path) == FloorShape::None) return kNoFloor;
    const double n = static_cast<double>(nodes), gpus = n * static_cast<double>(f.gpus_per_node);
    const double facilityKw = n * f.node_kw * f.pue;
    double exact = kNoFloor;
    if (path == "/compute/gpus") exact = gpus;
    if (path == "/compute/nodes") exact = n;
    if (path == "/cost/capex_usd") exact = n * f.node_usd;
    if (path == "/power/it_kw") exact = n * f.node_kw;
    if (path == "/power/facility_kw") exact = facilityKw;
    if (path == "/derived/facility_mw") exact = facilityKw / 1000;
    if (path == "/cost/facility_capex_usd") exact = facilityKw / 1000 * f.facility_usd_per_mw;
    if (path == "/cost/tco_usd_per_year")
        exact = (n * f.node_usd + facilityKw / 1000 * f.facility_usd_per_mw) * f.amortised_share;
    if (path == "/power/energy_cost_usd_per_year") exact = n * f.node_average_kw * f.energy_usd_per_average_kw;
    if (path == "/training/days") {
        if (f.gpu_days <= 0) return kNoFloor;  // no workload: days are not computed
        exact = f.gpu_days / gpus;
    }
    return exact - kRoundingMargin * std::abs(exact);
}

}  // namespace cp::optimize_detail
