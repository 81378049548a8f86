// The Performance tab, offscreen: its bars are the plan's step breakdown and memory per GPU, its
// table starts with the plan's split and lists the search's runner-ups, a flat-MFU profile gets a
// sentence instead of empty charts, and an edit of the design reaches the step time shown.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>
#include <qcustomplot.h>

#include "performance/parallelism.h"
#include "plan/metrics.h"
#include "base/document.h"
#include "shell/main_window.h"
#include "views/performance_view.h"
#include "test_support.h"

namespace {

const char* kLlama = "llama3-405b-16k-h100";  // the shipped step-time profile
const char* kFlatMfu = "llama-70b-2k-h100";   // a flat MFU of 45%

QString profilePath(const char* name) { return QString::fromStdString(cptest::profilePath(name)); }

double barValue(const QCPBars* bars) { return bars->data()->isEmpty() ? 0.0 : bars->data()->constBegin()->value; }

QVector<double> barValues(const QVector<QCPBars*>& bars) {
    QVector<double> values;
    for (const QCPBars* b : bars) values << barValue(b);
    return values;
}

// The legends of the view's plot, whichever holds `bars`.
bool inALegend(QCustomPlot* plot, QCPBars* bars) {
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* legend = qobject_cast<QCPLegend*>(element); legend && legend->hasItemWithPlottable(bars)) return true;
    return false;
}

QString stepText(double seconds) {
    return QString::fromStdString(cp::metricText(*cp::findMetric("/performance/step_seconds"), seconds));
}

QString split(const cp::perf::Parallelism& p) { return QString::fromStdString(cp::perf::describeParallelism(p)); }

// The Llama 3 profile with every parallelism dimension left to the search: it has runner-ups.
cp::Plan searchedLlamaPlan() {
    cp::Profile profile = cptest::shippedProfile(kLlama);
    profile.workload.parallelism = {};
    return cp::evaluate(profile, cptest::shippedCatalog());
}

}  // namespace

