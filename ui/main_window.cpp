#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "common/format.h"
#include "bom_view.h"
#include "design_editor.h"
#include "document.h"
#include "plan_summary_view.h"
#include "reliability_view.h"
#include "switch_chart.h"

namespace cpui {

namespace {
constexpr int kMaxRecent = 8;
const char* kRecentKey = "recentFiles";
const char* kFileFilter = QT_TRANSLATE_NOOP("cpui::MainWindow", "Cluster profiles (*.json);;All files (*)");
}  // namespace

MainWindow::MainWindow(Document* document, QString dataDir, QWidget* parent)
    : QMainWindow(parent),
      document_(document),
      dataDir_(std::move(dataDir)),
      summary_(new PlanSummaryView),
      chart_(new SwitchChart),
      problems_(new QListWidget),
      bom_(new BomView),
      reliability_(new ReliabilityView),
      statusHeadline_(new QLabel),
      profileHeader_(new QLabel) {
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(summary_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    profileHeader_->setWordWrap(true);
    profileHeader_->setTextFormat(Qt::RichText);
    profileHeader_->setContentsMargins(6, 4, 6, 4);
    auto* tabs = new QTabWidget;
    tabs_ = tabs;
    tabs->setObjectName("resultTabs");
    tabs->addTab(splitter, tr("Overview"));
    tabs->addTab(bom_, tr("BOM"));
    tabs->addTab(reliability_, tr("Reliability"));
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(profileHeader_);
    layout->addWidget(tabs, 1);
    setCentralWidget(central);

    auto* designDock = new QDockWidget(tr("Design"), this);
    designDock->setObjectName("designDock");
    designDock->setWidget(new DesignEditor(document_));
    addDockWidget(Qt::LeftDockWidgetArea, designDock);

    auto* problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName("problemsDock");
    problemsDock->setWidget(problems_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    resizeDocks({problemsDock}, {110}, Qt::Vertical);
    resizeDocks({designDock}, {330}, Qt::Horizontal);

    statusBar()->addPermanentWidget(statusHeadline_);
    createMenus();

    QSettings settings;
    if (!restoreGeometry(settings.value("mainWindow/geometry").toByteArray())) resize(1280, 800);
    restoreState(settings.value("mainWindow/state").toByteArray());

    setAcceptDrops(true);  // drop a profile file onto the window to open it
    auto* autosave = new QTimer(this);
    autosave->setInterval(30 * 1000);
    connect(autosave, &QTimer::timeout, this, [this] {
        QString error;
        if (!document_->writeRecovery(&error)) statusBar()->showMessage(error, 8000);
    });
    autosave->start();
    connect(document_, &Document::changed, this, &MainWindow::refresh);
    refresh();
}

bool MainWindow::showTab(const QString& name) {
    for (int i = 0; i < tabs_->count(); ++i)
        if (tabs_->tabText(i).compare(name, Qt::CaseInsensitive) == 0) {
            tabs_->setCurrentIndex(i);
            return true;
        }
    return false;
}

QString MainWindow::defaultProfilePath() const { return dataDir_ + "/profiles/fire-flyer-2.json"; }

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newProfile);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addAction(tr("Re&vert"), this, &MainWindow::revert);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ClusterPlanner"), this, &MainWindow::about);
}

void MainWindow::refresh() {
    const bool has = document_->hasProfile();
    setWindowTitle(has ? tr("%1[*] — ClusterPlanner").arg(document_->displayName()) : tr("ClusterPlanner"));
    setWindowModified(document_->isModified());
    problems_->clear();
    if (!has) {
        profileHeader_->setText(tr("<i>No profile open. Use File › Open or File › New.</i>"));
        summary_->clearPlan();
        chart_->clearPlan();
        bom_->showPlan(cp::Plan{});
        reliability_->showPlan(cp::Plan{});
        statusHeadline_->clear();
        return;
    }
    const cp::Plan& plan = document_->plan();
    const cp::Profile& profile = document_->profile();
    profileHeader_->setText("<b>" + QString::fromStdString(profile.name).toHtmlEscaped() + "</b><br><small>" +
                            QString::fromStdString(profile.description).toHtmlEscaped() + "</small>");
    summary_->showPlan(plan);
    chart_->showPlan(plan);
    bom_->showPlan(plan);
    reliability_->showPlan(plan);
    for (const auto& w : document_->loadWarnings())
        problems_->addItem(tr("input: %1: %2").arg(QString::fromStdString(w.path), QString::fromStdString(w.message)));
    for (const auto& w : plan.warnings)
        problems_->addItem(tr("design: %1: %2").arg(QString::fromStdString(w.path), QString::fromStdString(w.message)));
    if (problems_->count() == 0) problems_->addItem(tr("No problems."));
    QString headline = tr("%1 GPUs").arg(QString::fromStdString(cp::formatCount(plan.compute.gpus)));
    if (plan.fabric) headline += tr(" · %1 switches").arg(QString::fromStdString(cp::formatCount(plan.fabric->switches_total)));
    statusHeadline_->setText(headline);
}

bool MainWindow::offerRecovery() {
    const QStringList pending = Document::pendingRecoveries();
    if (pending.isEmpty()) return false;
    const auto answer = QMessageBox::question(
        this, tr("Restore unsaved work?"),
        tr("ClusterPlanner closed with unsaved changes (%1 recovery file(s)). Restore the most recent?").arg(pending.size()),
        QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes) {
        for (const QString& f : pending) QFile::remove(f);
        return false;
    }
    QString error;
    if (!document_->restoreRecovery(pending.first(), &error)) {
        QMessageBox::critical(this, tr("Cannot restore"), error);
        return false;
    }
    statusBar()->showMessage(tr("Restored unsaved work"), 6000);
    return true;
}

bool MainWindow::openProfile(const QString& path, QString* error, bool quiet) {
    QString message;
    if (!document_->open(path, &message)) {
        if (error) *error = message;
        if (!quiet) QMessageBox::critical(this, tr("Cannot open profile"), message);
        return false;
    }
    rememberRecent(document_->filePath());
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

void MainWindow::newProfile() {
    if (!maybeSave()) return;
    QString error;
    if (!document_->newFromTemplate(defaultProfilePath(), &error))
        QMessageBox::critical(this, tr("Cannot create a profile"), error);
}

void MainWindow::openDialog() {
    if (!maybeSave()) return;
    const QString start = document_->filePath().isEmpty() ? dataDir_ + "/profiles" : QFileInfo(document_->filePath()).path();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open profile"), start, tr(kFileFilter));
    if (!path.isEmpty()) openProfile(path);
}

bool MainWindow::save() {
    if (!document_->hasProfile()) return false;
    if (document_->filePath().isEmpty()) return saveAs();
    QString error;
    if (!document_->saveAs(document_->filePath(), &error)) {
        QMessageBox::critical(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(document_->filePath()), 4000);
    return true;
}

bool MainWindow::saveAs() {
    if (!document_->hasProfile()) return false;
    QString path = QFileDialog::getSaveFileName(this, tr("Save profile as"), document_->filePath(), tr(kFileFilter));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += ".json";
    QString error;
    if (!document_->saveAs(path, &error)) {
        QMessageBox::critical(this, tr("Cannot save"), error);
        return false;
    }
    rememberRecent(document_->filePath());
    return true;
}

void MainWindow::revert() {
    if (document_->filePath().isEmpty() || !document_->isModified()) return;
    const auto answer = QMessageBox::question(this, tr("Revert"),
                                              tr("Discard your changes and reload %1?").arg(document_->displayName()));
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
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("%1 has unsaved changes. Save them?").arg(document_->displayName()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) { event->ignore(); return; }
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
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave()) openProfile(path);
        })->setToolTip(path);
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About ClusterPlanner"),
                       tr("<h3>ClusterPlanner %1</h3>"
                          "<p>Plans GPU training clusters: compute, fabric, optics, power, cost, time and reliability, "
                          "with every number explained.</p>"
                          "<p>License: GPL-3.0-or-later. Uses Qt (LGPL-3.0), QCustomPlot (GPL-3.0), Eigen (MPL-2.0), "
                          "nlohmann_json (MIT) and libxlsxwriter (BSD-2-Clause).</p>")
                           .arg(QStringLiteral(CLUSTERPLANNER_VERSION)));
}

}  // namespace cpui
