// The Trade-off explorer, offscreen: every shipped study runs from the view on the
// worker thread, the table and chart show the core's numbers, the Pareto front is
// core paretoFront's, a clicked point opens as a valid profile, Cancel and deleting
// the view mid-run are clean, and exports write files or say why not.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTableView>
#include <QtTest>
#include <filesystem>
#include <set>
#include <qcustomplot.h>

#include "views/chart_style.h"
#include "base/document.h"
#include "explore/explorer_view.h"
#include "io/sweep_output.h"
#include "explore/pareto.h"
#include "explore/study.h"
#include "explore/sweep_chart.h"
#include "explore/sweep_table_model.h"
#include "test_support.h"

namespace {

cp::Study loadStudy(const std::string& file) {
    cp::Diagnostics warnings;
    return cp::loadStudyFile(cptest::dataDir() + "/studies/" + file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(),
                             warnings);
}

// At most ~`limit` points: fewer steps on the first axis keeps the test quick on a shared machine.
cp::Study reduced(cp::Study study, std::size_t limit = 24) {
    while (cp::sweepPoints(study.spec).size() > limit && !study.spec.axes.empty() && study.spec.axes[0].range &&
           study.spec.axes[0].range->steps > 2)
        study.spec.axes[0].range->steps -= 1;
    return study;
}

bool runAndWait(cpui::ExplorerView& view, const cp::Study& study, int timeoutMs = 300000) {
    QSignalSpy finished(&view, &cpui::ExplorerView::runFinished);
    view.runStudy(study);
    return finished.wait(timeoutMs) && !view.isRunning();
}

// The model's number at (row, column), as the table sorts it.
std::optional<double> cell(const cpui::SweepTableModel& model, int row, int column) {
    const QVariant v = model.index(row, column).data(cpui::SweepTableModel::SortRole);
    if (!v.isValid()) return std::nullopt;
    return v.toDouble();
}

// Column of an axis or metric path (the header tooltip is the path).
int columnOf(const cpui::SweepTableModel& model, const std::string& path) {
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().toStdString() == path) return c;
    return -1;
}

QImage grabAt(QWidget& widget, QSize size, const QString& name) {
    widget.resize(size);
    widget.show();
    if (!QTest::qWaitForWindowExposed(&widget)) return {};
    QCoreApplication::processEvents();
    const QImage image = widget.grab().toImage();
    const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    if (!dir.isEmpty()) image.save(QDir(dir).filePath(name + ".png"));
    return image;
}

}  // namespace

class TestExplorer : public QObject {
    Q_OBJECT

    std::unique_ptr<cpui::Document> document_;

