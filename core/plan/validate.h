#pragma once
// A profile is valid when its fields pass (profile_io.h) and its design can be built: evaluate()
// reports no errors. These run the evaluation once and hand its plan to the caller to keep.

#include <string>

#include "catalog/catalog.h"
#include "plan/design_reuse.h"
#include "plan/evaluate.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Evaluates a profile whose fields were read or checked; a design that cannot be built throws
// InputError (file, the JSON path of the field at fault, the numbers and a way out).
Plan evaluateOrThrow(const Profile& profile, const Catalog& catalog, const std::string& file = "",
                     const EvaluateOptions& options = {});

// checkProfile + evaluateOrThrow: for a profile edited in memory.
Plan validateProfile(const Profile& profile, const Catalog& catalog, const std::string& file = "");
// The same through `reuse`, which keeps the last built design: an edit that leaves compute,
// networks, storage and layout alone (PUE, prices, workload) does not rebuild the cabling.
Plan validateProfile(const Profile& profile, const Catalog& catalog, DesignReuse& reuse);

// A profile read from text or a file and validated, with its plan and the reader's warnings.
struct ValidProfile {
    Profile profile;
    Plan plan;
};
ValidProfile parseValidProfile(const std::string& text, const std::string& file, const Catalog& catalog, Diagnostics& warnings);
ValidProfile loadValidProfile(const std::string& path, const Catalog& catalog, Diagnostics& warnings);

}  // namespace cp
