#include "topology/topology_geometry.h"

#include <algorithm>

namespace cpui::topology {

GroupLoad& GroupLoad::operator+=(const GroupLoad& o) {
    for (std::size_t t = 0; t < switches.size(); ++t) {
        switches[t] += o.switches[t];
        down[t] += o.down[t];
        up[t] += o.up[t];
    }
    endpoint_links += o.endpoint_links;
    return *this;
}

std::int64_t GroupLoad::totalSwitches() const {
    std::int64_t n = 0;
    for (std::int64_t s : switches) n += s;
    return n;
}

int NetworkLoads::tierIndex(const std::string& name) const {
    for (std::size_t t = 0; t < net->tiers.size(); ++t)
        if (net->tiers[t].name == name) return static_cast<int>(t);
    return -1;
}

GroupLoad NetworkLoads::sum(std::int64_t z0, std::int64_t nz, std::int64_t p0, std::int64_t np) const {
    GroupLoad g(net->tiers.size());
    for (std::int64_t z = z0; z < z0 + nz; ++z)
        for (std::int64_t p = p0; p < p0 + np; ++p) g += fabrics[static_cast<std::size_t>(z * planes + p)];
    return g;
}

NetworkLoads loadsOf(const cp::NetworkResult& net, const cp::Plan& plan) {
    NetworkLoads L;
    L.net = &net;
    L.zones = std::max<std::int64_t>(1, net.zones);
    L.planes = std::max<std::int64_t>(1, net.planes);
    L.join_tier = net.zone_join == cp::ZoneJoinKind::Tier && net.tiers.size() > 1;
    L.zone_tiers = static_cast<int>(net.tiers.size()) - (L.join_tier ? 1 : 0);
    const std::size_t tiers = net.tiers.size();
    L.fabrics.assign(static_cast<std::size_t>(L.zones * L.planes), GroupLoad(tiers));
    for (const cp::LinkClass& lc : net.link_classes) {
        const int lower = L.tierIndex(lc.from), upper = L.tierIndex(lc.to);
        if (upper < 0) continue;
        if (lc.zone < 0 || lc.zone >= L.zones || lc.plane < 0 || lc.plane >= L.planes) {
            if (lower == upper) L.inter_zone_links += lc.count;
            continue;
        }
        GroupLoad& g = L.fabrics[static_cast<std::size_t>(lc.zone * L.planes + lc.plane)];
        g.down[static_cast<std::size_t>(upper)] += lc.count;
        if (lower < 0)
            g.endpoint_links += lc.count;
        else
            g.up[static_cast<std::size_t>(lower)] += lc.count;
    }
    // Switches per fabric: the engine's own count of each zone × plane fabric.
    for (int t = 0; t < L.zone_tiers; ++t) {
        const auto ti = static_cast<std::size_t>(t);
        for (const cp::TierGroupCount& g : net.tiers[ti].count_by_group)
            if (g.zone >= 0 && g.zone < L.zones && g.plane >= 0 && g.plane < L.planes)
                L.fabrics[static_cast<std::size_t>(g.zone * L.planes + g.plane)].switches[ti] += g.count;
    }
    if (plan.cabling) {
        for (const cp::CableBin& bin : plan.cabling->by_length) {
            if (bin.network != net.name) continue;
            const int upper = L.tierIndex(bin.to);
            if (upper < 0) continue;
            L.media[{L.tierIndex(bin.from), upper}][bin.media] += bin.count;
        }
    }
    return L;
}

namespace {

// Zones or planes drawn: each of the first ones alone, then the rest as one range.
std::vector<std::pair<std::int64_t, std::int64_t>> shownRanges(std::int64_t n, std::int64_t max) {
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
    const std::int64_t single = n <= max ? n : max - 1;
    for (std::int64_t i = 0; i < single; ++i) ranges.emplace_back(i, 1);
    if (n > single) ranges.emplace_back(single, n - single);
    return ranges;
}

// The heights of one network, top to bottom.
struct Rows {
    int zone_tiers = 0;
    qreal join_top = 0, bus_y = 0, zone_top = 0, plane_top = 0, first_row = 0;
    qreal leaf_bottom = 0, plane_bottom = 0, zone_bottom = 0, endpoints_top = 0, bottom = 0;

