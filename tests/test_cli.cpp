// clusterplanner-cli as a user runs it: exit codes, messages, and the JSON contract.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

#include "cli_runner.h"
#include "test_support.h"

namespace {

using Run = cptest::CliRun;

Run cli(const QStringList& args) { return cptest::runCli(args); }

// `text` written to `name` in `dir`; the path, or "" when it cannot be written.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    QFile f(dir.filePath(name));
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() ? f.fileName() : QString();
}

QString profile(const char* name) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json"; }

// Follows a dotted key like "compute.peak_pflops.fp8"; returns Undefined if any part is missing.
QJsonValue at(const QJsonObject& root, const QString& dotted) {
    QJsonValue v = root;
    for (const QString& part : dotted.split('.')) {
        if (!v.isObject() || !v.toObject().contains(part)) return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(part);
    }
    return v;
}

// The table whose header line holds `header`: every row below it (until a blank or less indented
// line) has a cell starting at each column of the header (columns: text after two spaces).
bool columnsAligned(const QString& text, const QString& header) {
    const QStringList lines = text.split('\n');
    qsizetype h = 0;
    while (h < lines.size() && !lines[h].contains(header)) ++h;
    if (h == lines.size()) return false;
    const QString& head = lines[h];
    const qsizetype indent = head.size() - head.trimmed().size();
    std::vector<qsizetype> starts;
    for (qsizetype c = indent + 2; c < head.size(); ++c)
        if (head[c] != ' ' && head[c - 1] == ' ' && head[c - 2] == ' ') starts.push_back(c);
    if (starts.empty()) return false;
    int rows = 0;
    for (qsizetype i = h + 1; i < lines.size(); ++i, ++rows) {
        const QString& line = lines[i];
        if (line.trimmed().isEmpty() || line.size() - line.trimmed().size() < indent) break;
        for (qsizetype c : starts)
            if (c >= line.size() || line[c] == ' ' || line[c - 1] != ' ') return false;
    }
    return rows > 0;
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void helpAndVersion() {
        Run r = cli({"--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("plan PROFILE"));
        QVERIFY(r.out.contains("optimize SPEC"));
        // One command's help: its usage and options only; `help plan` is the same text.
        const Run plan = cli({"plan", "--help"});
        QCOMPARE(plan.exitCode, 0);
        QVERIFY2(plan.out.startsWith("Usage: clusterplanner-cli plan PROFILE"), qPrintable(plan.out));
        QVERIFY(plan.out.contains("--cables FILE"));
        QVERIFY(!plan.out.contains("optimize") && !plan.out.contains("--vary"));
        QCOMPARE(cli({"help", "plan"}).out, plan.out);
        QVERIFY(cli({"help", "sweep"}).out.contains("--vary PATH=SPEC"));
        QCOMPARE(cli({"help"}).out, r.out);
        const Run unknown = cli({"help", "plna"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown command \"plna\""), qPrintable(unknown.err));
        r = cli({"--version"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("clusterplanner-cli " CLUSTERPLANNER_VERSION));
    }

    void usageErrorsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{"frobnicate"};
        QTest::newRow("plan without profile") << QStringList{"plan"};
        QTest::newRow("plan two profiles") << QStringList{"plan", "a.json", "b.json"};
        QTest::newRow("unknown option") << QStringList{"plan", profile("fire-flyer-2"), "--jsn"};
        QTest::newRow("catalog with argument") << QStringList{"catalog", "x"};
        QTest::newRow("catalog without file") << QStringList{"catalog", "--catalog"};
        QTest::newRow("model on catalog") << QStringList{"catalog", "--model", "llama3-8b"};
        QTest::newRow("catalog markdown with json") << QStringList{"catalog", "--markdown", "--json"};
        QTest::newRow("study with metrics")
            << QStringList{"sweep", QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/studies/mfu-vs-cluster-size.json", "--metrics",
                           "/compute/gpus"};
    }

    void usageErrorsExitTwo() {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        // A short message and where to read more, not the whole usage.
        QVERIFY2(r.err.contains("see clusterplanner-cli "), qPrintable(r.err));
        QVERIFY2(r.err.trimmed().split('\n').size() <= 3, qPrintable(r.err));
        QVERIFY2(!r.err.contains("is required but missing"), qPrintable(r.err));
    }

    // Options are spelt --name or -name, a value follows as the next argument or after '=';
    // each misspelling gets a message naming the option (the parser is the CLI's own: no Qt).
    void optionSpellings() {
        const QString ff2 = profile("fire-flyer-2");
        Run r = cli({"plan", ff2, "--jsn"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("clusterplanner-cli: unknown option \"--jsn\"; did you mean \"--json\""), qPrintable(r.err));
        r = cli({"plan", ff2, "--json=1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("clusterplanner-cli: --json takes no value\n"), qPrintable(r.err));
        r = cli({"plan", ff2, "--catalog"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("clusterplanner-cli: --catalog needs a value\n"), qPrintable(r.err));
        r = cli({"plan", ff2, "--zzzzzzzz"});  // nothing near: no suggestion
        QVERIFY2(r.err.startsWith("clusterplanner-cli: unknown option \"--zzzzzzzz\"\n"), qPrintable(r.err));
        r = cli({"plan", ff2, "--" + QString(100000, 'x')});  // the message quotes it cut short
        QVERIFY2(r.err.startsWith("clusterplanner-cli: unknown option \"--" + QString(55, 'x') + "...\"\n"),
                 qPrintable(r.err.left(300)));
        const Run json = cli({"plan", ff2, "--json"});
        QCOMPARE(json.exitCode, 0);
        for (const QStringList& same :
             {QStringList{"plan", ff2, "-json"}, QStringList{"-json", "plan", ff2},
              QStringList{"plan", "--catalog=" + QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/catalog/switches.json", ff2,
                          "--json"},
              QStringList{"plan", "--json", "--", ff2}}) {
            r = cli(same);
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, json.out);
        }
        r = cli({"plan", "--", "--json"});  // after "--" an argument is an operand, even with a dash
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--json"), qPrintable(r.err));
        r = cli({"sweep", ff2, "--vary", "/power/pue=1.1:1.3:3", "--threads", "+2", "--csv"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 4);
        QCOMPARE(cli({"sweep", ff2, "--vary", "/power/pue=1.1:1.3:3", "--threads", "2x"}).exitCode, 2);
    }

    // The usage error of a command points to that command's help and shows its synopsis.
    void usageErrorNamesTheCommandsHelp() {
        Run r = cli({"plan"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("plan takes exactly one PROFILE"), qPrintable(r.err));
        QVERIFY(r.err.contains("usage: clusterplanner-cli plan PROFILE"));
        QVERIFY(r.err.contains("see clusterplanner-cli help plan"));
        r = cli({"sweep", profile("fire-flyer-2"), "--jsn"});  // parsing fails before the command is known
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("see clusterplanner-cli help sweep"), qPrintable(r.err));
        r = cli({"frobnicate"});
        QVERIFY2(r.err.contains("see clusterplanner-cli --help") && r.err.contains("plan, validate"), qPrintable(r.err));
    }

    // uncertainty: a profile's default ranges as JSON; the CSV has a row per sample and is written
    // whole; a bad specification exits 1 naming the file and the field.
    void uncertaintyCommand() {
        const Run r = cli({"uncertainty", profile("fire-flyer-2"), "--samples", "40", "--json", "--threads", "2"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value("samples").toInt(), 40);
        QVERIFY(doc.value("inputs").toArray().size() >= 8);
        const QJsonObject capex = doc.value("outputs").toArray().first().toObject();
        QCOMPARE(capex.value("metric").toString(), QString("/cost/capex_usd"));
        QVERIFY(capex.value("p10").toDouble() < capex.value("p50").toDouble() && capex.value("p50").toDouble() < capex.value("p90").toDouble());
        QTemporaryDir dir;
        const QString csv = dir.filePath("samples.csv");
        const Run written = cli({"uncertainty", profile("fire-flyer-2"), "--samples", "40", "--csv", csv});
        QVERIFY2(written.exitCode == 0 && written.err.contains("wrote 40 samples to"), qPrintable(written.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 41);
        const QString xlsx = dir.filePath("ranges.xlsx");
        const Run book = cli({"uncertainty", profile("fire-flyer-2"), "--samples", "40", "--xlsx", xlsx});
        QVERIFY2(book.exitCode == 0 && book.err.contains("wrote 4 sheets to"), qPrintable(book.err));
        QVERIFY(QFileInfo(xlsx).size() > 5000);  // the sheets' contents: check_xlsx.py reads them back
        const Run noFolder = cli({"uncertainty", profile("fire-flyer-2"), "--samples", "40", "--xlsx", dir.filePath("no/such/r.xlsx")});
        QVERIFY2(noFolder.exitCode == 1 && noFolder.err.contains("r.xlsx"), qPrintable(noFolder.err));
        QCOMPARE(cli({"uncertainty", profile("fire-flyer-2"), "--xlsx", dir.filePath("r.csv")}).exitCode, 2);
        const QString spec = writeFile(dir, "spec.json", R"({"schema": 1, "base_profile": "fire-flyer-2.json",
            "inputs": [{"path": "/power/pue", "low": 0.5, "high": 1.4}]})");
        const Run bad = cli({"uncertainty", spec});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("spec.json: /inputs/0: the range") && bad.err.contains("leaves the values the field accepts"), qPrintable(bad.err));
    }

    // optimize --threads: the same answer on one thread as on two; other commands refuse it.
    void optimizeTakesThreads() {
        const QString spec = QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/studies/optimize/70b-fastest-in-3mw.json";
        QJsonObject answers[2];
        for (int threads : {1, 2}) {
            const Run r = cli({"optimize", spec, "--json", "--threads", QString::number(threads)});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            answers[threads - 1] = QJsonDocument::fromJson(r.out.toUtf8()).object();
            answers[threads - 1].remove("seconds");
        }
        QVERIFY(!answers[0].value("top").toArray().isEmpty());
        QCOMPARE(answers[0], answers[1]);
        const Run plan = cli({"plan", profile("fire-flyer-2"), "--threads", "2"});
        QCOMPARE(plan.exitCode, 2);
        QVERIFY2(plan.err.contains("only sweep, optimize and uncertainty take --threads"), qPrintable(plan.err));
        QCOMPARE(cli({"optimize", spec, "--threads", "0"}).exitCode, 2);
    }

    // --model inserts a preset before planning: the plan is the step-time model's; an unknown id
    // lists the presets; a preset file the reader refuses names the file and the path.
    void modelPresetOption() {
        Run r = cli({"plan", profile("dgx-a100-10k"), "--model", "llama3-70b", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(at(plan, "training.throughput").toString(), QString("step_time"));
        QVERIFY(at(plan, "performance.step_seconds").toDouble() > 0);
        r = cli({"validate", profile("dgx-a100-10k"), "--model", "nope"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is not a model preset") && r.err.contains("llama3-405b"), qPrintable(r.err));
        QTemporaryDir dir;
        const QString file = dir.filePath("bad.json");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"name": "bad", "source": "test", "workload": {"global_batch_sequences": 64, "architecture": {"layers": -4}}})");
        f.close();
        r = cli({"plan", profile("dgx-a100-10k"), "--model", file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad.json") && r.err.contains("/workload/architecture/layers"), qPrintable(r.err));
    }

    void planTextShowsHeadlines() {
        const Run r = cli({"plan", profile("fire-flyer-2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("9,920"));
        QVERIFY(r.out.contains("Switches                122"));
    }

    void planExplainText() {
        const Run r = cli({"plan", profile("dgx-a100-10k"), "--explain"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("How each number was obtained"));
        QVERIFY(r.out.contains("320 installed, 260 needed today"));
    }

    void jsonContract_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void jsonContract() {
        QFETCH(QString, name);
        const Run r = cli({"plan", profile(name.toUtf8().constData()), "--json", "--explain"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = doc.object();
        for (const char* key : {"compute.gpus",
                                "compute.nodes",
                                "compute.peak_pflops.fp8",
                                "compute.peak_pflops.bf16",
                                "compute.peak_pflops.tf32",
                                "fabric.switches_total",
                                "fabric.links_total",
                                "fabric.tiers",
                                "cabling.transceivers_total",
                                "cabling.cables_total",
                                "cabling.by_media",
                                "power.it_kw",
                                "power.facility_kw",
                                "power.energy_mwh_per_year",
                                "power.energy_cost_usd_per_year",
                                "cost.capex_usd",
                                "cost.by_category",
                                "training.flops",
                                "training.gpu_hours",
                                "training.days",
                                "warnings",
                                "explain"})
            QVERIFY2(!at(root, key).isUndefined(), key);
        QVERIFY(at(root, "compute.gpus").toInteger() > 0);
        for (const QJsonValue& tier : at(root, "fabric.tiers").toArray())
            for (const char* key : {"name", "switch", "count", "ports_down", "ports_up"})
                QVERIFY2(tier.toObject().contains(key), key);
        // Sections not computed yet are absent, never zero.
        for (const QJsonValue& m : at(root, "cabling.by_media").toArray())
            for (const char* key : {"media", "count"}) QVERIFY2(m.toObject().contains(key), key);
        QCOMPARE(at(root, "cabling.cables_total").toInteger(),
                 at(root, "fabric.links_total").toInteger() + at(root, "fabric.endpoint_links_total").toInteger());
        for (const char* key : {"reliability.job_mttf_hours", "reliability.first_failure_minutes",
                                "reliability.checkpoint_interval_minutes", "reliability.ettr"})
            QVERIFY2(at(root, key).isDouble(), key);
    }

    void jsonNumbersMatchThePublishedCounts() {
        const Run r = cli({"plan", profile("dgx-a100-10k"), "--json"});
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(at(root, "fabric.switches_total").toInteger(), 1320);
        const QJsonArray tiers = at(root, "fabric.tiers").toArray();
        QCOMPARE(tiers.size(), 3);
        QCOMPARE(tiers[2].toObject()["count"].toInteger(), 320);
        QCOMPARE(tiers[2].toObject()["count_compact"].toInteger(), 250);
    }

    void invalidProfileExitsOneNamingThePath() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, "bad.json", R"({"schema": 1, "name": "x", "compute": {"node_type": "hgx-h100", "nodes": -3},
                   "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400}]})");
        QVERIFY(!path.isEmpty());
        for (const char* command : {"plan", "validate"}) {
            const Run r = cli({command, path});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("/compute/nodes: -3 is out of range"), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        const Run missing = cli({"plan", dir.filePath("none.json")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("cannot open the file"));
    }

    void validateReportsWarnings() {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, "typo.json", R"({"schema": 1, "name": "x", "compute": {"node_type": "hgx-h100", "nodes": 4, "gpu_count": 3},
                   "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400}]})");
        QVERIFY(!path.isEmpty());
        const Run r = cli({"validate", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains("warning: /compute/gpu_count: unknown key"));
        QVERIFY(r.out.contains("valid (1 warning)"));
        QVERIFY(cli({"validate", profile("fire-flyer-pcie-3tier")}).out.contains("valid (0 warnings)"));
    }

    // validate names every bad field of a file, not only the first, and counts them.
    void validateReportsEveryError() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, "bad.json", R"({"schema": 1, "name": "x", "compute": {"node_type": "hgx-h100", "nodes": -4},
                   "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": "fast"}],
                   "power": {"pue": 0.2}})");
        QVERIFY(!path.isEmpty());
        const Run r = cli({"validate", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("/compute/nodes: ") && r.err.contains("/networks/0/link_speed_gbps: ") &&
                     r.err.contains("/power/pue: ") && r.err.contains("3 errors"),
                 qPrintable(r.err));
        QCOMPARE(r.err.count("error: "), 3);
    }

    // A metric path that is not in the plan is refused with the nearest declared ones.
    void misspeltMetricSuggestsTheNearest() {
        const Run r = cli({"sweep", profile("fire-flyer-2"), "--vary", "/power/pue=1.1:1.3:3", "--metrics", "/power/facilty_kw"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("did you mean \"/power/facility_kw\""), qPrintable(r.err));
    }

    void catalogListsPartsWithSources() {
        Run r = cli({"catalog"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("qm8700"));
        r = cli({"catalog", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(!root["gpus"].toArray().isEmpty());
        QVERIFY(root["gpus"].toArray()[0].toObject()["tdp_w"].toObject().contains("source"));
    }

    void compareFireFlyerWithDgx() {
        const Run r = cli({"compare", profile("dgx-a100-10k"), profile("fire-flyer-2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("performance per GPU (measured GEMM, bf16)"));
        QVERIFY2(r.out.contains("0.837"), qPrintable(r.out));  // 220 / 263
        QVERIFY(r.out.contains("0.600"));                      // node price
        const Run json = cli({"compare", profile("dgx-a100-10k"), profile("fire-flyer-2"), "--json"});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).object()["rows"].isArray());
        QCOMPARE(cli({"compare", profile("dgx-a100-10k")}).exitCode, 2);
    }

    // Compare of three: the format of two (values as the summary shows them, ratio columns), each
    // profile named in full in the legend however long, and every column aligned.
    void compareThreeKeepsNamesAndAlignment() {
        QTemporaryDir dir;
        const QString longName = "a profile with a name far longer than any column of the table used to allow";
        QFile source(profile("fire-flyer-2"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(source.readAll()).object();
        doc["name"] = longName;
        const QString path = dir.filePath("long.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(doc).toJson());
        f.close();
        const Run r = cli({"compare", profile("dgx-a100-10k"), profile("fire-flyer-2"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("C: " + longName + "\n"), qPrintable(r.out));
        QVERIFY(r.out.contains("performance per GPU (measured GEMM, bf16)"));  // the two-way basis
        QVERIFY2(columnsAligned(r.out, "B / A"), qPrintable(r.out));
        const Run two = cli({"compare", profile("dgx-a100-10k"), profile("fire-flyer-2")});
        QVERIFY2(columnsAligned(two.out, "B / A"), qPrintable(two.out));
    }

    // Every table of the plan summary and of catalog stays aligned with the longest names.
    void tablesStayAligned_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }
    void tablesStayAligned() {
        QFETCH(QString, name);
        const Run r = cli({"plan", profile(name.toUtf8().constData())});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(columnsAligned(r.out, "failure class"), qPrintable(r.out));
        QVERIFY2(columnsAligned(r.out, "medium"), qPrintable(r.out));
        QVERIFY2(columnsAligned(r.out, "component"), qPrintable(r.out));
        const Run catalog = cli({"catalog"});
        for (const char* section : {"GPUs", "Switches", "Media", "Node types"})
            QVERIFY2(columnsAligned(("\n" + catalog.out).section(QString("\n") + section + "\n", 1), "id"), section);
    }

    void userCatalogOverrides() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "mine.json", R"({"schema": 1, "gpus": [{"id": "bad"}]})");
        QVERIFY(!path.isEmpty());
        const Run r = cli({"plan", profile("fire-flyer-2"), "--catalog", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("mine.json: /gpus/0/name: is required but missing"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
