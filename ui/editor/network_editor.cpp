#include "editor/network_editor.h"

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

#include "base/catalog_items.h"
#include "profile/profile_edits.h"
#include "profile/profile_schema.h"
#include "base/document.h"
#include "editor/editor_context.h"
#include "editor/field_text.h"
#include "editor/form_builder.h"
#include "editor/list_table_editor.h"
#include "base/translations.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// A row per tier of the switch model and (below the top tier) of the down:up ratio; rows for
// tiers the chosen network does not have (as built: "auto" tiers are the plan's) are hidden.
void addTierRows(EditorContext* context, FormBuilder& builder, QFormLayout* form, const std::function<int()>& network) {
    struct TierRow {
        QWidget* widget;
        std::size_t tier;
        bool upLink;  // a down:up ratio: the top tier has none
        const cp::FieldSpec* spec;
    };
    std::vector<TierRow> rows;
    for (const auto& [key, upLink] :
         {std::pair{"tier_switches", false}, std::pair{"oversubscription", true}, std::pair{"up_speeds_gbps", true}}) {
        const std::string pattern = std::string("/networks/*/") + key;
        const auto field = cp::findProfileField(cp::concretePointer(pattern, {0}));
        for (std::size_t tier = 0; field && tier < field->field->spec.item_labels.size(); ++tier) {
            QWidget* widget = builder.field(pattern, {.item = tier});
            while (widget && form->indexOf(widget) < 0) widget = widget->parentWidget();  // a slider's holder
            if (widget) rows.push_back({widget, tier, upLink, &field->field->spec});
        }
    }
    context->addLoader([context, form, rows, network](const cp::Profile& p) {
        const auto n = static_cast<std::size_t>(network());
        const cp::Plan& plan = context->document()->plan();
        std::size_t tiers = 4;
        if (plan.fabric && n < plan.fabric->networks.size())
            tiers = static_cast<std::size_t>(plan.fabric->networks[n].tier_count);
        else if (n < p.networks.size() && p.networks[n].tiers)
            tiers = static_cast<std::size_t>(*p.networks[n].tiers);
        for (const TierRow& row : rows) {
            form->setRowVisible(row.widget, row.tier + (row.upLink ? 1 : 0) < tiers);
            // The tier's name as the plan gives it: the third tier of a 3-tier tree is its core.
            auto* label = qobject_cast<QLabel*>(form->labelForField(row.widget));
            if (label && plan.fabric && n < plan.fabric->networks.size() && row.tier < plan.fabric->networks[n].tiers.size())
                label->setText(fieldLabel(*row.spec).arg(fieldWord(plan.fabric->networks[n].tiers[row.tier].name)));
            else if (label)
                label->setText(fieldItemLabel(*row.spec, row.tier));
        }
    });
}

}  // namespace

NetworkEditor::NetworkEditor(EditorContext* context, QWidget* parent)
    : QWidget(parent),
      context_(context),
      chooser_(new QComboBox),
      add_(new QPushButton(tr("Add"))),
      duplicate_(new QPushButton(tr("Duplicate"))),
      remove_(new QPushButton(tr("Remove"))) {
    QVBoxLayout* layout = layOutChooserAndButtons();

    // The chooser is reloaded first: later loaders read the clamped index.
    connectChooser();

    // The chosen network's fields, from their declarations.
    const IndicesProvider chosen = [this] { return cp::FieldIndices{static_cast<std::size_t>(index_)}; };
    addNetworkFields(layout, chosen);
    addTierFields(layout, chosen);
    addPlacementFields(layout, chosen);
    addListEditors(layout, chosen);

    connectNetworkButtons();
}