    // Zone tiers top down: tier 0 (the leaves) in the lowest row.
    qreal rowTop(int t) const { return first_row + static_cast<qreal>(zone_tiers - 1 - t) * kRowH; }
};

Rows rowsOf(const NetworkLoads& L, qreal top, qreal trayInset) {
    Rows r;
    r.zone_tiers = L.zone_tiers;
    qreal y = top + kPad + kTitleH + 8;
    if (L.join_tier) {
        r.join_top = y;
        y += kBoxH + kRowH - kBoxH;
    }
    if (L.inter_zone_links > 0) {
        r.bus_y = y + 6;
        y += kBusH;
    }
    r.zone_top = y;
    if (L.zones > 1) y += kTitleH;
    r.plane_top = y;
    if (L.planes > 1) y += kTitleH;
    r.first_row = y + 6;
    r.leaf_bottom = L.zone_tiers > 0 ? r.rowTop(0) + kBoxH : r.first_row;
    r.plane_bottom = r.leaf_bottom + (L.planes > 1 ? kPad : 0);
    r.zone_bottom = r.plane_bottom + (L.zones > 1 ? kPad : 0);
    r.endpoints_top = r.zone_bottom + kRowH - kBoxH;
    r.bottom = r.endpoints_top + kBoxH + 2 * trayInset + kPad;
    return r;
}

// Zone blocks and their columns, not yet placed.
std::vector<ZoneBlock> zoneBlocks(const NetworkLoads& L) {
    auto column = [](std::int64_t z0, std::int64_t nz, std::int64_t p0, std::int64_t np) {
        Column c;
        c.z0 = z0;
        c.nz = nz;
        c.p0 = p0;
        c.np = np;
        return c;
    };
    std::vector<ZoneBlock> blocks;
    // Inside several zones, planes fold sooner so the width stays readable.
    const std::int64_t maxPlanes = L.zones > 1 ? 2 : kMaxShownGroups;
    for (const auto& [z0, nz] : shownRanges(L.zones, kMaxShownGroups)) {
        ZoneBlock b;
        b.z0 = z0;
        b.nz = nz;
        if (nz == 1)
            for (const auto& [p0, np] : shownRanges(L.planes, maxPlanes)) b.columns.push_back(column(z0, 1, p0, np));
        else
            b.columns.push_back(column(z0, nz, 0, L.planes));
        blocks.push_back(std::move(b));
    }
    return blocks;
}

// Sets each column's left edge, left to right from `x`, leaving room for the frames; the x after them.
qreal placeColumns(std::vector<ZoneBlock>& blocks, const NetworkLoads& L, qreal x) {
    const bool zoneFrames = L.zones > 1, planeFrames = L.planes > 1;
    for (ZoneBlock& b : blocks) {
        const qreal zoneInset = zoneFrames ? kPad : 0;
        x += zoneInset;
        for (Column& c : b.columns) {
            const bool framed = planeFrames && c.nz == 1;
            c.left = x + (framed ? kPad / 2 : 0);
            x = c.left + kColumnW + (framed ? kPad / 2 : 0) + (framed ? kFrameGap / 2 : 0);
        }
        x += zoneInset + kFrameGap;
    }
    return x;
}

// A placed column's plane frame, switch groups and bundles.
void fillColumn(Column& c, const NetworkLoads& L, const Rows& rows) {
    if (L.planes > 1 && c.nz == 1)
        c.plane_frame = QRectF(c.left - kPad / 2, rows.plane_top, kColumnW + kPad, rows.plane_bottom - rows.plane_top);
    if (L.zone_tiers <= 0) return;  // no tiers: nothing to draw inside
    for (int t = 0; t < L.zone_tiers; ++t) c.switch_groups.emplace_back(c.centre() - kBoxW / 2, rows.rowTop(t), kBoxW, kBoxH);
    for (int t = 1; t < L.zone_tiers; ++t)
        c.tier_bundles.push_back({t - 1, t, c.centre(), rows.rowTop(t - 1), rows.rowTop(t) + kBoxH});
    c.endpoint_bundle = {-1, 0, c.centre(), rows.endpoints_top, rows.leaf_bottom};
    if (L.join_tier) {
        const int topTier = L.zone_tiers - 1;
        c.join_bundle = BundleSpan{topTier, topTier + 1, c.centre(), rows.rowTop(topTier), rows.join_top + kBoxH};
    }
}

// A zone block's frame around its columns (plane frames included).
QRectF zoneFrame(const ZoneBlock& b, const NetworkLoads& L, const Rows& rows) {
    const bool planeFrames = L.planes > 1;
    const qreal zl = b.columns.front().left - (planeFrames && b.nz == 1 ? kPad / 2 : 0) - kPad;
    const qreal zr = b.columns.back().left + kColumnW + (planeFrames && b.nz == 1 ? kPad / 2 : 0) + kPad;
    return QRectF(zl, rows.zone_top, zr - zl, rows.zone_bottom - rows.zone_top);
}

// Listed extra switches: at most three boxes, the rest folded into the third, in a column from `left`.
void placeExtraSwitches(NetworkLayout& layout, std::size_t entries, qreal left, qreal lineH) {
    const std::size_t shown = entries <= 3 ? entries : 2;
    // As wide as the column, room for the reason on two lines.
    for (std::size_t i = 0; i < entries && i <= shown; ++i)
        layout.extra_switches.emplace_back(left + 4, layout.first_row + static_cast<qreal>(i) * (kBoxH + lineH + 4), kColumnW - 8,
                                           kBoxH + lineH);
    layout.extras_folded = entries > shown;
}

// Endpoint groups along the bottom: as wide as their text, together at least as wide as the
// groups above. Several sit in one tray that every leaf bundle reaches. Returns their total width.
qreal placeEndpoints(NetworkLayout& layout, std::size_t groups, const TextWidths& widths, qreal trayInset) {
    const qreal endpointGap = 12;
    std::vector<qreal> endpointWidths;
    qreal endpointsW = 2 * trayInset + endpointGap * static_cast<qreal>(groups > 0 ? groups - 1 : 0);
    for (std::size_t i = 0; i < groups; ++i) {
        endpointWidths.push_back((i < widths.endpoints.size() ? widths.endpoints[i] : 0) + 24);
        endpointsW += endpointWidths.back();
    }
    const qreal groupsW = layout.groups_right - layout.groups_left;
    if (groups > 0 && endpointsW < groupsW) {
        const qreal extra = (groupsW - endpointsW) / static_cast<qreal>(groups);
        for (qreal& w : endpointWidths) w += extra;
        endpointsW = groupsW;
    }
    if (groups > 1) layout.endpoint_tray = QRectF(layout.groups_left, layout.endpoints_top, endpointsW, kBoxH + 2 * trayInset);
    qreal endpointX = layout.groups_left + trayInset;
    for (std::size_t i = 0; i < groups; ++i) {
        layout.endpoint_groups.emplace_back(endpointX, layout.endpoints_top + trayInset, endpointWidths[i], kBoxH);
        endpointX += endpointWidths[i] + endpointGap;
    }
    return endpointsW;
}

// The joining tier's box over all columns and the bus between the zones' top tiers, where the network has them.
void placeZoneLinks(NetworkLayout& layout, const NetworkLoads& L, const Rows& rows) {
    if (L.zone_tiers <= 0) return;
    if (L.join_tier)
        layout.join_group = QRectF(layout.groups_left + (kColumnW - kBoxW) / 2, rows.join_top,
                                   layout.groups_right - layout.groups_left - (kColumnW - kBoxW), kBoxH);
    if (L.inter_zone_links > 0) {
        InterZoneBus bus{rows.bus_y, rows.rowTop(L.zone_tiers - 1), {}};
        for (const ZoneBlock& b : layout.blocks) bus.drops.push_back(b.columns.front().centre());
        layout.bus = std::move(bus);
    }
}

}  // namespace

NetworkLayout layoutNetwork(const NetworkLoads& L, const TextWidths& widths, qreal top) {
    const cp::NetworkResult& net = *L.net;
    const qreal left = 0;
    NetworkLayout layout;
    layout.blocks = zoneBlocks(L);
    qreal x = placeColumns(layout.blocks, L, left + kPad + kHeaderW);
    // Listed extra switches: a column of their own right of the zones.
    const qreal extrasLeft = x;
    if (!net.extra_switch_groups.empty()) x += kColumnW + kFrameGap;
    layout.groups_left = layout.blocks.front().columns.front().left;
    layout.groups_right = layout.blocks.back().columns.back().left + kColumnW;

    const std::size_t endpointGroups = net.endpoint_groups.size();
    const qreal trayInset = endpointGroups > 1 ? 6 : 0;
    const Rows rows = rowsOf(L, top, trayInset);
    layout.first_row = rows.first_row;
    layout.endpoints_top = rows.endpoints_top;
    layout.bottom = rows.bottom;
    for (ZoneBlock& b : layout.blocks) {
        if (L.zones > 1) b.frame = zoneFrame(b, L, rows);
        for (Column& c : b.columns) fillColumn(c, L, rows);
    }
    for (int t = 0; t < static_cast<int>(net.tiers.size()); ++t)
        layout.tier_headers.emplace_back(left + kPad, t < L.zone_tiers ? rows.rowTop(t) : rows.join_top, kHeaderW - kPad, kBoxH);
    placeZoneLinks(layout, L, rows);
    placeExtraSwitches(layout, net.extra_switch_groups.size(), extrasLeft, widths.line_height);
    const qreal endpointsW = placeEndpoints(layout, endpointGroups, widths, trayInset);

    const qreal right = std::max({x - kFrameGap + kPad, left + 2 * kPad + widths.title, layout.groups_left + endpointsW + kPad});
    layout.frame = QRectF(left, top, right - left, rows.bottom - top);
    return layout;
}

}  // namespace cpui::topology
