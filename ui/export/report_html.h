#pragma once
// The design report's text as HTML in Qt's rich-text subset: title page,
// headline figures with their explanations, fabric, cabling, power, cost,
// reliability, BOM, assumptions and warnings. Reads the plan only. Pictures are
// named, not drawn: report_writer.cpp renders them as the document's image
// resources. Every table puts its header row in <thead>, which QTextDocument
// repeats on each page the table spans.

#include <QDateTime>
#include <QList>
#include <QString>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"
#include "topology/topology_scene.h"

namespace cpui {

// A picture in the report: its resource name and its width in layout pixels (0: none).
struct ReportImage {
    QString name;
    double width_px = 0;
};

struct ReportHtmlInput {
    const cp::Profile& profile;
    const cp::Catalog& catalog;
    const cp::Plan& plan;
    QDateTime generated;
    ReportImage topology, power_cost, mttf, ettr;
    QList<MediaLegendEntry> legend;  // the topology diagram's media colours
};

QString designReportHtml(const ReportHtmlInput& in);

}  // namespace cpui
