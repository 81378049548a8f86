#include "plan/metrics.h"

#include <cctype>
#include <cmath>
#include <iterator>
#include <string_view>
#include <unordered_map>

#include "common/format.h"
#include "common/json_reader.h"
#include "plan/plan_json.h"

namespace cp {

namespace {

using Read = std::function<std::optional<double>(const Plan&, const MetricContext&)>;
using Value = std::optional<double>;

constexpr std::string_view kPerGpu = "/per_gpu";  // then a metric path
// "/derived/first_failure_minutes/CLASS": the job's mean minutes to the first failure of one
// failure class alone (its MTTF / its count), e.g. the optics-only figures of reference cases R1 and R2.
constexpr std::string_view kClassMinutes = "/derived/first_failure_minutes/";

bool isClassMinutes(const std::string& path) { return path.size() > kClassMinutes.size() && path.starts_with(kClassMinutes); }

Value classMinutes(const Plan& p, const std::string& path) {
    if (!p.reliability) return std::nullopt;
    const std::string id = path.substr(kClassMinutes.size());
    for (const FailureLine& l : p.reliability->breakdown)
        if (l.failure_class == id && l.count > 0) return l.mttf_hours / l.count * 60;
    return std::nullopt;  // the class has no parts in this plan
}

template <class T>
Value num(const T& v) {
    return static_cast<double>(v);
}

Value perGpu(const Plan& plan, Value v) {
    if (!v || plan.compute.gpus <= 0) return std::nullopt;
    return *v / static_cast<double>(plan.compute.gpus);
}

// The nameplate kW of one power component (all its lines).
Read powerLines(PowerComponent component) {
    return [component](const Plan& p, const MetricContext&) -> Value {
        return p.power ? Value(p.power->componentKw(component)) : std::nullopt;
    };
}

Read costCategories(std::vector<BomCategory> categories) {
    return [categories](const Plan& p, const MetricContext&) -> Value {
        if (!p.cost) return std::nullopt;
        double usd = 0;
        for (const CostCategory& c : p.cost->by_category)
            for (BomCategory category : categories)
                if (c.category == category) usd += c.usd;
        return usd;
    };
}

// A field of an optional plan section: no value when the section was not computed.
#define CP_FIELD(section, field) \
    [](const Plan& p, const MetricContext&) -> Value { return p.section ? num(p.section->field) : std::nullopt; }

using MetricList = std::vector<Metric>;
constexpr auto kCount = MetricFormat::Count, kMoney = MetricFormat::Money, kShare = MetricFormat::Share,
               kRatio = MetricFormat::Ratio;

// Labels of metrics with an explanation are that explanation's label (lower-cased start),
// so a figure has one name from the formula panel to compare (tests/test_metrics.cpp).
void addCompute(MetricList& m) {
    m.push_back({.key = "/compute/gpus",
                 .id = "gpus",
                 .label = "GPUs",
                 .format = kCount,
                 .section = "compute",
                 .explanation = "compute.gpus",
                 .read = [](const Plan& p, const MetricContext&) { return num(p.compute.gpus); }});
    m.push_back({.key = "/compute/nodes",
                 .label = "nodes",
                 .format = kCount,
                 .section = "compute",
                 .explanation = "compute.nodes",
                 .read = [](const Plan& p, const MetricContext&) { return num(p.compute.nodes); }});
}

void addFabric(MetricList& m) {
    m.push_back({.key = "/fabric/switches_total",
                 .id = "switches",
                 .label = "switches",
                 .format = kCount,
                 .section = "fabric",
                 .explanation = "fabric.switches_total",
                 .read = CP_FIELD(fabric, switches_total)});
    m.push_back({.key = "/derived/switches_per_1k_gpus",
                 .id = "switches_per_1k_gpus",
                 .label = "switches per 1,000 GPUs",
                 .better = Better::Lower,
                 .decimals = 1,
                 .section = "fabric",
                 .read = [](const Plan& p, const MetricContext&) {
                     return p.fabric ? perGpu(p, 1000 * static_cast<double>(p.fabric->switches_total)) : std::nullopt;
                 }});
    m.push_back({.key = "/fabric/switches_compact_total",
                 .label = "switches by port arithmetic",
                 .format = kCount,
                 .section = "fabric",
                 .read = CP_FIELD(fabric, switches_compact_total)});
    m.push_back({.key = "/fabric/links_total",
                 .id = "switch_links",
                 .label = "switch-to-switch links",
                 .format = kCount,
                 .section = "fabric",
                 .explanation = "fabric.links_total",
                 .read = CP_FIELD(fabric, links_total)});
    m.push_back({.key = "/fabric/endpoint_links_total",
                 .label = "endpoint links",
                 .format = kCount,
                 .section = "fabric",
                 .explanation = "fabric.endpoint_links_total",
                 .read = CP_FIELD(fabric, endpoint_links_total)});
    m.push_back({.key = "/fabric/networks/0/tier_count",
                 .label = "tiers (first network)",
                 .format = kCount,
                 .section = "fabric",
                 .read = [](const Plan& p, const MetricContext&) -> Value {
                     return p.fabric && !p.fabric->networks.empty() ? num(p.fabric->networks.front().tier_count) : std::nullopt;
                 }});
}

void addCabling(MetricList& m) {
    m.push_back({.key = "/cabling/cables_total",
                 .id = "cables",
                 .label = "cables",
                 .format = kCount,
                 .section = "cabling",
                 .explanation = "cabling.cables_total",
                 .read = CP_FIELD(cabling, cables_total)});
    m.push_back({.key = "/cabling/transceivers_total",
                 .id = "transceivers",
                 .label = "transceivers",
                 .format = kCount,
                 .section = "cabling",
                 .explanation = "cabling.transceivers_total",
                 .read = CP_FIELD(cabling, transceivers_total)});
    m.push_back({.key = "/cabling/copper_share",
                 .label = "copper share",
                 .format = kShare,
                 .decimals = 1,
                 .section = "cabling",
                 .explanation = "cabling.copper_share",
                 .read = CP_FIELD(cabling, copper_share)});
    m.push_back({.key = "/cabling/price_usd",
                 .label = "optics and cables",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cabling",
                 .read = CP_FIELD(cabling, price_usd)});
    m.push_back(
        {.key = "/cabling/racks", .label = "racks", .format = kCount, .section = "cabling", .read = CP_FIELD(cabling, racks)});
}

void addPower(MetricList& m) {
    m.push_back({.key = "/power/it_kw",
                 .id = "it_kw",
                 .label = "IT power (nameplate)",
                 .unit = "kW",
                 .section = "power",
                 .explanation = "power.it_kw",
                 .read = CP_FIELD(power, it_kw)});
    m.push_back(
        {.key = "/derived/it_w_per_gpu",
         .id = "it_w_per_gpu",
         .label = "IT power per GPU",
         .unit = "W",
         .better = Better::Lower,
         .section = "power",
         .read = [](const Plan& p, const MetricContext&) { return p.power ? perGpu(p, p.power->it_kw * 1000) : std::nullopt; }});
    m.push_back({.key = "/power/facility_kw",
                 .id = "facility_kw",
                 .label = "facility power",
                 .unit = "kW",
                 .section = "power",
                 .explanation = "power.facility_kw",
                 .read = CP_FIELD(power, facility_kw)});
    m.push_back({.key = "/power/facility_kw_average",
                 .label = "facility power, average",
                 .unit = "kW",
                 .section = "power",
                 .read = CP_FIELD(power, facility_kw_average)});
    m.push_back({.key = "/derived/facility_mw",
                 .label = "facility power",
                 .unit = "MW",
                 .decimals = 2,
                 .section = "power",
                 .read = [](const Plan& p, const MetricContext&) -> Value {
                     return p.power ? Value(p.power->facility_kw / 1000) : std::nullopt;
                 }});
    m.push_back({.key = "/power/energy_mwh_per_year",
                 .id = "energy_mwh_per_year",
                 .label = "energy per year",
                 .unit = "MWh",
                 .section = "power",
                 .explanation = "power.energy_mwh_per_year",
                 .read = CP_FIELD(power, energy_mwh_per_year)});
    m.push_back({.key = "/power/energy_cost_usd_per_year",
                 .label = "electricity per year",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "power",
                 .explanation = "power.energy_cost_usd_per_year",
                 .read = CP_FIELD(power, energy_cost_usd_per_year)});
    m.push_back({.key = "/power/compute_rack_kw",
                 .label = "compute rack",
                 .unit = "kW",
                 .decimals = 1,
                 .section = "power",
                 .read = CP_FIELD(power, compute_rack_kw)});
    // Power breakdown lines grouped; with the overhead they add up to /power/facility_kw.
    const std::pair<const char*, PowerComponent> parts[] = {
        {"gpus", PowerComponent::Gpus},         {"nics", PowerComponent::Nics},     {"rest_of_node", PowerComponent::RestOfNode},
        {"switches", PowerComponent::Switches}, {"optics", PowerComponent::Optics}, {"storage", PowerComponent::StorageServers},
        {"other_it", PowerComponent::OtherIt}};
    const char* labels[] = {"GPUs",    "NICs", "rest of node", "switches", "transceivers and active cables", "storage servers",
                            "other IT"};
    for (std::size_t i = 0; i < std::size(parts); ++i)
        m.push_back({.key = std::string("/derived/power_kw/") + parts[i].first,
                     .label = labels[i],
                     .unit = "kW",
                     .section = "power",
                     .read = powerLines(parts[i].second)});
    m.push_back({.key = "/derived/power_kw/facility_overhead",
                 .label = "cooling and losses (PUE)",
                 .unit = "kW",
                 .section = "power",
                 .read = [](const Plan& p, const MetricContext&) -> Value {
                     return p.power ? Value(p.power->facility_kw - p.power->it_kw) : std::nullopt;
                 }});
}

void addCost(MetricList& m) {
    m.push_back({.key = "/cost/capex_usd",
                 .id = "capex_usd",
                 .label = "hardware capex",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cost",
                 .explanation = "cost.capex_usd",
                 .read = CP_FIELD(cost, capex_usd)});
    m.push_back({.key = "/cost/capex_per_gpu_usd",
                 .id = "capex_per_gpu_usd",
                 .label = "hardware capex per GPU",
                 .unit = "USD",
                 .better = Better::Lower,
                 .format = kMoney,
                 .section = "cost",
                 .read = CP_FIELD(cost, capex_per_gpu_usd)});
    m.push_back({.key = "/derived/network_usd",
                 .id = "network_usd",
                 .label = "network (switches, optics, cables)",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cost",
                 .read = costCategories({BomCategory::NetworkSwitches, BomCategory::OpticsAndCables})});
    m.push_back({.key = "/cost/network_share",
                 .id = "network_share",
                 .label = "network share of capex",
                 .better = Better::Lower,
                 .format = kShare,
                 .decimals = 1,
                 .section = "cost",
                 .explanation = "cost.network_share",
                 .read = CP_FIELD(cost, network_share)});
    m.push_back({.key = "/cost/by_category/compute",
                 .id = "compute_usd",
                 .label = "servers",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cost",
                 .read = costCategories({BomCategory::Compute})});
    m.push_back({.key = "/cost/facility_capex_usd",
                 .label = "facility capex",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cost",
                 .read = CP_FIELD(cost, facility_capex_usd)});
    m.push_back({.key = "/cost/tco_usd_per_year",
                 .id = "tco_usd_per_year",
                 .label = "TCO per year",
                 .unit = "USD",
                 .format = kMoney,
                 .section = "cost",
                 .explanation = "cost.tco_usd_per_year",
                 .read = CP_FIELD(cost, tco_usd_per_year)});
    m.push_back({.key = "/cost/usd_per_gpu_hour",
                 .id = "usd_per_gpu_hour",
                 .label = "cost per delivered GPU-hour",
                 .unit = "USD",
                 .better = Better::Lower,
                 .format = kMoney,
                 .decimals = 2,
                 .section = "cost",
                 .explanation = "cost.usd_per_gpu_hour",
                 .read = CP_FIELD(cost, usd_per_gpu_hour)});
}

void addTraining(MetricList& m) {
    m.push_back({.key = "/training/days",
                 .id = "training_days",
                 .label = "days to train",
                 .unit = "days",
                 .better = Better::Lower,
                 .decimals = 1,
                 .section = "training",
                 .explanation = "training.days",
                 .read = CP_FIELD(training, days)});
    m.push_back({.key = "/training/gpu_hours",
                 .id = "gpu_hours",
                 .label = "GPU-hours",
                 .better = Better::Lower,
                 .section = "training",
                 .explanation = "training.gpu_hours",
                 .read = CP_FIELD(training, gpu_hours)});
    m.push_back({.key = "/training/run_cost_usd",
                 .label = "cost of the run",
                 .unit = "USD",
                 .better = Better::Lower,
                 .format = kMoney,
                 .section = "training",
                 .explanation = "training.run_cost_usd",
                 .read = CP_FIELD(training, run_cost_usd)});
    m.push_back({.key = "/training/energy_run_mwh",
                 .id = "energy_run_mwh",
                 .label = "energy of the run",
                 .unit = "MWh",
                 .better = Better::Lower,
                 .section = "training",
                 .explanation = "training.energy_run_mwh",
                 .read = CP_FIELD(training, energy_run_mwh)});
    m.push_back({.key = "/training/co2_run_tonnes",
                 .label = "CO2 of the run",
                 .unit = "t",
                 .better = Better::Lower,
                 .section = "training",
                 .explanation = "training.co2_run_tonnes",
                 .read = CP_FIELD(training, co2_run_tonnes)});
    m.push_back({.key = "/training/goodput",
                 .label = "goodput",
                 .better = Better::Higher,
                 .format = kRatio,
                 .decimals = 3,
                 .section = "training",
                 .read = CP_FIELD(training, goodput)});
}

// The step-time model's figures (plans whose workload uses it; others have no value).
void addPerformance(MetricList& m) {
    m.push_back({.key = "/training/mfu",
                 .id = "mfu",
                 .label = "MFU",
                 .better = Better::Higher,
                 .format = kShare,
                 .decimals = 1,
                 .section = "training",
                 .explanation = "training.mfu",
                 .read = CP_FIELD(training, mfu)});
    // The likely range from the model's validation residuals (docs/validation.md).
    const auto likely = [](std::optional<double> TrainingResult::*field) {
        return [field](const Plan& p, const MetricContext&) -> Value { return p.training ? (*p.training).*field : std::nullopt; };
    };
    // Only the step-time model has a likely range, so these belong to the performance section.
    m.push_back({.key = "/training/mfu_likely_low", .label = "MFU, likely low", .better = Better::Higher, .format = kShare,
                 .decimals = 1, .section = "performance", .explanation = "training.mfu_likely_low",
                 .read = likely(&TrainingResult::mfu_likely_low)});
    m.push_back({.key = "/training/mfu_likely_high", .label = "MFU, likely high", .better = Better::Higher, .format = kShare,
                 .decimals = 1, .section = "performance", .explanation = "training.mfu_likely_high",
                 .read = likely(&TrainingResult::mfu_likely_high)});
    m.push_back({.key = "/training/days_likely_low", .label = "days to train, likely low", .unit = "days",
                 .better = Better::Lower, .decimals = 1, .section = "performance", .explanation = "training.days_likely_low",
                 .read = likely(&TrainingResult::days_likely_low)});
    m.push_back({.key = "/training/days_likely_high", .label = "days to train, likely high", .unit = "days",
                 .better = Better::Lower, .decimals = 1, .section = "performance", .explanation = "training.days_likely_high",
                 .read = likely(&TrainingResult::days_likely_high)});
    m.push_back({.key = "/performance/step_seconds",
                 .id = "step_seconds",
                 .label = "step time",
                 .unit = "s",
                 .better = Better::Lower,
                 .decimals = 2,
                 .section = "performance",
                 .explanation = "performance.step_seconds",
                 .read = CP_FIELD(performance, step.step_seconds)});
    m.push_back({.key = "/derived/exposed_communication_seconds",
                 .id = "exposed_communication_seconds",
                 .label = "exposed communication per step",
                 .unit = "s",
                 .better = Better::Lower,
                 .decimals = 2,
                 .section = "performance",
                 .read = [](const Plan& p, const MetricContext&) -> Value {
                     return p.performance ? Value(p.performance->step.breakdown.exposedCommunicationSeconds()) : std::nullopt;
                 }});
    m.push_back({.key = "/performance/breakdown/dp_seconds",
                 .label = "data-parallel communication",
                 .unit = "s",
                 .better = Better::Lower,
                 .decimals = 2,
                 .section = "performance",
                 .explanation = "performance.dp_seconds",
                 .read = CP_FIELD(performance, step.breakdown.dp_seconds)});
    m.push_back({.key = "/performance/breakdown/bubble_seconds",
                 .label = "pipeline bubble",
                 .unit = "s",
                 .better = Better::Lower,
                 .decimals = 2,
                 .section = "performance",
                 .explanation = "performance.bubble_seconds",
                 .read = CP_FIELD(performance, step.breakdown.bubble_seconds)});
    m.push_back({.key = "/performance/tokens_per_second",
                 .id = "tokens_per_second",
                 .label = "tokens per second",
                 .better = Better::Higher,
                 .format = kCount,
                 .section = "performance",
                 .explanation = "performance.tokens_per_second",
                 .read = CP_FIELD(performance, step.tokens_per_second)});
    m.push_back({.key = "/performance/memory/total_gb",
                 .label = "memory per GPU",
                 .unit = "GB",
                 .decimals = 1,
                 .section = "performance",
                 .explanation = "performance.memory.total_bytes",
                 .read = [](const Plan& p, const MetricContext&) -> Value {
                     return p.performance ? Value(p.performance->step.memory.total_bytes / 1e9) : std::nullopt;
                 }});
}

// Where a GPU's time goes, per million tokens trained: each part of the step × the job's GPUs over the
// tokens a step trains. The parts add up to the total, whose inverse is the throughput per GPU, so two
// designs compare term by term on equal footing whatever their job sizes (Fire-Flyer vs DGX in
// docs/validation.md).
void addGpuTimePerToken(MetricList& m) {
    using Part = double perf::StepBreakdown::*;
    const auto perMillionTokens = [](std::function<double(const perf::StepBreakdown&)> part) {
        return [part](const Plan& p, const MetricContext&) -> Value {
            if (!p.performance) return std::nullopt;
            const perf::StepResult& s = p.performance->step;
            const double tokensPerStep = s.tokens_per_second * s.step_seconds;
            if (tokensPerStep <= 0) return std::nullopt;
            return part(s.breakdown) * static_cast<double>(s.gpus) * 1e6 / tokensPerStep;
        };
    };
    m.push_back({.key = "/derived/gpu_seconds_per_million_tokens",
                 .id = "gpu_seconds_per_million_tokens",
                 .label = "GPU time per million tokens",
                 .unit = "GPU-s",
                 .better = Better::Lower,
                 .decimals = 0,
                 .section = "performance",
                 .explanation = "performance.gpu_seconds_per_million_tokens",
                 .read = perMillionTokens([](const perf::StepBreakdown& b) { return b.total(); })});
    struct PartRow {
        const char* key;
        const char* label;
        Part seconds;
    };
    const PartRow parts[] = {
        {"compute", "compute", &perf::StepBreakdown::compute_seconds},
        {"framework", "framework overhead", &perf::StepBreakdown::framework_seconds},
        {"tp", "exposed TP communication", &perf::StepBreakdown::tp_seconds},
        {"cp", "exposed CP communication", &perf::StepBreakdown::cp_seconds},
        {"ep", "exposed expert all-to-all", &perf::StepBreakdown::ep_seconds},
        {"pp", "pipeline sends", &perf::StepBreakdown::pp_seconds},
        {"bubble", "pipeline bubble", &perf::StepBreakdown::bubble_seconds},
        {"dp", "exposed DP communication", &perf::StepBreakdown::dp_seconds},
        {"optimizer", "optimizer", &perf::StepBreakdown::optimizer_seconds},
    };
    for (const PartRow& row : parts) {
        const Part part = row.seconds;
        m.push_back({.key = std::string("/derived/gpu_seconds_per_million_tokens/") + row.key,
                     .id = std::string("gpu_seconds_per_million_tokens_") + row.key,
                     .label = std::string("GPU time per million tokens: ") + row.label,
                     .unit = "GPU-s",
                     .better = Better::Lower,
                     .decimals = 0,
                     .section = "performance",
                     .omit_when_all_zero = true,
                     .read = perMillionTokens([part](const perf::StepBreakdown& b) { return b.*part; })});
    }
}

void addReliability(MetricList& m) {
    m.push_back({.key = "/reliability/job_mttf_hours",
                 .id = "job_mttf_hours",
                 .label = "job MTTF",
                 .unit = "h",
                 .better = Better::Higher,
                 .decimals = 2,
                 .section = "reliability",
                 .explanation = "reliability.job_mttf_hours",
                 .read = CP_FIELD(reliability, job_mttf_hours)});
    m.push_back({.key = "/reliability/first_failure_minutes",
                 .label = "time to first failure",
                 .unit = "min",
                 .better = Better::Higher,
                 .decimals = 1,
                 .section = "reliability",
                 .explanation = "reliability.first_failure_minutes",
                 .read = CP_FIELD(reliability, first_failure_minutes)});
    m.push_back({.key = "/reliability/failures_per_day",
                 .label = "failures per day",
                 .better = Better::Lower,
                 .decimals = 1,
                 .section = "reliability",
                 .read = CP_FIELD(reliability, failures_per_day)});
    m.push_back({.key = "/reliability/checkpoint_interval_minutes",
                 .label = "checkpoint interval",
                 .unit = "min",
                 .decimals = 1,
                 .section = "reliability",
                 .explanation = "reliability.checkpoint_interval_minutes",
                 .read = CP_FIELD(reliability, checkpoint_interval_minutes)});
    m.push_back({.key = "/reliability/daly_interval_minutes",
                 .label = "Daly interval",
                 .unit = "min",
                 .decimals = 1,
                 .section = "reliability",
                 .read = CP_FIELD(reliability, daly_interval_minutes)});
    m.push_back({.key = "/reliability/ettr",
                 .id = "ettr",
                 .label = "ETTR (goodput)",
                 .better = Better::Higher,
                 .format = kRatio,
                 .decimals = 3,
                 .section = "reliability",
                 .explanation = "reliability.ettr",
                 .read = CP_FIELD(reliability, ettr)});
    m.push_back({.key = "/reliability/ettr_at_optimum",
                 .label = "ETTR at the optimal interval",
                 .better = Better::Higher,
                 .format = kRatio,
                 .decimals = 3,
                 .section = "reliability",
                 .read = CP_FIELD(reliability, ettr_at_optimum)});
    m.push_back({.key = "/reliability/lost_gpu_days_per_failure",
                 .label = "GPU-days lost per failure",
                 .better = Better::Lower,
                 .decimals = 1,
                 .section = "reliability",
                 .read = CP_FIELD(reliability, lost_gpu_days_per_failure)});
}

const NodeType* nodeOf(const Plan& p, const MetricContext& c) {
    return c.catalog ? c.catalog->findNode(p.compute.node_type_id) : nullptr;
}

// Per-GPU throughput at the context's precision and basis (measured GEMM or dense peak).
Value tflopsPerGpu(const Plan& p, const MetricContext& c) {
    const NodeType* node = nodeOf(p, c);
    if (!node) return std::nullopt;
    if (c.measured_performance) {
        const auto& measured = node->measuredTflops(c.precision);
        return measured ? Value(measured->value) : std::nullopt;
    }
    const Gpu* gpu = c.catalog->findGpu(node->gpu_id);
    const auto* peak = gpu ? &gpu->peakTflops(c.precision) : nullptr;
    return peak && *peak ? (*peak)->value : 0.0;
}

// Node specs from the catalog: compare's rows on what a node delivers for its price.
void addCatalog(MetricList& m) {
    m.push_back({.key = "/derived/performance_tflops_per_gpu",
                 .id = "performance_tflops_per_gpu",
                 .label = "performance per GPU ({basis}, {precision})",
                 .unit = "TFLOPS",
                 .better = Better::Higher,
                 .decimals = 1,
                 .section = "compute",
                 .needs_catalog = true,
                 .read = tflopsPerGpu});
    m.push_back({.key = "/derived/performance_pflops",
                 .id = "performance_pflops",
                 .label = "cluster performance ({basis})",
                 .unit = "PFLOPS",
                 .better = Better::Higher,
                 .decimals = 1,
                 .section = "compute",
                 .needs_catalog = true,
                 .read = [](const Plan& p, const MetricContext& c) -> Value {
                     const Value t = tflopsPerGpu(p, c);
                     return t ? Value(*t * static_cast<double>(p.compute.gpus) / 1000) : std::nullopt;
                 }});
    m.push_back({.key = "/derived/node_price_usd",
                 .id = "node_price_usd",
                 .label = "node price",
                 .unit = "USD",
                 .better = Better::Lower,
                 .format = kMoney,
                 .section = "compute",
                 .needs_catalog = true,
                 .read = [](const Plan& p, const MetricContext& c) {
                     const NodeType* n = nodeOf(p, c);
                     return n ? Value(n->price_usd.value) : std::nullopt;
                 }});
    m.push_back({.key = "/derived/perf_per_node_price",
                 .id = "perf_per_node_price",
                 .label = "performance per node price",
                 .unit = "TFLOPS per kUSD",  // the node's peak over its price
                 .better = Better::Higher,
                 .decimals = 2,
                 .section = "compute",
                 .needs_catalog = true,
                 .read = [](const Plan& p, const MetricContext& c) -> Value {
                     const NodeType* n = nodeOf(p, c);
                     const Value t = tflopsPerGpu(p, c);
                     if (!n || !t) return std::nullopt;
                     return *t * static_cast<double>(n->gpus_per_node.value) / n->price_usd.value * 1000;
                 }});
    m.push_back({.key = "/derived/node_power_w",
                 .id = "node_power_w",
                 .label = "node power (average)",
                 .unit = "W",
                 .better = Better::Lower,
                 .section = "compute",
                 .needs_catalog = true,
                 .read = [](const Plan& p, const MetricContext& c) {
                     const NodeType* n = nodeOf(p, c);
                     return n ? Value(n->power_avg_w.value) : std::nullopt;
                 }});
}

#undef CP_FIELD

const std::unordered_map<std::string, const Metric*>& byKey() {
    static const auto index = [] {
        std::unordered_map<std::string, const Metric*> keys;
        for (const Metric& m : metricRegistry()) keys.emplace(m.key, &m);
        return keys;
    }();
    return index;
}

bool isPerGpu(const std::string& path) { return path.size() > kPerGpu.size() + 1 && path.starts_with("/per_gpu/"); }

// A registry metric that sweeps may read (needs nothing but the plan).
const Metric* planMetric(const std::string& path) {
    const Metric* m = findMetric(path);
    return m && !m->needs_catalog ? m : nullptr;
}

Value fromJson(const Json& doc, const std::string& path) {
    try {
        const Json::json_pointer pointer(path);
        if (!doc.contains(pointer)) return std::nullopt;
        const Json& v = doc.at(pointer);
        if (v.is_boolean()) return v.get<bool>() ? 1.0 : 0.0;
        if (v.is_number()) return v.get<double>();
    } catch (const Json::exception&) {  // not a JSON pointer, or an index into an object
    }
    return std::nullopt;
}

std::string withUnit(std::string label, const std::string& unit) { return unit.empty() ? label : label + " [" + unit + "]"; }

void replaceAll(std::string& text, std::string_view what, const std::string& with) {
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size()))
        text.replace(at, what.size(), with);
}

}  // namespace

