// The step-time model against published training runs, through the product's own path: each run
// is a shipped profile (data/validation/) planned by `clusterplanner-cli validation` as a user runs
// it. Holds the error thresholds per source, the published trends (ZeRO-3's fall with scale, the
// MoE all-to-all overlap's gain), that docs/validation.md is the command's own output, and that the
// catalog's likely range (performance.model_error) is the residuals' P10 and P90.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <map>

#include "cli_runner.h"
#include "common/file_io.h"
#include "test_support.h"

namespace {

struct Run {
    QString file;
    double published = 0, predicted = 0, error = 0;
    QString metric, group;
};

struct Report {
    std::map<QString, Run> runs;  // by file name
    QJsonObject all;
    QJsonArray groups;
    double p10 = 0, p90 = 0;
};

const Report& report() {
    static const Report r = [] {
        Report out;
        const cptest::CliRun run = cptest::runCli({"validation", "--json"});
        if (run.exitCode != 0) qFatal("validation --json exited %d: %s", run.exitCode, qPrintable(run.err));
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const QJsonValue v : doc["runs"].toArray()) {
            const QJsonObject o = v.toObject();
            Run one;
            one.file = o["file"].toString().section('/', -1);
            one.published = o["published"].toDouble(), one.predicted = o["predicted"].toDouble(), one.error = o["error"].toDouble();
            one.metric = o["metric"].toString(), one.group = o["group"].toString();
            out.runs[one.file] = one;
        }
        out.all = doc["all"].toObject();
        out.groups = doc["groups"].toArray();
        out.p10 = doc["error_p10"].toDouble(), out.p90 = doc["error_p90"].toDouble();
        return out;
    }();
    return r;
}

const Run& run(const QString& file) {
    const auto it = report().runs.find(file + ".json");
    if (it == report().runs.end()) qFatal("no validation run %s", qPrintable(file));
    return it->second;
}

// Throughput (what each metric measures, inverted for a time): per GPU for MFU and tokens per GPU,
// the whole job's for a step time.
double throughput(const Run& r, bool predicted) {
    const double v = predicted ? r.predicted : r.published;
    return r.metric == "step_seconds" ? 1 / v : v;
}

}  // namespace

class TestValidation : public QObject {
    Q_OBJECT

private slots:
    // Every shipped run is compared. The sources the model was built on and the dense ZeRO-3 runs
    // hold the targets (mean ≤ 5 %, worst ≤ 12 %), each source its own. Four sources do not
    // yet (docs/validation.md, "Known misses"): their limits are today's errors plus a margin, so the
    // model cannot drift further from them unnoticed; the target for them stays open.
    void thresholdsPerSource() {
        QCOMPARE(report().runs.size(), std::size_t(57));
        const std::map<QString, std::pair<double, double>> knownMisses{
            {"llm-foundry FSDP (ZeRO-3), A100 40 GB", {0.065, 0.19}},
            {"Megatron-Core MoE (H100)", {0.245, 0.70}},
            {"DeepSeek-V3 report", {0.17, 0.17}},
            {"Fire-Flyer 2 (PCIe A100)", {0.105, 0.185}}};
        for (const QJsonValue v : report().groups) {
            const QJsonObject g = v.toObject();
            const QString name = g["group"].toString();
            const double mean = g["mean_abs_error"].toDouble(), worst = g["worst_abs_error"].toDouble();
            qInfo("%-45s %2d runs  mean %5.1f%%  worst %5.1f%%", qPrintable(name), g["runs"].toInt(), 100 * mean, 100 * worst);
            const auto miss = knownMisses.find(name);
            const auto [meanLimit, worstLimit] = miss == knownMisses.end() ? std::pair{0.05, 0.12} : miss->second;
            QVERIFY2(mean <= meanLimit, qPrintable(name + ": mean error above its limit"));
            QVERIFY2(worst <= worstLimit, qPrintable(name + ": worst error above its limit"));
        }
        // All runs: the 5 % mean held until the MoE runs with experts inside a node came in
        // (docs/validation.md, "Known misses"); today's 6.4 % and 67.7 % plus a margin. The MoE limits
        // rose when the Megatron-Core runs began stating their folded expert split and recompute
        // modules as published instead of an equivalent the model could express (EP 16 × TP 2 for EP 32
        // at expert TP 1): the faithful split shows the model's MoE optimism the conversion hid.
        QVERIFY(report().all["mean_abs_error"].toDouble() <= 0.067);
        QVERIFY(report().all["worst_abs_error"].toDouble() <= 0.70);
    }

    // llm-foundry's FSDP runs at a fixed per-GPU load lose throughput from 128 to 512 H100 (70B −4.8 %,
    // 30B −3.8 %, 13B −2.5 %, 7B −7.7 %): ZeRO-3's per-layer collectives grow with the group. The
    // model falls in every series, by the published amount within 2.5 points.
    void zero3FallsWithScale() {
        for (const char* model : {"70b", "30b", "13b", "7b"}) {
            const Run& small = run(QString("llm-foundry-mpt-%1-h100-128").arg(model));
            const Run& large = run(QString("llm-foundry-mpt-%1-h100-512").arg(model));
            const double published = throughput(large, false) / throughput(small, false) - 1;
            const double predicted = throughput(large, true) / throughput(small, true) - 1;
            qInfo("MPT-%s 128 -> 512 H100: published %+.1f%%, predicted %+.1f%%", model, 100 * published, 100 * predicted);
            QVERIFY2(predicted < 0, model);
            QVERIFY2(std::abs(predicted - published) <= 0.025, model);
        }
    }

