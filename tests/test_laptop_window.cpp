// The window as a laptop user meets it (issue 26): it fits a 1280×720 screen on every result
// tab, and Ctrl+Z typed in the field just edited undoes the document's change.
#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QHeaderView>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include <algorithm>

#include <qcustomplot.h>

#include "catalog/catalog_loader.h"
#include "editor/design_editor.h"
#include "explore/explorer_view.h"
#include "topology/topology_inspector.h"
#include "topology/topology_scene.h"
#include "topology/topology_view.h"
#include "views/bom_table_model.h"
#include "views/bom_view.h"
#include "plan/ettr_curve.h"
#include "base/document.h"
#include "shell/main_window.h"
#include "base/translations.h"
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

// Opens a shipped profile in `window` and shows it at `size`; true once the window is exposed.
bool openAndShow(cpui::MainWindow& window, const char* profileName, QSize size) {
    if (!window.openProfile(profile(profileName), nullptr, true)) return false;
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
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

    // The BOM on a laptop and at 1600 px, in English and Chinese: every column (Network and Price
    // source included) shows without scrolling sideways, and no name, part, network or source is
    // cut: each wraps whole words within its column and its row is tall enough for it. One-line
    // cells read "netwo…tches" and "400G passiv…, NDR), 2 m" at 1280 px, with no Network column.
    void bomReadsWholeOnALaptop_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280x720") << QSize(1280, 720) << "en";
        QTest::newRow("1366x768") << QSize(1366, 768) << "en";
        QTest::newRow("1600x1000") << QSize(1600, 1000) << "en";
        QTest::newRow("1280x720 zh_CN") << QSize(1280, 720) << "zh_CN";
        QTest::newRow("1366x768 zh_CN") << QSize(1366, 768) << "zh_CN";
    }
    void bomReadsWholeOnALaptop() {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        cpui::installTranslations(*qApp, language);
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(openAndShow(window, "h100-98k-rail-ib", size));
        QVERIFY(window.showTab(language == "en" ? "BOM" : QString::fromUtf8("物料清单")));
        QCoreApplication::processEvents();
        auto* table = window.findChild<cpui::BomView*>()->findChild<QTableView*>();
        QVERIFY(table && table->model()->rowCount() > 10);
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        const int last = table->model()->columnCount() - 1;
        QVERIFY(table->horizontalHeader()->sectionViewportPosition(last) + table->horizontalHeader()->sectionSize(last) <=
                table->viewport()->width());
        QVERIFY(!table->model()->index(0, cpui::BomTableModel::Network).data().toString().isNull());
        const QFontMetrics cells(table->font()), header(table->horizontalHeader()->font());
        const int margins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);  // the delegate's
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            const int room = table->columnWidth(c) - margins;
            for (const QString& word : table->model()->headerData(c, Qt::Horizontal).toString().split(QRegularExpression("\\s")))
                QVERIFY2(header.horizontalAdvance(word) <= room + header.height(), qPrintable(language + ": header " + word));
            if (c == cpui::BomTableModel::Source) continue;  // fills its row and elides; below in full
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QString text = table->model()->index(r, c).data().toString();
                const QRect needed = cells.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text);
                QVERIFY2(needed.width() <= room && needed.height() <= table->rowHeight(r),
                         qPrintable(QString("%1 %2×%3: \"%4\" needs %5×%6 in a cell of %7×%8")
                                        .arg(language)
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(text)
                                        .arg(needed.width())
                                        .arg(needed.height())
                                        .arg(room)
                                        .arg(table->rowHeight(r))));
            }
        }
        // The current row's price source is shown whole under the table.
        auto* bom = window.findChild<cpui::BomView*>();
        table->setCurrentIndex(table->model()->index(2, cpui::BomTableModel::Quantity));
        const QString source = table->model()->index(2, cpui::BomTableModel::Source).data().toString();
        QVERIFY2(bom->sourceLabel()->text().endsWith(source), qPrintable(bom->sourceLabel()->text()));
        QVERIFY(bom->sourceLabel()->isVisible());
        // Every row still fits its wrapped item after a sort (rows move).
        table->sortByColumn(cpui::BomTableModel::ExtendedPrice, Qt::DescendingOrder);
        QCoreApplication::processEvents();
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QString item = table->model()->index(r, cpui::BomTableModel::Item).data().toString();
            const QRect room(0, 0, table->columnWidth(cpui::BomTableModel::Item) - margins, 100000);
            QVERIFY2(cells.boundingRect(room, Qt::TextWordWrap, item).height() <= table->rowHeight(r), qPrintable(item));
        }
        cpui::installTranslations(*qApp, "en");
    }

    // The ETTR warning of the 98k design (it names three levers) wraps in the Problems dock: the
    // whole text is on screen, with no horizontal scroll bar.
    void longProblemsWrapOnALaptop() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(openAndShow(window, "h100-98k-rail-ib", {1280, 720}));
        QCoreApplication::processEvents();
        QListWidget* problems = nullptr;
        for (QListWidget* list : window.findChildren<QListWidget*>())
            if (list->count() > 0 && list->item(0)->text().startsWith("design: /reliability: ETTR is")) problems = list;
        QVERIFY(problems);
        const QFontMetrics metrics(problems->font());
        QVERIFY(metrics.horizontalAdvance(problems->item(0)->text()) > problems->viewport()->width());  // it must wrap
        QVERIFY(!problems->horizontalScrollBar()->isVisible());
        const QRect row = problems->visualItemRect(problems->item(0));
        QVERIFY2(row.height() >= 2 * metrics.height(), qPrintable(QString::number(row.height())));
        QVERIFY2(row.bottom() <= problems->viewport()->height() + 1, "the wrapped warning is cut at the bottom of the dock");
    }

    // Four zones side by side on a laptop: Fit keeps the labels readable (at least 60%: 9 pt text
    // about 7 px) and starts at the top left, the network's title and tier headers, instead of
    // shrinking the whole diagram into a strip with a third of the window empty.
    void topologyTextStaysReadableOnALaptop() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(openAndShow(window, "h100-98k-rail-ib", {1280, 720}));
        QVERIFY(window.showTab("Topology"));
        QCoreApplication::processEvents();
        auto* topology = window.findChild<cpui::TopologyView*>();
        topology->fitToWindow();
        QVERIFY(topology->fitsToWindow());
        QVERIFY2(topology->zoom() >= 0.6 - 1e-9, qPrintable(QString::number(topology->zoom())));
        QGraphicsView* view = topology->graphicsView();
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        const QRectF scene = topology->scene()->sceneRect();
        QVERIFY2(visible.left() <= scene.left() + 4 && visible.top() <= scene.top() + 4,
                 qPrintable(QString("visible from (%1, %2), the scene from (%3, %4)")
                                .arg(visible.left())
                                .arg(visible.top())
                                .arg(scene.left())
                                .arg(scene.top())));
        const double drawnHeight = scene.height() * topology->zoom();
        QVERIFY2(
            drawnHeight >= 0.85 * view->viewport()->height(),
            qPrintable(QString("the diagram is %1 px high in a %2 px window").arg(drawnHeight).arg(view->viewport()->height())));
        // Two zones fit whole at a desktop size, as before.
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        window.resize(1920, 1080);
        QCoreApplication::processEvents();
        topology->fitToWindow();
        const QRectF whole = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY(whole.adjusted(-2, -2, 2, 2).contains(topology->scene()->itemsBoundingRect()));
    }

    // A study with a long description and seven series at 1280×720: the legend shows whole
    // inside the chart (the description scrolls in four lines instead of pushing it out).
    void tradeOffsLegendShowsOnALaptop() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(openAndShow(window, "fire-flyer-2", {1280, 720}));
        auto* explorer = window.findChild<cpui::ExplorerView*>();
        QEventLoop wait;
        connect(explorer, &cpui::ExplorerView::runFinished, &wait, &QEventLoop::quit);
        QVERIFY(explorer->loadStudyFile(QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/studies/switches-vs-gpus.json"));
        if (explorer->isRunning()) wait.exec();
        QVERIFY(window.showTab("Trade-offs"));
        QCoreApplication::processEvents();
        auto* plot = explorer->findChild<QCustomPlot*>();
        QVERIFY(plot && plot->isVisible());
        plot->replot();
        QVERIFY(plot->legend->visible() && plot->legend->itemCount() >= 7);
        // The description, eight lines or more at this width, shows four and scrolls.
        auto* description = explorer->findChild<QLabel*>("studyDescription");
        QVERIFY(description && description->isVisible());
        const int lines = description->fontMetrics().lineSpacing();
        QVERIFY2(description->heightForWidth(description->width()) > 6 * lines, "the study's description is long");
        QVERIFY2(description->visibleRegion().boundingRect().height() <= 4 * lines + 8,
                 qPrintable(QString("%1 px of description shown").arg(description->visibleRegion().boundingRect().height())));
        QVERIFY2(plot->legend->outerRect().height() >= plot->legend->minimumOuterSizeHint().height(),
                 qPrintable(QString("the legend needs %1 px, has %2")
                                .arg(plot->legend->minimumOuterSizeHint().height())
                                .arg(plot->legend->outerRect().height())));
        QVERIFY2(plot->legend->outerRect().bottom() <= plot->height(),
                 qPrintable(
                     QString("legend bottom %1, chart %2 px high").arg(plot->legend->outerRect().bottom()).arg(plot->height())));
        QVERIFY2(plot->axisRect()->height() >= 120, qPrintable(QString::number(plot->axisRect()->height())));
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
        // Details, the topology inspector: "2 zones, 1 plane", "2 tiers", never "zone(s)".
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        QStringList shown;
        for (QTreeWidget* tree : window.findChildren<QTreeWidget*>())
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                for (int c = 0; c < tree->columnCount(); ++c) shown << (*it)->text(c);
        auto* topology = window.findChild<cpui::TopologyView*>();
        QVERIFY(topology);
        for (const char* kind : {"network", "zone", "plane"}) {
            cpui::TopologyElement e;
            e.kind = kind;
            e.network = 0;
            topology->selectElement(e);
            shown << topology->inspector()->findChild<QLabel*>("inspectorHeader")->text();
        }
        const QString all = shown.join('\n');
        QVERIFY2(!all.contains("(s)"), qPrintable(all));
        QVERIFY2(all.contains("2 zones, 1 plane") && all.contains("2 tiers"), qPrintable(all));
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
