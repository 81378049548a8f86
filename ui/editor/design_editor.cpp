#include "editor/design_editor.h"

#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolBox>
#include <QVBoxLayout>

#include "catalog/catalog_items.h"
#include "shell/document.h"
#include "editor/editor_form.h"
#include "editor/network_editor.h"

namespace cpui {

namespace {

constexpr double kZettaFlops = 1e21;

}  // namespace

DesignEditor::DesignEditor(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), message_(new QLabel), context_(nullptr), sections_(new QToolBox) {
    context_ = new EditorContext(document_, message_, this);
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);  // engine messages quote profile values
    message_->setStyleSheet("color: #b00020");
    message_->setObjectName("editorMessage");
    Document* doc = document_;

    // Profile
    auto* profileForm = new QFormLayout;
    FormBuilder pf(context_, profileForm);
    pf.text(tr("Name"), "/name", [](const cp::Profile& p) { return p.name; },
            [](cp::Profile& p, const std::string& v) { p.name = v; });
    pf.text(tr("Description"), "/description", [](const cp::Profile& p) { return p.description; },
            [](cp::Profile& p, const std::string& v) { p.description = v; });

    // Compute
    auto* computeForm = new QFormLayout;
    FormBuilder cf(context_, computeForm);
    cf.dynamicChoice(tr("Node type"), "/compute/node_type", [doc](const cp::Profile&) { return nodeItems(doc->catalog()); },
                     [](const cp::Profile& p) { return p.compute.node_type; },
                     [](cp::Profile& p, const std::string& v) { p.compute.node_type = v; });
    cf.integer(tr("Nodes"), "/compute/nodes", 1, 10'000'000, tr(" nodes"),
               [doc](const cp::Profile&) { return doc->plan().compute.nodes; },
               [](cp::Profile& p, std::int64_t v) {
                   p.compute.nodes = v;
                   p.compute.gpus.reset();
               });
    cf.integer(tr("GPUs"), "/compute/gpus", 1, 100'000'000, tr(" GPUs"),
               [doc](const cp::Profile&) { return doc->plan().compute.gpus; },
               [](cp::Profile& p, std::int64_t v) {
                   p.compute.gpus = v;
                   p.compute.nodes.reset();
               });

    // Networks
    networks_ = new NetworkEditor(context_);

    // Storage
    auto* storageForm = new QFormLayout;
    FormBuilder sf(context_, storageForm);
    sf.integer(tr("Servers"), "/storage/servers", 0, 1'000'000, {}, [](const cp::Profile& p) { return p.storage.servers; },
               [](cp::Profile& p, std::int64_t v) { p.storage.servers = v; });
    sf.dynamicChoice(tr("NIC"), "/storage/nic",
                     [doc](const cp::Profile&) {
                         FormBuilder::ItemList items = nicItems(doc->catalog());
                         items.insert(items.begin(), {tr("none"), ""});
                         return items;
                     },
                     [](const cp::Profile& p) { return p.storage.nic; },
                     [](cp::Profile& p, const std::string& v) { p.storage.nic = v; });
    sf.integer(tr("NICs per server"), "/storage/nics_per_server", 1, 64, {},
               [](const cp::Profile& p) { return p.storage.nics_per_server; },
               [](cp::Profile& p, std::int64_t v) { p.storage.nics_per_server = v; });
    sf.dynamicChoice(tr("Network"), "/storage/network",
                     [](const cp::Profile& p) {
                         FormBuilder::ItemList items{{tr("none"), ""}};
                         for (const cp::NetworkInput& n : p.networks) items.emplace_back(QString::fromStdString(n.name), QString::fromStdString(n.name));
                         return items;
                     },
                     [](const cp::Profile& p) { return p.storage.network; },
                     [](cp::Profile& p, const std::string& v) { p.storage.network = v; });
    sf.number(tr("Server power"), "/storage/server_power_w", 0, 100'000, 0, tr(" W"),
              [](const cp::Profile& p) { return p.storage.server_power_w; }, [](cp::Profile& p, double v) { p.storage.server_power_w = v; });
    sf.number(tr("Server price"), "/storage/server_price_usd", 0, 1e8, 0, tr(" $"),
              [](const cp::Profile& p) { return p.storage.server_price_usd; }, [](cp::Profile& p, double v) { p.storage.server_price_usd = v; });
    sf.number(tr("Capacity per server"), "/storage/server_capacity_tb", 0, 1e6, 0, tr(" TB"),
              [](const cp::Profile& p) { return p.storage.server_capacity_tb; },
              [](cp::Profile& p, double v) { p.storage.server_capacity_tb = v; });

