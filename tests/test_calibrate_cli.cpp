// clusterplanner-cli calibrate as a user runs it: the fits printed with their quality, checked
// against a fit the test makes itself from the log; the fitted values written as a user catalog
// layer (and updated) that `plan --catalog OUT.json` uses; usage errors (exit 2) and bad files
// (exit 1, naming the file and line).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include "catalog/catalog_loader.h"
#include "cli_runner.h"
#include "common/file_io.h"
#include "common/json_reader.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"
#include "test_support.h"

namespace {

using Run = cptest::CliRun;

Run cli(const QStringList& args) { return cptest::runCli(args); }

QString sample(const char* name) { return QString(CLUSTERPLANNER_TEST_DATA_DIR) + "/calibration/" + name; }

// nccl-tests' all_reduce_perf on two DGX A100 under srun --label (tests/data/calibration/README.md).
const char* kA100Log = "all_reduce_perf-dgx-a100-2node-srun.txt";

QStringList h100Samples() {
    return {sample("all_reduce_perf-h100-1node.txt"),     sample("all_gather_perf-h100-1node.txt"),
            sample("reduce_scatter_perf-h100-1node.txt"), sample("alltoall_perf-h100-1node.txt"),
            sample("sendrecv_perf-h100-1node.txt"),       sample("all_reduce_perf-dgx-h100-2node.txt")};
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

// The (size in bytes, out-of-place time in seconds) rows of an nccl-tests log, read here with a
// regular expression of the table's layout (not the product's reader): srun's label "N: " before
// a line is dropped, NCCL's own lines are not rows.
std::vector<std::pair<double, double>> logRows(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    static const QRegularExpression row(
        R"(^\s*(?:\d+:)?\s+(\d+)\s+\d+\s+float\s+sum\s+-1\s+([\d.]+)\s+[\d.]+\s+[\d.]+\s+\d+\s+)");
    std::vector<std::pair<double, double>> out;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (const auto m = row.match(QString::fromUtf8(line)); m.hasMatch() && m.captured(1).toDouble() > 0)
            out.emplace_back(m.captured(1).toDouble(), m.captured(2).toDouble() * 1e-6);
    return out;
}

// y = c + s·x minimising Σ ((c + s·x − y) / w)², from the 2×2 normal equations.
struct Line {
    double intercept = 0, slope = 0;
};
Line weightedLine(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& w) {
    double s00 = 0, s01 = 0, s11 = 0, t0 = 0, t1 = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double q = 1 / (w[i] * w[i]);
        s00 += q, s01 += q * x[i], s11 += q * x[i] * x[i], t0 += q * y[i], t1 += q * x[i] * y[i];
    }
    const double det = s00 * s11 - s01 * s01;
    return {(t0 * s11 - t1 * s01) / det, (s00 * t1 - s01 * t0) / det};
}

// A printed value with `digits` significant digits matches `value` to within half its last digit.
bool printedAs(double printed, double value, int digits) {
    const double unit = std::pow(10.0, std::floor(std::log10(std::abs(value))) - digits + 1);
    return std::abs(printed - value) <= 0.5 * unit * (1 + 1e-9);
}

// A step-time profile built from a shipped one (no shipped profile uses the step-time model yet):
// dgx-a100-10k's nodes (eight 200G NICs each) cut to 96 on a two-tier fat tree, training GPT-3
// 175B (Megatron-LM SC'21 Table 1: 96 layers, hidden 12288, 96 heads, sequence 2048, batch 1536).
QString stepTimeProfile(const QString& dir) {
    cp::Json p = cp::Json::parse(cp::readTextFile(cptest::profilePath("dgx-a100-10k")));
    p["compute"]["nodes"] = 96;
    p["networks"][0]["tiers"] = 2;
    p["networks"][0].erase("build_out_endpoints");
    cp::Json& w = p["workload"];
    w.erase("mfu");
    w["throughput"] = "step_time";
    w["global_batch_sequences"] = 1536;
    w["architecture"] = {{"layers", 96},        {"hidden", 12288},         {"heads", 96},  {"ffn_hidden", 49152},
                         {"vocabulary", 51200}, {"sequence_length", 2048}, {"ffn", "gelu"}};
    const QString path = dir + "/gpt3-175b-768-a100.json";
    cp::writeFileAtomically(path.toStdString(), p.dump(2));
    return path;
}

// "Data-parallel communication" of plan --explain: the exposed seconds ("719.6 ms exposed of ...").
double exposedDpSeconds(const QString& explain) {
    static const QRegularExpression re(
        R"(Data-parallel communication \[performance\.dp_seconds\]\n[^\n]*\n\s*([\d.]+) (ms|s|µs) exposed)");
    const auto m = re.match(explain);
    if (!m.hasMatch()) return -1;
    const double scale = m.captured(2) == "ms" ? 1e-3 : m.captured(2) == "s" ? 1.0 : 1e-6;
    return m.captured(1).toDouble() * scale;
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
        QVERIFY(r.out.contains("to use with --catalog OUT.json"));
    }

