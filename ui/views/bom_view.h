#pragma once
// The BOM tab: a sortable, filterable table of the plan's parts, with totals, the current row's
// price source in full, and Ctrl+C copying the selected cells as TSV.

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
    QLabel* sourceLabel() const { return source_; }  // the current row's item and price source
    QString selectionAsTsv() const;

protected:
    void showEvent(QShowEvent* event) override;
    // The table's viewport resized (the window, a dock, the scroll bar coming or going): refit.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitColumns();
    void fitRows();  // each row as tall as its wrapped item, category, part and network
    void showCurrentSource();
    BomTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QLabel* totals_;
    QLabel* source_;
    bool resizePending_ = false;  // columns fit their contents when next shown
};

}  // namespace cpui
