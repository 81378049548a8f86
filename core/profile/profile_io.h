#pragma once
// Loading (with validation against the catalog) and saving of profiles.

#include <string>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Parses and validates a profile. Unknown keys become warnings; anything
// wrong throws InputError naming the JSON path. Never returns a partial profile.
// Validation evaluates the profile; pass `plan` to keep that evaluation instead
// of running it again.
Profile parseProfile(const std::string& text, const std::string& file, const Catalog& catalog,
                     Diagnostics& warnings, Plan* plan = nullptr);
Profile loadProfileFile(const std::string& path, const Catalog& catalog, Diagnostics& warnings, Plan* plan = nullptr);

// Checks a profile built in memory (e.g. by an editor) the same way the loader does.
void validateProfile(const Profile& profile, const Catalog& catalog, Plan* plan = nullptr);

// The document form: every field written, so a saved file documents its defaults.
std::string profileToJsonText(const Profile& profile);
// Atomic: the old file stays intact if writing fails.
void saveProfileFile(const std::string& path, const Profile& profile);

}  // namespace cp
