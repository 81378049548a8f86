#pragma once
// Every catalog value and profile input a plan used, each with where it came from:
// the Assumptions sheet of the XLSX export, and reusable by other reports.

#include <string>
#include <variant>
#include <vector>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

struct Assumption {
    std::string kind;      // "GPU", "node", "NIC", "switch", "medium", "lengths", "failure class" or "profile"
    std::string id, name;  // the catalog part; empty for profile inputs
    std::string field;     // what the value is of: "TDP", "layout.rack_pitch_m", ...
    std::variant<double, std::string> value;
    std::string unit;  // "W", "USD", ...; empty for counts and plain numbers
    // A catalog source (text starting with "assumption" where nothing is published),
    // "profile", "profile (assumption)" for prices and rates the user should check, or
    // "default (assumption): ..." for layout inputs the profile left out.
    std::string source;
};

// The catalog values first (GPU, node, NICs, switches, media, orderable lengths,
// failure classes: only those the plan used, each once), then the profile inputs.
std::vector<Assumption> planAssumptions(const Profile& profile, const Catalog& catalog, const Plan& plan);

}  // namespace cp
