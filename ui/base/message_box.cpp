#include "base/message_box.h"

namespace cpui {

void showPlainMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text) {
    QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);  // the static QMessageBox functions guess (Qt::AutoText)
    box.exec();
}

}  // namespace cpui
