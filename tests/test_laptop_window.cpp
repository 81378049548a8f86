// The window as a laptop user meets it (issue 26): it fits a 1280×720 screen on every result
// tab, and Ctrl+Z typed in the field just edited undoes the document's change.
#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

#include <algorithm>

#include "catalog/catalog_loader.h"
#include "editor/design_editor.h"
#include "plan/ettr_curve.h"
#include "shell/document.h"
#include "shell/main_window.h"
#include "shell/translations.h"
#include "views/overview_cards.h"

namespace {

cp::Catalog catalog() {
    cp::Diagnostics warnings;
    return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
}

QString profile(const char* name) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json"; }

// The visible widgets that ask for the most width or height: what to fix when the window does not fit.
QString widestWidgets(QWidget* root, bool byHeight) {
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all.erase(std::remove_if(all.begin(), all.end(), [](QWidget* w) { return !w->isVisible(); }), all.end());
    auto extent = [byHeight](QWidget* w) {
        const QSize s = w->minimumSizeHint().expandedTo(w->minimumSize());
        return byHeight ? s.height() : s.width();
    };
    std::sort(all.begin(), all.end(), [&](QWidget* a, QWidget* b) { return extent(a) > extent(b); });
    QString out;
    for (qsizetype i = 0; i < std::min<qsizetype>(all.size(), 25); ++i)
        out += QString("\n  %1 %2 \"%3\"")
                   .arg(extent(all[i]))
                   .arg(QString::fromLatin1(all[i]->metaObject()->className()), all[i]->objectName());
    return out;
}

}  // namespace

class TestLaptopWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_laptop_window");
        QStandardPaths::setTestModeEnabled(true);
    }

    void fitsALaptopScreenOnEveryTab_data() {
        QTest::addColumn<QString>("profileName");
        for (const char* name : {"fire-flyer-2", "dgx-a100-10k"}) QTest::newRow(name) << QString(name);
    }

    void fitsALaptopScreenOnEveryTab() {
        QFETCH(QString, profileName);
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile(profileName.toLatin1().constData()), nullptr, true));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* tabs = window.findChild<QTabWidget*>("resultTabs");
        QVERIFY(tabs);
        QSize largest;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            const QSize needed = window.minimumSizeHint().expandedTo(window.minimumSize());
            largest = largest.expandedTo(needed);
            QVERIFY2(needed.width() <= 1280,
                     qPrintable(tabs->tabText(i) + ": the window needs " + QString::number(needed.width()) + " px wide" +
                                widestWidgets(&window, false)));
            QString pages;  // the tab widget is as tall as its tallest page needs
            for (int j = 0; j < tabs->count(); ++j)
                pages +=
                    QString("\n  page %1: %2 px high").arg(tabs->tabText(j)).arg(tabs->widget(j)->minimumSizeHint().height());
            QVERIFY2(needed.height() <= 720,
                     qPrintable(tabs->tabText(i) + ": the window needs " + QString::number(needed.height()) + " px high" + pages +
                                widestWidgets(&window, true)));
            QVERIFY2(
                window.width() <= 1280 && window.height() <= 720,
                qPrintable(tabs->tabText(i) + QString(": the window grew to %1×%2").arg(window.width()).arg(window.height())));
        }
        qInfo("the window needs at least %d×%d px", largest.width(), largest.height());
    }

    // Type in Nodes, Enter, Ctrl+Z: the node count comes back, in the document and the field.
    void ctrlZInTheEditedFieldUndoesTheDocument() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QSpinBox* nodes = window.designEditor()->nodesField();
        QVERIFY(nodes);
        QVERIFY(window.designEditor()->focusPath("/compute/nodes"));
        QCoreApplication::processEvents();
        QVERIFY(nodes->hasFocus());
        QCOMPARE(nodes->value(), 1240);
        nodes->selectAll();
        QTest::keyClicks(nodes, "1000");
        QTest::keyClick(nodes, Qt::Key_Return);
        QCOMPARE(*doc.profile().compute.nodes, 1000);
        QCOMPARE(doc.undoStack()->count(), 1);
        QTest::keySequence(nodes, QKeySequence(QKeySequence::Undo));
        QCOMPARE(*doc.profile().compute.nodes, 1240);
        QCOMPARE(nodes->value(), 1240);
        QVERIFY(!doc.isModified());
        // Redo from the same field, then typing not yet committed: Ctrl+Z undoes the typing only.
        QTest::keySequence(nodes, QKeySequence(QKeySequence::Redo));
        QCOMPARE(*doc.profile().compute.nodes, 1000);
        nodes->selectAll();
        QTest::keyClicks(nodes, "7");
        QTest::keySequence(nodes, QKeySequence(QKeySequence::Undo));
        QCOMPARE(*doc.profile().compute.nodes, 1000);
        QCOMPARE(doc.undoStack()->index(), 1);
        QCOMPARE(nodes->text(), QString("1,000 nodes"));  // the typing, undone in the field
    }

    // Trade-offs opens ready to run: the ad-hoc range is around the profile's node count (the
    // window was made before the profile opened), not "0.000 to 0.000".
    void tradeOffsStartsFromTheOpenProfile() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        auto* from = window.findChild<QDoubleSpinBox*>("from0");
        auto* to = window.findChild<QDoubleSpinBox*>("to0");
        QVERIFY(from && to);
        QCOMPARE(from->value(), 310.0);  // a quarter to four times 1,240 nodes
        QCOMPARE(to->value(), 4960.0);
        QVERIFY(!window.findChild<QWidget*>("inputPath1")->isVisibleTo(&window));  // no grid asked for
    }

    // English plural forms come from clusterplanner_en.ts: "1 network", not "1 network(s)".
    void englishPluralsReadAsEnglish() {
        cpui::installTranslations(*qApp, "en");
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        const QString switches = window.overviewCards()->cardSecondary("fabric.switches_total");
        QVERIFY2(switches.endsWith(" · 1 network"), qPrintable(switches));
        QVERIFY(window.openProfile(profile("fire-flyer-next-4plane"), nullptr, true));
        QVERIFY2(!window.overviewCards()->cardSecondary("fabric.switches_total").contains("(s)"),
                 qPrintable(window.overviewCards()->cardSecondary("fabric.switches_total")));
    }

    // The chart's curve passes through the profile's point and the optimum (cp::ettrCurve).
    void ettrCurvePassesThroughBothMarkers() {
        cpui::Document doc(catalog());
        QString error;
        QVERIFY(doc.open(profile("fire-flyer-2"), &error));
        const cp::ReliabilityResult& r = *doc.plan().reliability;
        const cp::EttrCurve curve = cp::ettrCurve(r);
        QVERIFY(curve.points.size() > 200);
        auto has = [&](double minutes, double ettr) {
            return std::any_of(curve.points.begin(), curve.points.end(),
                               [&](const cp::EttrAtInterval& p) { return p.interval_minutes == minutes && p.ettr == ettr; });
        };
        QVERIFY(has(r.checkpoint_interval_minutes, r.ettr));
        QVERIFY(has(r.optimal_interval_minutes, r.ettr_at_optimum));
        QVERIFY(std::is_sorted(curve.points.begin(), curve.points.end(),
                               [](const auto& a, const auto& b) { return a.interval_minutes < b.interval_minutes; }));
        QVERIFY(curve.max_ettr <= r.ettr_at_optimum + 1e-12);  // nothing beats the optimum
        QVERIFY(curve.min_ettr < curve.max_ettr);
        cp::ReliabilityResult none = r;
        none.job_mttf_hours = 0;
        QVERIFY(cp::ettrCurve(none).points.empty());
    }
};

QTEST_MAIN(TestLaptopWindow)
#include "test_laptop_window.moc"
