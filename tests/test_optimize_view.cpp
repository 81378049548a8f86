// The Optimize tab, offscreen: a shipped specification run on the worker thread (progress, result
// table, front chart, the answer's text from core) and its winner made the document as one
// undoable edit; a bad specification file is refused with its JSON path, nothing changed.
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <qcustomplot.h>

#include "explore/optimize_view.h"
#include "shell/document.h"
#include "shell/main_window.h"
#include "test_support.h"

class TestOptimizeView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_optimize_view");
        QStandardPaths::setTestModeEnabled(true);
    }

    void runsAShippedSpecAndUsesTheWinner() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QString error;
        QVERIFY2(window.openProfile(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error, true),
                 qPrintable(error));
        cpui::OptimizeView* view = window.optimizeView();
        QVERIFY(view);
        QVERIFY2(view->loadSpec(QString::fromStdString(cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json"), &error),
                 qPrintable(error));
        QSignalSpy done(view, &cpui::OptimizeView::runFinished);
        QVERIFY(view->run());
        QVERIFY(!view->runButton()->isEnabled());
        QVERIFY(done.wait(60000));
        QCOMPARE(view->table()->rowCount(), 4);  // the spec keeps 4
        QVERIFY(view->table()->item(0, 0)->text().contains("B200"));
        QVERIFY(view->plot()->graphCount() == 2);  // the front and the best design
        QVERIFY(view->details()->toPlainText().contains("binds"));
        QVERIFY(view->useBestButton()->isEnabled());

        const cp::Profile before = doc.profile();
        QVERIFY2(view->useBest(&error), qPrintable(error));
        QCOMPARE(doc.profile().compute.node_type, std::string("dgx-b200"));
        QCOMPARE(doc.plan().compute.gpus, 1024);
        doc.undoStack()->undo();
        QCOMPARE(doc.profile(), before);
        window.resize(1280, 720);
        window.findChild<QTabWidget*>("resultTabs")->setCurrentWidget(view);
        window.grab().save(QDir::tempPath() + "/optimize-view.png");
    }

    void badSpecIsRefusedWithItsPath() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::OptimizeView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QTemporaryDir dir;
        QFile f(dir.filePath("bad.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
                    "gpus": {"min": 8, "max": 64}, "objective": "/training/mfu"})");
        f.close();
        QString error;
        QVERIFY(!view.loadSpec(f.fileName(), &error));
        QVERIFY2(error.contains("/objective") && error.contains("bad.json"), qPrintable(error));
        QVERIFY(view.runButton()->isEnabled());
    }
};

QTEST_MAIN(TestOptimizeView)
#include "test_optimize_view.moc"
