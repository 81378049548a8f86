#include "editor/network_editor.h"
#include "editor/network_defaults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

#include "catalog/catalog_items.h"
#include "shell/document.h"
#include "editor/editor_form.h"
#include "editor/list_table_editor.h"
#include "shell/translations.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// A name not used by another network: "backend", "backend 2", ...
void trimTrailingOnes(std::vector<double>& ratios) {
    while (!ratios.empty() && ratios.back() == 1.0) ratios.pop_back();
}

const char* kTierNames[] = {QT_TRANSLATE_NOOP("cpui::NetworkEditor", "leaf"), QT_TRANSLATE_NOOP("cpui::NetworkEditor", "spine"),
                            QT_TRANSLATE_NOOP("cpui::NetworkEditor", "super-spine"), QT_TRANSLATE_NOOP("cpui::NetworkEditor", "core")};

}  // namespace

NetworkEditor::NetworkEditor(EditorContext* context, QWidget* parent)
    : QWidget(parent),
      context_(context),
      chooser_(new QComboBox),
      add_(new QPushButton(tr("Add"))),
      duplicate_(new QPushButton(tr("Duplicate"))),
      remove_(new QPushButton(tr("Remove"))) {
    add_->setToolTip(tr("Add a management, frontend, storage or compute network"));
    duplicate_->setToolTip(tr("Add a copy of this network under a new name"));
    remove_->setToolTip(tr("Remove this network (a profile keeps at least one)"));
    chooser_->setAccessibleName(tr("Network"));
    auto* top = new QHBoxLayout;
    top->addWidget(chooser_, 1);
    top->addWidget(add_);
    top->addWidget(duplicate_);
    top->addWidget(remove_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);

    // The chooser is reloaded first: later loaders read the clamped index.
    context_->addLoader([this](const cp::Profile& p) {
        index_ = std::clamp(index_, 0, std::max(0, static_cast<int>(p.networks.size()) - 1));
        const QSignalBlocker block(chooser_);
        chooser_->clear();
        for (const cp::NetworkInput& n : p.networks) chooser_->addItem(tr("%1 (%2)").arg(q(n.name), coreTermText(n.role)));
        chooser_->setCurrentIndex(index_);
        remove_->setEnabled(p.networks.size() > 1);
    });
    connect(chooser_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0) selectNetwork(i);
    });

    auto* main = new QFormLayout;
    layout->addLayout(main);
    FormBuilder f(context_, main);
    Document* doc = context_->document();

    f.text(tr("Name"), path("name"), [this](const cp::Profile& p) { return net(p).name; },
           [this](cp::Profile& p, const std::string& v) {
               // Storage follows its network when that network is renamed.
               if (p.storage.network == net(p).name) p.storage.network = v;
               net(p).name = v;
           });
    f.choice(tr("Role"), path("role"),
             {{tr("compute"), "compute"}, {tr("storage"), "storage"}, {tr("frontend"), "frontend"}, {tr("management"), "management"}},
             [this](const cp::Profile& p) { return net(p).role; }, [this](cp::Profile& p, const std::string& v) { net(p).role = v; });
    f.dynamicChoice(tr("Switch"), path("switch"), [doc](const cp::Profile&) { return switchItems(doc->catalog()); },
                    [this](const cp::Profile& p) { return net(p).switch_id; },
                    [this](cp::Profile& p, const std::string& v) { net(p).switch_id = v; });
    f.number(tr("Link speed"), path("link_speed_gbps"), 1, 3200, 0, tr(" Gb/s"),
             [this](const cp::Profile& p) { return net(p).link_speed_gbps; },
             [this](cp::Profile& p, double v) { net(p).link_speed_gbps = v; });
    f.choice(tr("Tiers"), path("tiers"), {{tr("auto (fewest that fit)"), "0"}, {"1", "1"}, {"2", "2"}, {"3", "3"}, {"4", "4"}},
             [this](const cp::Profile& p) { return std::to_string(net(p).tiers.value_or(0)); },
             [this](cp::Profile& p, const std::string& v) {
                 const int tiers = std::stoi(v);
                 if (tiers == 0) net(p).tiers.reset(); else net(p).tiers = tiers;
             });
    f.integer(tr("Zones"), path("zones"), 1, 1024, {}, [this](const cp::Profile& p) { return net(p).zones; },
              [this](cp::Profile& p, std::int64_t v) { net(p).zones = v; });
    f.choice(tr("Zone join"), path("zone_join/kind"),
             {{tr("none (independent zones)"), "none"}, {tr("links on spare top ports"), "links"}, {tr("a tier above the zones"), "tier"}},
             [this](const cp::Profile& p) { return net(p).zone_join.kind; },
             [this](cp::Profile& p, const std::string& v) { net(p).zone_join.kind = v; });
    f.integer(tr("Inter-zone links"), path("zone_join/links"), 0, 1000000, {},
              [this](const cp::Profile& p) { return net(p).zone_join.links; },
              [this](cp::Profile& p, std::int64_t v) { net(p).zone_join.links = v; });
    f.number(tr("Zone top down:up"), path("zone_join/oversubscription"), 1, 64, 2, tr(" : 1"),
             [this](const cp::Profile& p) { return net(p).zone_join.oversubscription; },
             [this](cp::Profile& p, double v) { net(p).zone_join.oversubscription = v; });
    f.integer(tr("Planes"), path("planes"), 1, 64, {}, [this](const cp::Profile& p) { return net(p).planes; },
              [this](cp::Profile& p, std::int64_t v) { net(p).planes = v; });
    f.flag(tr("Rail-optimized"), path("rail_optimized"), [this](const cp::Profile& p) { return net(p).rail_optimized; },
           [this](cp::Profile& p, bool v) { net(p).rail_optimized = v; });
    f.optionalNumber(tr("Scalable unit"), path("su_nodes"), 1, 100000, 0, tr(" nodes"), tr("not built by SUs"),
                     [this](const cp::Profile& p) { return asNumber(net(p).su_nodes); },
                     [this](cp::Profile& p, std::optional<double> v) { net(p).su_nodes = asCount<std::int64_t>(v); });

    // Per tier: switch model and down:up ratio.
    auto* tiersBox = new QGroupBox(tr("Per tier"));
    auto* tierForm = new QFormLayout(tiersBox);
    layout->addWidget(tiersBox);
    FormBuilder t(context_, tierForm);
    for (int tier = 0; tier < 4; ++tier) {
        const QString name = tr(kTierNames[tier]);
        t.dynamicChoice(tr("%1 switch").arg(name), path(QString("tier_switches/%1").arg(tier)),
                        [doc](const cp::Profile&) {
                            FormBuilder::ItemList items = switchItems(doc->catalog());
                            items.insert(items.begin(), {tr("same as the network"), ""});
                            return items;
                        },
                        [this, tier](const cp::Profile& p) {
                            const auto& ids = net(p).tier_switches;
                            return static_cast<std::size_t>(tier) < ids.size() ? ids[static_cast<std::size_t>(tier)] : std::string();
                        },
                        [this, tier](cp::Profile& p, const std::string& v) {
                            auto& ids = net(p).tier_switches;
                            if (ids.size() <= static_cast<std::size_t>(tier)) ids.resize(static_cast<std::size_t>(tier) + 1);
                            ids[static_cast<std::size_t>(tier)] = v;
                            while (!ids.empty() && ids.back().empty()) ids.pop_back();
                        });
    }
    for (int tier = 0; tier < 3; ++tier) {
        t.slider(tr("%1 down:up").arg(tr(kTierNames[tier])), path(QString("oversubscription/%1").arg(tier)), 1, 16, 1, tr(" : 1"),
                 [this, tier](const cp::Profile& p) {
                     const auto& r = net(p).oversubscription;
                     return static_cast<std::size_t>(tier) < r.size() ? r[static_cast<std::size_t>(tier)] : 1.0;
                 },
                 [this, tier](cp::Profile& p, double v) {
                     auto& r = net(p).oversubscription;
                     if (r.size() <= static_cast<std::size_t>(tier)) r.resize(static_cast<std::size_t>(tier) + 1, 1.0);
                     r[static_cast<std::size_t>(tier)] = v;
                     trimTrailingOnes(r);
                 });
    }
    t.optionalNumber(tr("Build out for"), path("build_out_endpoints"), 1, 1e8, 0, tr(" endpoints"), tr("today's endpoints"),
                     [this](const cp::Profile& p) { return asNumber(net(p).build_out_endpoints); },
                     [this](cp::Profile& p, std::optional<double> v) { net(p).build_out_endpoints = asCount<std::int64_t>(v); });
    t.optionalNumber(tr("Build out from tier"), path("build_out_from_tier"), 2, 4, 0, {}, tr("the top tier"),
                     [this](const cp::Profile& p) { return asNumber(net(p).build_out_from_tier); },
                     [this](cp::Profile& p, std::optional<double> v) { net(p).build_out_from_tier = asCount<int>(v); });

    // Where switches stand and which media the links may use.
    auto* floorBox = new QGroupBox(tr("Placement and media"));
    auto* floorForm = new QFormLayout(floorBox);
    layout->addWidget(floorBox);
    FormBuilder m(context_, floorForm);
    m.choice(tr("Leaf switches"), path("placement/leaf"),
             {{tr("auto"), "auto"}, {tr("in the rack"), "in_rack"}, {tr("end of row"), "row_end"}, {tr("rail rack"), "rail_rack"}},
             [this](const cp::Profile& p) { return net(p).placement.leaf; },
             [this](cp::Profile& p, const std::string& v) { net(p).placement.leaf = v; });
    m.choice(tr("Spine switches"), path("placement/spine"), {{tr("near their pod"), "pod_row"}, {tr("central"), "central"}},
             [this](const cp::Profile& p) { return net(p).placement.spine; },
             [this](cp::Profile& p, const std::string& v) { net(p).placement.spine = v; });
    m.choice(tr("Core switches"), path("placement/core"), {{tr("central"), "central"}, {tr("another hall"), "other_hall"}},
             [this](const cp::Profile& p) { return net(p).placement.core; },
             [this](cp::Profile& p, const std::string& v) { net(p).placement.core = v; });
    const std::pair<const char*, QString> policies[] = {
        {"optics_only", tr("optics only")}, {"no_aec", tr("no AEC")}, {"no_aoc", tr("no AOC")},
        {"aoc_over_sr", tr("AOC over SR optics")}, {"single_mode_only", tr("single-mode only")}};
    for (const auto& [word, shown] : policies) {
        const std::string w = word;
        m.flag(shown, path("media_policy"),
               [this, w](const cp::Profile& p) {
                   const auto& pol = net(p).media_policy;
                   return std::find(pol.begin(), pol.end(), w) != pol.end();
               },
               [this, w](cp::Profile& p, bool on) {
                   auto& pol = net(p).media_policy;
                   pol.erase(std::remove(pol.begin(), pol.end(), w), pol.end());
                   if (on) pol.push_back(w);
               });
    }

    auto* hostsBox = new QGroupBox(tr("Other hosts"));
    auto* hostsLayout = new QVBoxLayout(hostsBox);
    layout->addWidget(hostsBox);
    hostsLayout->addWidget(new ListTableEditor(
        context_,
        ListBinding{tr("host group"), path("other_hosts"), {tr("Name"), tr("Count"), tr("Ports each")},
                    {"name", "count", "ports_per_host"},
                    [this](const cp::Profile& p) {
                        std::vector<QVariantList> rows;
                        for (const cp::OtherHosts& h : net(p).other_hosts)
                            rows.push_back({q(h.name), QVariant::fromValue(static_cast<int>(h.count)), static_cast<int>(h.ports_per_host)});
                        return rows;
                    },
                    [this](cp::Profile& p, int row, int column, const QVariant& v) {
                        cp::OtherHosts& h = net(p).other_hosts.at(static_cast<std::size_t>(row));
                        if (column == 0) h.name = v.toString().toStdString();
                        if (column == 1) h.count = v.toLongLong();
                        if (column == 2) h.ports_per_host = v.toLongLong();
                    },
                    [this](cp::Profile& p) {
                        net(p).other_hosts.push_back({"hosts " + std::to_string(net(p).other_hosts.size() + 1), 1, 1});
                    },
                    [this](cp::Profile& p, int row) {
                        auto& hosts = net(p).other_hosts;
                        hosts.erase(hosts.begin() + row);
                    }}));

    auto* extraBox = new QGroupBox(tr("Extra switches"));
    auto* extraLayout = new QVBoxLayout(extraBox);
    layout->addWidget(extraBox);
    extraLayout->addWidget(new ListTableEditor(
        context_,
        ListBinding{tr("extra switch"), path("extra_switches"), {tr("Switch"), tr("Count"), tr("Reason")},
                    {"switch", "count", "reason"},
                    [this](const cp::Profile& p) {
                        std::vector<QVariantList> rows;
                        for (const cp::ExtraSwitches& e : net(p).extra_switches)
                            rows.push_back({q(e.switch_id), static_cast<int>(e.count), q(e.reason)});
                        return rows;
                    },
                    [this](cp::Profile& p, int row, int column, const QVariant& v) {
                        cp::ExtraSwitches& e = net(p).extra_switches.at(static_cast<std::size_t>(row));
                        if (column == 0) e.switch_id = v.toString().toStdString();
                        if (column == 1) e.count = v.toLongLong();
                        if (column == 2) e.reason = v.toString().toStdString();
                    },
                    [this](cp::Profile& p) { net(p).extra_switches.push_back({net(p).switch_id, 1, "spare"}); },
                    [this](cp::Profile& p, int row) {
                        auto& extra = net(p).extra_switches;
                        extra.erase(extra.begin() + row);
                    }}));

    auto* addMenu = new QMenu(add_);
    addMenu->addAction(tr("Management network (one port per node, server and switch)"), this, [this] { addNetwork("management"); });
    addMenu->addAction(tr("Frontend network"), this, [this] { addNetwork("frontend"); });
    addMenu->addAction(tr("Storage network"), this, [this] { addNetwork("storage"); });
    addMenu->addAction(tr("Compute network"), this, [this] { addNetwork("compute"); });
    add_->setMenu(addMenu);
    connect(duplicate_, &QPushButton::clicked, this, [this] {
        const int count = static_cast<int>(context_->profile().networks.size());
        if (context_->apply(chooser_, tr("Duplicate network"), [this](cp::Profile& p) {
                cp::NetworkInput copy = net(p);
                copy.name = freeNetworkName(p, copy.name);
                p.networks.push_back(copy);
            }))
            selectNetwork(count);
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        context_->apply(chooser_, tr("Remove network"), [this](cp::Profile& p) {
            if (p.networks.size() <= 1) return;
            p.networks.erase(p.networks.begin() + index_);
        });
    });
}

bool NetworkEditor::addNetwork(const std::string& role) {
    const int count = static_cast<int>(context_->profile().networks.size());
    const cp::Catalog& catalog = context_->document()->catalog();
    const bool added = context_->apply(chooser_, tr("Add %1 network").arg(q(role)), [&](cp::Profile& p) {
        p.networks.push_back(newNetwork(p, catalog, role));
    });
    if (added) selectNetwork(count);
    return added;
}

void NetworkEditor::selectNetwork(int index) {
    if (index == index_ && chooser_->currentIndex() == index) return;
    index_ = index;
    context_->reload();
}

cp::NetworkInput& NetworkEditor::net(cp::Profile& p) const { return p.networks.at(static_cast<std::size_t>(index_)); }
const cp::NetworkInput& NetworkEditor::net(const cp::Profile& p) const {
    return p.networks.at(static_cast<std::size_t>(index_));
}

QString NetworkEditor::path(const QString& key) const { return QString("/networks/%1/%2").arg(index_).arg(key); }

}  // namespace cpui
