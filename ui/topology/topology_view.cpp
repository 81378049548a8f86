#include "topology/topology_view.h"
#include "base/message_box.h"

#include <QBuffer>

#include "base/atomic_save.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QGraphicsItem>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QSplitter>
#include <QToolButton>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStyle>
#include <QSvgGenerator>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>

#include "base/catalog_items.h"
#include "common/format.h"
#include "base/document.h"
#include "views/stale_views.h"
#include "topology/topology_actions.h"
#include "topology/topology_inspector.h"
#include "topology/topology_scene.h"

namespace cpui {

namespace {

// A text tool button that opens a menu: "Preset ▾", the arrow in the text rather than the
// style's corner indicator, which text-only buttons squash into their last letter.
void menuLook(QToolButton* button) {
    button->setText(button->text() + QStringLiteral(" \u25BE"));
    button->setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; width: 0px; }"));
}

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 4.0;
constexpr double kMaxFitZoom = 1.25;          // a small diagram is not blown up beyond this
constexpr double kMinFitZoom = 0.6;           // 9 pt labels stay 7 to 8 px high: smaller is unreadable
constexpr double kExportScale = 2.0;          // PNG pixels per scene unit (sharp on HiDPI)
constexpr double kMaxExportPixels = 16000.0;  // longest PNG side
constexpr qreal kLegendH = 30;                // legend band under an exported diagram

// While it lives, the view passes no mouse event to its scene (QGraphicsView::setInteractive).
struct SceneMuted {
    QGraphicsView* view;
    explicit SceneMuted(QGraphicsView* v) : view(v) { view->setInteractive(false); }
    ~SceneMuted() { view->setInteractive(true); }
};

// Ctrl+wheel zooms around the cursor; a plain wheel scrolls; resizing reports back.
class ZoomableGraphicsView : public QGraphicsView {
public:
    std::function<void(double)> onWheelZoom;
    std::function<void()> onResize;
    std::function<void(QPointF)> onClick;                // left press at a scene point
    std::function<void(QPoint, QPointF)> onContextMenu;  // global position, scene point
    std::function<bool(QKeyEvent*)> onKey;               // true: handled

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
    // A click selects the element under it and still pans when dragged. The scene sees neither
    // the press (an item would take it and stop the hand drag) nor the release (the hand drag
    // takes a release after little motion for a click on empty space and clears the selection).
    void mousePressEvent(QMouseEvent* event) override {
        if (event->button() == Qt::LeftButton && onClick) onClick(mapToScene(event->position().toPoint()));
        const SceneMuted muted(this);
        QGraphicsView::mousePressEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent* event) override {
        const SceneMuted muted(this);
        QGraphicsView::mouseReleaseEvent(event);
    }
    void contextMenuEvent(QContextMenuEvent* event) override {
        if (!onContextMenu) return QGraphicsView::contextMenuEvent(event);
        onContextMenu(event->globalPos(), mapToScene(event->pos()));
        event->accept();
    }
    void keyPressEvent(QKeyEvent* event) override {
        if (onKey && onKey(event)) {
            event->accept();
            return;
        }
        QGraphicsView::keyPressEvent(event);
    }
};

// Draws "Cables:" and one swatch per media class from `origin`; returns the width used.
qreal paintLegend(QPainter& painter, QPointF origin, qreal height, const QList<MediaLegendEntry>& entries, const QFont& font) {
    painter.save();
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const qreal baseline = origin.y() + (height + metrics.ascent() - metrics.descent()) / 2;
    qreal x = origin.x();
    const QString title = entries.isEmpty() ? TopologyView::tr("Cables: none computed") : TopologyView::tr("Cables:");
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
    : QWidget(parent),
      scene_(new TopologyScene(this)),
      legend_(new MediaLegend),
      pages_(new QStackedWidget),
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

    QToolBar* toolbar = buildViewToolBar();

    structureBar_ = new QToolBar;
    structureBar_->setObjectName(QStringLiteral("topologyStructureBar"));
    structureBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    structureBar_->setVisible(false);  // an editor only with a document

    layOutView(toolbar);

    view->onClick = [this](QPointF at) {
        clicking_ = true;  // what was clicked is in view: no scrolling to it
        scene_->selectElement(TopologyElement::of(scene_->elementAt(at)));
        clicking_ = false;
    };
    view->onContextMenu = [this](QPoint global, QPointF at) { showContextMenuAt(global, at); };
    view->onKey = [this](QKeyEvent* event) { return handleViewKey(event); };
    view_->setFocusPolicy(Qt::StrongFocus);
    view_->setAccessibleName(tr("Network topology diagram"));
    view_->setAccessibleDescription(tr("Arrow keys move the selection, Enter edits it in the inspector, Delete removes it"));
    followSelection();
}

// Zoom in, Zoom out, Fit (with their shortcuts) and the exports.
QToolBar* TopologyView::buildViewToolBar() {
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
    return toolbar;
}

// The toolbar and legend over the structure bar, over the diagram (or the empty page) in the splitter.
void TopologyView::layOutView(QToolBar* toolbar) {
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(toolbar);
    top->addStretch(1);
    top->addWidget(legend_);
    pages_->addWidget(view_);
    pages_->addWidget(empty_);
    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->addWidget(pages_);
    splitter_->setStretchFactor(0, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(structureBar_);
    layout->addWidget(splitter_, 1);
    pages_->setCurrentWidget(empty_);
}

// Right-click selects the element under the cursor; with a document, its menu opens.
void TopologyView::showContextMenuAt(QPoint global, QPointF at) {
    const TopologyElement e = TopologyElement::of(scene_->elementAt(at));
    scene_->selectElement(e);
    if (!document_) return;
    QMenu* menu = contextMenuFor(e, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(global);
}

// The diagram's keys: arrows move the selection, Delete removes it, Enter edits it, Escape clears it.
bool TopologyView::handleViewKey(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
        moveSelection(event->key());
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (!document_) return false;
        deleteSelected();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!inspector_) return false;
        inspector_->focusFirstField();
        return true;
    case Qt::Key_Escape:
        scene_->selectElement({});
        return true;
    default:
        return false;
    }
}

// A new selection is scrolled into view (unless clicked), described to screen readers and shown in
// the inspector.
void TopologyView::followSelection() {
    connect(scene_, &QGraphicsScene::selectionChanged, this, [this] {
        const TopologyElement e = scene_->selectedElement();
        if (QGraphicsItem* item = scene_->selectedItem()) {
            if (!clicking_) view_->ensureVisible(item, 24, 24);
            // Screen readers read the selected element's tooltip as the diagram's description.
            view_->setAccessibleDescription(QString(item->toolTip()).remove(QRegularExpression("<[^>]*>")));
        }
        if (inspector_) inspector_->showElement(e);
        updateStructureActions();
    });
}

// The scene dies with this widget's children: its last selection change must reach no one.
TopologyView::~TopologyView() { scene_->blockSignals(true); }

void TopologyView::showPlan(const cp::Plan& plan) {
    const QPointF centre = view_->mapToScene(view_->viewport()->rect().center());
    const TopologyElement selected = scene_->selectedElement();
    {
        const QSignalBlocker block(scene_);  // the selection is carried over, not lost and found
        scene_->setPlan(plan);
        scene_->selectElement(selected);
    }
    if (inspector_) inspector_->showElement(scene_->selectedElement());
    updateStructureActions();
    legend_->setEntries(scene_->legend());
    if (!scene_->hasDiagram()) {
        pages_->setCurrentWidget(empty_);
        return;
    }
    pages_->setCurrentWidget(view_);
    if (fit_)
        fitToWindow();
    else
        view_->centerOn(centre);
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
    if (!scene_->hasDiagram()) return setFitMode(true);
    const QRectF rect = scene_->sceneRect();
    const QSize room = view_->maximumViewportSize();  // without scroll bars
    const double whole = std::min(room.width() / rect.width(), room.height() / rect.height());
    // The drawing without the scene's blank margin, when only that margin would not fit.
    const QRectF drawing = scene_->itemsBoundingRect().adjusted(-4, -4, 4, 4);
    const double drawingWhole = std::min(room.width() / drawing.width(), room.height() / drawing.height());
    if (whole >= kMinFitZoom || drawingWhole >= kMinFitZoom) {
        setFitMode(true);
        view_->fitInView(whole >= kMinFitZoom ? rect : drawing, Qt::KeepAspectRatio);
        if (zoom() > kMaxFitZoom) view_->setTransform(QTransform::fromScale(kMaxFitZoom, kMaxFitZoom));
        return;
    }
    // A wide diagram (four zones side by side) fitted whole would have unreadable text and leave
    // the window's lower part empty: show as much of it as the readable zoom allows, from the top
    // left, where the network's title and tier headers are, and scroll to the rest.
    setFitMode(true, true);
    const int bar = view_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, view_);
    const double scale = kMinFitZoom;
    view_->setTransform(QTransform::fromScale(scale, scale));
    const QSizeF visible((room.width() - bar) / scale, (room.height() - bar) / scale);
    view_->centerOn(rect.left() + visible.width() / 2, rect.top() + std::min(visible.height(), rect.height()) / 2);
}

