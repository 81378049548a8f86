#pragma once
// Exports of the open plan as files (File › Export): the BOM as XLSX or CSV and
// the point-to-point cable plan as CSV, through the same core writers as the
// CLI. Each is atomic in core; a failure returns false with the core's message
// (which names the file) and leaves any existing file untouched.

#include <QString>

namespace cpui {

class Document;

enum class ExportKind { BomXlsx, BomCsv, CablePlanCsv };

// The file-dialog filter and default suffix of each kind.
QString exportFilter(ExportKind kind);
QString exportSuffix(ExportKind kind);

// Money and lengths are written in the units of Preferences (DisplayUnits::current()).
// `message` gets a one-line summary on success (for the status bar) or the error.
bool exportPlan(const Document& document, ExportKind kind, const QString& path, QString* message);

}  // namespace cpui
