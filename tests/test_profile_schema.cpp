// The profile's field declarations (core/profile/profile_schema.cpp) and what is made from them:
// the docs tables, the writer (defaults left out, given keys kept, whole numbers integral), the
// registry's lookups and edits, and the in-memory check that refuses an edit as the reader
// refuses the same value in a file.
#include <QtTest>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "common/input_error.h"
#include "common/json_reader.h"
#include "profile/field_table.h"
#include "profile/profile_io.h"
#include "profile/profile_schema.h"
#include "plan/assumptions.h"
#include "test_support.h"

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// "<!-- fields /layout -->...<!-- end fields -->" blocks by section.
std::map<std::string, std::string> tableBlocks(const std::string& text) {
    std::map<std::string, std::string> out;
    const std::regex block(R"(<!-- fields (\S+) -->\n([\s\S]*?)<!-- end fields -->)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), block); it != std::sregex_iterator(); ++it)
        out[(*it)[1].str()] = (*it)[2].str();
    return out;
}

cp::Json shippedJson(const std::string& name) { return cp::parseJson(readFile(cptest::profilePath(name)), name); }

// Empty arrays say nothing: the writer leaves them out.
void dropEmptyArrays(cp::Json& j) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end();) {
            if (it->is_array() && it->empty())
                it = j.erase(it);
            else
                dropEmptyArrays(*it++);
        }
    } else if (j.is_array()) {
        for (cp::Json& e : j) dropEmptyArrays(e);
    }
}

std::pair<std::string, std::string> fileError(cp::Json doc, const std::string& pointer, const cp::Json& value) {
    doc[cp::Json::json_pointer(pointer)] = value;
    cp::Diagnostics warnings;
    try {
        cp::parseProfile(doc.dump(), "", cptest::shippedCatalog(), warnings);
    } catch (const cp::InputError& e) {
        return {e.jsonPath(), e.problem()};
    }
    return {};
}

std::pair<std::string, std::string> editError(cp::Profile p, const std::string& pointer, const cp::FieldValue& value) {
    const auto ref = cp::findProfileField(pointer);
    if (!ref) return {"no field", pointer};
    try {
        if (!cp::setFieldValue(p, *ref, value)) return {"no element", pointer};
        cp::checkProfile(p, cptest::shippedCatalog());
    } catch (const cp::InputError& e) {
        return {e.jsonPath(), e.problem()};
    }
    return {};
}

}  // namespace

class TestProfileSchema : public QObject {
    Q_OBJECT

private slots:
    // Both ways: every declared section has its table in the docs, every table in the docs is a
    // declared section, and each table is exactly what the declarations make.
    void docsTablesAreTheDeclarations() {
        const auto documented = tableBlocks(readFile(cptest::dataDir() + "/../docs/profile-format.md"));
        const auto generated = tableBlocks(cp::allFieldTablesMarkdown());
        QCOMPARE(documented.size(), generated.size());
        for (const auto& [section, table] : generated) {
            const auto it = documented.find(section);
            QVERIFY2(it != documented.end(), ("docs/profile-format.md has no table for " + section).c_str());
            QVERIFY2(it->second == table,
                     ("the docs table of " + section + " differs; run clusterplanner-cli fields --markdown:\n" + table).c_str());
        }
    }

    void declarationsAreComplete() {
        std::set<std::string> pointers;
        for (const cp::ProfileField& f : cp::profileFields()) {
            const cp::FieldSpec& s = f.spec;
            QVERIFY2(pointers.insert(s.pointer).second, s.pointer.c_str());
            QVERIFY2(!s.label.empty() && !s.help.empty(), s.pointer.c_str());
            QVERIFY2(s.kind != cp::FieldKind::Auto, s.pointer.c_str());
            if (cp::isNumberKind(s.kind) || s.kind == cp::FieldKind::RealList) QVERIFY2(s.min < s.max, s.pointer.c_str());
            if (s.kind == cp::FieldKind::Choice || s.kind == cp::FieldKind::ChoiceList) {
                QVERIFY2(!s.choices.empty() && s.choices.size() == s.choice_labels.size(), s.pointer.c_str());
                QVERIFY2(!s.choice_what.empty(), s.pointer.c_str());
            }
            if (s.kind == cp::FieldKind::Part || s.kind == cp::FieldKind::PartList)
                QVERIFY2(s.part != cp::PartKind::None, s.pointer.c_str());
            if (cp::isListKind(s.kind)) QVERIFY2(s.max_items > 0, s.pointer.c_str());
            if (s.optional) QVERIFY2(!s.unset.empty(), (s.pointer + ": say what leaving it out means").c_str());
            // A default a planner may leave is itself valid (fields required only sometimes excepted).
            if (cp::isNumberKind(s.kind) && !s.optional && !s.required && s.when.empty()) {
                const double d = std::holds_alternative<double>(s.default_value)
                                     ? std::get<double>(s.default_value)
                                     : static_cast<double>(std::get<std::int64_t>(s.default_value));
                QVERIFY2(d >= s.min && d <= s.max, s.pointer.c_str());
            }
        }
        QVERIFY(pointers.size() > 80);
    }

