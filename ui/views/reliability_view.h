#pragma once
// The Reliability tab: job MTTF versus job size (log-log) and ETTR versus the
// checkpoint interval, with the profile's interval and the interval that maximises ETTR marked.
// Reads the plan only.

#include <QWidget>

#include "plan/plan.h"

class QCustomPlot;

#include "views/plan_view.h"

namespace cpui {

class ReliabilityView : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit ReliabilityView(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;
    QCustomPlot* mttfPlot() const { return mttf_; }
    QCustomPlot* ettrPlot() const { return ettr_; }

private:
    QCustomPlot* mttf_;
    QCustomPlot* ettr_;
};

}  // namespace cpui
