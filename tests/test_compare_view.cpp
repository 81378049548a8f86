// The Compare view, offscreen: profiles loaded and compared by core, shown as
// "value (×ratio)" cells and a grouped bar chart of the checked metrics.
#include <QAbstractItemModelTester>
#include <QDir>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "explore/compare_chart.h"
#include "explore/compare_table_model.h"
#include "explore/compare_view.h"
#include "cli_runner.h"
#include "base/document.h"
#include "test_support.h"

using cpui::CompareTableModel;
using cpui::CompareView;

namespace {

QString profile(const char* name) { return QString::fromStdString(cptest::profilePath(name)); }

// Strict RFC 4180: CRLF records, quoted fields with doubled quotes, no stray quote.
// Returns no records when the text breaks a rule.
QList<QStringList> parseCsv(const QString& text) {
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false, wasQuoted = false;
    const auto endField = [&] {
        record << field;
        field.clear();
        wasQuoted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool next_is_quote = i + 1 < text.size() && text[i + 1] == '"';
        if (quoted) {
            if (c == '"' && next_is_quote) {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            if (!field.isEmpty() || wasQuoted) return {};
            quoted = wasQuoted = true;
        } else if (c == ',') {
            endField();
        } else if (c == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n') return {};
            endField();
            records << record;
            record.clear();
            ++i;
        } else {
            if (c == '\n' || wasQuoted) return {};
            field += c;
        }
    }
    if (quoted || !field.isEmpty() || !record.isEmpty()) return {};  // the last record lacks its CRLF
    return records;
}

double ratioAt(const CompareTableModel& m, const char* key, int column) {
    return m.data(m.index(m.rowOfKey(key), column), CompareTableModel::RatioRole).toDouble();
}

}  // namespace

class TestCompareView : public QObject {
    Q_OBJECT

    cpui::Document doc{cptest::shippedCatalog()};
    QString dataDir = QString::fromStdString(cptest::dataDir());

    void addAll(CompareView& view, std::initializer_list<const char*> names) {
        for (const char* name : names) {
            QString error;
            QVERIFY2(view.addProfile(profile(name), &error), qPrintable(error));
        }
    }

private slots:
    void fireFlyerVersusDgx() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k"});
        const CompareTableModel& m = *view.model();
        const int row = m.rowOfKey("switches");
        QVERIFY(row >= 0);
        QCOMPARE(m.data(m.index(row, 1)).toString(), QString("122"));                  // the baseline: no ratio
        QCOMPARE(m.data(m.index(row, 2)).toString(), QString("1,320 (×10.82)"));       // 1,320 / 122
        QCOMPARE(m.data(m.index(row, 2), CompareTableModel::VerdictRole).toInt(), 0);  // a total: no direction
        // Fire-Flyer Table III per GPU: fewer switches is better, so DGX reads worse.
        QCOMPARE(m.data(m.index(m.rowOfKey("switches_per_1k_gpus"), 2), CompareTableModel::VerdictRole).toInt(), -1);
        // Tables I–II against the DGX baseline: 83% of the performance at 60% of the price → 1.38 perf/cost.
        view.setBaseline(1);
        QVERIFY_NEAR(ratioAt(m, "performance_tflops_per_gpu", 1), 0.837, 0.002);
        QVERIFY_NEAR(ratioAt(m, "node_price_usd", 1), 0.60, 1e-9);
        QVERIFY_NEAR(ratioAt(m, "perf_per_node_price", 1), 1.38, 0.015);
        QCOMPARE(m.data(m.index(m.rowOfKey("perf_per_node_price"), 1), CompareTableModel::VerdictRole).toInt(), 1);
        QCOMPARE(m.data(m.index(m.rowOfKey("node_price_usd"), 1), CompareTableModel::VerdictRole).toInt(), 1);
        // The name wraps at spaces, "(baseline)" on a line of its own.
        QCOMPARE(m.headerData(2, Qt::Horizontal).toString().replace('\n', ' '),
                 QString::fromStdString(cptest::planOf("dgx-a100-10k").profile_name) + " (baseline)");
        QVERIFY(m.headerData(2, Qt::Horizontal).toString().endsWith("\n(baseline)"));
    }