    // Defaults with reasons (issue 22, item 8): the defaults a planner most often leaves cite a source
    // or say "assumption: " and why, and the Assumptions sheet says so where the default is used.
    void defaultsSayWhereTheyComeFrom() {
        for (const char* pointer : {"/workload/mfu", "/power/pue", "/power/electricity_usd_per_kwh", "/power/co2_kg_per_kwh",
                                    "/power/hardware_life_years", "/reliability/repair_hours", "/reliability/restart_minutes",
                                    "/storage/server_price_usd", "/storage/server_type", "/cost/facility_capex_usd_per_mw"}) {
            const auto ref = cp::findProfileField(pointer);
            QVERIFY2(ref && !ref->field->spec.default_source.empty(), pointer);
        }
        for (const cp::ProfileField& f : cp::profileFields()) {
            const std::string& s = f.spec.default_source;
            if (s.rfind("assumption", 0) == 0)
                QVERIFY2(s.rfind("assumption: ", 0) == 0 && s.size() > 30, f.spec.pointer.c_str());  // a rationale follows
        }
        const cp::Profile profile = cptest::shippedProfile("llama-70b-2k-h100");  // gives no power section
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        bool seen = false;
        for (const cp::Assumption& a : cp::planAssumptions(profile, cptest::shippedCatalog(), plan))
            if (a.field == "power.pue") {
                seen = true;
                QVERIFY2(a.source.rfind("default: assumption: ", 0) == 0, a.source.c_str());
            } else if (a.field == "workload.mfu") {
                QCOMPARE(a.source, std::string("profile"));  // the profile gives 0.45
            }
        QVERIFY(seen);
    }

    void fieldsAreFoundByPointer() {
        const auto zones = cp::findProfileField("/networks/3/zones");
        QVERIFY(zones);
        QCOMPARE(zones->field->spec.pointer, std::string("/networks/*/zones"));
        QCOMPARE(zones->indices, (cp::FieldIndices{3}));
        const auto count = cp::findProfileField("/networks/1/other_hosts/2/count");
        QVERIFY(count);
        QCOMPARE(count->indices, (cp::FieldIndices{1, 2}));
        QVERIFY(cp::findProfileField("/layout/rack_power_kw"));
        QVERIFY(cp::findProfileField("/name"));
        for (const char* notAField :
             {"/layout", "/networks/x/zones", "/networks/01/zones", "/networks/0", "/power/puee", "power/pue", ""})
            QVERIFY2(!cp::findProfileField(notAField), notAField);
        QCOMPARE(cp::concretePointer("/networks/*/other_hosts/*/count", {1, 2}), std::string("/networks/1/other_hosts/2/count"));
    }

