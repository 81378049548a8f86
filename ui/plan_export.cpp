#include "plan_export.h"

#include <QCoreApplication>
#include <QLocale>

#include <stdexcept>

#include "document.h"
#include "io/bom_csv.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"

namespace cpui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("cpui::PlanExport", text); }
}  // namespace

QString exportFilter(ExportKind kind) {
    switch (kind) {
        case ExportKind::BomXlsx: return tr("Excel workbook (*.xlsx)");
        case ExportKind::BomCsv:
        case ExportKind::CablePlanCsv: return tr("CSV (*.csv)");
    }
    return {};
}

QString exportSuffix(ExportKind kind) { return kind == ExportKind::BomXlsx ? "xlsx" : "csv"; }

bool exportPlan(const Document& document, ExportKind kind, const QString& path, QString* message) {
    if (!document.hasProfile()) {
        *message = tr("No profile is open.");
        return false;
    }
    const std::string file = path.toStdString();
    const QLocale locale;
    try {
        switch (kind) {
            case ExportKind::BomXlsx: {
                const cp::XlsxResult r = cp::writePlanXlsx(file, document.profile(), document.catalog(), document.plan());
                *message = tr("Wrote %1 (%2 sheets)").arg(path).arg(r.sheets);
                break;
            }
            case ExportKind::BomCsv: {
                const std::int64_t lines = cp::writeBomCsv(file, document.plan());
                *message = tr("Wrote %1 (%2 BOM lines)").arg(path, locale.toString(static_cast<qlonglong>(lines)));
                break;
            }
            case ExportKind::CablePlanCsv: {
                const std::int64_t cables = cp::writeCablePlanCsv(file, document.profile(), document.catalog(), document.plan());
                *message = tr("Wrote %1 (%2 cables)").arg(path, locale.toString(static_cast<qlonglong>(cables)));
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
