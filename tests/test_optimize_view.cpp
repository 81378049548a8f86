// The Optimize tab, offscreen: a shipped specification run on the worker thread (progress, result
// table, front chart, the answer's text from core) and its winner made the document as one
// undoable edit; a bad specification file is refused with its JSON path, nothing changed.
#include <QPlainTextEdit>
#include <QPushButton>
#include <QDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>
#include <qcustomplot.h>

#include "explore/optimize_spec_dialog.h"
#include "explore/optimize_view.h"
#include "base/document.h"
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
        QVERIFY(view->table()->isHidden());  // no empty grid before a run; the text box says what comes
        QVERIFY(!view->details()->placeholderText().isEmpty());
        QSignalSpy done(view, &cpui::OptimizeView::runFinished);
        QVERIFY(view->run());
        QVERIFY(!view->runButton()->isEnabled());
        QVERIFY(done.wait(60000));
        QCOMPARE(view->table()->rowCount(), 4);  // the spec keeps 4
        QVERIFY(view->table()->item(0, 0)->text().contains("B200"));
        QVERIFY(view->plot()->graphCount() == 2);  // the front and the best design
        QVERIFY(view->details()->toPlainText().contains("binds"));
        QVERIFY(view->useBestButton()->isEnabled());
        QVERIFY(view->details()->toPlainText().contains("Best per option"));
        QVERIFY(view->details()->toPlainText().contains("the winner stays best"));

        // Export: the answer as a workbook and as CSV, through core's writers; a wrong suffix is refused.
        QTemporaryDir out;
        QVERIFY(view->exportButton()->isEnabled());
        QVERIFY2(view->exportAnswer(out.filePath("answer.xlsx"), &error), qPrintable(error));
        QVERIFY2(view->exportAnswer(out.filePath("answer.csv"), &error), qPrintable(error));
        QVERIFY(QFileInfo(out.filePath("answer.xlsx")).size() > 1000);
        QFile csv(out.filePath("answer.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readLine().startsWith("table,rank,dimension,option,node,fabric"));
        QVERIFY(!view->exportAnswer(out.filePath("answer.txt"), &error));
        QVERIFY2(error.contains(".xlsx or .csv"), qPrintable(error));
        QVERIFY(!view->exportAnswer(out.filePath("no/such/folder/answer.xlsx"), &error));
        QVERIFY2(error.contains("answer.xlsx"), qPrintable(error));

        const cp::Profile before = doc.profile();
        QVERIFY2(view->useBest(&error), qPrintable(error));
        QCOMPARE(doc.profile().compute.node_type, std::string("dgx-b200"));
        QCOMPARE(view->table()->item(0, 1)->text(), QLocale().toString(doc.plan().compute.gpus));
        doc.undoStack()->undo();
        QCOMPARE(doc.profile(), before);
        window.resize(1280, 720);
        window.findChild<QTabWidget*>("resultTabs")->setCurrentWidget(view);
        window.grab().save(QDir::tempPath() + "/optimize-view.png");
        QVERIFY(!view->table()->isHidden());
        QVERIFY2(view->table()->height() > 100, qPrintable(QString::number(view->table()->height())));
    }

    // The editor shows the specification as a form; OK reads it back through core, so a mistake is
    // refused with the field or JSON path and every edit stays; the open design can be the base.
    void editorEditsTheSpecAndRefusesMistakes() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY(doc.open(QString::fromStdString(cptest::profilePath("llama-70b-2k-h100")), &error));
        cpui::OptimizeView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY2(view.loadSpec(QString::fromStdString(cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json"), &error),
                 qPrintable(error));
        const cp::OptimizeSpec before = view.spec();
        cpui::OptimizeSpecDialog dialog(before, doc.profile(), QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles",
                                        doc.catalog());
        QCOMPARE(dialog.dimensions()->topLevelItemCount(), static_cast<int>(before.dimensions.size()));
        QCOMPARE(dialog.limits()->rowCount(), static_cast<int>(before.constraints.size()));
        dialog.show();
        // The whole form fits the dialog's size without squeezing a row (checked by eye in the PNG).
        QVERIFY2(dialog.minimumSizeHint().height() <= dialog.height(),
                 qPrintable(QString::number(dialog.minimumSizeHint().height())));
        dialog.grab().save(QDir::tempPath() + "/optimize-spec-dialog.png");
        dialog.grab().save(QDir::tempPath() + "/optimize-spec-dialog.png");
        QVERIFY(dialog.apply(&error));  // unchanged, it reads back as the same specification
        QCOMPARE(QString::fromStdString(cp::optimizeSpecJson(dialog.spec()).dump()),
                 QString::fromStdString(cp::optimizeSpecJson(before).dump()));

        // A change that is not JSON: named by dimension and option, nothing lost.
        QTreeWidgetItem* h100 = dialog.dimensions()->topLevelItem(0)->child(0);
        h100->setText(1, "{\"/compute/node_type\": ");
        QVERIFY(!dialog.apply(&error));
        QVERIFY2(error.contains("Dimension \"node\", option \"HGX H100\"") && error.contains("not JSON"), qPrintable(error));
        QCOMPARE(h100->text(1), QString("{\"/compute/node_type\": "));
        // A path the profile does not have: core's message with the JSON path.
        h100->setText(1, R"({"/compute/no_such_field": 1})");
        QVERIFY(!dialog.apply(&error));
        QVERIFY2(error.contains("no_such_field"), qPrintable(error));
        h100->setText(1, R"({"/compute/node_type": "hgx-h100"})");
        // A limit that is not a number, then a range the reader refuses.
        dialog.limits()->item(0, 2)->setText("three");
        QVERIFY(!dialog.apply(&error));
        QVERIFY2(error.contains("Limit 1") && error.contains("three"), qPrintable(error));
        dialog.limits()->item(0, 2)->setText(QLocale().toString(4.5));
        dialog.gpusMax()->setValue(32);
        QVERIFY(!dialog.apply(&error));
        QVERIFY2(error.contains("/gpus/max"), qPrintable(error));
        dialog.gpusMax()->setValue(4096);

        // Edited: a dimension dropped, a limit added, the open design as the base.
        delete dialog.dimensions()->topLevelItem(3);
        dialog.addLimit({"/cabling/racks", 40});
        dialog.limits()->item(dialog.limits()->rowCount() - 1, 1)->setText("2");  // at least 2 racks as well
        dialog.base()->setCurrentIndex(dialog.base()->findData("open"));
        QVERIFY2(dialog.apply(&error), qPrintable(error));
        const cp::OptimizeSpec& edited = dialog.spec();
        QCOMPARE(edited.dimensions.size(), before.dimensions.size() - 1);
        QCOMPARE(edited.constraints.back().metric, std::string("/cabling/racks"));
        QCOMPARE(edited.constraints.back().min, 2.0);
        QVERIFY(!edited.maximise);  // the metric's usual direction
        QVERIFY(edited.one_per_family);
        // Goal, tie-break and ranking are fields too, and round-trip through core's reader.
        dialog.goal()->setCurrentIndex(dialog.goal()->findData("maximise"));
        dialog.thenBy()->setCurrentIndex(dialog.thenBy()->findData("/training/days"));
        dialog.rank()->setCurrentIndex(dialog.rank()->findData("designs"));
        QVERIFY2(dialog.apply(&error), qPrintable(error));
        QCOMPARE(dialog.spec().maximise, std::optional<bool>(true));
        QCOMPARE(dialog.spec().then, std::vector<std::string>{"/training/days"});
        QVERIFY(!dialog.spec().one_per_family);
        dialog.goal()->setCurrentIndex(0);
        dialog.thenBy()->setCurrentIndex(0);
        dialog.rank()->setCurrentIndex(0);
        QVERIFY2(dialog.apply(&error), qPrintable(error));
        QCOMPARE(edited.constraints.back().max, 40.0);
        QCOMPARE(edited.constraints.front().max, 4.5);
        QCOMPARE(edited.gpus_max, std::int64_t(4096));
        QVERIFY(edited.base_inline);
        QCOMPARE(edited.base_name, doc.profile().name);
        view.setSpec(edited);
        QCOMPARE(view.spec().dimensions.size(), edited.dimensions.size());
        QVERIFY(view.runButton()->isEnabled());
    }

    void badSpecIsRefusedWithItsPath() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::OptimizeView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QTemporaryDir dir;
        QFile f(dir.filePath("bad.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
                    "gpus": {"min": 8, "max": 64}, "objective": "/power/pue"})");
        f.close();
        QString error;
        QVERIFY(!view.loadSpec(f.fileName(), &error));
        QVERIFY2(error.contains("/objective") && error.contains("bad.json"), qPrintable(error));
        QVERIFY(view.runButton()->isEnabled());
    }
};

QTEST_MAIN(TestOptimizeView)
#include "test_optimize_view.moc"