// Fitted whole, the diagram shows and scroll bars would only steal room from it; fitted to its
// height (`scrolls`), the rest is a scroll away.
void TopologyView::setFitMode(bool fit, bool scrolls) {
    fit_ = fit;
    const Qt::ScrollBarPolicy policy = fit && !scrolls ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
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
    const QString path =
        QFileDialog::getSaveFileName(this, svg ? tr("Export topology as SVG") : tr("Export topology as PNG"),
                                     svg ? QStringLiteral("topology.svg") : QStringLiteral("topology.png"), filter);
    if (path.isEmpty()) return;
    QString error;
    if (!(svg ? exportSvg(path, &error) : exportPng(path, &error))) plainWarning(this, tr("Export failed"), error);
}

// ---- Editing ----

void TopologyView::setDocument(Document* document, const QString& dataDir) {
    document_ = document;
    dataDir_ = dataDir;
    actions_ = new TopologyActions(document_, this);
    inspector_ = new TopologyInspector(document_);
    splitter_->addWidget(inspector_);
    splitter_->setStretchFactor(1, 0);
    splitter_->setSizes({1000, 340});  // proportions: the inspector gets about a quarter
    setTabOrder(view_, inspector_);
    cp::Diagnostics problems;
    presets_ = cp::loadDesignPresets(dataDir.toStdString(), problems);
    for (const cp::Diagnostic& p : problems) qWarning("%s", p.message.c_str());
    connect(actions_, &TopologyActions::refused, inspector_, &TopologyInspector::showMessage);
    auto* stale = new StaleViews(this);  // the topology of a hidden tab is laid out when shown
    stale->add(this, [this] { showPlan(document_->plan()); });
    connect(document_, &Document::changed, stale, &StaleViews::refresh);
    buildStructureBar();
    structureBar_->setVisible(true);
    showPlan(document_->plan());
}

