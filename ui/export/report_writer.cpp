#include "export/report_writer.h"

#include "base/atomic_save.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QStyle>
#include <QTextDocument>
#include <QUrl>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "base/document.h"
#include "views/power_cost_view.h"
#include "views/reliability_view.h"
#include "export/report_html.h"
#include "topology/topology_scene.h"

namespace cpui {

namespace {

struct Report {
    Q_DECLARE_TR_FUNCTIONS(cpui::DesignReport)
};  // lupdate reads the context from this class (a tr() helper would hide it)

// A4 portrait; the footer (page numbers) sits inside the bottom margin's share of the page.
constexpr double kPageWidthMm = 210, kPageHeightMm = 297;
constexpr double kMarginSideMm = 18, kMarginTopMm = 16, kMarginBottomMm = 10, kFooterMm = 9;
constexpr int kPdfDpi = 300;
constexpr double kBodyWidthMm = kPageWidthMm - 2 * kMarginSideMm;
constexpr double kBodyHeightMm = kPageHeightMm - kMarginTopMm - kMarginBottomMm - kFooterMm;

// The DPI QTextDocument treats image widths (and cell padding) in: Qt's default DPI,
// which is the primary screen's logical DPI (96 unless AA_Use96Dpi is off and the screen says otherwise).
double layoutDpi() {
    if (QCoreApplication::testAttribute(Qt::AA_Use96Dpi)) return 96;
    if (const QScreen* screen = QGuiApplication::primaryScreen()) return std::round(screen->logicalDotsPerInchY());
    return 100;
}

double mmToLayoutPx(double mm) { return mm / 25.4 * layoutDpi(); }

// Charts and diagrams are drawn at this many pixels per layout pixel, so they stay sharp at 300 dpi.
constexpr double kImageScale = 2.5;

void addImage(QTextDocument& doc, ReportImage& slot, const QString& name, const QImage& image, double widthPx) {
    if (image.isNull()) return;
    doc.addResource(QTextDocument::ImageResource, QUrl(name), QVariant(image));
    slot = {name, widthPx};
}

// The topology diagram on white, scaled to the text width (at most 60% of the page height).
QImage topologyImage(const cp::Plan& plan, double* widthPx) {
    TopologyScene scene;
    scene.setPlan(plan);
    if (!scene.hasDiagram()) return {};
    const QRectF source = scene.sceneRect();
    const double aspect = source.height() / std::max(1.0, source.width());
    *widthPx = std::min(mmToLayoutPx(kBodyWidthMm), 0.6 * mmToLayoutPx(kBodyHeightMm) / aspect);
    const double scale = std::min(kImageScale * *widthPx / std::max(1.0, source.width()), 4.0);
    const QSize pixels(static_cast<int>(std::ceil(source.width() * scale)), static_cast<int>(std::ceil(source.height() * scale)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(image.rect()), source);
    return image;
}

// A chart widget laid out offscreen at `size` (the views pick their arrangement on resize).
template <typename View>
void layOutOffscreen(View& view, QSize size) {
    view.setPalette(QApplication::style()->standardPalette());  // light, also when the desktop is dark
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();
}

QImage chartImage(QCustomPlot* plot, QSize size) { return plot->toPixmap(size.width(), size.height(), kImageScale).toImage(); }

// Paints the paginated document, one page after another, with a footer from page 2 on.
// Returns the number of pages, or 0 when the writer refused a new page.
int paintPages(QPdfWriter& writer, QTextDocument& doc, const QString& footer) {
    QPainter painter(&writer);
    if (!painter.isActive()) return 0;
    doc.documentLayout()->setPaintDevice(&writer);
    const double pxPerMm = writer.resolution() / 25.4;
    const QSizeF body(writer.width(), kBodyHeightMm * pxPerMm);
    doc.setPageSize(body);
    const int pages = doc.pageCount();
    QFont footerFont = doc.defaultFont();
    footerFont.setPointSizeF(7.5);
    for (int i = 0; i < pages; ++i) {
        if (i > 0 && !writer.newPage()) return 0;
        painter.save();
        const QRectF view(0, i * body.height(), body.width(), body.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        if (i == 0) continue;  // the title page has none
        const QRectF box(0, body.height() + 2 * pxPerMm, body.width(), (kFooterMm - 2) * pxPerMm);
        painter.setPen(QPen(QColor(0x9a, 0xa5, 0xb1), 0.25 * pxPerMm));
        painter.drawLine(box.topLeft(), box.topRight());
        painter.setFont(footerFont);
        painter.setPen(QColor(0x5a, 0x65, 0x70));
        painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, footer);
        painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, Report::tr("page %1 of %2").arg(i + 1).arg(pages));
    }
    doc.documentLayout()->setPaintDevice(nullptr);
    return pages;
}

bool fail(QString* message, const QString& text) {
    if (message) *message = text;
    return false;
}

}  // namespace

std::unique_ptr<QTextDocument> buildDesignReport(const cp::Profile& profile, const cp::Catalog& catalog, const cp::Plan& plan) {
    auto doc = std::make_unique<QTextDocument>();
    QFont font = QApplication::font();
    font.setPointSizeF(9);
    doc->setDefaultFont(font);

    ReportHtmlInput in{profile, catalog, plan, QDateTime::currentDateTime(), {}, {}, {}, {}, {}};
    const double textWidthPx = mmToLayoutPx(kBodyWidthMm);

    double topologyWidthPx = 0;
    const QImage topology = topologyImage(plan, &topologyWidthPx);  // sets the width: call it first
    addImage(*doc, in.topology, "report-topology.png", topology, topologyWidthPx);
    if (plan.fabric) {
        TopologyScene scene;  // the legend only; cheap next to the picture
        scene.setPlan(plan);
        in.legend = scene.legend();
    }

    // Power over capex and TCO: the view stacks them below 1,100 px, which suits a portrait page.
    PowerCostView powerCost;
    const QSize powerCostSize(820, 860);
    layOutOffscreen(powerCost, powerCostSize);
    powerCost.showPlan(plan);
    if (!powerCost.isEmptyState())
        addImage(*doc, in.power_cost, "report-power-cost.png", chartImage(powerCost.plot(), powerCostSize), textWidthPx);

    if (plan.reliability) {
        ReliabilityView reliability;
        const QSize chartSize(760, 340);
        layOutOffscreen(reliability, QSize(2 * chartSize.width(), chartSize.height()));
        reliability.showPlan(plan);
        addImage(*doc, in.mttf, "report-mttf.png", chartImage(reliability.mttfPlot(), chartSize), 0.85 * textWidthPx);
        addImage(*doc, in.ettr, "report-ettr.png", chartImage(reliability.ettrPlot(), chartSize), 0.85 * textWidthPx);
    }

    doc->setHtml(designReportHtml(in));
    // After setHtml, which clears the meta information (the PDF's Title comes from it).
    doc->setMetaInformation(QTextDocument::DocumentTitle,
                            Report::tr("%1: design report").arg(QString::fromStdString(profile.name)));
    return doc;
}

bool writeDesignReport(const QString& path, const cp::Profile& profile, const cp::Catalog& catalog, const cp::Plan& plan,
                       QString* message, int* pageCount) {
    const QFileInfo target(path);
    if (target.isDir()) return fail(message, Report::tr("%1: is a folder, expected a file name; nothing was written").arg(path));
    const bool replacing = target.exists();
    if (!target.absoluteDir().exists())
        return fail(message, Report::tr("%1: the folder does not exist; nothing was written").arg(path));

    const std::unique_ptr<QTextDocument> doc = buildDesignReport(profile, catalog, plan);
    // Drawn in memory first: QPdfWriter does not report failed writes; saveBytesAtomically
    // checks the size written before the rename.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(kPdfDpi);
        // The footer is drawn inside the printable area, below the text body (paintPages).
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(kMarginSideMm, kMarginTopMm, kMarginSideMm, kMarginBottomMm),
                                         QPageLayout::Millimeter));
        writer.setTitle(doc->metaInformation(QTextDocument::DocumentTitle));
        writer.setCreator(QStringLiteral("ClusterPlanner " CLUSTERPLANNER_VERSION));
        pages =
            paintPages(writer, *doc, Report::tr("ClusterPlanner design report · %1").arg(QString::fromStdString(profile.name)));
    }
    if (pages == 0) return fail(message, Report::tr("%1: the PDF could not be drawn; the file was not changed").arg(path));
    QString error;
    if (!saveBytesAtomically(path, pdf.data(), &error)) return fail(message, error);
    if (pageCount) *pageCount = pages;
    if (message) {
        *message = Report::tr("Wrote %1 (%2 pages)").arg(path).arg(pages);
        if (replacing) *message += Report::tr(" (replaced the existing file)");
    }
    return true;
}

bool writeDesignReport(const QString& path, const Document& document, QString* message) {
    if (!document.hasProfile()) return fail(message, Report::tr("No profile is open."));
    return writeDesignReport(path, document.profile(), document.catalog(), document.plan(), message);
}

}  // namespace cpui
