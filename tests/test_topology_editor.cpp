// The Topology tab as an editor, offscreen: a tier's switch changed in the
// inspector moves the counts and undo restores them; zones split from the
// context menu show in the plan and the diagram; impossible edits are refused
// with the engine's message and change nothing; presets, chassis conversion,
// Delete and the arrow keys; the selection survives recomputes; and the issue's
// walkthrough: a blank profile rebuilt into Fire-Flyer 2 (122 switches) through
// the diagram, turned into the DGX-style 3-tier tree (1,320), undone to blank.
#include <QAction>
#include <QCheckBox>
#include <QGraphicsItem>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

#include "base/document.h"
#include "editor/editor_context.h"
#include "editor/optional_number_field.h"
#include "profile/design_preset.h"
#include "test_support.h"
#include "topology/topology_actions.h"
#include "topology/topology_inspector.h"
#include "topology/topology_scene.h"
#include "topology/topology_view.h"

namespace {

QString dataDir() { return QString::fromStdString(cptest::dataDir()); }
QString profilePath(const char* name) { return QString::fromStdString(cptest::profilePath(name)); }

cpui::TopologyElement element(const char* kind, int network = 0, int tier = -1, qint64 group = -1) {
    cpui::TopologyElement e;
    e.kind = kind;
    e.network = network;
    e.tier = tier;
    e.group = group;
    return e;
}

std::int64_t switchesOf(const cpui::Document& doc) { return doc.plan().fabric ? doc.plan().fabric->switches_total : -1; }

}  // namespace

class TestTopologyEditor : public QObject {
    Q_OBJECT

    std::unique_ptr<cpui::Document> doc_;
    std::unique_ptr<cpui::TopologyView> view_;

    void open(const QString& path) {
        view_.reset();  // the view edits the document: it goes first
        doc_ = std::make_unique<cpui::Document>(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc_->open(path, &error), qPrintable(error));
        view_ = std::make_unique<cpui::TopologyView>();
        view_->setDocument(doc_.get(), dataDir());
        view_->resize(1400, 900);
    }

    // Selects an element and returns the inspector field at `path` on its page.
    template <class W>
    W* inspect(const cpui::TopologyElement& e, const char* path) {
        view_->selectElement(e);
        auto* w = qobject_cast<W*>(view_->inspector()->field(path));
        if (!w)
            qWarning("no %s at %s on page %s", W::staticMetaObject.className(), path,
                     qPrintable(view_->inspector()->currentPage()));
        return w;
    }

    // A combo box choice as the user makes it (activated commits).
    static bool choose(QComboBox* combo, const QString& value) {
        const int i = combo ? combo->findData(value) : -1;
        if (i < 0) return false;
        combo->setCurrentIndex(i);
        emit combo->activated(i);
        return true;
    }

