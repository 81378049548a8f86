#pragma once
// Bar chart of switches per tier and network (QCustomPlot). Reads the plan only.

#include <QWidget>

#include "plan/plan.h"

class QCustomPlot;

#include "views/plan_view.h"

namespace cpui {

class SwitchChart : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit SwitchChart(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;
    QCustomPlot* plot() const { return plot_; }

private:
    QCustomPlot* plot_;
};

}  // namespace cpui
