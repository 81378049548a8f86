// Spreadsheet export: RFC 4180 quoting, the BOM CSV against the plan, the XLSX
// workbook written atomically (missing folder, folder as target, overwrite, a
// write that fails part-way as on a full disk), and the CLI's --bom / --xlsx.
// The workbook's content is read back independently by tests/check_xlsx.py.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

#include <csignal>
#include <sys/resource.h>

#include "file_size_limit.h"
#include "cli_runner.h"
#include "io/bom_csv.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"
#include "common/csv_writer.h"
#include "test_support.h"

namespace {

// RFC 4180 records, independent of the writer (quotes doubled, CRLF between records).
std::vector<std::vector<std::string>> parseCsv(const std::string& text) {
    std::vector<std::vector<std::string>> records(1, std::vector<std::string>(1));
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
                records.back().back() += '"', ++i;
            else if (c == '"')
                quoted = false;
            else
                records.back().back() += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            records.back().emplace_back();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            records.emplace_back(1);
            ++i;
        } else {
            records.back().back() += c;
        }
    }
    if (records.back() == std::vector<std::string>(1)) records.pop_back();
    return records;
}

QStringList filesIn(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot | QDir::Dirs, QDir::Name);
}

QByteArray contentOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The message the export throws; empty when it succeeds.
template <typename Write>
QString errorOf(Write write) {
    try {
        write();
    } catch (const std::runtime_error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

using cptest::FileSizeLimit;

using Run = cptest::CliRun;

Run cli(const QStringList& args) { return cptest::runCli(args); }

QString profile(const char* name) { return QString::fromStdString(cptest::profilePath(name)); }

}  // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void csvQuotingRoundTrips() {
        QCOMPARE(QString::fromStdString(cp::csvField("plain")), QString("plain"));
        QCOMPARE(QString::fromStdString(cp::csvField("line\r\nbreak")), QString("\"line\r\nbreak\""));
        QCOMPARE(QString::fromStdString(cp::csvField("")), QString(""));
        cp::CsvRow row;
        row.text("a,b").text("say \"hi\"").number(1.5).count(-42).empty().text("x\ny");
        const std::string first = row.finish();
        QCOMPARE(QString::fromStdString(first), QString("\"a,b\",\"say \"\"hi\"\"\",1.5,-42,,\"x\ny\"\r\n"));
        const std::string second = row.text("next").finish();  // a new record, not appended
        QCOMPARE(QString::fromStdString(second), QString("next\r\n"));
        const auto records = parseCsv(first + second);
        QCOMPARE(records.size(), std::size_t(2));
        QCOMPARE(records[0], (std::vector<std::string>{"a,b", "say \"hi\"", "1.5", "-42", "", "x\ny"}));
    }

    void bomCsvMatchesThePlan() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        const auto records = parseCsv(cp::bomCsvText(plan));
        const std::vector<cp::BomLine>& bom = plan.cost->bom;
        QCOMPARE(records.size(), bom.size() + 1);
        QCOMPARE(records[0].front(), std::string("category"));
        double total = 0;
        for (std::size_t i = 0; i < bom.size(); ++i) {
            const auto& r = records[i + 1];
            QCOMPARE(r.size(), std::size_t(11));
            QCOMPARE(r[1], bom[i].network);
            QCOMPARE(r[2], bom[i].item);
            QCOMPARE(r[10], bom[i].price_source);  // sources hold commas: quoted and read back whole
            QCOMPARE(std::stoll(r[4]), static_cast<long long>(bom[i].quantity));
            QCOMPARE(r[5], bom[i].counted);
            total += std::stod(r[7]);
        }
        QVERIFY_NEAR(total, plan.cost->capex_usd, 1e-12);
    }

    void xlsxIsWrittenAtomically() {
        QTemporaryDir dir;
        const QString path = dir.filePath("plan.xlsx");
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        const cp::XlsxResult r = cp::writePlanXlsx(path.toStdString(), p, cptest::shippedCatalog(), plan);
        QCOMPARE(r.sheets, 5);  // Summary, BOM, Cabling, Power, Assumptions
        QCOMPARE(r.cable_rows, std::int64_t(0));
        QCOMPARE(filesIn(dir), QStringList{"plan.xlsx"});  // no temporary left
        const QByteArray bytes = contentOf(path);
        QCOMPARE(static_cast<std::uintmax_t>(bytes.size()), r.bytes);
        QVERIFY(bytes.startsWith("PK\x03\x04"));  // a zip container

        cp::XlsxOptions withCables;
        withCables.cable_plan_sheet = true;
        const cp::XlsxResult big = cp::writePlanXlsx(path.toStdString(), p, cptest::shippedCatalog(), plan, withCables);
        QCOMPARE(big.sheets, 6);
        QCOMPARE(big.cable_rows, plan.cabling->cables_total);
        QVERIFY(big.bytes > r.bytes);
        QCOMPARE(filesIn(dir), QStringList{"plan.xlsx"});
    }

    void compareWorkbookHasEveryPlan() {
        QTemporaryDir dir;
        const cp::Profile a = cptest::shippedProfile("fire-flyer-2"), b = cptest::shippedProfile("dgx-a100-10k");
        const cp::Plan pa = cp::evaluate(a, cptest::shippedCatalog()), pb = cp::evaluate(b, cptest::shippedCatalog());
        const cp::XlsxResult r =
            cp::writePlansXlsx(dir.filePath("c.xlsx").toStdString(), {{&a, &pa}, {&b, &pb}}, cptest::shippedCatalog());
        QCOMPARE(r.sheets, 1 + 5 + 5);
        QVERIFY(errorOf([&] {
                    cp::writePlansXlsx(dir.filePath("d.xlsx").toStdString(), {}, cptest::shippedCatalog());
                }).contains("no plan"));
    }

    void unwritableTargetsLeaveNothing() {
        QTemporaryDir dir;
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        const std::string missing = dir.filePath("no/such/folder/plan.xlsx").toStdString();
        QString message = errorOf([&] { cp::writePlanXlsx(missing, p, cptest::shippedCatalog(), plan); });
        QVERIFY2(message.startsWith(QString::fromStdString(missing)) && message.contains("cannot write"), qPrintable(message));
        message = errorOf([&] { cp::writePlanXlsx(dir.path().toStdString(), p, cptest::shippedCatalog(), plan); });
        QVERIFY2(message.contains("is a folder"), qPrintable(message));
        message = errorOf([&] { cp::writeBomCsv(dir.filePath("no/bom.csv").toStdString(), plan); });
        QVERIFY2(message.contains("cannot write"), qPrintable(message));
        QCOMPARE(filesIn(dir), QStringList{});
    }

    void overwriteReplacesTheFileWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath("plan.xlsx");
        writeText(path, "an older export");
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        cp::writePlanXlsx(path.toStdString(), p, cptest::shippedCatalog(), cp::evaluate(p, cptest::shippedCatalog()));
        QVERIFY(contentOf(path).startsWith("PK"));
        QCOMPARE(filesIn(dir), QStringList{"plan.xlsx"});
    }

    // A write that fails part-way (disk full) reports it; the old file stays whole
    // and no temporary is left behind. The limit applies to every file, so the
    // workbook's final archive write fails (libxlsxwriter checks that one).
    void failedWriteKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString xlsx = dir.filePath("plan.xlsx"), csv = dir.filePath("cables.csv");
        writeText(xlsx, "old workbook");
        writeText(csv, "old cables");
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QString xlsxError, csvError;
        {
            const FileSizeLimit limit(4 * 1024);  // the workbook takes ~15 kB, the cable CSV ~270 kB
            xlsxError = errorOf([&] { cp::writePlanXlsx(xlsx.toStdString(), p, cptest::shippedCatalog(), plan); });
            csvError = errorOf([&] { cp::writeCablePlanCsv(csv.toStdString(), p, cptest::shippedCatalog(), plan); });
        }
        QVERIFY2(xlsxError.startsWith(xlsx) && xlsxError.contains("not changed"), qPrintable(xlsxError));
        QVERIFY2(csvError.contains("disk full"), qPrintable(csvError));
        QCOMPARE(contentOf(xlsx), QByteArray("old workbook"));
        QCOMPARE(contentOf(csv), QByteArray("old cables"));
        QCOMPARE(filesIn(dir), (QStringList{"cables.csv", "plan.xlsx"}));
    }

    void cliWritesBomAndComparison() {
        QTemporaryDir dir;
        const QString csv = dir.filePath("bom.csv"), xlsx = dir.filePath("bom.xlsx"), cmp = dir.filePath("cmp.xlsx");
        Run r = cli({"plan", profile("fire-flyer-2"), "--bom", csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("wrote 11 BOM lines to " + csv), qPrintable(r.err));
        QCOMPARE(contentOf(csv), QByteArray::fromStdString(cp::bomCsvText(cptest::planOf("fire-flyer-2"))));
        r = cli({"plan", profile("fire-flyer-2"), "--bom", xlsx, "--cable-sheet"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("wrote 6 sheets (3200 cables) to " + xlsx), qPrintable(r.err));
        r = cli({"plan", profile("fire-flyer-2"), "--bom", xlsx});  // overwriting says so
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("(replaced the existing file)"), qPrintable(r.err));
        r = cli({"compare", profile("fire-flyer-2"), profile("dgx-a100-10k"), "--xlsx", cmp});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("wrote 11 sheets to " + cmp), qPrintable(r.err));
        r = cli({"plan", profile("fire-flyer-2"), "--bom", dir.filePath("missing/bom.xlsx")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("error: ") && r.err.contains("cannot write"), qPrintable(r.err));
        QCOMPARE(filesIn(dir), (QStringList{"bom.csv", "bom.xlsx", "cmp.xlsx"}));
    }

    // Outputs never replace a device, FIFO or socket (run as root, --cables /dev/null replaced
    // /dev/null), and a name near the 255-byte limit still gets its temporary (issue 42).
    void writersKeepDevicesAndLongNames() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo.csv");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        for (const QString& target : {QStringLiteral("/dev/null"), fifo}) {
            const Run r = cli({"plan", profile("fire-flyer-2"), "--cables", target});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("is not a regular file") && r.err.contains("nothing was written"), qPrintable(r.err));
        }
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        const QString longName = dir.filePath(QString(246, QLatin1Char('a')) + ".csv");  // 250 bytes
        const Run r = cli({"plan", profile("fire-flyer-2"), "--cables", longName});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(longName).size() > 0);
        const QStringList left = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        QCOMPARE(left.size(), 2);  // the FIFO and the cable plan: no temporary left
    }

    // calibrate -o updates a catalog layer; a file with other keys (a profile) is refused unchanged.
    void calibrateKeepsAProfileGivenAsOutput() {
        QTemporaryDir dir;
        const QString target = dir.filePath("p.json");
        QVERIFY(QFile::copy(profile("fire-flyer-2"), target));
        const QByteArray before = contentOf(target);
        const Run r = cli({"calibrate", "nccl", QString::fromStdString(cptest::dataDir() + "/../tests/data/calibration/all_reduce_perf-h100-1node.txt"),
                           "--gpu", "h100-sxm", "-o", target});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("has keys a catalog layer does not") && r.err.contains("\"/compute\""), qPrintable(r.err));
        QCOMPARE(contentOf(target), before);
    }

    // optimize --save-best never replaces the specification's base profile.
    void saveBestKeepsTheBaseProfile() {
        QTemporaryDir dir;
        const QString base = dir.filePath("base.json"), spec = dir.filePath("spec.json");
        QVERIFY(QFile::copy(profile("llama-70b-2k-h100"), base));
        QByteArray text = contentOf(QString::fromStdString(cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json"));
        text.replace("\"llama-70b-2k-h100.json\"", "\"./base.json\"");
        QFile out(spec);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        const QByteArray before = contentOf(base);
        const Run r = cli({"optimize", spec, "--save-best", base});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("is the specification's base profile"), qPrintable(r.err));
        QCOMPARE(contentOf(base), before);
        const Run self = cli({"optimize", spec, "--save-best", spec});
        QCOMPARE(self.exitCode, 2);
        QVERIFY2(self.err.contains("is also an input"), qPrintable(self.err));
    }

    void cliUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString ff = profile("fire-flyer-2");
        QTest::newRow("bom extension") << QStringList{"plan", ff, "--bom", "x.ods"} << ".xlsx or .csv";
        QTest::newRow("cable sheet without xlsx")
            << QStringList{"plan", ff, "--bom", "x.csv", "--cable-sheet"} << "--cable-sheet";
        QTest::newRow("bom on compare") << QStringList{"compare", ff, ff, "--bom", "x.xlsx"} << "only plan takes --bom";
        QTest::newRow("xlsx on plan") << QStringList{"plan", ff, "--xlsx", "x.xlsx"} << "only compare, optimize and uncertainty take --xlsx";
        QTest::newRow("xlsx extension") << QStringList{"compare", ff, ff, "--xlsx", "x.csv"} << "--xlsx takes";
        QTest::newRow("same file twice") << QStringList{"plan", ff, "--bom", "x.csv", "--cables", "./x.csv"} << "same file";
        // An output never replaces an input of the same command (issue 42).
        QTest::newRow("cables over the profile") << QStringList{"plan", ff, "--cables", ff} << "is also an input";
        QTest::newRow("csv over a compared profile") << QStringList{"compare", ff, ff, "--csv", ff} << "is also an input";
        QTest::newRow("sweep csv over its profile")
            << QStringList{"sweep", ff, "--vary", "/power/pue=1.2,1.3", "--csv", ff} << "is also an input";
        QTest::newRow("bom over a catalog") << QStringList{"plan", ff, "--catalog", "c.csv", "--bom", "./c.csv"} << "is also an input";
    }

    void cliUsageErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_APPLESS_MAIN(TestExport)
#include "test_export.moc"
