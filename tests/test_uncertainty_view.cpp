// The Uncertainty tab, offscreen: the open design's default ranges run on the worker thread; the
// percentiles, inputs, tornado and distribution show what core computes for the same ranges; the
// overview cards carry the P10–P90 until the design is edited; a shipped specification's limits
// are reported; export goes through core's writers; a bad specification is refused with its JSON
// path; Cancel keeps no result; the tables fit a 1280 × 720 window.
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "base/document.h"
#include "explore/uncertainty_charts.h"
#include "explore/uncertainty_spec.h"
#include "explore/uncertainty_view.h"
#include "io/uncertainty_output.h"
#include "plan/metrics.h"
#include "shell/main_window.h"
#include "test_support.h"
#include "views/display_units.h"
#include "views/overview_cards.h"

namespace {

int rowOf(const cp::UncertaintyResult& r, const std::string& metric) {
    for (std::size_t i = 0; i < r.outputs.size(); ++i)
        if (r.outputs[i].metric == metric) return static_cast<int>(i);
    return -1;
}

QString shown(const std::string& metric, double value) {
    return cpui::DisplayUnits::current().valueText(value, cp::findMetric(metric)->unit, cp::findMetric(metric), false);
}

bool runAndWait(cpui::UncertaintyView* view) {
    QSignalSpy done(view, &cpui::UncertaintyView::runFinished);
    return view->run() && done.wait(120000);
}

}  // namespace

