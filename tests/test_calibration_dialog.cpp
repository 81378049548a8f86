// Catalog › Calibrate from measurements (ui/calibration), offscreen: files imported, the fits in
// the tables and on the chart, a bad file's refusal shown with its line, the user calibration
// saved and updated, and the menu entry that opens the dialog.
#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <qcustomplot.h>

#include "calibration/calibration_chart.h"
#include "calibration/calibration_dialog.h"
#include "catalog/catalog_loader.h"
#include "common/file_io.h"
#include "performance/user_calibration.h"
#include "shell/document.h"
#include "shell/main_window.h"

namespace {

const QString kDataDir = QStringLiteral(CLUSTERPLANNER_SOURCE_DATA_DIR);

QString sample(const char* name) { return QString(CLUSTERPLANNER_TEST_DATA_DIR) + "/calibration/" + name; }

QStringList h100Samples() {
    return {sample("all_reduce_perf-h100-1node.txt"), sample("all_gather_perf-h100-1node.txt"),
            sample("reduce_scatter_perf-h100-1node.txt"), sample("all_reduce_perf-dgx-h100-2node.txt")};
}

QStringList column(const QTableWidget* table, int c) {
    QStringList out;
    for (int r = 0; r < table->rowCount(); ++r) out << (table->item(r, c) ? table->item(r, c)->text() : QString());
    return out;
}

}  // namespace

class TestCalibrationDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_calibration_dialog");
        QStandardPaths::setTestModeEnabled(true);
    }

    void fitsNcclRunsAndShowsThem() {
        QTemporaryDir dir;
        cpui::CalibrationDialog dialog(kDataDir, nullptr, dir.filePath("user.json"));
        QVERIFY(!dialog.saveButton()->isEnabled());  // nothing fitted yet
        dialog.addFiles(h100Samples());
        QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
        QVERIFY(dialog.collectives());
        QCOMPARE(dialog.fitsTable()->rowCount(), 4);
        QCOMPARE(column(dialog.fitsTable(), 0).first(), QString("all_reduce_perf-h100-1node.txt"));
        QCOMPARE(dialog.valuesTable()->rowCount(), 0);  // no GPU chosen: fits only
        QVERIFY(!dialog.saveButton()->isEnabled());
        QCOMPARE(dialog.chart()->plot()->graphCount(), 8);  // measured + fit per run, no model without a GPU
        dialog.setGpu("H100-SXM5-80GB");
        QCOMPARE(dialog.valuesTable()->rowCount(), 3);  // NVLink SHARP, scale-up efficiency and latency; no NIC bandwidth yet
        dialog.setNicGbps(400);
        QCOMPARE(dialog.valuesTable()->rowCount(), 5);
        QVERIFY(column(dialog.valuesTable(), 0).contains("interconnect/nic_efficiency"));
        QCOMPARE(dialog.chart()->plot()->graphCount(), 12);  // + the calibrated model per run
        QVERIFY(dialog.saveButton()->isEnabled());
        // The chart is log-log bus bandwidth against size, and the measured points are nccl-tests' busbw.
        QCPGraph* measured = dialog.chart()->plot()->graph(0);
        QCOMPARE(dialog.chart()->plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(dialog.chart()->plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        const double lastBus = (measured->data()->constEnd() - 1)->value;
        QVERIFY2(std::abs(lastBus - 374.19) < 0.05, qPrintable(QString::number(lastBus)));  // the sample's last busbw
    }

    void aBadFileIsRefusedWithItsLine() {
        QTemporaryDir dir;
        const QString cut = dir.filePath("all_reduce_perf.txt");
        const std::string text = cp::readTextFile(sample("all_reduce_perf-h100-1node.txt").toStdString());
        cp::writeFileAtomically(cut.toStdString(), text.substr(0, text.find("# Out of bounds")));
        cpui::CalibrationDialog dialog(kDataDir, nullptr, dir.filePath("user.json"));
        dialog.setGpu("H100-SXM5-80GB");
        dialog.addFiles({cut});
        QVERIFY2(dialog.errorText().contains(cut + ": line 47: the table of line 15 ends without"), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.collectives());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QCOMPARE(dialog.chart()->plot()->graphCount(), 0);
        dialog.removeFile(0);
        QVERIFY(dialog.errorText().isEmpty());
    }

    void fitsAGemmTable() {
        QTemporaryDir dir;
        cpui::CalibrationDialog dialog(kDataDir, nullptr, dir.filePath("user.json"));
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Gemm);
        dialog.addFiles({sample("gemm-a100-sxm4.csv")});
        QVERIFY(!dialog.gemm());  // efficiencies need a GPU's peak
        dialog.setGpu("A100-SXM4-80GB");
        QVERIFY2(dialog.gemm(), qPrintable(dialog.errorText()));
        QCOMPARE(dialog.fitsTable()->rowCount(), 2);  // fp16, tf32
        QCOMPARE(column(dialog.fitsTable(), 0), (QStringList{"fp16", "tf32"}));
        QCOMPARE(dialog.chart()->plot()->graphCount(), 5);  // measured + fitted per precision, + the saved curve
        QCOMPARE(dialog.chart()->plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
        dialog.setTrainingShare(0.9);
        QCOMPARE(dialog.gemm()->training_share, 0.9);
        // The nccl list is its own: switching back shows it (empty here).
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Collectives);
        QVERIFY(dialog.files().isEmpty());
    }

    void savesAndUpdatesTheUserCalibration() {
        QTemporaryDir dir;
        const QString path = dir.filePath("sub/user.json");  // the folder is made
        cpui::CalibrationDialog dialog(kDataDir, nullptr, path);
        dialog.setGpu("H100-SXM5-80GB");
        dialog.setNicGbps(400);
        dialog.addFiles(h100Samples());
        QString error;
        QVERIFY2(dialog.saveTo(path, &error), qPrintable(error));
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Gemm);
        dialog.setGpu("A100-SXM4-80GB");
        dialog.addFiles({sample("gemm-a100-sxm4.csv")});
        QVERIFY2(dialog.saveTo(path, &error), qPrintable(error));
        cp::Diagnostics w;
        const auto c = cp::perf::loadLayeredCalibration(CLUSTERPLANNER_SOURCE_DATA_DIR, {path.toStdString()}, w);
        QVERIFY(c.nic_efficiency.source.find("fitted to all_reduce_perf-dgx-h100-2node.txt") == 0);  // kept from the first save
        QVERIFY(c.gpu("A100-SXM4-80GB")->gpu.gemm_efficiency.front().source.find("fitted to gemm-a100-sxm4.csv") == 0);
        // A broken file at the target is not overwritten.
        cp::writeFileAtomically(path.toStdString(), R"({"schema": 1, "gpus": [{"name": "Z100"}]})");
        QVERIFY(!dialog.saveTo(path, &error));
        QVERIFY2(error.contains("/gpus/0/name: \"Z100\" is not a GPU of the shipped calibration"), qPrintable(error));
        QCOMPARE(QString::fromStdString(cp::readTextFile(path.toStdString())), QString(R"({"schema": 1, "gpus": [{"name": "Z100"}]})"));
    }

    void catalogMenuOpensIt() {
        cp::Diagnostics warnings;
        cpui::Document doc(cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings));
        cpui::MainWindow window(&doc, kDataDir);
        QAction* action = nullptr;
        for (QMenu* menu : window.menuBar()->findChildren<QMenu*>())
            for (QAction* a : menu->actions())
                if (a->text() == "&Calibrate from measurements…") action = a;
        QVERIFY(action);
        bool shown = false;
        QTimer::singleShot(0, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* d = qobject_cast<cpui::CalibrationDialog*>(w); d && d->isVisible()) {
                    shown = true;
                    d->reject();
                }
        });
        action->trigger();
        QVERIFY(shown);
    }
};

QTEST_MAIN(TestCalibrationDialog)
#include "test_calibration_dialog.moc"
