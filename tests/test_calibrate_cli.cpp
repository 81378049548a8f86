// clusterplanner-cli calibrate as a user runs it: the fits printed with their quality, the user
// calibration written (and updated), usage errors (exit 2) and bad files (exit 1, naming the line).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_runner.h"
#include "common/file_io.h"
#include "performance/user_calibration.h"
#include "step_time_cases.h"

namespace {

using Run = cptest::CliRun;

Run cli(const QStringList& args) { return cptest::runCli(args); }

QString sample(const char* name) { return QString(CLUSTERPLANNER_TEST_DATA_DIR) + "/calibration/" + name; }

QStringList h100Samples() {
    return {sample("all_reduce_perf-h100-1node.txt"), sample("all_gather_perf-h100-1node.txt"),
            sample("reduce_scatter_perf-h100-1node.txt"), sample("alltoall_perf-h100-1node.txt"),
            sample("sendrecv_perf-h100-1node.txt"), sample("all_reduce_perf-dgx-h100-2node.txt")};
}

QJsonObject readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool write(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

}  // namespace

class TestCalibrateCli : public QObject {
    Q_OBJECT

private slots:
    void helpListsCalibrate() {
        const Run r = cli({"--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("calibrate nccl FILE..."));
        QVERIFY(r.out.contains("calibrate gemm FILE.csv..."));
    }

    void usageErrorsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString csv = sample("gemm-a100-sxm4.csv");
        QTest::newRow("no kind") << QStringList{"calibrate"} << "calibrate takes nccl FILE... or gemm FILE.csv...";
        QTest::newRow("unknown kind") << QStringList{"calibrate", "mpi", "x"} << "calibrate takes nccl FILE... or gemm FILE.csv...";
        QTest::newRow("no file") << QStringList{"calibrate", "nccl"} << "calibrate nccl takes at least one FILE";
        QTest::newRow("gemm without gpu") << QStringList{"calibrate", "gemm", csv} << "calibrate gemm needs --gpu ID";
        QTest::newRow("-o without gpu") << QStringList{"calibrate", "nccl", "x.txt", "-o", "u.json"} << "-o needs --gpu ID";
        QTest::newRow("-o not json") << QStringList{"calibrate", "nccl", "x.txt", "--gpu", "A", "-o", "u.txt"}
                                     << "-o takes a file ending in .json";
        QTest::newRow("bad nic") << QStringList{"calibrate", "nccl", "x.txt", "--nic-gbps", "fast"} << "--nic-gbps takes a number";
        QTest::newRow("negative nic") << QStringList{"calibrate", "nccl", "x.txt", "--nic-gbps", "-400"} << "--nic-gbps takes a number";
        QTest::newRow("share above 1") << QStringList{"calibrate", "gemm", csv, "--gpu", "A", "--training-share", "1.5"}
                                       << "--training-share takes a number above 0, at most 1";
        QTest::newRow("nic with gemm") << QStringList{"calibrate", "gemm", csv, "--gpu", "A", "--nic-gbps", "400"}
                                       << "--nic-gbps is for calibrate nccl";
        QTest::newRow("share with nccl") << QStringList{"calibrate", "nccl", "x", "--training-share", "0.9"}
                                         << "--training-share is for calibrate gemm";
        QTest::newRow("json") << QStringList{"calibrate", "nccl", "x", "--json"} << "calibrate takes no --json, --explain or --catalog";
        QTest::newRow("gpu on plan") << QStringList{"plan", "p.json", "--gpu", "A"} << "only calibrate takes --gpu";
        QTest::newRow("-o on sweep") << QStringList{"sweep", "s.json", "-o", "x.json"} << "only calibrate takes -o";
    }
    void usageErrorsExitTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("clusterplanner-cli: " + message), qPrintable(r.err));
        QVERIFY(r.err.contains("Usage:"));
    }

