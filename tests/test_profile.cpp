// Profiles: the shipped ones load; every kind of bad input fails with the JSON
// path, the value and what was expected; unknown keys warn; save/load round-trips.
#include <QtTest>

#include <filesystem>
#include <fstream>

#include "common/file_io.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "test_support.h"

namespace {

// The default profile with one change applied: set `pointer` to `value`, or remove it when value is absent.
std::string mutatedProfile(const std::string& pointer, const std::optional<cp::Json>& value) {
    cp::Json doc = cp::Json::parse(cp::readTextFile(cptest::profilePath("fire-flyer-2")));
    const cp::Json::json_pointer ptr(pointer);
    if (value) {
        doc[ptr] = *value;
    } else {
        doc[ptr.parent_pointer()].erase(ptr.back());
    }
    return doc.dump(2);
}

// Bad values in /compute and the top-level keys: the field, the value and what was expected.
void addBadProfileRows() {
    QTest::newRow("negative nodes") << "/compute/nodes"
                                    << "-5"
                                    << "/compute/nodes: -5 is out of range; expected an integer ≥ 1";
    QTest::newRow("zero nodes") << "/compute/nodes"
                                << "0"
                                << "/compute/nodes: 0 is out of range";
    QTest::newRow("nodes as text") << "/compute/nodes"
                                   << "\"many\""
                                   << "/compute/nodes: expected an integer ≥ 1, found \"many\"";
    QTest::newRow("fractional nodes") << "/compute/nodes"
                                      << "12.5"
                                      << "/compute/nodes: 12.5 is not allowed";
    QTest::newRow("huge nodes") << "/compute/nodes"
                                << "1e30"
                                << "/compute/nodes: 1e+30 is out of range; expected an integer ≥ 1 and at most 2^40";
    QTest::newRow("no node count") << "/compute/nodes"
                                   << ""
                                   << "/compute: needs exactly one of \"nodes\" or \"gpus\"";
    QTest::newRow("nodes and gpus") << "/compute/gpus"
                                    << "8"
                                    << "/compute: needs exactly one of \"nodes\" or \"gpus\"";
    QTest::newRow("unknown node type") << "/compute/node_type"
                                       << "\"dgx-z\""
                                       << "/compute/node_type: \"dgx-z\" is not a node type in the catalog";
    QTest::newRow("compute missing") << "/compute"
                                     << ""
                                     << "/compute: is required but missing";
    QTest::newRow("no name") << "/name"
                             << ""
                             << "/name: is required but missing";
    QTest::newRow("schema 2") << "/schema"
                              << "2"
                              << "/schema: 2: this profile was written by a newer ClusterPlanner";
}

// Bad values in /networks.
void addBadNetworkRows() {
    QTest::newRow("networks empty") << "/networks"
                                    << "[]"
                                    << "/networks: is empty";
    QTest::newRow("networks object") << "/networks"
                                     << "{}"
                                     << "/networks: expected an array of objects, found an object";
    QTest::newRow("unknown switch") << "/networks/0/switch"
                                    << "\"qm9999\""
                                    << "/networks/0/switch: \"qm9999\" is not a switch in the catalog";
    QTest::newRow("speed not a port mode") << "/networks/0/link_speed_gbps"
                                           << "400"
                                           << "/networks/0/link_speed_gbps: 400 Gb/s is not a port speed of qm8700; expected "
                                              "one of its modes: 40 × 200G, 80 × 100G";
    QTest::newRow("five tiers") << "/networks/0/tiers"
                                << "5"
                                << "/networks/0/tiers: 5 is out of range; expected an integer from 1 to 4";
    QTest::newRow("tiers word") << "/networks/0/tiers"
                                << "\"three\""
                                << "/networks/0/tiers: expected \"auto\" or an integer from 1 to 4, found \"three\"";
    QTest::newRow("zero zones") << "/networks/0/zones"
                                << "0"
                                << "/networks/0/zones: 0 is out of range";
    QTest::newRow("ratio below 1") << "/networks/0/oversubscription"
                                   << "[0.5]"
                                   << "/networks/0/oversubscription/0: 0.5 is out of range; expected a number from 1 to 64";
    QTest::newRow("ratio not list") << "/networks/0/oversubscription"
                                    << "2"
                                    << "/networks/0/oversubscription: expected an array of numbers, found 2";
    QTest::newRow("extra without reason") << "/networks/0/extra_switches/0/reason"
                                          << "\"\""
                                          << "/networks/0/extra_switches/0/reason: must say why";
    QTest::newRow("bad role") << "/networks/0/role"
                              << "\"backend\""
                              << "/networks/0/role: \"backend\" is not allowed";
}

// Bad values in the other sections.
void addBadSectionRows() {
    QTest::newRow("storage network unknown") << "/storage/network"
                                             << "\"san\""
                                             << "/storage/network: \"san\" is not the name of a network in /networks";
    QTest::newRow("storage nic unknown") << "/storage/nic"
                                         << "\"cx9\""
                                         << "/storage/nic: \"cx9\" is not a NIC in the catalog";
    QTest::newRow("negative storage") << "/storage/servers"
                                      << "-1"
                                      << "/storage/servers: -1 is out of range";
    QTest::newRow("pue below 1") << "/power/pue"
                                 << "0.9"
                                 << "/power/pue: 0.9 is out of range; expected a number from 1 to 5";
    QTest::newRow("precision") << "/workload/precision"
                               << "\"fp4\""
                               << "/workload/precision: \"fp4\" is not allowed";
    QTest::newRow("mfu above 1") << "/workload/mfu"
                                 << "1.5"
                                 << "/workload/mfu: 1.5 is out of range";
    QTest::newRow("layout type") << "/layout"
                                 << "[]"
                                 << "/layout: expected an object, found an array";
    QTest::newRow("checkpoint negative") << "/reliability/checkpoint_write_minutes"
                                         << "-1"
                                         << "/reliability/checkpoint_write_minutes: -1 is out of range";
}

}  // namespace

