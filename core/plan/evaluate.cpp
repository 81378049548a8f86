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
