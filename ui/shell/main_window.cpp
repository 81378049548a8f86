#include "shell/main_window.h"
#include "base/message_box.h"
#include "base/elided_label.h"

#include <QAction>

#include <algorithm>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QRegularExpression>
#include <QScreen>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoView>
#include <QVBoxLayout>

#include "common/format.h"
#include "dialogs/about_dialog.h"
#include "views/bom_view.h"
#include "calibration/calibration_dialog.h"
#include "catalog/catalog_browser.h"
#include "editor/design_editor.h"
#include "editor/section_stack.h"
#include "views/display_units.h"
#include "base/document.h"
#include "dialogs/formula_reference_dialog.h"
#include "views/overview_cards.h"
#include "export/plan_export.h"
#include "views/performance_view.h"
#include "views/power_cost_view.h"
#include "views/plan_summary_view.h"
#include "dialogs/preferences_dialog.h"
#include "dialogs/reference_designs_dialog.h"
#include "views/reliability_view.h"
#include "views/stale_views.h"
#include "views/switch_chart.h"
#include "editor/template_dialog.h"
#include "explore/compare_view.h"
#include "explore/optimize_view.h"
#include "explore/uncertainty_view.h"
#include "explore/explorer_view.h"
#include "export/report_writer.h"
#include "topology/topology_view.h"

