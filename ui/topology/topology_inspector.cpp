#include "topology/topology_inspector.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "base/catalog_items.h"
#include "common/format.h"
#include "base/document.h"
#include "editor/editor_context.h"
#include "editor/form_builder.h"
#include "base/translations.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString count(std::int64_t n) { return q(cp::formatCount(n)); }

// The switch a network uses at a link speed it supports: the fastest mode not above `speed`, else its slowest.
double speedFor(const cp::Switch& sw, double speed) {
    double best = 0, slowest = 0;
    for (const cp::PortMode& m : sw.port_modes) {
        if (m.speed_gbps <= speed) best = std::max(best, m.speed_gbps);
        if (slowest == 0 || m.speed_gbps < slowest) slowest = m.speed_gbps;
    }
    return best > 0 ? best : slowest;
}

QString switchSpecs(const cp::Catalog& catalog, const std::string& id, double speed) {
    const cp::Switch* sw = catalog.findSwitch(id);
    if (!sw) return {};
    const cp::PortMode* mode = sw->modeAt(speed);
    QString s = QObject::tr("<b>%1</b> (%2): %3").arg(q(sw->id), q(sw->name).toHtmlEscaped(), q(sw->speedsText()));
    if (mode) s += QObject::tr("; radix %1 at %2G").arg(mode->ports).arg(speed);
    s += QObject::tr("<br>%1 W typical · %2 U · $%3 (%4)")
             .arg(q(cp::formatFixed(sw->power_typical_w.value, 0)))
             .arg(sw->rack_units.value)
             .arg(q(cp::formatCount(static_cast<std::int64_t>(sw->price_usd.value))), q(sw->price_usd.source).toHtmlEscaped());
    if (sw->kind == cp::SwitchKind::Chassis && sw->line_card_slots)
        s += QObject::tr("<br>chassis, %1 line card slots").arg(sw->line_card_slots->value);
    return s;
}

}  // namespace