const std::vector<Metric>& metricRegistry() {
    static const std::vector<Metric> registry = [] {
        MetricList m;
        addCompute(m);
        addCatalog(m);
        addFabric(m);
        addCabling(m);
        addPower(m);
        addCost(m);
        addTraining(m);
        addPerformance(m);
        addGpuTimePerToken(m);
        addReliability(m);
        return m;
    }();
    return registry;
}

const Metric* findMetric(const std::string& key) {
    const auto it = byKey().find(key);
    return it == byKey().end() ? nullptr : it->second;
}

const Metric* findMetricById(const std::string& id) {
    for (const Metric& m : metricRegistry())
        if (!id.empty() && m.id == id) return &m;
    return nullptr;
}

std::optional<double> readMetric(const Metric& metric, const Plan& plan, const MetricContext& context) {
    if (metric.needs_catalog && !context.catalog) return std::nullopt;
    return metric.read(plan, context);
}

std::string metricLabel(const Metric& metric, const MetricContext& context) {
    std::string label = metric.label;
    replaceAll(label, "{basis}", context.measured_performance ? "measured GEMM" : "dense peak");
    replaceAll(label, "{precision}", precisionKey(context.precision));
    return label;
}

std::string metricHeading(const Metric& metric) {
    std::string heading = metricLabel(metric, {});
    if (!heading.empty()) heading[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(heading[0])));
    return heading;
}

