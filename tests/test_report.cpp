// The PDF design report: a valid, paginated PDF whose text carries the plan's
// figures, BOM and assumptions; atomic writing; the CLI's plan --report.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QtTest>

#include <csignal>
#include <memory>

#include <sys/resource.h>

#include "file_size_limit.h"
#include "common/format.h"
#include "views/overview_cards.h"
#include "plan/assumptions.h"
#include "export/report_writer.h"
#include "test_support.h"

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Page objects ("/Type /Page"), not the page tree ("/Type /Pages").
int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

// The document information's Title: Qt writes a literal string, UTF-16BE after a byte order mark,
// with \\, \( and \) escaped. Empty when there is none.
QString pdfTitle(const QByteArray& pdf) {
    const qsizetype start = pdf.indexOf("/Title (");
    if (start < 0) return {};
    QByteArray bytes;
    for (qsizetype i = start + 8; i < pdf.size() && pdf[i] != ')'; ++i) bytes += pdf[i] == '\\' ? pdf[++i] : pdf[i];
    if (!bytes.startsWith("\xFE\xFF")) return QString::fromLatin1(bytes);
    QString title;
    for (qsizetype i = 2; i + 1 < bytes.size(); i += 2)
        title +=
            QChar(static_cast<char16_t>((static_cast<unsigned char>(bytes[i]) << 8) | static_cast<unsigned char>(bytes[i + 1])));
    return title;
}

bool looksLikePdf(const QByteArray& pdf) { return pdf.startsWith("%PDF-") && pdf.trimmed().endsWith("%%EOF"); }

struct Written {
    bool ok = false;
    QString message;
    QByteArray pdf;
};

Written writeReport(const QString& path, const std::string& profileName) {
    const cp::Profile profile = cptest::shippedProfile(profileName);
    const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
    Written w;
    w.ok = cpui::writeDesignReport(path, profile, cptest::shippedCatalog(), plan, &w.message);
    w.pdf = readAll(path);
    return w;
}

struct CliRun {
    int exitCode = -1;
    QString err;
};

CliRun runCli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(CLUSTERPLANNER_CLI, args);
    if (!p.waitForFinished(120000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardError())};
}

// The file names in a folder, to check that a failed write leaves nothing behind.
QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

using cptest::FileSizeLimit;

}  // namespace

class TestReport : public QObject {
    Q_OBJECT

private slots:
    void pdfIsValidAndPaginated() {
        QTemporaryDir dir;
        const QString path = dir.filePath("ff2.pdf");
        const Written w = writeReport(path, "fire-flyer-2");
        QVERIFY2(w.ok, qPrintable(w.message));
        QVERIFY(looksLikePdf(w.pdf));
        const int pages = pdfPageCount(w.pdf);
        QVERIFY2(pages >= 6, qPrintable(QString::number(pages)));
        QVERIFY2(w.message.contains(QString("(%1 pages)").arg(pages)), qPrintable(w.message));
        QVERIFY(!w.message.contains("replaced"));
        QCOMPARE(entries(dir.path()), QStringList{"ff2.pdf"});  // no temporary left beside it
        // The document's Title names the design (shown by viewers and file managers).
        QCOMPARE(pdfTitle(w.pdf), QString("Fire-Flyer 2 (DeepSeek, 2 zones): design report"));
    }

    void largerForTheHundredThousandGpuProfile() {
        QTemporaryDir dir;
        const Written small = writeReport(dir.filePath("small.pdf"), "fire-flyer-2");
        const Written big = writeReport(dir.filePath("big.pdf"), "h100-100k-ib-4tier");
        QVERIFY2(small.ok && big.ok, qPrintable(small.message + big.message));
        QVERIFY(looksLikePdf(big.pdf));
        QVERIFY2(big.pdf.size() > small.pdf.size(), qPrintable(QString("%1 vs %2").arg(big.pdf.size()).arg(small.pdf.size())));
        QVERIFY(pdfPageCount(big.pdf) >= pdfPageCount(small.pdf));
    }

