#include "views/bom_view.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

#include "views/bom_table_model.h"
#include "common/format.h"
#include "views/display_units.h"
#include "shell/translations.h"

namespace cpui {

BomView::BomView(QWidget* parent)
    : QWidget(parent),
      model_(new BomTableModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView),
      filter_(new QLineEdit),
      totals_(new QLabel) {
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(Qt::UserRole);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1);  // any column
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);  // BOM order until a header is clicked
    proxy_->sort(-1);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    // One line per part: long text is elided (its tooltip has it all), rows never grow double height.
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    filter_->setPlaceholderText(tr("Filter parts…"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);
    auto* copy = new QAction(tr("Copy"), table_);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(selectionAsTsv()); });
    table_->addAction(copy);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(table_, 1);
    layout->addWidget(totals_);
}

void BomView::showEvent(QShowEvent* event) {
    if (resizePending_) {
        resizePending_ = false;
        fitColumns();
    }
    QWidget::showEvent(event);
}

void BomView::fitColumns() {
    // Columns fit their contents, but the wordy ones (item, part, source) give way so that every
    // column, Price source included, is on screen in a laptop-width window.
    table_->resizeColumnsToContents();
    const int cap = std::max(120, table_->viewport()->width() / 5);
    for (int column : {BomTableModel::Item, BomTableModel::Part})
        table_->setColumnWidth(column, std::min(table_->columnWidth(column), cap));
}

void BomView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (isVisible()) fitColumns();
}

void BomView::clearPlan() { showPlan(cp::Plan{}); }

void BomView::showPlan(const cp::Plan& plan) {
    model_->setPlan(plan);
    // Fitting columns measures every cell: do it on screen only (hidden tabs wait until shown).
    resizePending_ = !isVisible();
    if (!resizePending_) fitColumns();
    if (!plan.cost) {
        totals_->clear();
        return;
    }
    const DisplayUnits& units = DisplayUnits::current();
    QString text = tr("Total %1").arg(units.moneyMillions(plan.cost->capex_usd));
    for (const cp::CostCategory& c : plan.cost->by_category)
        text += QString(" · %1 %2").arg(coreTermText(c.category), units.moneyMillions(c.usd));
    totals_->setText(text);
}

QString BomView::selectionAsTsv() const {
    // Rows and columns of the selected cells, in view order, tab-separated.
    std::map<int, std::map<int, QString>> cells;
    for (const QModelIndex& index : table_->selectionModel()->selectedIndexes())
        cells[index.row()][index.column()] = index.data(Qt::DisplayRole).toString();
    QStringList rows;
    for (const auto& [row, columns] : cells) {
        QStringList fields;
        for (const auto& [column, value] : columns) fields << value;
        rows << fields.join('\t');
    }
    return rows.join('\n');
}

}  // namespace cpui
