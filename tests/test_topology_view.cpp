// The Topology tab offscreen: tiers, zones and planes drawn from the plan with
// their counts, bundle labels that add up to the plan's links, a bounded item
// count at 100k GPUs, zoom kept across refreshes, and PNG/SVG export.
#include <QAbstractGraphicsShapeItem>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QSet>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

#include "common/format.h"
#include "test_support.h"
#include "topology/topology_scene.h"
#include "topology/topology_view.h"

namespace {

int tierIndex(const cp::NetworkResult& net, const std::string& name) {
    for (std::size_t t = 0; t < net.tiers.size(); ++t)
        if (net.tiers[t].name == name) return static_cast<int>(t);
    return -1;
}

qlonglong countOf(const QGraphicsItem* item) { return item->data(cpui::CountKey).toLongLong(); }

// Sum of CountKey over the `kind` elements of network `n` at tier `tier`.
qlonglong sumOf(const cpui::TopologyScene& scene, const QString& kind, int n, int tier) {
    qlonglong sum = 0;
    for (const QGraphicsItem* item : scene.elementsOfKind(kind))
        if (item->data(cpui::NetworkKey).toInt() == n && item->data(cpui::TierKey).toInt() == tier) sum += countOf(item);
    return sum;
}

QStringList childTexts(const QGraphicsItem* item) {
    QStringList texts;
    for (const QGraphicsItem* child : item->childItems())
        if (const auto* t = dynamic_cast<const QGraphicsSimpleTextItem*>(child)) texts << t->text();
    return texts;
}

// Fire-Flyer 2 plus an out-of-band management network: two networks to stack.
cp::Plan fireFlyerWithManagement() {
    return cp::evaluate(cptest::withManagementNetwork(cptest::shippedProfile("fire-flyer-2")), cptest::shippedCatalog());
}

// A shipped profile's first network split into `zones` zones of `planes` planes.
cp::Plan splitPlan(const std::string& profile, std::int64_t zones, std::int64_t planes) {
    cp::Profile p = cptest::shippedProfile(profile);
    p.networks[0].zones = zones;
    p.networks[0].planes = planes;
    return cp::evaluate(p, cptest::shippedCatalog());
}

}  // namespace

