#pragma once
// What an evaluation stage reports besides its result: warnings about the design,
// errors (designs that cannot be built) and how each headline number was obtained.
// evaluate() hands every stage the same Findings (the Plan's own), so they read in
// the order the stages ran.

#include <vector>

#include "common/diagnostic.h"
#include "common/explanation.h"

namespace cp {

struct Findings {
    Diagnostics warnings;
    Diagnostics errors;  // designs that cannot be built; loading a profile rejects them
    std::vector<Explanation> explanations;
};

}  // namespace cp
