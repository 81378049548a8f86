// The Overview cards and the Power & cost charts, offscreen: they show the plan's
// own numbers and explanations, "—" for sections not computed, and an empty state.
#include <QDir>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>
#include <numeric>
#include <qcustomplot.h>

#include "common/format.h"
#include "base/translations.h"
#include "views/overview_cards.h"
#include "views/power_cost_view.h"
#include "test_support.h"

namespace {

// A plan whose training and reliability sections were not computed (evaluate() always
// computes training from the default workload, so the optionals are reset here).
cp::Plan planWithoutWorkload() {
    cp::Plan plan = cptest::planOf("llama-70b-2k-h100");
    plan.training.reset();
    plan.reliability.reset();
    return plan;
}

QVector<double> barValues(const QCPBars* bars) {
    QVector<double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) values << it->value;
    return values;
}

// Saves `widget` at `size` where CP_SCREENSHOT_DIR points (for looking at it), and checks it renders.
QImage grabAt(QWidget& widget, QSize size, const QString& name) {
    widget.resize(size);
    widget.show();
    if (!QTest::qWaitForWindowExposed(&widget)) return {};
    const QImage image = widget.grab().toImage();
    const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    if (!dir.isEmpty()) image.save(QDir(dir).filePath(name + ".png"));
    return image;
}

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(40, 40, 44));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(28, 28, 30));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Mid, QColor(90, 90, 96));
    p.setColor(QPalette::Highlight, QColor(80, 150, 230));
    return p;
}

}  // namespace

class TestOverviewPowerCost : public QObject {
    Q_OBJECT

private slots:
    // The power chart names each optics and NIC line by its network, part and end, so no two bars
    // share a label (four optics lines on the Cedar-7 design read alike before).
    void powerBarsHaveDistinctLabels() {
        const cp::Plan plan = cptest::planOf("h100-100k-cedar-ib");
        QSet<QString> labels;
        for (const cp::PowerLine& line : plan.power->breakdown) labels.insert(cpui::coreTermText(line));
        QCOMPARE(labels.size(), static_cast<qsizetype>(plan.power->breakdown.size()));
        QVERIFY(labels.contains("transceivers and active cables: backend 800g-sr8, switch end"));
    }

