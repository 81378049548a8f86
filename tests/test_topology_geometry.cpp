// The Topology diagram's geometry (topology_geometry.h) on shipped profiles: zone blocks side by
// side without overlap, columns and switch groups inside their frames, one column per zone × plane
// fabric (folded ranges included), bundles from box to box, endpoint groups in a row under the
// columns, and the scene's items where the layout puts them.
#include <QGraphicsPathItem>
#include <QtTest>

#include <algorithm>
#include <set>

#include "test_support.h"
#include "topology/topology_geometry.h"
#include "topology/topology_scene.h"

namespace {

namespace topo = cpui::topology;

// Text widths a layout is given: `endpointWidth` for every endpoint group's text.
topo::TextWidths widthsFor(const cp::NetworkResult& net, qreal endpointWidth = 100) {
    topo::TextWidths widths;
    widths.title = 300;
    widths.endpoints.assign(net.endpoint_groups.size(), endpointWidth);
    widths.line_height = 14;
    return widths;
}

// Every network of `plan` laid out, stacked as the scene stacks them.
std::vector<topo::NetworkLayout> layoutsOf(const cp::Plan& plan, std::vector<topo::NetworkLoads>& loads,
                                           qreal endpointWidth = 100) {
    std::vector<topo::NetworkLayout> layouts;
    qreal top = 0;
    for (const cp::NetworkResult& net : plan.fabric->networks) {
        loads.push_back(topo::loadsOf(net, plan));
        layouts.push_back(topo::layoutNetwork(loads.back(), widthsFor(net, endpointWidth), top));
        top = layouts.back().bottom + topo::kNetworkGap;
    }
    return layouts;
}

// `inner` lies within `outer` (edges may touch).
bool inside(const QRectF& inner, const QRectF& outer) {
    return inner.left() >= outer.left() && inner.right() <= outer.right() && inner.top() >= outer.top() &&
           inner.bottom() <= outer.bottom();
}

QString str(const QRectF& r) { return QStringLiteral("(%1, %2 %3×%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()); }

bool same(const QRectF& a, const QRectF& b) {
    return qFuzzyCompare(a.left() + 1, b.left() + 1) && qFuzzyCompare(a.top() + 1, b.top() + 1) &&
           qFuzzyCompare(a.width(), b.width()) && qFuzzyCompare(a.height(), b.height());
}

// A shipped profile's first network split into `zones` zones of `planes` planes.
cp::Plan splitPlan(const std::string& profile, std::int64_t zones, std::int64_t planes) {
    cp::Profile p = cptest::shippedProfile(profile);
    p.networks[0].zones = zones;
    p.networks[0].planes = planes;
    return cp::evaluate(p, cptest::shippedCatalog());
}

void addShippedProfiles() {
    QTest::addColumn<QString>("profile");
    for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

}  // namespace

class TestTopologyGeometry : public QObject {
    Q_OBJECT

private slots:
    void fireFlyerZonesSideBySide() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        std::vector<topo::NetworkLoads> loads;
        const auto layouts = layoutsOf(plan, loads);
        QCOMPARE(layouts.size(), std::size_t(1));
        const topo::NetworkLayout& layout = layouts[0];
        QCOMPARE(loads[0].zones, std::int64_t(2));  // SC24: two zones of one plane, leaf and spine
        QCOMPARE(loads[0].zone_tiers, 2);
        QCOMPARE(layout.blocks.size(), std::size_t(2));
        const topo::ZoneBlock& a = layout.blocks[0];
        const topo::ZoneBlock& b = layout.blocks[1];
        QVERIFY(a.frame && b.frame);
        QCOMPARE(a.z0, std::int64_t(0));
        QCOMPARE(b.z0, std::int64_t(1));
        // Side by side: the same rows, the second right of the first with a gap, both in the network's frame.
        QCOMPARE(a.frame->top(), b.frame->top());
        QCOMPARE(a.frame->height(), b.frame->height());
        QVERIFY2(a.frame->right() < b.frame->left(), qPrintable(str(*a.frame) + " overlaps " + str(*b.frame)));
        QVERIFY(!a.frame->intersects(*b.frame));
        QVERIFY(inside(*a.frame, layout.frame) && inside(*b.frame, layout.frame));
        // One plane: one column per zone, no plane frames; the tier headers left of the zones.
        for (const topo::ZoneBlock& block : layout.blocks) {
            QCOMPARE(block.columns.size(), std::size_t(1));
            QVERIFY(!block.columns[0].plane_frame);
            QCOMPARE(block.columns[0].switch_groups.size(), std::size_t(2));
        }
        QCOMPARE(layout.tier_headers.size(), std::size_t(2));
        for (const QRectF& header : layout.tier_headers) QVERIFY(header.right() <= a.frame->left());
        // Its two unitemised switches in a box right of the zones.
        QCOMPARE(layout.extra_switches.size(), std::size_t(1));
        QVERIFY(!layout.extras_folded);
        QVERIFY(layout.extra_switches[0].left() > b.frame->right());
        QVERIFY(inside(layout.extra_switches[0], layout.frame));
    }

    void columnsCoverEveryFabricOnce_data() { addShippedProfiles(); }
    void columnsCoverEveryFabricOnce() {
        QFETCH(QString, profile);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        std::vector<topo::NetworkLoads> loads;
        const auto layouts = layoutsOf(plan, loads);
        for (std::size_t n = 0; n < layouts.size(); ++n) {
            const topo::NetworkLoads& L = loads[n];
            const std::int64_t shownZones = std::min(L.zones, topo::kMaxShownGroups);
            QCOMPARE(static_cast<std::int64_t>(layouts[n].blocks.size()), shownZones);
            std::set<std::pair<std::int64_t, std::int64_t>> covered;
            for (const topo::ZoneBlock& b : layouts[n].blocks) {
                for (const topo::Column& c : b.columns) {
                    QVERIFY(c.z0 >= b.z0 && c.z0 + c.nz <= b.z0 + b.nz);
                    for (std::int64_t z = c.z0; z < c.z0 + c.nz; ++z)
                        for (std::int64_t p = c.p0; p < c.p0 + c.np; ++p) QVERIFY2(covered.insert({z, p}).second, "drawn twice");
                }
            }
            QCOMPARE(static_cast<std::int64_t>(covered.size()), L.zones * L.planes);
        }
    }

    void planesFoldBeyondFour() {
        // Eight planes in one zone: three alone and the other five folded into a fourth column.
        std::vector<topo::NetworkLoads> loads;
        auto layouts = layoutsOf(cptest::planOf("deepseek-v3-mpft-16k"), loads);
        QCOMPARE(loads[0].planes, std::int64_t(8));
        QCOMPARE(layouts[0].blocks.size(), std::size_t(1));
        const auto& columns = layouts[0].blocks[0].columns;
        QCOMPARE(columns.size(), std::size_t(4));
        QCOMPARE(columns.back().p0, std::int64_t(3));
        QCOMPARE(columns.back().np, std::int64_t(5));
        // Six zones of eight planes: three zones alone and three folded; planes fold after one inside a zone.
        loads.clear();
        layouts = layoutsOf(splitPlan("deepseek-v3-mpft-16k", 6, 8), loads);
        QCOMPARE(layouts[0].blocks.size(), std::size_t(4));
        for (std::size_t z = 0; z < 3; ++z) {
            QCOMPARE(layouts[0].blocks[z].columns.size(), std::size_t(2));
            QCOMPARE(layouts[0].blocks[z].columns[1].np, std::int64_t(7));
        }
        const topo::ZoneBlock& folded = layouts[0].blocks[3];
        QCOMPARE(folded.nz, std::int64_t(3));
        QCOMPARE(folded.columns.size(), std::size_t(1));
        QVERIFY(!folded.columns[0].plane_frame);  // a column of several zones has no plane frame
        QVERIFY(layouts[0].blocks[0].columns[0].plane_frame);
    }

    void framesNestAndDoNotOverlap_data() { addShippedProfiles(); }
    void framesNestAndDoNotOverlap() {
        QFETCH(QString, profile);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        std::vector<topo::NetworkLoads> loads;
        const auto layouts = layoutsOf(plan, loads);
        for (std::size_t n = 0; n < layouts.size(); ++n) {
            const topo::NetworkLayout& layout = layouts[n];
            if (n > 0) QVERIFY(layout.frame.top() > layouts[n - 1].frame.bottom());  // networks stacked
            QRectF previous;
            for (const topo::ZoneBlock& b : layout.blocks) {
                QCOMPARE(b.frame.has_value(), loads[n].zones > 1);
                const QRectF zone = b.frame.value_or(layout.frame);
                QVERIFY(inside(zone, layout.frame));
                if (b.frame && !previous.isNull())
                    QVERIFY2(previous.right() < zone.left(), qPrintable(str(previous) + " overlaps " + str(zone)));
                previous = zone;
                for (const topo::Column& c : b.columns) {
                    QCOMPARE(c.plane_frame.has_value(), loads[n].planes > 1 && c.nz == 1);
                    const QRectF plane = c.plane_frame.value_or(zone);
                    QVERIFY2(inside(plane, zone), qPrintable(str(plane) + " outside " + str(zone)));
                    QCOMPARE(static_cast<int>(c.switch_groups.size()), loads[n].zone_tiers);
                    for (const QRectF& r : c.switch_groups) {
                        QVERIFY2(inside(r, plane), qPrintable(str(r) + " outside " + str(plane)));
                        QCOMPARE(r.center().x(), c.centre());
                    }
                }
            }
            // Columns left to right without overlap.
            qreal right = -1e9;
            for (const topo::ZoneBlock& b : layout.blocks)
                for (const topo::Column& c : b.columns) {
                    QVERIFY(c.left >= right);
                    right = c.left + topo::kColumnW;
                }
            QCOMPARE(layout.groups_right, right);
        }
    }

    void bundlesRunBetweenTheirBoxes_data() { addShippedProfiles(); }
    void bundlesRunBetweenTheirBoxes() {
        QFETCH(QString, profile);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        std::vector<topo::NetworkLoads> loads;
        const auto layouts = layoutsOf(plan, loads);
        for (std::size_t n = 0; n < layouts.size(); ++n) {
            const topo::NetworkLayout& layout = layouts[n];
            const topo::NetworkLoads& L = loads[n];
            QCOMPARE(layout.join_group.has_value(), L.join_tier);
            QCOMPARE(layout.bus.has_value(), L.inter_zone_links > 0);
            QCOMPARE(layout.tier_headers.size(), L.net->tiers.size());
            for (const topo::ZoneBlock& b : layout.blocks)
                for (const topo::Column& c : b.columns) {
                    if (L.zone_tiers == 0) continue;
                    // Tier t above tier t-1, each bundle from the lower box's top to the upper box's bottom.
                    QCOMPARE(static_cast<int>(c.tier_bundles.size()), L.zone_tiers - 1);
                    for (std::size_t t = 1; t < c.switch_groups.size(); ++t) {
                        const topo::BundleSpan& s = c.tier_bundles[t - 1];
                        QCOMPARE(s.lower, static_cast<int>(t) - 1);
                        QCOMPARE(s.upper, static_cast<int>(t));
                        QVERIFY(c.switch_groups[t].bottom() < c.switch_groups[t - 1].top());
                        QCOMPARE(s.bottom, c.switch_groups[t - 1].top());
                        QCOMPARE(s.top, c.switch_groups[t].bottom());
                        QCOMPARE(s.x, c.centre());
                    }
                    QCOMPARE(c.endpoint_bundle.bottom, layout.endpoints_top);
                    QCOMPARE(c.endpoint_bundle.top, c.switch_groups.front().bottom());
                    QCOMPARE(c.join_bundle.has_value(), L.join_tier);
                    if (c.join_bundle) {
                        QCOMPARE(c.join_bundle->bottom, c.switch_groups.back().top());
                        QCOMPARE(c.join_bundle->top, layout.join_group->bottom());
                        QVERIFY(c.centre() > layout.join_group->left() && c.centre() < layout.join_group->right());
                    }
                    if (layout.bus) QVERIFY(layout.bus->y < c.switch_groups.back().top());
                }
            if (layout.bus) {
                QCOMPARE(layout.bus->drops.size(), layout.blocks.size());
                QCOMPARE(layout.bus->bottom, layout.blocks[0].columns[0].switch_groups.back().top());
            }
        }
    }

    void endpointGroupsInARow() {
        // Narrow texts stretch to the columns' width; wide ones widen the network's frame.
        for (const qreal textWidth : {10.0, 3000.0}) {
            std::vector<topo::NetworkLoads> loads;
            const auto layouts = layoutsOf(cptest::planOf("fire-flyer-2"), loads, textWidth);
            const topo::NetworkLayout& layout = layouts[0];
            QCOMPARE(layout.endpoint_groups.size(), std::size_t(2));  // compute nodes and storage servers
            QVERIFY(layout.endpoint_tray);
            for (std::size_t i = 0; i < layout.endpoint_groups.size(); ++i) {
                const QRectF& r = layout.endpoint_groups[i];
                QVERIFY2(inside(r, *layout.endpoint_tray), qPrintable(str(r) + " outside " + str(*layout.endpoint_tray)));
                QVERIFY(r.top() >= layout.endpoints_top);
                QVERIFY(r.width() >= textWidth);
                if (i > 0) QVERIFY(layout.endpoint_groups[i - 1].right() < r.left());
            }
            QVERIFY(layout.endpoint_tray->width() >= layout.groups_right - layout.groups_left);
            QVERIFY(inside(*layout.endpoint_tray, layout.frame));
            QVERIFY(layout.endpoint_tray->bottom() < layout.bottom);
        }
    }

    // The scene draws each switch group, tier header and frame where the layout puts it.
    void sceneFollowsTheLayout_data() { addShippedProfiles(); }
    void sceneFollowsTheLayout() {
        QFETCH(QString, profile);
        const cp::Plan plan = cptest::planOf(profile.toStdString());
        cpui::TopologyScene scene;
        scene.setPlan(plan);
        std::vector<topo::NetworkLoads> loads;
        const auto layouts = layoutsOf(plan, loads);
        const qreal sceneRight = scene.sceneRect().right();
        qsizetype matched = 0;
        auto pathRect = [](const QGraphicsItem* item) {
            return static_cast<const QGraphicsPathItem*>(item)->path().boundingRect();
        };
        for (const QGraphicsItem* item : scene.elementsOfKind("switch-group")) {
            const auto n = static_cast<std::size_t>(item->data(cpui::NetworkKey).toInt());
            const std::int64_t zone = item->data(cpui::ZoneKey).toLongLong(), plane = item->data(cpui::PlaneKey).toLongLong();
            const auto tier = static_cast<std::size_t>(item->data(cpui::TierKey).toInt());
            QVERIFY(pathRect(item).right() <= sceneRight);
            if (zone < 0) {
                QVERIFY(same(pathRect(item), *layouts[n].join_group));
                ++matched;
                continue;
            }
            for (const topo::ZoneBlock& b : layouts[n].blocks)
                for (const topo::Column& c : b.columns)
                    if (c.z0 == zone && c.p0 == plane) {
                        QVERIFY2(same(pathRect(item), c.switch_groups[tier]),
                                 qPrintable(str(pathRect(item)) + " drawn, laid out at " + str(c.switch_groups[tier])));
                        ++matched;
                    }
        }
        QCOMPARE(matched, scene.elementsOfKind("switch-group").size());
        for (const QGraphicsItem* item : scene.elementsOfKind("tier")) {
            const auto n = static_cast<std::size_t>(item->data(cpui::NetworkKey).toInt());
            const auto tier = static_cast<std::size_t>(item->data(cpui::TierKey).toInt());
            QVERIFY(same(pathRect(item), layouts[n].tier_headers[tier]));
        }
        for (const QGraphicsItem* item : scene.elementsOfKind("network")) {
            const auto n = static_cast<std::size_t>(item->data(cpui::NetworkKey).toInt());
            QCOMPARE(pathRect(item).top(), layouts[n].frame.top());
            QCOMPARE(pathRect(item).bottom(), layouts[n].bottom);
        }
    }
};

QTEST_MAIN(TestTopologyGeometry)
#include "test_topology_geometry.moc"