class TestUncertaintyView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_uncertainty_view");
        QStandardPaths::setTestModeEnabled(true);
    }

    void designRangesShowWhatCoreComputes() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QString error;
        QVERIFY2(window.openProfile(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error, true), qPrintable(error));
        cpui::UncertaintyView* view = window.uncertaintyView();
        QVERIFY(view->tornadoPlot()->isHidden() && !view->exportButton()->isEnabled());  // nothing drawn before a run
        view->samplesBox()->setValue(200);
        QVERIFY(runAndWait(view));

        // The same ranges through core directly: the view shows its numbers, not its own.
        const cp::UncertaintySpec spec = cp::profileUncertainty(doc.profile(), doc.filePath().toStdString(), doc.catalog(), 200);
        const cp::UncertaintyResult core = cp::runUncertainty(spec, doc.catalog());
        QCOMPARE(view->outputsTable()->rowCount(), static_cast<int>(core.outputs.size()));
        QCOMPARE(view->inputsTable()->rowCount(), static_cast<int>(core.inputs.size()));
        const int capex = rowOf(core, "/cost/capex_usd"), days = rowOf(core, "/training/days");
        QVERIFY(capex >= 0 && days >= 0);
        const cp::OutputDistribution& c = core.outputs[static_cast<std::size_t>(capex)];
        QCOMPARE(view->outputsTable()->item(capex, 2)->text(), shown(c.metric, c.p10));
        QCOMPARE(view->outputsTable()->item(capex, 4)->text(), shown(c.metric, c.p90));
        QVERIFY(view->summary()->text().contains("200"));

        // The tornado of capex: its inputs by swing, the node price first; the distribution's 20 bins.
        view->selectOutput(capex);
        QCOMPARE(view->tornadoInputs().first(), cpui::uncertainInputText(core.inputs[cp::inputsBySwing(c).front()]));
        QVERIFY2(view->tornadoInputs().first().contains("ff2-pcie-a100"), qPrintable(view->tornadoInputs().first()));
        QCOMPARE(view->tornadoPlot()->plottableCount(), 2);  // at the low, at the high
        QCOMPARE(view->distributionPlot()->plottableCount(), 1);
        auto* bins = qobject_cast<QCPBars*>(view->distributionPlot()->plottable(0));
        QCOMPARE(bins->data()->size(), static_cast<int>(cp::kHistogramBins));
        // Days: the step-time model's error drives them most (as test_uncertainty finds in core).
        view->selectOutput(days);
        QVERIFY2(view->tornadoInputs().first().contains("step-time"), qPrintable(view->tornadoInputs().join(", ")));

        // The overview cards show the P10–P90 of this design; an edit takes them away.
        cpui::OverviewCards* cards = window.overviewCards();
        QVERIFY2(cards->cardRange("cost.capex_usd").contains("P10–P90"), qPrintable(cards->cardRange("cost.capex_usd")));
        QVERIFY(cards->cardRange("training.days").contains(cpui::DisplayUnits::current().valueText(
            core.outputs[static_cast<std::size_t>(days)].p90, "days", cp::findMetric("/training/days"), false)));
        QVERIFY(cards->cardRange("compute.gpus").isEmpty());  // not sampled: no range
        // In the card's own style: GPU-hours as "2.55 – 3.08 million", as the card writes "2.71 million".
        QVERIFY2(cards->cardRange("training.gpu_hours").endsWith("million"), qPrintable(cards->cardRange("training.gpu_hours")));
        cp::Profile edited = doc.profile();
        edited.power.pue = 1.4;
        QVERIFY2(doc.applyEdit("PUE", edited, &error), qPrintable(error));
        QVERIFY(cards->cardRange("cost.capex_usd").isEmpty());
        QVERIFY(view->summary()->text().contains("changed"));
        QVERIFY(view->designResult() == nullptr);

        // Export through core's writers; a wrong suffix and a missing folder are refused by name.
        QTemporaryDir out;
        QVERIFY2(view->exportResult(out.filePath("ranges.xlsx"), &error), qPrintable(error));
        QVERIFY2(view->exportResult(out.filePath("ranges.csv"), &error), qPrintable(error));
        QFile csv(out.filePath("ranges.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 201);
        QVERIFY(QFileInfo(out.filePath("ranges.xlsx")).size() > 5000);
        QVERIFY(!view->exportResult(out.filePath("ranges.txt"), &error) && error.contains(".xlsx or .csv"));
        QVERIFY(!view->exportResult(out.filePath("no/such/ranges.xlsx"), &error));
        QVERIFY2(error.contains("ranges.xlsx"), qPrintable(error));
    }

    void shippedSpecReportsItsLimits() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error));
        cpui::UncertaintyView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        const QString file = QString::fromStdString(cptest::dataDir() + "/studies/uncertainty/llama3-405b-ranges.json");
        QVERIFY2(view.loadSpec(file, &error), qPrintable(error));
        QVERIFY(view.chooser()->currentText().contains("405B"));  // the spec's name, not its file
        QCOMPARE(view.samplesBox()->value(), 2000);               // the spec's own sample count
        view.samplesBox()->setValue(100);
        QVERIFY(runAndWait(&view));
        QVERIFY2(view.summary()->text().contains("all at once"), qPrintable(view.summary()->text()));
        QVERIFY(view.designResult() == nullptr);  // a specification's profile, not the open design
        // The capex limit is drawn on capex's distribution, named in its legend, beside P10/P50/P90.
        view.selectOutput(0);
        QCOMPARE(view.distributionPlot()->itemCount(), 2 * 3);      // the deciles' lines and labels
        QCOMPARE(view.distributionPlot()->plottableCount(), 1 + 1);  // the bins and the limit
        QVERIFY(view.distributionPlot()->legend->visible());
        // The same file named another way (relative, through "..") is the chooser's shipped entry.
        const int entries = view.chooser()->count();
        QVERIFY(view.loadSpec(QDir(QDir::currentPath()).relativeFilePath(file), &error));
        QCOMPARE(view.chooser()->count(), entries);
        QVERIFY(view.chooser()->currentText().contains("405B"));
        // A specification outside the shipped folder gets an entry of its own, chosen.
        QTemporaryDir dir;
        const QString copy = dir.filePath("mine.json");
        QVERIFY(QFile::copy(file, copy));
        QVERIFY2(view.loadSpec(copy, &error), qPrintable(error));
        QCOMPARE(view.chooser()->count(), entries + 1);
        QCOMPARE(view.chooser()->currentData().toString(), copy);
    }

    void badSpecIsRefusedWithItsPath() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error));
        cpui::UncertaintyView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QTemporaryDir dir;
        QFile f(dir.filePath("bad.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": 1, "base_profile": "fire-flyer-2.json", "inputs": [{"path": "/power/no_such", "low": 1, "high": 2}]})");
        f.close();
        QVERIFY(!view.loadSpec(f.fileName(), &error));
        QVERIFY2(error.contains("bad.json") && error.contains("/inputs/0"), qPrintable(error));
        QCOMPARE(view.chooser()->currentIndex(), 0);  // still the design's defaults
        QVERIFY(view.runButton()->isEnabled());
    }

    void cancelKeepsNoResult() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error));
        cpui::UncertaintyView view(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        view.samplesBox()->setValue(100000);
        QSignalSpy done(&view, &cpui::UncertaintyView::runFinished);
        QVERIFY(view.run());
        QVERIFY(!view.runButton()->isEnabled());
        view.cancel();
        QVERIFY(done.wait(120000));
        QVERIFY(view.runButton()->isEnabled());
        QVERIFY(!view.exportButton()->isEnabled());
        QCOMPARE(view.outputsTable()->rowCount(), 0);
        QVERIFY(view.summary()->text().contains("Cancelled"));
    }

    // At 1280 × 720 the percentiles' five columns fit the table without scrolling sideways.
    void fitsALaptopWindow() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QString error;
        QVERIFY(window.openProfile(QString::fromStdString(cptest::profilePath("llama3-405b-16k-h100")), &error, true));
        cpui::UncertaintyView* view = window.uncertaintyView();
        view->samplesBox()->setValue(100);
        QVERIFY(runAndWait(view));
        window.resize(1280, 720);
        window.show();
        QVERIFY(window.showTab("Uncertainty"));
        QCoreApplication::processEvents();
        QCOMPARE(window.width(), 1280);  // nothing on the tab widens the window
        QTableWidget* table = view->outputsTable();
        QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                 qPrintable(QString("%1 > %2").arg(table->horizontalHeader()->length()).arg(table->viewport()->width())));
        QVERIFY(view->tornadoPlot()->height() > 120 && view->distributionPlot()->height() > 120);
        // The axes fill their plots' width (an empty legend once squeezed the distribution's to a sliver).
        for (QCustomPlot* plot : {view->tornadoPlot(), view->distributionPlot()}) {
            plot->replot();
            QVERIFY2(plot->axisRect()->width() > plot->width() / 3,
                     qPrintable(QString("%1 of %2").arg(plot->axisRect()->width()).arg(plot->width())));
        }
        window.grab().save(QDir::tempPath() + "/uncertainty-view.png");
        view->pages()->setCurrentWidget(view->inputsTable());  // what was varied and how
        QCoreApplication::processEvents();
        window.grab().save(QDir::tempPath() + "/uncertainty-inputs.png");
        QVERIFY(view->inputsTable()->horizontalHeader()->length() <= view->inputsTable()->viewport()->width());
    }
};

QTEST_MAIN(TestUncertaintyView)
#include "test_uncertainty_view.moc"