    // Layout: editing any value makes the section explicit (it is saved from then on).
    auto* layoutForm = new QFormLayout;
    FormBuilder lf(context_, layoutForm);
    auto layoutNumber = [&lf](const QString& label, const char* key, double min, double max, int decimals, const QString& suffix,
                              double cp::LayoutInput::*member) {
        lf.number(label, QString("/layout/") + key, min, max, decimals, suffix, [member](const cp::Profile& p) { return p.layout.*member; },
                  [member](cp::Profile& p, double v) {
                      p.layout.*member = v;
                      p.layout.given = true;
                  });
    };
    auto layoutCount = [&lf](const QString& label, const char* key, std::int64_t min, std::int64_t max, std::int64_t cp::LayoutInput::*member) {
        lf.integer(label, QString("/layout/") + key, min, max, {}, [member](const cp::Profile& p) { return p.layout.*member; },
                   [member](cp::Profile& p, std::int64_t v) {
                       p.layout.*member = v;
                       p.layout.given = true;
                   });
    };
    lf.slider(tr("Rack power"), "/layout/rack_power_kw", 0.1, 200, 1, tr(" kW"), [](const cp::Profile& p) { return p.layout.rack_power_kw; },
              [](cp::Profile& p, double v) {
                  p.layout.rack_power_kw = v;
                  p.layout.given = true;
              });
    lf.optionalNumber(tr("Nodes per rack"), "/layout/nodes_per_rack", 1, 1000, 0, {}, tr("derived from power and space"),
                      [](const cp::Profile& p) { return asNumber(p.layout.nodes_per_rack); },
                      [](cp::Profile& p, std::optional<double> v) {
                          p.layout.nodes_per_rack = asCount<std::int64_t>(v);
                          p.layout.given = true;
                      });
    layoutCount(tr("Rack units"), "rack_units", 1, 100, &cp::LayoutInput::rack_units);
    layoutCount(tr("Racks per row"), "racks_per_row", 1, 1000, &cp::LayoutInput::racks_per_row);
    layoutNumber(tr("Rack pitch"), "rack_pitch_m", 0.1, 10, 2, tr(" m"), &cp::LayoutInput::rack_pitch_m);
    layoutNumber(tr("Rack depth"), "rack_depth_m", 0.1, 10, 2, tr(" m"), &cp::LayoutInput::rack_depth_m);
    layoutNumber(tr("Aisle"), "aisle_m", 0.1, 20, 2, tr(" m"), &cp::LayoutInput::aisle_m);
    layoutCount(tr("Rows per hall"), "rows_per_hall", 1, 10000, &cp::LayoutInput::rows_per_hall);
    layoutNumber(tr("Hall distance"), "hall_distance_m", 0, 100000, 0, tr(" m"), &cp::LayoutInput::hall_distance_m);
    layoutNumber(tr("Tray drop"), "tray_drop_m", 0, 20, 1, tr(" m"), &cp::LayoutInput::tray_drop_m);
    layoutNumber(tr("In-rack link"), "in_rack_m", 0.1, 10, 1, tr(" m"), &cp::LayoutInput::in_rack_m);
    layoutNumber(tr("Cable slack"), "slack_fraction", 0, 2, 2, {}, &cp::LayoutInput::slack_fraction);
    layoutCount(tr("Storage servers per rack"), "storage_servers_per_rack", 1, 1000, &cp::LayoutInput::storage_servers_per_rack);
    layoutCount(tr("Other hosts per rack"), "other_hosts_per_rack", 1, 1000, &cp::LayoutInput::other_hosts_per_rack);

