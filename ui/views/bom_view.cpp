#include "views/bom_view.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <map>

#include "views/bom_table_model.h"
#include "views/chart_style.h"
#include "common/format.h"
#include "views/display_units.h"
#include "base/translations.h"

namespace cpui {

namespace {

// Headers a word a line ("Extended\nprice\n(USD)", "Unit\npower\n(W)"): numeric columns as narrow
// as their numbers, so every column fits a laptop-width table.
class BomProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        QVariant value = QSortFilterProxyModel::headerData(section, orientation, role);
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return value;
        return chart::wrapWords(value.toString(), 8);
    }
};

}  // namespace

BomView::BomView(QWidget* parent)
    : QWidget(parent),
      model_(new BomTableModel(this)),
      proxy_(new BomProxy(this)),
      table_(new QTableView),
      filter_(new QLineEdit),
      totals_(new QLabel),
      source_(new QLabel) {
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
    table_->horizontalHeader()->setStretchLastSection(false);  // fitColumns shares the width out itself
    table_->verticalHeader()->hide();
    // Names wrap in their columns (at word breaks; fitColumns keeps every word whole) and rows grow to
    // hold them: a laptop-width BOM reads whole, where one-line cells cut names in the middle
    // ("netwo…tches", "400G passiv…, NDR), 2 m"). A price source fills its row's lines and elides
    // the rest; the line under the table gives the current row's in full.
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideRight);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    source_->setObjectName("bomSource");
    source_->setWordWrap(true);
    source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this, &BomView::showCurrentSource);
    table_->viewport()->installEventFilter(this);
    // Sorting and filtering move the rows: their heights follow.
    connect(proxy_, &QAbstractItemModel::layoutChanged, this, &BomView::fitRows);
    connect(proxy_, &QAbstractItemModel::rowsInserted, this, &BomView::fitRows);
    connect(proxy_, &QAbstractItemModel::rowsRemoved, this, &BomView::fitRows);
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
    layout->addWidget(source_);
    layout->addWidget(totals_);
}

void BomView::showEvent(QShowEvent* event) {
    if (resizePending_) {
        resizePending_ = false;
        fitColumns();
    }
    QWidget::showEvent(event);
}

namespace {

// The widest word of a column's cells and its header (a wrapped cell never breaks a word).
int widestWord(const QAbstractItemModel& model, int column, const QFontMetrics& cells, const QFontMetrics& header) {
    static const QRegularExpression space("\\s+");
    int widest = 0;
    for (const QString& line : model.headerData(column, Qt::Horizontal).toString().split('\n'))  // as BomProxy wraps it
        widest = std::max(widest, header.horizontalAdvance(line) + header.height());           // and the sort arrow
    for (int row = 0; row < model.rowCount(); ++row)
        for (const QString& word : model.index(row, column).data().toString().split(space, Qt::SkipEmptyParts))
            widest = std::max(widest, cells.horizontalAdvance(word));
    return widest;
}

}  // namespace

void BomView::fitColumns() {
    // Numbers take their one-line width (and their header's longest line: BomProxy wraps headers).
    // The wordy columns (Category, Item, Part, Network, Price source) share what is left: each at
    // least its widest word, then up to its longest line in order (below), so long names wrap onto
    // more lines instead of being cut. Only below the widest words does the table scroll sideways.
    constexpr int kPadding = 12;       // the cell's margins around its text
    constexpr int kLongestWord = 220;  // a longer word is elided, not given the table
    constexpr int kSourceFloor = 90;
    const QFontMetrics header(table_->horizontalHeader()->font());
    const QFontMetrics cells(table_->font());
    const auto wordy = [](int c) {
        return c == BomTableModel::Category || c == BomTableModel::Item || c == BomTableModel::Part ||
               c == BomTableModel::Network || c == BomTableModel::Source;
    };
    std::array<int, BomTableModel::ColumnCount> want{}, floor{};
    int available = table_->viewport()->width() - 2;  // rounding: never a pixel of sideways scrolling
    const QScrollBar* bar = table_->verticalScrollBar();
    if (!bar->isVisible()) available -= bar->sizeHint().width();  // the rows may still come to need it
    int wordyFloor = 0;
    for (int c = 0; c < BomTableModel::ColumnCount; ++c) {
        // A source may elide (its row's full text is under the table): it never squeezes the item.
        floor[c] = std::min(widestWord(*proxy_, c, cells, header), c == BomTableModel::Source ? kSourceFloor : kLongestWord) +
                   kPadding;
        want[c] = std::max(floor[c], static_cast<QAbstractItemView*>(table_)->sizeHintForColumn(c));  // public there
        if (!wordy(c)) {
            table_->setColumnWidth(c, want[c]);
            available -= want[c];
            continue;
        }
        wordyFloor += floor[c];
        table_->setColumnWidth(c, floor[c]);
    }
    // What is left goes to the wordy columns in the order they tell rows apart: the item (what a row
    // is) first, the source last (it is whole under the table and in the exports).
    int spare = std::max(0, available - wordyFloor);
    for (int c : {BomTableModel::Item, BomTableModel::Category, BomTableModel::Network, BomTableModel::Part, BomTableModel::Source}) {
        const int give = std::min(spare, want[c] - floor[c]);
        table_->setColumnWidth(c, floor[c] + give);
        spare -= give;
    }
    // Room to spare once every column has its longest line: the source, last, takes it.
    table_->setColumnWidth(BomTableModel::Source, table_->columnWidth(BomTableModel::Source) + spare);
    fitRows();
}

void BomView::fitRows() {
    const QFontMetrics cells(table_->font());
    const int margin = table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 1;  // the delegate's
    const int oneLine = cells.height() + 8;
    for (int row = 0; row < proxy_->rowCount(); ++row) {
        int height = oneLine;
        for (int c : {BomTableModel::Category, BomTableModel::Item, BomTableModel::Part, BomTableModel::Network}) {
            const QRect room(0, 0, std::max(1, table_->columnWidth(c) - 2 * margin), 100000);
            height = std::max(height, cells.boundingRect(room, Qt::TextWordWrap, proxy_->index(row, c).data().toString()).height() + 8);
        }
        table_->setRowHeight(row, height);
    }
}

void BomView::showCurrentSource() {
    const QModelIndex current = table_->currentIndex();
    if (!current.isValid()) return source_->clear();
    source_->setText(tr("%1 — price source: %2")
                         .arg(proxy_->index(current.row(), BomTableModel::Item).data().toString(),
                              proxy_->index(current.row(), BomTableModel::Source).data().toString()));
}

bool BomView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport() && event->type() == QEvent::Resize && isVisible()) fitColumns();
    return QWidget::eventFilter(watched, event);
}

void BomView::clearPlan() { showPlan(cp::Plan{}); }

void BomView::showPlan(const cp::Plan& plan) {
    model_->setPlan(plan);
    source_->clear();
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
