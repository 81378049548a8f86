#include "topology/topology_scene.h"

#include <QBrush>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "common/format.h"
#include "base/translations.h"

namespace cpui {

namespace {

// Geometry in scene units (pixels at 100% zoom).
constexpr qreal kHeaderW = 190;  // tier headers left of the groups
constexpr qreal kColumnW = 290;  // one zone × plane group
constexpr qreal kBoxW = 220;
constexpr qreal kBoxH = 46;
constexpr qreal kRowH = 150;  // tier to tier, room for bundle labels
constexpr qreal kPad = 12;
constexpr qreal kTitleH = 24;
constexpr qreal kFrameGap = 14;
constexpr qreal kNetworkGap = 40;
constexpr qreal kBusH = 44;  // inter-zone links above the zones

const QColor kInk(40, 44, 52);
const QColor kMuted(96, 104, 116);
const QColor kBoxFill(242, 245, 250);
const QColor kBoxLine(68, 84, 106);
const QColor kFrameLine(150, 160, 175);

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString count(std::int64_t n) { return qs(cp::formatCount(n)); }

// A zone × plane fabric, or the sum of several: per tier switches and links.
struct GroupLoad {
    std::vector<std::int64_t> switches, down, up;
    std::int64_t endpoint_links = 0;

    explicit GroupLoad(std::size_t tiers = 0) : switches(tiers, 0), down(tiers, 0), up(tiers, 0) {}
    GroupLoad& operator+=(const GroupLoad& o) {
        for (std::size_t t = 0; t < switches.size(); ++t) {
            switches[t] += o.switches[t];
            down[t] += o.down[t];
            up[t] += o.up[t];
        }
        endpoint_links += o.endpoint_links;
        return *this;
    }
    std::int64_t totalSwitches() const {
        std::int64_t n = 0;
        for (std::int64_t s : switches) n += s;
        return n;
    }
};

// Splits `total` in proportion to `weights` so the parts add up exactly (largest remainder).
std::vector<std::int64_t> splitProportionally(std::int64_t total, const std::vector<std::int64_t>& weights) {
    std::vector<std::int64_t> parts(weights.size(), 0);
    if (weights.empty()) return parts;
    long double sum = 0;
    for (std::int64_t w : weights) sum += static_cast<long double>(w);
    std::vector<std::pair<long double, std::size_t>> remainders;
    std::int64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const long double exact = sum > 0 ? static_cast<long double>(total) * static_cast<long double>(weights[i]) / sum
                                          : static_cast<long double>(total) / static_cast<long double>(weights.size());
        parts[i] = static_cast<std::int64_t>(std::floor(exact));
        given += parts[i];
        remainders.emplace_back(exact - static_cast<long double>(parts[i]), i);
    }
    std::stable_sort(remainders.begin(), remainders.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t k = 0; given < total && k < remainders.size(); ++k, ++given) ++parts[remainders[k].second];
    return parts;
}

// What the plan says about one network, regrouped per zone × plane fabric.
struct NetworkLoads {
    const cp::NetworkResult* net = nullptr;
    std::int64_t zones = 1, planes = 1;
    int zone_tiers = 0;
    bool join_tier = false;
    std::vector<GroupLoad> fabrics;  // zone * planes + plane
    std::int64_t inter_zone_links = 0;
    // (lower tier or -1 for endpoints, upper tier) → media id → links, network-wide.
    std::map<std::pair<int, int>, std::map<std::string, std::int64_t>> media;

    int tierIndex(const std::string& name) const {
        for (std::size_t t = 0; t < net->tiers.size(); ++t)
            if (net->tiers[t].name == name) return static_cast<int>(t);
        return -1;
    }