    // Overlapping the expert all-to-all with another micro-batch's compute: Qwen3-235B on 256 H100
    // 19.7 → 17.6 s (1.12×), Qwen3-30B on 16 H100 24.71 → 20.99 s (1.18×). The model gains in the
    // published direction; on the 30B run within 0.03 of the published speed-up. On the 235B run it
    // still gains more than the run did (1.27×, docs/validation.md "Known misses"), held here so it
    // cannot grow.
    void moeOverlapGains() {
        const struct {
            const char *off, *on;
            double tolerance;
        } pairs[] = {{"megatron-core-qwen3-235b-256-h100", "megatron-core-qwen3-235b-256-h100-a2a-overlap", 0.16},
                     {"megatron-core-qwen3-30b-16-h100", "megatron-core-qwen3-30b-16-h100-ep-overlap", 0.03}};
        for (const auto& [off, on, tolerance] : pairs) {
            const double published = run(off).published / run(on).published;
            const double predicted = run(off).predicted / run(on).predicted;
            qInfo("%s: published %.3fx, predicted %.3fx", off, published, predicted);
            QVERIFY2(predicted > 1.02, off);
            QVERIFY2(std::abs(predicted - published) <= tolerance, off);
        }
    }

    // Fire-Flyer 2's LLaMA-13B at a fixed batch on 64 → 512 PCIe A100 keeps 82.5 % parallel
    // efficiency. The model is within 5 % at 64 GPUs and loses efficiency in the same direction, more
    // steeply (docs/validation.md, "Known misses"): held within 15 points so it cannot steepen unseen.
    void fireFlyerStrongScaling() {
        const Run& small = run("fire-flyer-2-llama-13b-64");
        const Run& large = run("fire-flyer-2-llama-13b-512");
        QVERIFY(std::abs(small.error) <= 0.05);
        const double gpu_ratio = 512.0 / 64.0;  // step times: the job's throughput, so per GPU divide by 8
        const double published = throughput(large, false) / throughput(small, false) / gpu_ratio;
        const double predicted = throughput(large, true) / throughput(small, true) / gpu_ratio;
        qInfo("Fire-Flyer 2 LLaMA-13B 64 -> 512 GPUs: efficiency published %.3f, predicted %.3f", published, predicted);
        QVERIFY(predicted < 1);
        QVERIFY(std::abs(predicted - published) <= 0.15);
    }

    // docs/validation.md carries the command's own Markdown, so the documented errors are the ones
    // the model makes today.
    void docsAreTheCommandsOutput() {
        const cptest::CliRun md = cptest::runCli({"validation", "--markdown"});
        QCOMPARE(md.exitCode, 0);
        const std::string doc = cp::readTextFile(cptest::dataDir() + "/../docs/validation.md");
        QVERIFY2(doc.find(md.out.toStdString()) != std::string::npos,
                 "docs/validation.md does not hold `clusterplanner-cli validation --markdown`; paste it in again");
    }

    // The likely range every plan quotes is the residuals' P10 and P90 (data/catalog/performance.json,
    // performance.model_error), rounded to a tenth of a percent.
    void catalogRangeIsTheResiduals() {
        const cp::perf::ModelError& e = cptest::shippedCatalog().performance.model_error;
        QVERIFY(!e.throughput_p10.source.empty());
        QVERIFY(std::abs(e.throughput_p10.value - report().p10) <= 0.0005);
        QVERIFY(std::abs(e.throughput_p90.value - report().p90) <= 0.0005);
    }

    // A limit the runs exceed ends the command with exit code 3 and says which.
    void limitsExitThree() {
        const cptest::CliRun r = cptest::runCli({"validation", "--max-worst-error", "0.01"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains("exceeds --max-worst-error 0.01"));
        QCOMPARE(cptest::runCli({"validation", "--max-mean-error", "50", "--max-worst-error", "90"}).exitCode, 0);
        QCOMPARE(cptest::runCli({"validation", "--max-mean-error", "x"}).exitCode, 2);
        QCOMPARE(cptest::runCli({"plan", "--max-mean-error", "5"}).exitCode, 2);
    }

    // A file that is not a published run is named with why; the rest are still compared (exit 1).
    void problemsAreNamed() {
        const cptest::CliRun r =
            cptest::runCli({"validation", QString::fromStdString(cptest::dataDir() + "/validation/llama3-405b-8k.json"),
                            QString::fromStdString(cptest::profilePath("llama-70b-2k-h100"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("llama3-405b-8k.json"));
        QVERIFY(r.out.contains("llama-70b-2k-h100.json: the workload does not use the step-time model"));
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "test_validation.moc"