    void usageErrorsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString csv = sample("gemm-a100-sxm4.csv");
        QTest::newRow("no kind") << QStringList{"calibrate"} << "calibrate takes nccl FILE... or gemm FILE.csv...";
        QTest::newRow("unknown kind") << QStringList{"calibrate", "mpi", "x"}
                                      << "calibrate takes nccl FILE... or gemm FILE.csv...";
        QTest::newRow("no file") << QStringList{"calibrate", "nccl"} << "calibrate nccl takes at least one FILE";
        QTest::newRow("gemm without gpu") << QStringList{"calibrate", "gemm", csv} << "calibrate gemm needs --gpu ID";
        QTest::newRow("-o without gpu") << QStringList{"calibrate", "nccl", "x.txt", "-o", "u.json"} << "-o needs --gpu ID";
        QTest::newRow("-o not json") << QStringList{"calibrate", "nccl", "x.txt", "--gpu", "A", "-o", "u.txt"}
                                     << "-o takes a file ending in .json";
        QTest::newRow("bad nic") << QStringList{"calibrate", "nccl", "x.txt", "--nic-gbps", "fast"}
                                 << "--nic-gbps takes a number";
        QTest::newRow("negative nic") << QStringList{"calibrate", "nccl", "x.txt", "--nic-gbps", "-400"}
                                      << "--nic-gbps takes a number";
        QTest::newRow("share above 1") << QStringList{"calibrate", "gemm", csv, "--gpu", "A", "--training-share", "1.5"}
                                       << "--training-share takes a number from 0.01 to 1";
        QTest::newRow("tiny nic") << QStringList{"calibrate", "nccl", "x.txt", "--nic-gbps", "1e-300"}
                                  << "--nic-gbps takes a number of Gb/s per GPU from 1 to 100000";
        QTest::newRow("tiny share") << QStringList{"calibrate", "gemm", csv, "--gpu", "A", "--training-share", "1e-300"}
                                    << "--training-share takes a number from 0.01 to 1";
        QTest::newRow("nic with gemm") << QStringList{"calibrate", "gemm", csv, "--gpu", "A", "--nic-gbps", "400"}
                                       << "--nic-gbps is for calibrate nccl";
        QTest::newRow("share with nccl") << QStringList{"calibrate", "nccl", "x", "--training-share", "0.9"}
                                         << "--training-share is for calibrate gemm";
        QTest::newRow("json") << QStringList{"calibrate", "nccl", "x", "--json"} << "calibrate takes no --json or --explain";
        QTest::newRow("gpu on plan") << QStringList{"plan", "p.json", "--gpu", "A"} << "only calibrate takes --gpu";
        QTest::newRow("-o on sweep") << QStringList{"sweep", "s.json", "-o", "x.json"} << "only calibrate takes -o";
    }
    void usageErrorsExitTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("clusterplanner-cli: " + message), qPrintable(r.err));
        QVERIFY2(r.err.contains("see clusterplanner-cli help " + args.first()), qPrintable(r.err));
    }

    void ncclFitsPrintedWithTheirQuality() {
        const Run r =
            cli(QStringList{"calibrate", "nccl"} + h100Samples() + QStringList{"--gpu", "h100-sxm", "--nic-gbps", "400"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        for (const char* text : {"all_reduce_perf-h100-1node.txt", "all-gather", "reduce-scatter", "all-to-all", "send/receive",
                                 "scale-up domain", "across nodes", "R² 0.99", "max error", "calibrated model (collectiveCost)",
                                 "gpus/h100-sxm/scale_up/efficiency", "interconnect/nic_efficiency", "(was 0.822)"})
            QVERIFY2(r.out.contains(QString::fromUtf8(text)), text);
        // Without --gpu: the alpha-beta fits only, and a note saying what is missing.
        const Run fitsOnly = cli({"calibrate", "nccl", sample("all_reduce_perf-h100-1node.txt")});
        QCOMPARE(fitsOnly.exitCode, 0);
        QVERIFY(fitsOnly.out.contains("GB/s"));
        QVERIFY(fitsOnly.out.contains("note: give --gpu ID"));
    }

    // An all_reduce_perf log as Slurm leaves it (srun's labels, NCCL INFO lines between the rows):
    // the latency and bus bandwidth printed, and the NIC efficiency and network hop latency written,
    // are the ones a fit made here from the log's rows gives.
    void allReduceLogFitMatchesAnIndependentFit() {
        QTemporaryDir dir;
        const QString out = dir.filePath("a100.json");
        const Run r = cli({"calibrate", "nccl", sample(kA100Log), "--gpu", "a100-sxm-80gb", "--nic-gbps", "200", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("warning: " + sample(kA100Log) + ": line 29: 3 lines inside the table are not nccl-tests rows"),
                 qPrintable(r.err));
        const auto rows = logRows(sample(kA100Log));
        QCOMPARE(rows.size(), std::size_t{31});  // 8 B to 8 GiB
        // time = latency + (2·15/16) · size / bus bandwidth, weighted by 1 / time.
        std::vector<double> x, t;
        for (const auto& [bytes, seconds] : rows) x.push_back(2.0 * 15 / 16 * bytes), t.push_back(seconds);
        const Line fit = weightedLine(x, t, t);
        const auto m =
            QRegularExpression(QString(kA100Log) + R"(\s+all-reduce\s+16\s+2\s+across nodes\s+([\d.]+) µs\s+([\d.]+) GB/s)")
                .match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        QVERIFY2(printedAs(m.captured(1).toDouble(), fit.intercept * 1e6, 3),
                 qPrintable(m.captured(1) + " µs printed, " + QString::number(fit.intercept * 1e6) + " µs here"));
        QVERIFY2(printedAs(m.captured(2).toDouble(), 1e-9 / fit.slope, 4),
                 qPrintable(m.captured(2) + " GB/s printed, " + QString::number(1e-9 / fit.slope) + " GB/s here"));
        QVERIFY(std::abs(1e-9 / fit.slope - 192) < 4);  // the log's large-message busbw column
        // The model's parameters: time − (ring base + 28 NVLink steps) = 2 network steps · hop + bus
        // factor · size / (8 GPUs × 25 GB/s × NIC efficiency), the shipped base and NVLink latency.
        const cp::perf::PerformanceCalibration& shipped = cptest::shippedCatalog().performance;
        const double known =
            shipped.collectives.ring_base_seconds.value + 28 * shipped.gpu("a100-sxm-80gb")->scale_up.latency_seconds.value;
        std::vector<double> inverse, rest;
        for (std::size_t i = 0; i < rows.size(); ++i) inverse.push_back(x[i] / (8 * 25e9)), rest.push_back(t[i] - known);
        const Line model = weightedLine(inverse, rest, t);
        const QJsonObject interconnect = readJson(out)["performance"].toObject()["interconnect"].toObject();
        const double nic = interconnect["nic_efficiency"].toObject()["value"].toDouble();
        const double hop = interconnect["network_hop_latency_seconds"].toObject()["value"].toDouble();
        QVERIFY2(std::abs(nic * model.slope - 1) < 1e-9,
                 qPrintable(QString::number(nic) + " vs " + QString::number(1 / model.slope)));
        QVERIFY2(std::abs(hop / (model.intercept / 2) - 1) < 1e-6,
                 qPrintable(QString::number(hop) + " vs " + QString::number(model.intercept / 2)));
        QVERIFY(
            interconnect["nic_efficiency"].toObject()["source"].toString().startsWith(QString("fitted to ") + kA100Log + " on "));
        QVERIFY(r.out.contains("interconnect/nic_efficiency"));
    }

    // The written layer is a catalog file: `plan --catalog` reads it, and a step-time plan on a
    // network-bound cluster changes with the fitted NIC efficiency, citing the fit as its source.
    void planWithTheLayerUsesTheFittedValues() {
        QTemporaryDir dir;
        const QString out = dir.filePath("a100.json");
        QCOMPARE(cli({"calibrate", "nccl", sample(kA100Log), "--gpu", "a100-sxm-80gb", "--nic-gbps", "200", "-o", out}).exitCode,
                 0);
        const QString profile = stepTimeProfile(dir.path());
        const Run shippedPlan = cli({"plan", profile, "--explain"});
        const Run calibratedPlan = cli({"plan", profile, "--explain", "--catalog", out});
        QCOMPARE(shippedPlan.exitCode, 0);
        QCOMPARE(calibratedPlan.exitCode, 0);
        const double nic =
            readJson(out)["performance"].toObject()["interconnect"].toObject()["nic_efficiency"].toObject()["value"].toDouble();
        const double dpShipped = exposedDpSeconds(shippedPlan.out), dpCalibrated = exposedDpSeconds(calibratedPlan.out);
        QVERIFY2(dpShipped > 0 && dpCalibrated > 0, qPrintable(calibratedPlan.out.left(2000)));
        QVERIFY2(nic > 0.95 ? dpCalibrated < dpShipped : dpCalibrated > dpShipped,  // the shipped NIC efficiency is 0.95
                 qPrintable(QString("%1 s exposed with the shipped 0.95, %2 s with the fitted %3")
                                .arg(dpShipped)
                                .arg(dpCalibrated)
                                .arg(nic)));
        QVERIFY(calibratedPlan.out.contains(QString("source: NIC efficiency: fitted to ") + kA100Log));
        QVERIFY(!shippedPlan.out.contains(kA100Log));
        // In the core: the same catalog gives the step model the fitted value, and the DP time moves with it.
        cp::Diagnostics w;
        const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(cptest::dataDir(), {out.toStdString()}), w);
        const cp::Profile p = cp::loadProfileFile(profile.toStdString(), catalog, w);
        const cp::Plan shipped = cp::evaluate(p, cptest::shippedCatalog()), calibrated = cp::evaluate(p, catalog);
        QVERIFY(shipped.performance && calibrated.performance);
        QCOMPARE(calibrated.performance->hardware.scale_out.efficiency.value, nic);
        QCOMPARE(shipped.performance->parallelism.tp, calibrated.performance->parallelism.tp);
        QVERIFY(calibrated.performance->step.breakdown.dp_seconds != shipped.performance->step.breakdown.dp_seconds);
        QVERIFY(calibrated.training->days != shipped.training->days);
    }

    void writesAndUpdatesACatalogLayer() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        Run r = cli(QStringList{"calibrate", "nccl"} + h100Samples() +
                    QStringList{"--gpu", "h100-sxm", "--nic-gbps", "400", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("wrote 5 fitted values to " + out + ": a catalog layer, use it with --catalog " + out),
                 qPrintable(r.err));
        QJsonObject root = readJson(out);
        QCOMPARE(root["schema"].toInt(), 1);
        QVERIFY(root["description"].toString().contains("--catalog FILE"));
        QJsonObject performance = root["performance"].toObject();
        const QJsonObject nic = performance["interconnect"].toObject()["nic_efficiency"].toObject();
        QVERIFY(nic["value"].toDouble() > 0.9 && nic["value"].toDouble() <= 1);
        QVERIFY(nic["source"].toString().startsWith("fitted to all_reduce_perf-dgx-h100-2node.txt on "));
        QVERIFY(nic["source"].toString().contains(" points, R² "));
        QCOMPARE(performance["interconnect"].toObject().size(), 2);  // only what was fitted
        // The GPU entry is whole (a layer replaces it by id): the shipped entry with the fitted values.
        QJsonArray gpus = performance["gpus"].toArray();
        QCOMPARE(gpus.size(), 1);
        const QJsonObject h100 = gpus[0].toObject();
        QCOMPARE(h100["id"].toString(), QString("h100-sxm"));
        QVERIFY(h100["scale_up"].toObject()["efficiency"].toObject()["source"].toString().startsWith("fitted to "));
        QCOMPARE(h100["usable_memory_fraction"].toObject()["source"].toString(),
                 QString::fromStdString(cptest::shippedCatalog().performance.gpu("h100-sxm")->gpu.usable_memory_fraction.source));
        QVERIFY(!h100.contains("hbm_bytes"));  // the GPU entry's figure (gpus.json hbm_gb), not repeated in a layer
        // The GEMM fit of another GPU goes into the same file; the collective values stay.
        r = cli({"calibrate", "gemm", sample("gemm-a100-sxm4.csv"), "--gpu", "a100-sxm-80gb", "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("(updated; its other entries kept)"), qPrintable(r.err));
        QVERIFY(r.out.contains("training share 0.8574"));
        performance = readJson(out)["performance"].toObject();
        QVERIFY(performance["interconnect"].toObject().contains("nic_efficiency"));
        gpus = performance["gpus"].toArray();
        QCOMPARE(gpus.size(), 2);
        QVERIFY(gpus[1].toObject()["gemm_efficiency"].toArray().size() >= 4);
        // The file loads on top of the shipped catalog, as --catalog FILE reads it.
        cp::Diagnostics w;
        const cp::Catalog c = cp::loadCatalogFiles(cp::catalogFileList(cptest::dataDir(), {out.toStdString()}), w);
        QVERIFY(w.empty());
        QCOMPARE(c.performance.nic_efficiency.value, nic["value"].toDouble());
        QVERIFY(c.performance.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.front().source.find("fitted to gemm-a100-sxm4.csv") == 0);
        // The CLI lists it like any catalog layer.
        QVERIFY(cli({"catalog", "--catalog", out}).exitCode == 0);
    }

    // --catalog FILE layers the catalogs the fits start from (the "was" column) and the output is
    // checked on top of them.
    void fitsStartFromTheCatalogsGiven() {
        QTemporaryDir dir;
        const QString mine = dir.filePath("site.json"), out = dir.filePath("fit.json");
        QVERIFY(write(mine,
                      R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 0.9, "source": "site"}}}})"));
        const Run r = cli(
            {"calibrate", "nccl", sample(kA100Log), "--gpu", "a100-sxm-80gb", "--nic-gbps", "200", "--catalog", mine, "-o", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QRegularExpression(R"(interconnect/nic_efficiency\s+[\d.]+\s+\(was 0\.9\))")), qPrintable(r.out));
        QVERIFY(!readJson(out)["performance"]
                     .toObject()["interconnect"]
                     .toObject()["nic_efficiency"]
                     .toObject()["source"]
                     .toString()
                     .contains("site"));
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
        // A row of the labelled log with a field cut off: the line number counts every line of the file.
        const QString labelled = dir.filePath("all_reduce_perf-srun.txt");
        const std::string log = cp::readTextFile(sample(kA100Log).toStdString());
        QVERIFY(write(labelled, QByteArray::fromStdString(log).replace("  1048576        262144     float     sum      -1  ",
                                                                       "  1048576        262144     float     sum  ")));
        r = cli({"calibrate", "nccl", labelled});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(labelled + ": line 44: expected 13 fields"), qPrintable(r.err));
        r = cli({"calibrate", "nccl", dir.filePath("none.txt")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("cannot open the file"));
        const QString csv = dir.filePath("g.csv");
        QVERIFY(write(csv, "M,N,K,dtype,TFLOP/s\n1,1,x,bf16,1\n"));
        r = cli({"calibrate", "gemm", csv, "--gpu", "h100-sxm"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(csv + ": line 2: column K: \"x\" is not a number"), qPrintable(r.err));
        QVERIFY(write(csv, "M,N,K,dtype,TFLOP/s\n8192,8192,8192,fp16,400\n"));
        r = cli({"calibrate", "gemm", csv, "--gpu", "a100-sxm-80gb"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(csv + ": line 2: 400 TFLOP/s is above the a100-sxm-80gb's fp16 dense peak"), qPrintable(r.err));
        r = cli({"calibrate", "gemm", sample("gemm-a100-sxm4.csv"), "--gpu", "z100"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(
                     "--gpu: \"z100\" is not a GPU with performance specs in the catalog; expected one of \"a100-sxm-80gb\""),
                 qPrintable(r.err));
    }

    void aBrokenOutputFileIsNotOverwritten() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        const QByteArray broken =
            R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 3, "source": "x"}}}})";
        QVERIFY(write(out, broken));
        const Run r = cli({"calibrate", "nccl", sample("all_reduce_perf-h100-1node.txt"), "--gpu", "h100-sxm", "-o", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(out + ": /performance/interconnect/nic_efficiency/value: 3 is out of range"), qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), broken);
    }

    void nothingToSaveLeavesNoFile() {
        QTemporaryDir dir;
        const QString out = dir.filePath("mine.json");
        // A run across nodes without --nic-gbps gives no parameter.
        const Run r = cli({"calibrate", "nccl", sample("all_reduce_perf-dgx-h100-2node.txt"), "--gpu", "h100-sxm", "-o", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nothing to save"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCalibrateCli)
#include "test_calibrate_cli.moc"