void TopologyView::selectElement(const TopologyElement& element) { scene_->selectElement(element); }
TopologyElement TopologyView::selectedElement() const { return scene_->selectedElement(); }

int TopologyView::targetNetwork() const {
    const TopologyElement e = scene_->selectedElement();
    return e.isValid() && e.network >= 0 ? e.network : 0;
}

void TopologyView::report(bool ok, const QString& error) {
    if (inspector_ && !ok && !error.isEmpty()) inspector_->showMessage(error);
}

bool TopologyView::deleteSelected() {
    if (!actions_) return false;
    const TopologyElement e = scene_->selectedElement();
    QString error;
    const bool ok = e.isValid() ? actions_->removeElement(e, &error) : false;
    if (!e.isValid())
        report(false, tr("Select an element to delete."));
    else
        report(ok, error);
    return ok;
}

bool TopologyView::askAndAddExtraSwitches(int network) {
    const cp::Profile& p = document_->profile();
    if (network < 0 || static_cast<std::size_t>(network) >= p.networks.size()) return false;
    bool ok = false;
    const int count = QInputDialog::getInt(
        this, tr("Extra switches"),
        tr("Switches to add to %1:").arg(QString::fromStdString(p.networks[static_cast<std::size_t>(network)].name)), 1, 1,
        1'000'000, 1, &ok);
    if (!ok) return false;
    const QString reason = QInputDialog::getText(this, tr("Extra switches"), tr("Why (shown in the explanation and the BOM):"),
                                                 QLineEdit::Normal, QString(), &ok);
    if (!ok) return false;
    QString error;
    const bool added = actions_->addExtraSwitches(network, p.networks[static_cast<std::size_t>(network)].switch_id, count,
                                                  reason.toStdString(), &error);
    report(added, error);
    return added;
}