class TestPerformanceView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_performance_view");
        QStandardPaths::setTestModeEnabled(true);
        for (const QString& f : cpui::Document::pendingRecoveries()) QFile::remove(f);
    }

    void barsAreThePlansBreakdown() {
        const cp::Plan plan = cptest::planOf(kLlama);
        QVERIFY(plan.performance);
        cpui::PerformanceView view;
        view.showPlan(plan);
        QVERIFY(view.messageText().isEmpty());
        const cp::perf::StepBreakdown& b = plan.performance->step.breakdown;
        const QVector<double> step{b.compute_seconds, b.tp_seconds,     b.cp_seconds, b.ep_seconds,
                                   b.pp_seconds,      b.bubble_seconds, b.dp_seconds, b.optimizer_seconds,
                                   b.framework_seconds};
        QCOMPARE(barValues(view.stepBars()), step);
        // The zero terms (CP and EP for a dense model on one context group) are neither drawn nor in the legend.
        for (QCPBars* bars : view.stepBars()) {
            QCOMPARE(bars->visible(), barValue(bars) > 0);
            QCOMPARE(inALegend(view.plot(), bars), barValue(bars) > 0);
        }
        QVERIFY(!view.stepBars()[2]->visible() && !view.stepBars()[3]->visible());
        QVERIFY2(view.stepBars()[0]->name().startsWith("compute 4.69 s"), qPrintable(view.stepBars()[0]->name()));
        QVERIFY2(view.stepTitle().contains(stepText(plan.performance->step.step_seconds)), qPrintable(view.stepTitle()));
        // Hovering a bar explains it with the plan's own formula and values.
        const cp::Explanation* dp = plan.explain("performance.dp_seconds");
        QVERIFY(dp);
        const QString tip = view.toolTip(view.stepBars()[6]);
        QVERIFY2(tip.contains("DP 0.23 s") && tip.contains(QString::fromStdString(dp->substituted).toHtmlEscaped()),
                 qPrintable(tip));

        const cp::perf::MemoryBreakdown& m = plan.performance->step.memory;
        const QVector<double> memory{m.weights_bytes / 1e9, m.gradients_bytes / 1e9, m.optimizer_bytes / 1e9,
                                     m.activations_bytes / 1e9, m.output_bytes / 1e9};
        QCOMPARE(barValues(view.memoryBars()), memory);
        QCOMPARE(view.capacityMarker()->dataCount(), 2);
        QCOMPARE(view.capacityMarker()->data()->constBegin()->key, m.capacity_bytes / 1e9);
        QVERIFY2(view.memoryTitle().contains("77.1 GB of 79.0 GB usable"), qPrintable(view.memoryTitle()));
    }

    void headerAndTableShowThePlansSplit() {
        const cp::Plan plan = cptest::planOf(kLlama);
        cpui::PerformanceView view;
        view.showPlan(plan);
        const cp::PerformanceResult& p = *plan.performance;
        const QString header = view.headerText();
        // The likely range follows the catalog's model error (docs/validation.md), so it is read from the plan.
        const QString likelyMfu = QString("MFU %1%-%2%").arg(100 * p.mfuLikelyLow(), 0, 'f', 1).arg(100 * p.mfuLikelyHigh(), 0, 'f', 1);
        QVERIFY(p.mfuLikelyLow() < p.step.mfu && p.step.mfu < p.mfuLikelyHigh());
        for (const QString& part : {split(p.parallelism).toHtmlEscaped(), QString("16,384 of 16,384 GPUs"),
                                    stepText(p.step.step_seconds), QString("MFU 40.2%"), QString("HFU 40.2%"), likelyMfu})
            QVERIFY2(header.contains(part), qPrintable(part + " not in " + header));
        QTableWidget* table = view.table();
        QVERIFY(table->rowCount() >= 1);
        QCOMPARE(table->item(0, 0)->text(), split(p.parallelism));
        QCOMPARE(table->item(0, 1)->text(), stepText(p.step.step_seconds));
        QCOMPARE(table->item(0, 2)->text(), QString("40.2%"));
    }

    void runnerUpsAreListedWithWhy() {
        const cp::Plan plan = searchedLlamaPlan();
        QVERIFY(plan.performance && !plan.performance->alternatives.empty());
        cpui::PerformanceView view;
        view.showPlan(plan);
        const cp::PerformanceResult& p = *plan.performance;
        const int extra = p.fastest_not_fitting ? 1 : 0;
        QCOMPARE(view.table()->rowCount(), 1 + static_cast<int>(p.alternatives.size()) + extra);
        for (int i = 0; i < static_cast<int>(p.alternatives.size()); ++i) {
            const cp::perf::Candidate& c = p.alternatives[static_cast<std::size_t>(i)];
            QCOMPARE(view.table()->item(i + 1, 0)->text(), split(c.parallelism));
            QCOMPARE(view.table()->item(i + 1, 1)->text(), stepText(c.result.step_seconds));
            QCOMPARE(view.table()->item(i + 1, 3)->text(), QString::fromStdString(c.why));
        }
        if (p.fastest_not_fitting) {  // last, in italics: faster, but over the memory
            QTableWidgetItem* last = view.table()->item(view.table()->rowCount() - 1, 3);
            QCOMPARE(last->text(), QString::fromStdString(p.fastest_not_fitting->why));
            QVERIFY(last->font().italic());
        }
        QVERIFY(view.table()->item(0, 0)->font().bold());
    }

    void flatMfuSaysSoInsteadOfCharts() {
        const cp::Plan plan = cptest::planOf(kFlatMfu);
        QVERIFY(!plan.performance);
        cpui::PerformanceView view;
        view.showPlan(plan);
        const QString message = view.messageText();
        QVERIFY2(message.startsWith("Training speed comes from a flat MFU of 45%."), qPrintable(message));
        QVERIFY2(message.contains("'the step-time model' under Workload › Training speed from"), qPrintable(message));
        QVERIFY2(message.contains("model preset in Model architecture"), qPrintable(message));
        for (QCPBars* bars : view.stepBars() + view.memoryBars()) QCOMPARE(bars->dataCount(), 0);
        QCOMPARE(view.table()->rowCount(), 0);
        QVERIFY(view.headerText().isEmpty());
    }

    void emptyAndFailedPlansSayWhy() {
        cpui::PerformanceView view;
        QVERIFY2(view.messageText().startsWith("No plan yet"), qPrintable(view.messageText()));
        view.showPlan(cptest::planOf(kLlama));
        view.clearPlan();  // a document closed: the old numbers go
        QVERIFY(view.messageText().startsWith("No plan yet"));
        QCOMPARE(barValue(view.stepBars()[0]), 0.0);
        // A step-time plan whose performance stage did not run (an error before or in it).
        cp::Plan failed = cptest::planOf(kLlama);
        failed.performance.reset();
        failed.training.reset();
        view.showPlan(failed);
        QVERIFY2(view.messageText().contains("did not run"), qPrintable(view.messageText()));
    }

    // Through the main window: the tab is there, and an edit of the join tier's oversubscription
    // (7 → 64: the data-parallel reduction crosses pods) changes the step time shown; undo restores it.
    void editReachesTheShownStepTime() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        window.resize(1280, 720);
        window.show();
        QString error;
        QVERIFY2(window.openProfile(profilePath(kLlama), &error, true), qPrintable(error));
        QVERIFY(window.showTab("Performance"));
        auto* view = window.findChild<cpui::PerformanceView*>();
        QVERIFY(view);
        QCOMPARE(window.findChild<QTabWidget*>("resultTabs")->currentWidget(), view);
        const double before = doc.plan().performance->step.step_seconds;
        QVERIFY(view->headerText().contains(stepText(before)));

        cp::Profile edited = doc.profile();
        edited.networks[0].zone_join.oversubscription = 64;
        QVERIFY2(doc.applyEdit("Join oversubscription", edited, &error, "/networks/0/zone_join/oversubscription"),
                 qPrintable(error));
        const double after = doc.plan().performance->step.step_seconds;
        QVERIFY2(after > before * 1.1, qPrintable(QString("%1 s → %2 s").arg(before).arg(after)));
        QVERIFY2(view->headerText().contains(stepText(after)), qPrintable(view->headerText()));
        QCOMPARE(barValue(view->stepBars()[6]), doc.plan().performance->step.breakdown.dp_seconds);
        doc.undoStack()->undo();
        QVERIFY2(view->headerText().contains(stepText(before)), qPrintable(view->headerText()));
    }

    // 1280 × 720 with the Design panel docked leaves the tab about 1,000 × 430 px.
    void fitsSmallScreens() {
        cpui::PerformanceView view;
        view.showPlan(searchedLlamaPlan());
        const QSize hint = view.minimumSizeHint();
        QVERIFY2(hint.width() <= 700 && hint.height() <= 430,
                 qPrintable(QString("%1 × %2").arg(hint.width()).arg(hint.height())));
        // The tab's share of 1280 × 720 and of a narrow window; CP_SCREENSHOT_DIR keeps the images to look at.
        for (const QSize size : {QSize(1000, 430), QSize(640, 430)}) {
            view.resize(size);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QCoreApplication::processEvents();  // the queued replot after the legends' new columns
            const QImage image = view.grab().toImage();
            QCOMPARE(image.size(), size);
            if (const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR"); !dir.isEmpty())
                image.save(QDir(dir).filePath(QString("performance-%1x%2.png").arg(size.width()).arg(size.height())));
        }
    }
};

QTEST_MAIN(TestPerformanceView)
#include "test_performance_view.moc"