    // Power & cost
    auto* powerForm = new QFormLayout;
    FormBuilder wf(context_, powerForm);
    wf.slider(tr("PUE"), "/power/pue", 1, 3, 2, {}, [](const cp::Profile& p) { return p.power.pue; },
              [](cp::Profile& p, double v) { p.power.pue = v; });
    wf.optionalNumber(tr("Average draw"), "/power/average_draw_fraction", 0.01, 1, 2, tr(" of nameplate"), tr("catalog average"),
                      [](const cp::Profile& p) { return p.power.average_draw_fraction; },
                      [](cp::Profile& p, std::optional<double> v) { p.power.average_draw_fraction = v; });
    wf.number(tr("Hours per year"), "/power/hours_per_year", 1, 8784, 0, tr(" h"), [](const cp::Profile& p) { return p.power.hours_per_year; },
              [](cp::Profile& p, double v) { p.power.hours_per_year = v; });
    wf.number(tr("Electricity"), "/power/electricity_usd_per_kwh", 0, 10, 3, tr(" $/kWh"),
              [](const cp::Profile& p) { return p.power.electricity_usd_per_kwh; },
              [](cp::Profile& p, double v) { p.power.electricity_usd_per_kwh = v; });
    wf.number(tr("Grid carbon"), "/power/co2_kg_per_kwh", 0, 5, 3, tr(" kg/kWh"), [](const cp::Profile& p) { return p.power.co2_kg_per_kwh; },
              [](cp::Profile& p, double v) { p.power.co2_kg_per_kwh = v; });
    wf.number(tr("Hardware life"), "/power/hardware_life_years", 0.1, 50, 1, tr(" years"),
              [](const cp::Profile& p) { return p.power.hardware_life_years; },
              [](cp::Profile& p, double v) { p.power.hardware_life_years = v; });
    wf.number(tr("Misc. IT load"), "/power/misc_it_fraction", 0, 2, 2, tr(" of node power"),
              [](const cp::Profile& p) { return p.power.misc_it_fraction; }, [](cp::Profile& p, double v) { p.power.misc_it_fraction = v; });
    wf.number(tr("Facility capex"), "/cost/facility_capex_usd_per_mw", 0, 1e9, 0, tr(" $/MW"),
              [](const cp::Profile& p) { return p.cost.facility_capex_usd_per_mw; },
              [](cp::Profile& p, double v) { p.cost.facility_capex_usd_per_mw = v; });
    wf.number(tr("Colocation"), "/cost/colocation_usd_per_kw_month", 0, 10000, 0, tr(" $/kW·month"),
              [](const cp::Profile& p) { return p.cost.colocation_usd_per_kw_month; },
              [](cp::Profile& p, double v) { p.cost.colocation_usd_per_kw_month = v; });
    wf.number(tr("Support per year"), "/cost/support_fraction_per_year", 0, 1, 3, tr(" of capex"),
              [](const cp::Profile& p) { return p.cost.support_fraction_per_year; },
              [](cp::Profile& p, double v) { p.cost.support_fraction_per_year = v; });
    wf.number(tr("Software"), "/cost/software_usd_per_gpu_year", 0, 1e6, 0, tr(" $/GPU·year"),
              [](const cp::Profile& p) { return p.cost.software_usd_per_gpu_year; },
              [](cp::Profile& p, double v) { p.cost.software_usd_per_gpu_year = v; });
    wf.slider(tr("Utilisation"), "/cost/utilisation", 0.01, 1, 2, {}, [](const cp::Profile& p) { return p.cost.utilisation; },
              [](cp::Profile& p, double v) { p.cost.utilisation = v; });
    wf.optionalNumber(tr("Cloud price"), "/cost/cloud_usd_per_gpu_hour", 0, 1000, 2, tr(" $/GPU-hour"), tr("none"),
                      [](const cp::Profile& p) { return p.cost.cloud_usd_per_gpu_hour; },
                      [](cp::Profile& p, std::optional<double> v) { p.cost.cloud_usd_per_gpu_hour = v; });

