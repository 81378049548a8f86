#include "io/plan_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "common/format.h"
#include "common/text_table.h"
#include "io/validation_output.h"
#include "plan/metrics.h"

namespace cp {

namespace {

// Registry keys, all written below; outputs_unchanged prints every row of every shipped plan.
const Metric& metric(const char* key) { return *findMetric(key); }

// A row named by its registry metric: "  Switches                122".
std::string row(const char* key, const std::string& value) { return "  " + pad(metricHeading(metric(key)), 24) + value; }

// A row with the metric's value as a summary shows it ("1,320", "$12.3M", "4.52 h").
std::string figureRow(const Plan& plan, const char* key) {
    const std::optional<double> v = readMetric(metric(key), plan);
    return row(key, v ? metricText(metric(key), *v) : "n/a");
}

// "3:1, 2.95:1" (requested, as cabled); "" at the top.
std::string ratioText(double requested, double achieved) {
    if (achieved <= 0) return "";
    return formatNumber(requested) + ":1, " + formatFixed(achieved, 2) + ":1";
}

// " (200G down, 400G up)" when the two sides run at different speeds.
std::string speedText(double down, double up) {
    return down == up ? "" : " (" + formatNumber(down) + "G down, " + formatNumber(up) + "G up)";
}

// One section each; planSummaryText writes those the plan computed.
void writeFabric(std::ostream& out, const Plan& plan) {
    const FabricResult& f = *plan.fabric;
    out << "\nFabric\n";
    out << figureRow(plan, "/fabric/switches_total") << "\n";
    out << figureRow(plan, "/fabric/links_total") << "\n";
    out << figureRow(plan, "/fabric/endpoint_links_total") << "\n";
    for (const NetworkResult& n : f.networks) {
        out << "\n  Network " << n.name << " (" << n.role << "): " << formatCount(n.endpoints) << " endpoints at "
            << formatNumber(n.link_speed_gbps) << "G, " << countOf(n.tier_count, "tier") << ", " << countOf(n.zones, "zone")
            << (n.zone_join != ZoneJoinKind::None ? " joined by " + enumText(n.zone_join) : "") << ", "
            << countOf(n.planes, "plane") << (n.rails ? ", " + std::to_string(n.rails) + " rails" : "") << "\n";
        std::vector<std::vector<std::string>> table{
            {"tier", "switch", "switches", "compact", "down", "up", "spare", "links up", "down:up asked, cabled"}};
        for (const TierResult& t : n.tiers) {
            std::string count = formatCount(t.count);
            if (t.count != t.count_populated) count += " (" + formatCount(t.count_populated) + " now)";
            table.push_back({t.name, t.switch_id, count, formatCount(t.count_compact), formatCount(t.ports_down),
                             formatCount(t.ports_up), formatCount(t.ports_spare), formatCount(t.links_up),
                             ratioText(t.oversubscription_requested, t.oversubscription_achieved) +
                                 speedText(t.down_speed_gbps, t.up_speed_gbps)});
        }
        for (const LeafClassResult& c : n.leaf_classes)
            table.push_back({"  " + c.hosts, "leaf class", formatCount(c.count), "", formatCount(c.ports_down),
                             formatCount(c.links_up), "", formatCount(c.links_up),
                             ratioText(c.oversubscription_requested, c.oversubscription_achieved)});
        out << alignedTable(table, "    ");
        if (n.spare_port_hosts) out << "    host ports on spare leaf ports " << formatCount(n.spare_port_hosts) << "\n";
        if (n.extra_switches) out << "    " << pad("listed extra", 13) << formatCount(n.extra_switches) << "\n";
        if (n.inter_zone_links) out << "    inter-zone links " << formatCount(n.inter_zone_links) << "\n";
        out << "    largest fabric " << formatCount(n.endpoints_per_fabric) << " of at most "
            << formatCount(n.max_endpoints_per_fabric) << " endpoints; network maximum " << formatCount(n.max_endpoints) << "\n";
    }
}

void writeCabling(std::ostream& out, const Plan& plan) {
    const CablingResult& cab = *plan.cabling;
    out << "\nCabling" << (cab.layout_defaults ? " (default layout: the profile has no layout section)" : "") << "\n";
    out << figureRow(plan, "/cabling/racks") << " (" << cab.nodes_per_rack << " nodes per rack, " << countOf(cab.halls, "hall")
        << ")\n";
    out << figureRow(plan, "/cabling/cables_total") << " (copper " << formatFixed(100 * cab.copper_share, 1) << "%, longest "
        << formatNumber(cab.longest_m) << " m)\n";
    out << figureRow(plan, "/cabling/transceivers_total") << " (" << formatPowerKw(cab.power_w / 1000)
        << " with active cables)\n";
    std::vector<std::vector<std::string>> table{{"medium", "class", "cables", "transceivers"}};
    for (const MediaUse& m : cab.by_media)
        table.push_back({m.media, m.media_class, formatCount(m.cables), formatCount(m.transceivers)});
    out << alignedTable(table, "    ");
}

void writePower(std::ostream& out, const Plan& plan) {
    const PowerResult& p = *plan.power;
    out << "\nPower\n";
    out << "  " << pad("IT (nameplate)", 24) << formatPowerKw(p.it_kw) << " (average " << formatPowerKw(p.it_kw_average) << ")\n";
    out << "  " << pad("Facility (× PUE)", 24) << formatPowerKw(p.facility_kw) << "\n";
    out << row("/power/energy_mwh_per_year", formatFixed(p.energy_mwh_per_year / 1000, 1)) << " GWh, "
        << formatUsdMillions(p.energy_cost_usd_per_year) << ", " << formatCount(std::llround(p.co2_tonnes_per_year))
        << " t CO2\n";
    std::vector<std::vector<std::string>> table{{"component", "nameplate", "average"}};
    for (const PowerLine& l : p.breakdown)
        table.push_back({l.label(), formatPowerKw(l.nameplate_kw), formatPowerKw(l.average_kw)});
    out << alignedTable(table, "    ");
}

void writeCost(std::ostream& out, const Plan& plan) {
    const CostResult& cost = *plan.cost;
    out << "\nCost\n";
    out << figureRow(plan, "/cost/capex_usd") << " (" << formatUsd(cost.capex_per_gpu_usd, 0) << " per GPU, network "
        << formatFixed(100 * cost.network_share, 1) << "%)\n";
    for (const CostCategory& k : cost.by_category)
        out << "    " << pad(bomCategoryName(k.category), 22) << formatUsdMillions(k.usd) << "\n";
    out << figureRow(plan, "/cost/facility_capex_usd") << "\n";
    out << figureRow(plan, "/cost/tco_usd_per_year") << "\n";
    out << "  " << pad("Per delivered GPU-hour", 24) << formatUsd(cost.usd_per_gpu_hour, 2) << "\n";
}

void writeTraining(std::ostream& out, const Plan& plan) {
    const TrainingResult& t = *plan.training;
    const std::string flops = formatScientific(t.flops), hours = formatScientific(t.gpu_hours);
    out << "\nTraining (" << t.precision << ")\n";
    out << "  " << pad("FLOPs", 24) << flops << "\n";
    if (t.throughput == ThroughputModel::StepTime) out << figureRow(plan, "/training/mfu") << " (step-time model)\n";
    out << row("/training/gpu_hours", hours) << "\n";
    out << "  " << pad("Days on this cluster", 24) << formatFixed(t.days, 1);
    if (t.days_likely_low && t.days_likely_high)
        out << ", likely " << formatFixed(*t.days_likely_low, 1) << "-" << formatFixed(*t.days_likely_high, 1);
    out << " (goodput " << formatFixed(t.goodput, 3) << ")\n";
    if (t.idle_gpus > 0)
        out << "  " << pad("Idle GPUs", 24) << formatCount(t.idle_gpus) << " of " << formatCount(plan.compute.gpus) << " ("
            << formatFixed(100.0 * static_cast<double>(t.idle_gpus) / static_cast<double>(plan.compute.gpus), 1)
            << "%): the job's split uses " << formatCount(t.job_gpus) << "\n";
    out << figureRow(plan, "/training/run_cost_usd") << "\n";
    out << "  " << pad("Energy of the run", 24) << formatFixed(t.energy_run_mwh, 0) << " MWh facility (IT "
        << formatFixed(t.energy_run_it_mwh, 0) << ", GPUs alone " << formatFixed(t.energy_run_gpu_only_mwh, 0) << "); "
        << formatFixed(t.co2_run_tonnes, 0) << " t CO2\n";
    if (t.gpus_for_deadline)
        out << "  " << pad("GPUs for the deadline", 24) << formatCount(*t.gpus_for_deadline) << " ("
            << formatCount(*t.nodes_for_deadline) << " nodes, "
            << (t.racks_for_deadline ? formatCount(*t.racks_for_deadline) + " racks, " : std::string())
            << formatFixed(*t.it_mw_for_deadline, 1) << " MW IT)\n";
    out << "  " << pad("Checkpoint", 24) << formatFixed(t.checkpoint_gb, 0) << " GB; needs "
        << formatFixed(t.checkpoint_write_gbyte_per_s_needed, 1) << " GB/s";
    if (t.storage_write_gbyte_per_s) out << "; storage delivers " << formatFixed(*t.storage_write_gbyte_per_s, 0) << " GB/s";
    out << "\n";
}

std::string joinWords(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

// The step-time model's view: the split, the step and where its time goes, memory, runner-ups.
void writePerformance(std::ostream& out, const Plan& plan) {
    const PerformanceResult& p = *plan.performance;
    const perf::StepResult& s = p.step;
    const perf::StepBreakdown& b = s.breakdown;
    out << "\nStep time (step-time model, " << formatCount(p.gpus) << " of " << formatCount(p.available_gpus) << " GPUs)\n";
    out << "  " << pad("Split", 24) << perf::describeParallelism(p.parallelism)
        << (p.searched ? " (searched: " + formatCount(p.considered) + " considered, " + formatCount(p.evaluated) + " timed)" : "")
        << "\n";
    if (p.searched) out << "  " << pad("Chosen by the search", 24) << joinWords(p.searched_keys) << " (the profile left them out)\n";
    out << figureRow(plan, "/performance/step_seconds") << " = compute " << formatFixed(b.compute_seconds, 2);
    const std::pair<const char*, double> terms[] = {{"TP", b.tp_seconds},
                                                    {"CP", b.cp_seconds},
                                                    {"EP", b.ep_seconds},
                                                    {"PP", b.pp_seconds},
                                                    {"bubble", b.bubble_seconds},
                                                    {"DP", b.dp_seconds},
                                                    {"optimizer", b.optimizer_seconds},
                                                    {"framework", b.framework_seconds}};
    for (const auto& [name, seconds] : terms)
        if (seconds > 0) out << " + " << name << " " << formatFixed(seconds, 2);
    out << "\n";
    out << figureRow(plan, "/performance/tokens_per_second") << "; MFU " << formatFixed(100 * s.mfu, 1) << "%";
    if (p.likely)
        out << " (likely " << formatFixed(100 * p.mfuLikelyLow(), 1) << "-" << formatFixed(100 * p.mfuLikelyHigh(), 1) << "%)";
    out << ", HFU " << formatFixed(100 * s.hfu, 1) << "%\n";
    if (p.likely)
        out << "  " << pad("Likely step time", 24) << formatFixed(p.stepLikelyLow(), 2) << "-" << formatFixed(p.stepLikelyHigh(), 2)
            << " s (the model's P10-P90 error on published runs: docs/validation.md)\n";
    out << figureRow(plan, "/performance/memory/total_gb") << " of " << formatFixed(s.memory.capacity_bytes / 1e9, 1)
        << " GB usable (weights " << formatFixed(s.memory.weights_bytes / 1e9, 1) << ", gradients "
        << formatFixed(s.memory.gradients_bytes / 1e9, 1) << ", optimizer " << formatFixed(s.memory.optimizer_bytes / 1e9, 1)
        << ", activations " << formatFixed(s.memory.activations_bytes / 1e9, 1) << ")\n";
    if (const auto& pub = p.published)
        out << "  " << pad("Published run", 24) << publishedFigure(pub->metric, pub->published) << ", predicted "
            << publishedFigure(pub->metric, pub->predicted) << " (" << (pub->error >= 0 ? "+" : "")
            << formatFixed(100 * pub->error, 1) << "% throughput; " << (pub->group.empty() ? pub->source : pub->group) << ")\n";
    for (const perf::Candidate& c : p.alternatives)
        out << "    runner-up " << perf::describeParallelism(c.parallelism) << ": " << formatFixed(c.result.step_seconds, 2)
            << " s, " << c.why << "\n";
}

// A time in the unit that reads: "158 µs", "36.0 s", "20.8 min", "87.7 h" (an async snapshot of a
// small model stops training for well under a millisecond; "0.000 s" read as no stop at all).
std::string duration(double minutes) {
    const double seconds = minutes * 60;
    if (seconds == 0) return "0 s";
    if (seconds > 0 && seconds < 1e-3) return formatSignificant(seconds * 1e6, 2) + " µs";
    if (seconds > 0 && seconds < 0.1) return formatSignificant(seconds * 1e3, 2) + " ms";
    if (minutes < 1) return formatFixed(seconds, 1) + " s";
    return minutes < 120 ? formatFixed(minutes, 1) + " min" : formatFixed(minutes / 60, 1) + " h";
}

void writeReliability(std::ostream& out, const Plan& plan) {
    const ReliabilityResult& r = *plan.reliability;
    out << "\nReliability (" << r.model << ", job of " << formatCount(r.job_gpus) << " GPUs)\n";
    out << figureRow(plan, "/reliability/job_mttf_hours") << " ("
        << (r.first_failure_minutes < 120 ? "first failure after " + duration(r.first_failure_minutes) + ", " : "")
        << formatFixed(r.failures_per_day, 1) << " failures per day)\n";
    out << "  " << pad("Checkpoint", 24) << "every " << duration(r.checkpoint_interval_minutes) << " (optimum "
        << duration(r.optimal_interval_minutes) << ", Daly " << duration(r.daly_interval_minutes) << ", Young "
        << duration(r.young_interval_minutes) << "), training stops " << duration(r.checkpoint_stop_minutes) << " ("
        << r.checkpoint_mode << ": " << r.checkpoint_stop_basis << ")";
    if (r.checkpoint_write_minutes) out << ", write to storage " << duration(*r.checkpoint_write_minutes);
    out << "\n";
    out << "  " << pad("ETTR", 24) << formatFixed(r.ettr, 3) << " (at the optimum interval " << formatFixed(r.ettr_at_optimum, 3)
        << ")\n";
    out << "  " << pad("Lost per failure", 24) << formatFixed(r.lost_gpu_days_per_failure, 1) << " GPU-days redone expected, "
        << formatFixed(r.lost_gpu_days_worst, 1) << " worst; + " << formatFixed(r.restart_gpu_days_per_failure, 1)
        << " idle restarting\n";
    if (r.peer_copy_seconds)
        out << "  " << pad("In-memory recovery", 24) << formatFixed(*r.peer_copy_seconds, 2) << " s copy, "
            << formatFixed(*r.lost_gpu_days_in_memory, 2) << " GPU-days lost, ETTR " << formatFixed(*r.ettr_in_memory, 3) << "\n";
    out << "  " << pad("Spares", 24) << formatCount(r.spares_needed) << " needed for "
        << formatNumber(100 * r.availability_target) << "% availability (" << formatFixed(r.expected_failed_nodes, 1)
        << " nodes down on average); " << r.spare_nodes << " kept\n";
    std::vector<std::vector<std::string>> table{{"failure class", "count", "MTTF h", "per day", "share"}};
    for (const FailureLine& l : r.breakdown)
        table.push_back({l.name, formatFixed(l.count, 0), formatFixed(l.mttf_hours, 0), formatFixed(l.failures_per_day, 2),
                         l.interrupts_job ? formatFixed(100 * l.share, 1) + "%" : "—"});
    out << alignedTable(table, "    ");
    if (std::any_of(r.breakdown.begin(), r.breakdown.end(), [](const FailureLine& l) { return !l.interrupts_job; }))
        out << "  share: of the failures that stop the job; —: a class that does not stop it (the catalog's interrupts_job), "
               "counted for repairs and spares\n";
}

}  // namespace

std::string planSummaryText(const Plan& plan) {
    std::ostringstream out;
    const ComputeResult& c = plan.compute;
    out << "Plan: " << plan.profile_name << "\n\n";
    out << "Compute\n";
    out << figureRow(plan, "/compute/gpus") << " × " << c.gpu_id << "\n";
    out << figureRow(plan, "/compute/nodes") << " × " << c.node_type_id << " (" << c.gpus_per_node << " GPUs each)\n";
    for (Precision p : kPrecisions) {
        const auto& v = c.peakPflops(p);
        out << "  " << pad(std::string("Peak ") + precisionKey(p) + " (dense)", 24)
            << (v ? formatFixed(*v, 1) + " PFLOP/s" : std::string("not supported by this GPU")) << "\n";
    }
    if (plan.fabric) writeFabric(out, plan);
    if (plan.cabling) writeCabling(out, plan);
    if (plan.power) writePower(out, plan);
    if (plan.cost) writeCost(out, plan);
    if (plan.performance) writePerformance(out, plan);
    if (plan.training) writeTraining(out, plan);
    if (plan.reliability) writeReliability(out, plan);
    if (!plan.warnings.empty()) {
        out << "\nWarnings\n";
        for (const Diagnostic& w : plan.warnings) out << "  " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
    }
    return out.str();
}

std::string planExplainText(const Plan& plan) {
    std::ostringstream out;
    out << "How each number was obtained\n";
    for (const Explanation& e : plan.explanations) {
        out << "\n" << e.label << " [" << e.key << "]\n";
        out << "  " << e.formula << "\n";
        out << "  " << e.substituted << "\n";
        for (const auto& s : e.sources) out << "  source: " << s << "\n";
    }
    return out.str();
}

}  // namespace cp