// The top of the editor: the network chooser and the Add, Duplicate and Remove buttons.
QVBoxLayout* NetworkEditor::layOutChooserAndButtons() {
    add_->setToolTip(tr("Add a management, frontend, storage or compute network"));
    duplicate_->setToolTip(tr("Add a copy of this network under a new name"));
    remove_->setToolTip(tr("Remove this network (a profile keeps at least one)"));
    chooser_->setAccessibleName(tr("Network"));
    // The chooser on a line of its own, the buttons below: both fit a laptop-width Design panel.
    chooser_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    chooser_->setMinimumContentsLength(12);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(duplicate_);
    buttons->addWidget(remove_);
    buttons->addStretch();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chooser_);
    layout->addLayout(buttons);
    return layout;
}

// Fills the chooser with the profile's networks on every reload and follows its choice.
void NetworkEditor::connectChooser() {
    context_->addLoader([this](const cp::Profile& p) {
        index_ = std::clamp(index_, 0, std::max(0, static_cast<int>(p.networks.size()) - 1));
        const QSignalBlocker block(chooser_);
        chooser_->clear();
        for (const cp::NetworkInput& n : p.networks)
            chooser_->addItem(tr("%1 (%2)").arg(q(n.name), coreTermText(cp::enumText(n.role))));
        chooser_->setCurrentIndex(index_);
        remove_->setEnabled(p.networks.size() > 1);
    });
    connect(chooser_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0) selectNetwork(i);
    });
}

void NetworkEditor::addNetworkFields(QVBoxLayout* layout, const IndicesProvider& chosen) {
    auto* main = new QFormLayout;
    layout->addLayout(main);
    FormBuilder f(context_, main, chosen);
    f.field("/networks/*/name", {.set = [](cp::Profile& p, const cp::FieldIndices& at, const cp::FieldValue& v) {
                p = cp::renameNetwork(p, at[0], std::get<std::string>(v));  // storage follows
            }});
    for (const char* key : {"role", "switch", "link_speed_gbps", "tiers", "zones"}) f.field(std::string("/networks/*/") + key);
    f.section("/networks/*/zone_join");
    for (const char* key : {"planes", "rail_optimized", "su_nodes", "leaf_per_rack"}) f.field(std::string("/networks/*/") + key);
}

// Per tier: switch model and down:up ratio; then how far the upper tiers are built out.
void NetworkEditor::addTierFields(QVBoxLayout* layout, const IndicesProvider& chosen) {
    auto* tiersBox = new QGroupBox(tr("Per tier"));
    auto* tierForm = new QFormLayout(tiersBox);
    layout->addWidget(tiersBox);
    FormBuilder t(context_, tierForm, chosen);
    addTierRows(context_, t, tierForm, [this] { return index_; });
    for (const char* key : {"build_out_endpoints", "build_out_from_tier"}) t.field(std::string("/networks/*/") + key);
}

// Where switches stand and which media the links may use.
void NetworkEditor::addPlacementFields(QVBoxLayout* layout, const IndicesProvider& chosen) {
    auto* floorBox = new QGroupBox(tr("Placement and media"));
    auto* floorForm = new QFormLayout(floorBox);
    layout->addWidget(floorBox);
    FormBuilder m(context_, floorForm, chosen);
    m.section("/networks/*/placement");
    m.field("/networks/*/media_policy");
}

// Add's menu of roles, Duplicate and Remove.
void NetworkEditor::connectNetworkButtons() {
    auto* addMenu = new QMenu(add_);
    addMenu->addAction(tr("Management network (one port per node, server and switch)"), this,
                       [this] { addNetwork(cp::NetworkRole::Management); });
    addMenu->addAction(tr("Frontend network"), this, [this] { addNetwork(cp::NetworkRole::Frontend); });
    addMenu->addAction(tr("Storage network"), this, [this] { addNetwork(cp::NetworkRole::Storage); });
    addMenu->addAction(tr("Compute network"), this, [this] { addNetwork(cp::NetworkRole::Compute); });
    add_->setMenu(addMenu);
    connect(duplicate_, &QPushButton::clicked, this, [this] {
        const int count = static_cast<int>(context_->profile().networks.size());
        if (context_->apply(chooser_, tr("Duplicate network"),
                            [this](cp::Profile& p) { p = cp::duplicateNetwork(p, static_cast<std::size_t>(index_)); }))
            selectNetwork(count);
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        context_->apply(chooser_, tr("Remove network"),
                        [this](cp::Profile& p) { p = cp::removeNetwork(p, static_cast<std::size_t>(index_)); });
    });
}

