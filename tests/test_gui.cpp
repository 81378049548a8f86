// The GUI offscreen: opening a profile shows its plan; a bad profile changes
// nothing; saving writes the same profile; --screenshot writes a PNG.
#include <QAbstractItemModelTester>
#include <QDropEvent>
#include <QStandardPaths>
#include <QImage>
#include <QMimeData>
#include <QTabWidget>
#include <QTableView>
#include <QLabel>
#include <QSpinBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

#include "catalog/catalog_loader.h"
#include "file_size_limit.h"
#include "views/bom_table_model.h"
#include "views/bom_view.h"
#include "editor/design_editor.h"
#include "base/document.h"
#include "shell/main_window.h"
#include "export/plan_export.h"
#include "views/plan_summary_view.h"
#include "profile/profile_io.h"

namespace {

cp::Catalog catalog() {
    cp::Diagnostics warnings;
    return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
}

QString profile(const char* name) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json"; }

QStringList summaryTexts(QTreeWidget* tree) {
    QStringList out;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) out << (*it)->text(0) + " | " + (*it)->text(1);
    return out;
}

}  // namespace

class TestGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_gui");
        QStandardPaths::setTestModeEnabled(true);  // recovery files go to a test location
        for (const QString& f : cpui::Document::pendingRecoveries()) QFile::remove(f);
    }

    void opensProfileAndShowsGpuCount() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        window.show();
        QString error;
        QVERIFY2(window.openProfile(profile("fire-flyer-2"), &error, true), qPrintable(error));
        // In a shown window a hidden tab is brought up to date when it is shown (StaleViews).
        QCOMPARE(summaryTexts(window.summaryView()), QStringList());
        auto* tabs = window.findChild<QTabWidget*>("resultTabs");
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i)->isAncestorOf(window.summaryView())) tabs->setCurrentIndex(i);
        const QStringList rows = summaryTexts(window.summaryView());
        QVERIFY2(rows.contains("GPUs | 9,920 × a100-pcie-40gb"), qPrintable(rows.join('\n')));
        QVERIFY(rows.contains("Switches | 122"));
        QVERIFY(window.windowTitle().contains("fire-flyer-2.json"));
    }

    void badProfileLeavesTheDocumentUnchanged() {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": 1, \"name\": ");  // truncated
        f.close();
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("dgx-a100-10k"), nullptr, true));
        QString error;
        QVERIFY(!window.openProfile(bad, &error, true));
        QVERIFY2(error.contains("bad.json: not valid JSON"), qPrintable(error));
        QCOMPARE(doc.plan().compute.gpus, 10000);
        QVERIFY(doc.filePath().endsWith("dgx-a100-10k.json"));
    }

    void saveAsWritesTheSameProfile() {
        QTemporaryDir dir;
        cpui::Document doc(catalog());
        QString error;
        QVERIFY(doc.open(profile("fire-flyer-2"), &error));
        const QString target = dir.filePath("copy.json");
        QVERIFY2(doc.saveAs(target, &error), qPrintable(error));
        cp::Diagnostics warnings;
        QVERIFY(cp::loadProfileFile(target.toStdString(), doc.catalog(), warnings) == doc.profile());
        QCOMPARE(doc.filePath(), QFileInfo(target).absoluteFilePath());
        QVERIFY(!doc.saveAs(dir.filePath("missing/dir/x.json"), &error));
        QVERIFY(!error.isEmpty());
    }

    void applyEditRejectsInvalidEdits() {
        cpui::Document doc(catalog());
        QString error;
        QVERIFY(doc.open(profile("fire-flyer-2"), &error));
        QSignalSpy changed(&doc, &cpui::Document::changed);
        cp::Profile edited = doc.profile();
        edited.compute.nodes = 1000;
        QVERIFY(doc.applyEdit("nodes", edited, &error));
        QCOMPARE(doc.plan().compute.gpus, 8000);
        QVERIFY(doc.isModified());
        const auto changesBefore = changed.count();
        edited.networks[0].switch_id = "nope";
        QVERIFY(!doc.applyEdit("switch", edited, &error));
        QVERIFY(error.contains("/networks/0/switch"));
        QCOMPARE(doc.plan().compute.gpus, 8000);
        QCOMPARE(changed.count(), changesBefore);  // a refused edit changes nothing
    }

    void editsAreUndoableAndInvalidOnesAreRefused() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        auto* editor = window.findChild<cpui::DesignEditor*>();
        QVERIFY(editor);
        editor->nodesField()->setValue(1000);  // as a user committing the spin box
        QCOMPARE(doc.plan().compute.gpus, 8000);
        QVERIFY(doc.isModified());
        QVERIFY(summaryTexts(window.summaryView()).contains("GPUs | 8,000 × a100-pcie-40gb"));
        doc.undoStack()->undo();
        QCOMPARE(doc.plan().compute.gpus, 9920);
        QCOMPARE(editor->nodesField()->value(), 1240);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.plan().compute.gpus, 8000);
        // 2 planes for a node with one NIC port: refused at the field, nothing changes.
        editor->planesField()->setValue(2);
        QCOMPARE(doc.profile().networks[0].planes, 1);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY2(editor->messageLabel()->text().contains("/networks/0/planes"), qPrintable(editor->messageLabel()->text()));
        QVERIFY(editor->planesField()->toolTip().contains("not divide over 2 planes"));
        // Too many nodes for two 800-port zones: the error names the numbers.
        editor->nodesField()->setValue(1300);
        QCOMPARE(doc.plan().compute.gpus, 8000);
        QVERIFY(editor->messageLabel()->text().contains("reach 800 endpoints"));
    }

    void consecutiveEditsOfOneFieldMerge() {
        cpui::Document doc(catalog());
        QString error;
        QVERIFY(doc.open(profile("fire-flyer-2"), &error));
        for (std::int64_t nodes : {1000, 1100, 1200}) {
            cp::Profile edited = doc.profile();
            edited.compute.nodes = nodes;
            QVERIFY(doc.applyEdit("Change nodes", edited, &error, "/compute/nodes"));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(*doc.profile().compute.nodes, 1240);
        // Merged by field path, not by label: the same label on two networks is two steps, and
        // an edit without a path (a structure edit) never merges.
        cp::Profile twoNetworks = doc.profile();
        twoNetworks.networks.push_back(twoNetworks.networks[0]);
        twoNetworks.networks[1].name = "second";
        QVERIFY(doc.applyEdit("Add network", twoNetworks, &error));
        for (std::size_t n : {0u, 1u}) {
            cp::Profile edited = doc.profile();
            edited.networks[n].placement.spine = cp::SpinePlacement::Central;
            QVERIFY2(doc.applyEdit("Change spine switches", edited, &error, QString("/networks/%1/placement/spine").arg(n)),
                     qPrintable(error));
        }
        QCOMPARE(doc.undoStack()->count(), 3);  // add network (the undone nodes step is gone), spines of 0, spines of 1
    }

    void bomTableModel() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        auto* bom = window.findChild<cpui::BomView*>();
        QVERIFY(bom);
        QAbstractItemModelTester tester(bom->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(bom->model()->rowCount(), static_cast<int>(doc.plan().cost->bom.size()));
        // Extended prices add up to the capex.
        double sum = 0;
        for (int row = 0; row < bom->model()->rowCount(); ++row)
            sum += bom->model()->index(row, cpui::BomTableModel::ExtendedPrice).data(Qt::UserRole).toDouble();
        QVERIFY(std::abs(sum - doc.plan().cost->capex_usd) < 1e-6 * sum);
        QCOMPARE(bom->model()->index(0, cpui::BomTableModel::Quantity).data().toString(), QString("1,240"));
        // Copy as TSV.
        bom->table()->selectionModel()->select(bom->table()->model()->index(0, 0), QItemSelectionModel::Select);
        bom->table()->selectionModel()->select(bom->table()->model()->index(0, cpui::BomTableModel::Quantity),
                                               QItemSelectionModel::Select);
        QCOMPARE(bom->selectionAsTsv(), QString("compute\t1,240"));
        // Edits reach the table.
        cp::Profile edited = doc.profile();
        edited.compute.nodes = 1000;
        QString error;
        QVERIFY(doc.applyEdit("Change node count", edited, &error));
        QCOMPARE(bom->model()->index(0, cpui::BomTableModel::Quantity).data().toString(), QString("1,000"));
    }

    void screenshotOfEveryTab_data() {
        QTest::addColumn<QString>("tab");
        for (const char* tab : {"Overview", "Details", "Topology", "BOM", "Power & cost", "Performance", "Reliability",
                                "Trade-offs", "Compare", "Optimize", "Uncertainty"})
            QTest::newRow(tab) << tab;
    }

    // In process: each result tab, grabbed on its own, draws more than a background.
    void everyTabDrawsItsContent() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        auto* tabs = window.findChild<QTabWidget*>("resultTabs");
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 11);
        for (int i = 0; i < tabs->count(); ++i) {
            QVERIFY2(tabs->widget(i)->minimumSizeHint().width() <= 1150,  // fits 1600 px beside the editor
                     qPrintable(tabs->tabText(i) + ": " + QString::number(tabs->widget(i)->minimumSizeHint().width())));
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            const QImage image = tabs->currentWidget()->grab().toImage();
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 5)
                for (int x = 0; x < image.width(); x += 5) colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 20, qPrintable(tabs->tabText(i) + ": " + QString::number(colours.size())));
        }
    }

    void screenshotOfEveryTab() {
        QFETCH(QString, tab);
        QTemporaryDir dir;
        const QString png = dir.filePath(QString(tab).remove(' ').remove('&') + ".png");
        QProcess p;
        p.start(CLUSTERPLANNER_GUI, {"--screenshot", png, "--tab", tab, "--size", "1600x1000", profile("fire-flyer-2")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 1000));
        // Not blank: more than a handful of distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
        QProcess bad;
        bad.start(CLUSTERPLANNER_GUI, {"--screenshot", png, "--tab", "Nowhere", profile("fire-flyer-2")});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
    }

    void unsavedWorkSurvivesACrash() {
        QTemporaryDir dir;
        QString error;
        {
            cpui::Document doc(catalog());  // the session that "crashes": never saved, never closed
            QVERIFY(doc.open(profile("fire-flyer-2"), &error));
            cp::Profile edited = doc.profile();
            edited.compute.nodes = 1000;
            QVERIFY(doc.applyEdit("Change node count", edited, &error));
            QVERIFY2(doc.writeRecovery(&error), qPrintable(error));
            QVERIFY(QFile::exists(doc.recoveryPath()));
        }
        QCOMPARE(cpui::Document::pendingRecoveries().size(), 1);
        cpui::Document restored(catalog());
        QVERIFY2(restored.restoreRecovery(cpui::Document::pendingRecoveries().first(), &error), qPrintable(error));
        QCOMPARE(*restored.profile().compute.nodes, 1000);
        QCOMPARE(restored.plan().compute.gpus, 8000);
        QVERIFY(restored.isModified());
        QVERIFY(restored.filePath().endsWith("fire-flyer-2.json"));
        QVERIFY(restored.saveAs(dir.filePath("saved.json"), &error));
        QVERIFY(cpui::Document::pendingRecoveries().isEmpty());  // saved: nothing left to recover
        // A broken recovery file is refused and changes nothing.
        QFile junk(restored.recoveryPath());
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{\"clusterplanner_recovery\": 1, \"profile\": {\"schema\": 9}}");
        junk.close();
        QVERIFY(!restored.restoreRecovery(junk.fileName(), &error));
        QVERIFY2(error.contains("/schema"), qPrintable(error));
        QCOMPARE(*restored.profile().compute.nodes, 1000);
        QFile::remove(junk.fileName());
    }

    void droppingAProfileOpensIt() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        QVERIFY(window.acceptDrops());
        QVERIFY(!window.openDropped({QUrl("https://example.invalid/a.json")}));  // not a local file
        QVERIFY(window.openDropped({QUrl::fromLocalFile(profile("dgx-a100-10k"))}));
        QCOMPARE(doc.plan().compute.gpus, 10000);
    }

    void screenshotOptionWritesPng() {
        QTemporaryDir dir;
        const QString png = dir.filePath("shot.png");
        QProcess p;
        p.start(CLUSTERPLANNER_GUI, {"--screenshot", png, profile("dgx-a100-10k")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        QProcess bad;
        bad.start(CLUSTERPLANNER_GUI, {"--screenshot", png, dir.filePath("missing.json")});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 1);
    }

    // On a headless box or over ssh: no display and no platform chosen. --help and --version
    // answer, a usage error says what is wrong, and opening a window says why it cannot
    // (before issue 18 the first three aborted in the xcb plugin: exit 134).
    void worksWithoutADisplay() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
        const auto run = [&](const QStringList& arguments, QByteArray* out) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(CLUSTERPLANNER_GUI, arguments);
            if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) return -1;
            *out = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitCode();
        };
        QByteArray out;
        QCOMPARE(run({"--help"}, &out), 0);
        QVERIFY2(out.contains("--screenshot <FILE>"), out.constData());
        QCOMPARE(run({"--version"}, &out), 0);
        QVERIFY2(out.startsWith("clusterplanner "), out.constData());
        QCOMPARE(run({"--no-such-option"}, &out), 1);
        QVERIFY2(out.contains("no-such-option"), out.constData());
        QCOMPARE(run({profile("fire-flyer-2")}, &out), 1);
        QVERIFY2(out.contains("no display"), out.constData());
    }

    // A failed save leaves the old file as it was and says why: a folder in the way,
    // a missing folder, and a disk that fills up mid-write (a file-size limit).
    void failedSavesKeepTheOldFile() {
        cpui::Document doc(catalog());
        QString error;
        QVERIFY(doc.open(profile("fire-flyer-2"), &error));
        QTemporaryDir dir;
        const QString target = dir.filePath("mine.json");
        QFile old(target);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old content");
        old.close();

        QVERIFY(QDir(dir.path()).mkdir("folder.json"));
        QVERIFY(!doc.saveAs(dir.filePath("folder.json"), &error));
        QVERIFY2(error.contains("folder.json"), qPrintable(error));
        QVERIFY(!doc.saveAs(dir.filePath("missing/mine.json"), &error));
        QVERIFY2(error.contains("missing/mine.json"), qPrintable(error));
        const QString fifo = dir.filePath("fifo.json");  // a device or FIFO is never replaced by a file (issue 42)
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        QVERIFY(!doc.saveAs(fifo, &error));
        QVERIFY2(error.contains("not a regular file"), qPrintable(error));
        QVERIFY(!QFileInfo(fifo).isFile());
        QVERIFY(QFile::remove(fifo));

        bool saved512 = true;
        {
            const cptest::FileSizeLimit full(512);  // the profile is several kB
            saved512 = doc.saveAs(target, &error);
        }
        QVERIFY2(!saved512, qPrintable(QString::number(QFileInfo(target).size()) + " bytes written"));
        QVERIFY2(error.contains("mine.json"), qPrintable(error));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old content"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"mine.json"});  // no temporary left
        QVERIFY(doc.filePath().endsWith("fire-flyer-2.json"));                        // still the document it was
    }

    void aDesignFromTheExplorerOpensUntitledAndUnsaved() {
        cpui::Document doc(catalog());
        QString error;
        QFile blank(QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/templates/blank.json");
        QVERIFY(blank.open(QIODevice::ReadOnly));
        QByteArray json = blank.readAll();
        QVERIFY2(doc.newFromText("sweep point", json, &error), qPrintable(error));
        QVERIFY(doc.filePath().isEmpty());
        QVERIFY(doc.isModified());
        QCOMPARE(doc.plan().compute.gpus, 256);
        json.replace("\"nodes\": 32", "\"nodes\": -1");
        QVERIFY(!doc.newFromText("sweep point", json, &error));
        QVERIFY2(error.contains("sweep point") && error.contains("/compute/nodes"), qPrintable(error));
        QCOMPARE(doc.plan().compute.gpus, 256);  // unchanged
    }

    void exportsWriteFilesOrSayWhyNot() {
        cpui::Document doc(catalog());
        QString message;
        QVERIFY(!cpui::exportPlan(doc, cpui::ExportKind::BomCsv, "/tmp/x.csv", &message));  // nothing open
        QVERIFY(doc.open(profile("fire-flyer-2"), &message));
        QTemporaryDir dir;
        const QString xlsx = dir.filePath("ff2.xlsx"), bom = dir.filePath("ff2.csv"), cables = dir.filePath("cables.csv");
        QVERIFY2(cpui::exportPlan(doc, cpui::ExportKind::BomXlsx, xlsx, &message), qPrintable(message));
        QFile zip(xlsx);
        QVERIFY(zip.open(QIODevice::ReadOnly));
        QCOMPARE(zip.read(2), QByteArray("PK"));  // a zip container
        QVERIFY2(cpui::exportPlan(doc, cpui::ExportKind::BomCsv, bom, &message), qPrintable(message));
        QFile bomFile(bom);
        QVERIFY(bomFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> bomLines = bomFile.readAll().trimmed().split('\n');
        QVERIFY(bomLines.size() > static_cast<qsizetype>(doc.plan().cost->bom.size()));
        QVERIFY2(cpui::exportPlan(doc, cpui::ExportKind::CablePlanCsv, cables, &message), qPrintable(message));
        QVERIFY(message.contains("3,200 cables"));  // Fire-Flyer 2: 1,600 endpoint + 1,600 switch links
        QFile cableFile(cables);
        QVERIFY(cableFile.open(QIODevice::ReadOnly));
        QCOMPARE(cableFile.readAll().count('\n'), doc.plan().cabling->cables_total + 1);
        // A folder that does not exist: refused with the path in the message, nothing written.
        const QString missing = dir.filePath("no-such-folder/bom.xlsx");
        QVERIFY(!cpui::exportPlan(doc, cpui::ExportKind::BomXlsx, missing, &message));
        QVERIFY2(message.contains("no-such-folder"), qPrintable(message));
        QVERIFY(!QFile::exists(missing));
    }
};

QTEST_MAIN(TestGui)
#include "test_gui.moc"
