#pragma once
// Where the Topology diagram puts each network's parts, as plain numbers: the zone
// blocks and their zone × plane columns, the switch groups, the link bundles, the
// joining tier, the inter-zone bus and the endpoint groups. TopologyScene turns a
// NetworkLayout into items; nothing here creates one. Texts are measured by the
// caller (TextWidths), in the fonts it draws them with.

#include <QRectF>
#include <QtGlobal>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plan/plan.h"

namespace cpui::topology {

// Scene units (pixels at 100% zoom).
inline constexpr qreal kHeaderW = 190;  // tier headers left of the groups
inline constexpr qreal kColumnW = 290;  // one zone × plane group
inline constexpr qreal kBoxW = 220;
inline constexpr qreal kBoxH = 46;
inline constexpr qreal kRowH = 150;  // tier to tier, room for bundle labels
inline constexpr qreal kPad = 12;
inline constexpr qreal kTitleH = 24;
inline constexpr qreal kFrameGap = 14;
inline constexpr qreal kNetworkGap = 40;
inline constexpr qreal kBusH = 44;  // inter-zone links above the zones
// Zones or planes shown one by one before the rest fold into one frame
// (planes inside several zones: 2).
inline constexpr std::int64_t kMaxShownGroups = 4;

// A zone × plane fabric, or the sum of several: per tier switches and links.
struct GroupLoad {
    std::vector<std::int64_t> switches, down, up;
    std::int64_t endpoint_links = 0;

    explicit GroupLoad(std::size_t tiers = 0) : switches(tiers, 0), down(tiers, 0), up(tiers, 0) {}
    GroupLoad& operator+=(const GroupLoad& o);
    std::int64_t totalSwitches() const;
};

// What the plan says about one network, regrouped per zone × plane fabric.
struct NetworkLoads {
    const cp::NetworkResult* net = nullptr;
    std::int64_t zones = 1, planes = 1;
    int zone_tiers = 0;  // tiers inside each zone: all but a joining tier
    bool join_tier = false;
    std::vector<GroupLoad> fabrics;  // zone * planes + plane
    std::int64_t inter_zone_links = 0;
    // (lower tier or -1 for endpoints, upper tier) → media id → links, network-wide.
    std::map<std::pair<int, int>, std::map<std::string, std::int64_t>> media;

    int tierIndex(const std::string& name) const;
    GroupLoad sum(std::int64_t z0, std::int64_t nz, std::int64_t p0, std::int64_t np) const;
};

NetworkLoads loadsOf(const cp::NetworkResult& net, const cp::Plan& plan);

// One bundle of links: a vertical at `x` from the lower element's top up to the upper one's bottom.
struct BundleSpan {
    int lower = -1, upper = 0;  // tier indices; lower -1: the endpoints
    qreal x = 0, bottom = 0, top = 0;
};

// One zone × plane group (or a folded range of them): its switch groups stacked over each other.
struct Column {
    std::int64_t z0 = 0, nz = 1, p0 = 0, np = 1;
    qreal left = 0;
    std::optional<QRectF> plane_frame;      // when the network has planes and the column one zone
    std::vector<QRectF> switch_groups;      // one per zone tier, leaf first
    std::vector<BundleSpan> tier_bundles;   // tier t-1 → t at index t-1
    BundleSpan endpoint_bundle;             // endpoints → leaf
    std::optional<BundleSpan> join_bundle;  // top zone tier → joining tier

    qreal centre() const { return left + kColumnW / 2; }
};

// One zone, or the zones folded into one "… N more" block.
struct ZoneBlock {
    std::int64_t z0 = 0, nz = 1;
    std::vector<Column> columns;
    std::optional<QRectF> frame;  // when the network has several zones
};

// Links between the zones' top tiers: a horizontal at `y` with a drop to each zone.
struct InterZoneBus {
    qreal y = 0, bottom = 0;   // bottom: top of the zones' top-tier row
    std::vector<qreal> drops;  // x of each zone block's first column centre
};

// Widths of the texts the layout makes room for, in the fonts they are drawn with.
struct TextWidths {
    qreal title = 0;               // the network's heading and facts line together
    std::vector<qreal> endpoints;  // per endpoint group of the network, its wider line (title or detail)
    qreal line_height = 0;         // one line of detail text
};

// One network laid out from `top` down.
struct NetworkLayout {
    QRectF frame;                             // the whole network; its title inside the top
    qreal bottom = 0;                         // the frame's bottom edge: the next network starts kNetworkGap below
    std::vector<ZoneBlock> blocks;            // left to right
    qreal groups_left = 0, groups_right = 0;  // outer edges of the first and last column
    qreal first_row = 0;                      // top of the top zone tier's row
    std::vector<QRectF> tier_headers;         // per tier, left of the groups (the joining tier's too)
    std::optional<QRectF> join_group;         // the joining tier, one box over all zones
    std::optional<InterZoneBus> bus;
    std::vector<QRectF> extra_switches;  // listed extra switches, right of the zones: at most three boxes
    bool extras_folded = false;          // the last box stands for the rest of the list
    qreal endpoints_top = 0;
    std::optional<QRectF> endpoint_tray;  // several endpoint groups sit in one tray
    std::vector<QRectF> endpoint_groups;
};

NetworkLayout layoutNetwork(const NetworkLoads& loads, const TextWidths& widths, qreal top);

}  // namespace cpui::topology
