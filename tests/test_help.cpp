// The Help menu: docs/formulas.md has a section for every explanation key the
// shipped profiles produce and none for a key no profile produces; the formula
// reference opens at a key (also from the Overview and Details views); the
// reference designs list every shipped profile with its published number; About
// names the version, the revision and every license.
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include "dialogs/about_dialog.h"
#include "catalog/catalog_loader.h"
#include "common/build_info.h"
#include "base/document.h"
#include "dialogs/formula_reference_dialog.h"
#include "shell/main_window.h"
#include "views/overview_cards.h"
#include "plan/evaluate.h"
#include "views/plan_summary_view.h"
#include "profile/profile_io.h"
#include "dialogs/reference_designs_dialog.h"

namespace {

const QString kDataDir = QStringLiteral(CLUSTERPLANNER_SOURCE_DATA_DIR);

const cp::Catalog& shippedCatalog() {
    static const cp::Catalog catalog = [] {
        cp::Diagnostics warnings;
        return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
    }();
    return catalog;
}

QStringList shippedProfiles() { return QDir(kDataDir + "/profiles").entryList({"*.json"}, QDir::Files, QDir::Name); }

// Every profile's plan, evaluated once (the largest take a moment).
const QMap<QString, cp::Plan>& shippedPlans() {
    static const QMap<QString, cp::Plan> plans = [] {
        QMap<QString, cp::Plan> out;
        for (const QString& file : shippedProfiles()) {
            cp::Diagnostics warnings;
            const cp::Profile profile =
                cp::loadProfileFile((kDataDir + "/profiles/" + file).toStdString(), shippedCatalog(), warnings);
            out.insert(file, cp::evaluate(profile, shippedCatalog()));
        }
        return out;
    }();
    return plans;
}

// The document as the source tree has it (the resource is built from it).
QString sourceMarkdown() {
    QFile file(QStringLiteral(CLUSTERPLANNER_SOURCE_DATA_DIR "/../docs/formulas.md"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Whether the level-2 heading `text` lies inside the browser's viewport.
bool headingVisible(QTextBrowser* browser, const QString& text) {
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() == 2 && b.text() == text)
            return browser->viewport()->rect().contains(browser->cursorRect(QTextCursor(b)));
    return false;
}

}  // namespace

class TestHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_help");
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(shippedProfiles().size() >= 10);
    }

    void builtInReferenceIsTheSourceDocument() {
        QVERIFY(!cpui::formulaReferenceMarkdown().isEmpty());
        QCOMPARE(cpui::formulaReferenceMarkdown(), sourceMarkdown());
    }

