#include "export/plan_export.h"

#include <QCoreApplication>
#include <QLocale>

#include <stdexcept>

#include "views/display_units.h"
#include "base/document.h"
#include "io/bom_csv.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"

namespace cpui {

namespace {
struct PlanExport {
    Q_DECLARE_TR_FUNCTIONS(cpui::PlanExport)
};  // lupdate reads the context from this class (a tr() helper would hide it)
}  // namespace

QString exportFilter(ExportKind kind) {
    switch (kind) {
    case ExportKind::BomXlsx:
        return PlanExport::tr("Excel workbook (*.xlsx)");
    case ExportKind::BomCsv:
    case ExportKind::CablePlanCsv:
        return PlanExport::tr("CSV (*.csv)");
    }
    return {};
}

QString exportSuffix(ExportKind kind) { return kind == ExportKind::BomXlsx ? "xlsx" : "csv"; }

bool exportPlan(const Document& document, ExportKind kind, const QString& path, QString* message) {
    if (!document.hasProfile()) {
        *message = PlanExport::tr("No profile is open.");
        return false;
    }
    const std::string file = path.toStdString();
    const QLocale locale;
    // Prices and lengths in the Preferences' units (the CLI writes USD and metres).
    const cp::ExportUnits units = DisplayUnits::current().exportUnits();
    try {
        switch (kind) {
        case ExportKind::BomXlsx: {
            cp::XlsxOptions options;
            options.units = units;
            const cp::XlsxResult r = cp::writePlanXlsx(file, document.profile(), document.catalog(), document.plan(), options);
            *message = PlanExport::tr("Wrote %1 (%2 sheets)").arg(path).arg(r.sheets);
            break;
        }
        case ExportKind::BomCsv: {
            const std::int64_t lines = cp::writeBomCsv(file, document.plan(), units);
            *message = PlanExport::tr("Wrote %1 (%2 BOM lines)").arg(path, locale.toString(static_cast<qlonglong>(lines)));
            break;
        }
        case ExportKind::CablePlanCsv: {
            const std::int64_t cables =
                cp::writeCablePlanCsv(file, document.profile(), document.catalog(), document.plan(), units.length);
            *message = PlanExport::tr("Wrote %1 (%2 cables)").arg(path, locale.toString(static_cast<qlonglong>(cables)));
            break;
        }
        }
    } catch (const std::exception& e) {
        *message = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

}  // namespace cpui
