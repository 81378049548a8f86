#pragma once
// The Topology diagram as a QGraphicsScene built from a cp::Plan: one framed
// block per network, zones and planes as frames (at most four shown, the rest
// folded into one "… N more" frame), one box per tier per zone/plane group with
// its switch count, link bundles between tiers coloured by media class and the
// endpoint groups at the bottom. Never one item per switch, so a million GPUs
// draw as fast as a hundred. Every element carries its identity in
// QGraphicsItem::data() (see TopologyKey); elements are selectable and focusable
// for the editing in TopologyView and TopologyInspector.

#include <QColor>
#include <QGraphicsScene>
#include <QList>
#include <QString>

#include <cstdint>
#include <string>

#include "plan/plan.h"
#include "topology/topology_geometry.h"

class QGraphicsItem;

namespace cpui {

// Keys of QGraphicsItem::data() on every diagram element. Indices are -1 where
// they do not apply (a network-wide item, a tier spanning zones).
enum TopologyKey : int {
    KindKey = 0,       // "network", "zone", "plane", "tier", "switch-group", "bundle", "endpoints"
    NetworkKey = 1,    // index into plan.fabric->networks
    ZoneKey = 2,       // first zone of the group
    PlaneKey = 3,      // first plane of the group
    TierKey = 4,       // tier index; a bundle's lower tier (-1: endpoints)
    CountKey = 5,      // switches (tier, switch-group), links (bundle), hosts (endpoints)
    ZoneSpanKey = 6,   // zones the item stands for (>1 on a folded "more" frame)
    PlaneSpanKey = 7,  // planes the item stands for
    UpperTierKey = 8,  // a bundle's upper tier index
    MediaKey = 9,      // a bundle's media id ("" when the plan has no cabling)
    GroupKey = 10,     // an endpoint group's index, or an "extra-switches" entry's index in the network's list
};

// Which diagram element an item is, independent of the item: the scene is rebuilt on
// every plan change, and an element id finds the same element in the new scene.
struct TopologyElement {
    QString kind;  // KindKey; empty: nothing
    int network = -1;
    qint64 zone = -1, plane = -1;
    int tier = -1, upper_tier = -1;
    qint64 group = -1;  // endpoint group or extra switch entry
    QString media;      // a bundle's medium (one line per medium)

    bool isValid() const { return !kind.isEmpty(); }
    bool operator==(const TopologyElement&) const = default;
    // The element an item belongs to (a label belongs to its parent); invalid for none.
    static TopologyElement of(const QGraphicsItem* item);
    // "tier network=0 tier=1": readable, and parsed back by fromString (--select).
    QString toString() const;
    static TopologyElement fromString(const QString& text);
};

// One row of the media legend: a media class, its colour and the links using it.
struct MediaLegendEntry {
    QString media_class;
    QColor colour;
    std::int64_t links = 0;
};

// Okabe-Ito colours, one per media class (colour-blind safe); grey when unknown.
QColor mediaClassColour(const QString& mediaClass);

class TopologyScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit TopologyScene(QObject* parent = nullptr);

    // Rebuilds every item from `plan`; an empty scene when the plan has no fabric.
    void setPlan(const cp::Plan& plan);
    bool hasDiagram() const { return has_diagram_; }

    // Elements whose KindKey is `kind`, in creation order (top-level elements only).
    QList<QGraphicsItem*> elementsOfKind(const QString& kind) const;
    // The item of an element, or the closest one left after a recompute (same kind
    // and network and tier, else the network): nullptr when the network is gone.
    QGraphicsItem* findElement(const TopologyElement& element) const;
    QGraphicsItem* elementAt(const QPointF& scenePos) const;
    // Selects one element (or none) and frames it with a highlight.
    void selectElement(const TopologyElement& element);
    TopologyElement selectedElement() const;
    QGraphicsItem* selectedItem() const;
    // Media classes the plan's links use, most links first.
    const QList<MediaLegendEntry>& legend() const { return legend_; }
    // Zones or planes shown one by one before the rest fold into one frame
    // (planes inside several zones: 2).
    static constexpr std::int64_t kMaxShownGroups = topology::kMaxShownGroups;

private:
    void updateHighlight();

    QGraphicsItem* highlight_ = nullptr;
    bool has_diagram_ = false;
    QList<MediaLegendEntry> legend_;
};

}  // namespace cpui
