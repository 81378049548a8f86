// The bad-input corpus (tests/data/bad, listed in its index.json): every file is refused
// with the JSON path and message fragment the index names, or loads when marked valid.
// Plus inputs too big to keep in the repository: 100,000 nested arrays and a 16 MB string.

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "catalog/catalog_loader.h"
#include "common/json_reader.h"
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

// Loads `text` the way the app does: a profile against the shipped catalog, or a user catalog over it.
Outcome load(const std::string& kind, const std::string& text, const std::string& file) {
    cp::Diagnostics warnings;
    try {
        if (kind == "catalog")
            cp::overlayCatalogText(cptest::shippedCatalog(), text, file, warnings);
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

    void sixteenMegabyteStrings() {
        const std::string huge(16u << 20, 'x');
        QVERIFY2(!load("profile", smallProfileNamed("\"" + huge + "\""), "huge-name.json").refused, "a long name is legal");
        const std::string badId = smallProfileNamed("\"n\"").replace(smallProfileNamed("\"n\"").find("hgx-h100"), 8, huge);
        const Outcome o = load("profile", badId, "huge-id.json");
        QVERIFY(o.refused);
        QCOMPARE(o.path, std::string("/compute/node_type"));
        // The message quotes the id; it is not required to be short, only to be produced.
        QVERIFY(o.problem.find("is not a node type in the catalog") != std::string::npos);
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