// The chosen network's other hosts, leaf classes and extra switches, each a table of its declared fields.
void NetworkEditor::addListEditors(QVBoxLayout* layout, const IndicesProvider& chosen) {
    auto* hostsBox = new QGroupBox(tr("Other hosts"));
    auto* hostsLayout = new QVBoxLayout(hostsBox);
    layout->addWidget(hostsBox);
    hostsLayout->addWidget(
        new ListTableEditor(context_, ListBinding{tr("host group"), "/networks/*/other_hosts/*", chosen,
                                                  [this](const cp::Profile& p) { return net(p).other_hosts.size(); },
                                                  [this](cp::Profile& p) {
                                                      cp::OtherHosts hosts;
                                                      hosts.name = "hosts " + std::to_string(net(p).other_hosts.size() + 1);
                                                      hosts.count = 1;
                                                      net(p).other_hosts.push_back(hosts);
                                                  },
                                                  [this](cp::Profile& p, int row) {
                                                      auto& hosts = net(p).other_hosts;
                                                      hosts.erase(hosts.begin() + row);
                                                  }}));

    auto* classesBox = new QGroupBox(tr("Leaf classes"));
    classesBox->setToolTip(tr("Hosts of one kind on leaves of their own at their own down:up ratio"));
    auto* classesLayout = new QVBoxLayout(classesBox);
    layout->addWidget(classesBox);
    classesLayout->addWidget(new ListTableEditor(
        context_, ListBinding{tr("leaf class"), "/networks/*/leaf_classes/*", chosen,
                              [this](const cp::Profile& p) { return net(p).leaf_classes.size(); },
                              [this](cp::Profile& p) { p = cp::addLeafClass(p, static_cast<std::size_t>(index_)); },
                              [this](cp::Profile& p, int row) {
                                  p = cp::removeLeafClass(p, static_cast<std::size_t>(index_), static_cast<std::size_t>(row));
                              }}));

    auto* extraBox = new QGroupBox(tr("Extra switches"));
    auto* extraLayout = new QVBoxLayout(extraBox);
    layout->addWidget(extraBox);
    extraLayout->addWidget(
        new ListTableEditor(context_, ListBinding{tr("extra switch"), "/networks/*/extra_switches/*", chosen,
                                                  [this](const cp::Profile& p) { return net(p).extra_switches.size(); },
                                                  [this](cp::Profile& p) {
                                                      cp::ExtraSwitches extra;
                                                      extra.switch_id = net(p).switch_id;
                                                      extra.count = 1;
                                                      extra.reason = "spare";
                                                      net(p).extra_switches.push_back(extra);
                                                  },
                                                  [this](cp::Profile& p, int row) {
                                                      auto& extra = net(p).extra_switches;
                                                      extra.erase(extra.begin() + row);
                                                  }}));
}

bool NetworkEditor::addNetwork(cp::NetworkRole role) {
    const int count = static_cast<int>(context_->profile().networks.size());
    const cp::Catalog& catalog = context_->document()->catalog();
    const bool added = context_->apply(chooser_, tr("Add %1 network").arg(q(cp::enumText(role))),
                                       [&](cp::Profile& p) { p = cp::addNetwork(p, catalog, role); });
    if (added) selectNetwork(count);
    return added;
}

void NetworkEditor::selectNetwork(int index) {
    if (index == index_ && chooser_->currentIndex() == index) return;
    index_ = index;
    context_->reload();
}

cp::NetworkInput& NetworkEditor::net(cp::Profile& p) const { return p.networks.at(static_cast<std::size_t>(index_)); }
const cp::NetworkInput& NetworkEditor::net(const cp::Profile& p) const { return p.networks.at(static_cast<std::size_t>(index_)); }

}  // namespace cpui
