// Sweeps, the Pareto front, the shipped studies and `clusterplanner-cli sweep`.
#include <bit>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <thread>

#include "cli_runner.h"
#include "common/file_io.h"
#include "common/parallel_for.h"
#include "common/spelling.h"
#include "io/sweep_output.h"
#include "explore/pareto.h"
#include "explore/study.h"
#include "explore/sweep.h"
#include "explore/sweep_point.h"
#include "explore/uncertainty.h"
#include "explore/uncertainty_spec.h"
#include "profile/profile_io.h"
#include "plan/design_reuse.h"
#include "plan/metrics.h"
#include "plan/plan_json.h"
#include "step_time_cases.h"
#include "test_support.h"

using namespace cp;

namespace {

const char* kSmall = R"({"schema": 1, "name": "small", "compute": {"node_type": "hgx-h100", "nodes": 16},
  "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400}]})";

SweepSpec smallSpec() {
    SweepSpec s;
    s.base_name = "small.json";
    s.base = Json::parse(kSmall);
    s.metrics = {"/compute/gpus", "/power/facility_kw", "/fabric/switches_total"};
    return s;
}

SweepAxis listAxis(const std::string& path, std::vector<double> values) {
    SweepAxis a;
    a.path = path;
    a.list = std::move(values);
    return a;
}

Study shippedStudy(const std::string& name) {
    Diagnostics warnings;
    return loadStudyFile(cptest::dataDir() + "/studies/" + name + ".json", cptest::dataDir() + "/profiles",
                         cptest::shippedCatalog(), warnings);
}

double value(const SweepResult& r, std::size_t row, const std::string& metric) {
    const auto& v = r.rows.at(row).values.at(r.metricIndex(metric));
    return v ? *v : std::nan("");
}

// The row of `variant` whose first input is `input`; fails the test (throws) when there is none.
std::size_t rowAt(const SweepResult& r, std::size_t variant, double input) {
    for (std::size_t i = 0; i < r.rows.size(); ++i)
        if (r.rows[i].point.variant == variant && r.rows[i].point.inputs.at(0) == input) return i;
    throw std::logic_error("no such row");
}

using Run = cptest::CliRun;

Run cli(const QStringList& args) { return cptest::runCli(args); }

QString dataFile(const QString& rel) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/" + rel; }

// RFC 4180 records (quoted fields may hold commas, quotes and line breaks); CRLF or LF ends a record.
std::vector<QStringList> parseCsv(const QString& text) {
    std::vector<QStringList> records;
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"')
                quoted = false;
            else
                field += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields << field;
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            fields << field;
            field.clear();
            records.push_back(fields);
            fields.clear();
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !fields.isEmpty()) records.push_back(fields << field);
    return records;
}

// The cell of `column` (a header name) in the first record whose cells `key` and `value` match.
QString csvCell(const std::vector<QStringList>& csv, const QString& keyColumn, const QString& key, const QString& column,
                const QString& keyColumn2 = {}, const QString& key2 = {}) {
    const QStringList& header = csv.at(0);
    const qsizetype k = header.indexOf(keyColumn), k2 = header.indexOf(keyColumn2), c = header.indexOf(column);
    for (std::size_t i = 1; i < csv.size(); ++i)
        if (csv[i].value(k) == key && (keyColumn2.isEmpty() || csv[i].value(k2) == key2)) return csv[i].value(c);
    return "missing";
}

// Whether two sweeps' rows are the same bit for bit: every value (its bits, not ==), error and
// warning count.
bool sameRows(const SweepResult& a, const SweepResult& b, std::string& why) {
    if (a.rows.size() != b.rows.size()) return (why = "row counts differ"), false;
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const SweepRow &x = a.rows[i], &y = b.rows[i];
        if (x.done != y.done || x.error != y.error || x.warnings != y.warnings || x.values.size() != y.values.size())
            return (why = "row " + std::to_string(i) + ": " + x.error + " / " + y.error), false;
        for (std::size_t m = 0; m < x.values.size(); ++m)
            if (x.values[m].has_value() != y.values[m].has_value() ||
                (x.values[m] && std::bit_cast<std::uint64_t>(*x.values[m]) != std::bit_cast<std::uint64_t>(*y.values[m])))
                return (why = "row " + std::to_string(i) + ", metric " + a.metrics[m]), false;
    }
    return true;
}

SweepResult sweepWith(const SweepSpec& spec, bool reuse) {
    SweepControl control;
    control.threads = 2;
    control.reuse_designs = reuse;
    return runSweep(spec, cptest::shippedCatalog(), control);
}

}  // namespace

