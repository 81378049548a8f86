#pragma once
// The plan's headline numbers as a tree (section → quantity, value). Each row's
// tooltip and third column carry the explanation: formula, values, sources.
// Reads the plan only; computes nothing. A row with an explanation links to its
// section of the formula reference (double-click or context menu).

#include <QTreeWidget>

#include "plan/plan.h"

#include "views/plan_view.h"

namespace cpui {

class PlanSummaryView : public QTreeWidget, public PlanView {
    Q_OBJECT

public:
    // The explanation key of a row ("power.it_kw"), on column 0; empty without one.
    static constexpr int ExplainKeyRole = Qt::UserRole + 1;

    explicit PlanSummaryView(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;

signals:
    void formulaReferenceRequested(const QString& key);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    // showPlan's sections, in their order; each but Compute only when the plan has that part.
    void addComputeSection(const cp::Plan& plan);
    void addFabricSection(const cp::Plan& plan);
    void addCablingSection(const cp::Plan& plan);
    void addPowerSection(const cp::Plan& plan);
    void addCostSection(const cp::Plan& plan);
    void addTrainingSection(const cp::Plan& plan);
    void addReliabilitySection(const cp::Plan& plan);
};

}  // namespace cpui
