#include "views/plan_summary_view.h"
#include "views/metric_text.h"

#include <QHeaderView>

#include <QContextMenuEvent>
#include <QMenu>

#include "common/format.h"
#include "views/display_units.h"
#include "base/translations.h"

namespace cpui {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }
QString count(std::int64_t n) { return text(cp::formatCount(n)); }

QTreeWidgetItem* addRow(QTreeWidgetItem* parent, const QString& label, const QString& value, const cp::Plan& plan,
                        const std::string& explainKey) {
    auto* item = new QTreeWidgetItem(parent, {label, value});
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    if (const cp::Explanation* e = plan.explain(explainKey)) {
        item->setData(0, PlanSummaryView::ExplainKeyRole, QString::fromStdString(explainKey));
        item->setText(2, text(e->substituted));
        QString tip = "<b>" + text(e->formula).toHtmlEscaped() + "</b><br>" + text(e->substituted).toHtmlEscaped();
        for (const auto& s : e->sources) tip += "<br><i>" + PlanSummaryView::tr("source:") + "</i> " + text(s).toHtmlEscaped();
        for (int c = 0; c < 3; ++c) item->setToolTip(c, tip);
    }
    return item;
}

QTreeWidgetItem* addSection(QTreeWidget* tree, const QString& title) {
    auto* item = new QTreeWidgetItem(tree, {title});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    return item;
}

}  // namespace

PlanSummaryView::PlanSummaryView(QWidget* parent) : QTreeWidget(parent) {
    setColumnCount(3);
    setHeaderLabels({tr("Quantity"), tr("Value"), tr("How it was obtained")});
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    setRootIsDecorated(true);
    header()->setStretchLastSection(true);
    setToolTip(tr("Double-click a row, or right-click it, for its entry in the formula reference"));
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString key = item->data(0, ExplainKeyRole).toString();
        if (!key.isEmpty()) emit formulaReferenceRequested(key);
    });
}

void PlanSummaryView::contextMenuEvent(QContextMenuEvent* event) {
    QTreeWidgetItem* item = itemAt(viewport()->mapFrom(this, event->pos()));
    const QString key = item ? item->data(0, ExplainKeyRole).toString() : QString();
    if (key.isEmpty()) return;
    QMenu menu(this);
    menu.addAction(tr("Formula reference: %1").arg(key), this, [this, key] { emit formulaReferenceRequested(key); });
    menu.exec(event->globalPos());
}

void PlanSummaryView::clearPlan() { clear(); }

void PlanSummaryView::showPlan(const cp::Plan& plan) {
    clear();
    addComputeSection(plan);
    if (plan.fabric) addFabricSection(plan);
    if (plan.cabling) addCablingSection(plan);
    if (plan.power) addPowerSection(plan);
    if (plan.cost) addCostSection(plan);
    if (plan.training) addTrainingSection(plan);
    if (plan.reliability) addReliabilitySection(plan);
    expandAll();
    resizeColumnToContents(0);
    resizeColumnToContents(1);
}

void PlanSummaryView::addComputeSection(const cp::Plan& plan) {
    const cp::ComputeResult& c = plan.compute;
    auto* compute = addSection(this, tr("Compute"));
    addRow(compute, tr("GPUs"), count(c.gpus) + " × " + text(c.gpu_id), plan, "compute.gpus");
    addRow(compute, tr("Nodes"), count(c.nodes) + " × " + text(c.node_type_id), plan, "compute.nodes");
    for (cp::Precision p : cp::kPrecisions) {
        const auto& v = c.peakPflops(p);
        const QString key = QString::fromLatin1(cp::precisionKey(p));
        addRow(compute, tr("Peak %1 (dense)").arg(key.toUpper()),
               v ? tr("%1 PFLOP/s").arg(text(cp::formatFixed(*v, 1))) : tr("not supported"), plan,
               "compute.peak_pflops." + key.toStdString());
    }
}

void PlanSummaryView::addFabricSection(const cp::Plan& plan) {
    const cp::FabricResult& f = *plan.fabric;
    auto* fabric = addSection(this, tr("Fabric"));
    addRow(fabric, tr("Switches"), count(f.switches_total), plan, "fabric.switches_total");
    addRow(fabric, tr("Switch-to-switch links"), count(f.links_total), plan, "fabric.links_total");
    addRow(fabric, tr("Endpoint links"), count(f.endpoint_links_total), plan, "fabric.endpoint_links_total");
    for (const cp::NetworkResult& n : f.networks) {
        auto* net = addRow(fabric, tr("Network %1").arg(text(n.name)),
                           tr("%1 endpoints, %2").arg(count(n.endpoints), tr("%n tier(s)", nullptr, n.tier_count)), plan,
                           "fabric.networks." + n.name + ".max_endpoints");
        net->setText(2, tr("%1G, %2, %3; at most %4 endpoints")
                            .arg(text(cp::formatNumber(n.link_speed_gbps)), tr("%n zone(s)", nullptr, static_cast<int>(n.zones)),
                                 tr("%n plane(s)", nullptr, static_cast<int>(n.planes)), count(n.max_endpoints)));
        for (const cp::TierResult& t : n.tiers) {
            QString value = count(t.count) + " × " + text(t.switch_id);
            if (t.count != t.count_populated) value += tr(" (%1 needed now)").arg(count(t.count_populated));
            addRow(net, tr("%1 switches").arg(coreTermText(t.name)), value, plan,
                   "fabric.networks." + n.name + ".tiers." + t.name);
        }
        if (n.extra_switches) addRow(net, tr("Listed extra switches"), count(n.extra_switches), plan, "fabric.switches_total");
    }
}