class TestSweep : public QObject {
    Q_OBJECT

private slots:
    // The bash completion offers the metric names; they must be exactly the ones the sweep knows.
    void completionListsTheKnownMetrics() {
        const std::string script =
            cp::readTextFile(std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/../resources/completion/clusterplanner-cli.bash");
        const std::string marker = "_clusterplanner_cli_metrics=\"";
        const auto begin = script.find(marker);
        QVERIFY(begin != std::string::npos);
        const auto end = script.find('"', begin + marker.size());
        QVERIFY(end != std::string::npos);
        QStringList offered = QString::fromStdString(script.substr(begin + marker.size(), end - begin - marker.size()))
                                  .split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
        QStringList known;
        for (const std::string& m : cp::knownMetrics()) known << QString::fromStdString(m);
        known << "/derived/first_failure_minutes/"
              << "/per_gpu/";  // the two families, completed as prefixes
        offered.sort();
        known.sort();
        QCOMPARE(offered, known);
    }

    // The completion's command list is the CLI's (the commands --help lists), and its GPU ids for
    // calibrate --gpu are the GPUs with performance specs in the shipped catalog.
    void completionListsTheCommandsAndGpus() {
        const std::string script =
            cp::readTextFile(std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/../resources/completion/clusterplanner-cli.bash");
        auto listed = [&](const std::string& marker) {
            const auto begin = script.find(marker);
            const auto end = script.find('"', begin + marker.size());
            QStringList words = QString::fromStdString(script.substr(begin + marker.size(), end - begin - marker.size()))
                                    .split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
            words.sort();
            return words;
        };
        const cptest::CliRun help = cptest::runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        const QString commandsPart = help.out.section("Commands:", 1).section("Options:", 0, 0);
        QStringList commands;
        for (auto m = QRegularExpression("^  ([a-z]+) ", QRegularExpression::MultilineOption).globalMatch(commandsPart);
             m.hasNext();)
            commands << m.next().captured(1);
        commands.removeDuplicates();
        commands.sort();
        QVERIFY(commands.contains("calibrate"));
        QCOMPARE(listed("_clusterplanner_cli_commands=\""), commands);
        QStringList gpus;
        for (const auto& g : cptest::performanceCalibration().gpus) gpus << QString::fromStdString(g.gpu.name);
        gpus.sort();
        QCOMPARE(listed("_clusterplanner_cli_gpus=\""), gpus);
    }

    // "Did you mean": the declared metric paths nearest a misspelt one, nearest first; none when far.
    void misspeltMetricPathsSuggestTheNearest() {
        QCOMPARE(cp::editDistance("kitten", "sitting"), std::size_t{3});
        const std::vector<std::string> known = cp::knownMetrics();
        std::vector<std::string> near = cp::nearestNames("/power/facilty_kw", known);
        QVERIFY(!near.empty());
        QCOMPARE(near.front(), std::string("/power/facility_kw"));
        QVERIFY(cp::nearestNames("/nothing/like/any", known).empty());
        QVERIFY(cp::didYouMean("/fabric/switches_totl", known).starts_with(" did you mean \"/fabric/switches_total\""));
        QCOMPARE(cp::didYouMean("/nothing/like/any", known), std::string());
        cp::SweepSpec spec;
        spec.base = cp::parseJson(cp::readTextFile(cptest::profilePath("fire-flyer-2")), "ff2");
        spec.base_name = "ff2";
        spec.variants = {{"a", std::nullopt, {}}};
        spec.metrics = {"/per_gpu/power/facilty_kw"};
        try {
            cp::validateSweep(spec, cptest::shippedCatalog(), "spec.json");
            QFAIL("a misspelt metric was taken");
        } catch (const cp::InputError& e) {
            QVERIFY2(std::string(e.what()).find("did you mean \"/per_gpu/power/facility_kw\"") != std::string::npos, e.what());
            QCOMPARE(e.jsonPath(), std::string("/metrics/0"));
        }
    }

    void rangesListsAndIntegerRounding() {
        SweepAxis a;
        a.path = "/power/pue";
        a.range = SweepRange{1.0, 2.0, 5, false};
        QCOMPARE(axisValues(a, false), (std::vector<double>{1.0, 1.25, 1.5, 1.75, 2.0}));
        a.range = SweepRange{1, 1000, 4, true};
        const auto log = axisValues(a, false);
        QCOMPARE(log.size(), std::size_t{4});
        QVERIFY(cptest::near(log[1], 10, 1e-12) && cptest::near(log[2], 100, 1e-12));
        QCOMPARE(log[3], 1000.0);
        // Integral: rounded and de-duplicated (1, 1.4, 2.0, 2.8, 4 → 1, 2, 3, 4).
        a.range = SweepRange{1, 4, 5, true};
        QCOMPARE(axisValues(a, true), (std::vector<double>{1, 2, 3, 4}));
        QCOMPARE(axisValues(listAxis("/compute/nodes", {8, 8.4, 16, 7.6}), true), (std::vector<double>{8, 16}));
        a.range = SweepRange{0, 10, 3, true};
        QVERIFY_THROWS_EXCEPTION(InputError, axisValues(a, false));
        // The field's declared type decides, never how the base happens to write the number:
        // counts are integral, numbers are not (a speed written 400 or a 0 write time included).
        QVERIFY(axisIsIntegral(listAxis("/compute/gpus", {1})));
        QVERIFY(axisIsIntegral(listAxis("/networks/0/tiers", {1})));
        QVERIFY(axisIsIntegral(listAxis("/reliability/checkpoint_every_iterations", {1})));
        QVERIFY(!axisIsIntegral(listAxis("/networks/0/link_speed_gbps", {1})));
        QVERIFY(!axisIsIntegral(listAxis("/power/pue", {1})));
        QVERIFY(!axisIsIntegral(listAxis("/networks/0/oversubscription/0", {1})));
        SweepAxis forced = listAxis("/power/pue", {1});
        forced.integer = true;
        QVERIFY(axisIsIntegral(forced));
    }

    // Issue 19: /reliability/checkpoint_write_minutes=0,0.05,0.1 on a base that wrote 0 ran two
    // points (0.05 rounded to 0), and restart_minutes=1.5,2,2.5 became 2, 3.
    void realAxesKeepTheirValues() {
        SweepSpec s = smallSpec();
        s.base["reliability"] = Json{{"checkpoint_write_minutes", 0}, {"restart_minutes", 2}};
        s.axes = {listAxis("/reliability/checkpoint_write_minutes", {0, 0.05, 0.1})};
        QCOMPARE(sweepPoints(s).size(), std::size_t{3});
        s.axes = {listAxis("/reliability/restart_minutes", {1.5, 2, 2.5})};
        const SweepResult r = runSweep(s, cptest::shippedCatalog(), {1, nullptr, {}});
        QCOMPARE(r.rows.size(), std::size_t{3});
        QCOMPARE(r.rows[0].point.inputs[0], 1.5);
        QCOMPARE(r.rows[2].point.inputs[0], 2.5);
        QCOMPARE(pointDocument(s, r.rows[0].point).at(Json::json_pointer("/reliability/restart_minutes")).get<double>(), 1.5);
    }

    void gridSizeAndOrder() {
        SweepSpec s = smallSpec();
        s.variants = {{"a", std::nullopt, {}}, {"b", std::nullopt, {}}};
        s.axes = {listAxis("/compute/nodes", {16, 32, 64}), listAxis("/power/pue", {1.1, 1.5})};
        const auto points = sweepPoints(s);
        QCOMPARE(points.size(), std::size_t{2 * 3 * 2});
        QCOMPARE(points[0].inputs, (std::vector<double>{16, 1.1}));
        QCOMPARE(points[1].inputs, (std::vector<double>{16, 1.5}));  // the last axis turns fastest
        QCOMPARE(points[2].inputs, (std::vector<double>{32, 1.1}));
        QCOMPARE(points[6].variant, std::size_t{1});
        const SweepResult r = runSweep(s, cptest::shippedCatalog(), {2, nullptr, {}});
        QCOMPARE(value(r, 5, "/compute/gpus"), 512.0);
        // Facility power scales with PUE at equal size.
        QVERIFY(cptest::near(value(r, 1, "/power/facility_kw") / value(r, 0, "/power/facility_kw"), 1.5 / 1.1, 1e-9));
    }

    void exclusivePairsAndNullRemoval() {
        SweepSpec s = smallSpec();  // the base gives nodes; setting gpus must drop it
        s.axes = {listAxis("/compute/gpus", {256})};
        SweepResult r = runSweep(s, cptest::shippedCatalog(), {1, nullptr, {}});
        QVERIFY2(r.rows[0].error.empty(), r.rows[0].error.c_str());
        QCOMPARE(value(r, 0, "/compute/gpus"), 256.0);
        const Json doc = pointDocument(s, sweepPoints(s)[0]);
        QVERIFY(!doc["compute"].contains("nodes"));
        s.axes.clear();
        s.variants = {{"three tiers", std::nullopt, {{"/networks/0/tiers", 3}}}, {"no name", std::nullopt, {{"/name", nullptr}}}};
        r = runSweep(s, cptest::shippedCatalog(), {1, nullptr, {}});
        QVERIFY(r.rows[0].error.empty());
        QVERIFY(value(r, 0, "/fabric/switches_total") > 0);
        QVERIFY2(r.rows[1].error.rfind("/name: ", 0) == 0, r.rows[1].error.c_str());
    }

    void deterministicAcrossThreads() {
        SweepSpec s = smallSpec();
        s.axes = {listAxis("/compute/nodes", {4, 16, 48, 100, 256, 300}), listAxis("/workload/mfu", {0.3, 0.4, 0.5})};
        s.metrics.push_back("/training/days");
        s.metrics.push_back("/cost/by_category/compute");  // a path served from the plan JSON
        const SweepResult one = runSweep(s, cptest::shippedCatalog(), {1, nullptr, {}});
        const SweepResult two = runSweep(s, cptest::shippedCatalog(), {2, nullptr, {}});
        QCOMPARE(one.rows.size(), std::size_t{18});
        for (std::size_t i = 0; i < one.rows.size(); ++i) {
            QCOMPARE(one.rows[i].point.inputs, two.rows[i].point.inputs);
            QCOMPARE(one.rows[i].values, two.rows[i].values);
            QCOMPARE(one.rows[i].error, two.rows[i].error);
        }
        QVERIFY(value(one, 0, "/cost/by_category/compute") > 0);
        QCOMPARE(sweepCsv(one), sweepCsv(two));
    }

    void cancelStopsEarly() {
        SweepSpec s = smallSpec();
        SweepAxis a;
        a.path = "/power/pue";
        a.range = SweepRange{1.0, 2.0, 400, false};
        s.axes = {a};
        std::atomic<bool> cancel{false};
        std::size_t calls = 0;
        SweepControl control{2, &cancel,
                             [&](std::size_t done, std::size_t total) {
                                 ++calls;
                                 QCOMPARE(total, std::size_t{400});
                                 if (done >= 10) cancel = true;
                             },
                             true};
        const SweepResult r = runSweep(s, cptest::shippedCatalog(), control);
        QVERIFY(r.cancelled);
        const auto done = std::count_if(r.rows.begin(), r.rows.end(), [](const SweepRow& x) { return x.done; });
        QVERIFY2(done >= 10 && done < 20, std::to_string(done).c_str());
        QCOMPARE(calls, static_cast<std::size_t>(done));
    }

    void badPointKeepsLoaderMessage() {
        SweepSpec s = smallSpec();
        s.axes = {listAxis("/power/pue", {1.2, 7, 1.4})};
        const SweepResult r = runSweep(s, cptest::shippedCatalog(), {2, nullptr, {}});
        QCOMPARE(r.failed(), std::size_t{1});
        QVERIFY(r.rows[0].error.empty() && r.rows[2].error.empty());
        QVERIFY2(r.rows[1].error.rfind("/power/pue: 7", 0) == 0, r.rows[1].error.c_str());
        QVERIFY(!r.rows[1].values[0]);
        QVERIFY(value(r, 2, "/power/facility_kw") > value(r, 0, "/power/facility_kw"));
        QVERIFY(sweepText(r).find("error: /power/pue: 7") != std::string::npos);
    }

    void specErrorsNameTheirPath() {
        SweepSpec s = smallSpec();
        s.axes = {listAxis("/power/peu", {1.2})};  // a typo the loader would only warn about
        try {
            validateSweep(s, cptest::shippedCatalog(), "spec.json");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.jsonPath(), std::string("/axes/0/path"));
        }
        s = smallSpec();
        s.metrics = {"/power/facility_kw", "/fabric/no_such_number"};
        try {
            validateSweep(s, cptest::shippedCatalog(), "spec.json");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.jsonPath(), std::string("/metrics/1"));
        }
    }

