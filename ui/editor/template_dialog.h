#pragma once
// File › New: choose a blank profile or one of the shipped reference designs
// (name and description shown) to start an untitled document from.

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace cpui {

class TemplateDialog : public QDialog {
    Q_OBJECT

public:
    // Lists dataDir/templates/blank.json first, then dataDir/profiles/*.json by name.
    TemplateDialog(const QString& dataDir, QWidget* parent = nullptr);
    QString chosenPath() const;
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_;
    QTextBrowser* details_;
};

}  // namespace cpui
