#include "plan/evaluate.h"

#include <algorithm>
#include <vector>

#include "bom/bom.h"
#include "bom/cost.h"
#include "common/format.h"
#include "compute/checkpoint_size.h"
#include "compute/compute.h"
#include "compute/training.h"
#include "fabric/fabric.h"
#include "layout/cabling.h"
#include "layout/floor_plan.h"
#include "performance/performance_stage.h"
#include "plan/deadline_sizing.h"
#include "plan/output_explanations.h"
#include "power/power.h"
#include "reliability/reliability.h"

namespace cp {

const Explanation* Plan::explain(const std::string& key) const {
    auto it = std::find_if(explanations.begin(), explanations.end(), [&](const Explanation& e) { return e.key == key; });
    return it == explanations.end() ? nullptr : &*it;
}

namespace {

// The floor plan and cabling place every cable one by one (about 1 µs each), so a design
// is evaluated only up to this many links: 10 million GPUs on a 4-tier fabric fit; the
// 2^40 GPUs a profile may name would otherwise run for days.
constexpr std::int64_t kMaxEvaluatedLinks = 50'000'000;

void refuseUnplannableSize(const FabricResult& f, Diagnostics& errors) {
    const std::int64_t links = f.links_total > kMaxEvaluatedLinks - f.endpoint_links_total
                                   ? kMaxEvaluatedLinks + 1
                                   : f.links_total + f.endpoint_links_total;
    if (links > kMaxEvaluatedLinks)
        errors.push_back({"/compute", "this design has " + formatCount(f.endpoint_links_total) + " endpoint and " +
                                          formatCount(f.links_total) +
                                          " switch-to-switch links; ClusterPlanner plans every cable " + "and handles at most " +
                                          formatCount(kMaxEvaluatedLinks) +
                                          " links (about 10 million GPUs): plan a smaller cluster, or one zone of it"});
}

// Compute, fabric, floor plan and cabling: what is built and how it is wired. True when
// the design can be built so far.
bool evaluateBuild(const Profile& profile, const Catalog& catalog, Plan& plan) {
    plan.compute = evaluateCompute(profile, catalog, plan);
    plan.fabric = evaluateFabric(profile, catalog, plan.compute, plan);
    if (!plan.errors.empty()) return false;
    refuseUnplannableSize(*plan.fabric, plan.errors);
    if (!plan.errors.empty()) return false;
    const FloorPlan floor(profile, catalog, plan.compute.nodes, plan.errors);
    if (!plan.errors.empty()) return false;
    plan.cabling = computeCabling(profile, catalog, floor, plan.compute, *plan.fabric, plan.errors);
    explainCabling(*plan.cabling, plan);
    return plan.errors.empty();
}

}  // namespace

Plan evaluate(const Profile& profile, const Catalog& catalog) {
    Plan plan;
    plan.profile_name = profile.name;
    if (!evaluateBuild(profile, catalog, plan)) return plan;
    plan.performance = evaluatePerformance(profile, catalog, plan.compute, *plan.fabric, plan);
    if (!plan.errors.empty()) return plan;
    std::vector<BomLine> bom = buildBom(profile, catalog, plan.compute, *plan.fabric, *plan.cabling);
    plan.power = evaluatePower(profile, catalog, plan.compute, *plan.fabric, *plan.cabling, bom, plan);
    CheckpointSize checkpoint =
        checkpointSize(profile, catalog, modelSize(profile.workload, plan.performance ? &*plan.performance : nullptr).total);
    if (plan.performance) checkpoint.step_seconds = plan.performance->step.step_seconds;
    plan.reliability = evaluateReliability(profile, catalog, plan.compute, *plan.fabric, *plan.cabling, checkpoint, plan);
    if (!plan.errors.empty()) return plan;
    plan.cost = evaluateCost(profile, plan.compute, std::move(bom), *plan.power, *plan.reliability, plan);
    plan.training = evaluateTraining(profile, catalog,
                                     {plan.compute, *plan.cabling, *plan.power, *plan.reliability, *plan.cost, checkpoint,
                                      plan.performance ? &*plan.performance : nullptr},
                                     plan);
    if (plan.errors.empty()) sizeForDeadline(profile, catalog, plan);
    explainOutputs(profile, catalog, plan);
    return plan;
}

}  // namespace cp