    void paretoHandMade() {
        // (cost, days), both minimised: 0 (1,9) and 1 (3,5) are on the front; 2 (3,7) ties 1
        // on cost and loses; 3 and 4 are one dominated point twice; 5 (6,2) and 6 (6,2) are
        // equal and both stay; 7 (9,2) ties 5 on days and loses.
        const std::vector<std::vector<double>> p{{1, 9}, {3, 5}, {3, 7}, {4, 6}, {4, 6}, {6, 2}, {6, 2}, {9, 2}};
        QCOMPARE(paretoFront(p, {Goal::Minimise, Goal::Minimise}), (std::vector<std::size_t>{0, 1, 5, 6}));
        // Maximising the second objective turns the order around.
        QCOMPARE(paretoFront(p, {Goal::Minimise, Goal::Maximise}), (std::vector<std::size_t>{0}));
        // Three objectives take the general path; it agrees with two when the third is constant.
        std::vector<std::vector<double>> p3 = p;
        for (auto& x : p3) x.push_back(1);
        QCOMPARE(paretoFront(p3, {Goal::Minimise, Goal::Minimise, Goal::Minimise}), (std::vector<std::size_t>{0, 1, 5, 6}));
        QVERIFY(paretoFront({}, {Goal::Minimise, Goal::Minimise}).empty());
    }