    // Workload
    auto* workloadForm = new QFormLayout;
    FormBuilder kf(context_, workloadForm);
    kf.number(tr("Parameters"), "/workload/parameters_billion", 0.001, 1e6, 1, tr(" B"),
              [](const cp::Profile& p) { return p.workload.parameters_billion; },
              [](cp::Profile& p, double v) { p.workload.parameters_billion = v; });
    kf.optionalNumber(tr("Active parameters"), "/workload/active_parameters_billion", 0.001, 1e6, 1, tr(" B"), tr("all (dense)"),
                      [](const cp::Profile& p) { return p.workload.active_parameters_billion; },
                      [](cp::Profile& p, std::optional<double> v) { p.workload.active_parameters_billion = v; });
    kf.number(tr("Tokens"), "/workload/tokens_trillion", 0.001, 1e4, 2, tr(" T"), [](const cp::Profile& p) { return p.workload.tokens_trillion; },
              [](cp::Profile& p, double v) { p.workload.tokens_trillion = v; });
    kf.optionalNumber(tr("Training FLOPs"), "/workload/flops", 1e-6, 1e9, 3, tr(" × 10²¹"), tr("6 · N · D"),
                      [](const cp::Profile& p) -> std::optional<double> {
                          if (!p.workload.flops) return std::nullopt;
                          return *p.workload.flops / kZettaFlops;
                      },
                      [](cp::Profile& p, std::optional<double> v) {
                          if (v) p.workload.flops = *v * kZettaFlops; else p.workload.flops.reset();
                      });
    kf.choice(tr("Precision"), "/workload/precision", {{"FP8", "fp8"}, {"BF16", "bf16"}, {"TF32", "tf32"}},
              [](const cp::Profile& p) { return p.workload.precision; },
              [](cp::Profile& p, const std::string& v) { p.workload.precision = v; });
    kf.slider(tr("MFU"), "/workload/mfu", 0.01, 1, 2, {}, [](const cp::Profile& p) { return p.workload.mfu; },
              [](cp::Profile& p, double v) { p.workload.mfu = v; });
    kf.optionalNumber(tr("Deadline"), "/workload/deadline_days", 0.1, 10000, 1, tr(" days"), tr("none"),
                      [](const cp::Profile& p) { return p.workload.deadline_days; },
                      [](cp::Profile& p, std::optional<double> v) { p.workload.deadline_days = v; });
    kf.number(tr("Spare nodes (deadline)"), "/workload/spare_node_fraction", 0, 1, 2, {},
              [](const cp::Profile& p) { return p.workload.spare_node_fraction; },
              [](cp::Profile& p, double v) { p.workload.spare_node_fraction = v; });
    kf.number(tr("Checkpoint bytes"), "/workload/checkpoint_bytes_per_parameter", 0.1, 100, 1, tr(" B/parameter"),
              [](const cp::Profile& p) { return p.workload.checkpoint_bytes_per_parameter; },
              [](cp::Profile& p, double v) { p.workload.checkpoint_bytes_per_parameter = v; });
    kf.integer(tr("Checkpoint copies"), "/workload/checkpoint_copies", 1, 1000, {},
               [](const cp::Profile& p) { return p.workload.checkpoint_copies; },
               [](cp::Profile& p, std::int64_t v) { p.workload.checkpoint_copies = v; });

    // Reliability
    auto* reliabilityForm = new QFormLayout;
    FormBuilder rf(context_, reliabilityForm);
    rf.choice(tr("Failure model"), "/reliability/model",
              {{tr("component inventory × MTTF"), "components"}, {tr("observed rate per node-day"), "observed_rate"}},
              [](const cp::Profile& p) { return p.reliability.model; },
              [](cp::Profile& p, const std::string& v) { p.reliability.model = v; });
    rf.number(tr("Failures per 1,000 node-days"), "/reliability/failures_per_1000_node_days", 0.001, 1000, 2, {},
              [](const cp::Profile& p) { return p.reliability.failures_per_1000_node_days; },
              [](cp::Profile& p, double v) { p.reliability.failures_per_1000_node_days = v; });
    rf.optionalNumber(tr("Checkpoint write δ"), "/reliability/checkpoint_write_minutes", 0, 10000, 2, tr(" min"),
                      tr("from storage bandwidth"), [](const cp::Profile& p) { return p.reliability.checkpoint_write_minutes; },
                      [](cp::Profile& p, std::optional<double> v) { p.reliability.checkpoint_write_minutes = v; });
    rf.number(tr("Restart u₀"), "/reliability/restart_minutes", 0, 10000, 1, tr(" min"),
              [](const cp::Profile& p) { return p.reliability.restart_minutes; },
              [](cp::Profile& p, double v) { p.reliability.restart_minutes = v; });
    rf.optionalNumber(tr("Checkpoint interval"), "/reliability/checkpoint_interval_minutes", 0.01, 100000, 1, tr(" min"),
                      tr("the ETTR optimum"), [](const cp::Profile& p) { return p.reliability.checkpoint_interval_minutes; },
                      [](cp::Profile& p, std::optional<double> v) { p.reliability.checkpoint_interval_minutes = v; });
    rf.optionalNumber(tr("Iteration time"), "/reliability/iteration_seconds", 0.001, 100000, 2, tr(" s"), tr("none"),
                      [](const cp::Profile& p) { return p.reliability.iteration_seconds; },
                      [](cp::Profile& p, std::optional<double> v) { p.reliability.iteration_seconds = v; });
    rf.optionalNumber(tr("Checkpoint every"), "/reliability/checkpoint_every_iterations", 1, 1e9, 0, tr(" iterations"), tr("none"),
                      [](const cp::Profile& p) { return asNumber(p.reliability.checkpoint_every_iterations); },
                      [](cp::Profile& p, std::optional<double> v) { p.reliability.checkpoint_every_iterations = asCount<std::int64_t>(v); });
    rf.flag(tr("In-memory recovery"), "/reliability/in_memory_recovery", [](const cp::Profile& p) { return p.reliability.in_memory_recovery; },
            [](cp::Profile& p, bool v) { p.reliability.in_memory_recovery = v; });
    rf.optionalNumber(tr("Job size"), "/reliability/job_gpus", 1, 1e8, 0, tr(" GPUs"), tr("the whole cluster"),
                      [](const cp::Profile& p) { return asNumber(p.reliability.job_gpus); },
                      [](cp::Profile& p, std::optional<double> v) { p.reliability.job_gpus = asCount<std::int64_t>(v); });
    rf.integer(tr("Spare nodes"), "/reliability/spare_nodes", 0, 1'000'000, {}, [](const cp::Profile& p) { return p.reliability.spare_nodes; },
               [](cp::Profile& p, std::int64_t v) { p.reliability.spare_nodes = v; });
    rf.choice(tr("Spares are"), "/reliability/spare_mode", {{tr("hot (powered)"), "hot"}, {tr("cold"), "cold"}},
              [](const cp::Profile& p) { return p.reliability.spare_mode; },
              [](cp::Profile& p, const std::string& v) { p.reliability.spare_mode = v; });
    rf.number(tr("Repair time"), "/reliability/repair_hours", 0.01, 100000, 1, tr(" h"), [](const cp::Profile& p) { return p.reliability.repair_hours; },
              [](cp::Profile& p, double v) { p.reliability.repair_hours = v; });
    rf.integer(tr("Repair crews"), "/reliability/repair_crews", 0, 100000, {}, [](const cp::Profile& p) { return p.reliability.repair_crews; },
               [](cp::Profile& p, std::int64_t v) { p.reliability.repair_crews = v; });
    rf.number(tr("Shortfall target"), "/reliability/shortfall_target", 0.0001, 1, 4, {},
              [](const cp::Profile& p) { return p.reliability.shortfall_target; },
              [](cp::Profile& p, double v) { p.reliability.shortfall_target = v; });