std::string metricText(const Metric& metric, double value) {
    switch (metric.format) {
    case MetricFormat::Count:
        return formatCount(static_cast<std::int64_t>(std::llround(value)));
    case MetricFormat::Money:
        return metric.decimals > 0 ? formatUsd(value, metric.decimals) : formatUsdMillions(value);
    case MetricFormat::Share:
        return formatFixed(100 * value, metric.decimals) + "%";
    case MetricFormat::Ratio:
        return formatFixed(value, metric.decimals);
    case MetricFormat::Quantity:
        break;
    }
    if (metric.unit == "kW") return formatPowerKw(value);  // 20.6 kW, 4.29 MW: the unit scales
    return formatFixed(value, metric.decimals) + (metric.unit.empty() ? "" : " " + metric.unit);
}

std::string metricJsonPath(const std::string& path) { return isPerGpu(path) ? path.substr(kPerGpu.size()) : path; }

bool isTableMetric(const std::string& path) {
    const std::string plain = metricJsonPath(path);
    return planMetric(plain) || isClassMinutes(plain);
}

std::vector<std::optional<double>> metricValues(const Plan& plan, const std::vector<std::string>& paths) {
    std::vector<std::optional<double>> out;
    out.reserve(paths.size());
    std::optional<Json> doc;  // built once, only when a path is not in the registry
    for (const std::string& full : paths) {
        const std::string path = metricJsonPath(full);
        Value v;
        if (const Metric* m = planMetric(path)) {
            v = m->read(plan, {});
        } else if (isClassMinutes(path)) {
            v = classMinutes(plan, path);
        } else {
            if (!doc) doc = Json::parse(planToJsonText(plan, false));
            v = fromJson(*doc, path);
        }
        out.push_back(isPerGpu(full) ? perGpu(plan, v) : v);
    }
    return out;
}