    void ncclFitsPrintedWithTheirQuality() {
        const Run r = cli(QStringList{"calibrate", "nccl"} + h100Samples() + QStringList{"--gpu", "H100-SXM5-80GB", "--nic-gbps", "400"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        for (const char* text : {"all_reduce_perf-h100-1node.txt", "all-gather", "reduce-scatter", "all-to-all", "send/receive",
                                 "scale-up domain", "across nodes", "R² 0.99", "max error", "calibrated model (collectiveCost)",
                                 "gpus/H100-SXM5-80GB/scale_up/efficiency", "interconnect/nic_efficiency", "(shipped 0.822)"})
            QVERIFY2(r.out.contains(QString::fromUtf8(text)), text);
        // Without --gpu: the alpha-beta fits only, and a note saying what is missing.
        const Run fitsOnly = cli({"calibrate", "nccl", sample("all_reduce_perf-h100-1node.txt")});
        QCOMPARE(fitsOnly.exitCode, 0);
        QVERIFY(fitsOnly.out.contains("GB/s"));
        QVERIFY(fitsOnly.out.contains("note: give --gpu ID"));
    }

    void writesAndUpdatesAUserCalibration() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        Run r = cli(QStringList{"calibrate", "nccl"} + h100Samples() + QStringList{"--gpu", "H100-SXM5-80GB", "--nic-gbps", "400", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("wrote 5 fitted value(s) to " + out), qPrintable(r.err));
        QJsonObject root = readJson(out);
        QCOMPARE(root["schema"].toInt(), 1);
        const QJsonObject nic = root["interconnect"].toObject()["nic_efficiency"].toObject();
        QVERIFY(nic["value"].toDouble() > 0.9 && nic["value"].toDouble() <= 1);
        QVERIFY(nic["source"].toString().startsWith("fitted to all_reduce_perf-dgx-h100-2node.txt on "));
        QVERIFY(nic["source"].toString().contains(" points, R² "));
        // The GEMM fit of another GPU goes into the same file; the collective values stay.
        r = cli({"calibrate", "gemm", sample("gemm-a100-sxm4.csv"), "--gpu", "A100-SXM4-80GB", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("(updated: 5 of its 5 value(s) kept)"), qPrintable(r.err));
        QVERIFY(r.out.contains("training share 0.8574"));
        root = readJson(out);
        QVERIFY(root["interconnect"].toObject().contains("nic_efficiency"));
        const QJsonArray gpus = root["gpus"].toArray();
        QCOMPARE(gpus.size(), 2);
        QVERIFY(gpus[1].toObject()["gemm_efficiency"].toArray().size() >= 4);
        // The file loads as a user calibration on top of the shipped one.
        cp::Diagnostics w;
        const auto c = cp::perf::loadLayeredCalibration(CLUSTERPLANNER_SOURCE_DATA_DIR, {out.toStdString()}, w);
        QVERIFY(w.empty());
        QCOMPARE(c.nic_efficiency.value, nic["value"].toDouble());
    }

    void badFilesExitOneNamingTheLine() {
        QTemporaryDir dir;
        const QString cut = dir.filePath("all_reduce_perf.txt");
        const std::string text = cp::readTextFile(sample("all_reduce_perf-h100-1node.txt").toStdString());
        QVERIFY(write(cut, QByteArray::fromStdString(text.substr(0, text.find("  33554432")))));
        Run r = cli({"calibrate", "nccl", cut});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(cut + ": line 39: the table of line 15 ends without"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        r = cli({"calibrate", "nccl", dir.filePath("none.txt")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("cannot open the file"));
        const QString csv = dir.filePath("g.csv");
        QVERIFY(write(csv, "M,N,K,dtype,TFLOP/s\n1,1,x,bf16,1\n"));
        r = cli({"calibrate", "gemm", csv, "--gpu", "H100-SXM5-80GB"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(csv + ": line 2: column K: \"x\" is not a number"), qPrintable(r.err));
        r = cli({"calibrate", "gemm", sample("gemm-a100-sxm4.csv"), "--gpu", "Z100"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--gpu: \"Z100\" is not a GPU of the calibration; expected one of \"A100-SXM4-80GB\""), qPrintable(r.err));
    }

    void aBrokenOutputFileIsNotOverwritten() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        const QByteArray broken = R"({"schema": 1, "interconnect": {"nic_efficiency": {"value": 3, "source": "x"}}})";
        QVERIFY(write(out, broken));
        const Run r = cli({"calibrate", "nccl", sample("all_reduce_perf-h100-1node.txt"), "--gpu", "H100-SXM5-80GB", "-o", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(out + ": /interconnect/nic_efficiency/value: 3 is out of range"), qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), broken);
    }

    void nothingToSaveLeavesNoFile() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        // A run across nodes without --nic-gbps gives no parameter.
        const Run r = cli({"calibrate", "nccl", sample("all_reduce_perf-dgx-h100-2node.txt"), "--gpu", "H100-SXM5-80GB", "-o", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nothing to save"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCalibrateCli)
#include "test_calibrate_cli.moc"