namespace cpui {

namespace {
constexpr int kMaxRecent = 8;
const char* kRecentKey = "recentFiles";
const char* kFileFilter = QT_TRANSLATE_NOOP("cpui::MainWindow", "Cluster profiles (*.json);;All files (*)");
// The Problems list asks for the height of its rows (one to eight), so the dock starts that tall.
// A long warning (the ETTR one names its levers) wraps onto more lines instead of running off
// to the right behind a horizontal scroll bar.
class ProblemList : public QListWidget {
public:
    ProblemList() {
        setWordWrap(true);
        setResizeMode(QListView::Adjust);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    static int heightFor(const QListWidget* list) {
        const int line = list->fontMetrics().height() + 4;
        int height = 0;
        for (int row = 0; row < std::clamp(list->count(), 1, 8); ++row) height += std::max(list->sizeHintForRow(row), line);
        return std::min(height, 8 * line) + 2 * list->frameWidth() + 4;
    }
    QSize sizeHint() const override { return {QListWidget::sizeHint().width(), heightFor(this)}; }
    QSize minimumSizeHint() const override { return {QListWidget::minimumSizeHint().width(), std::min(heightFor(this), 60)}; }
};

}  // namespace

MainWindow::MainWindow(Document* document, QString dataDir, QWidget* parent)
    : QMainWindow(parent),
      document_(document),
      dataDir_(std::move(dataDir)),
      summary_(new PlanSummaryView),
      chart_(new SwitchChart),
      problems_(new ProblemList),
      bom_(new BomView),
      overview_(new OverviewCards),
      powerCost_(new PowerCostView),
      performance_(new PerformanceView),
      topology_(new TopologyView),
      explorer_(new ExplorerView(document, dataDir_)),
      compare_(new CompareView(document, dataDir_)),
      optimize_(new OptimizeView(document, dataDir_)),
      uncertainty_(new UncertaintyView(document, dataDir_)),
      reliability_(new ReliabilityView),
      statusHeadline_(new QLabel),
      profileHeader_(new QLabel),
      profileDescription_(new ElidedLabel) {
    QTabWidget* tabs = buildResultTabs();
    connectOpenRequests();
    layOutCentralWidget(tabs);
    addDocks();

    statusBar()->addPermanentWidget(statusHeadline_);
    createMenus();
    restoreWindowGeometry();

    setAcceptDrops(true);  // drop a profile file onto the window to open it
    startAutosave();
    watchPlanViews();
    connectRefreshes();
    refresh();
}

// The result tabs; the Details tab is the summary beside the switch chart.
QTabWidget* MainWindow::buildResultTabs() {
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(summary_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* tabs = new QTabWidget;
    tabs_ = tabs;
    tabs->setObjectName("resultTabs");
    const std::pair<QWidget*, const char*> resultTabs[] = {
        {overview_, QT_TR_NOOP("Overview")},       {splitter, QT_TR_NOOP("Details")},
        {topology_, QT_TR_NOOP("Topology")},       {bom_, QT_TR_NOOP("BOM")},
        {powerCost_, QT_TR_NOOP("Power && cost")}, {performance_, QT_TR_NOOP("Performance")},
        {reliability_, QT_TR_NOOP("Reliability")}, {explorer_, QT_TR_NOOP("Trade-offs")},
        {compare_, QT_TR_NOOP("Compare")},         {optimize_, QT_TR_NOOP("Optimize")},
        {uncertainty_, QT_TR_NOOP("Uncertainty")}};
    for (const auto& [widget, name] : resultTabs)  // the English name stays as tab data for --tab
        tabs->tabBar()->setTabData(tabs->addTab(widget, tr(name)), QString::fromLatin1(name));
    return tabs;
}

// Compare and Trade-offs ask to open a design; the current one is saved (or not) first.
void MainWindow::connectOpenRequests() {
    connect(compare_, &CompareView::openProfileRequested, this, [this](const QString& path) {
        if (maybeSave()) openProfile(path);
    });
    connect(explorer_, &ExplorerView::openProfileRequested, this, [this](const QString& title, const QByteArray& json) {
        if (!maybeSave()) return;
        QString error;
        if (!document_->newFromText(title, json, &error)) plainCritical(this, tr("Cannot open the design"), error);
    });
}

// The profile header line over the result tabs.
void MainWindow::layOutCentralWidget(QTabWidget* tabs) {
    // The design's name, then its description on the same line, elided (the tooltip has it all).
    profileHeader_->setTextFormat(Qt::RichText);
    profileDescription_->setForegroundRole(QPalette::PlaceholderText);
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    header->setContentsMargins(6, 4, 6, 4);
    header->setSpacing(10);
    header->addWidget(profileHeader_);
    header->addWidget(profileDescription_, 1);
    layout->addLayout(header);
    layout->addWidget(tabs, 1);
    setCentralWidget(central);
}

// Design on the left; Problems and History tabbed at the bottom, Problems in front.
void MainWindow::addDocks() {
    QDockWidget* designDock = addDesignDock();
    QDockWidget* problemsDock = addProblemsDock();
    QDockWidget* historyDock = addHistoryDock();
    tabifyDockWidget(problemsDock, historyDock);
    problemsDock->raise();
    docks_ = {designDock, problemsDock, historyDock};
    resizeDocks({designDock}, {340}, Qt::Horizontal);
}

QDockWidget* MainWindow::addDesignDock() {
    auto* designDock = new QDockWidget(tr("Design"), this);
    designDock->setObjectName("designDock");
    editor_ = new DesignEditor(document_);
    editor_->setDataDir(dataDir_);
    designDock->setWidget(editor_);
    addDockWidget(Qt::LeftDockWidgetArea, designDock);
    topology_->setDocument(document_, dataDir_);  // the diagram edits the design too; it follows the document
    connect(topology_, &TopologyView::editInDesignPanel, this, [this, designDock](const QString& path) {
        designDock->show();
        editor_->focusPath(path);
    });
    return designDock;
}

QDockWidget* MainWindow::addProblemsDock() {
    auto* problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName("problemsDock");
    problemsDock->setWidget(problems_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    problems_->setToolTip(tr("Double-click a problem to go to its field"));
    connect(problems_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString path = item->data(Qt::UserRole).toString();
        if (!path.isEmpty()) editor_->focusPath(path);
    });
    return problemsDock;
}

QDockWidget* MainWindow::addHistoryDock() {
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName("historyDock");
    history_ = new QUndoView(document_->undoStack());
    history_->setMinimumHeight(3 * fontMetrics().height());  // shares the Problems dock's height
    historyDock->setWidget(history_);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    return historyDock;
}

// The last session's size, position and dock layout; a first start fits the screen.
void MainWindow::restoreWindowGeometry() {
    QSettings settings;
    if (!restoreGeometry(settings.value("mainWindow/geometry").toByteArray())) {
        // 1280×800, or less on a smaller screen (a 1280×720 or 1366×768 laptop): room for the title bar.
        const QSize available = screen() ? screen()->availableGeometry().size() - QSize(0, 40) : QSize(1280, 800);
        resize(QSize(1280, 800).boundedTo(available));
    }
    restoreState(settings.value("mainWindow/state").toByteArray());
}

void MainWindow::startAutosave() {
    autosave_ = new QTimer(this);
    connect(autosave_, &QTimer::timeout, this, [this] {
        QString error;
        if (!document_->writeRecovery(&error)) statusBar()->showMessage(error, 8000);
    });
    applyAutosaveSetting();
}

// What re-renders the window, and the views' links to the formula reference.
void MainWindow::connectRefreshes() {
    connect(document_, &Document::changed, this, &MainWindow::refresh);
    // Preferences changed the currency or units: render the same plan again.
    connect(DisplaySettings::instance(), &DisplaySettings::changed, this, &MainWindow::refresh);
    connect(overview_, &OverviewCards::formulaReferenceRequested, this,
            [this](const QString& key) { showFormulaReference(key); });
    connect(uncertainty_, &UncertaintyView::designResultChanged, this, &MainWindow::showRanges);
    connect(DisplaySettings::instance(), &DisplaySettings::changed, this, &MainWindow::showRanges);
    connect(summary_, &PlanSummaryView::formulaReferenceRequested, this,
            [this](const QString& key) { showFormulaReference(key); });
}

// The overview cards' P10–P90 from the last run of this design's ranges (none once it is edited).
void MainWindow::showRanges() {
    std::map<std::string, std::pair<double, double>> ranges;
    if (const cp::UncertaintyResult* r = uncertainty_->designResult())
        for (const cp::OutputDistribution& o : r->outputs)
            if (o.count) ranges[o.metric] = {o.p10, o.p90};
    overview_->setRanges(ranges);
}

bool MainWindow::showTab(const QString& name) {
    // "power & cost", "Power && cost" and "powercost" all name the same tab, in English or as shown.
    auto key = [](QString text) { return text.toLower().remove(QRegularExpression("[^\\p{L}\\p{N}]")); };
    for (int i = 0; i < tabs_->count(); ++i)
        if (key(tabs_->tabText(i)) == key(name) || key(tabs_->tabBar()->tabData(i).toString()) == key(name)) {
            tabs_->setCurrentIndex(i);
            return true;
        }
    return false;
}

bool MainWindow::showSection(const QString& name) {
    // As showTab: "Power & cost" or "powercost"; or the section's number from 1 (in any language).
    auto key = [](QString text) { return text.toLower().remove(QRegularExpression("[^\\p{L}\\p{N}]")); };
    SectionStack* sections = editor_->sections();
    for (int i = 0; i < sections->count(); ++i)
        if (key(sections->itemText(i)) == key(name) || QString::number(i + 1) == name) {
            sections->setCurrentIndex(i);
            return true;
        }
    return false;
}

QString MainWindow::defaultProfilePath() const { return dataDir_ + "/profiles/fire-flyer-2.json"; }

void MainWindow::applyAutosaveSetting() {
    // Seconds between recovery writes (Preferences; tests shorten it); 0 turns autosave off.
    const int seconds = QSettings().value(kAutosaveSecondsKey, kDefaultAutosaveSeconds).toInt();
    if (seconds <= 0) {
        autosave_->stop();
        return;
    }
    autosave_->start(std::min(seconds, kMaxAutosaveSeconds) * 1000);
}

bool MainWindow::autosaveActive() const { return autosave_->isActive(); }

QString MainWindow::profileStartFolder() const {
    const QString folder = QSettings().value(kProfileFolderKey).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : dataDir_ + "/profiles";
}

FormulaReferenceDialog* MainWindow::showFormulaReference(const QString& key) {
    if (!formulas_) formulas_ = new FormulaReferenceDialog(this);
    formulas_->show();
    formulas_->raise();
    formulas_->activateWindow();
    if (!key.isEmpty() && !formulas_->showKey(key))
        statusBar()->showMessage(tr("The formula reference has no section for %1").arg(key), 6000);
    return formulas_;
}

void MainWindow::preferences() {
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) applyAutosaveSetting();  // display units refresh through their signal
}

void MainWindow::referenceDesigns() {
    ReferenceDesignsDialog dialog(dataDir_, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosenPath().isEmpty()) return;
    if (maybeSave()) openProfile(dialog.chosenPath());
}

namespace {

// The desktop theme's icon (freedesktop names), else the style's own, which Qt bundles: menus
// look native where a theme is installed and still have icons where none is.
QIcon themedIcon(const char* name, QStyle::StandardPixmap fallback) {
    return QIcon::fromTheme(QLatin1String(name), QApplication::style()->standardIcon(fallback));
}

}  // namespace

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newProfile)
        ->setIcon(themedIcon("document-new", QStyle::SP_FileIcon));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog)
        ->setIcon(themedIcon("document-open", QStyle::SP_DialogOpenButton));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save)
        ->setIcon(themedIcon("document-save", QStyle::SP_DialogSaveButton));
    QAction* saveAsAction = file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    saveAsAction->setIcon(themedIcon("document-save-as", QStyle::SP_DialogSaveButton));
    // Desktops without a Save As binding (plain X11, Windows) get the common Ctrl+Shift+S.
    if (saveAsAction->shortcut().isEmpty()) saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addAction(tr("Re&vert"), this, &MainWindow::revert)->setIcon(themedIcon("document-revert", QStyle::SP_BrowserReload));
    file->addSeparator();
    QMenu* exports = file->addMenu(tr("&Export"));
    exports->addAction(tr("BOM &spreadsheet (XLSX)…"), this, [this] { exportDialog(ExportKind::BomXlsx); });
    exports->addAction(tr("&BOM (CSV)…"), this, [this] { exportDialog(ExportKind::BomCsv); });
    exports->addAction(tr("&Cable plan (CSV)…"), this, [this] { exportDialog(ExportKind::CablePlanCsv); });
    exports->addAction(tr("Design &report (PDF)…"), this, [this] {
        exportView(tr("Export the design report"), tr("PDF document (*.pdf)"), "pdf", "-report",
                   [this](const QString& path, QString* message) {
                       QApplication::setOverrideCursor(Qt::WaitCursor);
                       const bool ok = writeDesignReport(path, *document_, message);
                       QApplication::restoreOverrideCursor();
                       return ok;
                   });
    });
    exports->addSeparator();
    exports->addAction(tr("&Topology diagram (PNG)…"), this, [this] {
        exportView(tr("Export the topology diagram"), tr("PNG image (*.png)"), "png", "-topology",
                   [this](const QString& path, QString* error) { return topology_->exportPng(path, error); });
    });
    exports->addAction(tr("Topology diagram (S&VG)…"), this, [this] {
        exportView(tr("Export the topology diagram"), tr("SVG image (*.svg)"), "svg", "-topology",
                   [this](const QString& path, QString* error) { return topology_->exportSvg(path, error); });
    });
    exports->addAction(tr("&Power and cost charts (PNG)…"), this, [this] {
        exportView(tr("Export the power and cost charts"), tr("PNG image (*.png)"), "png", "-power-cost",
                   [this](const QString& path, QString* error) { return powerCost_->exportPng(path, error); });
    });
    exportMenu_ = exports;
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close)
        ->setIcon(themedIcon("application-exit", QStyle::SP_DialogCloseButton));
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    undo->setIcon(themedIcon("edit-undo", QStyle::SP_ArrowBack));
    redo->setIcon(themedIcon("edit-redo", QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* prefs = edit->addAction(tr("&Preferences…"), QKeySequence::Preferences, this, &MainWindow::preferences);
    prefs->setMenuRole(QAction::PreferencesRole);
    prefs->setIcon(themedIcon("preferences-system", QStyle::SP_FileDialogDetailedView));
    QMenu* catalogMenu = menuBar()->addMenu(tr("&Catalog"));
    catalogMenu->addAction(tr("&Browse parts…"), this, [this] { CatalogBrowser::open(document_, dataDir_, this); });
    catalogMenu->addAction(tr("&Calibrate from measurements…"), this,
                           [this] { CalibrationDialog::open(document_, dataDir_, this); });
    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : docks_) view->addAction(dock->toggleViewAction());
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Formula reference…"), QKeySequence::HelpContents, this, [this] { showFormulaReference(); })
        ->setIcon(themedIcon("help-contents", QStyle::SP_DialogHelpButton));
    help->addAction(tr("&Reference designs…"), this, &MainWindow::referenceDesigns);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About ClusterPlanner"), this, &MainWindow::about);
    about->setMenuRole(QAction::AboutRole);
    about->setIcon(themedIcon("help-about", QStyle::SP_MessageBoxInformation));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

// The views that only read the plan; those that edit the document follow it themselves.
void MainWindow::watchPlanViews() {
    staleViews_ = new StaleViews(this);
    for (PlanView* view : planViews())
        staleViews_->add(dynamic_cast<QWidget*>(view),
                         [this, view] { document_->hasProfile() ? view->showPlan(document_->plan()) : view->clearPlan(); });
}

std::vector<PlanView*> MainWindow::planViews() const {
    return {summary_, chart_, bom_, overview_, powerCost_, performance_, reliability_};
}

void MainWindow::refresh() {
    const bool has = document_->hasProfile();
    setWindowTitle(has ? tr("%1[*] — ClusterPlanner").arg(document_->displayName()) : tr("ClusterPlanner"));
    setWindowModified(document_->isModified());
    history_->setEmptyLabel(has ? tr("Opened %1").arg(document_->displayName()) : tr("No design open"));
    problems_->clear();
    if (!has) {
        profileHeader_->setText(tr("<i>No profile open. Use File › Open or File › New.</i>"));
        profileDescription_->setFullText({});
        staleViews_->refresh();
        statusHeadline_->clear();
        return;
    }
    const cp::Plan& plan = document_->plan();
    const cp::Profile& profile = document_->profile();
    profileHeader_->setText("<b>" + QString::fromStdString(profile.name).toHtmlEscaped() + "</b>");
    profileDescription_->setFullText(QString::fromStdString(profile.description));
    staleViews_->refresh();  // hidden views catch up when shown
    auto addProblem = [this](const QString& text, const std::string& path) {
        auto* item = new QListWidgetItem(text, problems_);
        item->setData(Qt::UserRole, QString::fromStdString(path));
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    };
    for (const auto& w : document_->loadWarnings())
        addProblem(tr("input: %1: %2").arg(QString::fromStdString(w.path), QString::fromStdString(w.message)), w.path);
    for (const auto& w : plan.warnings)
        addProblem(tr("design: %1: %2").arg(QString::fromStdString(w.path), QString::fromStdString(w.message)), w.path);
    if (problems_->count() == 0) problems_->addItem(tr("No problems."));
    fitProblemsDock();
    QString headline = tr("%1 GPUs").arg(QString::fromStdString(cp::formatCount(plan.compute.gpus)));
    if (plan.fabric) headline += tr(" · %1 switches").arg(QString::fromStdString(cp::formatCount(plan.fabric->switches_total)));
    statusHeadline_->setText(headline);
}

void MainWindow::fitProblemsDock() {
    // As tall as its rows, one to eight: "No problems." takes a line, not a fifth of the window.
    // Only when the count changes, so a height the user dragged stays while they edit.
    const int rows = std::clamp(problems_->count(), 1, 8);
    if (rows == problemsRows_) return;
    problemsRows_ = rows;
    problems_->updateGeometry();
    resizeDocks({docks_[1]}, {ProblemList::heightFor(problems_)}, Qt::Vertical);
}

bool MainWindow::offerRecovery() {
    const QStringList pending = Document::pendingRecoveries();
    if (pending.isEmpty()) return false;
    const auto answer =
        QMessageBox::question(this, tr("Restore unsaved work?"),
                              tr("ClusterPlanner closed with unsaved changes (%n recovery file(s)). Restore the most recent?",
                                 nullptr, static_cast<int>(pending.size())),
                              QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes) {
        for (const QString& f : pending) QFile::remove(f);
        return false;
    }
    QString error;
    if (!document_->restoreRecovery(pending.first(), &error)) {
        plainCritical(this, tr("Cannot restore"), error);
        return false;
    }
    statusBar()->showMessage(tr("Restored unsaved work"), 6000);
    return true;
}

bool MainWindow::openProfile(const QString& path, QString* error, bool quiet) {
    QString message;
    if (!document_->open(path, &message)) {
        if (error) *error = message;
        if (!quiet) plainCritical(this, tr("Cannot open profile"), message);
        return false;
    }
    rememberRecent(document_->filePath());
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

void MainWindow::newProfile() {
    if (!maybeSave()) return;
    TemplateDialog chooser(dataDir_, this);
    if (chooser.exec() != QDialog::Accepted || chooser.chosenPath().isEmpty()) return;
    newFromTemplate(chooser.chosenPath());
}

bool MainWindow::newFromTemplate(const QString& templatePath) {
    QString error;
    if (!document_->newFromTemplate(templatePath, &error)) {
        plainCritical(this, tr("Cannot create a profile"), error);
        return false;
    }
    return true;
}

void MainWindow::openDialog() {
    if (!maybeSave()) return;
    const QString start = document_->filePath().isEmpty() ? profileStartFolder() : QFileInfo(document_->filePath()).path();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open profile"), start, tr(kFileFilter));
    if (!path.isEmpty()) openProfile(path);
}

bool MainWindow::save() {
    if (!document_->hasProfile()) return false;
    if (document_->filePath().isEmpty()) return saveAs();
    QString error;
    if (!document_->saveAs(document_->filePath(), &error)) {
        plainCritical(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(document_->filePath()), 4000);
    return true;
}

bool MainWindow::saveAs() {
    if (!document_->hasProfile()) return false;
    // An untitled profile, or one of the shipped ones, starts in the Preferences' folder.
    QString start = document_->filePath();
    const QString shipped = QDir(dataDir_).absoluteFilePath("profiles");
    if (start.isEmpty() || QFileInfo(start).absolutePath() == shipped)
        start = profileStartFolder() + "/" + (start.isEmpty() ? document_->displayName() + ".json" : QFileInfo(start).fileName());
    QString path = QFileDialog::getSaveFileName(this, tr("Save profile as"), start, tr(kFileFilter));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += ".json";
    QString error;
    if (!document_->saveAs(path, &error)) {
        plainCritical(this, tr("Cannot save"), error);
        return false;
    }
    rememberRecent(document_->filePath());
    return true;
}

QString MainWindow::askExportPath(const QString& title, const QString& filter, const QString& suffix, const QString& nameTail) {
    const QString base = document_->filePath().isEmpty() ? QDir::homePath() + "/" + document_->displayName()
                                                         : QFileInfo(document_->filePath()).path() + "/" +
                                                               QFileInfo(document_->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(this, title, base + nameTail + "." + suffix, filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += "." + suffix;
    return path;
}

void MainWindow::exportView(const QString& title, const QString& filter, const QString& suffix, const QString& nameTail,
                            const std::function<bool(const QString&, QString*)>& write) {
    if (!document_->hasProfile()) return;
    const QString path = askExportPath(title, filter, suffix, nameTail);
    if (path.isEmpty()) return;
    QString error;
    if (write(path, &error))
        statusBar()->showMessage(tr("Wrote %1").arg(path), 6000);
    else
        plainCritical(this, tr("Cannot export"), error);
}

void MainWindow::exportDialog(ExportKind kind) {
    if (!document_->hasProfile()) return;
    const QString title = kind == ExportKind::BomXlsx  ? tr("Export the BOM spreadsheet")
                          : kind == ExportKind::BomCsv ? tr("Export the BOM as CSV")
                                                       : tr("Export the cable plan");
    const QString path =
        askExportPath(title, exportFilter(kind), exportSuffix(kind), kind == ExportKind::CablePlanCsv ? "-cables" : "-bom");
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString message;
    const bool ok = exportPlan(*document_, kind, path, &message);
    QApplication::restoreOverrideCursor();
    if (ok)
        statusBar()->showMessage(message, 6000);
    else
        plainCritical(this, tr("Cannot export"), message);
}

void MainWindow::revert() {
    if (document_->filePath().isEmpty() || !document_->isModified()) return;
    const auto answer =
        QMessageBox::question(this, tr("Revert"), tr("Discard your changes and reload %1?").arg(document_->displayName()));
    if (answer == QMessageBox::Yes) openProfile(document_->filePath());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    if (openDropped(event->mimeData()->urls())) event->acceptProposedAction();
}

bool MainWindow::openDropped(const QList<QUrl>& urls) {
    if (urls.size() != 1 || !urls.first().isLocalFile()) return false;
    if (maybeSave()) openProfile(urls.first().toLocalFile());
    return true;
}

bool MainWindow::maybeSave() {
    if (!document_->isModified()) return true;
    const auto answer =
        QMessageBox::warning(this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(document_->displayName()),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    document_->discardRecovery();  // saved or discarded on purpose
    QSettings settings;
    settings.setValue("mainWindow/geometry", saveGeometry());
    settings.setValue("mainWindow/state", saveState());
    event->accept();
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent) files.removeLast();
    settings.setValue(kRecentKey, files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : files) {
        recentMenu_
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (maybeSave()) openProfile(path);
                        })
            ->setToolTip(path);
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::about() {
    AboutDialog dialog(this);
    dialog.exec();
}

}  // namespace cpui