    // A point's profile made through the schema (no document per point) is the profile the reader
    // makes of the point's document, for every point of every shipped study; a value the reader
    // refuses leaves it to the reader (its message), as do hand-made axes out of range.
    void pointProfileIsWhatTheReaderReads() {
        std::size_t compared = 0;
        for (const std::string& file : shippedStudyFiles(cptest::dataDir())) {
            Diagnostics warnings;
            const Study st = loadStudyFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
            std::vector<std::optional<Profile>> variants;
            for (std::size_t v = 0; v < std::max<std::size_t>(1, st.spec.variants.size()); ++v) try {
                    variants.push_back(readProfileJson(pointDocument(st.spec, {v, {}}), "", cptest::shippedCatalog(), warnings));
                } catch (const InputError&) {
                    variants.emplace_back();
                }
            for (const SweepPoint& point : sweepPoints(st.spec)) {
                if (!variants[point.variant]) continue;
                const std::optional<Profile> fast = pointProfile(st.spec, *variants[point.variant], point);
                try {
                    const Profile read = readProfileJson(pointDocument(st.spec, point), "", cptest::shippedCatalog(), warnings);
                    QVERIFY2(fast, file.c_str());
                    QCOMPARE(profileToJsonText(*fast), profileToJsonText(read));
                    ++compared;
                } catch (const InputError&) {
                    // The reader refuses the point: the schema path must not pass the sweep's check either.
                    if (fast) QVERIFY_THROWS_EXCEPTION(InputError, checkProfileRules(*fast, cptest::shippedCatalog()));
                }
            }
        }
        QVERIFY2(compared > 200, std::to_string(compared).c_str());  // 261 points today
        SweepSpec s = smallSpec();
        Diagnostics warnings;
        const Profile base = readProfileJson(s.base, "", cptest::shippedCatalog(), warnings);
        s.axes = {listAxis("/power/pue", {7})};  // out of range
        QVERIFY(!pointProfile(s, base, sweepPoints(s)[0]));
        s.axes = {listAxis("/compute/nodes", {2.5})};
        s.axes[0].integer = false;  // a fraction for a count: the reader's message
        QVERIFY(!pointProfile(s, base, sweepPoints(s)[0]));
        s.axes = {listAxis("/networks/0/oversubscription/5", {2})};  // no such item
        QVERIFY(!pointProfile(s, base, sweepPoints(s)[0]));
        s.axes = {listAxis("/compute/gpus", {256})};  // the exclusive partner goes, as in the document
        const std::optional<Profile> gpus = pointProfile(s, base, sweepPoints(s)[0]);
        QVERIFY(gpus && !gpus->compute.nodes && gpus->compute.gpus == 256);
    }

