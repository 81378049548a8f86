#pragma once
// Bar chart of switches per tier and network (QCustomPlot). Reads the plan only.

#include <QWidget>

#include "plan/plan.h"

class QCustomPlot;

namespace cpui {

class SwitchChart : public QWidget {
    Q_OBJECT

public:
    explicit SwitchChart(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan);
    void clearPlan();
    QCustomPlot* plot() const { return plot_; }

private:
    QCustomPlot* plot_;
};

}  // namespace cpui
