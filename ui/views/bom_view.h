#pragma once
// The BOM tab: a sortable, filterable table of the plan's parts, with totals,
// and Ctrl+C copying the selected cells as TSV.

#include <QWidget>

#include "plan/plan.h"

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

#include "views/plan_view.h"

namespace cpui {

class BomTableModel;

class BomView : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit BomView(QWidget* parent = nullptr);
    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;
    BomTableModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QString selectionAsTsv() const;

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();
    BomTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QLabel* totals_;
    bool resizePending_ = false;  // columns fit their contents when next shown
};

}  // namespace cpui
