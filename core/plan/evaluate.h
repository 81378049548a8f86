#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

struct EvaluateOptions {
    // false: no explanation text (plan.explanations stays empty, plan.explaining is false); every
    // number, warning and error is the same. For callers that read numbers only.
    bool explanations = true;
    // The step-time model's step × this factor (1: the model as fitted). Uncertainty sampling draws it
    // from the model's error on published runs (explore/uncertainty.h); every later stage follows.
    double step_time_factor = 1;
};

// Runs the stages in order (compute, floor plan, fabric, cabling, performance, BOM, power,
// reliability, cost, training), each on the results of those before it; with a deadline, deadline
// sizing then plans the stages again around it (plan/deadline_sizing.h). Pure, deterministic, and never
// throws. The profile must be one the loader accepts for this catalog (ids resolve, values
// in range); loading does not evaluate, so a loaded profile may still plan with errors. A
// design that cannot be built stops the chain: plan.errors says why and the stages after
// it stay nullopt. Problems a design can live with are plan.warnings.
Plan evaluate(const Profile& profile, const Catalog& catalog, const EvaluateOptions& options = {});

}  // namespace cp
