#include "editor/list_table_editor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "editor/editor_form.h"
#include "editor/field_help.h"

namespace cpui {

ListTableEditor::ListTableEditor(EditorContext* context, ListBinding binding, QWidget* parent)
    : QWidget(parent),
      context_(context),
      binding_(std::move(binding)),
      table_(new QTableWidget),
      add_(new QPushButton(tr("Add"))),
      remove_(new QPushButton(tr("Remove"))) {
    table_->setColumnCount(static_cast<int>(binding_.headers.size()));
    table_->setHorizontalHeaderLabels(binding_.headers);
    for (int c = 0; c < binding_.keys.size(); ++c)
        table_->horizontalHeaderItem(c)->setToolTip(
            fieldTooltip(binding_.path + "/0/" + binding_.keys[c]));
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setVisible(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setMaximumHeight(120);
    add_->setToolTip(tr("Add a %1").arg(binding_.what));
    remove_->setToolTip(tr("Remove the selected %1").arg(binding_.what));
    context_->registerField(table_, binding_.path);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    layout->addLayout(buttons);

    context_->addLoader([this](const cp::Profile& p) { load(p); });
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (loading_) return;
        const int row = item->row(), column = item->column();
        const QVariant value = item->data(Qt::EditRole);
        if (!context_->apply(table_, tr("Edit %1").arg(binding_.what),
                             [&](cp::Profile& p) { binding_.setCell(p, row, column, value); }))
            load(context_->profile());  // show what the profile holds, the mark keeps the message
    });
    connect(add_, &QPushButton::clicked, this, [this] {
        context_->apply(table_, tr("Add %1").arg(binding_.what), binding_.append);
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = table_->currentRow();
        if (row < 0) return;
        context_->apply(table_, tr("Remove %1").arg(binding_.what), [&](cp::Profile& p) { binding_.remove(p, row); });
    });
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) { remove_->setEnabled(row >= 0); });
    remove_->setEnabled(false);
}

void ListTableEditor::load(const cp::Profile& profile) {
    loading_ = true;
    const std::vector<QVariantList> rows = binding_.rows(profile);
    const int current = table_->currentRow();
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
        for (int c = 0; c < rows[static_cast<std::size_t>(r)].size() && c < table_->columnCount(); ++c) {
            QTableWidgetItem* item = table_->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                table_->setItem(r, c, item);
            }
            item->setData(Qt::EditRole, rows[static_cast<std::size_t>(r)][c]);
        }
    if (current >= table_->rowCount()) table_->setCurrentCell(table_->rowCount() - 1, 0);
    remove_->setEnabled(table_->currentRow() >= 0);
    loading_ = false;
}

}  // namespace cpui