    // Reusing a point's built design for the next point that shares it (SweepControl::reuse_designs)
    // gives every metric of every shipped study, and of the sweep10k grid, bit for bit as building
    // every point does.
    void reuseIsExact() {
        std::vector<std::pair<std::string, SweepSpec>> specs;
        for (const std::string& file : shippedStudyFiles(cptest::dataDir())) {
            Diagnostics warnings;
            specs.emplace_back(file,
                               loadStudyFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings).spec);
        }
        SweepSpec grid;  // tests/bench/bench_evaluate.cpp, sweep10k
        grid.base_name = "fire-flyer-2.json";
        grid.base = parseJson(readTextFile(cptest::profilePath("fire-flyer-2")), grid.base_name);
        SweepAxis gpus, pue;
        gpus.path = "/compute/gpus", gpus.range = SweepRange{1000, 10900, 100, false};
        pue.path = "/power/pue", pue.range = SweepRange{1.1, 1.5, 100, false};
        grid.axes = {gpus, pue};
        grid.metrics = {"/fabric/switches_total", "/cost/usd_per_gpu_hour", "/reliability/ettr",
                        "/training/days",         "/power/facility_kw",     "/cabling/cables_total"};
        specs.emplace_back("sweep10k", grid);
        QVERIFY(specs.size() >= 7);
        for (const auto& [name, spec] : specs) {
            std::string why;
            QVERIFY2(sameRows(sweepWith(spec, true), sweepWith(spec, false), why), (name + ": " + why).c_str());
        }
    }

    // DesignReuse directly, explanations on: a profile evaluated after another with the same build
    // sections (another PUE, price and workload) reuses its build and plans exactly as evaluate();
    // one with other build sections builds anew.
    void designReuseIsEvaluate() {
        for (const std::string& name : cptest::shippedProfileNames()) {
            const Profile p = cptest::shippedProfile(name);
            Profile other = p;
            other.power.pue = p.power.pue + 0.125;
            other.cost.utilisation = p.cost.utilisation / 2;
            other.workload.tokens_trillion = p.workload.tokens_trillion * 3;
            DesignReuse reuse;
            reuse.evaluate(other, cptest::shippedCatalog());
            const Plan plan = reuse.evaluate(p, cptest::shippedCatalog());
            QCOMPARE(reuse.reused(), std::size_t{1});
            const Plan reference = evaluate(p, cptest::shippedCatalog());
            QCOMPARE(planToJsonText(plan, true), planToJsonText(reference, true));
            QCOMPARE(plan.warnings, reference.warnings);
            Profile resized = p;
            resized.compute.gpus.reset();
            resized.compute.nodes = std::max<std::int64_t>(1, plan.compute.nodes / 2);
            const Plan rebuilt = reuse.evaluate(resized, cptest::shippedCatalog());
            QCOMPARE(reuse.reused(), std::size_t{1});
            QCOMPARE(planToJsonText(rebuilt, true), planToJsonText(evaluate(resized, cptest::shippedCatalog()), true));
        }
    }

    void everyShippedStudyLoadsAndRuns() {
        const auto files = shippedStudyFiles(cptest::dataDir());
        QVERIFY(files.size() >= 6);
        for (const std::string& file : files) {
            Diagnostics warnings;
            Study st = loadStudyFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
            QVERIFY2(warnings.empty(), file.c_str());
            QVERIFY(!st.question.empty() && !st.chart.y.empty());
            for (SweepAxis& a : st.spec.axes)
                if (a.range) a.range->steps = std::min(a.range->steps, 3);  // fewer points, same code
            const SweepResult r = runSweep(st.spec, cptest::shippedCatalog());
            QVERIFY(!r.cancelled);
            QVERIFY2(r.failed() < r.rows.size(), file.c_str());
        }
    }

    void switchesVersusGpus() {
        const SweepResult r = runSweep(shippedStudy("switches-vs-gpus").spec, cptest::shippedCatalog());
        // Within a variant and one tier count, switches never fall as GPUs grow, and every variant grows overall.
        for (std::size_t i = 1; i < r.rows.size(); ++i) {
            const SweepRow &a = r.rows[i - 1], &b = r.rows[i];
            if (a.point.variant != b.point.variant || !a.error.empty() || !b.error.empty()) continue;
            if (value(r, i, "/fabric/networks/0/tier_count") == value(r, i - 1, "/fabric/networks/0/tier_count"))
                QVERIFY(value(r, i, "/fabric/switches_total") >= value(r, i - 1, "/fabric/switches_total"));
        }
        // The fewest-tiers DGX A100 variant (index 2) adds a tier, and switches per GPU jump there.
        double before = 0, after = 0;
        for (std::size_t i = 1; i < r.rows.size(); ++i)
            if (r.rows[i].point.variant == 2 && value(r, i, "/fabric/networks/0/tier_count") == 3 &&
                value(r, i - 1, "/fabric/networks/0/tier_count") == 2) {
                before = value(r, i - 1, "/per_gpu/fabric/switches_total");
                after = value(r, i, "/per_gpu/fabric/switches_total");
            }
        QVERIFY2(after > 1.5 * before && before > 0, (std::to_string(before) + " → " + std::to_string(after)).c_str());
        // Fire-Flyer 2's two 2-tier zones need fewer switches than one 3-tier tree at every common size,
        // and 2-tier zones stop where 800 ports per zone run out.
        const std::size_t perVariant = r.rows.size() / 7;
        for (std::size_t k = 0; k < perVariant; ++k)
            if (r.rows[k].error.empty())
                QVERIFY(value(r, k, "/fabric/switches_total") < value(r, perVariant + k, "/fabric/switches_total"));
        QVERIFY(r.rows[perVariant - 1].error.find("800 endpoints") != std::string::npos);
    }

    // The published anchors of the issue's "done when": Fire-Flyer 2's 122 switches at its own 1,240 nodes
    // and the DGX-A100 design's 1,320 (core built out for 12,800) at its 1,250 nodes.
    void switchesStudyShowsThePublishedAnchors() {
        const Study st = shippedStudy("switches-vs-gpus");
        QCOMPARE(st.spec.variants.size(), std::size_t{7});
        const SweepResult r = runSweep(st.spec, cptest::shippedCatalog());
        const std::size_t ff2 = rowAt(r, 0, 1240), dgx = rowAt(r, 6, 1250);
        QVERIFY2(r.rows[ff2].error.empty() && r.rows[dgx].error.empty(), r.rows[dgx].error.c_str());
        QCOMPARE(value(r, ff2, "/compute/gpus"), 9920.0);
        QCOMPARE(value(r, ff2, "/fabric/switches_total"), 122.0);
        QCOMPARE(value(r, dgx, "/compute/gpus"), 10000.0);
        QCOMPARE(value(r, dgx, "/fabric/switches_total"), 1320.0);
        // Without the build-out the same 3-tier design needs fewer; the anchor is the built-out count.
        QVERIFY(value(r, rowAt(r, 3, 1250), "/fabric/switches_total") < 1320.0);
    }

    // R1 and R2 (docs/reliability.md) at 100,000 GPUs, same metric and tolerance as test_reliability.
    void firstFailureStudyShowsThePublishedAnchors() {
        const SweepResult r = runSweep(shippedStudy("first-failure-vs-size").spec, cptest::shippedCatalog());
        const std::size_t nics = rowAt(r, 0, 12500), cedar = rowAt(r, 1, 12500);
        QCOMPARE(value(r, nics, "/compute/gpus"), 100000.0);
        QCOMPARE(value(r, cedar, "/compute/gpus"), 100000.0);
        QVERIFY_NEAR(value(r, nics, "/derived/first_failure_minutes/nic_leaf_link_optical"), 26.28, 0.001);
        QVERIFY_NEAR(value(r, cedar, "/derived/first_failure_minutes/nic"), 42.05, 0.001);
        // The whole job fails sooner than its optics alone.
        QVERIFY(value(r, nics, "/reliability/first_failure_minutes") < 26.28);
        QVERIFY(value(r, cedar, "/reliability/first_failure_minutes") < 42.05);
        // The per-class metric equals the plan's own breakdown line (no constant): 8 single-port NICs fail rarely.
        const Plan plan = cptest::planOf("h100-100k-ib-4tier");
        for (const FailureLine& l : plan.reliability->breakdown)
            if (l.failure_class == "nic")
                QVERIFY_NEAR(value(r, nics, "/derived/first_failure_minutes/nic"), l.mttf_hours / l.count * 60, 1e-9);
        QVERIFY(value(r, nics, "/derived/first_failure_minutes/nic") > 1000);
    }

    void firstFailureFallsWithSize() {
        const SweepResult r = runSweep(shippedStudy("first-failure-vs-size").spec, cptest::shippedCatalog());
        QCOMPARE(r.failed(), std::size_t{0});
        const std::size_t half = r.rows.size() / 2;
        for (std::size_t i = 1; i < r.rows.size(); ++i)
            if (r.rows[i].point.variant == r.rows[i - 1].point.variant)
                QVERIFY(value(r, i, "/reliability/first_failure_minutes") <
                        value(r, i - 1, "/reliability/first_failure_minutes"));
        // Doubling GPUs roughly halves it (m / n), within the variant.
        QVERIFY(cptest::near(value(r, 1, "/reliability/first_failure_minutes") * 2,
                             value(r, 0, "/reliability/first_failure_minutes"), 0.02));
        // Dual-port Cedar-7 modules at the same size fail sooner in this catalog (module MTTF).
        QVERIFY(value(r, half, "/reliability/first_failure_minutes") != value(r, 0, "/reliability/first_failure_minutes"));
    }

    void networkCostTierSteps() {
        const SweepResult r = runSweep(shippedStudy("network-cost-ib-vs-ethernet").spec, cptest::shippedCatalog());
        QCOMPARE(r.failed(), std::size_t{0});
        // Where InfiniBand (64 ports) needs 3 tiers, Ethernet (128 ports) still has 2 and costs less per GPU.
        const std::size_t half = r.rows.size() / 2;
        bool seen = false;
        for (std::size_t k = 0; k < half; ++k)
            if (value(r, k, "/fabric/networks/0/tier_count") == 3 && value(r, half + k, "/fabric/networks/0/tier_count") == 2) {
                seen = true;
                QVERIFY(value(r, k, "/per_gpu/derived/network_usd") > 1.3 * value(r, half + k, "/per_gpu/derived/network_usd"));
                QVERIFY(value(r, k, "/per_gpu/cabling/transceivers_total") >
                        value(r, half + k, "/per_gpu/cabling/transceivers_total"));
            }
        QVERIFY(seen);
    }

    void ettrAndScale() {
        Study st = shippedStudy("ettr-vs-checkpoint-interval");
        st.spec.axes[0].range.reset();
        st.spec.axes[0].list = {10, 60};
        const SweepResult r = runSweep(st.spec, cptest::shippedCatalog());
        QCOMPARE(r.failed(), std::size_t{0});
        // Rows: (2k, 10), (2k, 60), (16k, 10), (16k, 60), (131k, 10), (131k, 60).
        QVERIFY(value(r, 2, "/reliability/ettr") < value(r, 0, "/reliability/ettr"));
        QVERIFY(value(r, 4, "/reliability/ettr") < value(r, 2, "/reliability/ettr"));
        QVERIFY(value(r, 4, "/reliability/daly_interval_minutes") < value(r, 0, "/reliability/daly_interval_minutes"));
        // At 2k GPUs (Daly ≈ 100 min) an hourly checkpoint beats one every 10 minutes; at 131k the reverse.
        QVERIFY(value(r, 1, "/reliability/ettr") > value(r, 0, "/reliability/ettr"));
        QVERIFY(value(r, 5, "/reliability/ettr") < value(r, 4, "/reliability/ettr"));
    }

    void powerStackAddsUp() {
        const SweepResult r = runSweep(shippedStudy("power-breakdown").spec, cptest::shippedCatalog());
        QCOMPARE(r.failed(), std::size_t{0});
        const Study st = shippedStudy("power-breakdown");
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            double sum = 0;
            for (const std::string& y : st.chart.y) sum += value(r, i, y);
            QVERIFY(cptest::near(sum, value(r, i, "/per_gpu/power/facility_kw"), 1e-9));
        }
    }

    void paretoStudyFront() {
        const Study st = shippedStudy("pareto-cost-vs-time");
        const SweepResult r = runSweep(st.spec, cptest::shippedCatalog());
        const auto front = studyParetoRows(st, r);
        QVERIFY(front.size() >= 2 && front.size() < r.rows.size());
        // No row beats a front row on both capex and days.
        for (std::size_t f : front)
            for (std::size_t i = 0; i < r.rows.size(); ++i)
                QVERIFY(!(value(r, i, "/cost/capex_usd") < value(r, f, "/cost/capex_usd") &&
                          value(r, i, "/training/days") < value(r, f, "/training/days")));
    }

    void studyErrorsNameTheirPath() {
        const std::string dir = cptest::dataDir() + "/profiles";
        auto error = [&](const std::string& text) {
            Diagnostics w;
            try {
                parseStudy(text, "s.json", dir, cptest::shippedCatalog(), w);
            } catch (const InputError& e) {
                return e.jsonPath();
            }
            return std::string("no error");
        };
        const std::string head = R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json", )";
        QCOMPARE(
            error(head +
                  R"("axes": [{"path": "/power/pue", "range": {"from": 1, "to": 2, "steps": 0}}], "metrics": ["/power/it_kw"]})"),
            std::string("/axes/0/range/steps"));
        QCOMPARE(error(head + R"("axes": [{"path": "/power/pue", "values": [1.2]}], "metrics": ["/power/it_kw", "/nope"]})"),
                 std::string("/metrics/1"));
        QCOMPARE(
            error(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "missing.json", "metrics": ["/power/it_kw"]})"),
            std::string("/base_profile"));
        QCOMPARE(
            error(
                head +
                R"("axes": [{"path": "/power/pue", "values": [1.2]}], "metrics": ["/power/it_kw"], "chart": {"x": "/power/pue", "y": ["/cost/capex_usd"]}})"),
            std::string("/chart/y"));
        // A Pareto goal may be left to the registry's direction, but a total (and its /per_gpu form) has none.
        QCOMPARE(
            error(
                head +
                R"("axes": [{"path": "/power/pue", "values": [1.2]}], "metrics": ["/power/it_kw"], "pareto": [{"metric": "/power/it_kw"}]})"),
            std::string("/pareto/0/goal"));
        QCOMPARE(
            error(
                head +
                R"("axes": [{"path": "/power/pue", "values": [1.2]}], "metrics": ["/per_gpu/power/it_kw"], "pareto": [{"metric": "/per_gpu/power/it_kw"}]})"),
            std::string("/pareto/0/goal"));
    }

    // Fan bands: each planned point's deciles are those of `uncertainty PROFILE` on that point's
    // design (same ranges, samples and seed), they bracket the point's median, a failed point has
    // none, a number that is not a plan metric gets none; the CLI's text, CSV and JSON carry them.
    void fanBandsAreEachPointsDeciles() {
        Study st = shippedStudy("days-vs-gpus-with-ranges");
        QCOMPARE(st.bands.samples, std::size_t{200});
        st.bands.samples = 40;
        const SweepResult r = runSweep(st.spec, cptest::shippedCatalog());
        const SweepBands b = sweepBands(st.spec, r, cptest::shippedCatalog(), st.bands);
        QCOMPARE(b.rows.size(), r.rows.size());
        const std::size_t days = r.metricIndex("/training/days");
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            QVERIFY(r.rows[i].error.empty());
            const auto& band = b.rows[i][days];
            QVERIFY(band && band->p10 < band->p50 && band->p50 < band->p90);
        }
        // Row 2 by hand: the point's profile through the uncertainty command's own path.
        Diagnostics w;
        const Profile point = readProfileJson(pointDocument(st.spec, r.rows[2].point), "", cptest::shippedCatalog(), w);
        UncertaintySpec u = profileUncertainty(point, "", cptest::shippedCatalog(), 40, st.bands.seed);
        u.metrics = {"/training/days"};
        const UncertaintyResult direct = runUncertainty(u, cptest::shippedCatalog());
        QCOMPARE(b.rows[2][days]->p10, direct.outputs[0].p10);
        QCOMPARE(b.rows[2][days]->p90, direct.outputs[0].p90);
        // A failed point and a number that is not a plan metric (a tier's count in the plan JSON) have no band.
        Diagnostics warnings;
        const Study ff = parseStudy(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
            "axes": [{"path": "/compute/nodes", "values": [1, 1240]}],
            "metrics": ["/training/days", "/fabric/networks/0/tiers/0/count"], "ranges": {"samples": 20}})",
                                    "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        const SweepResult fr = runSweep(ff.spec, cptest::shippedCatalog());
        const SweepBands fb = sweepBands(ff.spec, fr, cptest::shippedCatalog(), ff.bands);
        QVERIFY(!fr.rows[0].error.empty() && !fb.rows[0][0]);
        QVERIFY(fr.rows[1].error.empty() && fb.rows[1][0] && fr.rows[1].values[1] && !fb.rows[1][1]);
        SweepOutputInfo info;
        info.bands = &b;
        QVERIFY(sweepText(r, info).find("days to train [days] P10–P90") != std::string::npos);
        QVERIFY(sweepCsv(r, info).find("/training/days p10,/training/days p50,/training/days p90") != std::string::npos);
        QVERIFY(sweepJsonText(r, info).find("\"band_samples\": 40") != std::string::npos);
    }

    // A study's ranges within the budget of points × samples; a bad one names its path.
    void fanBandSpecErrorsNameTheirPath() {
        const std::string head = R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
            "axes": [{"path": "/power/pue", "range": {"from": 1.1, "to": 1.5, "steps": 50}}], "metrics": ["/power/it_kw"], )";
        auto error = [&](const std::string& ranges) {
            Diagnostics w;
            try {
                parseStudy(head + ranges + "}", "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
            } catch (const InputError& e) {
                return std::string(e.what());
            }
            return std::string("no error");
        };
        QVERIFY(error(R"("ranges": {"samples": 5000})").find("/ranges/samples") != std::string::npos);
        QVERIFY(error(R"("ranges": {"samples": 5000})").find("exceed the budget of 200,000") != std::string::npos);
        QVERIFY(error(R"("ranges": {"samples": 1})").find("/ranges/samples") != std::string::npos);
        QVERIFY(error(R"("ranges": {"seed": 3})").find("/ranges/samples") != std::string::npos);
        QCOMPARE(error(R"("ranges": {"samples": 100})"), std::string("no error"));
    }

    // Without `goal` a Pareto objective follows the metric's direction (plan/metrics.h).
    void paretoGoalDefaultsToTheMetricsDirection() {
        const std::string text = R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
            "axes": [{"path": "/power/pue", "values": [1.2, 1.4]}],
            "metrics": ["/cost/usd_per_gpu_hour", "/reliability/ettr", "/derived/it_w_per_gpu", "/fabric/switches_total"],
            "pareto": [{"metric": "/cost/usd_per_gpu_hour"}, {"metric": "/reliability/ettr"}, {"metric": "/derived/it_w_per_gpu"},
                       {"metric": "/fabric/switches_total", "goal": "maximise"}]})";
        Diagnostics w;
        const Study st = parseStudy(text, "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
        QCOMPARE(st.pareto.size(), std::size_t{4});
        QVERIFY(st.pareto[0].goal == Goal::Minimise);  // lower is better
        QVERIFY(st.pareto[1].goal == Goal::Maximise);  // higher is better
        QVERIFY(st.pareto[2].goal == Goal::Minimise);  // IT watts per GPU: lower
        QVERIFY(st.pareto[3].goal == Goal::Maximise);  // as written
    }

    // A study without chart hints charts its first metric over its first axis, or one bar per variant
    // when it has no axes: the GUI reads the hints and must never see them empty (issue 42: SIGSEGV).
    void chartHintsDefault() {
        Diagnostics w;
        const Study axes = parseStudy(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
            "axes": [{"path": "/power/pue", "values": [1.2, 1.4]}], "metrics": ["/power/it_kw", "/cost/capex_usd"]})",
                                      "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
        QCOMPARE(axes.chart.type, std::string("line"));
        QCOMPARE(axes.chart.x, std::string("/power/pue"));
        QCOMPARE(axes.chart.y, std::vector<std::string>{"/power/it_kw"});
        const Study variants = parseStudy(R"({"schema": 1, "name": "x", "question": "q", "base_profile": "fire-flyer-2.json",
            "variants": [{"label": "a", "set": {"/power/pue": 1.3}}, {"label": "b", "set": {"/power/pue": 1.5}}], "metrics": ["/power/facility_kw"]})",
                                          "s.json", cptest::dataDir() + "/profiles", cptest::shippedCatalog(), w);
        QCOMPARE(variants.chart.x, std::string("variant"));
        QCOMPARE(variants.chart.y, std::vector<std::string>{"/power/facility_kw"});
    }

    // A worker that runs out of memory fails the loop on the calling thread (after every thread has
    // joined) instead of terminating the process, and a sweep does not turn it into rows.
    void exhaustionInAWorkerIsAnError() {
        std::atomic<int> ran{0};
        std::atomic<bool> thrown{false};
        // Items after the failure take 5 ms each, so the test does not depend on the failing worker
        // being scheduled before the others run through 990 empty items (it failed so on a loaded machine).
        QVERIFY_THROWS_EXCEPTION(std::bad_alloc, cp::parallelFor(1000, 4, nullptr, [&](std::size_t i) {
                                     ++ran;
                                     if (i == 7) {
                                         thrown = true;
                                         throw std::bad_alloc();
                                     }
                                     if (thrown) std::this_thread::sleep_for(std::chrono::milliseconds(5));
                                 }));
        QVERIFY(ran.load() < 1000);  // no index handed out after the failure but those already running
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, cp::parallelFor(8, 1, nullptr, [](std::size_t) {
                                     throw std::runtime_error("x");
                                 }));
    }

    // The syntax of the issue: --vary FROM:TO:STEPS[:log], --choose, --metrics m1,m2, CSV on stdout, progress.
    void cliIssueSyntax() {
        Run r = cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/compute/nodes=100:1000:3:log", "--choose",
                     "/networks/0/tiers=2,3", "--metrics", "/fabric/switches_total,/power/facility_kw", "--csv"});
        QCOMPARE(r.exitCode, 0);
        const auto csv = parseCsv(r.out);
        QCOMPARE(csv.size(), std::size_t{7});  // header + 2 variants x 3 sizes
        QCOMPARE(csv[0],
                 (QStringList{"variant", "/compute/nodes", "/fabric/switches_total", "/power/facility_kw", "error", "warnings"}));
        QCOMPARE(csv[1].value(0), QString("2"));
        QCOMPARE(csv[4].value(0), QString("3"));
        // The same point through evaluate(): 3 tiers need more switches than 2 at 1,000 nodes.
        QVERIFY(csv[6].value(2).toDouble() > csv[3].value(2).toDouble() && csv[3].value(2).toDouble() > 0);
        QVERIFY(!r.err.contains("sweep: "));  // 6 points: no progress lines
        // --variants is the alias --choose replaced; --metric and --metrics add up, in that order.
        Run alias =
            cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/compute/nodes=100:1000:3:log", "--variants",
                 "/networks/0/tiers=2,3", "--metric", "/fabric/switches_total", "--metrics", "/power/facility_kw", "--csv", "-"});
        QCOMPARE(alias.exitCode, 0);
        QCOMPARE(alias.out, r.out);
        // A long sweep reports progress on stderr, a line per tenth.
        r = cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/power/pue=1.1:1.6:300", "--metrics",
                 "/power/facility_kw", "--json", "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object()["rows"].toArray().size(), 300);
        QCOMPARE(r.err.count(QRegularExpression("sweep: \\d+% \\(\\d+ of 300 points\\)\n")), 10);
        QVERIFY(r.err.contains("sweep: 100% (300 of 300 points)"));
        // Usage errors.
        QCOMPARE(cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--choose", "/networks/0/tiers"}).exitCode, 2);
        QCOMPARE(cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--choose", "/a=1", "--csv", "--json"}).exitCode, 2);
        QCOMPARE(cli({"plan", dataFile("profiles/fire-flyer-2.json"), "--metrics", "/power/it_kw"}).exitCode, 2);
        QCOMPARE(cli({"plan", dataFile("profiles/fire-flyer-2.json"), "--csv", "x.csv"}).exitCode, 2);
    }

    // The anchors of the built-in studies, read back from the CLI's CSV.
    void cliPrintsTheStudyAnchors() {
        Run r = cli({"sweep", dataFile("studies/switches-vs-gpus.json"), "--csv"});
        QCOMPARE(r.exitCode, 0);
        auto csv = parseCsv(r.out);
        QCOMPARE(csv[0].value(0), QString("variant"));
        QCOMPARE(csvCell(csv, "variant", "PCIe A100, 1 NIC: 2 zones x 2-tier (Fire-Flyer 2)", "/fabric/switches_total",
                         "/compute/nodes", "1240"),
                 QString("122"));
        QCOMPARE(csvCell(csv, "variant", "DGX A100, 8 NICs: 3-tier built out for 12,800 (as published)", "/fabric/switches_total",
                         "/compute/nodes", "1250"),
                 QString("1320"));
        r = cli({"sweep", dataFile("studies/first-failure-vs-size.json"), "--csv", "-"});
        QCOMPARE(r.exitCode, 0);
        csv = parseCsv(r.out);
        const double links = csvCell(csv, "variant", "8 x single-port NIC",
                                     "/derived/first_failure_minutes/nic_leaf_link_optical", "/compute/nodes", "12500")
                                 .toDouble();
        const double modules =
            csvCell(csv, "variant", "4 x dual-port Cedar-7", "/derived/first_failure_minutes/nic", "/compute/nodes", "12500")
                .toDouble();
        QVERIFY_NEAR(links, 26.28, 0.001);
        QVERIFY_NEAR(modules, 42.05, 0.001);
    }

    // compare A B ... --csv / --json parse, and the ratios are value / first value.
    void cliCompareCsvAndMany() {
        const QString ff2 = dataFile("profiles/fire-flyer-2.json"), dgx = dataFile("profiles/dgx-a100-10k.json");
        Run r = cli({"compare", ff2, dgx, "--csv"});
        QCOMPARE(r.exitCode, 0);
        auto csv = parseCsv(r.out);
        QVERIFY(csv.size() > 10);
        // section, metric (label), key, unit, a value per profile, a ratio per profile but the first (cp::comparisonCsv).
        QCOMPARE(csv[0].mid(0, 4), (QStringList{"section", "metric", "key", "unit"}));
        QCOMPARE(csv[0].size(), 7);
        QVERIFY(csv[0][6].endsWith(" / " + csv[0][4]));
        const qsizetype ratioB = 6;
        for (std::size_t i = 1; i < csv.size(); ++i) {
            QCOMPARE(csv[i].size(), 7);
            const double a = csv[i][4].toDouble(), b = csv[i][5].toDouble();
            if (!csv[i][ratioB].isEmpty()) QVERIFY_NEAR(csv[i][ratioB].toDouble(), b / a, 1e-9);
        }
        const qsizetype keyCol = 2;
        for (const QStringList& row : csv)
            if (row.value(keyCol) == "switches") QCOMPARE(row.mid(4, 2), (QStringList{"122", "1320"}));
        // To a file: still prints the table, and says what it wrote.
        QTemporaryDir tmp;
        r = cli({"compare", ff2, dgx, "--csv", tmp.filePath("c.csv")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains("wrote " + QString::number(csv.size() - 1) + " rows to"));
        QCOMPARE(parseCsv(QString::fromStdString(readTextFile(tmp.filePath("c.csv").toStdString()))), csv);
        // Three profiles as JSON.
        r = cli({"compare", ff2, dgx, dataFile("profiles/fire-flyer-pcie-3tier.json"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc["names"].toArray().size(), 3);
        bool seen = false;
        for (const QJsonValue& row : doc["rows"].toArray())
            if (row.toObject()["key"] == "switches") {
                seen = true;
                QCOMPARE(row.toObject()["values"].toArray()[2].toDouble(), 200.0);
                QVERIFY_NEAR(row.toObject()["ratios"].toArray()[1].toDouble(), 1320.0 / 122, 1e-12);
            }
        QVERIFY(seen);
        r = cli({"compare", ff2, dgx, ff2});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("C / A") &&
                     r.out.contains("C: " + QString::fromUtf8(cptest::planOf("fire-flyer-2").profile_name.c_str())),
                 qPrintable(r.out));
        QCOMPARE(cli({"compare", ff2, ff2, ff2, ff2, ff2, ff2, ff2}).exitCode, 2);
    }

    void cliSweep() {
        QTemporaryDir tmp;
        const QString csv = tmp.filePath("s.csv");
        Run r = cli({"sweep", dataFile("studies/first-failure-vs-size.json"), "--csv", csv, "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("first failure [min]"));
        QVERIFY(r.err.contains("wrote 24 rows to"));
        const QString text = QString::fromStdString(readTextFile(csv.toStdString()));
        QVERIFY(text.startsWith("variant,/compute/nodes,/compute/gpus,/reliability/first_failure_minutes"));
        QCOMPARE(text.count("\r\n"), 25);
        // The ad-hoc form, as JSON; a bad point is a row with the loader's message, not a failure.
        r = cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/power/pue=1.2,9", "--metric", "/power/facility_kw",
                 "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray rows = doc["rows"].toArray();
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows[0].toObject()["values"].toObject()["/power/facility_kw"].toDouble() > 1000);
        QVERIFY(rows[1].toObject()["error"].toString().startsWith("/power/pue: 9"));
        QCOMPARE(doc["failed"].toInt(), 1);
        // Several profiles are the designs compared; a log range.
        r = cli({"sweep", dataFile("profiles/fire-flyer-2.json"), dataFile("profiles/fire-flyer-pcie-3tier.json"), "--vary",
                 "/compute/nodes=100:1000:3:log", "--metric", "/fabric/switches_total"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("fire-flyer-pcie-3tier") && r.out.contains("6 of 6 points"));
        // Usage errors exit 2, input errors 1.
        QCOMPARE(cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/power/pue=1:2"}).exitCode, 2);
        QCOMPARE(cli({"sweep", dataFile("profiles/fire-flyer-2.json")}).exitCode, 2);
        QCOMPARE(cli({"plan", dataFile("profiles/fire-flyer-2.json"), "--vary", "/power/pue=1,2"}).exitCode, 2);
        r = cli({"sweep", dataFile("profiles/fire-flyer-2.json"), "--vary", "/power/peu=1,2"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("/axes/0/path"));
    }
};

QTEST_APPLESS_MAIN(TestSweep)
#include "test_sweep.moc"
