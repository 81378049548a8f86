#pragma once
// The bill of materials as CSV (RFC 4180, CRLF), one row per BOM line with its network, what one
// unit counts, and its extended price and power; written atomically. Columns: docs/export.md.

#include <cstdint>
#include <string>

#include "common/format.h"
#include "plan/plan.h"

namespace cp {

// The CSV text; empty lines list when the plan has no cost section. Prices are in
// `units.money` (columns unit_price_cny, ...); a currency other than USD adds a
// last column (cny_per_usd) with the exchange rate used, so the file says how it was converted.
std::string bomCsvText(const Plan& plan, const ExportUnits& units = {});

// Writes bomCsvText() to `path` atomically; returns the number of BOM lines.
// Throws std::runtime_error naming the file when it cannot be written (the target is then untouched).
std::int64_t writeBomCsv(const std::string& path, const Plan& plan, const ExportUnits& units = {});

}  // namespace cp
