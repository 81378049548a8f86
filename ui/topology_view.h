#pragma once
// The Topology tab: a toolbar (zoom, fit, export), the network diagram in a
// QGraphicsView (Ctrl+wheel zooms, dragging pans) and the media legend.
// Reads the plan only; the zoom survives every showPlan().

#include <QWidget>

#include "plan/plan.h"

class QGraphicsView;
class QLabel;
class QStackedWidget;

namespace cpui {

class MediaLegend;
class TopologyScene;

class TopologyView : public QWidget {
    Q_OBJECT

public:
    explicit TopologyView(QWidget* parent = nullptr);

    void showPlan(const cp::Plan& plan);

    // Write the whole diagram and its legend atomically; false with a reason on failure.
    bool exportPng(const QString& path, QString* error);
    bool exportSvg(const QString& path, QString* error);

    TopologyScene* scene() const { return scene_; }
    QGraphicsView* graphicsView() const { return view_; }
    double zoom() const;          // view scale, 1 = 100%
    bool fitsToWindow() const { return fit_; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

private:
    void zoomBy(double factor);
    void setFitMode(bool fit);
    void exportWithDialog(bool svg);

    TopologyScene* scene_;
    QGraphicsView* view_;
    MediaLegend* legend_;
    QStackedWidget* pages_;
    QLabel* empty_;
    bool fit_ = true;  // until the user zooms, every plan is fitted to the window
};

}  // namespace cpui
