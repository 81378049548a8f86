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

#include "catalog/catalog_items.h"
#include "common/format.h"
#include "shell/document.h"
#include "editor/editor_form.h"
#include "shell/translations.h"

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
             .arg(sw->power_typical_w.value, 0, 'f', 0)
             .arg(sw->rack_units.value)
             .arg(q(cp::formatCount(static_cast<std::int64_t>(sw->price_usd.value))), q(sw->price_usd.source).toHtmlEscaped());
    if (sw->kind == "chassis" && sw->line_card_slots) s += QObject::tr("<br>chassis, %1 line card slots").arg(sw->line_card_slots->value);
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

    const cp::Catalog* catalog = &document_->catalog();
    auto net = [this](cp::Profile& p) -> cp::NetworkInput& { return p.networks.at(static_cast<std::size_t>(netIndex())); };
    auto cnet = [this](const cp::Profile& p) -> const cp::NetworkInput& { return p.networks.at(static_cast<std::size_t>(netIndex())); };

    // Pages: a form each; `add` records the field under its documented path.
    QFormLayout* form = nullptr;
    QWidget* page = nullptr;
    auto newPage = [&](const QString& name) {
        page = new QWidget;
        page->setObjectName(QStringLiteral("inspectorPage ") + name);
        form = new QFormLayout(page);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        pages_->addWidget(page);
        pageByName_[name] = page;
    };
    auto add = [&](const QString& label, const QString& path, QWidget* field) {
        field->setAccessibleName(label);
        fields_[page].emplace_back(path, field);
        return field;
    };
    auto specs = [&](const QString& name) {
        auto* l = new QLabel;
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
        l->setObjectName(name);
        l->setAccessibleName(tr("Switch specifications"));
        form->addRow(l);
        return l;
    };

    // A switch setter that keeps the network buildable: a switch without the current link
    // speed brings its nearest slower speed along (one edit, one undo step).
    auto setNetworkSwitch = [catalog, net](cp::Profile& p, const std::string& v) {
        cp::NetworkInput& n = net(p);
        n.switch_id = v;
        const cp::Switch* sw = catalog->findSwitch(v);
        if (sw && !sw->modeAt(n.link_speed_gbps)) n.link_speed_gbps = speedFor(*sw, n.link_speed_gbps);
    };
    auto tierItems = [](const cp::Profile&) {
        return FormBuilder::ItemList{{tr("auto (fewest that fit)"), "0"}, {"1", "1"}, {"2", "2"}, {"3", "3"}, {"4", "4"}};
    };
    auto getTiers = [cnet](const cp::Profile& p) { return std::to_string(cnet(p).tiers.value_or(0)); };
    auto setTiers = [net](cp::Profile& p, const std::string& v) {
        const int tiers = std::stoi(v);
        if (tiers == 0) net(p).tiers.reset(); else net(p).tiers = tiers;
    };
    auto buildOut = [&](FormBuilder& f) {
        add(tr("Build-out target"), "/networks/0/build_out_endpoints",
            f.optionalNumber(tr("Build-out target"), "/networks/0/build_out_endpoints", 1, 1e9, 0, tr(" endpoints"), tr("today's endpoints"),
                             [cnet](const cp::Profile& p) { return asNumber(cnet(p).build_out_endpoints); },
                             [net](cp::Profile& p, std::optional<double> v) { net(p).build_out_endpoints = asCount<std::int64_t>(v); }));
        add(tr("Build out from tier"), "/networks/0/build_out_from_tier",
            f.optionalNumber(tr("Build out from tier"), "/networks/0/build_out_from_tier", 2, 4, 0, {}, tr("the top tier"),
                             [cnet](const cp::Profile& p) { return asNumber(cnet(p).build_out_from_tier); },
                             [net](cp::Profile& p, std::optional<double> v) { net(p).build_out_from_tier = asCount<int>(v); }));
    };
    auto zoneFields = [&](FormBuilder& f) {
        add(tr("Zones"), "/networks/0/zones",
            f.integer(tr("Zones"), "/networks/0/zones", 1, 1024, {}, [cnet](const cp::Profile& p) { return cnet(p).zones; },
                      [net](cp::Profile& p, std::int64_t v) { net(p).zones = v; }));
        add(tr("Zone join"), "/networks/0/zone_join/kind",
            f.choice(tr("Zone join"), "/networks/0/zone_join/kind",
                     {{tr("none (independent zones)"), "none"}, {tr("links on spare top ports"), "links"}, {tr("a tier above the zones"), "tier"}},
                     [cnet](const cp::Profile& p) { return cnet(p).zone_join.kind; },
                     [net](cp::Profile& p, const std::string& v) { net(p).zone_join.kind = v; }));
        add(tr("Inter-zone links"), "/networks/0/zone_join/links",
            f.integer(tr("Inter-zone links"), "/networks/0/zone_join/links", 0, 1000000, {},
                      [cnet](const cp::Profile& p) { return cnet(p).zone_join.links; },
                      [net](cp::Profile& p, std::int64_t v) { net(p).zone_join.links = v; }));
        add(tr("Zone top down:up"), "/networks/0/zone_join/oversubscription",
            f.number(tr("Zone top down:up"), "/networks/0/zone_join/oversubscription", 1, 64, 2, tr(" : 1"),
                     [cnet](const cp::Profile& p) { return cnet(p).zone_join.oversubscription; },
                     [net](cp::Profile& p, double v) { net(p).zone_join.oversubscription = v; }));
    };
    auto planeFields = [&](FormBuilder& f) {
        add(tr("Planes"), "/networks/0/planes",
            f.integer(tr("Planes"), "/networks/0/planes", 1, 64, {}, [cnet](const cp::Profile& p) { return cnet(p).planes; },
                      [net](cp::Profile& p, std::int64_t v) { net(p).planes = v; }));
        add(tr("Rail-optimized"), "/networks/0/rail_optimized",
            f.flag(tr("Rail-optimized"), "/networks/0/rail_optimized", [cnet](const cp::Profile& p) { return cnet(p).rail_optimized; },
                   [net](cp::Profile& p, bool v) { net(p).rail_optimized = v; }));
        add(tr("Scalable unit"), "/networks/0/su_nodes",
            f.optionalNumber(tr("Scalable unit"), "/networks/0/su_nodes", 1, 100000, 0, tr(" nodes"), tr("not built by SUs"),
                             [cnet](const cp::Profile& p) { return asNumber(cnet(p).su_nodes); },
                             [net](cp::Profile& p, std::optional<double> v) { net(p).su_nodes = asCount<std::int64_t>(v); }));
    };
    auto placement = [&](FormBuilder& f, const QString& label, const char* key, FormBuilder::ItemList items,
                         std::string cp::Placement::*member) {
        const QString path = QStringLiteral("/networks/0/placement/") + key;
        add(label, path, f.choice(label, path, items, [cnet, member](const cp::Profile& p) { return cnet(p).placement.*member; },
                                  [net, member](cp::Profile& p, const std::string& v) { net(p).placement.*member = v; }));
    };
    const FormBuilder::ItemList leafPlaces{{tr("auto"), "auto"}, {tr("in the rack"), "in_rack"}, {tr("end of row"), "row_end"}, {tr("rail rack"), "rail_rack"}};
    const FormBuilder::ItemList spinePlaces{{tr("near its pod's rows"), "pod_row"}, {tr("central"), "central"}};
    const FormBuilder::ItemList corePlaces{{tr("central"), "central"}, {tr("another hall"), "other_hall"}};
    auto mediaPolicy = [&](FormBuilder& f) {
        add(tr("Media policy"), "/networks/0/media_policy",
            f.text(tr("Media policy"), "/networks/0/media_policy",
                   [cnet](const cp::Profile& p) { return QStringList([&] {
                                                         QStringList l;
                                                         for (const std::string& s : cnet(p).media_policy) l << q(s);
                                                         return l;
                                                     }()).join(QStringLiteral(", ")).toStdString(); },
                   [net](cp::Profile& p, const std::string& v) {
                       std::vector<std::string> words;
                       for (const QString& w : QString::fromStdString(v).split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts))
                           words.push_back(w.toStdString());
                       net(p).media_policy = words;
                   }));
    };

    // Nothing selected.
    newPage("none");
    auto* hint = new QLabel(tr("Select an element of the diagram (click, or Tab into the diagram and use the arrow keys) to see and "
                               "edit its properties here. Right-click for structure edits; Delete removes the selection; "
                               "every change is one Edit › Undo step."));
    hint->setWordWrap(true);
    form->addRow(hint);

    // Network.
    newPage("network");
    {
        FormBuilder f(context_, form);
        add(tr("Name"), "/networks/0/name",
            f.text(tr("Name"), "/networks/0/name", [cnet](const cp::Profile& p) { return cnet(p).name; },
                   [net](cp::Profile& p, const std::string& v) {
                       if (p.storage.network == net(p).name) p.storage.network = v;
                       net(p).name = v;
                   }));
        add(tr("Role"), "/networks/0/role",
            f.choice(tr("Role"), "/networks/0/role",
                     {{tr("compute"), "compute"}, {tr("storage"), "storage"}, {tr("frontend"), "frontend"}, {tr("management"), "management"}},
                     [cnet](const cp::Profile& p) { return cnet(p).role; }, [net](cp::Profile& p, const std::string& v) { net(p).role = v; }));
        add(tr("Switch"), "/networks/0/switch",
            f.dynamicChoice(tr("Switch"), "/networks/0/switch", [catalog](const cp::Profile&) { return switchItems(*catalog); },
                            [cnet](const cp::Profile& p) { return cnet(p).switch_id; }, setNetworkSwitch));
        QLabel* s = specs(QStringLiteral("networkSwitchSpecs"));
        context_->addLoader([this, s, catalog, cnet](const cp::Profile& p) {
            if (netIndex() >= 0) s->setText(switchSpecs(*catalog, cnet(p).switch_id, cnet(p).link_speed_gbps));
        });
        add(tr("Link speed"), "/networks/0/link_speed_gbps",
            f.number(tr("Link speed"), "/networks/0/link_speed_gbps", 1, 3200, 0, tr(" Gb/s"),
                     [cnet](const cp::Profile& p) { return cnet(p).link_speed_gbps; },
                     [net](cp::Profile& p, double v) { net(p).link_speed_gbps = v; }));
        add(tr("Tiers"), "/networks/0/tiers", f.dynamicChoice(tr("Tiers"), "/networks/0/tiers", tierItems, getTiers, setTiers));
        zoneFields(f);
        planeFields(f);
        buildOut(f);
        placement(f, tr("Leaf placement"), "leaf", leafPlaces, &cp::Placement::leaf);
        placement(f, tr("Spine placement"), "spine", spinePlaces, &cp::Placement::spine);
        placement(f, tr("Core placement"), "core", corePlaces, &cp::Placement::core);
        mediaPolicy(f);
    }

    // Tier (a network-wide tier header, or one zone × plane group of it).
    newPage("tier");
    {
        FormBuilder f(context_, form);
        add(tr("Switch of this tier"), "/networks/0/tier_switches",
            f.dynamicChoice(tr("Switch of this tier"), "/networks/0/tier_switches", [catalog](const cp::Profile&) { return switchItems(*catalog); },
                            [this, cnet](const cp::Profile& p) { return cnet(p).switchOfTier(static_cast<std::size_t>(std::max(0, element_.tier))); },
                            [this, net, catalog, setNetworkSwitch](cp::Profile& p, const std::string& v) {
                                cp::NetworkInput& n = net(p);
                                const auto t = static_cast<std::size_t>(std::max(0, element_.tier));
                                // One switch for the whole network stays the network's switch.
                                const bool uniform = std::all_of(n.tier_switches.begin(), n.tier_switches.end(),
                                                                 [&](const std::string& s) { return s.empty() || s == n.switch_id; });
                                const cp::Plan& plan = document_->plan();
                                const bool single = plan.fabric && static_cast<std::size_t>(netIndex()) < plan.fabric->networks.size() &&
                                                    plan.fabric->networks[static_cast<std::size_t>(netIndex())].tier_count <= 1;
                                if (uniform && single) {
                                    n.tier_switches.clear();
                                    setNetworkSwitch(p, v);
                                    return;
                                }
                                if (n.tier_switches.size() <= t) n.tier_switches.resize(t + 1);
                                n.tier_switches[t] = v == n.switch_id ? std::string() : v;
                                while (!n.tier_switches.empty() && n.tier_switches.back().empty()) n.tier_switches.pop_back();
                                (void)catalog;
                            }));
        QLabel* s = specs(QStringLiteral("tierSwitchSpecs"));
        context_->addLoader([this, s, catalog, cnet](const cp::Profile& p) {
            if (netIndex() >= 0)
                s->setText(switchSpecs(*catalog, cnet(p).switchOfTier(static_cast<std::size_t>(std::max(0, element_.tier))),
                                       cnet(p).link_speed_gbps));
        });
        add(tr("Tiers"), "/networks/0/tiers", f.dynamicChoice(tr("Tiers"), "/networks/0/tiers", tierItems, getTiers, setTiers));
        add(tr("Down:up ratio"), "/networks/0/oversubscription",
            f.number(tr("Down:up ratio"), "/networks/0/oversubscription", 1, 64, 2, tr(" : 1"),
                     [this, cnet](const cp::Profile& p) {
                         const auto& r = cnet(p).oversubscription;
                         const auto t = static_cast<std::size_t>(std::max(0, element_.tier));
                         return t < r.size() ? r[t] : 1.0;
                     },
                     [this, net](cp::Profile& p, double v) {
                         auto& r = net(p).oversubscription;
                         const auto t = static_cast<std::size_t>(std::max(0, element_.tier));
                         if (r.size() <= t) r.resize(t + 1, 1.0);
                         r[t] = v;
                         while (!r.empty() && r.back() == 1.0) r.pop_back();
                     }));
        buildOut(f);
        placement(f, tr("Leaf placement"), "leaf", leafPlaces, &cp::Placement::leaf);
        placement(f, tr("Spine placement"), "spine", spinePlaces, &cp::Placement::spine);
        placement(f, tr("Core placement"), "core", corePlaces, &cp::Placement::core);
        QFormLayout* tierForm = form;
        QWidget* tierPage = page;
        context_->addLoader([this, tierForm, tierPage](const cp::Profile&) {
            // Only what applies to this tier: a ratio below the top, its own placement.
            const cp::Plan& plan = document_->plan();
            int tiers = 0;
            if (plan.fabric && netIndex() >= 0 && static_cast<std::size_t>(netIndex()) < plan.fabric->networks.size())
                tiers = plan.fabric->networks[static_cast<std::size_t>(netIndex())].tier_count;
            const int t = element_.tier;
            for (const auto& [path, w] : fields_[tierPage]) {
                bool visible = true;
                if (path.endsWith("oversubscription")) visible = t < tiers - 1;
                if (path.endsWith("placement/leaf")) visible = t == 0;
                if (path.endsWith("placement/spine")) visible = t > 0 && t < tiers - 1;
                if (path.endsWith("placement/core")) visible = t > 0 && t == tiers - 1;
                tierForm->setRowVisible(w, visible);
            }
        });
    }

    newPage("zone");
    {
        FormBuilder f(context_, form);
        zoneFields(f);
    }
    newPage("plane");
    {
        FormBuilder f(context_, form);
        planeFields(f);
    }
    newPage("bundle");
    {
        FormBuilder f(context_, form);
        add(tr("Link speed"), "/networks/0/link_speed_gbps",
            f.number(tr("Link speed"), "/networks/0/link_speed_gbps", 1, 3200, 0, tr(" Gb/s"),
                     [cnet](const cp::Profile& p) { return cnet(p).link_speed_gbps; },
                     [net](cp::Profile& p, double v) { net(p).link_speed_gbps = v; }));
        mediaPolicy(f);
    }
    newPage("compute");
    {
        FormBuilder f(context_, form);
        add(tr("Node type"), "/compute/node_type",
            f.dynamicChoice(tr("Node type"), "/compute/node_type", [catalog](const cp::Profile&) { return nodeItems(*catalog); },
                            [](const cp::Profile& p) { return p.compute.node_type; },
                            [](cp::Profile& p, const std::string& v) { p.compute.node_type = v; }));
        add(tr("Nodes"), "/compute/nodes",
            f.integer(tr("Nodes"), "/compute/nodes", 1, 10'000'000, {},
                      [](const cp::Profile& p) { return p.compute.nodes.value_or(0); },
                      [](cp::Profile& p, std::int64_t v) {
                          p.compute.nodes = v;
                          p.compute.gpus.reset();
                      }));
    }
    newPage("storage");
    {
        FormBuilder f(context_, form);
        add(tr("Servers"), "/storage/servers",
            f.integer(tr("Servers"), "/storage/servers", 0, 1'000'000, {}, [](const cp::Profile& p) { return p.storage.servers; },
                      [](cp::Profile& p, std::int64_t v) { p.storage.servers = v; }));
        add(tr("NIC"), "/storage/nic",
            f.dynamicChoice(tr("NIC"), "/storage/nic", [catalog](const cp::Profile&) { return nicItems(*catalog); },
                            [](const cp::Profile& p) { return p.storage.nic; },
                            [](cp::Profile& p, const std::string& v) { p.storage.nic = v; }));
        add(tr("NICs per server"), "/storage/nics_per_server",
            f.integer(tr("NICs per server"), "/storage/nics_per_server", 1, 64, {}, [](const cp::Profile& p) { return p.storage.nics_per_server; },
                      [](cp::Profile& p, std::int64_t v) { p.storage.nics_per_server = v; }));
        add(tr("Network"), "/storage/network",
            f.dynamicChoice(tr("Network"), "/storage/network",
                            [](const cp::Profile& p) {
                                FormBuilder::ItemList items;
                                for (const cp::NetworkInput& n : p.networks) items.emplace_back(q(n.name), q(n.name));
                                return items;
                            },
                            [](const cp::Profile& p) { return p.storage.network; },
                            [](cp::Profile& p, const std::string& v) { p.storage.network = v; }));
    }
    newPage("other");
    {
        FormBuilder f(context_, form);
        auto other = [this, cnet](const cp::Profile& p) -> const cp::OtherHosts* {
            for (const cp::OtherHosts& o : cnet(p).other_hosts)
                if (o.name == otherName_) return &o;
            return nullptr;
        };
        auto otherMut = [this, net](cp::Profile& p) -> cp::OtherHosts* {
            for (cp::OtherHosts& o : net(p).other_hosts)
                if (o.name == otherName_) return &o;
            return nullptr;
        };
        add(tr("Hosts"), "/networks/0/other_hosts/0/count",
            f.integer(tr("Hosts"), "/networks/0/other_hosts/0/count", 1, 1'000'000, {},
                      [other](const cp::Profile& p) { return other(p) ? other(p)->count : 0; },
                      [otherMut](cp::Profile& p, std::int64_t v) {
                          if (auto* o = otherMut(p)) o->count = v;
                      }));
        add(tr("Ports per host"), "/networks/0/other_hosts/0/ports_per_host",
            f.integer(tr("Ports per host"), "/networks/0/other_hosts/0/ports_per_host", 1, 64, {},
                      [other](const cp::Profile& p) { return other(p) ? other(p)->ports_per_host : 1; },
                      [otherMut](cp::Profile& p, std::int64_t v) {
                          if (auto* o = otherMut(p)) o->ports_per_host = v;
                      }));
    }
    newPage("extra-switches");
    {
        FormBuilder f(context_, form);
        auto extra = [this, cnet](const cp::Profile& p) -> const cp::ExtraSwitches* {
            const auto& list = cnet(p).extra_switches;
            return element_.group >= 0 && static_cast<std::size_t>(element_.group) < list.size() ? &list[static_cast<std::size_t>(element_.group)]
                                                                                                   : nullptr;
        };
        auto extraMut = [this, net](cp::Profile& p) -> cp::ExtraSwitches* {
            auto& list = net(p).extra_switches;
            return element_.group >= 0 && static_cast<std::size_t>(element_.group) < list.size() ? &list[static_cast<std::size_t>(element_.group)]
                                                                                                   : nullptr;
        };
        add(tr("Switch"), "/networks/0/extra_switches/0/switch",
            f.dynamicChoice(tr("Extra switch"), "/networks/0/extra_switches/0/switch", [catalog](const cp::Profile&) { return switchItems(*catalog); },
                            [extra](const cp::Profile& p) { return extra(p) ? extra(p)->switch_id : std::string(); },
                            [extraMut](cp::Profile& p, const std::string& v) {
                                if (auto* e = extraMut(p)) e->switch_id = v;
                            }));
        add(tr("Count"), "/networks/0/extra_switches/0/count",
            f.integer(tr("Extra switch count"), "/networks/0/extra_switches/0/count", 1, 1'000'000, {},
                      [extra](const cp::Profile& p) { return extra(p) ? extra(p)->count : 1; },
                      [extraMut](cp::Profile& p, std::int64_t v) {
                          if (auto* e = extraMut(p)) e->count = v;
                      }));
        add(tr("Reason"), "/networks/0/extra_switches/0/reason",
            f.text(tr("Extra switch reason"), "/networks/0/extra_switches/0/reason",
                   [extra](const cp::Profile& p) { return extra(p) ? extra(p)->reason : std::string(); },
                   [extraMut](cp::Profile& p, const std::string& v) {
                       if (auto* e = extraMut(p)) e->reason = v;
                   }));
    }
    newPage("info");  // management ports: derived, nothing to edit here

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
    setMinimumWidth(300);

    connect(document_, &Document::changed, this, &TopologyInspector::refresh);
    showElement({});
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
    if (kind == "network") page = "network";
    else if (kind == "tier" || kind == "switch-group") page = "tier";
    else if (kind == "zone" || kind == "plane" || kind == "bundle" || kind == "extra-switches") page = kind;
    else if (kind == "endpoints") {
        const cp::Plan& plan = document_->plan();
        std::string hostKind;
        if (plan.fabric && element.network >= 0 && static_cast<std::size_t>(element.network) < plan.fabric->networks.size()) {
            const auto& groups = plan.fabric->networks[static_cast<std::size_t>(element.network)].endpoint_groups;
            if (element.group >= 0 && static_cast<std::size_t>(element.group) < groups.size()) hostKind = groups[static_cast<std::size_t>(element.group)].kind;
        }
        if (hostKind == "compute" || hostKind == "storage") page = q(hostKind);
        else if (hostKind == "switch") page = "info";
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
    if (it != fields_.end() && !it->second.empty()) it->second.front().second->setFocus(Qt::TabFocusReason);
    else header_->setFocus(Qt::TabFocusReason);
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
                if (nets[static_cast<std::size_t>(netIndex())].other_hosts[i].name == otherName_) return n + QStringLiteral("/other_hosts/%1").arg(i);
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
    static const char* const kKinds[] = {QT_TR_NOOP("tier"), QT_TR_NOOP("switch-group"), QT_TR_NOOP("zone"), QT_TR_NOOP("plane"),
                                         QT_TR_NOOP("network"), QT_TR_NOOP("extra-switches"), QT_TR_NOOP("endpoints"), QT_TR_NOOP("bundle")};
    const auto known = std::find(std::begin(kKinds), std::end(kKinds), kind);
    const QString kindShown = known != std::end(kKinds) ? tr(*known) : kind;
    QString html = tr("<b>%1</b> — network %2").arg(kindShown.toHtmlEscaped(), q(net.name).toHtmlEscaped());
    auto explain = [&](const std::string& key) {
        const cp::Explanation* e = plan.explain(key);
        return e ? QStringLiteral("<br><small><i>%1</i><br>%2</small>").arg(q(e->formula).toHtmlEscaped(), q(e->substituted).toHtmlEscaped())
                 : QString();
    };
    if ((kind == "tier" || kind == "switch-group") && element_.tier >= 0 && static_cast<std::size_t>(element_.tier) < net.tiers.size()) {
        const cp::TierResult& t = net.tiers[static_cast<std::size_t>(element_.tier)];
        html += tr("<br>%1 × %2 %3 (%4 ports); ports used %5 down, %6 up, %7 spare")
                    .arg(coreTermText(t.name), count(t.count), q(t.switch_id), count(t.radix), count(t.ports_down), count(t.ports_up),
                         count(t.ports_spare));
        if (t.down_ports_per_switch && t.up_ports_per_switch)
            html += tr("; %1:%2 down:up per switch").arg(t.down_ports_per_switch).arg(t.up_ports_per_switch);
        if (t.count != t.count_populated) html += tr("; %1 needed today").arg(count(t.count_populated));
        html += explain("fabric.networks." + net.name + ".tiers." + t.name);
    } else if (kind == "network") {
        html += tr("<br>%1 switches (%2 listed extra), %3 tiers, %4 zone(s), %5 plane(s); %6 switch links, %7 endpoint links")
                    .arg(count(net.switches_total), count(net.extra_switches))
                    .arg(net.tier_count)
                    .arg(net.zones)
                    .arg(net.planes)
                    .arg(count(net.switch_links_total), count(net.endpoint_links_total));
        if (net.zones > 1) html += tr("; zones joined by %1 (%2 inter-zone links)").arg(q(net.zone_join)).arg(net.inter_zone_links);
        html += explain("fabric.networks." + net.name + ".max_endpoints");
    } else if (kind == "zone") {
        html += tr("<br>%1 zone(s), joined by %2; %3 inter-zone links").arg(net.zones).arg(q(net.zone_join)).arg(net.inter_zone_links);
    } else if (kind == "plane") {
        html += tr("<br>%1 plane(s)%2").arg(net.planes).arg(net.rails ? tr(", %1 rails").arg(net.rails) : QString());
        if (net.scalable_units) html += tr(", %1 scalable units").arg(net.scalable_units);
    } else if (kind == "extra-switches") {
        html += tr("<br>%1 listed extra switches in this network").arg(count(net.extra_switches));
    } else if (kind == "endpoints" && element_.group >= 0 && static_cast<std::size_t>(element_.group) < net.endpoint_groups.size()) {
        const cp::EndpointGroup& g = net.endpoint_groups[static_cast<std::size_t>(element_.group)];
        html += tr("<br>%1 × %2, %3 ports each, %4 links<br><small>%5</small>")
                    .arg(count(g.hosts), q(g.kind).toHtmlEscaped(), count(g.ports_per_host), count(g.ports), q(g.mapping).toHtmlEscaped());
    }
    return html;
}

void TopologyInspector::refresh() {
    setEnabled(document_->hasProfile());
    header_->setText(headerHtml());
    if (document_->hasProfile() && netIndex() >= 0) context_->reload();
}

}  // namespace cpui