bool TopologyView::askAndSetZones(int network) {
    const cp::Profile& p = document_->profile();
    if (network < 0 || static_cast<std::size_t>(network) >= p.networks.size()) return false;
    bool ok = false;
    const int zones =
        QInputDialog::getInt(this, tr("Zones"), tr("Independent zones (1 merges them):"),
                             static_cast<int>(p.networks[static_cast<std::size_t>(network)].zones), 1, 1024, 1, &ok);
    if (!ok) return false;
    QString error;
    const bool done = actions_->setZones(network, zones, &error);
    report(done, error);
    return done;
}

QMenu* TopologyView::contextMenuFor(const TopologyElement& element, QWidget* parent) {
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("topologyContextMenu"));
    if (!document_ || !document_->hasProfile()) return menu;
    const int n = element.isValid() && element.network >= 0 ? element.network : 0;
    const cp::Profile& profile = document_->profile();
    if (static_cast<std::size_t>(n) >= profile.networks.size()) return menu;
    const cp::NetworkInput& net = profile.networks[static_cast<std::size_t>(n)];
    if (element.isValid()) addElementActions(menu, element);
    addNetworkStructureActions(menu, n, net);
    if (profile.storage.servers == 0) {
        addEditAction(menu, QStringLiteral("attachStorage"), tr("Attach storage servers (one NIC per zone)"),
                      [this, n](QString* e) { return actions_->attachStorage(n, 100, std::string(), e); });
    }
    addNetworkMenu(menu);
    if (!presets_.empty()) addPresetMenu(menu, n);
    return menu;
}

QAction* TopologyView::addEditAction(QMenu* menu, const QString& name, const QString& text, std::function<bool(QString*)> run) {
    QAction* a = menu->addAction(text);
    a->setObjectName(name);
    connect(a, &QAction::triggered, this, [this, run] {
        QString error;
        report(run(&error), error);
    });
    return a;
}

// "Edit in the Design panel" and "Delete" for the element right-clicked.
void TopologyView::addElementActions(QMenu* menu, const TopologyElement& element) {
    const QString path = inspector_ ? (inspector_->showElement(element), inspector_->jsonPath()) : QString();
    QAction* design = menu->addAction(tr("Edit in the Design panel"));
    design->setObjectName(QStringLiteral("editInDesign"));
    design->setEnabled(!path.isEmpty());
    connect(design, &QAction::triggered, this, [this, path] { emit editInDesignPanel(path); });
    QAction* del = menu->addAction(tr("Delete"));
    del->setObjectName(QStringLiteral("delete"));
    del->setShortcut(QKeySequence::Delete);
    connect(del, &QAction::triggered, this, [this] { deleteSelected(); });
    menu->addSeparator();
}

// Network n's tiers, zones, planes, extra switches and chassis.
void TopologyView::addNetworkStructureActions(QMenu* menu, int n, const cp::NetworkInput& net) {
    addEditAction(menu, QStringLiteral("addTier"), tr("Add a tier"), [this, n](QString* e) { return actions_->addTier(n, e); });
    addEditAction(menu, QStringLiteral("removeTier"), tr("Remove a tier"),
                  [this, n](QString* e) { return actions_->removeTier(n, e); });
    menu->addSeparator();
    const std::int64_t zones = net.zones;
    addEditAction(menu, QStringLiteral("splitZones"),
                  zones == 1 ? tr("Split into 2 zones") : tr("Split each zone in two (%1 zones)").arg(zones * 2),
                  [this, n, zones](QString* e) { return actions_->setZones(n, zones * 2, e); });
    QAction* zonesAction = menu->addAction(tr("Zones…"));
    zonesAction->setObjectName(QStringLiteral("setZones"));
    connect(zonesAction, &QAction::triggered, this, [this, n] { askAndSetZones(n); });
    if (zones > 1)
        addEditAction(menu, QStringLiteral("mergeZones"), tr("Merge the zones"),
                      [this, n](QString* e) { return actions_->mergeZones(n, e); });
    const std::int64_t planes = net.planes;
    addEditAction(menu, QStringLiteral("addPlane"), tr("Add a plane (%1)").arg(planes + 1),
                  [this, n, planes](QString* e) { return actions_->setPlanes(n, planes + 1, e); });
    if (planes > 1)
        addEditAction(menu, QStringLiteral("removePlane"), tr("Remove a plane (%1)").arg(planes - 1),
                      [this, n, planes](QString* e) { return actions_->setPlanes(n, planes - 1, e); });
    menu->addSeparator();
    QAction* extra = menu->addAction(tr("Add extra switches…"));
    extra->setObjectName(QStringLiteral("addExtraSwitches"));
    connect(extra, &QAction::triggered, this, [this, n] { askAndAddExtraSwitches(n); });
    if (actions_->usesChassis(n))
        addEditAction(menu, QStringLiteral("fromChassis"), tr("Back to fixed switches"),
                      [this, n](QString* e) { return actions_->fromChassis(n, e); });
    else
        addEditAction(menu, QStringLiteral("toChassis"), tr("Convert to a chassis switch"),
                      [this, n](QString* e) { return actions_->toChassis(n, e); });
}

