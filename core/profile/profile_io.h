#pragma once
// Reading, checking and writing profiles. Reading checks every field (type, range, catalog id)
// and the rules between fields; it does not evaluate the design: plan/validate.h does that,
// once, and hands the plan to the caller.

#include <cstddef>
#include <string>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "common/json_reader.h"
#include "profile/profile.h"

namespace cp {

// Lists of objects a profile may hold (docs/robustness.md): networks, and per network the
// other-host groups and extra-switch groups. Real designs have a handful; past these the
// design and its plan would be unreadable anyway, and reading and planning stay linear.
inline constexpr std::size_t kMaxProfileNetworks = 64;
inline constexpr std::size_t kMaxProfileListItems = 1000;

// Parses a profile document. Unknown keys become warnings; anything wrong throws InputError
// naming the JSON path. Never returns a partial profile.
Profile parseProfile(const std::string& text, const std::string& file, const Catalog& catalog, Diagnostics& warnings);
Profile readProfileJson(const Json& document, const std::string& file, const Catalog& catalog, Diagnostics& warnings);
Profile loadProfileFile(const std::string& path, const Catalog& catalog, Diagnostics& warnings);

// The same field checks and rules on a profile already in memory (an edit): throws InputError.
void checkProfile(const Profile& profile, const Catalog& catalog, const std::string& file = "");
// What checkProfile checks beyond each given value: required fields present and the rules
// between fields. For a profile whose given values are known to pass (a sweep point made of a
// read profile and range-checked axis values).
void checkProfileRules(const Profile& profile, const Catalog& catalog, const std::string& file = "");

// The document: the keys the planner gave (or that differ from their defaults); counts and
// whole numbers stay integral. Reading it back gives the same profile.
Json profileToJson(const Profile& profile);
std::string profileToJsonText(const Profile& profile);
// Atomic: the old file stays intact if writing fails.
void saveProfileFile(const std::string& path, const Profile& profile);

}  // namespace cp
