// JsonReader: types, ranges, paths and messages; JSON syntax errors with line/column.
#include <QtTest>

#include "common/input_error.h"
#include "common/json_reader.h"

using cp::InputError;
using cp::Json;
using cp::JsonReader;

class TestJsonReader : public QObject {
    Q_OBJECT

private:
    // Runs `read` on the object parsed from `text`; returns the error message ("" if none).
    template <class Read>
    static QString errorOf(const char* text, Read read) {
        cp::ReadContext context{"f.json", {}, {}};
        try {
            const Json json = cp::parseJson(text, "f.json");
            JsonReader r(json, "", context);
            read(r);
        } catch (const InputError& e) {
            return QString::fromStdString(e.what());
        }
        return {};
    }

private slots:
    void integerRange() {
        QCOMPARE(errorOf(R"({"n": -5})", [](JsonReader& r) { r.integer("n", 1); }),
                 QString("f.json: /n: -5 is out of range; expected an integer ≥ 1"));
        QCOMPARE(errorOf(R"({"n": 2.5})", [](JsonReader& r) { r.integer("n", 1); }),
                 QString("f.json: /n: 2.5 is not allowed; expected an integer ≥ 1"));
        QCOMPARE(errorOf(R"({"n": "7"})", [](JsonReader& r) { r.integer("n", 1); }),
                 QString("f.json: /n: expected an integer ≥ 1, found \"7\""));
        QCOMPARE(errorOf(R"({"n": 18446744073709551615})", [](JsonReader& r) { r.integer("n", 1); }),
                 QString("f.json: /n: 18446744073709551615 is out of range; expected an integer ≥ 1 and at most 2^40 (1099511627776)"));
        QCOMPARE(errorOf(R"({"n": 4.0})", [](JsonReader& r) { QCOMPARE(r.integer("n", 1), 4); }), QString());
    }

    void numbersMustBeFinite() {
        const QString e = errorOf(R"({"x": 1e400})", [](JsonReader& r) { r.number("x", 0, 10); });
        QVERIFY2(e.contains("/x") || e.contains("not valid JSON"), qPrintable(e));
        QCOMPARE(errorOf(R"({"x": 11})", [](JsonReader& r) { r.number("x", 0, 10); }),
                 QString("f.json: /x: 11 is out of range; expected a number from 0 to 10"));
    }

    void missingAndWrongType() {
        QCOMPARE(errorOf(R"({})", [](JsonReader& r) { r.string("name"); }), QString("f.json: /name: is required but missing"));
        QCOMPARE(errorOf(R"({"o": [1]})", [](JsonReader& r) { r.object("o"); }),
                 QString("f.json: /o: expected an object, found an array"));
        QCOMPARE(errorOf(R"({"e": "x"})",
                         [](JsonReader& r) {
                             r.oneOf("e", {"a", "b"});
                         }),
                 QString("f.json: /e: \"x\" is not allowed; expected one of \"a\", \"b\""));
    }

    // A long value is quoted cut to 57 bytes and "...", never inside a UTF-8 character.
    void longValuesAreQuotedShort() {
        QCOMPARE(QString::fromStdString(cp::quotedExcerpt(std::string(60, 'a'))), "\"" + QString(60, 'a') + "\"");
        QCOMPARE(QString::fromStdString(cp::quotedExcerpt(std::string(100000, 'a'))), "\"" + QString(57, 'a') + "...\"");
        const std::string accent = std::string(56, 'a') + "\u00e9" + std::string(10, 'b');  // é is bytes 56 and 57
        QCOMPARE(QString::fromStdString(cp::quotedExcerpt(accent)), "\"" + QString(56, 'a') + "...\"");
        const std::string huge = "{\"e\": \"" + std::string(100000, 'x') + "\"}";
        const QString e = errorOf(huge.c_str(), [](JsonReader& r) { r.oneOf("e", {"a"}); });
        QCOMPARE(e, "f.json: /e: \"" + QString(57, 'x') + "...\" is not allowed; expected one of \"a\"");
    }

