#pragma once
// The workbench window: menus, the plan summary, a switch chart, a problems
// list and a status bar. Window geometry and recent files persist (QSettings).

#include <QMainWindow>
#include <QUrl>

class QAction;
class QLabel;
class QListWidget;
class QMenu;
class QTabWidget;

namespace cpui {

class BomView;
class Document;
class PlanSummaryView;
class ReliabilityView;
class SwitchChart;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(Document* document, QString dataDir, QWidget* parent = nullptr);

    // Opens a profile; shows the error in a dialog unless `quiet` (then it is returned).
    bool openProfile(const QString& path, QString* error = nullptr, bool quiet = false);
    PlanSummaryView* summaryView() const { return summary_; }
    QString defaultProfilePath() const;
    // After a crash: offer the newest recovery file; true when work was restored.
    bool offerRecovery();
    // A file dropped on the window: one local file opens (after the unsaved-changes prompt).
    bool openDropped(const QList<QUrl>& urls);
    // Shows the result tab with this title (case-insensitive); false when there is none.
    bool showTab(const QString& name);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private slots:
    void newProfile();
    void openDialog();
    bool save();
    bool saveAs();
    void revert();
    void about();
    void refresh();

private:
    void createMenus();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    bool maybeSave();

    Document* document_;
    QString dataDir_;
    PlanSummaryView* summary_;
    SwitchChart* chart_;
    QListWidget* problems_;
    BomView* bom_;
    ReliabilityView* reliability_;
    QTabWidget* tabs_ = nullptr;
    QLabel* statusHeadline_;
    QLabel* profileHeader_;
    QMenu* recentMenu_ = nullptr;
};

}  // namespace cpui