    // The writer gives back what the file said: every shipped profile and the template
    // round-trip to the same JSON (empty lists aside) and the same values.
    void savingWritesWhatTheFileSaid_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& n : cptest::shippedProfileNames()) QTest::newRow(n.c_str()) << QString::fromStdString(n);
    }
    void savingWritesWhatTheFileSaid() {
        QFETCH(QString, name);
        const cp::Profile p = cptest::shippedProfile(name.toStdString());
        cp::Json original = shippedJson(name.toStdString());
        dropEmptyArrays(original);
        const cp::Json saved = cp::profileToJson(p);
        // Key order is the declarations', not necessarily the file's: compare as unordered objects.
        QVERIFY2(nlohmann::json::parse(saved.dump()) == nlohmann::json::parse(original.dump()),
                 ("saved differs (JSON patch from the file): " + cp::Json::diff(original, saved).dump()).c_str());
        cp::Diagnostics warnings;
        QVERIFY(cp::parseProfile(saved.dump(), "saved", cptest::shippedCatalog(), warnings) == p);
        QVERIFY(warnings.empty());
    }

    void defaultsStayOutAndGivenKeysStay() {
        const std::string text = R"({"schema": 1, "name": "t", "compute": {"node_type": "hgx-h100", "nodes": 4},
            "networks": [{"name": "backend", "switch": "qm9700", "link_speed_gbps": 400, "tiers": "auto"}],
            "power": {"pue": 1.3}, "layout": {"rack_power_kw": 200.0}})";
        cp::Diagnostics warnings;
        cp::Profile p = cp::parseProfile(text, "t", cptest::shippedCatalog(), warnings);
        const std::string saved = cp::profileToJsonText(p);
        QVERIFY2(saved.find("\"pue\": 1.3") != std::string::npos, saved.c_str());              // given, though the default
        QVERIFY2(saved.find("\"tiers\": \"auto\"") != std::string::npos, saved.c_str());       // given as the word
        QVERIFY2(saved.find("\"rack_power_kw\": 200\n") != std::string::npos, saved.c_str());  // not 200.0
        QVERIFY2(saved.find("\"zones\"") == std::string::npos, saved.c_str());                 // a default nobody wrote
        QVERIFY2(saved.find("\"reliability\"") == std::string::npos, saved.c_str());
        // An edit that moves a value off its default is written even though the file lacked it.
        p.reliability.restart_minutes = 2.5;
        QVERIFY(cp::profileToJsonText(p).find("\"restart_minutes\": 2.5") != std::string::npos);
    }

    void editsClearTheFieldsTheyExclude() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        QVERIFY(p.compute.nodes && !p.compute.gpus);
        QVERIFY(cp::setFieldValue(p, *cp::findProfileField("/compute/gpus"), std::int64_t{4096}));
        QVERIFY(!p.compute.nodes);
        QCOMPARE(*p.compute.gpus, std::int64_t{4096});
        const cp::Json saved = cp::profileToJson(p);
        QVERIFY(!saved["compute"].contains("nodes"));
        QCOMPARE(saved["compute"]["gpus"].get<std::int64_t>(), std::int64_t{4096});
        p.reliability.iteration_seconds = 2;
        p.reliability.checkpoint_every_iterations = 100;
        QVERIFY(cp::setFieldValue(p, *cp::findProfileField("/reliability/checkpoint_interval_minutes"), 30.0));
        QVERIFY(!p.reliability.checkpoint_every_iterations && !p.reliability.iteration_seconds);
        QVERIFY(!cp::setFieldValue(p, *cp::findProfileField("/networks/7/zones"), std::int64_t{2}));  // no such network
        QVERIFY(std::holds_alternative<std::monostate>(cp::fieldValue(p, *cp::findProfileField("/networks/7/zones"))));
    }

    // The same bad value in a file and in an edit: the same path and the same words.
    void anEditIsRefusedAsTheFileWouldBe_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("json");
        QTest::newRow("rack power") << "/layout/rack_power_kw"
                                    << "5000";
        QTest::newRow("zones") << "/networks/0/zones"
                               << "0";
        QTest::newRow("price") << "/storage/server_price_usd"
                               << "-1";
        QTest::newRow("mfu") << "/workload/mfu"
                             << "1.5";
        QTest::newRow("precision") << "/workload/precision"
                                   << "\"fp4\"";
        QTest::newRow("switch") << "/networks/0/switch"
                                << "\"nope\"";
        QTest::newRow("tier switch") << "/networks/0/tier_switches"
                                     << "[\"qm8700\", \"nope\"]";
        QTest::newRow("media policy") << "/networks/0/media_policy"
                                      << "[\"no_aec\", \"lasers\"]";
        QTest::newRow("oversubscription") << "/networks/0/oversubscription"
                                          << "[2, 100]";
        QTest::newRow("speed") << "/networks/0/link_speed_gbps"
                               << "400";
        QTest::newRow("active > total") << "/workload/active_parameters_billion"
                                        << "1e5";
        QTest::newRow("storage network") << "/storage/network"
                                         << "\"nowhere\"";
        QTest::newRow("reason") << "/networks/0/extra_switches/0/reason"
                                << "\"\"";
    }
    void anEditIsRefusedAsTheFileWouldBe() {
        QFETCH(QString, pointer);
        QFETCH(QString, json);
        const cp::Json value = cp::Json::parse(json.toStdString());
        const auto file = fileError(shippedJson("fire-flyer-2"), pointer.toStdString(), value);
        QVERIFY2(!file.first.empty(), "the file was accepted");
        const auto ref = cp::findProfileField(pointer.toStdString());
        QVERIFY(ref);
        cp::FieldValue edit;
        if (value.is_number_integer() && ref->field->spec.kind == cp::FieldKind::Count)
            edit = value.get<std::int64_t>();
        else if (value.is_number())
            edit = value.get<double>();
        else if (value.is_string())
            edit = value.get<std::string>();
        else if (ref->field->spec.kind == cp::FieldKind::RealList)
            edit = value.get<std::vector<double>>();
        else
            edit = value.get<std::vector<std::string>>();
        const auto memory = editError(cptest::shippedProfile("fire-flyer-2"), pointer.toStdString(), edit);
        QCOMPARE(memory.first, file.first);
        QCOMPARE(memory.second, file.second);
    }
};

QTEST_APPLESS_MAIN(TestProfileSchema)
#include "test_profile_schema.moc"