    void everyKeyHasASection() {
        const QStringList headings = cpui::formulaReferenceKeys(cpui::formulaReferenceMarkdown());
        QVERIFY(headings.size() > 20);
        QCOMPARE(QSet<QString>(headings.begin(), headings.end()).size(), headings.size());  // no heading twice
        QStringList missing;
        for (auto it = shippedPlans().begin(); it != shippedPlans().end(); ++it)
            for (const cp::Explanation& e : it.value().explanations)
                if (cpui::formulaSectionFor(QString::fromStdString(e.key), headings).isEmpty())
                    missing << it.key() + ": " + QString::fromStdString(e.key);
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable("no section in docs/formulas.md for " + missing.join(", ")));
    }

    void noSectionIsOrphaned() {
        const QStringList headings = cpui::formulaReferenceKeys(cpui::formulaReferenceMarkdown());
        QSet<QString> used;
        for (const cp::Plan& plan : shippedPlans())
            for (const cp::Explanation& e : plan.explanations)
                used.insert(cpui::formulaSectionFor(QString::fromStdString(e.key), headings));
        QStringList orphans;
        for (const QString& h : headings)
            if (!used.contains(h)) orphans << h;
        QVERIFY2(orphans.isEmpty(), qPrintable("sections no shipped profile produces: " + orphans.join(", ")));
    }

    void sectionMatching() {
        const QStringList headings{"compute.gpus", "fabric.networks.{network}.tiers.{tier}"};
        QCOMPARE(cpui::formulaSectionFor("compute.gpus", headings), QString("compute.gpus"));
        QCOMPARE(cpui::formulaSectionFor("fabric.networks.compute.tiers.leaf", headings),
                 QString("fabric.networks.{network}.tiers.{tier}"));
        QCOMPARE(cpui::formulaSectionFor("fabric.networks.compute.tiers", headings), QString());  // one segment short
        QCOMPARE(cpui::formulaSectionFor("compute.gpu", headings), QString());
        QCOMPARE(cpui::formulaReferenceKeys("# Title\n## a.b\ntext\n### not.a.key\n## c.d  \n"), QStringList({"a.b", "c.d"}));
    }

    void dialogScrollsToTheKey() {
        cpui::FormulaReferenceDialog dialog;
        dialog.resize(900, 500);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.browser()->verticalScrollBar()->value(), 0);
        QVERIFY(dialog.showKey("power.it_kw"));
        QCOMPARE(dialog.currentKey(), QString("power.it_kw"));
        QVERIFY(dialog.browser()->verticalScrollBar()->value() > 0);
        QCOMPARE(dialog.headingAtTop(), QString("power.it_kw"));
        // A section near the end cannot reach the top: its heading is in view.
        QVERIFY(dialog.showKey("reliability.spares_needed"));
        QVERIFY(headingVisible(dialog.browser(), "reliability.spares_needed"));
        QVERIFY(!headingVisible(dialog.browser(), "compute.gpus"));
        QVERIFY(dialog.showKey("compute.gpus"));
        QCOMPARE(dialog.headingAtTop(), QString("compute.gpus"));
        QVERIFY(dialog.showKey("fabric.networks.storage.tiers.spine"));
        QCOMPARE(dialog.headingAtTop(), QString("fabric.networks.{network}.tiers.{tier}"));
        const int before = dialog.browser()->verticalScrollBar()->value();
        QVERIFY(!dialog.showKey("no.such.key"));
        QCOMPARE(dialog.browser()->verticalScrollBar()->value(), before);  // nothing moves
        QCOMPARE(dialog.currentKey(), QString("fabric.networks.storage.tiers.spine"));
        // Every section renders as a heading (raw HTML in the Markdown would swallow the rest).
        for (const QString& h : cpui::formulaReferenceKeys(cpui::formulaReferenceMarkdown()))
            QVERIFY2(dialog.showKey(h), qPrintable(h));
    }

    void filterNarrowsTheKeyList() {
        cpui::FormulaReferenceDialog dialog;
        const int all = static_cast<int>(dialog.visibleKeys().size());
        dialog.setFilter("power.");
        const QStringList power = dialog.visibleKeys();
        QVERIFY(!power.isEmpty() && power.size() < all);
        for (const QString& k : power) QVERIFY(k.contains("power."));
        dialog.setFilter("nothing-matches-this");
        QVERIFY(dialog.visibleKeys().isEmpty());
        dialog.setFilter("");
        QCOMPARE(dialog.visibleKeys().size(), all);
    }

    void viewsOpenTheReferenceAtTheirKey() {
        cpui::Document doc(shippedCatalog());
        cpui::MainWindow window(&doc, kDataDir);
        QVERIFY(window.openProfile(kDataDir + "/profiles/fire-flyer-2.json", nullptr, true));
        // Overview: the why panel's link for the selected card.
        QVERIFY(window.overviewCards()->selectCard("power.it_kw"));
        QVERIFY(window.overviewCards()->whyText().size() > 0);
        window.overviewCards()->openFormulaReference();
        auto* dialog = window.findChild<cpui::FormulaReferenceDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->currentKey(), QString("power.it_kw"));
        // Details: activating a row with an explanation.
        QTreeWidgetItem* gpus = nullptr;
        for (QTreeWidgetItemIterator it(window.summaryView()); *it; ++it)
            if ((*it)->data(0, cpui::PlanSummaryView::ExplainKeyRole).toString() == "fabric.switches_total") gpus = *it;
        QVERIFY(gpus);
        emit window.summaryView()->itemActivated(gpus, 0);
        QCOMPARE(dialog->currentKey(), QString("fabric.switches_total"));
        QCOMPARE(window.findChildren<cpui::FormulaReferenceDialog*>().size(), 1);  // one dialog, reused
    }

    void referenceDesignsListEveryProfile() {
        QString error;
        const QList<cpui::ReferenceDesign> designs = cpui::loadReferenceDesigns(kDataDir, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(designs.size(), shippedProfiles().size());
        for (const cpui::ReferenceDesign& d : designs) {
            QVERIFY2(!d.published.isEmpty() && !d.source.isEmpty(),
                     qPrintable(d.file + " has no published number in reference-designs.json"));
            QVERIFY2(!d.description.isEmpty(), qPrintable(d.file));
            // The listed GPU count is the plan's.
            QCOMPARE(d.gpus, static_cast<qint64>(shippedPlans().value(d.file).compute.gpus));
        }
    }

    void referenceDesignsBadFolder() {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath("profiles");
        QFile broken(dir.filePath("profiles/broken.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ not json");
        broken.close();
        QString error;
        const QList<cpui::ReferenceDesign> designs = cpui::loadReferenceDesigns(dir.path(), &error);
        QCOMPARE(designs.size(), 1);  // listed, with what could be read
        QVERIFY(error.contains("reference-designs.json"));
        QVERIFY(error.contains("broken.json"));
    }

    void referenceDesignsOpen() {
        cpui::ReferenceDesignsDialog dialog(kDataDir);
        QCOMPARE(dialog.table()->rowCount(), static_cast<int>(shippedProfiles().size()));
        QVERIFY(dialog.selectProfile("llama-70b-2k-h100.json"));
        QVERIFY(!dialog.selectProfile("no-such.json"));
        QPushButton* open = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text() == "Open") open = b;
        QVERIFY(open && open->isEnabled());
        open->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(QFileInfo(dialog.chosenPath()).fileName(), QString("llama-70b-2k-h100.json"));
        QVERIFY(QFileInfo::exists(dialog.chosenPath()));
    }

    void aboutNamesVersionRevisionAndLicenses() {
        cpui::AboutDialog dialog;
        const QString text = dialog.text();
        QVERIFY(text.contains(QString::fromStdString(cp::versionString())));
        QVERIFY(text.contains(QString::fromStdString(cp::gitRevision())));
        for (const char* license : {"GPL-3.0-or-later", "LGPL-3.0", "GPL-3.0", "MPL-2.0", "MIT", "BSD-2-Clause"})
            QVERIFY2(text.contains(license), license);
        for (const char* name : {"Qt", "QCustomPlot", "Eigen", "nlohmann_json", "libxlsxwriter"})
            QVERIFY2(text.contains(name), name);
    }
};

QTEST_MAIN(TestHelp)
#include "test_help.moc"
