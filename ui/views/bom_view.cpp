#include "views/bom_view.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

#include "views/bom_table_model.h"
#include "views/chart_style.h"
#include "common/format.h"
#include "views/display_units.h"
#include "base/translations.h"

namespace cpui {

namespace {

// Headers on lines of about ten characters ("Extended\nprice\n(USD)"): numeric columns as narrow
// as their numbers, so every column fits a laptop-width table.
class BomProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        QVariant value = QSortFilterProxyModel::headerData(section, orientation, role);
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return value;
        return chart::wrapWords(value.toString(), 10);
    }
};

}  // namespace

BomView::BomView(QWidget* parent)
    : QWidget(parent),
      model_(new BomTableModel(this)),
      proxy_(new BomProxy(this)),
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
    table_->setTextElideMode(Qt::ElideMiddle);
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
    // A column is as wide as its cells and its header's longest word (headers wrap at spaces; a
    // line's height more for the sort arrow): "Unit power (W)" over "10,200". When that is wider
    // than the table, the wordy columns give way in the order they matter least: Price source,
    // Category, Part, and last Item (what a row is: "…: fibre patch, 70 m"; text elides in the
    // middle, so an item keeps its end). Only below these floors does the table scroll sideways;
    // room to spare goes to Price source, the last section, which stretches.
    const QFontMetrics header(table_->horizontalHeader()->font());
    for (int c = 0; c < BomTableModel::ColumnCount; ++c) {
        int widestWord = 0;
        for (const QString& word : proxy_->headerData(c, Qt::Horizontal).toString().split(' ', Qt::SkipEmptyParts))
            widestWord = std::max(widestWord, header.horizontalAdvance(word));
        const int cells = static_cast<QAbstractItemView*>(table_)->sizeHintForColumn(c);  // public there
        table_->setColumnWidth(c, std::max(cells, widestWord + header.height()));
    }
    // Room for a vertical scroll bar is kept even before one shows (the rows arrive after this).
    const QScrollBar* bar = table_->verticalScrollBar();
    int excess = -(table_->viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width()));
    for (int c = 0; c < BomTableModel::ColumnCount; ++c) excess += table_->columnWidth(c);
    const std::pair<int, int> floors[] = {
        {BomTableModel::Source, 100}, {BomTableModel::Category, 95}, {BomTableModel::Part, 70}, {BomTableModel::Item, 150}};
    for (const auto& [column, floor] : floors) {
        const int give = std::clamp(excess, 0, std::max(0, table_->columnWidth(column) - floor));
        table_->setColumnWidth(column, table_->columnWidth(column) - give);
        excess -= give;
    }
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