    GroupLoad sum(std::int64_t z0, std::int64_t nz, std::int64_t p0, std::int64_t np) const {
        GroupLoad g(net->tiers.size());
        for (std::int64_t z = z0; z < z0 + nz; ++z)
            for (std::int64_t p = p0; p < p0 + np; ++p) g += fabrics[static_cast<std::size_t>(z * planes + p)];
        return g;
    }
};

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

// `links` of one bundle split over the media the network uses between the same tiers.
std::vector<std::pair<std::string, std::int64_t>> splitByMedia(std::int64_t links, const NetworkLoads& L, int lower, int upper) {
    const auto it = L.media.find({lower, upper});
    if (it == L.media.end() || it->second.empty()) return {{std::string(), links}};
    std::vector<std::string> ids;
    std::vector<std::int64_t> weights;
    for (const auto& [media, n] : it->second) {
        ids.push_back(media);
        weights.push_back(n);
    }
    const std::vector<std::int64_t> parts = splitProportionally(links, weights);
    std::vector<std::pair<std::string, std::int64_t>> result;
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (parts[i] > 0) result.emplace_back(ids[i], parts[i]);
    if (result.empty()) result.emplace_back(std::string(), links);
    std::stable_sort(result.begin(), result.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return result;
}

// Zones or planes drawn: each of the first ones alone, then the rest as one range.
std::vector<std::pair<std::int64_t, std::int64_t>> shownRanges(std::int64_t n, std::int64_t max) {
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
    const std::int64_t single = n <= max ? n : max - 1;
    for (std::int64_t i = 0; i < single; ++i) ranges.emplace_back(i, 1);
    if (n > single) ranges.emplace_back(single, n - single);
    return ranges;
}

struct Column {
    std::int64_t z0 = 0, nz = 1, p0 = 0, np = 1;
    qreal left = 0;
    qreal centre() const { return left + kColumnW / 2; }
};

struct ZoneBlock {
    std::int64_t z0 = 0, nz = 1;
    std::vector<Column> columns;
};

QString hostKindLabel(const std::string& kind) {
    if (kind == "compute") return QObject::tr("compute nodes");
    if (kind == "storage") return QObject::tr("storage servers");
    if (kind == "switch") return QObject::tr("switch management ports");
    return qs(kind);
}

QString explanationHtml(const cp::Plan& plan, const std::string& key) {
    const cp::Explanation* e = plan.explain(key);
    if (!e) return {};
    QString html = QStringLiteral("<hr><i>%1</i><br>%2").arg(qs(e->formula).toHtmlEscaped(), qs(e->substituted).toHtmlEscaped());
    for (const std::string& source : e->sources) html += QStringLiteral("<br><small>%1</small>").arg(qs(source).toHtmlEscaped());
    return html;
}

QString rangeLabel(const QString& singular, const QString& plural, std::int64_t first, std::int64_t n) {
    if (n == 1) return QStringLiteral("%1 %2").arg(singular).arg(first + 1);
    return QObject::tr("… %1 more %2 (%3–%4)").arg(n).arg(plural).arg(first + 1).arg(first + n);
}

class Builder {
public:
    Builder(TopologyScene& scene, const cp::Plan& plan) : scene_(scene), plan_(plan) {
        font_ = QGuiApplication::font();
        font_.setPointSizeF(9);
        bold_ = font_;
        bold_.setBold(true);
        title_ = bold_;
        title_.setPointSizeF(11);
        for (const cp::MediaUse& m : plan.cabling ? plan.cabling->by_media : std::vector<cp::MediaUse>{})
            media_class_[m.media] = qs(m.media_class);
    }

    void build() {
        qreal y = 0;
        for (std::size_t n = 0; n < plan_.fabric->networks.size(); ++n) y = network(static_cast<int>(n), y) + kNetworkGap;
    }

private:
    TopologyScene& scene_;
    const cp::Plan& plan_;
    QFont font_, bold_, title_;
    std::map<std::string, QString> media_class_;

    template <typename Item>
    Item* element(Item* item, const char* kind, int network, std::int64_t zone, std::int64_t plane, int tier) {
        item->setData(KindKey, QString::fromLatin1(kind));
        item->setData(NetworkKey, network);
        item->setData(ZoneKey, static_cast<qlonglong>(zone));
        item->setData(PlaneKey, static_cast<qlonglong>(plane));
        item->setData(TierKey, tier);
        item->setData(ZoneSpanKey, 1);
        item->setData(PlaneSpanKey, 1);
        item->setFlags(QGraphicsItem::ItemIsSelectable | QGraphicsItem::ItemIsFocusable);
        item->setAcceptHoverEvents(true);
        return item;
    }

    QGraphicsSimpleTextItem* text(QGraphicsItem* parent, const QString& s, const QFont& f, QPointF pos,
                                  const QColor& colour = kInk) {
        auto* t = new QGraphicsSimpleTextItem(s, parent);
        t->setFont(f);
        t->setBrush(colour);
        t->setPos(pos);
        return t;
    }

    // A line of text centred horizontally on `centreX`.
    void centredText(QGraphicsItem* parent, const QString& s, const QFont& f, qreal centreX, qreal top,
                     const QColor& colour = kInk) {
        // Each line of a multi-line text centred on its own.
        const qreal lineH = QFontMetricsF(f).height();
        const QStringList lines = s.split('\n');
        for (int i = 0; i < lines.size(); ++i) {
            const qreal w = QFontMetricsF(f).horizontalAdvance(lines[i]);
            text(parent, lines[i], f, QPointF(centreX - w / 2, top + i * lineH), colour);
        }
    }

    QGraphicsPathItem* box(const QRectF& r, const QColor& fill, const QColor& line, qreal radius,
                           Qt::PenStyle style = Qt::SolidLine) {
        QPainterPath path;
        path.addRoundedRect(r, radius, radius);
        auto* item = scene_.addPath(path, QPen(line, 1.2, style), fill.isValid() ? QBrush(fill) : QBrush(Qt::NoBrush));
        return item;
    }

    QGraphicsPathItem* frame(const QRectF& r, const QString& title, bool folded, qreal z) {
        auto* item = box(r, QColor(), kFrameLine, 8, folded ? Qt::DashLine : Qt::SolidLine);
        item->setZValue(z);
        text(item, title, bold_, r.topLeft() + QPointF(8, 4), kMuted);
        return item;
    }

    // `s` wrapped at spaces onto at most two lines of `width`, the second elided.
    static QString twoLines(const QString& s, const QFont& f, qreal width) {
        const QFontMetricsF metrics(f);
        if (metrics.horizontalAdvance(s) <= width) return s;
        const QStringList words = s.split(' ');
        QString first;
        int taken = 0;
        while (taken < words.size()) {
            const QString next = first.isEmpty() ? words[taken] : first + ' ' + words[taken];
            if (!first.isEmpty() && metrics.horizontalAdvance(next) > width) break;
            first = next;
            ++taken;
        }
        const QString rest = words.mid(taken).join(' ');
        return metrics.elidedText(first, Qt::ElideRight, width) +
               (rest.isEmpty() ? QString() : '\n' + metrics.elidedText(rest, Qt::ElideRight, width));
    }

    // A box with a bold title and a muted detail (one line, or two split at a newline).
    QGraphicsPathItem* labelledBox(const QRectF& r, const QString& title, const QString& detail) {
        auto* item = box(r, kBoxFill, kBoxLine, 5);
        item->setZValue(2);
        centredText(item, title, bold_, r.center().x(), r.top() + 6);
        centredText(item, detail, font_, r.center().x(), r.top() + 25, kMuted);
        return item;
    }

    // One line per medium from (x, bottom) up to (x, top); labels stacked to the right.
    void bundle(int network, const Column* column, std::int64_t zone, std::int64_t plane, int lower, int upper, qreal x,
                qreal bottom, qreal top, std::int64_t links, const NetworkLoads& L) {
        if (links <= 0) return;
        const auto parts = splitByMedia(links, L, lower, upper);
        const qreal step = 7;
        const qreal first = x - step * static_cast<qreal>(parts.size() - 1) / 2;
        const qreal labelX = first + step * static_cast<qreal>(parts.size() - 1) + 9;
        const qreal lineH = QFontMetricsF(font_).height() + 1;
        qreal labelY = (top + bottom) / 2 - lineH * static_cast<qreal>(parts.size()) / 2;
        const QString fromName =
            lower < 0 ? QObject::tr("endpoints") : coreTermText(L.net->tiers[static_cast<std::size_t>(lower)].name);
        const QString toName = coreTermText(L.net->tiers[static_cast<std::size_t>(upper)].name);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const auto& [media, n] = parts[i];
            const QString cls = media.empty() ? QString() : media_class_[media];
            const qreal width = std::clamp(1.0 + 0.9 * std::log10(static_cast<double>(n)), 1.5, 6.0);
            const qreal lx = first + step * static_cast<qreal>(i);
            QPainterPath path(QPointF(lx, bottom));
            path.lineTo(lx, top);
            auto* line = scene_.addPath(path, QPen(mediaClassColour(cls), width, Qt::SolidLine, Qt::FlatCap));
            line->setZValue(1);
            element(line, "bundle", network, zone, plane, lower);
            line->setData(UpperTierKey, upper);
            line->setData(CountKey, static_cast<qlonglong>(n));
            line->setData(MediaKey, qs(media));
            if (column) {
                line->setData(ZoneSpanKey, static_cast<qlonglong>(column->nz));
                line->setData(PlaneSpanKey, static_cast<qlonglong>(column->np));
            }
            const QString label =
                media.empty() ? QObject::tr("%1 links").arg(count(n)) : QStringLiteral("%1 × %2").arg(count(n), qs(media));
            text(line, label, font_, QPointF(labelX, labelY), kInk);
            labelY += lineH;
            QString tip = QObject::tr("<b>%1 → %2 links</b>: %3").arg(fromName, toName, count(n));
            if (!media.empty()) tip += QObject::tr("<br>medium: %1 (%2)").arg(qs(media), cls);
            if (parts.size() > 1)
                tip += QObject::tr("<br><small>Split over media in the network-wide %1 → %2 proportions.</small>")
                           .arg(fromName, toName);
            line->setToolTip(tip);
        }
    }

    static QString portsDetail(std::int64_t down, std::int64_t up) {
        if (up == 0) return QObject::tr("ports %1 ↓").arg(count(down));
        return QObject::tr("ports %1 ↓ · %2 ↑").arg(count(down), count(up));
    }

    QString groupName(const Column& c, const NetworkLoads& L) const {
        QStringList parts;
        if (L.zones > 1)
            parts << (c.nz == 1 ? QObject::tr("zone %1").arg(c.z0 + 1)
                                : QObject::tr("zones %1–%2").arg(c.z0 + 1).arg(c.z0 + c.nz));
        if (L.planes > 1)
            parts << (c.np == 1 ? QObject::tr("plane %1").arg(c.p0 + 1)
                                : QObject::tr("planes %1–%2").arg(c.p0 + 1).arg(c.p0 + c.np));
        return parts.join(QStringLiteral(", "));
    }

    qreal network(int n, qreal top) {
        const cp::NetworkResult& net = plan_.fabric->networks[static_cast<std::size_t>(n)];
        const NetworkLoads L = loadsOf(net, plan_);
        const qreal left = 0;

        // Zone blocks and their columns, left to right.
        std::vector<ZoneBlock> blocks;
        // Inside several zones, planes fold sooner so the width stays readable.
        const std::int64_t maxPlanes = L.zones > 1 ? 2 : TopologyScene::kMaxShownGroups;
        for (const auto& [z0, nz] : shownRanges(L.zones, TopologyScene::kMaxShownGroups)) {
            ZoneBlock b{z0, nz, {}};
            if (nz == 1)
                for (const auto& [p0, np] : shownRanges(L.planes, maxPlanes)) b.columns.push_back({z0, 1, p0, np, 0});
            else
                b.columns.push_back({z0, nz, 0, L.planes, 0});
            blocks.push_back(std::move(b));
        }
        const bool zoneFrames = L.zones > 1, planeFrames = L.planes > 1;
        qreal x = left + kPad + kHeaderW;
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
        // Listed extra switches: a column of their own right of the zones.
        const qreal extrasLeft = x;
        if (!net.extra_switch_groups.empty()) x += kColumnW + kFrameGap;
        QString heading = QObject::tr("%1 network").arg(qs(net.name));
        QStringList facts;
        if (cp::enumText(net.role) != net.name) facts << coreTermText(cp::enumText(net.role));
        facts << QObject::tr("%1G").arg(qs(cp::formatNumber(net.link_speed_gbps)));
        if (L.zones > 1) facts << QObject::tr("%1 zones").arg(L.zones);
        if (L.planes > 1) facts << QObject::tr("%1 planes").arg(L.planes);
        if (net.rails > 0) facts << QObject::tr("%1 rails").arg(net.rails);
        facts
            << (net.extra_switches > 0
                    ? QObject::tr("%1 switches (incl. %2 listed extra)").arg(count(net.switches_total), count(net.extra_switches))
                    : QObject::tr("%1 switches").arg(count(net.switches_total)));
        facts << QObject::tr("%1 switch links").arg(count(net.switch_links_total));
        facts << QObject::tr("%1 endpoint links").arg(count(net.endpoint_links_total));
        const QString factsLine = facts.join(QStringLiteral("  ·  "));
        const qreal headingW = QFontMetricsF(title_).horizontalAdvance(heading);
        const qreal titleW = headingW + 14 + QFontMetricsF(font_).horizontalAdvance(factsLine);
        const qreal groupsLeft = blocks.front().columns.front().left;
        const qreal groupsRight = blocks.back().columns.back().left + kColumnW;

        // Endpoint groups: as wide as their text, together at least as wide as the groups above.
        // Several sit in one tray that every leaf bundle reaches.
        const std::size_t groups = net.endpoint_groups.size();
        const qreal trayInset = groups > 1 ? 6 : 0;
        const qreal endpointGap = 12;
        std::vector<QString> endpointTitles, endpointDetails;
        std::vector<qreal> endpointWidths;
        qreal endpointsW = 2 * trayInset + endpointGap * static_cast<qreal>(groups > 0 ? groups - 1 : 0);
        for (const cp::EndpointGroup& eg : net.endpoint_groups) {
            QString detail =
                eg.ports_per_host == 1 ? QObject::tr("1 port each") : QObject::tr("%1 ports each").arg(count(eg.ports_per_host));
            if (eg.breakout > 1) detail += QObject::tr(" (breakout %1)").arg(eg.breakout);
            detail += QObject::tr(" · %1 links").arg(count(eg.ports));
            endpointTitles.push_back(QStringLiteral("%1 × %2").arg(hostKindLabel(eg.kind), count(eg.hosts)));
            endpointDetails.push_back(detail);
            endpointWidths.push_back(std::max(QFontMetricsF(bold_).horizontalAdvance(endpointTitles.back()),
                                              QFontMetricsF(font_).horizontalAdvance(detail)) +
                                     24);
            endpointsW += endpointWidths.back();
        }
        if (groups > 0 && endpointsW < groupsRight - groupsLeft) {
            const qreal extra = (groupsRight - groupsLeft - endpointsW) / static_cast<qreal>(groups);
            for (qreal& w : endpointWidths) w += extra;
            endpointsW = groupsRight - groupsLeft;
        }
        const qreal right = std::max({x - kFrameGap + kPad, left + 2 * kPad + titleW, groupsLeft + endpointsW + kPad});

        // Rows, top to bottom.
        qreal y = top + kPad + kTitleH + 8;
        qreal joinTop = 0;
        if (L.join_tier) {
            joinTop = y;
            y += kBoxH + kRowH - kBoxH;
        }
        qreal busY = 0;
        if (L.inter_zone_links > 0) {
            busY = y + 6;
            y += kBusH;
        }
        const qreal zoneTop = y;
        if (zoneFrames) y += kTitleH;
        const qreal planeTop = y;
        if (planeFrames) y += kTitleH;
        const qreal firstRow = y + 6;
        auto rowTop = [&](int t) { return firstRow + static_cast<qreal>(L.zone_tiers - 1 - t) * kRowH; };
        const qreal leafBottom = L.zone_tiers > 0 ? rowTop(0) + kBoxH : firstRow;
        const qreal planeBottom = leafBottom + (planeFrames ? kPad : 0);
        const qreal zoneBottom = planeBottom + (zoneFrames ? kPad : 0);
        const qreal endpointsTop = zoneBottom + kRowH - kBoxH;
        const qreal bottom = endpointsTop + kBoxH + 2 * trayInset + kPad;

        // The network frame and its title.
        auto* netFrame = box(QRectF(left, top, right - left, bottom - top), QColor(252, 252, 253), QColor(90, 100, 115), 10);
        netFrame->setZValue(-3);
        element(netFrame, "network", n, -1, -1, -1);
        netFrame->setData(CountKey, static_cast<qlonglong>(net.switches_total));
        netFrame->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
        netFrame->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
        text(netFrame, heading, title_, QPointF(left + kPad, top + kPad - 2));
        text(netFrame, factsLine, font_, QPointF(left + kPad + headingW + 14, top + kPad + 1), kMuted);
        netFrame->setToolTip(
            QObject::tr("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), facts.join(QStringLiteral(" · ")).toHtmlEscaped()) +
            explanationHtml(plan_, "fabric.networks." + net.name + ".max_endpoints"));

        if (net.tiers.empty()) {
            text(netFrame, QObject::tr("No tiers could be laid out for this network; see the plan's errors."), font_,
                 QPointF(groupsLeft, firstRow), kMuted);
            return bottom;
        }

        // Tier headers on the left: the network-wide tier elements.
        auto tierHeader = [&](int t, qreal rowY) {
            const cp::TierResult& tier = net.tiers[static_cast<std::size_t>(t)];
            auto* item = box(QRectF(left + kPad, rowY, kHeaderW - kPad, kBoxH), QColor(), QColor(), 4);
            item->setPen(Qt::NoPen);
            element(item, "tier", n, -1, -1, t);
            item->setData(CountKey, static_cast<qlonglong>(tier.count));
            item->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
            item->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
            text(item, QStringLiteral("%1 × %2").arg(coreTermText(tier.name), count(tier.count)), bold_,
                 QPointF(left + kPad + 2, rowY + 6));
            text(item, QObject::tr("%1, %2 ports").arg(qs(tier.switch_id), count(tier.radix)), font_,
                 QPointF(left + kPad + 2, rowY + 25), kMuted);
            item->setToolTip(QObject::tr("<b>%1: %2 × %3</b> (%4 ports at %5G)<br>ports used %6 down, %7 up; %8 spare")
                                 .arg(coreTermText(tier.name), count(tier.count), qs(tier.switch_id), count(tier.radix),
                                      qs(cp::formatNumber(net.link_speed_gbps)), count(tier.ports_down), count(tier.ports_up),
                                      count(tier.ports_spare)) +
                             explanationHtml(plan_, "fabric.networks." + net.name + ".tiers." + tier.name));
        };
        for (int t = 0; t < L.zone_tiers; ++t) tierHeader(t, rowTop(t));

        // Extra switches: at most three boxes, the rest folded into one.
        {
            const auto& extras = net.extra_switch_groups;
            const std::size_t shown = extras.size() <= 3 ? extras.size() : 2;
            for (std::size_t i = 0; i < extras.size() && i <= shown; ++i) {
                const bool folded = i == shown;
                std::int64_t switches = 0;
                QStringList reasons;
                for (std::size_t j = i; j < (folded ? extras.size() : i + 1); ++j) {
                    switches += extras[j].count;
                    reasons << QStringLiteral("%1 × %2 — %3")
                                   .arg(count(extras[j].count), qs(extras[j].switch_id), qs(extras[j].reason))
                                   .toHtmlEscaped();
                }
                // As wide as the column, the reason on up to two lines (the whole of it in the tooltip).
                const qreal lineH = QFontMetricsF(font_).height();
                const QRectF r(extrasLeft + 4, firstRow + static_cast<qreal>(i) * (kBoxH + lineH + 4), kColumnW - 8,
                               kBoxH + lineH);
                const QString title = folded ? QObject::tr("… %1 more extra entries").arg(extras.size() - i)
                                             : QObject::tr("extra × %1 (%2)").arg(count(switches), qs(extras[i].switch_id));
                const QString reason = folded ? QObject::tr("%1 switches").arg(count(switches)) : qs(extras[i].reason);
                auto* item = labelledBox(r, title, twoLines(reason, font_, r.width() - 12));
                item->setBrush(QColor(246, 242, 252));
                element(item, "extra-switches", n, -1, -1, -1);
                item->setData(GroupKey, static_cast<qlonglong>(i));
                item->setData(CountKey, static_cast<qlonglong>(switches));
                item->setToolTip(QObject::tr("<b>%1 listed extra switches</b><br>%2<br><small>Added to the totals as the profile "
                                             "lists them, with its reason: the fabric rules do not count them.</small>")
                                     .arg(count(switches), reasons.join(QStringLiteral("<br>"))));
            }
        }

        // Zone and plane frames, switch groups and the bundles between them.
        for (const ZoneBlock& b : blocks) {
            if (zoneFrames) {
                const qreal zl = b.columns.front().left - (planeFrames && b.nz == 1 ? kPad / 2 : 0) - kPad;
                const qreal zr = b.columns.back().left + kColumnW + (planeFrames && b.nz == 1 ? kPad / 2 : 0) + kPad;
                QString title = rangeLabel(QObject::tr("zone"), QObject::tr("zones"), b.z0, b.nz);
                if (b.nz > 1 && L.planes > 1) title += QObject::tr(" × %1 planes").arg(L.planes);
                auto* f = frame(QRectF(zl, zoneTop, zr - zl, zoneBottom - zoneTop), title, b.nz > 1, -2);
                element(f, "zone", n, b.z0, -1, -1);
                f->setData(ZoneSpanKey, static_cast<qlonglong>(b.nz));
                f->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
                const GroupLoad g = L.sum(b.z0, b.nz, 0, L.planes);
                f->setData(CountKey, static_cast<qlonglong>(g.totalSwitches()));
                f->setToolTip(QObject::tr("<b>%1</b>: %2 switches, %3 endpoint links")
                                  .arg(title.toHtmlEscaped(), count(g.totalSwitches()), count(g.endpoint_links)));
            }
            for (const Column& c : b.columns) {
                const GroupLoad g = L.sum(c.z0, c.nz, c.p0, c.np);
                if (planeFrames && c.nz == 1) {
                    const QString title = rangeLabel(QObject::tr("plane"), QObject::tr("planes"), c.p0, c.np);
                    auto* f =
                        frame(QRectF(c.left - kPad / 2, planeTop, kColumnW + kPad, planeBottom - planeTop), title, c.np > 1, -1);
                    element(f, "plane", n, c.z0, c.p0, -1);
                    f->setData(PlaneSpanKey, static_cast<qlonglong>(c.np));
                    f->setData(CountKey, static_cast<qlonglong>(g.totalSwitches()));
                    f->setToolTip(QObject::tr("<b>%1</b>: %2 switches, %3 endpoint links")
                                      .arg(title.toHtmlEscaped(), count(g.totalSwitches()), count(g.endpoint_links)));
                }
                const QString where = groupName(c, L);
                for (int t = 0; t < L.zone_tiers; ++t) {
                    const auto ti = static_cast<std::size_t>(t);
                    const cp::TierResult& tier = net.tiers[ti];
                    const QRectF r(c.centre() - kBoxW / 2, rowTop(t), kBoxW, kBoxH);
                    auto* item = labelledBox(
                        r, QStringLiteral("%1 × %2 (%3)").arg(coreTermText(tier.name), count(g.switches[ti]), qs(tier.switch_id)),
                        portsDetail(g.down[ti], g.up[ti]));
                    element(item, "switch-group", n, c.z0, c.p0, t);
                    item->setData(CountKey, static_cast<qlonglong>(g.switches[ti]));
                    item->setData(ZoneSpanKey, static_cast<qlonglong>(c.nz));
                    item->setData(PlaneSpanKey, static_cast<qlonglong>(c.np));
                    const std::int64_t capacity = g.switches[ti] * tier.radix;
                    const std::int64_t spare = std::max<std::int64_t>(0, capacity - g.down[ti] - g.up[ti]);
                    QString tip = QObject::tr("<b>%1 × %2 %3</b>%4<br>ports used %5 down, %6 up of %7; %8 spare")
                                      .arg(count(g.switches[ti]), qs(tier.switch_id), coreTermText(tier.name),
                                           where.isEmpty() ? QString() : QStringLiteral(" — ") + where.toHtmlEscaped(),
                                           count(g.down[ti]), count(g.up[ti]), count(capacity), count(spare));
                    if (t == L.zone_tiers - 1 && L.inter_zone_links > 0)
                        tip += QObject::tr("<br><small>Inter-zone links take some of the spare ports.</small>");
                    item->setToolTip(tip + explanationHtml(plan_, "fabric.networks." + net.name + ".tiers." + tier.name));
                    if (t > 0) bundle(n, &c, c.z0, c.p0, t - 1, t, c.centre(), rowTop(t - 1), rowTop(t) + kBoxH, g.up[ti - 1], L);
                }
                bundle(n, &c, c.z0, c.p0, -1, 0, c.centre(), endpointsTop, leafBottom, g.endpoint_links, L);
                if (L.join_tier) {
                    const int topTier = L.zone_tiers - 1;
                    bundle(n, &c, c.z0, c.p0, topTier, topTier + 1, c.centre(), rowTop(topTier), joinTop + kBoxH,
                           g.up[static_cast<std::size_t>(topTier)], L);
                }
            }
        }

        // The tier joining the zones, one box over all of them.
        if (L.join_tier) {
            const int t = L.zone_tiers;
            const cp::TierResult& tier = net.tiers[static_cast<std::size_t>(t)];
            tierHeader(t, joinTop);
            const QRectF r(groupsLeft + (kColumnW - kBoxW) / 2, joinTop, groupsRight - groupsLeft - (kColumnW - kBoxW), kBoxH);
            auto* item = labelledBox(
                r, QStringLiteral("%1 × %2 (%3)").arg(coreTermText(tier.name), count(tier.count), qs(tier.switch_id)),
                L.planes > 1 ? QObject::tr("joins the %1 zones · %2 per plane · ports %3 ↓")
                                   .arg(L.zones)
                                   .arg(count(tier.count / L.planes), count(tier.ports_down))
                             : QObject::tr("joins the %1 zones · ports %2 ↓").arg(L.zones).arg(count(tier.ports_down)));
            element(item, "switch-group", n, -1, -1, t);
            item->setData(CountKey, static_cast<qlonglong>(tier.count));
            item->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
            item->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
            item->setToolTip(QObject::tr("<b>%1 × %2 %3</b> joining %4 zones<br>ports used %5 down; %6 spare")
                                 .arg(count(tier.count), qs(tier.switch_id), coreTermText(tier.name))
                                 .arg(L.zones)
                                 .arg(count(tier.ports_down), count(tier.ports_spare)) +
                             explanationHtml(plan_, "fabric.networks." + net.name + ".tiers." + tier.name));
        }

        // Links between the zones' top tiers: a bus above the zones.
        if (L.inter_zone_links > 0) {
            const int t = L.zone_tiers - 1;
            std::vector<qreal> drops;
            for (const ZoneBlock& b : blocks) drops.push_back(b.columns.front().centre());
            QPainterPath bus;
            bus.moveTo(drops.front(), busY);
            bus.lineTo(drops.back(), busY);
            for (qreal d : drops) {
                bus.moveTo(d, busY);
                bus.lineTo(d, rowTop(t));
            }
            const auto parts = splitByMedia(L.inter_zone_links, L, t, t);
            const QString cls = parts.front().first.empty() ? QString() : media_class_[parts.front().first];
            auto* item = scene_.addPath(bus, QPen(mediaClassColour(cls), 2.0));
            item->setZValue(1);
            element(item, "bundle", n, -1, -1, t);
            item->setData(UpperTierKey, t);
            item->setData(CountKey, static_cast<qlonglong>(L.inter_zone_links));
            item->setData(MediaKey, qs(parts.front().first));
            item->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
            QStringList labels;
            for (const auto& [media, links] : parts)
                labels << (media.empty() ? QObject::tr("%1 links").arg(count(links))
                                         : QStringLiteral("%1 × %2").arg(count(links), qs(media)));
            const QString label = QObject::tr("%1 between the zones").arg(labels.join(QStringLiteral(" + ")));
            const qreal w = QFontMetricsF(font_).horizontalAdvance(label);
            text(item, label, font_,
                 QPointF((drops.front() + drops.back()) / 2 - w / 2, busY - QFontMetricsF(font_).height() - 1));
            item->setToolTip(QObject::tr("<b>inter-zone links</b>: %1 between the %2 zones' %3 switches")
                                 .arg(labels.join(QStringLiteral(" + ")))
                                 .arg(L.zones)
                                 .arg(coreTermText(net.tiers[static_cast<std::size_t>(t)].name)));
        }

        // Endpoint groups along the bottom.
        if (groups > 1) {
            auto* tray = box(QRectF(groupsLeft, endpointsTop, endpointsW, kBoxH + 2 * trayInset), QColor(244, 238, 226),
                             QColor(170, 150, 120), 6);
            tray->setParentItem(netFrame);  // part of the network's frame, not an element
        }
        text(netFrame, QObject::tr("endpoints"), bold_, QPointF(left + kPad + 2, endpointsTop + 6));
        text(netFrame, QObject::tr("%1 links").arg(count(net.endpoint_links_total)), font_,
             QPointF(left + kPad + 2, endpointsTop + 25), kMuted);
        qreal endpointX = groupsLeft + trayInset;
        for (std::size_t i = 0; i < groups; ++i) {
            const cp::EndpointGroup& eg = net.endpoint_groups[i];
            const QRectF r(endpointX, endpointsTop + trayInset, endpointWidths[i], kBoxH);
            endpointX += endpointWidths[i] + endpointGap;
            auto* item = labelledBox(r, endpointTitles[i], endpointDetails[i]);
            item->setBrush(QColor(250, 246, 238));
            element(item, "endpoints", n, -1, -1, -1);
            item->setData(GroupKey, static_cast<qlonglong>(i));
            item->setData(CountKey, static_cast<qlonglong>(eg.hosts));
            item->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
            item->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
            item->setToolTip(QObject::tr("<b>%1 × %2</b><br>%3 ports per host, %4 links%5")
                                 .arg(count(eg.hosts), hostKindLabel(eg.kind).toHtmlEscaped(), count(eg.ports_per_host),
                                      count(eg.ports),
                                      eg.mapping.empty() ? QString() : QStringLiteral("<br>") + qs(eg.mapping).toHtmlEscaped()));
        }
        return bottom;
    }
};

}  // namespace

QColor mediaClassColour(const QString& mediaClass) {
    // Okabe & Ito (2008); yellow darkened a little so thin lines stay visible on white.
    static const std::map<QString, QColor> colours{
        {QStringLiteral("dac"), QColor(0x00, 0x9E, 0x73)},         // bluish green
        {QStringLiteral("aec"), QColor(0x56, 0xB4, 0xE9)},         // sky blue
        {QStringLiteral("utp"), QColor(0xC8, 0xB4, 0x00)},         // yellow
        {QStringLiteral("aoc"), QColor(0xE6, 0x9F, 0x00)},         // orange
        {QStringLiteral("multimode"), QColor(0xD5, 0x5E, 0x00)},   // vermillion
        {QStringLiteral("singlemode"), QColor(0x00, 0x72, 0xB2)},  // blue
        {QStringLiteral("fiber"), QColor(0x00, 0x72, 0xB2)},       // blue
        {QStringLiteral("coherent"), QColor(0xCC, 0x79, 0xA7)},    // reddish purple
    };
    const auto it = colours.find(mediaClass);
    return it == colours.end() ? QColor(0x80, 0x80, 0x80) : it->second;
}

TopologyElement TopologyElement::of(const QGraphicsItem* item) {
    while (item && !item->data(KindKey).isValid()) item = item->parentItem();
    TopologyElement e;
    if (!item) return e;
    e.kind = item->data(KindKey).toString();
    e.network = item->data(NetworkKey).toInt();
    e.zone = item->data(ZoneKey).toLongLong();
    e.plane = item->data(PlaneKey).toLongLong();
    e.tier = item->data(TierKey).toInt();
    e.upper_tier = item->data(UpperTierKey).isValid() ? item->data(UpperTierKey).toInt() : -1;
    e.group = item->data(GroupKey).isValid() ? item->data(GroupKey).toLongLong() : -1;
    e.media = item->data(MediaKey).toString();
    return e;
}

QString TopologyElement::toString() const {
    if (!isValid()) return {};
    QString s = kind + QStringLiteral(" network=%1").arg(network);
    if (zone >= 0) s += QStringLiteral(" zone=%1").arg(zone);
    if (plane >= 0) s += QStringLiteral(" plane=%1").arg(plane);
    if (tier >= 0 || kind == QLatin1String("bundle")) s += QStringLiteral(" tier=%1").arg(tier);
    if (upper_tier >= 0) s += QStringLiteral(" upper=%1").arg(upper_tier);
    if (group >= 0) s += QStringLiteral(" group=%1").arg(group);
    if (!media.isEmpty()) s += QStringLiteral(" media=%1").arg(media);
    return s;
}

TopologyElement TopologyElement::fromString(const QString& text) {
    TopologyElement e;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return e;
    e.kind = words.front();
    e.network = 0;
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString key = words[i].section(QLatin1Char('='), 0, 0);
        if (key == QLatin1String("media")) {
            e.media = words[i].section(QLatin1Char('='), 1);
            continue;
        }
        bool ok = false;
        const qlonglong value = words[i].section(QLatin1Char('='), 1).toLongLong(&ok);
        if (!ok) return {};
        if (key == QLatin1String("network"))
            e.network = static_cast<int>(value);
        else if (key == QLatin1String("zone"))
            e.zone = value;
        else if (key == QLatin1String("plane"))
            e.plane = value;
        else if (key == QLatin1String("tier"))
            e.tier = static_cast<int>(value);
        else if (key == QLatin1String("upper"))
            e.upper_tier = static_cast<int>(value);
        else if (key == QLatin1String("group"))
            e.group = value;
        else
            return {};
    }
    return e;
}

