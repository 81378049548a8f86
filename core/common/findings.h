#pragma once
// What an evaluation stage reports besides its result: warnings about the design,
// errors (designs that cannot be built) and how each headline number was obtained.
// evaluate() hands every stage the same Findings (the Plan's own), so they read in
// the order the stages ran.
//
// `explaining` false: the stages leave `explanations` empty and build none of their text (more
// than half of an evaluation at a few thousand GPUs, about 1 % at 100k). For callers that
// read numbers only (sweep points, the optimizer's search, deadline sizing's trials); every
// number, warning and error is the same either way (test_evaluate_quiet).

#include <vector>

#include "common/diagnostic.h"
#include "common/explanation.h"

namespace cp {

struct Findings {
    Diagnostics warnings;
    Diagnostics errors;  // designs that cannot be built: the stages after the one that found it do not run
    std::vector<Explanation> explanations;
    bool explaining = true;
};

}  // namespace cp
