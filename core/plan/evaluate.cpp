#include "plan/evaluate.h"

#include <algorithm>

#include "bom/cost.h"
#include "common/format.h"
#include "compute/compute.h"
#include "compute/training.h"
#include "fabric/fabric.h"
#include "layout/cabling.h"
#include "layout/floor_plan.h"
#include "power/power.h"
#include "reliability/reliability.h"

namespace cp {

const Explanation* Plan::explain(const std::string& key) const {
    auto it = std::find_if(explanations.begin(), explanations.end(), [&](const Explanation& e) { return e.key == key; });
    return it == explanations.end() ? nullptr : &*it;
}

namespace {
// Below this, a design makes (almost) no progress; days and prices are given at this
// floor so they stay finite, and the reliability warning says the design does not train.
constexpr double kGoodputFloor = 0.01;

// The floor plan and cabling place every cable one by one (about 1 µs each), so a design
// is evaluated only up to this many links: 10 million GPUs on a 4-tier fabric fit; the
// 2^40 GPUs a profile may name would otherwise run for days.
constexpr std::int64_t kMaxEvaluatedLinks = 50'000'000;

void refuseUnplannableSize(const Plan& plan, Diagnostics& errors) {
    const FabricResult& f = *plan.fabric;
    const std::int64_t links = f.links_total > kMaxEvaluatedLinks - f.endpoint_links_total
                                   ? kMaxEvaluatedLinks + 1
                                   : f.links_total + f.endpoint_links_total;
    if (links > kMaxEvaluatedLinks)
        errors.push_back({"/compute", "this design has " + formatCount(f.endpoint_links_total) + " endpoint and " +
                                          formatCount(f.links_total) + " switch-to-switch links; ClusterPlanner plans every cable " +
                                          "and handles at most " + formatCount(kMaxEvaluatedLinks) +
                                          " links (about 10 million GPUs): plan a smaller cluster, or one zone of it"});
}
}  // namespace

double planGoodput(const Plan& plan) {
    if (!plan.reliability) return 1.0;
    const ReliabilityResult& r = *plan.reliability;
    return std::max(kGoodputFloor, r.ettr_in_memory.value_or(r.ettr));
}

std::string goodputSource(const Plan& plan) {
    if (!plan.reliability) return "goodput 1: reliability not computed";
    const ReliabilityResult& r = *plan.reliability;
    const double ettr = r.ettr_in_memory.value_or(r.ettr);
    std::string text = r.ettr_in_memory ? "goodput = reliability.ettr_in_memory (peer-memory recovery)"
                                        : "goodput = reliability.ettr (expected effective training time ratio)";
    if (ettr < kGoodputFloor) text += "; ETTR " + formatFixed(ettr, 3) + " is below 1%, so 1% is used to keep the figures finite: this design does not train";
    return text;
}

Plan evaluate(const Profile& profile, const Catalog& catalog) {
    Plan plan;
    plan.profile_name = profile.name;
    evaluateCompute(profile, catalog, plan);
    evaluateFabric(profile, catalog, plan);
    if (plan.errors.empty()) refuseUnplannableSize(plan, plan.errors);
    if (plan.errors.empty()) {
        const FloorPlan floor(profile, catalog, plan);
        if (plan.errors.empty()) {
            plan.cabling = computeCabling(profile, catalog, floor, plan);
            explainCabling(*plan.cabling, plan);
        }
    }
    if (plan.errors.empty()) {
        evaluatePower(profile, catalog, plan);
        evaluateReliability(profile, catalog, plan);
    }
    if (plan.errors.empty()) {
        evaluateCost(profile, catalog, plan);
        evaluateTraining(profile, catalog, plan);
    }
    return plan;
}

}  // namespace cp