    auto wrap = [](QFormLayout* form) {
        auto* w = new QWidget;
        w->setLayout(form);
        return w;
    };
    sections_->addItem(section(tr("Profile"), wrap(profileForm)), tr("Profile"));
    sections_->addItem(section(tr("Compute"), wrap(computeForm)), tr("Compute"));
    sections_->addItem(section(tr("Networks"), networks_), tr("Networks"));
    sections_->addItem(section(tr("Storage"), wrap(storageForm)), tr("Storage"));
    sections_->addItem(section(tr("Layout"), wrap(layoutForm)), tr("Layout"));
    sections_->addItem(section(tr("Power & cost"), wrap(powerForm)), tr("Power && cost"));
    sections_->addItem(section(tr("Workload"), wrap(workloadForm)), tr("Workload"));
    sections_->addItem(section(tr("Reliability"), wrap(reliabilityForm)), tr("Reliability"));
    sections_->setCurrentIndex(1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(sections_, 1);
    layout->addWidget(message_);
    setMinimumWidth(340);

    connect(document_, &Document::changed, this, &DesignEditor::refresh);
    refresh();
}

QWidget* DesignEditor::section(const QString& title, QWidget* content) {
    auto* scroll = new QScrollArea;
    scroll->setObjectName("section " + title);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

QWidget* DesignEditor::field(const QString& jsonPath) const { return context_->fieldAt(jsonPath); }
QSpinBox* DesignEditor::nodesField() const { return qobject_cast<QSpinBox*>(field("/compute/nodes")); }
QSpinBox* DesignEditor::planesField() const { return qobject_cast<QSpinBox*>(field("/networks/0/planes")); }

bool DesignEditor::focusPath(const QString& jsonPath) {
    // Network fields are registered for the chosen network as "/networks/0/…".
    static const QRegularExpression networkPath(R"(^/networks/(\d+)(/.*)?$)");
    QString path = jsonPath;
    if (const auto m = networkPath.match(jsonPath); m.hasMatch()) {
        networks_->selectNetwork(m.captured(1).toInt());
        path = "/networks/0" + m.captured(2);
    }
    QWidget* target = nullptr;
    while (!path.isEmpty() && !(target = field(path))) path.truncate(path.lastIndexOf('/'));
    if (!target) return false;
    for (int i = 0; i < sections_->count(); ++i)
        if (sections_->widget(i)->isAncestorOf(target)) sections_->setCurrentIndex(i);
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

void DesignEditor::refresh() {
    setEnabled(document_->hasProfile());
    context_->reload();
}

}  // namespace cpui
