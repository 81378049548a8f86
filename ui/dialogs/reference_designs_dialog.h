#pragma once
// Help › Reference designs: the shipped profiles (data/profiles) with the
// published numbers each reproduces (data/reference-designs.json) and their
// sources; Open opens the chosen one.

#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

class QLabel;
class QPushButton;
class QTableWidget;

namespace cpui {

struct ReferenceDesign {
    QString path;  // the profile file
    QString file;  // "fire-flyer-2.json"
    QString name, description;
    qint64 gpus = 0;    // as published in reference-designs.json; 0 when not listed
    QStringList cases;  // reference-case ids: "F1", "P6"
    QString published, source;
};

// Every profile in `dataDir`/profiles, sorted by file name, with its entry of
// `dataDir`/reference-designs.json. `error` gets what could not be read (a
// profile is then listed with what was readable).
QList<ReferenceDesign> loadReferenceDesigns(const QString& dataDir, QString* error = nullptr);

class ReferenceDesignsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ReferenceDesignsDialog(const QString& dataDir, QWidget* parent = nullptr);

    const QList<ReferenceDesign>& designs() const { return designs_; }
    QTableWidget* table() const { return table_; }
    bool selectProfile(const QString& file);        // "fire-flyer-2.json"
    QString chosenPath() const { return chosen_; }  // set by Open (or a double-click)

private:
    void updateDetails();
    void openCurrent();

    QList<ReferenceDesign> designs_;
    QTableWidget* table_;
    QLabel* details_;
    QPushButton* open_;
    QString chosen_;
};

}  // namespace cpui
