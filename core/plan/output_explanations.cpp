#include "plan/output_explanations.h"

#include <cmath>

#include "common/format.h"
#include "performance/parallelism.h"

namespace cp {

namespace {

class Adder {
public:
    explicit Adder(Plan& plan) : plan_(plan) {}
    void operator()(const std::string& key, const std::string& label, const std::string& formula, const std::string& substituted,
                    std::vector<std::string> sources = {}) {
        if (!plan_.explain(key)) plan_.explanations.push_back({key, label, formula, substituted, std::move(sources)});
    }

private:
    Plan& plan_;
};

std::string usdM(double usd) { return formatUsd(usd / 1e6, 2) + "M"; }

void compute(const Catalog& catalog, const Plan& plan, Adder& add) {
    const ComputeResult& c = plan.compute;
    const NodeType* node = catalog.findNode(c.node_type_id);
    add("compute.gpus_per_node", "GPUs per node", "GPUs per node = the node type's gpus_per_node",
        formatCount(c.gpus_per_node) + " (" + c.node_type_id + ")", {node ? node->gpus_per_node.source : ""});
}

void fabric(const Plan& plan, Adder& add) {
    const FabricResult& f = *plan.fabric;
    add("fabric.switches_compact_total", "Switches (port arithmetic)",
        "Σ networks (Σ tiers at the compact port arithmetic, without balanced bundles or build-out, + listed extras)",
        formatCount(f.switches_compact_total) + " (built: " + formatCount(f.switches_total) + ")");
    for (const NetworkResult& n : f.networks) {
        const std::string k = "fabric.networks." + n.name;
        add(k, "Network " + n.name,
            "endpoints = Σ endpoint groups (hosts × ports per host / breakout); fabrics = zones × planes; each fabric a fat "
            "tree of tier_count tiers reaching max_endpoints_per_fabric = leaves × down ports; switches_total = Σ tiers + "
            "extras; links_total: switch-to-switch; endpoint_links_total: NIC to leaf; endpoint groups and link classes "
            "count the hosts and links of each kind",
            formatCount(n.endpoints) + " endpoints at " + formatNumber(n.link_speed_gbps) + "G on " + countOf(n.zones, "zone") +
                " × " + countOf(n.planes, "plane") + ", " + countOf(n.rails, "rail") + ", " + formatCount(n.scalable_units) +
                " SUs; largest fabric " + formatCount(n.endpoints_per_fabric) + " of " + formatCount(n.max_endpoints_per_fabric) +
                " on " + countOf(n.tier_count, "tier") + "; " + formatCount(n.switches_total) + " switches (" +
                formatCount(n.switches_compact_total) + " compact, " + formatCount(n.extra_switches) + " listed extra), " +
                formatCount(n.switch_links_total) + " switch links, " + formatCount(n.endpoint_links_total) +
                " endpoint links, " + formatCount(n.inter_zone_links) + " inter-zone links",
            {"docs/fabric-model.md"});
    }
}

void cabling(const Plan& plan, Adder& add) {
    const CablingResult& c = *plan.cabling;
    add("cabling.nodes_per_rack", "Nodes per rack",
        "profile layout.nodes_per_rack, else min(⌊rack power / node nameplate⌋, ⌊rack units / node units⌋)",
        formatCount(c.nodes_per_rack));
    add("cabling.racks", "Racks", "⌈nodes / nodes per rack⌉ + ⌈storage servers / per rack⌉ + ⌈other hosts / per rack⌉ per kind",
        formatCount(c.racks));
    add("cabling.halls", "Halls", "⌈⌈racks / racks per row⌉ / rows per hall⌉, at least 1", formatCount(c.halls));
    add("cabling.copper_cables", "Copper cables", "links on DAC, AEC or twisted pair (their reach covers the path)",
        formatCount(c.copper_cables) + " of " + formatCount(c.cables_total));
    add("cabling.price_usd", "Optics and cables price", "Σ modules × module price + Σ cables × cable price", usdM(c.price_usd),
        {"catalog media prices (assumptions)"});
    add("cabling.longest_m", "Longest cable", "the longest ordered length of any link placed on the floor plan",
        formatFixed(c.longest_m, 1) + " m", {"docs/layout-and-cabling.md"});
    add("cabling.by_media", "Cables by medium",
        "per medium: cables; transceivers (pluggable modules, twin-port shared); power = modules × W + active cables × "
        "2 × W per end; price = modules × price + cables × cable price",
        formatCount(static_cast<std::int64_t>(c.by_media.size())) + " media", {"catalog media entries"});
    add("cabling.transceivers", "Transceivers bought",
        "per network, module and end: count (a twin-port module whole per switch: Σ switches ⌈its links / 2⌉; "
        "count_pooled = ⌈link ends / 2⌉ beside it); power and price = count × unit",
        formatCount(c.transceivers_total) + " modules", {"docs/layout-and-cabling.md"});
    add("cabling.cable_parts", "Cables as bought",
        "per network, part and ordered length: one cable per link, or one splitter per two host links on a twin switch "
        "cage (⌈host links / 2⌉ per switch and length); links = the links these parts carry",
        formatCount(static_cast<std::int64_t>(c.cable_parts.size())) + " lines", {"docs/layout-and-cabling.md"});
    add("cabling.cable_parts_total", "Cables bought", "Σ cable parts (a splitter counts once for its two links)",
        formatCount(c.cable_parts_total), {"docs/layout-and-cabling.md"});
    add("cabling.by_length", "Cables by ordered length",
        "each link's tray path (Manhattan + a drop at each end + slack) rounded up to the next orderable length, counted "
        "by network, ends and medium",
        formatCount(static_cast<std::int64_t>(c.by_length.size())) + " bins", {"catalog orderable_lengths"});
}

void power(const Plan& plan, Adder& add) {
    const PowerResult& p = *plan.power;
    add("power.facility_kw_average", "Facility power (average)", "average facility = average IT × PUE",
        formatFixed(p.facility_kw_average, 0) + " kW");
    add("power.compute_rack_kw", "Compute rack power", "nodes per rack × node nameplate",
        formatFixed(p.compute_rack_kw, 1) + " kW");
    add("power.breakdown", "IT power by component",
        "per component: nameplate = count × unit W; average = nameplate × the component's average draw share",
        formatFixed(p.it_kw, 0) + " kW nameplate over " + formatCount(static_cast<std::int64_t>(p.breakdown.size())) +
            " lines (each line's source in the table)");
}

void cost(const Profile& profile, const Plan& plan, Adder& add) {
    const CostResult& c = *plan.cost;
    const CostInput& in = profile.cost;
    const double gpus = static_cast<double>(plan.compute.gpus);
    add("cost.by_category", "Capex by category", "Σ BOM lines × unit price, per category", usdM(c.capex_usd) + " in all");
    add("cost.bom", "Bill of materials", "per line: quantity × unit price; unit power; the price's source",
        formatCount(static_cast<std::int64_t>(c.bom.size())) + " lines", {"prices are assumptions (catalog)"});
    add("cost.capex_per_gpu_usd", "Capex per GPU", "capex / GPUs",
        formatUsd(c.capex_per_gpu_usd, 0) + " = " + usdM(c.capex_usd) + " / " + formatCount(plan.compute.gpus));
    add("cost.facility_capex_usd", "Facility capex", "facility MW × cost.facility_capex_usd_per_mw",
        usdM(c.facility_capex_usd) + " = " + formatFixed(plan.power->facility_kw / 1000, 2) + " MW × " +
            usdM(in.facility_capex_usd_per_mw),
        {"profile cost.facility_capex_usd_per_mw (assumption)"});
    add("cost.amortisation_usd_per_year", "Amortisation per year", "(hardware + facility capex) / hardware life",
        usdM(c.amortisation_usd_per_year) + " = (" + usdM(c.capex_usd) + " + " + usdM(c.facility_capex_usd) + ") / " +
            formatNumber(profile.power.hardware_life_years) + " y");
    add("cost.energy_usd_per_year", "Energy per year", "= power.energy_cost_usd_per_year", usdM(c.energy_usd_per_year));
    add("cost.colocation_usd_per_year", "Colocation per year", "IT kW × cost.colocation_usd_per_kw_month × 12",
        usdM(c.colocation_usd_per_year) + " = " + formatFixed(plan.power->it_kw, 0) + " kW × $" +
            formatNumber(in.colocation_usd_per_kw_month) + " × 12");
    add("cost.support_usd_per_year", "Support per year", "capex × cost.support_fraction_per_year",
        usdM(c.support_usd_per_year) + " = " + usdM(c.capex_usd) + " × " + formatNumber(in.support_fraction_per_year));
    add("cost.software_usd_per_year", "Software per year", "GPUs × cost.software_usd_per_gpu_year",
        usdM(c.software_usd_per_year) + " = " + formatCount(plan.compute.gpus) + " × $" +
            formatNumber(in.software_usd_per_gpu_year));
    add("cost.gpu_hours_delivered_per_year", "GPU-hours delivered per year", "GPUs × hours per year × utilisation × goodput",
        formatScientific(c.gpu_hours_delivered_per_year) + " = " + formatCount(plan.compute.gpus) + " × " +
            formatNumber(profile.power.hours_per_year) + " × " + formatNumber(in.utilisation) + " × " +
            formatFixed(c.gpu_hours_delivered_per_year / (gpus * profile.power.hours_per_year * in.utilisation), 3));
}

void reliabilityInputs(const Profile& profile, const Plan& plan, Adder& add) {
    const ReliabilityResult& r = *plan.reliability;
    const ReliabilityInput& in = profile.reliability;
    add("reliability.job_gpus", "Job GPUs",
        "the step-time model's split (TP × CP × PP × DP) when it runs, else profile reliability.job_gpus, else the whole cluster",
        formatCount(r.job_gpus));
    add("reliability.job_nodes", "Job nodes", "⌈job GPUs / GPUs per node⌉",
        formatCount(r.job_nodes) + " = ⌈" + formatCount(r.job_gpus) + " / " + formatCount(plan.compute.gpus_per_node) + "⌉");
    add("reliability.restart_minutes", "Restart u0", "profile reliability.restart_minutes",
        formatNumber(r.restart_minutes) + " min",
        {"assumption: from a failure to training again (detection, rescheduling, loading the checkpoint)"});
    add("reliability.spare_nodes", "Spare nodes kept", "profile reliability.spare_nodes", formatCount(r.spare_nodes));
    add("reliability.availability_target", "Availability target", "1 − profile reliability.shortfall_target",
        formatNumber(100 * r.availability_target) + "% = 1 − " + formatNumber(in.shortfall_target));
    add("reliability.idle_spare_gpus", "Idle spare GPUs", "spare nodes × GPUs per node",
        formatCount(r.idle_spare_gpus) + " = " + formatCount(r.spare_nodes) + " × " + formatCount(plan.compute.gpus_per_node));
    add("reliability.spare_capex_usd", "Spare capex", "spare nodes × node price",
        usdM(r.spare_capex_usd) + " for " + formatCount(r.spare_nodes) + " nodes", {"node price (catalog, assumption)"});
}

void reliabilityFigures(const Plan& plan, Adder& add) {
    const ReliabilityResult& r = *plan.reliability;
    const double m = r.job_mttf_hours * 60, delta = r.checkpoint_stop_minutes;
    add("reliability.failures_per_day", "Failures per day", "24 / job MTTF in hours",
        formatFixed(r.failures_per_day, 2) + " = 24 / " + formatFixed(r.job_mttf_hours, 2));
    add("reliability.young_interval_minutes", "Young interval", "τ = √(2δM)",
        formatFixed(r.young_interval_minutes, 3) + " min (δ = " + formatFixed(delta, 4) + ", M = " + formatFixed(m, 1) + ")",
        {"J. W. Young, CACM 17(9), 1974"});
    add("reliability.daly_interval_minutes", "Daly interval", "τ = √(2δM)·[1 + ⅓√(δ/2M) + (δ/2M)/9] − δ for δ < 2M, else M",
        formatFixed(r.daly_interval_minutes, 3) + " min (δ = " + formatFixed(delta, 4) + ", M = " + formatFixed(m, 1) + ")",
        {"J. T. Daly, FGCS 22(3), 2006"});
    add("reliability.optimal_interval_minutes", "Optimal interval",
        "Δt* = √(δ² + 2δ(M − u0 − W)) − δ, at least δ + W and one step (1 min without a step time)",
        formatFixed(r.optimal_interval_minutes, 3) + " min");
    add("reliability.breakdown", "Failures by component class",
        "per class: count in the job's footprint; MTTF per unit (catalog, with its source); failures per day = count × 24 "
        "/ MTTF; share of the job's interrupting failure rate",
        formatCount(static_cast<std::int64_t>(r.breakdown.size())) + " classes (each line's source in the table)",
        {"data/catalog/reliability.json"});
    add("reliability.ettr_by_interval", "ETTR by interval", "E[ETTR] (reliability.ettr) at intervals of 1–240 min",
        formatCount(static_cast<std::int64_t>(r.ettr_by_interval.size())) + " points");
    add("reliability.mttf_by_scale", "Job MTTF by size",
        "the job's failure rate per GPU × GPUs (components), or nodes × r_f (observed rate), from one node doubling to the "
        "cluster",
        formatCount(static_cast<std::int64_t>(r.mttf_by_scale.size())) + " sizes");
    if (r.peer_copy_seconds) {
        add("reliability.peer_copy_seconds", "Peer copy", "HBM GB × 8 / compute NIC Gb/s per GPU",
            formatFixed(*r.peer_copy_seconds, 2) + " s", {"SemiAnalysis, '100,000 H100 Clusters': 80 GB at 400 Gb/s = 1.6 s"});
        add("reliability.lost_gpu_days_in_memory", "Lost per failure (in-memory)", "(one iteration + the copy) × GPUs / 1,440",
            formatFixed(*r.lost_gpu_days_in_memory, 2) + " GPU-days");
        add("reliability.ettr_in_memory", "ETTR with in-memory recovery",
            "E[ETTR] with the copy time as δ, at max(one iteration, Daly's interval for the copy)",
            formatFixed(*r.ettr_in_memory, 3));
    }
}

void trainingSizes(const Plan& plan, Adder& add) {
    const TrainingResult& t = *plan.training;
    add("training.parameters_billion", "Parameters", "profile workload.parameters_billion, or the architecture's count",
        formatNumber(t.parameters_billion) + "e9");
    add("training.active_parameters_billion", "Active parameters",
        "profile workload.active_parameters_billion (MoE), else all parameters; or the architecture's active count",
        formatNumber(t.active_parameters_billion) + "e9");
    add("training.peak_tflops_per_gpu", "Peak TFLOP/s per GPU", "the GPU's dense peak at workload.precision",
        formatNumber(t.peak_tflops_per_gpu));
    add("training.job_gpus", "Job GPUs", "the cluster's GPUs (flat MFU), or the step-time model's job", formatCount(t.job_gpus));
    add("training.idle_gpus", "Idle GPUs", "cluster GPUs − job GPUs: what the split cannot use (they neither train nor count "
        "in the job's failures, checkpoints, energy or cost of the run)",
        formatCount(t.idle_gpus) + " = " + formatCount(plan.compute.gpus) + " − " + formatCount(t.job_gpus));
    add("training.goodput", "Goodput", "reliability.ettr (or ettr_in_memory), at least 1%", formatFixed(t.goodput, 3));
    add("training.tokens_per_second", "Tokens per second", "tokens / (days × 86,400)", formatScientific(t.tokens_per_second));
    add("training.energy_run_it_mwh", "Energy of the run (IT)", "the job's share of average IT kW × days × 24 / 1,000",
        formatFixed(t.energy_run_it_mwh, 0) + " MWh");
    add("training.energy_run_gpu_only_mwh", "Energy of the run (GPUs alone)", "GPU-hours / goodput × TDP / 10⁶",
        formatFixed(t.energy_run_gpu_only_mwh, 0) + " MWh");
    if (t.run_cost_cloud_usd)
        add("training.run_cost_cloud_usd", "Cost of the run (cloud)", "GPU-hours / goodput × cost.cloud_usd_per_gpu_hour",
            usdM(*t.run_cost_cloud_usd));
}

void trainingCheckpoints(const Plan& plan, Adder& add) {
    const TrainingResult& t = *plan.training;
    add("training.checkpoint_storage_tb", "Checkpoint storage", "size × copies kept × 1.2 (headroom) / 1,000",
        formatFixed(t.checkpoint_storage_tb, 1) + " TB");
    add("training.checkpoint_write_gbyte_per_s_needed", "Write rate needed",
        "checkpoint size / (interval × 60): one per interval",
        formatFixed(t.checkpoint_write_gbyte_per_s_needed, 2) + " GB/s = " + formatFixed(t.checkpoint_gb, 0) + " GB / (" +
            formatFixed(plan.reliability->checkpoint_interval_minutes, 2) + " min × 60)");
    if (t.storage_write_gbyte_per_s) {
        add("training.storage_write_gbyte_per_s", "Storage write rate", "storage servers × the server type's rated write",
            formatFixed(*t.storage_write_gbyte_per_s, 1) + " GB/s", {"catalog storage_servers (write_gbyte_per_s)"});
        add("training.checkpoint_write_minutes_achievable", "Checkpoint write time",
            "= reliability.checkpoint_write_minutes: size / storage write rate",
            formatFixed(t.checkpoint_write_minutes_achievable.value_or(0), 3) + " min");
    }
    if (t.nodes_for_deadline) {
        const std::string fixedPoint = "from the deadline's fixed point (training.gpus_for_deadline)";
        add("training.nodes_for_deadline", "Nodes for the deadline", fixedPoint, formatCount(*t.nodes_for_deadline));
        if (t.racks_for_deadline)
            add("training.racks_for_deadline", "Racks for the deadline", "⌈nodes / nodes per rack⌉ of that plan",
                formatCount(*t.racks_for_deadline));
        add("training.it_mw_for_deadline", "IT power for the deadline", "IT kW of the plan at that size / 1,000",
            formatFixed(t.it_mw_for_deadline.value_or(0), 2) + " MW");
    }
    if (t.goodput_for_deadline) {
        add("training.goodput_for_deadline", "Goodput at the deadline size", "goodput of the job planned at the answer",
            formatFixed(*t.goodput_for_deadline, 3));
        add("training.days_at_deadline_size", "Days at the deadline size", "GPU-hours / job GPUs / 24 / goodput at the answer",
            formatFixed(*t.days_at_deadline_size, 2));
        add("training.job_nodes_for_deadline", "Job nodes for the deadline", "n = ⌈GPU-hours(n) / (days × 24 × goodput(n))⌉",
            formatCount(*t.job_nodes_for_deadline));
        add("training.deadline_sizing_passes", "Sizing passes", "plans until n asks for itself",
            std::to_string(*t.deadline_sizing_passes));
    }
}

void performanceOutputs(const Plan& plan, Adder& add) {
    const PerformanceResult& p = *plan.performance;
    const perf::StepResult& s = p.step;
    add("performance.job_gpus", "Job GPUs (step-time model)", "TP × CP × PP × DP of the split", formatCount(p.gpus));
    add("performance.available_gpus", "GPUs available", "the cluster's GPUs", formatCount(p.available_gpus));
    add("performance.parallelism", "Parallel split", "the profile's, else the fastest split that fits (the search)",
        perf::describeParallelism(p.parallelism), {"docs/performance-model.md"});
    add("performance.configurations_considered", "Splits considered", "every split the search enumerated",
        formatCount(p.considered));
    add("performance.configurations_timed", "Splits timed", "the splits whose memory fits, timed by the step model",
        formatCount(p.evaluated));
    add("performance.breakdown", "Step time by part",
        "compute + exposed TP, CP, EP, PP communication + bubble + exposed DP + optimizer (each explained on its own key)",
        formatFixed(s.step_seconds, 3) + " s");
    const double tokensPerStep = s.tokens_per_second * s.step_seconds;
    if (tokensPerStep > 0)
        add("performance.gpu_seconds_per_million_tokens", "GPU time per million tokens",
            "step time × job GPUs × 10⁶ / tokens per step; each part of the step the same way, so the parts add up",
            formatFixed(s.step_seconds, 3) + " s × " + formatCount(s.gpus) + " × 10⁶ / " +
                formatCount(std::llround(tokensPerStep)) + " = " +
                formatFixed(s.step_seconds * static_cast<double>(s.gpus) * 1e6 / tokensPerStep, 0) + " GPU-s");
    add("performance.micro_batches", "Micro-batches", "global batch / (DP × micro-batch sequences)",
        formatCount(s.micro_batches));
    add("performance.bubble_ratio", "Pipeline bubble ratio", "(PP − 1) / (virtual stages × micro-batches)",
        formatFixed(s.bubble_ratio, 4));
    add("performance.model_tflops_per_gpu", "Model TFLOP/s per GPU", "model FLOPs per step / step time / GPUs / 10¹²",
        formatFixed(s.model_flops_per_second_per_gpu / 1e12, 1));
    add("performance.memory", "Memory per GPU",
        "weights + gradients + optimizer + activations + output on the fullest stage, against the usable HBM",
        formatFixed(s.memory.total_bytes / 1e9, 1) + " GB of " + formatFixed(s.memory.capacity_bytes / 1e9, 1) + " GB");
    add("performance.alternatives", "Runner-up splits", "the next fastest splits the search timed, with why each lost",
        formatCount(static_cast<std::int64_t>(p.alternatives.size())) + " splits");
}

}  // namespace

void explainOutputs(const Profile& profile, const Catalog& catalog, Plan& plan) {
    if (!plan.explaining) return;
    Adder add(plan);
    compute(catalog, plan, add);
    if (plan.fabric) fabric(plan, add);
    if (plan.cabling) cabling(plan, add);
    if (plan.power) power(plan, add);
    if (plan.cost && plan.power) cost(profile, plan, add);
    if (plan.reliability) {
        reliabilityInputs(profile, plan, add);
        reliabilityFigures(plan, add);
    }
    if (plan.training && plan.reliability) {
        trainingSizes(plan, add);
        trainingCheckpoints(plan, add);
    }
    if (plan.performance) performanceOutputs(plan, add);
}

}  // namespace cp
