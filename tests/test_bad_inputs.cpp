// The bad-input corpus (tests/data/bad, listed in its index.json): every file is refused
// with the JSON path and message fragment the index names, or loads when marked valid.
// Plus inputs too big to keep in the repository: 100,000 nested arrays and a 16 MB string.

#include <QtTest>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "catalog/catalog_loader.h"
#include "common/file_io.h"
#include "common/json_reader.h"
#include "explore/optimize_spec.h"
#include "explore/study.h"
#include "profile/model_preset.h"
#include "profile/profile_io.h"
#include "hostile_inputs.h"
#include "test_support.h"

namespace {

const std::string kBadDir = std::string(CLUSTERPLANNER_TEST_DATA_DIR) + "/bad";

std::string readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Outcome {
    bool refused = false;
    std::string path, problem;
};

// Loads `text` the way the app does: a profile against the shipped catalog, a user catalog over
// it, a study (base profiles from the shipped profiles folder; every path resolved, points bounded)
// or an optimize spec (the same base profiles; decision space and goal checked).
Outcome load(const std::string& kind, const std::string& text, const std::string& file) {
    cp::Diagnostics warnings;
    try {
        if (kind == "catalog")
            cp::overlayCatalogText(cptest::shippedCatalog(), text, file, warnings);
        else if (kind == "study")
            cp::parseStudy(text, file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        else if (kind == "optimize")
            cp::parseOptimizeSpec(text, file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
        else
            cp::parseValidProfile(text, file, cptest::shippedCatalog(), warnings);
    } catch (const cp::InputError& e) {
        if (e.file() != file) return {true, "(wrong file: " + e.file() + ")", e.problem()};
        return {true, e.jsonPath(), e.problem()};
    }
    return {};
}

std::string smallProfileNamed(const std::string& nameJson) {
    return R"({"schema": 1, "name": )" + nameJson +
           R"(, "compute": {"node_type": "hgx-h100", "nodes": 4},
              "networks": [{"name": "backend", "switch": "qm9700", "link_speed_gbps": 400}]})";
}

}  // namespace