    // Triggers the context menu action `name` for the selected element.
    bool trigger(const char* name) {
        std::unique_ptr<QMenu> menu(view_->contextMenuFor(view_->selectedElement(), nullptr));
        auto* action = menu->findChild<QAction*>(name);
        if (!action) return false;
        action->trigger();
        return true;
    }

private slots:
    // A mouse click on the diagram selects the element under it and the inspector shows it, without
    // scrolling: the hand drag's release after little motion used to clear the selection the press
    // made ("Nothing selected" after every click). A click on empty canvas clears it; a drag pans.
    void mouseClickSelects() {
        open(profilePath("fire-flyer-2"));
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QGraphicsView* canvas = view_->graphicsView();
        const auto* header = view_->inspector()->findChild<QLabel*>("inspectorHeader");
        QVERIFY(header);
        QVERIFY(header->text().contains("Nothing selected"));
        const QGraphicsItem* group = nullptr;
        for (const QGraphicsItem* item : view_->scene()->elementsOfKind("switch-group"))
            if (canvas->viewport()->rect().contains(canvas->mapFromScene(item->sceneBoundingRect().center()))) {
                group = item;
                break;
            }
        QVERIFY(group);
        const QPoint at = canvas->mapFromScene(group->sceneBoundingRect().center());
        const int scrollX = canvas->horizontalScrollBar()->value(), scrollY = canvas->verticalScrollBar()->value();
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(view_->selectedElement().kind, QString("switch-group"));
        QVERIFY2(!header->text().contains("Nothing selected"), qPrintable(header->text()));
        QCOMPARE(canvas->horizontalScrollBar()->value(), scrollX);
        QCOMPARE(canvas->verticalScrollBar()->value(), scrollY);

        // Empty canvas: the scene's top-left corner lies outside every frame.
        QPoint empty = canvas->mapFromScene(canvas->sceneRect().topLeft()) + QPoint(2, 2);
        QVERIFY(canvas->viewport()->rect().contains(empty));
        QVERIFY(!view_->scene()->elementAt(canvas->mapToScene(empty)));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, empty);
        QVERIFY(!view_->selectedElement().isValid());
        QVERIFY(header->text().contains("Nothing selected"));
    }

    void cleanup() {
        view_.reset();
        doc_.reset();
    }

    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_topology_editor");
        QStandardPaths::setTestModeEnabled(true);
    }

    void tierSwitchChangedInTheInspectorAndUndone() {
        open(profilePath("fire-flyer-2"));
        const std::int64_t leavesBefore = doc_->plan().fabric->networks[0].tiers[0].count;
        QCOMPARE(leavesBefore, 80);
        auto* combo = inspect<QComboBox>(element("tier", 0, 0), "/networks/0/tier_switches");
        QVERIFY(combo);
        QCOMPARE(view_->inspector()->currentPage(), QString("tier"));
        QVERIFY(view_->inspector()->findChild<QLabel*>("tierSwitchSpecs")->text().contains("qm8700"));
        QVERIFY(choose(combo, "qm9700"));  // 128 × 200G: a third of the leaves
        const cp::NetworkResult& net = doc_->plan().fabric->networks[0];
        QCOMPARE(net.tiers[0].switch_id, std::string("qm9700"));
        QCOMPARE(net.tiers[1].switch_id, std::string("qm8700"));
        QVERIFY2(net.tiers[0].count < leavesBefore, qPrintable(QString::number(net.tiers[0].count)));
        QCOMPARE(doc_->undoStack()->count(), 1);
        // The selection and the inspector follow the recomputed diagram.
        QCOMPARE(view_->selectedElement().kind, QString("tier"));
        QCOMPARE(view_->selectedElement().tier, 0);
        QCOMPARE(combo->currentData().toString(), QString("qm9700"));
        doc_->undoStack()->undo();
        QCOMPARE(doc_->plan().fabric->networks[0].tiers[0].count, leavesBefore);
        QCOMPARE(switchesOf(*doc_), 122);
        QCOMPARE(combo->currentData().toString(), QString("qm8700"));
    }

    void splitZonesFromTheContextMenu() {
        open(profilePath("dgx-a100-10k"));
        QCOMPARE(doc_->plan().fabric->networks[0].zones, 1);
        view_->selectElement(element("network"));
        QVERIFY(trigger("splitZones"));
        QCOMPARE(doc_->profile().networks[0].zones, 2);
        QCOMPARE(doc_->plan().fabric->networks[0].zones, 2);
        const QList<QGraphicsItem*> zones = view_->scene()->elementsOfKind("zone");
        QCOMPARE(zones.size(), 2);
        // Each zone's switch groups hold the engine's per-zone counts.
        const cp::TierResult& leaf = doc_->plan().fabric->networks[0].tiers[0];
        for (const QGraphicsItem* item : view_->scene()->elementsOfKind("switch-group"))
            if (item->data(cpui::TierKey).toInt() == 0)
                QCOMPARE(item->data(cpui::CountKey).toLongLong(),
                         static_cast<qlonglong>(
                             leaf.count_by_group[static_cast<std::size_t>(item->data(cpui::ZoneKey).toInt())].count));
        QCOMPARE(doc_->undoStack()->count(), 1);
        QCOMPARE(doc_->undoStack()->undoText(), QString("Split into 2 zones"));
        doc_->undoStack()->undo();
        QCOMPARE(doc_->profile().networks[0].zones, 1);
        QCOMPARE(view_->scene()->elementsOfKind("zone").size(), 0);
    }

    void impossibleEditsAreRefusedAndChangeNothing() {
        open(profilePath("fire-flyer-2"));
        const cp::Profile before = doc_->profile();
        // Merging Fire-Flyer's zones on 2 tiers: 1,240 nodes + 360 storage ports > 800.
        view_->selectElement(element("zone"));
        QVERIFY(view_->selectedElement().kind == "zone");
        QVERIFY(trigger("mergeZones"));
        QVERIFY(doc_->profile() == before);
        QCOMPARE(doc_->undoStack()->count(), 0);
        const QString message = view_->inspector()->messageLabel()->text();
        QVERIFY2(message.contains("/networks/0/tiers") && message.contains("800"), qPrintable(message));
        // The same through the inspector: one tier cannot hold a zone; the field is marked.
        auto* tiers = inspect<QComboBox>(element("network"), "/networks/0/tiers");
        QVERIFY(tiers);
        QVERIFY(choose(tiers, "1"));
        QVERIFY(doc_->profile() == before);
        QVERIFY(!view_->inspector()->messageLabel()->text().isEmpty());
        QVERIFY(tiers->palette().color(QPalette::Base) != QPalette().color(QPalette::Base));  // marked light red
        // A preset that cannot be built (8 planes of a 1-port node) is refused whole.
        const auto presets = view_->presets();
        const auto multi =
            std::find_if(presets.begin(), presets.end(), [](const cp::DesignPreset& p) { return p.network.contains("planes"); });
        QVERIFY(multi != presets.end());
        QString error;
        QVERIFY(!view_->actions()->applyPreset(*multi, 0, &error));
        QVERIFY2(error.contains("plane"), qPrintable(error));
        QVERIFY(doc_->profile() == before);
        // Deleting the compute nodes is refused with a reason.
        view_->selectElement(element("endpoints", 0, -1, 0));
        QVERIFY(!view_->deleteSelected());
        QVERIFY(doc_->profile() == before);
        QCOMPARE(doc_->undoStack()->count(), 0);
    }

    void presetsAreOneUndoStep() {
        cp::Diagnostics problems;
        const std::vector<cp::DesignPreset> presets = cp::loadDesignPresets(cptest::dataDir(), problems);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
        QCOMPARE(presets.size(), std::size_t(6));
        open(profilePath("fire-flyer-2"));
        const auto threeTier = std::find_if(presets.begin(), presets.end(), [](const cp::DesignPreset& p) {
            return p.network.value("tiers", 0) == 3 && !p.network.contains("zones") && !p.network.contains("rail_optimized");
        });
        QVERIFY(threeTier != presets.end());
        QString error;
        QVERIFY2(view_->actions()->applyPreset(*threeTier, 0, &error), qPrintable(error));
        // The Fire-Flyer endpoints on one 3-tier tree: 80 + 80 + 40 (fire-flyer-pcie-3tier) + the 2 extras.
        QCOMPARE(doc_->profile().networks[0].zones, 1);
        QCOMPARE(switchesOf(*doc_), 202);
        QCOMPARE(doc_->undoStack()->count(), 1);
        doc_->undoStack()->undo();
        QCOMPARE(switchesOf(*doc_), 122);
        // A bad preset file is reported, not applied.
        QTemporaryDir dir;
        QDir().mkpath(dir.path() + "/presets");
        QFile bad(dir.path() + "/presets/bad.json");
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"name\": 1}");
        bad.close();
        problems.clear();
        QVERIFY(cp::loadDesignPresets(dir.path().toStdString(), problems).empty());
        QCOMPARE(problems.size(), std::size_t(1));
    }

    void chassisAndBack() {
        open(profilePath("fire-flyer-2"));
        view_->selectElement(element("network"));
        QVERIFY(trigger("toChassis"));
        QCOMPARE(doc_->plan().fabric->networks[0].tiers.size(), std::size_t(1));
        QCOMPARE(doc_->plan().fabric->networks[0].tiers[0].switch_id, std::string("cs8500"));
        QCOMPARE(switchesOf(*doc_), 2 + 2);  // one chassis per zone + the listed extras
        QVERIFY(trigger("fromChassis"));
        QCOMPARE(switchesOf(*doc_), 122);
        QCOMPARE(doc_->undoStack()->count(), 2);
    }

    void keyboardDeleteAndArrows() {
        open(profilePath("fire-flyer-2"));
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QGraphicsView* gv = view_->graphicsView();
        gv->setFocus();
        QCOMPARE(view_->selectedElement().isValid(), false);
        QTest::keyClick(gv, Qt::Key_Down);  // nothing selected: the network
        QCOMPARE(view_->selectedElement().kind, QString("network"));
        QTest::keyClick(gv, Qt::Key_Down);
        QVERIFY(view_->selectedElement().isValid());
        QVERIFY(view_->selectedElement().kind != "network");
        // Delete on the extra switches removes them, one undo step.
        view_->selectElement(element("extra-switches", 0, -1, 0));
        QCOMPARE(view_->selectedElement().kind, QString("extra-switches"));
        QVERIFY(!view_->graphicsView()->accessibleDescription().isEmpty());
        QTest::keyClick(gv, Qt::Key_Delete);
        QCOMPARE(switchesOf(*doc_), 120);
        QVERIFY(view_->scene()->elementsOfKind("extra-switches").isEmpty());
        QCOMPARE(view_->selectedElement().kind, QString("network"));  // the closest element left
        doc_->undoStack()->undo();
        QCOMPARE(switchesOf(*doc_), 122);
        // Enter moves the keyboard focus into the inspector.
        view_->selectElement(element("tier", 0, 1));
        gv->setFocus();
        QTest::keyClick(gv, Qt::Key_Return);
        QVERIFY(view_->inspector()->isAncestorOf(QApplication::focusWidget()));
        QVERIFY(!QApplication::focusWidget()->accessibleName().isEmpty());
    }

    void hundredThousandGpusStayFewItems() {
        open(profilePath("h100-100k-ib-4tier"));
        QVERIFY2(view_->scene()->items().size() < 3000, qPrintable(QString::number(view_->scene()->items().size())));
        view_->selectElement(element("tier", 0, 1));
        QCOMPARE(view_->inspector()->currentPage(), QString("tier"));
        QVERIFY(view_->scene()->items().size() < 3000);
    }

    // The "done when": blank → Fire-Flyer 2 (122) → DGX-style 3-tier (1,320) → undo to blank.
    void walkthroughBlankToFireFlyerToDgx() {
        view_.reset();
        doc_ = std::make_unique<cpui::Document>(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc_->newFromTemplate(dataDir() + "/templates/blank.json", &error), qPrintable(error));
        view_ = std::make_unique<cpui::TopologyView>();
        view_->setDocument(doc_.get(), dataDir());
        const cp::Profile blank = doc_->profile();

        // The network: QM8700 at 200G (the switch brings its speed along).
        QVERIFY(choose(inspect<QComboBox>(element("network"), "/networks/0/switch"), "qm8700"));
        QCOMPARE(doc_->profile().networks[0].link_speed_gbps, 200.0);
        // The nodes: 1,240 PCIe A100 nodes.
        QVERIFY(choose(inspect<QComboBox>(element("endpoints", 0, -1, 0), "/compute/node_type"), "ff2-pcie-a100"));
        auto* nodes = inspect<QSpinBox>(element("endpoints", 0, -1, 0), "/compute/nodes");
        QVERIFY(nodes);
        nodes->setValue(1240);
        QCOMPARE(doc_->profile().compute.nodes.value_or(0), 1240);
        // Two zones from the context menu, storage dual-homed, two tiers.
        view_->selectElement(element("network"));
        QVERIFY(trigger("splitZones"));
        QCOMPARE(doc_->profile().networks[0].zones, 2);
        view_->selectElement(element("network"));
        QVERIFY(trigger("attachStorage"));
        QCOMPARE(doc_->profile().storage.nics_per_server, 2);  // one NIC into each zone
        QVERIFY(choose(inspect<QComboBox>(element("endpoints", 0, -1, 1), "/storage/nic"), "cx6-200g"));
        inspect<QSpinBox>(element("endpoints", 0, -1, 1), "/storage/servers")->setValue(180);
        QCOMPARE(doc_->profile().storage.servers, 180);
        QVERIFY(choose(inspect<QComboBox>(element("network"), "/networks/0/tiers"), "2"));
        QVERIFY2(view_->actions()->addExtraSwitches(0, "qm8700", 2, "not itemised in the paper: Table III counts 122", &error),
                 qPrintable(error));
        QCOMPARE(view_->scene()->elementsOfKind("extra-switches").size(), 1);
        QCOMPARE(switchesOf(*doc_), 122);
        const cp::Plan reference = cptest::planOf("fire-flyer-2");
        for (std::size_t t = 0; t < 2; ++t)
            QCOMPARE(doc_->plan().fabric->networks[0].tiers[t].count, reference.fabric->networks[0].tiers[t].count);
        QCOMPARE(doc_->plan().fabric->links_total, reference.fabric->links_total);

        // To the DGX-style tree: storage and extras deleted, a third tier, zones merged,
        // DGX A100 nodes, the core built out for 12,800 endpoints.
        view_->selectElement(element("endpoints", 0, -1, 1));
        QVERIFY(view_->deleteSelected());
        view_->selectElement(element("extra-switches", 0, -1, 0));
        QVERIFY(view_->deleteSelected());
        view_->selectElement(element("network"));
        QVERIFY(trigger("addTier"));
        QVERIFY(trigger("mergeZones"));
        QCOMPARE(doc_->plan().fabric->networks[0].zones, 1);
        QVERIFY(choose(inspect<QComboBox>(element("endpoints", 0, -1, 0), "/compute/node_type"), "dgx-a100"));
        inspect<QSpinBox>(element("endpoints", 0, -1, 0), "/compute/nodes")->setValue(1250);
        auto* buildOut = inspect<cpui::OptionalNumberField>(element("tier", 0, 2), "/networks/0/build_out_endpoints");
        QVERIFY(buildOut);
        buildOut->spinBox()->setValue(12800);
        buildOut->checkBox()->setChecked(true);
        QCOMPARE(doc_->profile().networks[0].build_out_endpoints.value_or(0), 12800);
        QCOMPARE(switchesOf(*doc_), 1320);
        const cp::Plan dgx = cptest::planOf("dgx-a100-10k");
        for (std::size_t t = 0; t < 3; ++t)
            QCOMPARE(doc_->plan().fabric->networks[0].tiers[t].count, dgx.fabric->networks[0].tiers[t].count);

        // Every step undoes, back to the blank profile.
        QVERIFY(doc_->undoStack()->count() >= 12);
        while (doc_->undoStack()->canUndo()) doc_->undoStack()->undo();
        QVERIFY(doc_->profile() == blank);
    }
};

QTEST_MAIN(TestTopologyEditor)
#include "test_topology_editor.moc"