TopologyScene::TopologyScene(QObject* parent) : QGraphicsScene(parent) {
    connect(this, &QGraphicsScene::selectionChanged, this, &TopologyScene::updateHighlight);
}

QGraphicsItem* TopologyScene::findElement(const TopologyElement& element) const {
    if (!element.isValid()) return nullptr;
    QGraphicsItem* sameTier = nullptr;
    QGraphicsItem* sameNetwork = nullptr;
    const QList<QGraphicsItem*> all = items(Qt::AscendingOrder);
    for (QGraphicsItem* item : all) {
        if (!item->data(KindKey).isValid()) continue;
        const TopologyElement e = TopologyElement::of(item);
        if (e == element) return item;
        if (e.network != element.network) continue;
        if (!sameTier && e.kind == element.kind && e.tier == element.tier) sameTier = item;
        if (!sameNetwork && e.kind == QLatin1String("network")) sameNetwork = item;
    }
    return sameTier ? sameTier : sameNetwork;
}

QGraphicsItem* TopologyScene::elementAt(const QPointF& scenePos) const {
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item == highlight_) continue;
        while (item && !item->data(KindKey).isValid()) item = item->parentItem();
        if (item) return item;
    }
    return nullptr;
}

void TopologyScene::selectElement(const TopologyElement& element) {
    QGraphicsItem* item = findElement(element);
    {
        const QSignalBlocker block(this);  // one selectionChanged, below
        clearSelection();
        if (item) {
            item->setSelected(true);
            setFocusItem(item);
        }
    }
    updateHighlight();
    emit selectionChanged();  // silent while the caller blocks the scene's signals
}