    // Cells read as the CLI's compare prints them (the registry's format), the unit in the row's
    // label: a share as a percentage, power to three significant digits in MW once a value of the
    // row reaches 1 MW, ETTR to the registry's three places.
    void cellsInTheClisFormat() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k"});
        const CompareTableModel& m = *view.model();
        const auto cell = [&m](const char* key, int column) { return m.data(m.index(m.rowOfKey(key), column)).toString(); };
        const auto label = [&m](const char* key) { return m.data(m.index(m.rowOfKey(key), 0)).toString(); };
        QCOMPARE(cell("network_share", 1), QString("2.3%"));
        QVERIFY2(label("it_kw").endsWith("(MW)"), qPrintable(label("it_kw")));
        QCOMPARE(cell("it_kw", 1), QString("4.29"));  // the CLI: 4.29 MW
        QVERIFY2(label("it_w_per_gpu").endsWith("(W)"), qPrintable(label("it_w_per_gpu")));
        QCOMPARE(cell("ettr", 1), QString("0.935"));  // the CLI: 0.935
    }

    void seventhProfileIsRefused() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "fire-flyer-pcie-3tier", "deepseek-v3-ft2-2k", "deepseek-v3-mpft-16k",
                      "llama-70b-2k-h100"});
        QCOMPARE(view.profileCount(), 6);
        QString error;
        QVERIFY(!view.addProfile(profile("kokolis-rsc1-16k"), &error));
        QVERIFY2(error.contains("at most 6"), qPrintable(error));
        QCOMPARE(view.profileCount(), 6);
        QCOMPARE(view.model()->columnCount(), 7);
        QVERIFY(!view.addCurrentDocument(&error));  // no profile open, and full anyway
    }

    void badProfileIsRefusedWithItsPath() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k"});
        const QString before = view.csvText();
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QString::fromStdString(cptest::smallProfileWith("")).replace("\"nodes\": 16", "\"nodes\": -4").toUtf8());
        f.close();
        QString error;
        QVERIFY(!view.addProfile(bad, &error));
        QVERIFY2(error.contains("/compute/nodes"), qPrintable(error));
        QVERIFY2(error.contains("bad.json"), qPrintable(error));
        QVERIFY(!view.addProfile(dir.filePath("missing.json"), &error));
        QVERIFY(!view.addProfile(profile("fire-flyer-2"), &error));  // already listed
        QCOMPARE(view.profileCount(), 2);
        QCOMPARE(view.csvText(), before);
    }

    void baselineChangeInvertsRatios() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "h100-100k-ib-4tier"});
        const CompareTableModel& m = *view.model();
        const cp::MultiComparison before = m.comparison();
        view.setBaseline(2);
        const cp::MultiComparison after = m.comparison();
        QCOMPARE(after.rows.size(), before.rows.size());
        int checked = 0;
        for (std::size_t r = 0; r < before.rows.size(); ++r) {
            const auto& old = before.rows[r].ratios;
            const auto& now = after.rows[r].ratios;
            QVERIFY(!now[2] || std::abs(*now[2] - 1) < 1e-12);
            if (!old[2] || *old[2] == 0) continue;
            QVERIFY_NEAR(*now[0], 1 / *old[2], 1e-12);  // old baseline against the new one
            QVERIFY_NEAR(*now[1], *old[1] / *old[2], 1e-12);
            ++checked;
        }
        QVERIFY(checked > 15);
        QVERIFY(m.data(m.index(m.rowOfKey("switches"), 1)).toString().contains("(×"));
        QVERIFY(!m.data(m.index(m.rowOfKey("switches"), 3)).toString().contains("(×"));
    }

    void modelPassesTheTester() {
        CompareView view(&doc, dataDir);
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "h100-100k-ib-4tier"});
        view.setBaseline(1);
        view.model()->setChecked("gpus", true);
        view.removeProfile(0);
        QCOMPARE(view.baseline(), 0);
        QCOMPARE(view.profilePath(0), QFileInfo(profile("dgx-a100-10k")).absoluteFilePath());
        QCOMPARE(view.model()->columnCount(), 3);
    }

    void chartBarsEqualTableRatios() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "deepseek-v3-ft2-2k"});
        view.setBaseline(1);
        CompareTableModel& m = *view.model();
        m.setChecked("training_days", true);
        m.setChecked("switches", false);
        const cpui::CompareChart& chart = *view.chart();
        QCOMPARE(chart.keys(), m.checkedKeys());
        QVERIFY(chart.keys().contains("training_days") && !chart.keys().contains("switches"));
        QCOMPARE(chart.bars().size(), 3);
        int bars = 0;
        for (int p = 0; p < chart.bars().size(); ++p)
            for (auto it = chart.bars()[p]->data()->constBegin(); it != chart.bars()[p]->data()->constEnd(); ++it) {
                const QString key = chart.keys().at(static_cast<int>(it->key) - 1);
                QCOMPARE(it->value, ratioAt(m, key.toUtf8().constData(), p + 1));
                ++bars;
            }
        QCOMPARE(bars, 3 * chart.keys().size());
        QVERIFY(chart.bars()[0]->barsGroup() && chart.bars()[0]->barsGroup() == chart.bars()[2]->barsGroup());
    }

    void exportsCsvAndPng() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "h100-100k-ib-4tier"});
        QTemporaryDir dir;
        QString error;
        QVERIFY2(view.exportCsv(dir.filePath("compare.csv"), &error), qPrintable(error));
        QFile f(dir.filePath("compare.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(QString::fromUtf8(f.readAll()));
        QCOMPARE(records.size(), static_cast<qsizetype>(view.model()->comparison().rows.size()) + 1);
        for (const QStringList& r : records) QCOMPARE(r.size(), 4 + 3 + 2);  // section, metric, key, unit, 3 values, 2 ratios
        const auto row = [&](const QString& key) {
            for (const QStringList& r : records)
                if (r[2] == key) return r;
            return QStringList();
        };
        QCOMPARE(row("switches").mid(4, 2), (QStringList{"122", "1320"}));
        QVERIFY_NEAR(row("switches")[7].toDouble(), 1320.0 / 122, 1e-9);
        QCOMPARE(row("network_usd")[1], QString("network (switches, optics, cables)"));  // quoted, read back whole

        const QString png = dir.filePath("compare.png");
        QVERIFY2(view.exportPng(png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(image.width() >= 1200 && image.height() >= 800);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 6, qPrintable(QString::number(colours.size())));  // bars in every profile's colour
        QVERIFY(!view.exportCsv(dir.filePath("no/such/dir/x.csv"), &error));
    }

    // The tab's export and `clusterplanner-cli compare --csv` write the same bytes (cp::comparisonCsv),
    // the first profile being the baseline in both.
    void csvIsTheClisFormat() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "fire-flyer-pcie-3tier"});
        const cptest::CliRun run = cptest::runCli(
            {"compare", profile("fire-flyer-2"), profile("dgx-a100-10k"), profile("fire-flyer-pcie-3tier"), "--csv"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(view.csvText(), run.out);
        const QList<QStringList> records = parseCsv(run.out);
        QCOMPARE(records.front().mid(0, 4), (QStringList{"section", "metric", "key", "unit"}));
        QVERIFY(records.front().back().endsWith(" / " + records.front()[4]));  // ratios name their baseline
    }

    void headerClickRequestsOpen() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k"});
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &CompareView::openProfileRequested);
        QHeaderView* header = view.table()->horizontalHeader();
        const QPoint at(header->sectionViewportPosition(2) + header->sectionSize(2) / 2, header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QFileInfo(profile("dgx-a100-10k")).absoluteFilePath());
    }

    void currentDocumentFollowsEdits() {
        cpui::Document open(cptest::shippedCatalog());
        QString error;
        QVERIFY2(open.open(profile("fire-flyer-2"), &error), qPrintable(error));
        CompareView view(&open, dataDir);
        QVERIFY2(view.addCurrentDocument(&error), qPrintable(error));
        addAll(view, {"dgx-a100-10k"});
        QVERIFY(!view.addCurrentDocument(&error));
        const CompareTableModel& m = *view.model();
        QCOMPARE(m.data(m.index(m.rowOfKey("switches"), 1), CompareTableModel::ValueTextRole).toString(), QString("122"));
        QVERIFY(open.open(profile("fire-flyer-pcie-3tier"), &error));
        QCOMPARE(m.data(m.index(m.rowOfKey("switches"), 1), CompareTableModel::ValueTextRole).toString(), QString("200"));
        QSignalSpy spy(&view, &CompareView::openProfileRequested);
        emit view.table()->horizontalHeader()->sectionClicked(1);  // the open document: nothing to open
        QCOMPARE(spy.size(), 0);
    }

    void screenshotWithThreeProfiles() {
        CompareView view(&doc, dataDir);
        addAll(view, {"fire-flyer-2", "dgx-a100-10k", "h100-100k-ib-4tier"});
        view.resize(1600, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = view.grab().toImage();
        QCOMPARE(image.size(), QSize(1600, 1000) * image.devicePixelRatio());
        const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR");
        if (!dir.isEmpty()) QVERIFY(image.save(QDir(dir).filePath("compare.png")));
    }
};

QTEST_MAIN(TestCompareView)
#include "test_compare_view.moc"
