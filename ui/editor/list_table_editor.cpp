#include "editor/list_table_editor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "editor/editor_context.h"
#include "editor/field_help.h"
#include "editor/field_text.h"

namespace cpui {

namespace {

QVariant cellValue(const cp::FieldValue& v) {
    if (const auto* i = std::get_if<std::int64_t>(&v)) return QVariant::fromValue(static_cast<int>(*i));  // edits as an integer
    if (const auto* d = std::get_if<double>(&v)) return *d;
    if (const auto* s = std::get_if<std::string>(&v)) return QString::fromStdString(*s);
    return {};
}

// A flag is a check box in its cell; numbers and words are edited in place.
void showCell(QTableWidgetItem* item, const cp::FieldSpec& spec, const cp::FieldValue& v) {
    if (spec.kind == cp::FieldKind::Boolean) {
        item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        const auto* on = std::get_if<bool>(&v);
        item->setCheckState(on && *on ? Qt::Checked : Qt::Unchecked);
        return;
    }
    item->setData(Qt::EditRole, cellValue(v));
}

cp::FieldValue fieldValueOf(const cp::FieldSpec& spec, const QTableWidgetItem& item) {
    const QVariant v = item.data(Qt::EditRole);
    if (spec.kind == cp::FieldKind::Boolean) return item.checkState() == Qt::Checked;
    if (spec.kind == cp::FieldKind::Count) return std::int64_t{v.toLongLong()};
    if (spec.kind == cp::FieldKind::Real) return v.toDouble();
    return v.toString().toStdString();
}

}  // namespace

ListTableEditor::ListTableEditor(EditorContext* context, ListBinding binding, QWidget* parent)
    : QWidget(parent),
      context_(context),
      binding_(std::move(binding)),
      table_(new QTableWidget),
      add_(new QPushButton(tr("Add"))),
      remove_(new QPushButton(tr("Remove"))) {
    for (const cp::ProfileField& f : cp::profileFields())
        if (f.section == binding_.section) columns_.push_back(&f);
    table_->setColumnCount(static_cast<int>(columns_.size()));
    for (int c = 0; c < table_->columnCount(); ++c) {
        const cp::FieldSpec& spec = columns_[static_cast<std::size_t>(c)]->spec;
        auto* header = new QTableWidgetItem(fieldLabel(spec));
        header->setToolTip(fieldTooltip(QString::fromStdString(cp::concretePointer(spec.pointer, {0, 0}))));
        table_->setHorizontalHeaderItem(c, header);
    }
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setVisible(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setMaximumHeight(120);
    add_->setToolTip(tr("Add a %1").arg(binding_.what));
    remove_->setToolTip(tr("Remove the selected %1").arg(binding_.what));
    context_->registerField(table_, QString::fromStdString(cp::concretePointer(binding_.section, {0})).chopped(2));

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
        const cp::ProfileField* field = columns_.at(static_cast<std::size_t>(column));
        const cp::FieldValue value = fieldValueOf(field->spec, *item);
        const cp::FieldIndices at = cellIndices(row);
        const QString path = QString::fromStdString(cp::concretePointer(field->spec.pointer, at));
        if (!context_->apply(
                table_, tr("Edit %1").arg(binding_.what), [&](cp::Profile& p) { field->set(p, at, value); }, path))
            load(context_->profile());  // show what the profile holds, the mark keeps the message
    });
    connect(add_, &QPushButton::clicked, this,
            [this] { context_->apply(table_, tr("Add %1").arg(binding_.what), binding_.append); });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = table_->currentRow();
        if (row < 0) return;
        context_->apply(table_, tr("Remove %1").arg(binding_.what), [&](cp::Profile& p) { binding_.remove(p, row); });
    });
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) { remove_->setEnabled(row >= 0); });
    remove_->setEnabled(false);
}

cp::FieldIndices ListTableEditor::cellIndices(int row) const {
    cp::FieldIndices at = binding_.indices ? binding_.indices() : cp::FieldIndices{};
    at.push_back(static_cast<std::size_t>(row));
    return at;
}

void ListTableEditor::load(const cp::Profile& profile) {
    loading_ = true;
    const int rows = static_cast<int>(binding_.size(profile));
    const int current = table_->currentRow();
    table_->setRowCount(rows);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < table_->columnCount(); ++c) {
            QTableWidgetItem* item = table_->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                table_->setItem(r, c, item);
            }
            const cp::ProfileField& field = *columns_[static_cast<std::size_t>(c)];
            showCell(item, field.spec, field.get(profile, cellIndices(r)));
        }
    if (current >= table_->rowCount()) table_->setCurrentCell(table_->rowCount() - 1, 0);
    remove_->setEnabled(table_->currentRow() >= 0);
    loading_ = false;
}

}  // namespace cpui
