#pragma once
// The plan as an XLSX workbook (through libxlsxwriter) that purchasing can use:
// Summary, BOM (extended prices, subtotals and totals as live formulas with cached
// values), Cabling, Power, Assumptions, optionally the point-to-point Cable plan;
// several plans add a Compare sheet. Written atomically: a temporary beside the
// target, renamed over it once complete. Sheets and columns: docs/export.md.

#include <cstdint>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/format.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

struct XlsxOptions {
    bool cable_plan_sheet = false;  // one row per cable: large for big clusters (docs/export.md)
    std::string date;               // on the Summary sheet; empty = today (UTC, YYYY-MM-DD)
    std::string app_version;        // empty = this build's version
    // BOM prices (and the Summary's capex rows linked to them) in units.money, cable
    // lengths in units.length; other money stays USD. Defaults: USD and metres.
    ExportUnits units;
};

struct PlanForExport {
    const Profile* profile = nullptr;
    const Plan* plan = nullptr;  // evaluate(*profile, catalog)
};

struct XlsxResult {
    int sheets = 0;
    std::int64_t cable_rows = 0;  // rows on the Cable plan sheet(s), 0 without them
    std::uintmax_t bytes = 0;     // size of the written file
};

// Rows an XLSX worksheet holds (Excel's limit), header included.
inline constexpr std::int64_t kXlsxMaxRows = 1048576;

// One plan. Throws std::runtime_error naming the file when it cannot be written
// (folder missing or read-only, disk full, target is a folder, cable plan beyond
// kXlsxMaxRows); the target is then untouched and no temporary is left behind.
XlsxResult writePlanXlsx(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan,
                         const XlsxOptions& options = {});

// Several plans: a Compare sheet (every headline of each, the ratio to the first as
// a formula), then each plan's sheets suffixed " A", " B", ... Needs at least one plan.
XlsxResult writePlansXlsx(const std::string& path, const std::vector<PlanForExport>& plans, const Catalog& catalog,
                          const XlsxOptions& options = {});

}  // namespace cp
