#pragma once
// The plan's headline numbers as a tree (section → quantity, value). Each row's
// tooltip and third column carry the explanation: formula, values, sources.
// Reads the plan only; computes nothing.

#include <QTreeWidget>

#include "plan/plan.h"

namespace cpui {

class PlanSummaryView : public QTreeWidget {
    Q_OBJECT

public:
    explicit PlanSummaryView(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan);
    void clearPlan();
};

}  // namespace cpui