class TestTopologyView : public QObject {
    Q_OBJECT

private slots:
    void fireFlyerShowsTiersAndTwoZones() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        cpui::TopologyView view;
        QCOMPARE(view.objectName(), QString("topologyView"));
        view.showPlan(plan);
        const cpui::TopologyScene& scene = *view.scene();
        std::map<QString, qlonglong> tiers;
        for (const QGraphicsItem* item : scene.elementsOfKind("tier"))
            tiers[QString::fromStdString(
                plan.fabric->networks[0].tiers[static_cast<std::size_t>(item->data(cpui::TierKey).toInt())].name)] =
                countOf(item);
        QCOMPARE(tiers.size(), std::size_t(2));
        QCOMPARE(tiers["leaf"], 80);  // Fire-Flyer SC24: 2 zones × (40 leaves + 20 spines)
        QCOMPARE(tiers["spine"], 40);
        const QList<QGraphicsItem*> zones = scene.elementsOfKind("zone");
        QCOMPARE(zones.size(), 2);
        QCOMPARE(zones[0]->data(cpui::ZoneKey).toInt(), 0);
        QCOMPARE(zones[1]->data(cpui::ZoneKey).toInt(), 1);
        QVERIFY(scene.elementsOfKind("plane").isEmpty());
        // One box per tier per zone, each with the zone's share.
        QStringList groupTitles;
        for (const QGraphicsItem* item : scene.elementsOfKind("switch-group")) groupTitles << childTexts(item).value(0);
        QCOMPARE(groupTitles.count("leaf × 40 (qm8700)"), 2);
        QCOMPARE(groupTitles.count("spine × 20 (qm8700)"), 2);
        // The two zones are joined by a few links; the tooltip explains the tier count.
        QVERIFY(scene.elementsOfKind("tier")[0]->toolTip().contains("leaves ="));
        QVERIFY(!scene.elementsOfKind("endpoints").isEmpty());
    }

    void multiPlaneFoldsPlanesBeyondFour() {
        const cp::Plan plan = cptest::planOf("deepseek-v3-mpft-16k");
        const cp::NetworkResult& net = plan.fabric->networks[0];
        QCOMPARE(net.planes, 8);
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        const QList<QGraphicsItem*> planes = scene.elementsOfKind("plane");
        QCOMPARE(planes.size(), 4);  // planes 1, 2, 3 and "… 5 more planes"
        QCOMPARE(planes[0]->data(cpui::PlaneSpanKey).toInt(), 1);
        QCOMPARE(planes[3]->data(cpui::PlaneKey).toInt(), 3);
        QCOMPARE(planes[3]->data(cpui::PlaneSpanKey).toInt(), 5);
        QVERIFY(childTexts(planes[3]).join(' ').contains("5 more planes"));
        // The boxes (shown and folded) account for every switch of every tier.
        for (std::size_t t = 0; t < net.tiers.size(); ++t)
            QCOMPARE(sumOf(scene, "switch-group", 0, static_cast<int>(t)), net.tiers[t].count);
        // Identical planes: each shown plane holds an eighth of the switches.
        for (const QGraphicsItem* item : scene.elementsOfKind("switch-group"))
            if (item->data(cpui::PlaneSpanKey).toInt() == 1)
                QCOMPARE(countOf(item), net.tiers[static_cast<std::size_t>(item->data(cpui::TierKey).toInt())].count / 8);
    }

    void networksStackEachInItsFrame() {
        const cp::Plan plan = fireFlyerWithManagement();
        QCOMPARE(plan.fabric->networks.size(), std::size_t(2));
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        const QList<QGraphicsItem*> frames = scene.elementsOfKind("network");
        QCOMPARE(frames.size(), 2);
        QVERIFY(frames[1]->sceneBoundingRect().top() > frames[0]->sceneBoundingRect().bottom());
        QVERIFY(childTexts(frames[0]).contains("backend network"));
        QVERIFY(childTexts(frames[1]).contains("oob network"));
        QCOMPARE(countOf(frames[1]), plan.fabric->networks[1].switches_total);
        // The management network reaches nodes, storage servers and the backend's switches.
        qlonglong hosts = 0;
        for (const QGraphicsItem* item : scene.elementsOfKind("endpoints"))
            if (item->data(cpui::NetworkKey).toInt() == 1) hosts += countOf(item);
        QCOMPARE(hosts, 1240 + 180 + 122);
        QCOMPARE(sumOf(scene, "switch-group", 1, 0), plan.fabric->networks[1].tiers[0].count);
    }

    void manyZonesFoldIntoOneFrame() {
        const cp::Plan plan = splitPlan("fire-flyer-2", 10, 1);
        QVERIFY2(plan.errors.empty(), plan.errors.empty() ? "" : plan.errors.front().message.c_str());
        const cp::NetworkResult& net = plan.fabric->networks[0];
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        const QList<QGraphicsItem*> zones = scene.elementsOfKind("zone");
        QCOMPARE(zones.size(), 4);  // zones 1–3 and "… 7 more zones (4–10)"
        QCOMPARE(zones[3]->data(cpui::ZoneKey).toInt(), 3);
        QCOMPARE(zones[3]->data(cpui::ZoneSpanKey).toInt(), 7);
        QVERIFY(childTexts(zones[3]).join(' ').contains("7 more zones (4–10)"));
        for (std::size_t t = 0; t < net.tiers.size(); ++t)
            QCOMPARE(sumOf(scene, "switch-group", 0, static_cast<int>(t)), net.tiers[t].count);
        // Zones × planes: planes are framed inside each shown zone.
        cpui::TopologyScene both;
        const cp::Plan zonesAndPlanes = splitPlan("deepseek-v3-mpft-16k", 2, 8);
        QVERIFY(zonesAndPlanes.errors.empty());
        both.setPlan(zonesAndPlanes);
        QCOMPARE(both.elementsOfKind("zone").size(), 2);
        QCOMPARE(both.elementsOfKind("plane").size(), 4);  // plane 1 and "… 7 more planes" in each zone
        QCOMPARE(both.elementsOfKind("switch-group").size(), 8);
        for (std::size_t t = 0; t < 2; ++t)
            QCOMPARE(sumOf(both, "switch-group", 0, static_cast<int>(t)), zonesAndPlanes.fabric->networks[0].tiers[t].count);
        const cp::Plan sixZones = splitPlan("deepseek-v3-mpft-16k", 6, 8);
        both.setPlan(sixZones);
        QCOMPARE(both.elementsOfKind("zone").size(), 4);   // zones 1–3 and "… 3 more zones × 8 planes"
        QCOMPARE(both.elementsOfKind("plane").size(), 6);  // 2 in each shown zone
        for (std::size_t t = 0; t < 2; ++t)
            QCOMPARE(sumOf(both, "switch-group", 0, static_cast<int>(t)), sixZones.fabric->networks[0].tiers[t].count);
    }

    void bundlesMatchThePlansLinks_data() {
        QTest::addColumn<QString>("profile");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    // Every shipped profile: bundles add up to the link classes, labels say so,
    // colours follow the media class, and the scene stays small at any scale.
    void bundlesMatchThePlansLinks() {
        QFETCH(QString, profile);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        QVERIFY(plan.fabric);
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        QVERIFY2(scene.items().size() < 500, qPrintable(QString::number(scene.items().size())));
        // Nothing spills out of its network's frame (labels included).
        QList<QRectF> frames;
        for (const QGraphicsItem* frame : scene.elementsOfKind("network")) frames << frame->sceneBoundingRect();
        for (const QGraphicsItem* item : scene.items()) {
            const QRectF r = item->sceneBoundingRect();
            const bool inside = std::any_of(frames.begin(), frames.end(), [&](const QRectF& f) { return f.contains(r); });
            const auto* label = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
            QVERIFY2(inside, qPrintable(QString("%1 at %2,%3 %4×%5")
                                            .arg(label ? label->text() : item->data(cpui::KindKey).toString())
                                            .arg(r.x())
                                            .arg(r.y())
                                            .arg(r.width())
                                            .arg(r.height())));
        }
        std::map<std::string, QString> classOf;
        for (const cp::MediaUse& m : plan.cabling->by_media) classOf[m.media] = QString::fromStdString(m.media_class);
        for (std::size_t n = 0; n < plan.fabric->networks.size(); ++n) {
            const cp::NetworkResult& net = plan.fabric->networks[n];
            std::map<std::pair<int, int>, qlonglong> expected, drawn;
            for (const cp::LinkClass& lc : net.link_classes)
                expected[{tierIndex(net, lc.from), tierIndex(net, lc.to)}] += lc.count;
            for (const QGraphicsItem* item : scene.elementsOfKind("bundle")) {
                if (item->data(cpui::NetworkKey).toInt() != static_cast<int>(n)) continue;
                drawn[{item->data(cpui::TierKey).toInt(), item->data(cpui::UpperTierKey).toInt()}] += countOf(item);
                const std::string media = item->data(cpui::MediaKey).toString().toStdString();
                QVERIFY(!media.empty());  // every shipped profile has cabling
                const QString label = childTexts(item).value(0);
                QVERIFY2(label.startsWith(QString::fromStdString(cp::formatCount(countOf(item))) + " × " +
                                          QString::fromStdString(media)),
                         qPrintable(label));
                const auto* shape = dynamic_cast<const QAbstractGraphicsShapeItem*>(item);
                QVERIFY(shape);
                QCOMPARE(shape->pen().color(), cpui::mediaClassColour(classOf[media]));
            }
            QVERIFY(drawn == expected);
            QCOMPARE(drawn[std::make_pair(-1, 0)], net.endpoint_links_total);
        }
    }

    void hundredThousandGpusStayBounded() {
        for (const char* name : {"h100-100k-ib-4tier", "h100-98k-rail-ib", "kokolis-scale-131k"}) {
            const cp::Plan plan = cptest::planOf(name);
            cpui::TopologyScene scene;
            QElapsedTimer timer;
            timer.start();
            scene.setPlan(plan);
            QVERIFY2(timer.elapsed() < 1000, name);
            QVERIFY2(scene.items().size() < 500, name);
            const cp::NetworkResult& net = plan.fabric->networks[0];
            QCOMPARE(scene.elementsOfKind("tier").size(), static_cast<qsizetype>(net.tiers.size()));
            for (std::size_t t = 0; t < net.tiers.size(); ++t)
                QCOMPARE(sumOf(scene, "switch-group", 0, static_cast<int>(t)), net.tiers[t].count);
        }
        // Four zones joined by a tier: the join tier is one box over all zones.
        const cp::Plan plan = cptest::planOf("h100-98k-rail-ib");
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        QCOMPARE(scene.elementsOfKind("zone").size(), 4);
        const int join = static_cast<int>(plan.fabric->networks[0].tiers.size()) - 1;
        int joinBoxes = 0;
        for (const QGraphicsItem* item : scene.elementsOfKind("switch-group"))
            if (item->data(cpui::TierKey).toInt() == join) {
                ++joinBoxes;
                QCOMPARE(item->data(cpui::ZoneKey).toInt(), -1);
            }
        QCOMPARE(joinBoxes, 1);
    }

    void everyElementHasIdentityAndTooltip() {
        cpui::TopologyScene scene;
        scene.setPlan(cptest::planOf("fire-flyer-2"));
        const QSet<QString> kinds{"network", "zone", "plane", "tier", "switch-group", "bundle", "endpoints", "extra-switches"};
        int elements = 0;
        for (const QGraphicsItem* item : scene.items()) {
            const QString kind = item->data(cpui::KindKey).toString();
            if (kind.isEmpty()) {
                QVERIFY(item->parentItem());  // labels belong to an element
                continue;
            }
            ++elements;
            QVERIFY2(kinds.contains(kind), qPrintable(kind));
            QVERIFY(item->data(cpui::NetworkKey).isValid() && item->data(cpui::ZoneKey).isValid() &&
                    item->data(cpui::PlaneKey).isValid() && item->data(cpui::TierKey).isValid());
            QVERIFY2(!item->toolTip().isEmpty(), qPrintable(kind));
            // Selectable, and found again by its identity (also from its text form).
            QVERIFY(item->flags() & QGraphicsItem::ItemIsSelectable);
            const cpui::TopologyElement e = cpui::TopologyElement::of(item);
            QCOMPARE(scene.findElement(e), item);
            QCOMPARE(cpui::TopologyElement::fromString(e.toString()), e);
        }
        QVERIFY(elements > 10);
        QCOMPARE(scene.elementsOfKind("extra-switches").size(), 1);  // Fire-Flyer's two listed extras
        QCOMPARE(countOf(scene.elementsOfKind("extra-switches").front()), 2);
        QVERIFY(!cpui::TopologyElement::fromString("tier network=x").isValid());
    }

    void emptyPlanShowsAMessage() {
        cpui::TopologyView view;
        view.showPlan(cp::Plan{});
        QVERIFY(!view.scene()->hasDiagram());
        auto* pages = view.findChild<QStackedWidget*>();
        auto* label = qobject_cast<QLabel*>(pages->currentWidget());
        QVERIFY(label);
        QVERIFY(label->text().contains("no fabric"));
        QTemporaryDir dir;
        QString error;
        QVERIFY(!view.exportPng(dir.filePath("x.png"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    void zoomSurvivesRefresh() {
        cpui::TopologyView view;
        view.resize(1600, 1000);
        view.show();
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        view.showPlan(plan);
        QVERIFY(view.fitsToWindow());
        const double fitted = view.zoom();
        view.zoomIn();
        view.zoomIn();
        QVERIFY(!view.fitsToWindow());
        const double zoomed = view.zoom();
        QVERIFY(qAbs(zoomed - fitted * 1.5625) < 1e-6 || zoomed == 4.0);
        view.showPlan(cptest::planOf("fire-flyer-pcie-3tier"));
        QCOMPARE(view.zoom(), zoomed);
        view.fitToWindow();
        QVERIFY(view.fitsToWindow());
        QVERIFY(view.zoom() < zoomed);
        // Fitted: the whole diagram is visible.
        const QRectF visible = view.graphicsView()->mapToScene(view.graphicsView()->viewport()->rect()).boundingRect();
        QVERIFY(visible.adjusted(-2, -2, 2, 2).contains(view.scene()->itemsBoundingRect()));
    }

    void exportsPngAndSvg() {
        cpui::TopologyView view;
        view.showPlan(cptest::planOf("deepseek-v3-mpft-16k"));
        QTemporaryDir dir;
        QString error;
        const QString png = dir.filePath("topology.png");
        QVERIFY2(view.exportPng(png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 1000 && image.height() > 500);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 5, qPrintable(QString::number(colours.size())));

        const QString svg = dir.filePath("topology.svg");
        QVERIFY2(view.exportSvg(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.startsWith("<?xml") || text.contains("<svg"));
        QVERIFY(text.contains("leaf"));                                                // text stays text
        QVERIFY(!QDir(dir.path()).entryList(QDir::Files).join(' ').contains(".tmp"));  // no temp files left
    }

    void exportToUnwritablePathFails() {
        cpui::TopologyView view;
        view.showPlan(cptest::planOf("fire-flyer-2"));
        QTemporaryDir dir;
        for (const QString& name : {QString("missing/topology.png"), QString("missing/topology.svg")}) {
            const QString path = dir.filePath(name);
            QString error;
            const bool ok = name.endsWith("png") ? view.exportPng(path, &error) : view.exportSvg(path, &error);
            QVERIFY(!ok);
            QVERIFY2(error.contains(path), qPrintable(error));
            QVERIFY(!QFile::exists(path));
        }
    }

    // Renders the tab as users see it; TOPOLOGY_SCREENSHOT_DIR keeps the PNGs for review.
    void screenshots() {
        const QString keep = qEnvironmentVariable("TOPOLOGY_SCREENSHOT_DIR");
        for (const char* name :
             {"fire-flyer-2", "mpft-split", "deepseek-v3-mpft-16k", "h100-98k-rail-ib", "h100-100k-ib-4tier"}) {
            cpui::TopologyView view;
            view.resize(1600, 1000);
            view.show();
            const std::string profile = name;
            view.showPlan(profile == "fire-flyer-2" ? fireFlyerWithManagement()
                          : profile == "mpft-split" ? splitPlan("deepseek-v3-mpft-16k", 6, 8)
                                                    : cptest::planOf(profile));
            const QImage shot = view.grab().toImage();
            QCOMPARE(shot.size(), QSize(1600, 1000));
            if (!keep.isEmpty()) {
                QVERIFY(shot.save(keep + "/" + name + ".png"));
                QString error;
                QVERIFY2(view.exportPng(keep + "/" + name + "-export.png", &error), qPrintable(error));
            }
        }
    }
};

QTEST_MAIN(TestTopologyView)
#include "test_topology_view.moc"