class TestBadInputs : public QObject {
    Q_OBJECT
private slots:
    void corpus_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const cp::Json index = cp::parseJson(readBytes(kBadDir + "/index.json"), "index.json");
        for (const cp::Json& c : index.at("cases")) {
            const auto file = c.at("file").get<std::string>();
            QTest::newRow(file.c_str()) << QString::fromStdString(file) << QString::fromStdString(c.at("kind").get<std::string>())
                                        << c.at("valid").get<bool>() << QString::fromStdString(c.at("path").get<std::string>())
                                        << QString::fromStdString(c.at("message").get<std::string>());
        }
    }

    void corpus() {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(bool, valid);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const std::string name = file.toStdString();
        const Outcome o = load(kind.toStdString(), readBytes(kBadDir + "/" + name), name);
        if (valid) {
            QVERIFY2(!o.refused, qPrintable(QString::fromStdString(o.path + ": " + o.problem)));
            return;
        }
        QVERIFY2(o.refused, "accepted, but the index says it must be refused");
        QCOMPARE(QString::fromStdString(o.path), path);
        QVERIFY2(QString::fromStdString(o.problem).contains(message), qPrintable(QString::fromStdString(o.problem)));
    }

    // Every file in the folder is checked: a new bad input cannot be added without its expectation.
    void indexListsEveryFile() {
        const cp::Json index = cp::parseJson(readBytes(kBadDir + "/index.json"), "index.json");
        std::set<std::string> listed;
        for (const cp::Json& c : index.at("cases")) listed.insert(c.at("file").get<std::string>());
        int files = 0;
        for (const auto& entry : std::filesystem::directory_iterator(kBadDir)) {
            const std::string name = entry.path().filename().string();
            if (name == "index.json") continue;
            ++files;
            QVERIFY2(listed.count(name), qPrintable(QString::fromStdString(name + " is not in index.json")));
        }
        QCOMPARE(static_cast<std::size_t>(files), listed.size());
        QVERIFY(files >= 50);
    }

    // nlohmann's DOM copies and dumps recursively: 100,000 levels must be refused before that.
    void hundredThousandNestedArrays() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        const Outcome o = load("profile", deep, "deep.json");
        QVERIFY(o.refused);
        QVERIFY2(o.problem.find("nest more than 64 levels") != std::string::npos, o.problem.c_str());
        QCOMPARE(std::count(o.path.begin(), o.path.end(), '/'), static_cast<std::ptrdiff_t>(cp::kMaxJsonDepth));
        // Unbalanced (truncated) nesting is refused the same way, not by running out of stack.
        QVERIFY(load("catalog", std::string(1000000, '{'), "open.json").refused);
    }

    // Text has a length: names 256 bytes (the schema's max), any other text 64 KiB (JsonReader).
    void sixteenMegabyteStrings() {
        const std::string huge(16u << 20, 'x');
        // Quoted by append: GCC 12 warns (-Wrestrict, a false positive) on "\"" + string.
        const auto quoted = [](const std::string& text) { return std::string(1, '"').append(text).append(1, '"'); };
        const Outcome name = load("profile", smallProfileNamed(quoted(huge)), "huge-name.json");
        QCOMPARE(name.path, std::string("/name"));
        QCOMPARE(name.problem, std::string("is 16777216 bytes of text; at most 256 are allowed"));
        QVERIFY(!load("profile", smallProfileNamed(quoted(std::string(256, 'x'))), "name-256.json").refused);
        // Built by hand (no raw string: moc misreads one that ends in a quote).
        const std::string badId = "{\"schema\": 1, \"name\": \"n\", \"compute\": {\"node_type\": \"" + huge +
                                  "\", \"nodes\": 4}, \"networks\": [{\"name\": \"b\", \"switch\": \"qm9700\", "
                                  "\"link_speed_gbps\": 400}]}";
        const Outcome o = load("profile", badId, "huge-id.json");
        QCOMPARE(o.path, std::string("/compute/node_type"));
        QCOMPARE(o.problem, std::string("is 16777216 bytes of text; at most 65536 are allowed"));
    }

    // A symlink loop in the data folder is an input error naming it, not a filesystem_error out of
    // main (issue 42); a loop that is not a .json is not a catalog file and is passed over.
    void symlinkLoopsInTheDataFolder() {
        const QTemporaryDir dir;
        const std::filesystem::path catalog = dir.filePath("catalog").toStdString();
        std::filesystem::create_directory(catalog);
        std::filesystem::copy_file(cptest::dataDir() + "/catalog/gpus.json", catalog / "gpus.json");
        std::filesystem::create_symlink("loop-b", catalog / "loop-a");
        std::filesystem::create_symlink("loop-a", catalog / "loop-b");
        QCOMPARE(cp::catalogFilesIn(catalog.string()).size(), std::size_t{1});
        std::filesystem::create_symlink("loop.json", catalog / "loop.json");
        try {
            cp::catalogFilesIn(catalog.string());
            QFAIL("a looping .json was listed");
        } catch (const cp::InputError& e) {
            QCOMPARE(e.file(), (catalog / "loop.json").string());
            QVERIFY2(e.problem().find("cannot be read: Too many levels of symbolic links") != std::string::npos, e.what());
        }
    }

    // A FIFO would block open() and read() forever, /dev/zero would fill memory: refused at once.
    void onlyRegularFilesAreRead() {
        const QTemporaryDir dir;
        const std::string fifo = dir.filePath("fifo.json").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const auto start = std::chrono::steady_clock::now();
        for (const std::string& path : {fifo, std::string("/dev/zero"), std::string("/dev/urandom")}) {
            try {
                cp::readTextFile(path);
                QFAIL(qPrintable(QString::fromStdString(path + " was read")));
            } catch (const cp::InputError& e) {
                QCOMPARE(e.file(), path);
                QVERIFY2(e.problem().find("is not a regular file") != std::string::npos, e.what());
            }
        }
        cp::Diagnostics warnings;
        QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::loadCatalogFiles({fifo}, warnings));
        QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::loadStudyFile(fifo, cptest::dataDir(), cptest::shippedCatalog(), warnings));
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    }

    // The step-time inputs read from files: calibrate's logs and the model presets' folder.
    void calibrationLogsAndPresetsAreRegularFilesOnly() {
        const QTemporaryDir dir;
        const std::string fifo = dir.filePath("fifo.txt").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const std::string big = dir.filePath("big.txt").toStdString();
        { std::ofstream out(big); }
        std::filesystem::resize_file(big, 1u << 30);  // a 1 GB log, sparse
        const auto start = std::chrono::steady_clock::now();
        for (const std::string& path : {fifo, std::string("/dev/zero"), big}) {
            cp::Diagnostics warnings;
            QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::calib::loadNcclTests(path, warnings));
            QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::calib::loadGemmTable(path, warnings));
        }
        // A models folder with a FIFO, a file over the size limit and one preset: the preset loads,
        // the big file is reported by name, the FIFO is skipped (never opened).
        const std::string models = dir.filePath("models").toStdString();
        std::filesystem::create_directory(models);
        QCOMPARE(::mkfifo((models + "/a-fifo.json").c_str(), 0600), 0);
        { std::ofstream out(models + "/b-huge.json"); }
        std::filesystem::resize_file(models + "/b-huge.json", cp::kMaxInputFileBytes + 1);
        std::filesystem::copy_file(cptest::dataDir() + "/models/llama3-8b.json", models + "/c-llama.json");
        cp::Diagnostics problems;
        const std::vector<cp::ModelPreset> presets = cp::loadModelPresets(dir.path().toStdString(), problems);
        QCOMPARE(presets.size(), std::size_t{1});
        QCOMPARE(presets.front().id, std::string("c-llama"));
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(problems.front().message, models +
                                               "/b-huge.json: the file is 16777217 bytes; ClusterPlanner reads input "
                                               "files of at most 16 MiB (docs/robustness.md)");
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    }

    void filesOverTheSizeLimitAreNotRead() {
        const QTemporaryDir dir;
        const std::string big = dir.filePath("big.json").toStdString();
        { std::ofstream out(big); }
        std::filesystem::resize_file(big, cp::kMaxInputFileBytes + 1);  // sparse: no disk used
        try {
            cp::readTextFile(big);
            QFAIL("a file over the limit was read");
        } catch (const cp::InputError& e) {
            QCOMPARE(e.problem(), std::string("the file is 16777217 bytes; ClusterPlanner reads input files of at most 16 MiB "
                                              "(docs/robustness.md)"));
        }
        std::filesystem::resize_file(big, cp::kMaxInputFileBytes);
        QCOMPARE(cp::readTextFile(big).size(), cp::kMaxInputFileBytes);  // at the limit: read
    }

    // Parsing used to be quadratic in an object's keys (nlohmann's ordered map searched on every
    // insert): 10^6 keys ran past 120 s. Now linear; the warnings name 20 and count the rest.
    void millionUnknownKeysAreLinear() {
        const auto start = std::chrono::steady_clock::now();
        cp::Diagnostics warnings;
        cp::parseProfile(cptest::profileWithUnknownKeys(1000000), "keys.json", cptest::shippedCatalog(), warnings);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QCOMPARE(warnings.size(), cp::JsonReader::kMaxUnknownKeyWarnings + 1);
        QCOMPARE(warnings.back().path, std::string(""));
        QCOMPARE(warnings.back().message, std::string("999980 more unknown keys ignored (1000000 in all; only the first 20 are "
                                                      "named)"));
        QVERIFY2(seconds < 60, qPrintable(QString::number(seconds)));  // a hang detector; the figure is in robustness.md
    }

    void catalogSectionsAreBounded() {
        cp::Diagnostics warnings;
        const cp::Catalog merged =
            cp::overlayCatalogText(cptest::shippedCatalog(), cptest::catalogWithSwitches(1000), "switches.json", warnings);
        QCOMPARE(merged.switches.size(), cptest::shippedCatalog().switches.size() + 1000);
        const Outcome o = load("catalog", cptest::catalogWithSwitches(cp::kMaxCatalogEntries + 1), "too-many.json");
        QCOMPARE(o.path, std::string("/switches"));
        QCOMPARE(o.problem, std::string("has 10001 entries; at most 10000 are allowed"));
    }

    void profileListsAreBounded() {
        const Outcome hosts = load("profile", cptest::profileWithOtherHosts(100000), "hosts.json");
        QCOMPARE(hosts.path, std::string("/networks/0/other_hosts"));
        QCOMPARE(hosts.problem, std::string("has 100000 entries; at most 1000 are allowed"));
        QVERIFY(!load("profile", cptest::profileWithOtherHosts(cp::kMaxProfileListItems), "hosts.json").refused);
    }

    void duplicateKeysNamePathAndKey() {
        const Outcome o = load("profile", smallProfileNamed(R"("a", "compute": {"nodes": 1})"), "dup.json");
        QVERIFY(o.refused);
        QCOMPARE(o.path, std::string("/compute"));
        QVERIFY2(o.problem.find("\"compute\" appears twice") != std::string::npos, o.problem.c_str());
        // Keys with '/' and '~' are escaped in the path (RFC 6901).
        const Outcome escaped = load("catalog", R"({"schema": 1, "a/b~c": 1, "a/b~c": 2})", "esc.json");
        QCOMPARE(escaped.path, std::string("/a~1b~0c"));
    }
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "test_bad_inputs.moc"
