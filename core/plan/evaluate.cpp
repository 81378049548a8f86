#include "plan/evaluate.h"

#include <algorithm>

#include "bom/cost.h"
#include "compute/compute.h"
#include "compute/training.h"
#include "fabric/fabric.h"
#include "layout/cabling.h"
#include "layout/floor_plan.h"
#include "power/power.h"

namespace cp {

const Explanation* Plan::explain(const std::string& key) const {
    auto it = std::find_if(explanations.begin(), explanations.end(), [&](const Explanation& e) { return e.key == key; });
    return it == explanations.end() ? nullptr : &*it;
}

double planGoodput(const Plan&) { return 1.0; }

std::string goodputSource(const Plan&) { return "goodput 1: reliability is not modelled yet"; }

Plan evaluate(const Profile& profile, const Catalog& catalog) {
    Plan plan;
    plan.profile_name = profile.name;
    evaluateCompute(profile, catalog, plan);
    evaluateFabric(profile, catalog, plan);
    if (plan.errors.empty()) {
        const FloorPlan floor(profile, catalog, plan);
        if (plan.errors.empty()) {
            plan.cabling = computeCabling(profile, catalog, floor, plan);
            explainCabling(*plan.cabling, plan);
        }
    }
    if (plan.errors.empty()) {
        evaluatePower(profile, catalog, plan);
        evaluateCost(profile, catalog, plan);
        evaluateTraining(profile, catalog, plan);
    }
    return plan;
}

}  // namespace cp