    std::unique_ptr<cpui::ExplorerView> makeView() {
        auto view = std::make_unique<cpui::ExplorerView>(document_.get(), QString::fromStdString(cptest::dataDir()));
        view->setThreads(2);
        return view;
    }

private slots:
    void init() {
        document_ = std::make_unique<cpui::Document>(cptest::shippedCatalog());
        QString error;
        QVERIFY2(document_->open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error), qPrintable(error));
    }

    void listsTheShippedStudies() {
        auto view = makeView();
        const auto files = cp::shippedStudyFiles(cptest::dataDir());
        QCOMPARE(view->studyList()->count(), static_cast<int>(files.size()));
        const std::string first = std::filesystem::path(files.front()).filename().string();  // sorted by file name
        QCOMPARE(view->studyList()->item(0)->text().toStdString(), loadStudy(first).name);
        // A bad file is refused with the core's message; nothing runs.
        QVERIFY(!view->loadStudyFile("/no/such/study.json"));
        QVERIFY2(view->statusText().contains("/no/such/study.json"), qPrintable(view->statusText()));
        QVERIFY(!view->isRunning());
        // One click on a study runs it.
        const int last = view->studyList()->count() - 1;
        QCOMPARE(view->studyList()->item(last)->text().toStdString(), loadStudy("switches-vs-gpus.json").name);
        view->resize(1200, 800);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QSignalSpy finished(view.get(), &cpui::ExplorerView::runFinished);
        const QRect rect = view->studyList()->visualItemRect(view->studyList()->item(last));
        QTest::mouseClick(view->studyList()->viewport(), Qt::LeftButton, {}, rect.center());
        QVERIFY(finished.wait(60000));
        QCOMPARE(view->result().rows.size(), cp::sweepPoints(loadStudy("switches-vs-gpus.json").spec).size());
        QCOMPARE(view->studyList()->currentRow(), last);
    }

    // A study with ranges: each line gets its P10-P90 band (one legend entry), the band encloses the
    // line, a point's tooltip gives its deciles and the status says how they were sampled.
    void fanBandsAroundTheLines() {
        cp::Study study = loadStudy("days-vs-gpus-with-ranges.json");
        study.bands.samples = 30;
        auto view = makeView();
        QVERIFY(runAndWait(*view, study));
        const cpui::SweepChart* chart = view->chart();
        QCPGraph* band = chart->bandGraph();
        QVERIFY(band && band->channelFillGraph());
        QVERIFY(chart->plot()->legend->visible());  // one line and its band
        QVERIFY(band->name().contains("P10–P90"));
        auto* line = qobject_cast<QCPGraph*>(chart->series().front());
        QCOMPARE(band->data()->size(), line->data()->size());
        for (int i = 0; i < line->data()->size(); ++i) {
            const double y = line->data()->at(i)->value;
            QVERIFY(band->channelFillGraph()->data()->at(i)->value <= y * 1.0001 && y <= band->data()->at(i)->value * 1.0001);
        }
        QVERIFY2(chart->pointText(0).contains("P10–P90"), qPrintable(chart->pointText(0)));
        QVERIFY2(view->statusText().contains("sampled 30 times"), qPrintable(view->statusText()));
    }

    void eachStudyRuns_data() {
        QTest::addColumn<QString>("file");
        for (const std::string& path : cp::shippedStudyFiles(cptest::dataDir())) {
            const QString file = QFileInfo(QString::fromStdString(path)).fileName();
            QTest::newRow(qPrintable(file)) << file;
        }
    }

    void eachStudyRuns() {
        QFETCH(QString, file);
        const cp::Study study = reduced(loadStudy(file.toStdString()));
        auto view = makeView();
        QAbstractItemModelTester tester(view->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runAndWait(*view, study));
        qInfo("%s: %zu points in %lld ms", qPrintable(file), view->result().rows.size(), static_cast<long long>(clock.elapsed()));
        const auto points = cp::sweepPoints(study.spec).size();
        QCOMPARE(view->result().rows.size(), points);
        QVERIFY(!view->result().cancelled);
        const cpui::SweepTableModel& model = *view->tableModel();
        QCOMPARE(static_cast<std::size_t>(model.rowCount()), points);
        QCOMPARE(view->progressBar()->value(), static_cast<int>(points));
        // A refused point shows the loader's message ("/json/path: problem") in the status column.
        for (int r = 0; r < model.rowCount(); ++r) {
            const std::string& error = view->result().rows[static_cast<std::size_t>(r)].error;
            if (!error.empty()) QCOMPARE(model.index(r, model.statusColumn()).data().toString().toStdString(), error);
        }

        const cpui::SweepChart& chart = *view->chart();
        const QCustomPlot* plot = chart.plot();
        const std::size_t variants = std::max<std::size_t>(1, study.spec.variants.size());
        if (study.chart.type == "line") {
            QCOMPARE(static_cast<std::size_t>(chart.series().size()), variants * study.chart.y.size());
            QCOMPARE(chart.bandGraph() != nullptr, study.bands.samples > 0);  // a study with ranges: its P10-P90 band
        } else if (study.chart.type == "stacked_bars") {
            QCOMPARE(static_cast<std::size_t>(chart.series().size()), study.chart.y.size());
        } else {
            QCOMPARE(static_cast<std::size_t>(chart.series().size()), variants);
        }
        QCOMPARE(plot->xAxis->scaleType() == QCPAxis::stLogarithmic, study.chart.log_x && study.chart.type != "stacked_bars");
        QCOMPARE(plot->yAxis->scaleType() == QCPAxis::stLogarithmic, study.chart.log_y);

        // Every plotted point equals its table row; every valid row with values is plotted once per y metric.
        const int xColumn = study.chart.x == "variant" ? -1 : columnOf(model, study.chart.x);
        std::size_t plotted = 0;
        for (QCPAbstractPlottable* p : chart.series()) {
            const auto* graph = qobject_cast<QCPGraph*>(p);
            const auto* bars = qobject_cast<QCPBars*>(p);
            QVERIFY(graph || bars);
            const int n = graph ? graph->dataCount() : bars->dataCount();
            for (int i = 0; i < n; ++i) {
                const int row = chart.rowAt(p, i);
                QVERIFY(row >= 0 && row < model.rowCount());
                const double key = graph ? graph->data()->at(i)->key : bars->data()->at(i)->key;
                const double value = graph ? graph->data()->at(i)->value : bars->data()->at(i)->value;
                if (xColumn >= 0) QCOMPARE(key, *cell(model, row, xColumn));
                // The value is one of the y metrics of that row (which one: the series' own).
                bool found = false;
                for (const std::string& y : study.chart.y)
                    if (const auto v = cell(model, row, columnOf(model, y)); v && *v == value) found = true;
                QVERIFY2(found, qPrintable(QString("%1 point %2 (row %3) = %4").arg(p->name()).arg(i).arg(row).arg(value)));
                ++plotted;
            }
        }
        // Lines and bars plot every value a row has (a design without a failure class has no point
        // on that class's series); a scatter point needs every y.
        std::size_t valid = 0, values = 0;
        for (const cp::SweepRow& row : view->result().rows) {
            if (!row.error.empty()) continue;
            bool all = true;
            for (const std::string& y : study.chart.y) {
                const bool has = row.values[view->result().metricIndex(y)].has_value();
                all = all && has;
                values += has ? 1 : 0;
            }
            valid += all ? study.chart.y.size() : 0;
        }
        if (study.chart.type != "scatter")
            QCOMPARE(plotted, values);
        else
            QCOMPARE(plotted * study.chart.y.size(), valid);
        // Hover text names the design and every metric with its unit.
        const int firstRow = chart.rowAt(chart.series().front(), 0);
        QVERIFY(chart.pointText(firstRow).contains(
            QString::fromStdString(cp::metricLabel(study.spec.metrics.front())).toHtmlEscaped()));
    }

    // A study without chart hints (issue 42: SIGSEGV in metricLabel) charts its first metric over
    // its first axis, or bars per variant; empty hints clear the chart with a message.
    void studiesWithoutChartHints() {
        cp::Diagnostics w;
        const cp::Study axes = cp::parseStudy(
            R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
                "axes": [{"path": "/power/pue", "values": [1.2, 1.4]}], "metrics": ["/power/facility_kw"]})",
            "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
        const cp::Study variants = cp::parseStudy(
            R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
                "variants": [{"label": "a", "set": {"/power/pue": 1.3}}, {"label": "b", "set": {"/power/pue": 1.5}}],
                "metrics": ["/power/facility_kw"]})",
            "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
        cpui::SweepChart chart;
        for (const cp::Study* study : {&axes, &variants}) {
            const cp::SweepResult result = cp::runSweep(study->spec, cptest::shippedCatalog());
            chart.showResult(result, study->chart, {}, QStringLiteral("t"));
            QCOMPARE(chart.series().size(), 1);
        }
        chart.showResult(cp::runSweep(axes.spec, cptest::shippedCatalog()), cp::ChartHints{}, {}, QStringLiteral("t"));
        QCOMPARE(chart.series().size(), 0);
    }

    void paretoStudyHighlightsTheFront() {
        const cp::Study study = loadStudy("pareto-cost-vs-time.json");
        auto view = makeView();
        QVERIFY(runAndWait(*view, study));
        const cpui::SweepTableModel& model = *view->tableModel();
        // The front recomputed from the table's own numbers with core paretoFront.
        const int capex = columnOf(model, "/cost/capex_usd"), days = columnOf(model, "/training/days");
        QVERIFY(capex >= 0 && days >= 0);
        std::vector<std::vector<double>> points;
        std::vector<int> rows;
        for (int r = 0; r < model.rowCount(); ++r) {
            const auto c = cell(model, r, capex), d = cell(model, r, days);
            if (!c || !d) continue;
            points.push_back({*c, *d});
            rows.push_back(r);
        }
        std::set<int> expected;
        for (std::size_t k : cp::paretoFront(points, {cp::Goal::Minimise, cp::Goal::Minimise})) expected.insert(rows[k]);
        QVERIFY(expected.size() >= 3);
        QVERIFY(expected.size() < rows.size());

        const QCPGraph* front = view->chart()->paretoGraph();
        QVERIFY(front);
        QCOMPARE(front->lineStyle(), QCPGraph::lsLine);  // a connected line
        std::set<int> highlighted;
        for (int i = 0; i < front->dataCount(); ++i) highlighted.insert(view->chart()->rowAt(front, i));
        QCOMPARE(highlighted, expected);
        std::set<int> starred;
        const int paretoColumn = model.statusColumn() - 1;
        QCOMPARE(model.headerData(paretoColumn, Qt::Horizontal, Qt::DisplayRole).toString(), QString("Pareto"));
        for (int r = 0; r < model.rowCount(); ++r)
            if (!model.index(r, paretoColumn).data().toString().isEmpty()) starred.insert(r);
        QCOMPARE(starred, expected);
        QVERIFY(view->chart()->colourScale());
        QCOMPARE(view->chart()->colourScale()->axis()->label(), QString::fromStdString(cp::metricLabel("/derived/facility_mw")));

        // Clicking a front point opens its design: JSON that the profile loader accepts, with the point's inputs.
        QSignalSpy opened(view.get(), &cpui::ExplorerView::openProfileRequested);
        const int row = *expected.begin();
        QVERIFY(view->openPoint(row));
        QCOMPARE(opened.count(), 1);
        const QByteArray json = opened.at(0).at(1).toByteArray();
        cp::Diagnostics warnings;
        const auto [profile, plan] = cp::parseValidProfile(json.toStdString(), "point.json", cptest::shippedCatalog(), warnings);
        const cp::SweepRow& point = view->result().rows[static_cast<std::size_t>(row)];
        QCOMPARE(static_cast<double>(plan.compute.nodes), point.point.inputs[0]);
        QCOMPARE(plan.cost->capex_usd, *cell(model, row, capex));
        QVERIFY(
            opened.at(0).at(0).toString().contains(QString::fromStdString(view->result().variant_labels[point.point.variant])));
        QVERIFY(!view->openPoint(-1));
        QVERIFY(!view->openPoint(model.rowCount()));

        // Legend click hides a series and shows it again.
        QCPAbstractPlottable* series = view->chart()->series().front();
        QVERIFY(!cpui::chart::toggleSeries(view->chart()->plot(), series));
        QVERIFY(!series->visible());
        QVERIFY(cpui::chart::toggleSeries(view->chart()->plot(), series));
        grabAt(*view, {1600, 1000}, "explorer-pareto");
    }

    void cancelStopsAndTheViewIsUsableAgain() {
        auto view = makeView();
        view->setThreads(1);
        const cp::Study study = loadStudy("switches-vs-gpus.json");
        QSignalSpy finished(view.get(), &cpui::ExplorerView::runFinished);
        view->runStudy(study);
        QVERIFY(view->isRunning());
        view->cancel();
        QVERIFY(finished.wait(60000));
        QVERIFY(!view->isRunning());
        const cp::SweepResult& r = view->result();
        QVERIFY(r.cancelled);
        std::size_t done = 0;
        for (const cp::SweepRow& row : r.rows) done += row.done;
        QVERIFY(done < r.rows.size());
        QCOMPARE(view->tableModel()->rowCount(), static_cast<int>(r.rows.size()));
        QVERIFY(view->statusText().contains("Cancelled"));
        QVERIFY2(view->findChild<QPushButton*>("run")->isEnabled(), "Run is enabled again");
        // The next run completes.
        QVERIFY(runAndWait(*view, reduced(loadStudy("ettr-vs-checkpoint-interval.json"), 9)));
        QVERIFY(!view->result().cancelled);
        QCOMPARE(view->result().rows.size(), std::size_t(9));
        QVERIFY(view->statusText().contains("9 points"));
    }

    void startingAnotherStudyReplacesTheRunning() {
        auto view = makeView();
        view->setThreads(1);
        QSignalSpy finished(view.get(), &cpui::ExplorerView::runFinished);
        view->runStudy(loadStudy("switches-vs-gpus.json"));
        const cp::Study second = reduced(loadStudy("ettr-vs-checkpoint-interval.json"), 6);
        view->runStudy(second);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.count(), 1);  // the first one was cancelled silently
        QCOMPARE(view->result().rows.size(), cp::sweepPoints(second.spec).size());
        QVERIFY(!view->result().cancelled);
    }

    void deletingTheViewDuringARunIsClean() {
        auto view = makeView();
        QSignalSpy progress(view->findChild<QProgressBar*>("progress"), &QProgressBar::valueChanged);
        view->runStudy(loadStudy("first-failure-vs-size.json"));  // large clusters: each point takes a while
        QVERIFY(view->isRunning());
        progress.wait(20000);
        QElapsedTimer clock;
        clock.start();
        view.reset();  // cancels and joins
        QVERIFY2(clock.elapsed() < 20000, "the worker stops between points");
        QTest::qWait(50);  // no late progress post reaches the deleted view
    }

    void adHocSweepOnTheOpenProfile() {
        auto view = makeView();
        view->findChild<QComboBox*>("inputPath0")->setCurrentText("/compute/nodes");
        view->findChild<QDoubleSpinBox*>("from0")->setValue(100);
        view->findChild<QDoubleSpinBox*>("to0")->setValue(400);
        view->findChild<QSpinBox*>("steps0")->setValue(4);
        view->findChild<QCheckBox*>("log0")->setChecked(false);
        auto* metric = view->findChild<QComboBox*>("metric");
        metric->setCurrentIndex(metric->findData("/fabric/switches_total"));
        QString error;
        auto spec = view->adHocSpec(&error);
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->metrics.front(), std::string("/fabric/switches_total"));
        QSignalSpy finished(view.get(), &cpui::ExplorerView::runFinished);
        QVERIFY2(view->runAdHoc(&error), qPrintable(error));
        QVERIFY(finished.wait(60000));
        QCOMPARE(view->tableModel()->rowCount(), 4);
        QCOMPARE(view->chart()->series().size(), 1);
        // The same points through core directly.
        const cp::SweepResult direct = cp::runSweep(*spec, cptest::shippedCatalog());
        for (std::size_t r = 0; r < 4; ++r) QCOMPARE(view->result().rows[r].values[0], direct.rows[r].values[0]);

        // A grid: one line per value of the second input.
        view->findChild<QCheckBox*>("grid")->setChecked(true);
        view->findChild<QComboBox*>("inputPath1")->setCurrentText("/power/pue");
        view->findChild<QLineEdit*>("list1")->setText("1.1, 1.4");
        metric->setCurrentIndex(metric->findData("/power/facility_kw"));
        QVERIFY2(view->runAdHoc(&error), qPrintable(error));
        QVERIFY(finished.wait(60000));
        QCOMPARE(view->tableModel()->rowCount(), 8);
        QCOMPARE(view->chart()->series().size(), 2);

        // A path that is no profile field is refused before running, naming the axis.
        view->findChild<QComboBox*>("inputPath0")->setCurrentText("/compute/no_such_field");
        QVERIFY(!view->runAdHoc(&error));
        QVERIFY2(error.contains("/axes/0"), qPrintable(error));
        view->findChild<QComboBox*>("inputPath0")->setCurrentText("/compute/nodes");
        view->findChild<QLineEdit*>("list0")->setText("10, x");
        QVERIFY(!view->runAdHoc(&error));
        QVERIFY2(error.contains("\"x\""), qPrintable(error));
    }

    void exportsWriteFilesOrSayWhy() {
        auto view = makeView();
        QString error;
        QTemporaryDir dir;
        QVERIFY(!view->exportPng(dir.filePath("early.png"), &error));  // nothing run yet
        QVERIFY(!error.isEmpty());
        const cp::Study study = reduced(loadStudy("network-cost-ib-vs-ethernet.json"), 6);
        QVERIFY(runAndWait(*view, study));
        view->resize(1200, 800);
        for (const QString& name : {QString("chart.png"), QString("chart.pdf"), QString("rows.csv")}) {
            const QString path = dir.filePath(name);
            const bool ok = name.endsWith("png")   ? view->exportPng(path, &error)
                            : name.endsWith("pdf") ? view->exportPdf(path, &error)
                                                   : view->exportCsv(path, &error);
            QVERIFY2(ok, qPrintable(error));
            QVERIFY2(QFileInfo(path).size() > 200, qPrintable(name));
        }
        QFile csv(dir.filePath("rows.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray csvText = csv.readAll();
        QVERIFY(csvText.contains("/per_gpu/derived/network_usd"));
        QCOMPARE(csvText, QByteArray::fromStdString(cp::sweepCsv(view->result(), [&] {
                     cp::SweepOutputInfo info;
                     info.title = study.name + "\n" + study.question;
                     return info;
                 }())));
        QImage png(dir.filePath("chart.png"));
        QVERIFY(png.width() >= 1200);
        QVERIFY(QFile(dir.filePath("chart.pdf")).open(QIODevice::ReadOnly));
        // Unwritable places are refused with a message naming the file.
        const QString nowhere = dir.filePath("no/such/folder/x");
        for (const QString& ext : {QString(".png"), QString(".pdf"), QString(".csv")}) {
            error.clear();
            const QString path = nowhere + ext;
            const bool ok = ext == ".png"   ? view->exportPng(path, &error)
                            : ext == ".pdf" ? view->exportPdf(path, &error)
                                            : view->exportCsv(path, &error);
            QVERIFY(!ok);
            QVERIFY2(error.contains("x" + ext), qPrintable(error));
            QVERIFY(!QFileInfo::exists(path));
        }
    }

    void screenshots() {
        // For looking at (CP_SCREENSHOT_DIR); also checks the tab renders at the documented size.
        auto view = makeView();
        QVERIFY(runAndWait(*view, loadStudy("switches-vs-gpus.json")));
        QCOMPARE(grabAt(*view, {1600, 1000}, "explorer-switches").size(), QSize(1600, 1000));
        QVERIFY(runAndWait(*view, loadStudy("power-breakdown.json")));
        QCOMPARE(grabAt(*view, {1600, 1000}, "explorer-power").size(), QSize(1600, 1000));
        QVERIFY(runAndWait(*view, loadStudy("network-cost-ib-vs-ethernet.json")));
        grabAt(*view, {1600, 1000}, "explorer-network");
        QVERIFY(runAndWait(*view, loadStudy("ettr-vs-checkpoint-interval.json")));
        grabAt(*view, {1600, 1000}, "explorer-ettr");
    }

    void compactNumbers() {
        QCOMPARE(cpui::chart::compactNumber(0), QString("0"));
        QCOMPARE(cpui::chart::compactNumber(1024), QString("1,024"));
        QCOMPARE(cpui::chart::compactNumber(16384), QString("16.4k"));
        QCOMPARE(cpui::chart::compactNumber(2.5e8), QString("250M"));
        QCOMPARE(cpui::chart::compactNumber(0.052), QString("0.052"));
        QCOMPARE(cpui::chart::compactNumber(12.345), QString("12.3"));
        QCOMPARE(cpui::chart::compactNumber(3e9), QString("3B"));  // billions as the money figures write them, not "3G"
    }

    // A log axis reads as powers of ten in Chinese ("1M" is an English abbreviation), as numbers else.
    void logTicksInChinese() {
        QCustomPlot plot;
        cpui::chart::setAxisScale(plot.xAxis, true);
        plot.xAxis->setRange(1e4, 1e9);
        auto labels = [&plot] {
            QVector<double> ticks;
            QVector<QString> text;
            plot.xAxis->ticker()->generate(plot.xAxis->range(), QLocale(), QLatin1Char('g'), 3, ticks, nullptr, &text);
            return QStringList(text.begin(), text.end());
        };
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const QStringList chinese = labels();
        QLocale::setDefault(before);
        QVERIFY2(chinese.contains(QString::fromUtf8("10⁶")), qPrintable(chinese.join(' ')));
        const QStringList english = labels();
        QVERIFY2(english.contains("1M"), qPrintable(english.join(' ')));
        // An axis reaching 10k writes its thousands alike: 1k, not 1,000 beside 10k (the MTTF chart).
        plot.xAxis->setRange(8, 3e4);
        const QStringList decades = labels();
        QVERIFY2(decades.contains("1k") && decades.contains("10k") && decades.contains("100"), qPrintable(decades.join(' ')));
        QVERIFY2(!decades.join(' ').contains(','), qPrintable(decades.join(' ')));
        plot.xAxis->setRange(100, 5000);  // below 10k: thousands as numbers, exact
        QVERIFY2(labels().contains("1,000"), qPrintable(labels().join(' ')));
    }

    // A linear axis whose step needs more digits than three significant ones (the ETTR curve's
    // 0.9375 … 0.95) labels every tick with the step's decimals: even, distinct, exact.
    // A vertical axis label longer than its axis wraps onto lines that fit, and unwraps when the
    // plot grows; a label set afterwards is the new whole label.
    void longAxisLabelsWrapToTheirAxis() {
        QCustomPlot plot;
        cpui::chart::fitVerticalAxisLabels(&plot);
        const QString label = "network (switches, optics, cables) [USD per GPU] (solid)";
        plot.yAxis->setLabel(label);
        plot.setViewport(QRect(0, 0, 500, 220));  // what a resize of the shown widget sets
        plot.replot();
        const QFontMetrics metrics(plot.yAxis->labelFont());
        const QStringList lines = plot.yAxis->label().split('\n');
        QVERIFY2(lines.size() >= 2, qPrintable(plot.yAxis->label()));
        QCOMPARE(lines.join(' '), label);
        for (const QString& line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= plot.yAxis->axisRect()->height(), qPrintable(line));
        plot.setViewport(QRect(0, 0, 500, 1400));
        plot.replot();
        QCOMPARE(plot.yAxis->label(), label);
        plot.yAxis->setLabel("days");
        plot.replot();
        QCOMPARE(plot.yAxis->label(), QString("days"));
    }

    void linearTicksShowTheStepsDecimals() {
        QCustomPlot plot;
        cpui::chart::setAxisScale(plot.yAxis, false);
        for (const auto& [from, to, expected] :
             {std::tuple{0.937, 0.9495, "0.9400"}, std::tuple{0.0, 10.0, "4"}, std::tuple{0.0, 5000.0, "1,000"},
              std::tuple{0.0, 2e5, "100k"}, std::tuple{3000.0, 10500.0, "8k"}, std::tuple{0.0, 1.2e7, "2.5M"}}) {
            QVector<double> ticks;
            QVector<QString> text;
            plot.yAxis->ticker()->generate(QCPRange(from, to), QLocale(), QLatin1Char('g'), 3, ticks, nullptr, &text);
            const QStringList labels(text.begin(), text.end());
            QVERIFY2(labels.contains(expected), qPrintable(labels.join(' ')));
            QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
            const QString wanted(expected);
            const QString suffix = wanted.back().isLetter() ? QString(wanted.back()) : QString();
            for (qsizetype i = 0; i < ticks.size(); ++i) {  // one unit on the axis; each label reads back as its tick
                const double scale = suffix == "k" ? 1e3 : suffix == "M" ? 1e6 : 1;
                QString number = labels[i];
                if (ticks[i] != 0 && !suffix.isEmpty()) {
                    QVERIFY2(number.endsWith(suffix), qPrintable(labels.join(' ')));
                    number.chop(1);
                }
                QCOMPARE(QLocale(QLocale::English).toDouble(number) * scale, ticks[i]);
            }
        }
    }
};

QTEST_MAIN(TestExplorer)
#include "test_explorer.moc"