QGraphicsItem* TopologyScene::selectedItem() const {
    const QList<QGraphicsItem*> selected = selectedItems();
    return selected.isEmpty() ? nullptr : selected.front();
}

TopologyElement TopologyScene::selectedElement() const { return TopologyElement::of(selectedItem()); }

// A blue outline around the selected element (the default dashed box is hard to see on frames).
void TopologyScene::updateHighlight() {
    QGraphicsItem* item = selectedItem();
    if (!item) {
        if (highlight_) highlight_->setVisible(false);
        return;
    }
    QPainterPath outline;
    const QRectF r = item->sceneBoundingRect().adjusted(-4, -4, 4, 4);
    outline.addRoundedRect(r, 6, 6);
    auto* halo = static_cast<QGraphicsPathItem*>(highlight_);
    if (!halo) {
        halo = addPath(QPainterPath(), QPen(QColor(0x1f, 0x6f, 0xeb), 2.5), Qt::NoBrush);
        halo->setZValue(50);
        halo->setAcceptedMouseButtons(Qt::NoButton);
        highlight_ = halo;
    }
    halo->setPath(outline);
    halo->setVisible(true);
}

void TopologyScene::setPlan(const cp::Plan& plan) {
    clearSelection();
    highlight_ = nullptr;  // clear() deletes it
    clear();
    legend_.clear();
    has_diagram_ = plan.fabric && !plan.fabric->networks.empty();
    if (!has_diagram_) {
        setSceneRect(QRectF());
        return;
    }
    Builder(*this, plan).build();
    if (plan.cabling) {
        std::map<QString, std::int64_t> byClass;
        for (const cp::MediaUse& m : plan.cabling->by_media) byClass[qs(m.media_class)] += m.cables;
        for (const auto& [cls, links] : byClass) legend_.append({cls, mediaClassColour(cls), links});
        std::stable_sort(legend_.begin(), legend_.end(), [](const auto& a, const auto& b) { return a.links > b.links; });
    }
    setSceneRect(itemsBoundingRect().adjusted(-24, -24, 24, 24));
}

QList<QGraphicsItem*> TopologyScene::elementsOfKind(const QString& kind) const {
    QList<QGraphicsItem*> result;
    const QList<QGraphicsItem*> all = items(Qt::AscendingOrder);
    for (QGraphicsItem* item : all)
        if (item->data(KindKey).toString() == kind) result.append(item);
    return result;
}

}  // namespace cpui
