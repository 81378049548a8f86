#pragma once
// The workbench window: menus, the plan summary, a switch chart, a problems
// list and a status bar. Window geometry and recent files persist (QSettings).

#include <QMainWindow>

#include <vector>
#include <QUrl>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QListWidget;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoView;

namespace cpui {

enum class ExportKind;
class BomView;
class DesignEditor;
class ElidedLabel;
class OverviewCards;
class PerformanceView;
class PowerCostView;
class TopologyView;
class ExplorerView;
class CompareView;
class OptimizeView;
class UncertaintyView;
class Document;
class FormulaReferenceDialog;
class PlanSummaryView;
class PlanView;
class ReliabilityView;
class StaleViews;
class SwitchChart;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(Document* document, QString dataDir, QWidget* parent = nullptr);

    // Opens a profile; shows the error in a dialog unless `quiet` (then it is returned).
    bool openProfile(const QString& path, QString* error = nullptr, bool quiet = false);
    PlanSummaryView* summaryView() const { return summary_; }
    DesignEditor* designEditor() const { return editor_; }
    OptimizeView* optimizeView() const { return optimize_; }
    UncertaintyView* uncertaintyView() const { return uncertainty_; }
    QListWidget* problemsList() const { return problems_; }
    // An untitled document from a template file (File › New without the dialog).
    bool newFromTemplate(const QString& templatePath);
    QString defaultProfilePath() const;
    // After a crash: offer the newest recovery file; true when work was restored.
    bool offerRecovery();
    // A file dropped on the window: one local file opens (after the unsaved-changes prompt).
    bool openDropped(const QList<QUrl>& urls);
    // Shows the result tab with this title as shown or in English (case-insensitive); false when there is none.
    bool showTab(const QString& name);
    // Opens the Design panel's section `name` (its title or its number from 1).
    bool showSection(const QString& name);
    // Help › Formula reference, at the section of this explanation key ("" = the top).
    FormulaReferenceDialog* showFormulaReference(const QString& key = {});
    // Applies the stored autosave interval (Preferences; 0 = off).
    void applyAutosaveSetting();
    bool autosaveActive() const;
    OverviewCards* overviewCards() const { return overview_; }
    BomView* bomView() const { return bom_; }

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
    void preferences();
    void referenceDesigns();
    void refresh();

private:
    // The constructor's parts, in the order they are built.
    QTabWidget* buildResultTabs();
    void connectOpenRequests();
    void layOutCentralWidget(QTabWidget* tabs);
    void addDocks();
    QDockWidget* addDesignDock();
    QDockWidget* addProblemsDock();
    QDockWidget* addHistoryDock();
    void restoreWindowGeometry();
    void startAutosave();  // the recovery timer, at the Preferences' interval
    void showRanges();
    void connectRefreshes();

    std::vector<PlanView*> planViews() const;
    void watchPlanViews();  // hidden views update when shown (StaleViews)
    void createMenus();
    void exportDialog(ExportKind kind);
    QString askExportPath(const QString& title, const QString& filter, const QString& suffix, const QString& nameTail);
    void exportView(const QString& title, const QString& filter, const QString& suffix, const QString& nameTail,
                    const std::function<bool(const QString&, QString*)>& write);
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    bool maybeSave();
    void fitProblemsDock();

    Document* document_;
    QString dataDir_;
    PlanSummaryView* summary_;
    SwitchChart* chart_;
    QListWidget* problems_;
    BomView* bom_;
    OverviewCards* overview_;
    PowerCostView* powerCost_;
    PerformanceView* performance_;
    TopologyView* topology_;
    ExplorerView* explorer_;
    CompareView* compare_;
    OptimizeView* optimize_;
    UncertaintyView* uncertainty_;
    ReliabilityView* reliability_;
    QTabWidget* tabs_ = nullptr;
    DesignEditor* editor_ = nullptr;
    QList<QDockWidget*> docks_;
    QLabel* statusHeadline_;
    StaleViews* staleViews_ = nullptr;
    QLabel* profileHeader_;
    ElidedLabel* profileDescription_;
    QUndoView* history_ = nullptr;
    int problemsRows_ = 0;  // rows the Problems dock was last sized for
    QMenu* recentMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;
    QTimer* autosave_ = nullptr;
    FormulaReferenceDialog* formulas_ = nullptr;
    QString profileStartFolder() const;  // Preferences' folder, else the shipped profiles
};

}  // namespace cpui