// "Add a network": a submenu of roles.
void TopologyView::addNetworkMenu(QMenu* menu) {
    QMenu* addNet = menu->addMenu(tr("Add a network"));
    addNet->setObjectName(QStringLiteral("addNetworkMenu"));
    for (cp::NetworkRole role :
         {cp::NetworkRole::Storage, cp::NetworkRole::Frontend, cp::NetworkRole::Management, cp::NetworkRole::Compute}) {
        const QString word = QString::fromStdString(cp::enumText(role));
        QAction* a = addNet->addAction(tr("%1 network").arg(word));
        a->setObjectName(QStringLiteral("addNetwork-") + word);
        connect(a, &QAction::triggered, this, [this, role] {
            QString error;
            report(actions_->addNetwork(role, &error), error);
        });
    }
}

// "Apply a design preset": a submenu of the presets, applied to network n.
void TopologyView::addPresetMenu(QMenu* menu, int n) {
    QMenu* presetMenu = menu->addMenu(tr("Apply a design preset"));
    presetMenu->setObjectName(QStringLiteral("presetMenu"));
    for (const cp::DesignPreset& preset : presets_) {
        QAction* a = presetMenu->addAction(QString::fromStdString(preset.name));
        a->setObjectName(QStringLiteral("preset-") + QString::fromStdString(preset.id));
        a->setToolTip(QString::fromStdString(preset.description));
        connect(a, &QAction::triggered, this, [this, preset, n] {
            QString error;
            report(actions_->applyPreset(preset, n, &error), error);
        });
    }
    presetMenu->setToolTipsVisible(true);
}

