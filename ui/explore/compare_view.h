#pragma once
// Compare: 2 to 6 profiles side by side. Each profile is loaded and evaluated by
// core (loadValidProfile), compared by core (comparePlans against the chosen
// baseline) and shown as a table of every metric with its ratio to the baseline,
// plus a grouped bar chart of the metrics checked in the table. A column header
// click asks the app to open that profile (openProfileRequested).

#include <QString>
#include <QWidget>
#include <vector>

#include "explore/compare.h"
#include "plan/plan.h"
#include "profile/profile.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QToolButton;

namespace cpui {

class CompareChart;
class CompareTableModel;
class Document;

class CompareView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxProfiles = 6;

    CompareView(Document* document, QString dataDir, QWidget* parent = nullptr);

    // Loads and evaluates the profile file. On failure (unreadable, invalid, a 7th
    // profile, already listed) returns false, sets *error (the loader's message names
    // the JSON path) and leaves the comparison unchanged.
    bool addProfile(const QString& path, QString* error);
    // The open document, kept up to date as it is edited.
    bool addCurrentDocument(QString* error);
    void removeProfile(int index);
    int profileCount() const { return static_cast<int>(entries_.size()); }
    QString profilePath(int index) const;  // empty for an untitled current document
    int baseline() const { return baseline_; }
    void setBaseline(int index);

    // Every metric of every profile with the ratios: cp::comparisonCsv, the format of
    // `clusterplanner-cli compare --csv`; written atomically.
    QString csvText() const;
    bool exportCsv(const QString& path, QString* error) const;
    bool exportPng(const QString& path, QString* error) const;  // the chart

    CompareTableModel* model() const { return model_; }
    CompareChart* chart() const { return chart_; }
    QTableView* table() const { return table_; }

signals:
    void openProfileRequested(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Entry {
        QString path;  // absolute; empty for an untitled current document
        cp::Profile profile;
        cp::Plan plan;
        bool currentDocument = false;
    };
    // The constructor's parts, in the order they are built.
    void setUpShippedMenu();
    QWidget* buildProfilesPanel();
    void setUpTable();
    void layOutPanels(QWidget* left);
    void connectSignals();

    void refresh();
    void updateChart();
    void fitMetricColumn();
    void requestOpen(int index);
    void showHeaderMenu(const QPoint& pos);
    void onDocumentChanged();
    void onCatalogChanged();
    void addWithMessage(const QString& path);
    void exportWithDialog(bool png);
    int selectedIndex() const;
    bool checkRoom(QString* error) const;

    Document* document_;
    QString dataDir_;
    std::vector<Entry> entries_;
    int baseline_ = 0;

    QListWidget* list_;
    QToolButton* addShipped_;
    QPushButton* addFile_;
    QPushButton* addCurrent_;
    QPushButton* remove_;
    QPushButton* open_;
    QComboBox* baselineBox_;
    QLabel* status_;
    QPushButton* exportCsv_;
    QPushButton* exportPng_;
    CompareTableModel* model_;
    QTableView* table_;
    CompareChart* chart_;
};

}  // namespace cpui
