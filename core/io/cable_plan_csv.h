#pragma once
// The installer's point-to-point list: one CSV row per cable (RFC 4180), streamed
// to disk and moved into place atomically. Columns are documented in
// docs/layout-and-cabling.md.

#include <cstdint>
#include <string>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// `plan` must be evaluate(profile, catalog). Returns the number of cable rows.
// Throws std::runtime_error when the file cannot be written (the target is then untouched).
std::int64_t writeCablePlanCsv(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan);

// One field quoted per RFC 4180 when it needs it.
std::string csvField(std::string_view text);

}  // namespace cp
