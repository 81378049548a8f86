#pragma once
// Message boxes whose text quotes profile or catalog content (engine errors name the
// values they refuse): shown as plain text, so a value holding HTML is never rendered.

#include <QMessageBox>
#include <QString>

class QWidget;

namespace cpui {

void showPlainMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text);

inline void plainCritical(QWidget* parent, const QString& title, const QString& text) {
    showPlainMessage(parent, QMessageBox::Critical, title, text);
}
inline void plainWarning(QWidget* parent, const QString& title, const QString& text) {
    showPlainMessage(parent, QMessageBox::Warning, title, text);
}

}  // namespace cpui