    void sourcedValues() {
        QCOMPARE(errorOf(R"({"p": 5})", [](JsonReader& r) { r.sourced("p", 0, 10); }),
                 QString("f.json: /p: expected {\"value\": number, \"source\": text}, found 5"));
        QCOMPARE(errorOf(R"({"p": {"value": 5, "source": ""}})", [](JsonReader& r) { r.sourced("p", 0, 10); }),
                 QString("f.json: /p/source: must not be empty; cite a document or say \"assumption\""));
        QCOMPARE(errorOf(R"({"p": {"value": 5}})", [](JsonReader& r) { r.sourced("p", 0, 10); }),
                 QString("f.json: /p/source: is required but missing"));
    }

    void pathsEscapeAndNest() {
        QCOMPARE(errorOf(R"({"a/b": {"list": [{}, {"x": true}]}})",
                         [](JsonReader& r) {
                             auto items = r.object("a/b").objects("list", true);
                             items[1].integer("x", 0);
                         }),
                 QString("f.json: /a~1b/list/1/x: expected an integer ≥ 0, found true"));
    }

    void unknownKeysWarn() {
        cp::ReadContext context{"f.json", {}, {}};
        const Json json = cp::parseJson(R"({"known": 1, "typo": 2})", "f.json");
        JsonReader r(json, "", context);
        r.integer("known", 0);
        r.finish();
        QCOMPARE(context.warnings.size(), size_t(1));
        QCOMPARE(QString::fromStdString(context.warnings[0].path), QString("/typo"));
    }

    // Text is shown in terminals, spreadsheets and XML: control characters other than tab and line
    // breaks are refused with their code and place; unknown keys are quoted shortened and escaped,
    // and a key that cannot be a plain path is reported at its object (issue 42).
    void controlCharactersAndLongKeys() {
        QCOMPARE(errorOf("{\"t\": \"ok\\u001b[2J\"}", [](JsonReader& r) { r.string("t"); }),
                 QString("f.json: /t: contains the control character U+001B at byte 2; expected printable text (tabs and "
                         "line breaks are allowed)"));
        QCOMPARE(errorOf("{\"t\": [\"a\", \"b\\u0001\"]}", [](JsonReader& r) { r.optionalTextList("t", 4); }),
                 QString("f.json: /t/1: contains the control character U+0001 at byte 1; expected printable text (tabs and "
                         "line breaks are allowed)"));
        QCOMPARE(errorOf(R"({"t": "a\tb\nc\r"})", [](JsonReader& r) { QCOMPARE(r.string("t"), std::string("a\tb\nc\r")); }),
                 QString());
        cp::ReadContext context{"f.json", {}, {}};
        const std::string longKey(1 << 20, 'k');
        const Json json = cp::parseJson("{\"esc\\u001b[31m\": 1, \"" + longKey + "\": 2}", "f.json");
        JsonReader r(json, "/o", context);
        r.finish();
        QCOMPARE(context.warnings.size(), size_t(2));
        for (const auto& w : context.warnings) {
            QCOMPARE(QString::fromStdString(w.path), QString("/o"));
            QVERIFY2(w.message.size() < 100 && w.message.find('\x1b') == std::string::npos, w.message.c_str());
        }
        QCOMPARE(QString::fromStdString(context.warnings[0].message), QString("unknown key \"esc\\u001B[31m\" ignored"));
    }

    void syntaxErrorsHaveLineAndColumn() {
        const QString e = errorOf("{\n  \"a\": 1,\n  \"b\": \n}", [](JsonReader&) {});
        QVERIFY2(e.startsWith("f.json: not valid JSON at line 4"), qPrintable(e));
        QCOMPARE(errorOf("   ", [](JsonReader&) {}), QString("f.json: the file is empty; expected a JSON object"));
        QVERIFY(errorOf("{\"a\": [1, 2", [](JsonReader&) {}).contains("not valid JSON"));
        QVERIFY(errorOf("\xff\xfe{\0}", [](JsonReader&) {}).contains("UTF-16"));
        QCOMPARE(errorOf("[1, 2]", [](JsonReader&) {}), QString("f.json: expected an object, found an array"));
    }
};

QTEST_APPLESS_MAIN(TestJsonReader)
#include "test_json_reader.moc"