    void textCarriesTheFiguresBomAndAssumptions() {
        const cp::Profile profile = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        const std::unique_ptr<QTextDocument> doc = cpui::buildDesignReport(profile, cptest::shippedCatalog(), plan);
        const QString text = doc->toPlainText();

        QVERIFY(text.contains(qs(profile.name)));
        QVERIFY(text.contains(QStringLiteral(CLUSTERPLANNER_VERSION)));
        for (const std::string& file : cptest::shippedCatalog().files)  // the title page lists the catalog files
            QVERIFY2(text.contains(QFileInfo(qs(file)).fileName()), file.c_str());
        QCOMPARE(plan.fabric->switches_total, 122);
        QVERIFY(text.contains("Switches") && text.contains("122"));      // each headline's caption and value, below
        QVERIFY(text.contains(qs(cp::formatCount(plan.compute.gpus))));  // 9,920 GPUs
        for (const cpui::HeadlineFigure& f : cpui::headlineFigures(plan)) {
            QVERIFY2(text.contains(f.caption), qPrintable(f.caption));
            QVERIFY2(text.contains(f.value), qPrintable(f.value));
            if (const cp::Explanation* e = plan.explain(f.key.toStdString()))
                QVERIFY2(text.contains(qs(e->substituted)), qPrintable(qs(e->substituted)));
        }
        QVERIFY(!plan.cost->bom.empty());
        for (const cp::BomLine& line : plan.cost->bom) {
            QVERIFY2(text.contains(qs(line.item)), line.item.c_str());
            QVERIFY2(text.contains(qs(line.part)), line.part.c_str());
        }
        QVERIFY(text.contains(qs(cp::formatUsd(plan.cost->capex_usd, 0))));  // the BOM total
        for (const cp::Assumption& a : cp::planAssumptions(profile, cptest::shippedCatalog(), plan))
            QVERIFY2(text.contains(qs(a.source)), a.source.c_str());

        // Every table repeats its header row on each page; the BOM table has one row per line.
        int tables = 0;
        bool bomTableFound = false;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            auto* table = qobject_cast<QTextTable*>(QTextCursor(b).currentFrame());
            if (!table || table->cellAt(QTextCursor(b)).row() != 0 || table->cellAt(QTextCursor(b)).column() != 0) continue;
            ++tables;
            QCOMPARE(table->format().headerRowCount(), 1);
            if (table->cellAt(0, 0).firstCursorPosition().block().text() == "Category" && table->columns() == 8) {
                bomTableFound = true;
                QCOMPARE(table->rows(), static_cast<int>(plan.cost->bom.size()) + 2);  // header + lines + total
            }
        }
        QVERIFY2(tables >= 8, qPrintable(QString::number(tables)));
        QVERIFY(bomTableFound);

