#include "editor/eliding_combo_box.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace cpui {

namespace {

QRect textRoom(const QComboBox* box, const QStyleOptionComboBox& option) {
    return box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
}

}  // namespace

QString ElidingComboBox::shownText() const {
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return fontMetrics().elidedText(option.currentText, Qt::ElideRight, textRoom(this, option).width());
}

void ElidingComboBox::paintEvent(QPaintEvent* event) {
    if (isEditable()) {  // a line edit draws the text itself
        QComboBox::paintEvent(event);
        return;
    }
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = fontMetrics().elidedText(option.currentText, Qt::ElideRight, textRoom(this, option).width());
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

}  // namespace cpui
