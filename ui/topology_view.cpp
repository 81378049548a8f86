#include "topology_view.h"

#include <QBuffer>

#include "atomic_save.h"

#include <QAction>
#include <QFileDialog>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>

#include "common/format.h"
#include "topology_scene.h"

namespace cpui {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 4.0;
constexpr double kMaxFitZoom = 1.25;  // a small diagram is not blown up beyond this
constexpr double kExportScale = 2.0;          // PNG pixels per scene unit (sharp on HiDPI)
constexpr double kMaxExportPixels = 16000.0;  // longest PNG side
constexpr qreal kLegendH = 30;                // legend band under an exported diagram

// Ctrl+wheel zooms around the cursor; a plain wheel scrolls; resizing reports back.
class ZoomableGraphicsView : public QGraphicsView {
public:
    std::function<void(double)> onWheelZoom;
    std::function<void()> onResize;

    using QGraphicsView::QGraphicsView;

protected:
    void wheelEvent(QWheelEvent* event) override {
        if (!(event->modifiers() & Qt::ControlModifier) || !onWheelZoom) {
            QGraphicsView::wheelEvent(event);
            return;
        }
        onWheelZoom(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
    }
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        if (onResize) onResize();
    }
};

// Draws "Media:" and one swatch per media class from `origin`; returns the width used.
qreal paintLegend(QPainter& painter, QPointF origin, qreal height, const QList<MediaLegendEntry>& entries, const QFont& font) {
    painter.save();
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const qreal baseline = origin.y() + (height + metrics.ascent() - metrics.descent()) / 2;
    qreal x = origin.x();
    const QString title = entries.isEmpty() ? QObject::tr("Cables: none computed") : QObject::tr("Cables:");
    painter.setPen(QColor(60, 66, 76));
    painter.drawText(QPointF(x, baseline), title);
    x += metrics.horizontalAdvance(title) + 10;
    for (const MediaLegendEntry& e : entries) {
        painter.setPen(QPen(e.colour, 4, Qt::SolidLine, Qt::FlatCap));
        const qreal midY = origin.y() + height / 2;
        painter.drawLine(QPointF(x, midY), QPointF(x + 22, midY));
        x += 28;
        const QString label = QStringLiteral("%1 %2").arg(e.media_class, QString::fromStdString(cp::formatCount(e.links)));
        painter.setPen(QColor(40, 44, 52));
        painter.drawText(QPointF(x, baseline), label);
        x += metrics.horizontalAdvance(label) + 16;
    }
    painter.restore();
    return x - origin.x();
}

}  // namespace

// The legend next to the toolbar: the same drawing the exports carry.
class MediaLegend : public QWidget {
public:
    using QWidget::QWidget;

    void setEntries(const QList<MediaLegendEntry>& entries) {
        entries_ = entries;
        QImage probe(1, 1, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&probe);
        width_ = paintLegend(painter, QPointF(), kLegendH, entries_, font());
        updateGeometry();
        update();
    }
    QSize sizeHint() const override { return {static_cast<int>(std::ceil(width_)) + 8, static_cast<int>(kLegendH)}; }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        paintLegend(painter, QPointF(4, (height() - kLegendH) / 2), kLegendH, entries_, font());
    }

private:
    QList<MediaLegendEntry> entries_;
    qreal width_ = 0;
};