void TopologyView::buildStructureBar() {
    structureBar_->clear();
    auto add = [&](const QString& name, const QString& text, const QString& tip, std::function<bool(int, QString*)> run) {
        QAction* a = structureBar_->addAction(text);
        a->setObjectName(QStringLiteral("bar-") + name);
        a->setToolTip(tip);
        connect(a, &QAction::triggered, this, [this, run] {
            QString error;
            report(run(targetNetwork(), &error), error);
        });
        return a;
    };
    add(QStringLiteral("addTier"), tr("+ Tier"), tr("Add a tier to the selected network"),
        [this](int n, QString* e) { return actions_->addTier(n, e); });
    add(QStringLiteral("removeTier"), tr("− Tier"), tr("Remove the top tier of the selected network"),
        [this](int n, QString* e) { return actions_->removeTier(n, e); });
    QAction* zones = structureBar_->addAction(tr("Zones…"));
    zones->setObjectName(QStringLiteral("bar-zones"));
    zones->setToolTip(tr("Split the selected network into N independent zones, or merge them (1)"));
    connect(zones, &QAction::triggered, this, [this] { askAndSetZones(targetNetwork()); });
    add(QStringLiteral("addPlane"), tr("+ Plane"), tr("Add a parallel plane"), [this](int n, QString* e) {
        return actions_->setPlanes(n, document_->profile().networks.at(static_cast<std::size_t>(n)).planes + 1, e);
    });
    add(QStringLiteral("removePlane"), tr("− Plane"), tr("Remove a plane"), [this](int n, QString* e) {
        return actions_->setPlanes(n, document_->profile().networks.at(static_cast<std::size_t>(n)).planes - 1, e);
    });
    QAction* extra = structureBar_->addAction(tr("+ Extra switches…"));
    extra->setObjectName(QStringLiteral("bar-extra"));
    extra->setToolTip(tr("List switches the fabric rules do not count, with the reason"));
    connect(extra, &QAction::triggered, this, [this] { askAndAddExtraSwitches(targetNetwork()); });
    add(QStringLiteral("chassis"), tr("Chassis ⇄"), tr("Turn the network into one chassis switch per zone × plane, or back"),
        [this](int n, QString* e) { return actions_->usesChassis(n) ? actions_->fromChassis(n, e) : actions_->toChassis(n, e); });
    auto* netButton = new QToolButton;
    netButton->setText(tr("+ Network"));
    netButton->setObjectName(QStringLiteral("bar-network"));
    netButton->setPopupMode(QToolButton::InstantPopup);
    auto* netMenu = new QMenu(netButton);
    for (cp::NetworkRole role :
         {cp::NetworkRole::Storage, cp::NetworkRole::Frontend, cp::NetworkRole::Management, cp::NetworkRole::Compute})
        connect(netMenu->addAction(tr("%1 network").arg(QString::fromStdString(cp::enumText(role)))), &QAction::triggered, this,
                [this, role] {
                    QString error;
                    report(actions_->addNetwork(role, &error), error);
                });
    netButton->setMenu(netMenu);
    menuLook(netButton);
    structureBar_->addWidget(netButton);
    auto* presetButton = new QToolButton;
    presetButton->setText(tr("Preset"));
    presetButton->setObjectName(QStringLiteral("bar-preset"));
    presetButton->setToolTip(tr("Start the selected network from a design preset (one undo step)"));
    presetButton->setPopupMode(QToolButton::InstantPopup);
    auto* presetMenu = new QMenu(presetButton);
    presetMenu->setToolTipsVisible(true);
    for (const cp::DesignPreset& preset : presets_) {
        QAction* a = presetMenu->addAction(QString::fromStdString(preset.name));
        a->setToolTip(QString::fromStdString(preset.description));
        connect(a, &QAction::triggered, this, [this, preset] {
            QString error;
            report(actions_->applyPreset(preset, targetNetwork(), &error), error);
        });
    }
    presetButton->setMenu(presetMenu);
    menuLook(presetButton);
    presetButton->setEnabled(!presets_.empty());
    structureBar_->addWidget(presetButton);
    structureBar_->addSeparator();
    QAction* del = structureBar_->addAction(tr("Delete"));
    del->setObjectName(QStringLiteral("bar-delete"));
    del->setToolTip(tr("Remove the selected element (Delete)"));
    connect(del, &QAction::triggered, this, [this] { deleteSelected(); });
}

void TopologyView::updateStructureActions() {
    if (!structureBar_ || !document_) return;
    const bool has = document_->hasProfile();
    for (QAction* a : structureBar_->actions()) a->setEnabled(has);
    if (QAction* del = structureBar_->findChild<QAction*>(QStringLiteral("bar-delete")))
        del->setEnabled(has && scene_->selectedItem());
}

void TopologyView::moveSelection(int key) {
    QGraphicsItem* current = scene_->selectedItem();
    const QList<QGraphicsItem*> all = scene_->items(Qt::AscendingOrder);
    QList<QGraphicsItem*> elements;
    for (QGraphicsItem* item : all)
        if (item->data(KindKey).isValid()) elements.append(item);
    if (elements.isEmpty()) return;
    if (!current) {  // the first network's frame
        scene_->selectElement(TopologyElement::of(elements.front()));
        for (QGraphicsItem* item : elements)
            if (item->data(KindKey).toString() == QLatin1String("network")) {
                scene_->selectElement(TopologyElement::of(item));
                break;
            }
        return;
    }
    const QPointF from = current->sceneBoundingRect().center();
    const QPointF dir = key == Qt::Key_Left    ? QPointF(-1, 0)
                        : key == Qt::Key_Right ? QPointF(1, 0)
                        : key == Qt::Key_Up    ? QPointF(0, -1)
                                               : QPointF(0, 1);
    QGraphicsItem* best = nullptr;
    qreal bestScore = 0;
    for (QGraphicsItem* item : elements) {
        if (item == current) continue;
        const QPointF d = item->sceneBoundingRect().center() - from;
        const qreal along = d.x() * dir.x() + d.y() * dir.y();
        if (along <= 1) continue;
        const qreal across = std::abs(d.x() * dir.y() - d.y() * dir.x());
        const qreal score = along + 3 * across;  // stay in the row or column where possible
        if (!best || score < bestScore) {
            best = item;
            bestScore = score;
        }
    }
    if (best) scene_->selectElement(TopologyElement::of(best));
}

}  // namespace cpui