std::optional<double> metricValue(const Plan& plan, const std::string& path) { return metricValues(plan, {path}).front(); }

std::string metricLabel(const std::string& path) {
    if (isPerGpu(path)) {
        std::string inner = metricLabel(metricJsonPath(path));
        const auto unit = inner.find(" [");
        // Inside the unit's brackets: "hardware capex [USD per GPU]".
        return unit == std::string::npos ? inner + " per GPU" : inner.insert(inner.size() - 1, " per GPU");
    }
    if (isClassMinutes(path)) {
        static const std::unordered_map<std::string, std::string> names{{"nic", "NIC module"},
                                                                        {"nic_leaf_link_optical", "NIC-leaf optical link"},
                                                                        {"switch_link_optical", "switch optical link"},
                                                                        {"gpu", "GPU"},
                                                                        {"node", "node"},
                                                                        {"leaf_switch", "leaf switch"}};
        const std::string id = path.substr(kClassMinutes.size());
        const auto it = names.find(id);
        return std::string("first ") + (it == names.end() ? id : it->second) + " failure [min]";
    }
    const Metric* m = findMetric(path);
    return m ? withUnit(metricLabel(*m, {}), m->unit) : path;
}

std::string metricText(const std::string& path, double value) {
    const Metric* m = findMetric(path);
    return m ? metricText(*m, value) : formatNumber(value);
}

MetricFormat metricFormat(const std::string& path) {
    const Metric* m = findMetric(metricJsonPath(path));
    if (!m) return MetricFormat::Quantity;
    return isPerGpu(path) && m->format == MetricFormat::Count ? MetricFormat::Quantity
                                                              : m->format;  // a count per GPU is a fraction
}

Better metricBetter(const std::string& path) {
    if (isClassMinutes(metricJsonPath(path))) return Better::Higher;  // minutes to a failure
    const Metric* m = findMetric(metricJsonPath(path));
    return m ? m->better : Better::None;
}

std::vector<std::string> knownMetrics() {
    std::vector<std::string> paths;
    for (const Metric& m : metricRegistry())
        if (!m.needs_catalog) paths.push_back(m.key);
    return paths;
}

}  // namespace cp