namespace {

// The diagram (scene rect) above its legend, in scene units from (0, 0).
QSizeF exportSize(const TopologyScene& scene) { return scene.sceneRect().size() + QSizeF(0, kLegendH + 8); }

void paintExport(QPainter& painter, TopologyScene& scene, const QFont& font) {
    const QRectF source = scene.sceneRect();
    const QSizeF size = exportSize(scene);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    paintLegend(painter, QPointF(24, source.height()), kLegendH, scene.legend(), font);
}

bool fail(QString* error, const QString& message) {
    if (error) *error = message;
    return false;
}

}  // namespace

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent), scene_(new TopologyScene(this)), legend_(new MediaLegend), pages_(new QStackedWidget),
      empty_(new QLabel(tr("No network to draw: the plan has no fabric."))) {
    setObjectName(QStringLiteral("topologyView"));
    auto* view = new ZoomableGraphicsView(scene_);
    view_ = view;
    view_->setObjectName(QStringLiteral("topologyGraphicsView"));
    view_->setDragMode(QGraphicsView::ScrollHandDrag);
    view_->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    view_->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    view_->setResizeAnchor(QGraphicsView::AnchorViewCenter);
    view_->setBackgroundBrush(Qt::white);
    view->onWheelZoom = [this](double factor) { zoomBy(factor); };
    view->onResize = [this] {
        if (fit_) fitToWindow();
    };
    setFitMode(true);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setObjectName(QStringLiteral("topologyEmpty"));

    auto* toolbar = new QToolBar;
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto makeAction = [&](const QString& name, const QString& text, const QKeySequence& key, auto slot) {
        QAction* action = toolbar->addAction(text);
        action->setObjectName(name);
        if (!key.isEmpty()) {
            action->setShortcut(key);
            action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
            action->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        }
        connect(action, &QAction::triggered, this, slot);
        this->addAction(action);  // shortcuts work while the view has focus
        return action;
    };
    makeAction(QStringLiteral("zoomIn"), tr("Zoom in"), QKeySequence(Qt::Key_Plus), &TopologyView::zoomIn);
    makeAction(QStringLiteral("zoomOut"), tr("Zoom out"), QKeySequence(Qt::Key_Minus), &TopologyView::zoomOut);
    makeAction(QStringLiteral("fit"), tr("Fit"), QKeySequence(Qt::CTRL | Qt::Key_0), &TopologyView::fitToWindow);
    toolbar->addSeparator();
    makeAction(QStringLiteral("exportPng"), tr("Export PNG…"), QKeySequence(), [this] { exportWithDialog(false); });
    makeAction(QStringLiteral("exportSvg"), tr("Export SVG…"), QKeySequence(), [this] { exportWithDialog(true); });

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(toolbar);
    top->addStretch(1);
    top->addWidget(legend_);
    pages_->addWidget(view_);
    pages_->addWidget(empty_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(pages_, 1);
    pages_->setCurrentWidget(empty_);
}

void TopologyView::showPlan(const cp::Plan& plan) {
    const QPointF centre = view_->mapToScene(view_->viewport()->rect().center());
    scene_->setPlan(plan);
    legend_->setEntries(scene_->legend());
    if (!scene_->hasDiagram()) {
        pages_->setCurrentWidget(empty_);
        return;
    }
    pages_->setCurrentWidget(view_);
    if (fit_) fitToWindow();
    else view_->centerOn(centre);
}

double TopologyView::zoom() const { return view_->transform().m11(); }

void TopologyView::zoomIn() { zoomBy(1.25); }
void TopologyView::zoomOut() { zoomBy(1 / 1.25); }

void TopologyView::zoomBy(double factor) {
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (target == zoom()) return;
    const double applied = target / zoom();
    // Buttons and keys zoom around the centre; the wheel around the cursor.
    const bool underMouse = view_->underMouse() && (QGuiApplication::mouseButtons() == Qt::NoButton);
    view_->setTransformationAnchor(underMouse ? QGraphicsView::AnchorUnderMouse : QGraphicsView::AnchorViewCenter);
    view_->scale(applied, applied);
    view_->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setFitMode(false);
}

void TopologyView::fitToWindow() {
    setFitMode(true);
    if (!scene_->hasDiagram()) return;
    view_->fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
    if (zoom() > kMaxFitZoom) view_->setTransform(QTransform::fromScale(kMaxFitZoom, kMaxFitZoom));
}

// Fitted, the whole diagram shows and scroll bars would only steal room from it.
void TopologyView::setFitMode(bool fit) {
    fit_ = fit;
    const Qt::ScrollBarPolicy policy = fit ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    view_->setHorizontalScrollBarPolicy(policy);
    view_->setVerticalScrollBarPolicy(policy);
}

bool TopologyView::exportPng(const QString& path, QString* error) {
    if (!scene_->hasDiagram()) return fail(error, tr("There is no diagram to export: the plan has no network."));
    const QSizeF size = exportSize(*scene_);
    const double scale = std::min(kExportScale, kMaxExportPixels / std::max(size.width(), size.height()));
    QImage image(QSize(static_cast<int>(std::ceil(size.width() * scale)), static_cast<int>(std::ceil(size.height() * scale))),
                 QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return fail(error, tr("The diagram is too large for an image in memory."));
    image.fill(Qt::white);  // the scaled drawing may leave the last pixel row and column uncovered
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.scale(scale, scale);
        paintExport(painter, *scene_, font());
    }
    return saveImageAtomically(path, image, "PNG", error);
}

bool TopologyView::exportSvg(const QString& path, QString* error) {
    if (!scene_->hasDiagram()) return fail(error, tr("There is no diagram to export: the plan has no network."));
    QBuffer file;  // drawn in memory, then saved atomically
    file.open(QIODevice::WriteOnly);
    const QSizeF size = exportSize(*scene_);
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(tr("ClusterPlanner network topology"));
    svg.setDescription(tr("Tiers, zones, planes and link bundles of the plan"));
    QPainter painter;
    if (!painter.begin(&svg)) return fail(error, tr("Cannot start the SVG drawing for %1.").arg(path));
    paintExport(painter, *scene_, font());
    painter.end();
    return saveBytesAtomically(path, file.data(), error);
}

void TopologyView::exportWithDialog(bool svg) {
    const QString filter = svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)");
    const QString path = QFileDialog::getSaveFileName(this, svg ? tr("Export topology as SVG") : tr("Export topology as PNG"),
                                                      svg ? QStringLiteral("topology.svg") : QStringLiteral("topology.png"), filter);
    if (path.isEmpty()) return;
    QString error;
    if (!(svg ? exportSvg(path, &error) : exportPng(path, &error))) QMessageBox::warning(this, tr("Export failed"), error);
}

}  // namespace cpui
