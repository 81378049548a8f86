#pragma once
// The design report as PDF (File › Export › Design report, CLI `plan --report`):
// title page, headline figures with their explanations, the topology diagram,
// the power, cost and reliability charts, the BOM and every assumption with its
// source. The text is report_html.cpp's HTML in a QTextDocument; diagram and
// charts are rendered offscreen from the same views the GUI shows, so a
// QApplication must exist. The PDF is A4 with page numbers; long tables repeat
// their header row on each page.

#include <QString>

#include <memory>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

class QTextDocument;

namespace cpui {

class Document;

// The report as a document (its text, images as resources), not yet paginated.
std::unique_ptr<QTextDocument> buildDesignReport(const cp::Profile& profile, const cp::Catalog& catalog, const cp::Plan& plan);

// Writes the report to `path` atomically (QSaveFile): on failure nothing is left
// behind, an existing file is untouched and *message names the path and the reason.
// On success *message says what was written ("Wrote FILE (12 pages)") and whether it
// replaced an existing file. *pages (when given) gets the page count.
bool writeDesignReport(const QString& path, const cp::Profile& profile, const cp::Catalog& catalog, const cp::Plan& plan,
                       QString* message, int* pages = nullptr);
bool writeDesignReport(const QString& path, const Document& document, QString* message);

}  // namespace cpui