void PlanSummaryView::addCablingSection(const cp::Plan& plan) {
    const DisplayUnits& units = DisplayUnits::current();
    const cp::CablingResult& cab = *plan.cabling;
    auto* cabling = addSection(this, cab.layout_defaults ? tr("Cabling (default layout)") : tr("Cabling"));
    addRow(cabling, tr("Racks"), tr("%1 (%2 nodes per rack)").arg(count(cab.racks)).arg(cab.nodes_per_rack), plan, "");
    addRow(cabling, tr("Cables"), count(cab.cables_total), plan, "cabling.cables_total");
    addRow(cabling, tr("Transceivers"), count(cab.transceivers_total), plan, "cabling.transceivers_total");
    addRow(cabling, tr("Copper share"), text(cp::formatFixed(100 * cab.copper_share, 1)) + "%", plan, "cabling.copper_share");
    addRow(cabling, tr("Optics power"), units.power(cab.power_w / 1000), plan, "cabling.power_w");
    for (const cp::MediaUse& m : cab.by_media)
        addRow(cabling, "  " + text(m.media), tr("%1 cables").arg(count(m.cables)), plan, "");
}

void PlanSummaryView::addPowerSection(const cp::Plan& plan) {
    const DisplayUnits& units = DisplayUnits::current();
    const cp::PowerResult& p = *plan.power;
    auto* power = addSection(this, tr("Power"));
    addRow(power, tr("IT (nameplate)"), units.power(p.it_kw), plan, "power.it_kw");
    addRow(power, tr("IT (average)"), units.power(p.it_kw_average), plan, "power.it_kw_average");
    addRow(power, tr("Facility"), units.power(p.facility_kw), plan, "power.facility_kw");
    addRow(power, tr("Energy per year"), text(cp::formatFixed(p.energy_mwh_per_year / 1000, 1)) + " GWh", plan,
           "power.energy_mwh_per_year");
    addRow(power, tr("Electricity per year"), units.moneyMillions(p.energy_cost_usd_per_year), plan,
           "power.energy_cost_usd_per_year");
}

void PlanSummaryView::addCostSection(const cp::Plan& plan) {
    const DisplayUnits& units = DisplayUnits::current();
    const cp::CostResult& cost = *plan.cost;
    auto* money = addSection(this, tr("Cost"));
    addRow(money, tr("Hardware capex"), units.moneyMillions(cost.capex_usd), plan, "cost.capex_usd");
    addRow(money, tr("Network share"), text(cp::formatFixed(100 * cost.network_share, 1)) + "%", plan, "cost.network_share");
    addRow(money, tr("TCO per year"), units.moneyMillions(cost.tco_usd_per_year), plan, "cost.tco_usd_per_year");
    addRow(money, tr("Per delivered GPU-hour"), units.money(cost.usd_per_gpu_hour, 2), plan, "cost.usd_per_gpu_hour");
}

void PlanSummaryView::addTrainingSection(const cp::Plan& plan) {
    const DisplayUnits& units = DisplayUnits::current();
    const cp::TrainingResult& t = *plan.training;
    auto* training = addSection(this, tr("Training"));
    // As the Overview card and the text summary write it: "1.79 million", not "1.79e+06".
    addRow(training, tr("GPU-hours"), scientificText(t.gpu_hours), plan, "training.gpu_hours");
    addRow(training, tr("Days"), text(cp::formatFixed(t.days, 1)), plan, "training.days");
    addRow(training, tr("Cost of the run"), units.moneyMillions(t.run_cost_usd), plan, "training.run_cost_usd");
    if (t.gpus_for_deadline)
        addRow(training, tr("GPUs for the deadline"), count(*t.gpus_for_deadline), plan, "training.gpus_for_deadline");
}

void PlanSummaryView::addReliabilitySection(const cp::Plan& plan) {
    const cp::ReliabilityResult& r = *plan.reliability;
    auto* reliability = addSection(this, tr("Reliability"));
    addRow(reliability, tr("Job MTTF"), tr("%1 h").arg(text(cp::formatFixed(r.job_mttf_hours, 2))), plan,
           "reliability.job_mttf_hours");
    addRow(reliability, tr("First failure after"), tr("%1 min").arg(text(cp::formatFixed(r.first_failure_minutes, 1))), plan,
           "reliability.first_failure_minutes");
    addRow(reliability, tr("Checkpoint every"), tr("%1 min").arg(text(cp::formatFixed(r.checkpoint_interval_minutes, 1))), plan,
           "reliability.checkpoint_interval_minutes");
    addRow(reliability, tr("ETTR"), text(cp::formatFixed(r.ettr, 3)), plan, "reliability.ettr");
    addRow(reliability, tr("Spare nodes needed"), count(r.spares_needed), plan, "reliability.spares_needed");
}

}  // namespace cpui
