#include "editor/section_stack.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace cpui {

SectionStack::SectionStack(QWidget* parent) : QWidget(parent), scroll_(new QScrollArea), column_(new QVBoxLayout) {
    auto* host = new QWidget;
    column_->setContentsMargins(0, 0, 0, 0);
    column_->setSpacing(0);
    column_->addStretch(1);  // the headers after the open section sit right under it
    host->setLayout(column_);
    scroll_->setWidget(host);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // forms wrap their rows instead
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll_);
}

int SectionStack::addItem(QWidget* content, const QString& title) {
    auto* header = new QToolButton;
    header->setText(title);
    header->setCheckable(true);
    header->setAutoRaise(true);
    header->setArrowType(Qt::RightArrow);
    header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = header->font();
    bold.setBold(true);
    header->setFont(bold);
    content->setVisible(false);
    content->setContentsMargins(14, 2, 2, 8);  // indented under its header
    const int index = count();
    column_->insertWidget(column_->count() - 1, header);
    column_->insertWidget(column_->count() - 1, content);
    sections_.push_back({header, content});
    connect(header, &QToolButton::clicked, this, [this, index](bool open) { setCurrentIndex(open ? index : -1); });
    return index;
}

QString SectionStack::itemText(int index) const {
    return index >= 0 && index < count() ? sections_[static_cast<std::size_t>(index)].header->text() : QString();
}

QWidget* SectionStack::widget(int index) const {
    return index >= 0 && index < count() ? sections_[static_cast<std::size_t>(index)].content : nullptr;
}

void SectionStack::setCurrentIndex(int index) {
    if (index < -1 || index >= count()) return;
    for (int i = 0; i < count(); ++i) {
        const Section& s = sections_[static_cast<std::size_t>(i)];
        s.header->setChecked(i == index);
        s.header->setArrowType(i == index ? Qt::DownArrow : Qt::RightArrow);
        s.content->setVisible(i == index);
    }
    const bool changed = index != current_;
    current_ = index;
    if (index >= 0) {
        scroll_->widget()->layout()->activate();  // the new heights, before scrolling to the header
        scroll_->verticalScrollBar()->setValue(sections_[static_cast<std::size_t>(index)].header->y());
    }
    if (changed) emit currentChanged(index);
}

void SectionStack::ensureVisible(QWidget* child) {
    scroll_->widget()->layout()->activate();
    scroll_->ensureWidgetVisible(child);
}

}  // namespace cpui
