#pragma once
// The CLI's JSON contract (docs/cli.md): units in key names, sections that are
// not computed are absent.

#include <string>

#include "plan/plan.h"

namespace cp {

// `withExplain` adds an "explain" array of {key, label, formula, substituted, sources}.
std::string planToJsonText(const Plan& plan, bool withExplain);

}  // namespace cp
