#include "editor/eliding_combo_box.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace cpui {

namespace {

// The current choice cut to the box's text field.
QString elidedChoice(const QComboBox* box, const QStyleOptionComboBox& option) {
    const QRect room = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
    return box->fontMetrics().elidedText(option.currentText, Qt::ElideRight, room.width());
}

}  // namespace

QString ElidingComboBox::shownText() const {
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return elidedChoice(this, option);
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
    option.currentText = elidedChoice(this, option);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

}  // namespace cpui