class TestProfile : public QObject {
    Q_OBJECT

private slots:
    void shippedProfilesLoadWithoutWarnings_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void shippedProfilesLoadWithoutWarnings() {
        QFETCH(QString, name);
        cp::Diagnostics warnings;
        const cp::Profile p = cp::loadProfileFile(cptest::profilePath(name.toStdString()), cptest::shippedCatalog(), warnings);
        QVERIFY(warnings.empty());
        QVERIFY(!p.name.empty());
        QVERIFY2(p.description.find("Source") != std::string::npos, "each shipped profile's description cites its source");
    }

    void badInput_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");  // JSON text; empty = remove the key
        QTest::addColumn<QString>("expected");
        addBadProfileRows();
        addBadNetworkRows();
        addBadSectionRows();
    }

    void badInput() {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        std::optional<cp::Json> v;
        if (!value.isEmpty()) v = cp::Json::parse(value.toStdString());
        const std::string text = mutatedProfile(pointer.toStdString(), v);
        cp::Diagnostics warnings;
        try {
            cp::parseProfile(text, "p.json", cptest::shippedCatalog(), warnings);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith("p.json: "), e.what());
            QVERIFY2(QString::fromStdString(e.what()).contains(expected), e.what());
        }
    }

    void duplicateNetworkNames() {
        cp::Json doc = cp::Json::parse(cp::readTextFile(cptest::profilePath("fire-flyer-2")));
        doc["networks"].push_back(doc["networks"][0]);
        cp::Diagnostics warnings;
        try {
            cp::parseProfile(doc.dump(), "p.json", cptest::shippedCatalog(), warnings);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QString("/networks/1/name"));
        }
    }

    void unknownKeysWarnAndNameThePath() {
        const std::string text = mutatedProfile("/compute/nodez", cp::Json(5));
        cp::Diagnostics warnings;
        const cp::Profile p = cp::parseProfile(text, "p.json", cptest::shippedCatalog(), warnings);
        QCOMPARE(warnings.size(), size_t(1));
        QCOMPARE(QString::fromStdString(warnings[0].path), QString("/compute/nodez"));
        QCOMPARE(*p.compute.nodes, 1240);
    }

    void defaultsApplyWhenSectionsAreOmitted() {
        const std::string text = R"({"schema": 1, "name": "min", "compute": {"node_type": "hgx-h100", "gpus": 1024},
            "networks": [{"name": "backend", "switch": "qm9700", "link_speed_gbps": 400}]})";
        cp::Diagnostics warnings;
        const cp::Profile p = cp::parseProfile(text, "p.json", cptest::shippedCatalog(), warnings);
        QVERIFY(warnings.empty());
        QVERIFY(p.networks[0].role == cp::NetworkRole::Compute);
        QVERIFY(!p.networks[0].tiers);
        QCOMPARE(p.networks[0].zones, 1);
        QCOMPARE(p.power.pue, cp::PowerCostInput{}.pue);
        QCOMPARE(p.storage.servers, 0);
    }

    void roundTripPreservesEveryValue_data() { shippedProfilesLoadWithoutWarnings_data(); }

    void roundTripPreservesEveryValue() {
        QFETCH(QString, name);
        const cp::Profile original = cptest::shippedProfile(name.toStdString());
        const std::string saved = cp::profileToJsonText(original);
        cp::Diagnostics warnings;
        const cp::Profile reloaded = cp::parseProfile(saved, "saved.json", cptest::shippedCatalog(), warnings);
        QVERIFY(warnings.empty());
        QVERIFY(reloaded == original);
        QCOMPARE(cp::profileToJsonText(reloaded), saved);  // stable text
    }

    void saveIsAtomic() {
        namespace fs = std::filesystem;
        const fs::path dir = fs::temp_directory_path() / "cp_profile_save_test";
        fs::remove_all(dir);
        fs::create_directories(dir);
        const fs::path target = dir / "p.json";
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        cp::saveProfileFile(target.string(), p);
        cp::Diagnostics warnings;
        QVERIFY(cp::loadProfileFile(target.string(), cptest::shippedCatalog(), warnings) == p);
        int files = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++files;
        QCOMPARE(files, 1);  // no temporary left behind
        // A folder that does not exist: error, nothing written.
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, cp::saveProfileFile((dir / "missing" / "p.json").string(), p));
        fs::remove_all(dir);
    }

    void validateProfileUsesTheLoaderRules() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        p.networks[0].switch_id = "nope";
        QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::validateProfile(p, cptest::shippedCatalog()));
    }

    void unreadableFiles() {
        cp::Diagnostics warnings;
        try {
            cp::loadProfileFile("/nonexistent/p.json", cptest::shippedCatalog(), warnings);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QVERIFY(QString::fromStdString(e.what()).contains("cannot open the file"));
        }
        QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::loadProfileFile(cptest::dataDir(), cptest::shippedCatalog(), warnings));
    }
};

QTEST_APPLESS_MAIN(TestProfile)
#include "test_profile.moc"
