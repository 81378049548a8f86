// Catalog › Calibrate from measurements (ui/calibration), offscreen: files imported, the fits in
// the tables and on the chart, a bad file's refusal shown with its line, the fitted values added to
// the user catalog (the document's catalog changes) or exported as a catalog layer, and the menu
// entry that opens the dialog.
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
#include "catalog/user_catalog.h"
#include "common/file_io.h"
#include "base/document.h"
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
        cpui::CalibrationDialog dialog(nullptr, kDataDir, nullptr, dir.filePath("user.json"));
        QVERIFY(!dialog.saveButton()->isEnabled());  // nothing fitted yet
        dialog.addFiles(h100Samples());
        QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
        QVERIFY(dialog.collectives());
        QCOMPARE(dialog.fitsTable()->rowCount(), 4);
        QCOMPARE(column(dialog.fitsTable(), 0).first(), QString("all_reduce_perf-h100-1node.txt"));
        QCOMPARE(dialog.valuesTable()->rowCount(), 0);  // no GPU chosen: fits only
        QVERIFY(!dialog.saveButton()->isEnabled());
        QCOMPARE(dialog.chart()->plot()->graphCount(), 8);  // measured + fit per run, no model without a GPU
        dialog.setGpu("h100-sxm");
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
        cpui::CalibrationDialog dialog(nullptr, kDataDir, nullptr, dir.filePath("user.json"));
        dialog.setGpu("h100-sxm");
        dialog.addFiles({cut});
        QVERIFY2(dialog.errorText().contains(cut + ": line 47: the table of line 15 ends without"),
                 qPrintable(dialog.errorText()));
        QVERIFY(!dialog.collectives());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QCOMPARE(dialog.chart()->plot()->graphCount(), 0);
        dialog.removeFile(0);
        QVERIFY(dialog.errorText().isEmpty());
    }

    void fitsAGemmTable() {
        QTemporaryDir dir;
        cpui::CalibrationDialog dialog(nullptr, kDataDir, nullptr, dir.filePath("user.json"));
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Gemm);
        dialog.addFiles({sample("gemm-a100-sxm4.csv")});
        QVERIFY(!dialog.gemm());  // efficiencies need a GPU's peak
        dialog.setGpu("a100-sxm-80gb");
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

    // Added to the user catalog: the document's plans use the fitted values at once, the file
    // loads as --catalog FILE, and a second fit (another GPU) keeps the first one's values.
    void addsTheFitsToTheUserCatalog() {
        QTemporaryDir dir;
        const QString path = dir.filePath("sub/user-catalog.json");  // the folder is made
        cp::Diagnostics warnings;
        cpui::Document doc(cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings));
        cpui::CalibrationDialog dialog(&doc, kDataDir, nullptr, path);
        dialog.setGpu("h100-sxm");
        dialog.setNicGbps(400);
        dialog.addFiles(h100Samples());
        QVERIFY(dialog.saveButton()->isEnabled() && dialog.exportButton()->isEnabled());
        QString error;
        QVERIFY2(dialog.addToUserCatalog(&error), qPrintable(error));
        const double nic = dialog.collectives()->layer.nic_efficiency.value;
        QCOMPARE(doc.catalog().performance.nic_efficiency.value, nic);
        QVERIFY(doc.catalog().performance.nic_efficiency.source.find("fitted to all_reduce_perf-dgx-h100-2node.txt") == 0);
        // The user catalog holds the GPU entry and the two interconnect values, and keeps them when
        // a part is added in the catalog browser (which rewrites the file).
        cpui::UserCatalog user(kDataDir, path);
        QVERIFY2(user.load(&error), qPrintable(error));
        QCOMPARE(user.entryCount(), 3);
        cp::Gpu mine = *user.merged().findGpu("h100-sxm");
        mine.id = "my-h100";
        QVERIFY2(user.apply(user.withPart(mine), nullptr, &error), qPrintable(error));
        QCOMPARE(user.entries().performance.nic_efficiency.value, nic);
        QCOMPARE(user.entryCount(), 4);
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Gemm);
        dialog.setGpu("a100-sxm-80gb");
        dialog.addFiles({sample("gemm-a100-sxm4.csv")});
        QVERIFY2(dialog.addToUserCatalog(&error), qPrintable(error));
        const cp::Catalog c =
            cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {path.toStdString()}), warnings);
        QCOMPARE(c.performance.nic_efficiency.value, nic);  // kept from the first fit
        QVERIFY(c.findGpu("my-h100"));                      // and the part added in between
        QVERIFY(c.performance.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.front().source.find("fitted to gemm-a100-sxm4.csv") == 0);
        QCOMPARE(doc.catalog().performance.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.size(),
                 c.performance.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.size());
    }

    // Exported for the CLI: a catalog layer file; a file at the target that does not load is
    // reported with its JSON path and left as it was.
    void exportsACatalogLayer() {
        QTemporaryDir dir;
        cpui::CalibrationDialog dialog(nullptr, kDataDir, nullptr, dir.filePath("user-catalog.json"));
        dialog.setGpu("h100-sxm");
        dialog.setNicGbps(400);
        dialog.addFiles(h100Samples());
        const QString path = dir.filePath("h100-fit.json");
        QString error;
        QVERIFY2(dialog.exportTo(path, &error), qPrintable(error));
        cp::Diagnostics warnings;
        const cp::Catalog c =
            cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {path.toStdString()}), warnings);
        QVERIFY(c.performance.gpu("h100-sxm")->scale_up.efficiency.source.find("fitted to ") == 0);
        QVERIFY(!QFile::exists(dir.filePath("user-catalog.json")));  // exporting leaves the user catalog alone
        const std::string broken = R"({"schema": 1, "performance": {"gpus": [{"id": "z100"}]}})";
        cp::writeFileAtomically(path.toStdString(), broken);
        QVERIFY(!dialog.exportTo(path, &error));
        QVERIFY2(error.contains(path + ": /performance/gpus/0/gemm_efficiency"), qPrintable(error));
        QCOMPARE(cp::readTextFile(path.toStdString()), broken);
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
