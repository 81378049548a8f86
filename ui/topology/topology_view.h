#pragma once
// The Topology tab: a toolbar (zoom, fit, export), the network diagram in a
// QGraphicsView (Ctrl+wheel zooms, dragging pans) and the media legend.
// Reads the plan only; the zoom and the selection survive every showPlan().
// With a document (setDocument) it is also an editor: clicking selects an
// element, the inspector beside the diagram edits it, the context menu and the
// structure toolbar change the design (TopologyActions), Delete removes the
// selection and the arrow keys move it; every edit is one undo step.

#include <QWidget>

#include <functional>
#include <vector>

#include "plan/plan.h"
#include "profile/design_preset.h"
#include "topology/topology_scene.h"

class QAction;
class QGraphicsView;
class QKeyEvent;
class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolBar;

namespace cpui {

class Document;
class MediaLegend;
class TopologyActions;
class TopologyInspector;

class TopologyView : public QWidget {
    Q_OBJECT

public:
    explicit TopologyView(QWidget* parent = nullptr);
    ~TopologyView() override;

    void showPlan(const cp::Plan& plan);

    // Makes the diagram an editor of `document` (follows its changes from now on);
    // presets are read from dataDir/presets.
    void setDocument(Document* document, const QString& dataDir);
    TopologyInspector* inspector() const { return inspector_; }
    TopologyActions* actions() const { return actions_; }
    const std::vector<cp::DesignPreset>& presets() const { return presets_; }
    QToolBar* structureToolBar() const { return structureBar_; }

    void selectElement(const TopologyElement& element);
    TopologyElement selectedElement() const;
    // The context menu's actions for `element` (also what right-click shows), parented to `parent`.
    QMenu* contextMenuFor(const TopologyElement& element, QWidget* parent);
    // Delete: removes the selected element (one undo step); false and a message when refused.
    bool deleteSelected();
    // Arrow keys: the nearest element in that direction (Qt::Key_Left, …).
    void moveSelection(int key);

    // Write the whole diagram and its legend atomically; false with a reason on failure.
    bool exportPng(const QString& path, QString* error);
    bool exportSvg(const QString& path, QString* error);

    TopologyScene* scene() const { return scene_; }
    QGraphicsView* graphicsView() const { return view_; }
    double zoom() const;  // view scale, 1 = 100%
    bool fitsToWindow() const { return fit_; }

signals:
    // "Edit in the Design panel" on an element: its profile path.
    void editInDesignPanel(const QString& jsonPath);

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

private:
    // The constructor's parts.
    QToolBar* buildViewToolBar();
    void layOutView(QToolBar* toolbar);
    void showContextMenuAt(QPoint global, QPointF at);
    bool handleViewKey(QKeyEvent* event);  // true: handled
    void followSelection();

    // contextMenuFor's parts; addEditAction adds an action that runs `run` and reports its error.
    QAction* addEditAction(QMenu* menu, const QString& name, const QString& text, std::function<bool(QString*)> run);
    void addElementActions(QMenu* menu, const TopologyElement& element);
    void addNetworkStructureActions(QMenu* menu, int n, const cp::NetworkInput& net);
    void addNetworkMenu(QMenu* menu);
    void addPresetMenu(QMenu* menu, int n);

    void zoomBy(double factor);
    void setFitMode(bool fit, bool scrolls = false);
    void exportWithDialog(bool svg);

    TopologyScene* scene_;
    QGraphicsView* view_;
    MediaLegend* legend_;
    QStackedWidget* pages_;
    QSplitter* splitter_ = nullptr;
    QLabel* empty_;
    bool fit_ = true;       // until the user zooms, every plan is fitted to the window
    bool clicking_ = false;  // the selection changes under a mouse click (not scrolled into view)

    void buildStructureBar();
    void updateStructureActions();
    int targetNetwork() const;  // the selected element's network, else the first
    void report(bool ok, const QString& error);
    bool askAndAddExtraSwitches(int network);
    bool askAndSetZones(int network);

    Document* document_ = nullptr;
    TopologyActions* actions_ = nullptr;
    TopologyInspector* inspector_ = nullptr;
    QToolBar* structureBar_ = nullptr;
    std::vector<cp::DesignPreset> presets_;
    QString dataDir_;
};

}  // namespace cpui
