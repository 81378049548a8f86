#pragma once
// The installer's point-to-point list: one row per cable, streamed (memory does
// not grow with the cluster). The CSV (RFC 4180) is moved into place atomically;
// the XLSX export's "Cable plan" sheet walks the same rows. Columns are
// documented in docs/layout-and-cabling.md.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "catalog/catalog.h"
#include "common/format.h"
#include "common/csv_writer.h"  // csvField: the one RFC 4180 quoting routine
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

struct CablePlanRow {
    std::int64_t cable_id = 0;
    std::string network;
    std::optional<std::int64_t> zone;  // empty for links between zones
    std::int64_t plane = 0;
    std::string from_device;
    std::int64_t from_port = 0;
    std::string to_device;
    std::int64_t to_port = 0;
    double speed_gbps = 0;
    std::string media, media_class;
    std::string from_module, to_module;  // empty for cable assemblies
    double length_m = 0;
};

inline constexpr std::array<const char*, 14> kCablePlanColumns{
    "cable_id", "network",    "zone",  "plane",       "from_device", "from_port", "to_device",
    "to_port",  "speed_gbps", "media", "media_class", "from_module", "to_module", "length_m"};

// Calls `row` for every cable in cable_id order (the row object is reused).
// `plan` must be evaluate(profile, catalog); returns the number of cables.
// Throws std::runtime_error when the plan has no fabric or cabling.
std::int64_t forEachCablePlanRow(const Profile& profile, const Catalog& catalog, const Plan& plan,
                                 const std::function<void(const CablePlanRow&)>& row);

// The column titles with the length in `length` ("length_ft" instead of "length_m").
std::array<std::string, kCablePlanColumns.size()> cablePlanColumns(const LengthFormat& length = {});

// `plan` must be evaluate(profile, catalog). Returns the number of cable rows.
// Lengths are written in `length` (metres unless asked otherwise).
// Throws std::runtime_error when the file cannot be written (the target is then untouched).
std::int64_t writeCablePlanCsv(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan,
                               const LengthFormat& length = {});

}  // namespace cp