        // The diagram and charts are placed at a readable width, with pixels enough to print sharply.
        QMap<QString, double> placedWidth;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (const QTextImageFormat f = it.fragment().charFormat().toImageFormat(); f.isValid())
                    placedWidth[f.name()] = f.width();
        for (const char* name : {"report-topology.png", "report-power-cost.png", "report-mttf.png", "report-ettr.png"}) {
            const QImage image = doc->resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>();
            QVERIFY2(image.width() >= 1500, name);
            QVERIFY2(placedWidth.value(name) >= 300, qPrintable(QString("%1: %2").arg(name).arg(placedWidth.value(name))));
            QVERIFY2(image.width() >= 2 * placedWidth.value(name), name);
        }
    }

    void unwritablePathFailsWithThePathAndLeavesNothing() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("no-such-folder/report.pdf");
        const Written w = writeReport(missing, "fire-flyer-2");
        QVERIFY(!w.ok);
        QVERIFY2(w.message.contains(missing), qPrintable(w.message));
        QVERIFY(!QFile::exists(missing));

        // Below a regular file (fails for root too).
        QFile plain(dir.filePath("plain"));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const QString underFile = dir.filePath("plain/report.pdf");
        const Written w2 = writeReport(underFile, "fire-flyer-2");
        QVERIFY(!w2.ok);
        QVERIFY2(w2.message.contains(underFile), qPrintable(w2.message));
        QCOMPARE(entries(dir.path()), QStringList{"plain"});
    }

    void failedOverwriteKeepsTheOldAndSuccessfulOneSaysSo() {
        QTemporaryDir dir;
        // The target is a folder: refused, the folder and its content untouched.
        const QString folder = dir.filePath("report.pdf");
        QVERIFY(QDir().mkpath(folder + "/inside"));
        const Written w = writeReport(folder, "fire-flyer-2");
        QVERIFY(!w.ok);
        QVERIFY2(w.message.contains(folder) && w.message.contains("folder"), qPrintable(w.message));
        QVERIFY(QFileInfo(folder + "/inside").isDir());
        QCOMPARE(entries(dir.path()), QStringList{"report.pdf"});

        // The disk fills up part-way: the old file stays as it was, no temporary is left.
        const QString file = dir.filePath("old.pdf");
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old contents");
        old.close();
        Written full;
        {
            const FileSizeLimit limit(64 * 1024);  // the report takes about 800 kB
            full = writeReport(file, "fire-flyer-2");
        }
        QVERIFY(!full.ok);
        QVERIFY2(full.message.contains(file) && full.message.contains("not changed"), qPrintable(full.message));
        QCOMPARE(full.pdf, QByteArray("old contents"));
        QCOMPARE(entries(dir.path()), (QStringList{"old.pdf", "report.pdf"}));

        // An existing file is replaced whole, and the message says so.
        const Written replaced = writeReport(file, "fire-flyer-2");
        QVERIFY2(replaced.ok, qPrintable(replaced.message));
        QVERIFY2(replaced.message.contains("replaced the existing file"), qPrintable(replaced.message));
        QVERIFY(looksLikePdf(replaced.pdf));
    }

    void cliWritesTheReport() {
        QTemporaryDir dir;
        const QString path = dir.filePath("x.pdf");
        // QT_QPA_PLATFORM unset: the CLI picks the offscreen platform itself.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("QT_QPA_PLATFORM");
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        const CliRun run = runCli({"plan", qs(cptest::profilePath("fire-flyer-2")), "--report", path}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains("wrote") && run.err.contains(path), qPrintable(run.err));
        // Only the report's own line: the offscreen platform's warnings are not the user's business.
        QVERIFY2(run.err.trimmed().split('\n').size() == 1, qPrintable(run.err));
        const QByteArray pdf = readAll(path);
        QVERIFY(looksLikePdf(pdf));
        QVERIFY(pdfPageCount(pdf) >= 6);
    }

    void cliReportErrors() {
        QTemporaryDir dir;
        const QString profile = qs(cptest::profilePath("fire-flyer-2"));
        const QString missing = dir.filePath("missing/x.pdf");
        const CliRun run = runCli({"plan", profile, "--report", missing});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(missing), qPrintable(run.err));
        QVERIFY(!QFile::exists(missing));
        QCOMPARE(runCli({"plan", profile, "--report", dir.filePath("x.txt")}).exitCode, 2);
        QCOMPARE(runCli({"validate", profile, "--report", dir.filePath("x.pdf")}).exitCode, 2);
        QVERIFY(entries(dir.path()).isEmpty());
    }

    // The CLI links no Qt library at all: --report is handed to clusterplanner-report beside it,
    // and a CLI without one says so (usage error) instead of failing to start.
    void cliHandsTheReportToItsReportProgram() {
        QProcess ldd;
        ldd.start("ldd", {CLUSTERPLANNER_CLI});
        if (ldd.waitForFinished(30000) && ldd.exitCode() == 0) {
            const QString libraries = QString::fromUtf8(ldd.readAllStandardOutput());
            for (const char* qt : {"libQt6", "libQCustomPlot", "libicu"}) QVERIFY2(!libraries.contains(qt), qt);
        }
        QTemporaryDir dir;
        const QString alone = dir.filePath("clusterplanner-cli");
        QVERIFY(QFile::copy(CLUSTERPLANNER_CLI, alone));
        QProcess p;
        p.start(alone, {"plan", qs(cptest::profilePath("fire-flyer-2")), "--report", dir.filePath("x.pdf")});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains("--report needs clusterplanner-report beside clusterplanner-cli (" +
                              dir.filePath("clusterplanner-report")),
                 qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath("x.pdf")));
    }

    void cliWithoutReportNeedsNoGuiPlatform() {
        // Only --report creates a QApplication: with an unknown platform plugin, plain plan still runs.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "no-such-platform");
        const CliRun run = runCli({"plan", qs(cptest::profilePath("fire-flyer-2"))}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
