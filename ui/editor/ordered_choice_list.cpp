#include "editor/ordered_choice_list.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cpui {

namespace {
constexpr int kWordRole = Qt::UserRole;
}

OrderedChoiceList::OrderedChoiceList(std::vector<std::string> words, QStringList labels, QWidget* parent)
    : QWidget(parent),
      words_(std::move(words)),
      labels_(std::move(labels)),
      list_(new QListWidget),
      up_(new QPushButton(tr("Up"))),
      down_(new QPushButton(tr("Down"))) {
    list_->setDragDropMode(QAbstractItemView::InternalMove);
    list_->setDefaultDropAction(Qt::MoveAction);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    up_->setToolTip(tr("Move the selected dimension inwards (closer ranks)"));
    down_->setToolTip(tr("Move the selected dimension outwards (farther ranks)"));
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(up_);
    buttons->addWidget(down_);
    buttons->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    connect(up_, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(list_, &QListWidget::currentRowChanged, this, &OrderedChoiceList::updateButtons);
    connect(list_, &QListWidget::itemChanged, this, [this] {
        if (!loading_) emit edited(chosen());
    });
    // A drag that drops a row elsewhere.
    connect(list_->model(), &QAbstractItemModel::rowsMoved, this, [this] {
        if (!loading_) emit edited(chosen());
        updateButtons();
    });
    setChosen({});
}

void OrderedChoiceList::setChosen(const std::vector<std::string>& chosen) {
    loading_ = true;
    const std::string current = list_->currentItem() ? list_->currentItem()->data(kWordRole).toString().toStdString() : "";
    list_->clear();
    std::vector<std::size_t> order;
    for (const std::string& word : chosen)
        if (auto it = std::find(words_.begin(), words_.end(), word); it != words_.end())
            order.push_back(static_cast<std::size_t>(it - words_.begin()));
    const std::size_t checked = order.size();
    for (std::size_t i = 0; i < words_.size(); ++i)
        if (std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t i = order[k];
        auto* item = new QListWidgetItem(i < static_cast<std::size_t>(labels_.size()) ? labels_[static_cast<int>(i)]
                                                                                      : QString::fromStdString(words_[i]));
        item->setData(kWordRole, QString::fromStdString(words_[i]));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled);
        item->setCheckState(k < checked ? Qt::Checked : Qt::Unchecked);
        list_->addItem(item);
        if (words_[i] == current) list_->setCurrentItem(item);
    }
    // Tall enough for every row without a scroll bar (five dimensions at most).
    if (list_->count() > 0) list_->setFixedHeight(list_->sizeHintForRow(0) * list_->count() + 2 * list_->frameWidth() + 2);
    loading_ = false;
    updateButtons();
}

std::vector<std::string> OrderedChoiceList::chosen() const {
    std::vector<std::string> out;
    for (int r = 0; r < list_->count(); ++r)
        if (const QListWidgetItem* item = list_->item(r); item->checkState() == Qt::Checked)
            out.push_back(item->data(kWordRole).toString().toStdString());
    return out;
}

void OrderedChoiceList::moveCurrent(int step) {
    const int from = list_->currentRow(), to = from + step;
    if (from < 0 || to < 0 || to >= list_->count()) return;
    loading_ = true;
    QListWidgetItem* item = list_->takeItem(from);
    list_->insertItem(to, item);
    list_->setCurrentRow(to);
    loading_ = false;
    updateButtons();
    emit edited(chosen());
}

void OrderedChoiceList::updateButtons() {
    const int row = list_->currentRow();
    up_->setEnabled(row > 0);
    down_->setEnabled(row >= 0 && row + 1 < list_->count());
}

}  // namespace cpui