TopologyInspector::TopologyInspector(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), header_(new QLabel), message_(new QLabel), pages_(new QStackedWidget) {
    setObjectName(QStringLiteral("topologyInspector"));
    setAccessibleName(tr("Topology inspector"));
    context_ = new EditorContext(document_, message_, this);
    message_->setTextFormat(Qt::PlainText);  // engine messages quote profile values
    header_->setWordWrap(true);
    header_->setTextFormat(Qt::RichText);
    header_->setObjectName(QStringLiteral("inspectorHeader"));
    header_->setAccessibleName(tr("Selected element"));
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    message_->setWordWrap(true);
    message_->setObjectName(QStringLiteral("inspectorMessage"));
    message_->setAccessibleName(tr("Inspector message"));
    message_->setStyleSheet(QStringLiteral("color: #b00020"));

    buildPages();

    auto* scroll = new QScrollArea;
    scroll->setWidget(pages_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Long catalog names wrap or elide; the inspector never scrolls sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    pages_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* title = new QLabel(tr("<b>Inspector</b>"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(title);
    layout->addWidget(header_);
    layout->addWidget(scroll, 1);
    layout->addWidget(message_);
    setMinimumWidth(240);

    connect(document_, &Document::changed, this, &TopologyInspector::refresh);
    showElement({});
}

// ---- Pages: a form each, of declared fields; each page records its fields under their documented paths.

QFormLayout* TopologyInspector::newPage(const QString& name) {
    building_ = new QWidget;
    building_->setObjectName(QStringLiteral("inspectorPage ") + name);
    auto* form = new QFormLayout(building_);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    pages_->addWidget(building_);
    pageByName_[name] = building_;
    return form;
}

QWidget* TopologyInspector::addRow(FormBuilder& f, const std::string& pattern, const RowOptions& options) {
    QWidget* w = f.field(pattern, options);
    fields_[building_].emplace_back(w->accessibleDescription(), w);
    return w;
}

void TopologyInspector::addNetworkRows(FormBuilder& f, const std::vector<const char*>& keys) {
    for (const char* key : keys) addRow(f, std::string("/networks/*/") + key);
}

QLabel* TopologyInspector::addSpecs(QFormLayout* form, const QString& name) {
    auto* l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setObjectName(name);
    l->setAccessibleName(tr("Switch specifications"));
    form->addRow(l);
    return l;
}

cp::FieldIndices TopologyInspector::networkIndices() const { return {static_cast<std::size_t>(std::max(0, netIndex()))}; }
std::size_t TopologyInspector::tierIndex() const { return static_cast<std::size_t>(std::max(0, element_.tier)); }

// A switch setter that keeps the network buildable: a switch without the current link speed
// brings its nearest slower speed along (one edit, one undo step).
RowSetter TopologyInspector::networkSwitchSetter() const {
    const cp::Catalog* catalog = &document_->catalog();
    return [catalog](cp::Profile& p, const cp::FieldIndices& at, const cp::FieldValue& v) {
        cp::NetworkInput& n = p.networks.at(at[0]);
        n.switch_id = std::get<std::string>(v);
        const cp::Switch* sw = catalog->findSwitch(n.switch_id);
        if (sw && !sw->modeAt(n.link_speed_gbps)) n.link_speed_gbps = speedFor(*sw, n.link_speed_gbps);
    };
}

void TopologyInspector::buildPages() {
    QFormLayout* none = newPage("none");
    auto* hint =
        new QLabel(tr("Select an element of the diagram (click, or Tab into the diagram and use the arrow keys) to see and "
                      "edit its properties here. Right-click for structure edits; Delete removes the selection; "
                      "every change is one Edit › Undo step."));
    hint->setWordWrap(true);
    none->addRow(hint);
    buildNetworkPage();
    buildTierPage();
    const IndicesProvider network = [this] { return networkIndices(); };
    const std::pair<const char*, std::vector<const char*>> networkPages[] = {
        {"zone", {"zones", "zone_join/kind", "zone_join/links", "zone_join/oversubscription"}},
        {"plane", {"planes", "rail_optimized", "su_nodes"}},
        {"bundle", {"link_speed_gbps", "media_policy"}}};
    for (const auto& [name, keys] : networkPages) {
        FormBuilder f(context_, newPage(name), network);
        addNetworkRows(f, keys);
    }
    buildHostPages();
    newPage("info");  // management ports: derived, nothing to edit here
}

void TopologyInspector::buildNetworkPage() {
    QFormLayout* form = newPage("network");
    FormBuilder f(context_, form, [this] { return networkIndices(); });
    addRow(f, "/networks/*/name", {.set = [](cp::Profile& p, const cp::FieldIndices& at, const cp::FieldValue& v) {
               if (p.storage.network == p.networks.at(at[0]).name) p.storage.network = std::get<std::string>(v);
               p.networks.at(at[0]).name = std::get<std::string>(v);
           }});
    addRow(f, "/networks/*/role");
    addRow(f, "/networks/*/switch", {.set = networkSwitchSetter()});
    QLabel* s = addSpecs(form, QStringLiteral("networkSwitchSpecs"));
    context_->addLoader([this, s](const cp::Profile& p) {
        if (netIndex() < 0) return;
        const cp::NetworkInput& n = p.networks[static_cast<std::size_t>(netIndex())];
        s->setText(switchSpecs(document_->catalog(), n.switch_id, n.link_speed_gbps));
    });
    addNetworkRows(f, {"link_speed_gbps", "tiers", "zones", "zone_join/kind", "zone_join/links", "zone_join/oversubscription",
                       "planes", "rail_optimized", "su_nodes", "build_out_endpoints", "build_out_from_tier", "placement/leaf",
                       "placement/spine", "placement/core", "media_policy"});
}

// A tier: a network-wide tier header, or one zone × plane group of it.
void TopologyInspector::buildTierPage() {
    QFormLayout* form = newPage("tier");
    FormBuilder f(context_, form, [this] { return networkIndices(); });
    const auto tier = [this] { return tierIndex(); };
    addRow(f, "/networks/*/tier_switches",
           {.dynamicItem = tier,
            .set = [this, setNetwork = networkSwitchSetter()](
                       cp::Profile& p, const cp::FieldIndices& at,
                       const cp::FieldValue& v) { setTierSwitch(p, at[0], std::get<std::string>(v), setNetwork); },
            .get = [tier](const cp::Profile& p, const cp::FieldIndices& at) -> cp::FieldValue {
                return p.networks.at(at[0]).switchOfTier(tier());  // the switch the tier uses, its own or the network's
            },
            .label = tr("Switch of this tier")});
    QLabel* s = addSpecs(form, QStringLiteral("tierSwitchSpecs"));
    context_->addLoader([this, s](const cp::Profile& p) {
        if (netIndex() < 0) return;
        const cp::NetworkInput& n = p.networks[static_cast<std::size_t>(netIndex())];
        s->setText(switchSpecs(document_->catalog(), n.switchOfTier(tierIndex()), n.link_speed_gbps));
    });
    addRow(f, "/networks/*/tiers");
    addRow(f, "/networks/*/oversubscription", {.dynamicItem = tier, .label = tr("Down:up ratio")});
    addNetworkRows(f, {"build_out_endpoints", "build_out_from_tier", "placement/leaf", "placement/spine", "placement/core"});
    QWidget* page = building_;
    context_->addLoader([this, form, page](const cp::Profile&) { showTierRows(form, page); });
}

// Compute nodes, storage servers, a group of other hosts, an entry of extra switches.
void TopologyInspector::buildHostPages() {
    FormBuilder compute(context_, newPage("compute"));
    addRow(compute, "/compute/node_type");
    addRow(compute, "/compute/nodes");
    FormBuilder storage(context_, newPage("storage"));
    for (const char* key : {"servers", "nic", "nics_per_server", "network"}) addRow(storage, std::string("/storage/") + key);
    // The host group shown, found by name (the diagram's endpoint group).
    FormBuilder other(context_, newPage("other"), [this] {
        const cp::Profile& p = document_->profile();
        const auto n = static_cast<std::size_t>(std::max(0, netIndex()));
        std::size_t group = 0;
        if (n < p.networks.size())
            for (std::size_t i = 0; i < p.networks[n].other_hosts.size(); ++i)
                if (p.networks[n].other_hosts[i].name == otherName_) group = i;
        return cp::FieldIndices{n, group};
    });
    addRow(other, "/networks/*/other_hosts/*/count", {.label = tr("Hosts")});
    addRow(other, "/networks/*/other_hosts/*/ports_per_host", {.label = tr("Ports per host")});
    FormBuilder extra(context_, newPage("extra-switches"), [this] {
        return cp::FieldIndices{static_cast<std::size_t>(std::max(0, netIndex())),
                                static_cast<std::size_t>(std::max<qint64>(0, element_.group))};
    });
    for (const char* key : {"switch", "count", "reason"}) addRow(extra, std::string("/networks/*/extra_switches/*/") + key);
}

// One switch for the whole network stays the network's switch; otherwise the tier gets its own
// (the network's switch again clears it).
void TopologyInspector::setTierSwitch(cp::Profile& p, std::size_t network, const std::string& id,
                                      const RowSetter& setNetworkSwitch) const {
    cp::NetworkInput& n = p.networks.at(network);
    const auto t = static_cast<std::size_t>(std::max(0, element_.tier));
    const bool uniform = std::all_of(n.tier_switches.begin(), n.tier_switches.end(),
                                     [&](const std::string& s) { return s.empty() || s == n.switch_id; });
    const cp::Plan& plan = document_->plan();
    const bool single = plan.fabric && network < plan.fabric->networks.size() && plan.fabric->networks[network].tier_count <= 1;
    if (uniform && single) {
        n.tier_switches.clear();
        setNetworkSwitch(p, {network}, id);
        return;
    }
    if (n.tier_switches.size() <= t) n.tier_switches.resize(t + 1);
    n.tier_switches[t] = id == n.switch_id ? std::string() : id;
    while (!n.tier_switches.empty() && n.tier_switches.back().empty()) n.tier_switches.pop_back();
}

// Only what applies to the selected tier: a ratio below the top, its own placement.
void TopologyInspector::showTierRows(QFormLayout* form, QWidget* page) {
    const cp::Plan& plan = document_->plan();
    int tiers = 0;
    if (plan.fabric && netIndex() >= 0 && static_cast<std::size_t>(netIndex()) < plan.fabric->networks.size())
        tiers = plan.fabric->networks[static_cast<std::size_t>(netIndex())].tier_count;
    const int t = element_.tier;
    for (const auto& [path, w] : fields_[page]) {
        bool visible = true;
        if (path.endsWith("oversubscription")) visible = t < tiers - 1;
        if (path.endsWith("placement/leaf")) visible = t == 0;
        if (path.endsWith("placement/spine")) visible = t > 0 && t < tiers - 1;
        if (path.endsWith("placement/core")) visible = t > 0 && t == tiers - 1;
        form->setRowVisible(form->indexOf(w) >= 0 ? w : w->parentWidget(), visible);  // a slider row holds its spin box
    }
}

int TopologyInspector::netIndex() const {
    const int n = static_cast<int>(document_->profile().networks.size());
    if (n == 0) return -1;
    return std::clamp(element_.network, 0, n - 1);
}

void TopologyInspector::showElement(const TopologyElement& element) {
    element_ = element;
    otherName_.clear();
    QString page = QStringLiteral("none");
    const QString kind = element.kind;
    if (kind == "network")
        page = "network";
    else if (kind == "tier" || kind == "switch-group")
        page = "tier";
    else if (kind == "zone" || kind == "plane" || kind == "bundle" || kind == "extra-switches")
        page = kind;
    else if (kind == "endpoints") {
        const cp::Plan& plan = document_->plan();
        std::string hostKind;
        if (plan.fabric && element.network >= 0 && static_cast<std::size_t>(element.network) < plan.fabric->networks.size()) {
            const auto& groups = plan.fabric->networks[static_cast<std::size_t>(element.network)].endpoint_groups;
            if (element.group >= 0 && static_cast<std::size_t>(element.group) < groups.size())
                hostKind = groups[static_cast<std::size_t>(element.group)].kind;
        }
        if (hostKind == "compute" || hostKind == "storage")
            page = q(hostKind);
        else if (hostKind == "switch")
            page = "info";
        else {
            page = "other";
            otherName_ = hostKind;
        }
    }
    pages_->setCurrentWidget(pageByName_.at(page));
    message_->clear();
    refresh();
}

QString TopologyInspector::currentPage() const {
    for (const auto& [name, w] : pageByName_)
        if (w == pages_->currentWidget()) return name;
    return {};
}

QWidget* TopologyInspector::field(const QString& path) const {
    const auto it = fields_.find(pages_->currentWidget());
    if (it == fields_.end()) return nullptr;
    for (const auto& [p, w] : it->second)
        if (p == path) return w;
    return nullptr;
}

void TopologyInspector::focusFirstField() {
    const auto it = fields_.find(pages_->currentWidget());
    if (it != fields_.end() && !it->second.empty())
        it->second.front().second->setFocus(Qt::TabFocusReason);
    else
        header_->setFocus(Qt::TabFocusReason);
}

void TopologyInspector::showMessage(const QString& text) { message_->setText(text); }

QString TopologyInspector::jsonPath() const {
    const QString n = QStringLiteral("/networks/%1").arg(element_.network);
    const QString kind = element_.kind;
    if (kind == "network") return n;
    if (kind == "tier" || kind == "switch-group") return n + QStringLiteral("/tier_switches/%1").arg(element_.tier);
    if (kind == "zone") return n + "/zones";
    if (kind == "plane") return n + "/planes";
    if (kind == "bundle") return n + "/media_policy";
    if (kind == "extra-switches") return n + QStringLiteral("/extra_switches/%1").arg(element_.group);
    const QString page = currentPage();
    if (page == "compute") return "/compute/nodes";
    if (page == "storage") return "/storage/servers";
    if (page == "other") {
        const auto& nets = document_->profile().networks;
        if (netIndex() >= 0)
            for (std::size_t i = 0; i < nets[static_cast<std::size_t>(netIndex())].other_hosts.size(); ++i)
                if (nets[static_cast<std::size_t>(netIndex())].other_hosts[i].name == otherName_)
                    return n + QStringLiteral("/other_hosts/%1").arg(i);
    }
    return {};
}

QString TopologyInspector::headerHtml() const {
    const cp::Plan& plan = document_->plan();
    if (!element_.isValid() || !plan.fabric || element_.network < 0 ||
        static_cast<std::size_t>(element_.network) >= plan.fabric->networks.size())
        return tr("Nothing selected.");
    const cp::NetworkResult& net = plan.fabric->networks[static_cast<std::size_t>(element_.network)];
    const QString kind = element_.kind;
    // The element's kind (TopologyElement's ids) as a word of the interface language.
    static const std::pair<const char*, const char*> kKinds[] = {
        {"tier", QT_TR_NOOP("tier")},           {"switch-group", QT_TR_NOOP("switch group")},
        {"zone", QT_TR_NOOP("zone")},           {"plane", QT_TR_NOOP("plane")},
        {"network", QT_TR_NOOP("network")},     {"extra-switches", QT_TR_NOOP("extra switches")},
        {"endpoints", QT_TR_NOOP("endpoints")}, {"bundle", QT_TR_NOOP("link bundle")}};
    const auto known = std::find_if(std::begin(kKinds), std::end(kKinds), [&](const auto& k) { return kind == k.first; });
    const QString kindShown = known != std::end(kKinds) ? tr(known->second) : kind;
    QString html = tr("<b>%1</b> — network %2").arg(kindShown.toHtmlEscaped(), q(net.name).toHtmlEscaped());
    auto explain = [&](const std::string& key) {
        const cp::Explanation* e = plan.explain(key);
        return e ? QStringLiteral("<br><small><i>%1</i><br>%2</small>")
                       .arg(q(e->formula).toHtmlEscaped(), q(e->substituted).toHtmlEscaped())
                 : QString();
    };
    if ((kind == "tier" || kind == "switch-group") && element_.tier >= 0 &&
        static_cast<std::size_t>(element_.tier) < net.tiers.size()) {
        const cp::TierResult& t = net.tiers[static_cast<std::size_t>(element_.tier)];
        html += tr("<br>%1 × %2 %3 (%4 ports); ports used %5 down, %6 up, %7 spare")
                    .arg(coreTermText(t.name), count(t.count), q(t.switch_id), count(t.radix), count(t.ports_down),
                         count(t.ports_up), count(t.ports_spare));
        if (t.down_ports_per_switch && t.up_ports_per_switch)
            html += tr("; %1:%2 down:up per switch").arg(t.down_ports_per_switch).arg(t.up_ports_per_switch);
        if (t.count != t.count_populated) html += tr("; %1 needed today").arg(count(t.count_populated));
        html += explain("fabric.networks." + net.name + ".tiers." + t.name);
    } else if (kind == "network") {
        html += tr("<br>%1 switches (%2 listed extra), %3, %4, %5; %6 switch links, %7 endpoint links")
                    .arg(count(net.switches_total), count(net.extra_switches), tr("%n tier(s)", nullptr, net.tier_count),
                         tr("%n zone(s)", nullptr, static_cast<int>(net.zones)),
                         tr("%n plane(s)", nullptr, static_cast<int>(net.planes)), count(net.switch_links_total),
                         count(net.endpoint_links_total));
        if (net.zones > 1)
            html +=
                tr("; zones joined by %1 (%2 inter-zone links)").arg(q(cp::enumText(net.zone_join))).arg(net.inter_zone_links);
        html += explain("fabric.networks." + net.name + ".max_endpoints");
    } else if (kind == "zone") {
        html += tr("<br>%1, joined by %2; %3 inter-zone links")
                    .arg(tr("%n zone(s)", nullptr, static_cast<int>(net.zones)), q(cp::enumText(net.zone_join)))
                    .arg(net.inter_zone_links);
    } else if (kind == "plane") {
        html += "<br>" + tr("%n plane(s)", nullptr, static_cast<int>(net.planes)) +
                (net.rails ? tr(", %1 rails").arg(net.rails) : QString());
        if (net.scalable_units) html += tr(", %1 scalable units").arg(net.scalable_units);
    } else if (kind == "extra-switches") {
        html += tr("<br>%1 listed extra switches in this network").arg(count(net.extra_switches));
    } else if (kind == "endpoints" && element_.group >= 0 &&
               static_cast<std::size_t>(element_.group) < net.endpoint_groups.size()) {
        const cp::EndpointGroup& g = net.endpoint_groups[static_cast<std::size_t>(element_.group)];
        html += tr("<br>%1 × %2, %3 ports each, %4 links<br><small>%5</small>")
                    .arg(count(g.hosts), q(g.kind).toHtmlEscaped(), count(g.ports_per_host), count(g.ports),
                         q(g.mapping).toHtmlEscaped());
    }
    return html;
}

void TopologyInspector::refresh() {
    setEnabled(document_->hasProfile());
    header_->setText(headerHtml());
    if (document_->hasProfile() && netIndex() >= 0) context_->reload();
}

}  // namespace cpui
