// Every number of `plan --json` explains itself (issue 22, item 7): for every shipped profile, each
// numeric leaf has an explanation whose key is the leaf's or a table's or object's it belongs to
// (at least "section.member": a whole section does not count). Items of a list are named by their
// "name" member where they have one ("fabric.networks.backend.tiers.leaf"), else stand as a row
// of their list; fabric.tiers repeats the networks' tiers and is read as them.
#include <QtTest>

#include <set>

#include "common/json_reader.h"
#include "plan/plan_json.h"
#include "test_support.h"

namespace {

using Path = std::vector<std::string>;

std::string joined(const Path& path, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out += (i ? "." : "") + path[i];
    return out;
}

bool explained(const Path& path, const std::set<std::string>& keys) {
    for (std::size_t n = path.size(); n >= 2; --n)
        if (keys.count(joined(path, n))) return true;
    return false;
}

void walk(const cp::Json& v, Path path, const std::set<std::string>& keys, std::set<std::string>& missing) {
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (path.empty() && (it.key() == "explain" || it.key() == "warnings")) continue;
            Path child = path;
            child.push_back(it.key());
            walk(it.value(), child, keys, missing);
        }
    } else if (v.is_array()) {
        for (const cp::Json& item : v) {
            Path child = path;
            if (item.is_object() && item.contains("name") && item["name"].is_string()) {
                if (path == Path{"fabric", "tiers"}) child = {"fabric", "networks", item["network"].get<std::string>(), "tiers"};
                child.push_back(item["name"].get<std::string>());
            }
            walk(item, child, keys, missing);
        }
    } else if (v.is_number() && !explained(path, keys)) {
        missing.insert(joined(path, path.size()));
    }
}

}  // namespace

class TestExplainedOutputs : public QObject {
    Q_OBJECT

private slots:
    void everyNumberIsExplained_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& n : cptest::shippedProfileNames()) QTest::newRow(n.c_str()) << QString::fromStdString(n);
    }

    void everyNumberIsExplained() {
        QFETCH(QString, name);
        const cp::Plan plan = cptest::planOf(name.toStdString());
        const cp::Json doc = cp::Json::parse(cp::planToJsonText(plan, true));
        std::set<std::string> keys;
        for (const cp::Explanation& e : plan.explanations) {
            QVERIFY2(!e.formula.empty() && !e.substituted.empty(), e.key.c_str());
            keys.insert(e.key);
        }
        std::set<std::string> missing;
        walk(doc, {}, keys, missing);
        std::string list;
        for (const std::string& m : missing) list += (list.empty() ? "" : ", ") + m;
        QVERIFY2(missing.empty(), ("no explanation for " + list).c_str());
    }

    // The walk itself: a number under an explained table passes, a bare one fails, a section alone
    // explains nothing.
    void theWalkFindsAnUnexplainedNumber() {
        const cp::Json doc = cp::Json::parse(R"({"a": {"b": 1, "t": [{"x": 2}], "c": {"d": 3}}})");
        std::set<std::string> missing;
        walk(doc, {}, {"a.t", "a.c", "a"}, missing);
        QCOMPARE(missing, (std::set<std::string>{"a.b"}));
    }
};

QTEST_APPLESS_MAIN(TestExplainedOutputs)
#include "test_explained_outputs.moc"