    void cardsShowHeadlines() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        cpui::OverviewCards cards;
        cards.showPlan(plan);
        QVERIFY(!cards.isEmptyState());
        QCOMPARE(cards.cardValue("compute.gpus"), QString("9,920"));
        QCOMPARE(cards.cardValue("fabric.switches_total"), QString("122"));
        QCOMPARE(cards.cardValue("power.facility_kw"), QString("5.58 MW"));
        QVERIFY2(cards.cardSecondary("power.it_kw").contains("5.58 MW facility · PUE 1.30"),
                 qPrintable(cards.cardSecondary("power.it_kw")));
        QCOMPARE(cards.cardValue("cost.capex_usd"), QString::fromStdString(cp::formatUsdMillions(plan.cost->capex_usd)));
        // Every card has its explanation in this profile, so none is missing from the plan.
        for (const QString& key : cards.cardKeys()) QVERIFY2(plan.explain(key.toStdString()), qPrintable(key));
    }

    void whyPanelShowsTheExplanation() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        cpui::OverviewCards cards;
        cards.showPlan(plan);
        QVERIFY(cards.selectCard("fabric.switches_total"));
        const cp::Explanation* e = plan.explain("fabric.switches_total");
        QVERIFY(e);
        QVERIFY2(cards.whyText().contains(QString::fromStdString(e->formula)), qPrintable(cards.whyText()));
        QVERIFY(cards.whyText().contains(QString::fromStdString(e->substituted)));
        // Sources are listed: the GPUs card names the node's catalog source.
        QVERIFY(cards.selectCard("compute.gpus"));
        const cp::Explanation* gpus = plan.explain("compute.gpus");
        QVERIFY(gpus && !gpus->sources.empty());
        QVERIFY(cards.whyText().contains(QString::fromStdString(gpus->sources.front())));
        QVERIFY(!cards.selectCard("no.such.key"));
        QCOMPARE(cards.selectedKey(), QString("compute.gpus"));
    }

    void clickAndKeyboardSelectCards() {
        cpui::OverviewCards cards;
        cards.showPlan(cptest::planOf("fire-flyer-2"));
        cards.resize(1200, 800);
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        QSignalSpy selected(&cards, &cpui::OverviewCards::cardSelected);
        auto* transceivers = cards.findChild<QWidget*>("cabling.transceivers_total");
        QVERIFY(transceivers);
        QTest::mouseClick(transceivers, Qt::LeftButton);
        QCOMPARE(cards.selectedKey(), QString("cabling.transceivers_total"));
        QCOMPARE(selected.count(), 1);
        auto* ettr = cards.findChild<QWidget*>("reliability.ettr");
        QVERIFY(ettr);
        ettr->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(ettr, Qt::Key_Return);
        QCOMPARE(cards.selectedKey(), QString("reliability.ettr"));
        QVERIFY(ettr->toolTip().contains("E[ETTR]"));
    }

    void absentSectionsShowADash() {
        const cp::Plan plan = planWithoutWorkload();
        QVERIFY(!plan.training);
        QVERIFY(!plan.reliability);
        cpui::OverviewCards cards;
        cards.showPlan(plan);
        for (const char* key : {"training.gpu_hours", "training.days", "reliability.first_failure_minutes", "reliability.ettr"}) {
            QCOMPARE(cards.cardValue(key), QString("—"));
            QCOMPARE(cards.cardSecondary(key), QString("not computed"));
        }
        QCOMPARE(cards.cardValue("compute.gpus"), QString("2,048"));
        QVERIFY(cards.selectCard("training.days"));
        QVERIFY(cards.whyText().contains("Not computed"));

        // A section reset after evaluation reads the same way, never as 0.
        cp::Plan noPower = cptest::planOf("fire-flyer-2");
        noPower.power.reset();
        cards.showPlan(noPower);
        QCOMPARE(cards.cardValue("power.facility_kw"), QString("—"));
        QCOMPARE(cards.cardValue("fabric.switches_total"), QString("122"));
    }

    // The first failure reads in minutes under 2 h and in hours from there, as the CLI prints it.
    void firstFailureInTheUnitThatReads() {
        cpui::OverviewCards cards;
        cards.showPlan(cptest::planOf("h100-98k-rail-ib"));  // 14.9 min
        QCOMPARE(cards.cardValue("reliability.first_failure_minutes"), QString("14.9 min"));
        QVERIFY(cards.cardSecondary("reliability.first_failure_minutes").startsWith("job MTTF 0.25 h"));
        const cp::Plan b300 = cptest::planOf("dgx-b300-superpod-1su");  // 87.74 h
        cards.showPlan(b300);
        QCOMPARE(cards.cardValue("reliability.first_failure_minutes"),
                 QString::fromStdString(cp::formatFixed(b300.reliability->job_mttf_hours, 1)) + " h");
        QVERIFY(cards.cardSecondary("reliability.first_failure_minutes").endsWith("failures per day"));
    }

    void powerBarsAreThePlansKilowatts() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        cpui::PowerCostView view;
        view.showPlan(plan);
        QVERIFY(!view.isEmptyState());
        const auto& breakdown = plan.power->breakdown;
        QVERIFY(breakdown.size() >= 5);
        const QVector<double> nameplate = barValues(view.powerNameplateBars());
        const QVector<double> average = barValues(view.powerAverageBars());
        QCOMPARE(nameplate.size(), static_cast<qsizetype>(breakdown.size()));
        QCOMPARE(average.size(), static_cast<qsizetype>(breakdown.size()));
        for (std::size_t i = 0; i < breakdown.size(); ++i) {
            QCOMPARE(nameplate[static_cast<qsizetype>(i)], breakdown[i].nameplate_kw);
            QCOMPARE(average[static_cast<qsizetype>(i)], breakdown[i].average_kw);
        }
        QVERIFY2(view.powerTitle().contains("facility 5.58 MW"), qPrintable(view.powerTitle()));
        QVERIFY(view.powerTitle().contains("IT 4.29 MW"));
        // Labels come from the plan's components, one tick per line.
        auto ticker = view.powerNameplateBars()->keyAxis()->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(1), QString::fromStdString(breakdown.front().label()));
    }

    void costBarsSumToThePlan() {
        const cp::Plan plan = cptest::planOf("h100-100k-ib-4tier");
        cpui::PowerCostView view;
        view.showPlan(plan);
        const QVector<double> capex = barValues(view.capexBars());
        QCOMPARE(capex.size(), static_cast<qsizetype>(plan.cost->by_category.size()));
        QVERIFY_NEAR(std::accumulate(capex.begin(), capex.end(), 0.0), plan.cost->capex_usd, 1e-9);
        const QVector<double> tco = barValues(view.tcoBars());
        QCOMPARE(tco.size(), 5);
        // Amortisation, energy, colocation, support and software make up the whole TCO.
        QVERIFY_NEAR(std::accumulate(tco.begin(), tco.end(), 0.0), plan.cost->tco_usd_per_year, 1e-9);
        QCOMPARE(tco[1], plan.cost->energy_usd_per_year);
    }

    void hoverShowsTheBarsValue() {
        cpui::PowerCostView view;
        view.showPlan(cptest::planOf("fire-flyer-2"));
        view.resize(1600, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCPBars* bars = view.capexBars();
        // The middle of the first capex bar ("compute").
        const QPointF end = bars->dataPixelPosition(0);
        const QPoint middle(static_cast<int>((bars->valueAxis()->coordToPixel(0) + end.x()) / 2), static_cast<int>(end.y()));
        QMouseEvent move(QEvent::MouseMove, middle, view.plot()->mapToGlobal(middle), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view.plot(), &move);
        QTRY_VERIFY2(QToolTip::text().contains("compute"), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains("$148.8M"));
    }

    void exportPngWritesAFile() {
        cpui::PowerCostView view;
        QString error;
        QVERIFY(!view.exportPng(QDir::temp().filePath("never.png"), &error));  // nothing to export yet
        QVERIFY(!error.isEmpty());
        view.showPlan(cptest::planOf("fire-flyer-2"));
        QTemporaryDir dir;
        const QString path = dir.filePath("power-cost.png");
        QVERIFY2(view.exportPng(path, &error), qPrintable(error));
        QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 1200);
        QVERIFY(!view.exportPng(dir.filePath("missing-dir/x.png"), &error));
        QVERIFY(error.contains("missing-dir"));
    }

    void emptyPlanShowsTheEmptyState() {
        cpui::OverviewCards cards;
        cards.showPlan(cptest::planOf("fire-flyer-2"));
        cards.showPlan(cp::Plan{});
        QVERIFY(cards.isEmptyState());
        QVERIFY(cards.whyText().isEmpty());
        cpui::PowerCostView view;
        view.showPlan(cptest::planOf("fire-flyer-2"));
        view.showPlan(cp::Plan{});
        QVERIFY(view.isEmptyState());
        QCOMPARE(view.powerNameplateBars()->dataCount(), 0);
        QCOMPARE(view.plot()->itemCount(), 0);
    }

    void screenshots_data() {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QSize>("size");
        QTest::newRow("fire-flyer-2") << "fire-flyer-2" << QSize(1600, 1000);
        QTest::newRow("h100-100k-ib-4tier") << "h100-100k-ib-4tier" << QSize(1600, 1000);
        QTest::newRow("narrow") << "fire-flyer-2" << QSize(760, 900);
    }

    void screenshots() {
        QFETCH(QString, profile);
        QFETCH(QSize, size);
        const QString suffix = profile + "-" + QString::number(size.width());
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        cpui::OverviewCards cards;
        cards.showPlan(plan);
        cards.selectCard("fabric.switches_total");
        QCOMPARE(grabAt(cards, size, "overview-" + suffix).size(), size);
        cpui::PowerCostView view;
        view.showPlan(plan);
        QCOMPARE(grabAt(view, size, "power-cost-" + suffix).size(), size);
    }

    void chartsAndCardsFollowADarkPalette() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        cpui::PowerCostView view;
        view.setPalette(darkPalette());
        view.showPlan(plan);
        const QImage chart = grabAt(view, QSize(1200, 800), "power-cost-dark");
        QCOMPARE(chart.pixelColor(2, chart.height() / 2), darkPalette().color(QPalette::Base));
        cpui::OverviewCards cards;
        cards.setPalette(darkPalette());
        cards.showPlan(plan);
        const QImage overview = grabAt(cards, QSize(1200, 800), "overview-dark");
        auto* gpus = cards.findChild<QWidget*>("compute.gpus");
        QVERIFY(gpus);
        const QPoint inside = gpus->mapTo(&cards, QPoint(gpus->width() - 12, gpus->height() - 12));
        QCOMPARE(overview.pixelColor(inside), darkPalette().color(QPalette::Base));
    }
};

QTEST_MAIN(TestOverviewPowerCost)
#include "test_overview_power_cost.moc"
