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
#include "topology/topology_geometry.h"

namespace cpui {

namespace {

using topology::BundleSpan;
using topology::Column;
using topology::GroupLoad;
using topology::InterZoneBus;
using topology::kNetworkGap;
using topology::kPad;
using topology::NetworkLayout;
using topology::NetworkLoads;
using topology::TextWidths;
using topology::ZoneBlock;

const QColor kInk(40, 44, 52);
const QColor kMuted(96, 104, 116);
const QColor kBoxFill(242, 245, 250);
const QColor kBoxLine(68, 84, 106);
const QColor kFrameLine(150, 160, 175);

constexpr qreal kFactsGap = 14;  // between a network's heading and its facts line

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString count(std::int64_t n) { return qs(cp::formatCount(n)); }

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

// A network's facts after its heading: role, speed, zones, planes, rails and totals.
QStringList networkFacts(const cp::NetworkResult& net, const NetworkLoads& L) {
    QStringList facts;
    if (cp::enumText(net.role) != net.name) facts << coreTermText(cp::enumText(net.role));
    facts << QObject::tr("%1G").arg(qs(cp::formatNumber(net.link_speed_gbps)));
    if (L.zones > 1) facts << QObject::tr("%1 zones").arg(L.zones);
    if (L.planes > 1) facts << QObject::tr("%1 planes").arg(L.planes);
    if (net.rails > 0) facts << QObject::tr("%1 rails").arg(net.rails);
    facts << (net.extra_switches > 0
                  ? QObject::tr("%1 switches (incl. %2 listed extra)").arg(count(net.switches_total), count(net.extra_switches))
                  : QObject::tr("%1 switches").arg(count(net.switches_total)));
    facts << QObject::tr("%1 switch links").arg(count(net.switch_links_total));
    facts << QObject::tr("%1 endpoint links").arg(count(net.endpoint_links_total));
    return facts;
}

QString factsLine(const QStringList& facts) { return facts.join(QStringLiteral("  ·  ")); }

QString endpointTitle(const cp::EndpointGroup& eg) {
    return QStringLiteral("%1 × %2").arg(hostKindLabel(eg.kind), count(eg.hosts));
}

QString endpointDetail(const cp::EndpointGroup& eg) {
    QString detail =
        eg.ports_per_host == 1 ? QObject::tr("1 port each") : QObject::tr("%1 ports each").arg(count(eg.ports_per_host));
    if (eg.breakout > 1) detail += QObject::tr(" (breakout %1)").arg(eg.breakout);
    detail += QObject::tr(" · %1 links").arg(count(eg.ports));
    return detail;
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
    void bundle(int network, const Column& column, const BundleSpan& span, std::int64_t links, const NetworkLoads& L) {
        if (links <= 0) return;
        const int lower = span.lower, upper = span.upper;
        const auto parts = splitByMedia(links, L, lower, upper);
        const qreal step = 7;
        const qreal first = span.x - step * static_cast<qreal>(parts.size() - 1) / 2;
        const qreal labelX = first + step * static_cast<qreal>(parts.size() - 1) + 9;
        const qreal lineH = QFontMetricsF(font_).height() + 1;
        qreal labelY = (span.top + span.bottom) / 2 - lineH * static_cast<qreal>(parts.size()) / 2;
        const QString fromName =
            lower < 0 ? QObject::tr("endpoints") : coreTermText(L.net->tiers[static_cast<std::size_t>(lower)].name);
        const QString toName = coreTermText(L.net->tiers[static_cast<std::size_t>(upper)].name);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const auto& [media, n] = parts[i];
            const QString cls = media.empty() ? QString() : media_class_[media];
            const qreal width = std::clamp(1.0 + 0.9 * std::log10(static_cast<double>(n)), 1.5, 6.0);
            const qreal lx = first + step * static_cast<qreal>(i);
            QPainterPath path(QPointF(lx, span.bottom));
            path.lineTo(lx, span.top);
            auto* line = scene_.addPath(path, QPen(mediaClassColour(cls), width, Qt::SolidLine, Qt::FlatCap));
            line->setZValue(1);
            element(line, "bundle", network, column.z0, column.p0, lower);
            line->setData(UpperTierKey, upper);
            line->setData(CountKey, static_cast<qlonglong>(n));
            line->setData(MediaKey, qs(media));
            line->setData(ZoneSpanKey, static_cast<qlonglong>(column.nz));
            line->setData(PlaneSpanKey, static_cast<qlonglong>(column.np));
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

    // Network `n` drawn from `top` down; returns its bottom.
    qreal network(int n, qreal top) {
        const cp::NetworkResult& net = plan_.fabric->networks[static_cast<std::size_t>(n)];
        const NetworkLoads L = topology::loadsOf(net, plan_);
        const QString heading = QObject::tr("%1 network").arg(qs(net.name));
        const QStringList facts = networkFacts(net, L);
        const NetworkLayout layout = topology::layoutNetwork(L, textWidths(net, heading, facts), top);
        QGraphicsPathItem* netFrame = networkFrame(n, L, layout, heading, facts);
        if (net.tiers.empty()) {
            text(netFrame, QObject::tr("No tiers could be laid out for this network; see the plan's errors."), font_,
                 QPointF(layout.groups_left, layout.first_row), kMuted);
            return layout.bottom;
        }
        for (int t = 0; t < L.zone_tiers; ++t) tierHeader(n, L, t, layout.tier_headers[static_cast<std::size_t>(t)]);
        extraSwitches(n, net, layout);
        for (const ZoneBlock& b : layout.blocks) {
            if (b.frame) zoneFrame(n, L, b);
            for (const Column& c : b.columns) column(n, L, c);
        }
        if (layout.join_group) joinTier(n, L, layout);
        if (layout.bus) interZoneBus(n, L, *layout.bus);
        endpoints(n, L, layout, netFrame);
        return layout.bottom;
    }

    // The texts the layout makes room for, measured in the fonts they are drawn with.
    TextWidths textWidths(const cp::NetworkResult& net, const QString& heading, const QStringList& facts) const {
        TextWidths widths;
        widths.title = QFontMetricsF(title_).horizontalAdvance(heading) + kFactsGap +
                       QFontMetricsF(font_).horizontalAdvance(factsLine(facts));
        for (const cp::EndpointGroup& eg : net.endpoint_groups)
            widths.endpoints.push_back(std::max(QFontMetricsF(bold_).horizontalAdvance(endpointTitle(eg)),
                                                QFontMetricsF(font_).horizontalAdvance(endpointDetail(eg))));
        widths.line_height = QFontMetricsF(font_).height();
        return widths;
    }

    // The network's frame (the "network" element) with its heading and facts.
    QGraphicsPathItem* networkFrame(int n, const NetworkLoads& L, const NetworkLayout& layout, const QString& heading,
                                    const QStringList& facts) {
        const cp::NetworkResult& net = *L.net;
        const QRectF& r = layout.frame;
        auto* netFrame = box(r, QColor(252, 252, 253), QColor(90, 100, 115), 10);
        netFrame->setZValue(-3);
        element(netFrame, "network", n, -1, -1, -1);
        netFrame->setData(CountKey, static_cast<qlonglong>(net.switches_total));
        netFrame->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
        netFrame->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
        const qreal headingW = QFontMetricsF(title_).horizontalAdvance(heading);
        text(netFrame, heading, title_, QPointF(r.left() + kPad, r.top() + kPad - 2));
        text(netFrame, factsLine(facts), font_, QPointF(r.left() + kPad + headingW + kFactsGap, r.top() + kPad + 1), kMuted);
        netFrame->setToolTip(
            QObject::tr("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), facts.join(QStringLiteral(" · ")).toHtmlEscaped()) +
            explanationHtml(plan_, "fabric.networks." + net.name + ".max_endpoints"));
        return netFrame;
    }

    // A tier header left of the groups: the network-wide tier element.
    void tierHeader(int n, const NetworkLoads& L, int t, const QRectF& r) {
        const cp::NetworkResult& net = *L.net;
        const cp::TierResult& tier = net.tiers[static_cast<std::size_t>(t)];
        auto* item = box(r, QColor(), QColor(), 4);
        item->setPen(Qt::NoPen);
        element(item, "tier", n, -1, -1, t);
        item->setData(CountKey, static_cast<qlonglong>(tier.count));
        item->setData(ZoneSpanKey, static_cast<qlonglong>(L.zones));
        item->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
        text(item, QStringLiteral("%1 × %2").arg(coreTermText(tier.name), count(tier.count)), bold_,
             QPointF(r.left() + 2, r.top() + 6));
        text(item, QObject::tr("%1, %2 ports").arg(qs(tier.switch_id), count(tier.radix)), font_,
             QPointF(r.left() + 2, r.top() + 25), kMuted);
        item->setToolTip(QObject::tr("<b>%1: %2 × %3</b> (%4 ports at %5G)<br>ports used %6 down, %7 up; %8 spare")
                             .arg(coreTermText(tier.name), count(tier.count), qs(tier.switch_id), count(tier.radix),
                                  qs(cp::formatNumber(net.link_speed_gbps)), count(tier.ports_down), count(tier.ports_up),
                                  count(tier.ports_spare)) +
                         explanationHtml(plan_, "fabric.networks." + net.name + ".tiers." + tier.name));
    }

    // Listed extra switches: one box per entry, the last one standing for the rest when folded.
    void extraSwitches(int n, const cp::NetworkResult& net, const NetworkLayout& layout) {
        const auto& extras = net.extra_switch_groups;
        for (std::size_t i = 0; i < layout.extra_switches.size(); ++i) {
            const bool folded = layout.extras_folded && i + 1 == layout.extra_switches.size();
            std::int64_t switches = 0;
            QStringList reasons;
            for (std::size_t j = i; j < (folded ? extras.size() : i + 1); ++j) {
                switches += extras[j].count;
                reasons << QStringLiteral("%1 × %2 — %3")
                               .arg(count(extras[j].count), qs(extras[j].switch_id), qs(extras[j].reason))
                               .toHtmlEscaped();
            }
            // The reason on up to two lines, the whole of it in the tooltip.
            const QRectF& r = layout.extra_switches[i];
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

    // A zone's frame (a folded range of zones dashed) with its switch and link totals.
    void zoneFrame(int n, const NetworkLoads& L, const ZoneBlock& b) {
        QString title = rangeLabel(QObject::tr("zone"), QObject::tr("zones"), b.z0, b.nz);
        if (b.nz > 1 && L.planes > 1) title += QObject::tr(" × %1 planes").arg(L.planes);
        auto* f = frame(*b.frame, title, b.nz > 1, -2);
        element(f, "zone", n, b.z0, -1, -1);
        f->setData(ZoneSpanKey, static_cast<qlonglong>(b.nz));
        f->setData(PlaneSpanKey, static_cast<qlonglong>(L.planes));
        const GroupLoad g = L.sum(b.z0, b.nz, 0, L.planes);
        f->setData(CountKey, static_cast<qlonglong>(g.totalSwitches()));
        f->setToolTip(QObject::tr("<b>%1</b>: %2 switches, %3 endpoint links")
                          .arg(title.toHtmlEscaped(), count(g.totalSwitches()), count(g.endpoint_links)));
    }

    // A plane's frame (a folded range of planes dashed) with its switch and link totals.
    void planeFrame(int n, const Column& c, const GroupLoad& g) {
        const QString title = rangeLabel(QObject::tr("plane"), QObject::tr("planes"), c.p0, c.np);
        auto* f = frame(*c.plane_frame, title, c.np > 1, -1);
        element(f, "plane", n, c.z0, c.p0, -1);
        f->setData(PlaneSpanKey, static_cast<qlonglong>(c.np));
        f->setData(CountKey, static_cast<qlonglong>(g.totalSwitches()));
        f->setToolTip(QObject::tr("<b>%1</b>: %2 switches, %3 endpoint links")
                          .arg(title.toHtmlEscaped(), count(g.totalSwitches()), count(g.endpoint_links)));
    }

    // One zone × plane column: its plane frame, a switch group per tier and the bundles between them.
    void column(int n, const NetworkLoads& L, const Column& c) {
        const GroupLoad g = L.sum(c.z0, c.nz, c.p0, c.np);
        if (c.plane_frame) planeFrame(n, c, g);
        const QString where = groupName(c, L);
        for (int t = 0; t < L.zone_tiers; ++t) {
            const auto ti = static_cast<std::size_t>(t);
            switchGroup(n, L, c, t, g, where);
            if (t > 0) bundle(n, c, c.tier_bundles[ti - 1], g.up[ti - 1], L);
        }
        bundle(n, c, c.endpoint_bundle, g.endpoint_links, L);
        if (c.join_bundle) bundle(n, c, *c.join_bundle, g.up[static_cast<std::size_t>(c.join_bundle->lower)], L);
    }

    // The switches of tier `t` in column `c`, with the ports they use.
    void switchGroup(int n, const NetworkLoads& L, const Column& c, int t, const GroupLoad& g, const QString& where) {
        const auto ti = static_cast<std::size_t>(t);
        const cp::TierResult& tier = L.net->tiers[ti];
        auto* item =
            labelledBox(c.switch_groups[ti],
                        QStringLiteral("%1 × %2 (%3)").arg(coreTermText(tier.name), count(g.switches[ti]), qs(tier.switch_id)),
                        portsDetail(g.down[ti], g.up[ti]));
        element(item, "switch-group", n, c.z0, c.p0, t);
        item->setData(CountKey, static_cast<qlonglong>(g.switches[ti]));
        item->setData(ZoneSpanKey, static_cast<qlonglong>(c.nz));
        item->setData(PlaneSpanKey, static_cast<qlonglong>(c.np));
        const std::int64_t capacity = g.switches[ti] * tier.radix;
        const std::int64_t spare = std::max<std::int64_t>(0, capacity - g.down[ti] - g.up[ti]);
        QString tip = QObject::tr("<b>%1 × %2 %3</b>%4<br>ports used %5 down, %6 up of %7; %8 spare")
                          .arg(count(g.switches[ti]), qs(tier.switch_id), coreTermText(tier.name),
                               where.isEmpty() ? QString() : QStringLiteral(" — ") + where.toHtmlEscaped(), count(g.down[ti]),
                               count(g.up[ti]), count(capacity), count(spare));
        if (t == L.zone_tiers - 1 && L.inter_zone_links > 0)
            tip += QObject::tr("<br><small>Inter-zone links take some of the spare ports.</small>");
        item->setToolTip(tip + explanationHtml(plan_, "fabric.networks." + L.net->name + ".tiers." + tier.name));
    }

    // The tier joining the zones: its header and one box over all of them.
    void joinTier(int n, const NetworkLoads& L, const NetworkLayout& layout) {
        const cp::NetworkResult& net = *L.net;
        const int t = L.zone_tiers;
        const cp::TierResult& tier = net.tiers[static_cast<std::size_t>(t)];
        tierHeader(n, L, t, layout.tier_headers[static_cast<std::size_t>(t)]);
        auto* item =
            labelledBox(*layout.join_group,
                        QStringLiteral("%1 × %2 (%3)").arg(coreTermText(tier.name), count(tier.count), qs(tier.switch_id)),
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

    // Links between the zones' top tiers: a bus above the zones, labelled with its links per medium.
    void interZoneBus(int n, const NetworkLoads& L, const InterZoneBus& bus) {
        const int t = L.zone_tiers - 1;
        const std::vector<qreal>& drops = bus.drops;
        QPainterPath path;
        path.moveTo(drops.front(), bus.y);
        path.lineTo(drops.back(), bus.y);
        for (qreal d : drops) {
            path.moveTo(d, bus.y);
            path.lineTo(d, bus.bottom);
        }
        const auto parts = splitByMedia(L.inter_zone_links, L, t, t);
        const QString cls = parts.front().first.empty() ? QString() : media_class_[parts.front().first];
        auto* item = scene_.addPath(path, QPen(mediaClassColour(cls), 2.0));
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
        text(item, label, font_, QPointF((drops.front() + drops.back()) / 2 - w / 2, bus.y - QFontMetricsF(font_).height() - 1));
        item->setToolTip(QObject::tr("<b>inter-zone links</b>: %1 between the %2 zones' %3 switches")
                             .arg(labels.join(QStringLiteral(" + ")))
                             .arg(L.zones)
                             .arg(coreTermText(L.net->tiers[static_cast<std::size_t>(t)].name)));
    }

    // Endpoint groups along the bottom, several in a tray that is part of the network's frame.
    void endpoints(int n, const NetworkLoads& L, const NetworkLayout& layout, QGraphicsPathItem* netFrame) {
        const cp::NetworkResult& net = *L.net;
        if (layout.endpoint_tray) {
            auto* tray = box(*layout.endpoint_tray, QColor(244, 238, 226), QColor(170, 150, 120), 6);
            tray->setParentItem(netFrame);  // part of the network's frame, not an element
        }
        const qreal labelX = layout.frame.left() + kPad + 2;
        text(netFrame, QObject::tr("endpoints"), bold_, QPointF(labelX, layout.endpoints_top + 6));
        text(netFrame, QObject::tr("%1 links").arg(count(net.endpoint_links_total)), font_,
             QPointF(labelX, layout.endpoints_top + 25), kMuted);
        for (std::size_t i = 0; i < layout.endpoint_groups.size(); ++i) {
            const cp::EndpointGroup& eg = net.endpoint_groups[i];
            auto* item = labelledBox(layout.endpoint_groups[i], endpointTitle(eg), endpointDetail(eg));
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
