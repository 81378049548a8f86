// The performance section's outputs: the split the step-time model used, the step time and its
// breakdown, MFU, memory per GPU, the search's runner-ups, and GPU time per million tokens.
#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

constexpr auto performance = &Plan::performance;
using perf::StepBreakdown;

Json orderJson(const perf::Parallelism& p) {
    Json order = Json::array();
    for (perf::ParallelDim d : p.order) order.push_back(enumText(d));
    return order;
}

// The selective modules given (Megatron-Core names); empty for the default set.
Json recomputeModulesJson(const perf::Parallelism& p) {
    Json list = Json::array();
    for (const auto& entry : EnumTable<perf::RecomputeModule>::entries)
        if (p.recompute_modules >> static_cast<unsigned>(entry.value) & 1u) list.push_back(std::string(entry.name));
    return list;
}

Json parallelismJson(const perf::Parallelism& p) {
    return Json{{"tp", p.tp},
                {"pp", p.pp},
                {"virtual_stages", p.virtual_stages},
                {"dp", p.dp},
                {"cp", p.cp},
                {"ep", p.ep},
                {"expert_tp", p.expertTp()},
                {"experts_folded", p.foldedExperts()},
                {"micro_batch_sequences", p.micro_batch_sequences},
                {"zero_stage", p.zero_stage},
                {"recompute", enumText(p.recompute)},
                {"recompute_modules", recomputeModulesJson(p)},
                {"sequence_parallel", p.sequence_parallel},
                {"first_stage_layers", p.first_stage_layers},
                {"last_stage_layers", p.last_stage_layers},
                {"rank_order", orderJson(p)},
                {"overlap_dp", p.overlap_dp},
                {"overlap_tp", p.overlap_tp},
                {"overlap_cp", p.overlap_cp},
                {"overlap_ep", p.overlap_ep},
                {"prefetch_layers", p.prefetch_layers},
                {"moe_dispatch", enumText(p.moe_dispatch)}};
}

Json alternativesJson(const PerformanceResult& r) {
    Json alternatives = Json::array();
    for (const perf::Candidate& c : r.alternatives)
        alternatives.push_back(Json{{"parallelism", parallelismJson(c.parallelism)},
                                    {"step_seconds", c.result.step_seconds},
                                    {"mfu", c.result.mfu},
                                    {"why", c.why}});
    return alternatives;
}

Json publishedJson(const PerformanceResult& r) {
    if (!r.published) return nullptr;
    return Json{{"metric", enumText(r.published->metric)}, {"published", r.published->published},
                {"predicted", r.published->predicted},     {"error", r.published->error},
                {"source", r.published->source},           {"group", r.published->group}};
}

// The step's parts, each exposed seconds per step; their sum is the step time. The parts whose
// explanation is labelled otherwise ("TP") carry none.
void addBreakdown(OutputList& m) {
    struct Part {
        const char* key;
        const char* label;
        double StepBreakdown::*seconds;
        bool offered;
        const char* explanation;
    };
    const Part parts[] = {
        {"compute_seconds", CP_LABEL("Output", "compute (slowest stage)"), &StepBreakdown::compute_seconds, false,
         "performance.compute_seconds"},
        {"tp_seconds", CP_LABEL("Output", "exposed TP communication"), &StepBreakdown::tp_seconds, false, ""},
        {"cp_seconds", CP_LABEL("Output", "exposed CP communication"), &StepBreakdown::cp_seconds, false, ""},
        {"ep_seconds", CP_LABEL("Output", "exposed expert all-to-all"), &StepBreakdown::ep_seconds, false, ""},
        {"pp_seconds", CP_LABEL("Output", "pipeline sends"), &StepBreakdown::pp_seconds, false, "performance.pp_seconds"},
        {"bubble_seconds", CP_LABEL("Output", "pipeline bubble"), &StepBreakdown::bubble_seconds, true,
         "performance.bubble_seconds"},
        {"dp_seconds", CP_LABEL("Output", "data-parallel communication"), &StepBreakdown::dp_seconds, true,
         "performance.dp_seconds"},
        {"optimizer_seconds", CP_LABEL("Output", "optimizer step"), &StepBreakdown::optimizer_seconds, false,
         "performance.optimizer_seconds"},
        {"framework_seconds", CP_LABEL("Output", "framework overhead"), &StepBreakdown::framework_seconds, false,
         "performance.framework_seconds"},
    };
    for (const Part& part : parts) {
        const auto seconds = part.seconds;
        out(m,
            {.key = std::string("/performance/breakdown/") + part.key,
             .label = part.label,
             .unit = "s",
             .better = part.offered ? Better::Lower : Better::None,
             .decimals = 2,
             .explanation = part.explanation,
             .offered = part.offered},
            performance, [seconds](const PerformanceResult& r) { return r.step.breakdown.*seconds; });
    }
}

// Memory per GPU on the fullest pipeline stage, in GB (10^9 bytes).
void addMemory(OutputList& m) {
    struct Part {
        const char* key;
        const char* label;
        double perf::MemoryBreakdown::*bytes;
        const char* explanation;
    };
    const Part parts[] = {
        {"weights_gb", CP_LABEL("Output", "weights per GPU"), &perf::MemoryBreakdown::weights_bytes,
         "performance.memory.weights_bytes"},
        {"gradients_gb", CP_LABEL("Output", "gradients per GPU"), &perf::MemoryBreakdown::gradients_bytes,
         "performance.memory.gradients_bytes"},
        {"optimizer_gb", CP_LABEL("Output", "optimizer states per GPU"), &perf::MemoryBreakdown::optimizer_bytes,
         "performance.memory.optimizer_bytes"},
        {"activations_gb", CP_LABEL("Output", "activations per GPU"), &perf::MemoryBreakdown::activations_bytes,
         "performance.memory.activations_bytes"},
        {"output_gb", CP_LABEL("Output", "output logits per GPU"), &perf::MemoryBreakdown::output_bytes, ""},
        {"total_gb", CP_LABEL("Output", "memory per GPU"), &perf::MemoryBreakdown::total_bytes, "performance.memory.total_bytes"},
        {"capacity_gb", CP_LABEL("Output", "usable memory per GPU"), &perf::MemoryBreakdown::capacity_bytes, ""},
    };
    for (const Part& part : parts) {
        const auto bytes = part.bytes;
        const bool total = part.key == std::string("total_gb");
        out(m,
            {.key = std::string("/performance/memory/") + part.key,
             .label = part.label,
             .unit = "GB",
             .decimals = 1,
             .explanation = part.explanation,
             .offered = total},
            performance, [bytes](const PerformanceResult& r) { return r.step.memory.*bytes / 1e9; });
    }
    out(m, {.key = "/performance/memory/fits"}, performance, [](const PerformanceResult& r) { return r.step.memory.fits; });
    out(m,
        {.key = "/performance/memory/stage",
         .label = CP_LABEL("Output", "fullest pipeline stage"),
         .format = MetricFormat::Count,
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.memory.stage; });
    out(m,
        {.key = "/performance/memory/layers_on_stage",
         .label = CP_LABEL("Output", "layers on the fullest stage"),
         .format = MetricFormat::Count,
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.memory.layers; });
}

// Where a GPU's time goes, per million tokens trained: each part of the step × the job's GPUs over the
// tokens a step trains. The parts add up to the total, whose inverse is the throughput per GPU, so two
// designs compare term by term on equal footing whatever their job sizes (Fire-Flyer vs DGX in
// docs/validation.md).
void addGpuTimePerToken(OutputList& m) {
    using Part = double StepBreakdown::*;
    const auto perMillionTokens = [](std::function<double(const StepBreakdown&)> part) {
        return [part](const Plan& p, const MetricContext&) -> Value {
            if (!p.performance) return std::nullopt;
            const perf::StepResult& s = p.performance->step;
            const double tokensPerStep = s.tokens_per_second * s.step_seconds;
            if (tokensPerStep <= 0) return std::nullopt;
            return part(s.breakdown) * static_cast<double>(s.gpus) * 1e6 / tokensPerStep;
        };
    };
    derived(m, {.key = "/derived/gpu_seconds_per_million_tokens",
                .id = "gpu_seconds_per_million_tokens",
                .label = CP_LABEL("Output", "GPU time per million tokens"),
                .unit = "GPU-s",
                .better = Better::Lower,
                .decimals = 0,
                .section = "performance",
                .explanation = "performance.gpu_seconds_per_million_tokens",
                .read = perMillionTokens([](const StepBreakdown& b) { return b.total(); })});
    struct PartRow {
        const char* key;
        const char* label;
        Part seconds;
    };
    const PartRow parts[] = {
        {"compute", CP_LABEL("Output", "GPU time per million tokens: compute"), &StepBreakdown::compute_seconds},
        {"framework", CP_LABEL("Output", "GPU time per million tokens: framework overhead"), &StepBreakdown::framework_seconds},
        {"tp", CP_LABEL("Output", "GPU time per million tokens: exposed TP communication"), &StepBreakdown::tp_seconds},
        {"cp", CP_LABEL("Output", "GPU time per million tokens: exposed CP communication"), &StepBreakdown::cp_seconds},
        {"ep", CP_LABEL("Output", "GPU time per million tokens: exposed expert all-to-all"), &StepBreakdown::ep_seconds},
        {"pp", CP_LABEL("Output", "GPU time per million tokens: pipeline sends"), &StepBreakdown::pp_seconds},
        {"bubble", CP_LABEL("Output", "GPU time per million tokens: pipeline bubble"), &StepBreakdown::bubble_seconds},
        {"dp", CP_LABEL("Output", "GPU time per million tokens: exposed DP communication"), &StepBreakdown::dp_seconds},
        {"optimizer", CP_LABEL("Output", "GPU time per million tokens: optimizer"), &StepBreakdown::optimizer_seconds},
    };
    for (const PartRow& row : parts) {
        const Part part = row.seconds;
        derived(m, {.key = std::string("/derived/gpu_seconds_per_million_tokens/") + row.key,
                    .id = std::string("gpu_seconds_per_million_tokens_") + row.key,
                    .label = row.label,
                    .unit = "GPU-s",
                    .better = Better::Lower,
                    .decimals = 0,
                    .section = "performance",
                    .omit_when_all_zero = true,
                    .read = perMillionTokens([part](const StepBreakdown& b) { return b.*part; })});
    }
}

void addSearch(OutputList& m) {
    out(m,
        {.key = "/performance/job_gpus",
         .label = CP_LABEL("Output", "job GPUs (step-time model)"),
         .format = MetricFormat::Count,
         .explanation = "performance.job_gpus",
         .offered = false},
        performance, &PerformanceResult::gpus);
    out(m,
        {.key = "/performance/available_gpus",
         .label = CP_LABEL("Output", "GPUs available"),
         .format = MetricFormat::Count,
         .explanation = "performance.available_gpus",
         .offered = false},
        performance, &PerformanceResult::available_gpus);
    table(m, "/performance/parallelism", performance, [](const PerformanceResult& r) { return parallelismJson(r.parallelism); });
    out(m, {.key = "/performance/searched"}, performance, &PerformanceResult::searched);
    table(m, "/performance/searched_keys", performance, [](const PerformanceResult& r) { return Json(r.searched_keys); });
    out(m,
        {.key = "/performance/configurations_considered",
         .label = CP_LABEL("Output", "splits considered"),
         .format = MetricFormat::Count,
         .explanation = "performance.configurations_considered",
         .offered = false},
        performance, &PerformanceResult::considered);
    out(m,
        {.key = "/performance/configurations_timed",
         .label = CP_LABEL("Output", "splits timed"),
         .format = MetricFormat::Count,
         .explanation = "performance.configurations_timed",
         .offered = false},
        performance, &PerformanceResult::evaluated);
}

// The step time, its likely range (null without the model's residuals) and what it is made of.
void addStep(OutputList& m) {
    out(m,
        {.key = "/performance/step_seconds",
         .id = "step_seconds",
         .label = CP_LABEL("Output", "step time"),
         .unit = "s",
         .better = Better::Lower,
         .decimals = 2,
         .explanation = "performance.step_seconds"},
        performance, [](const PerformanceResult& r) { return r.step.step_seconds; });
    derived(m, {.key = "/derived/exposed_communication_seconds",
                .id = "exposed_communication_seconds",
                .label = CP_LABEL("Output", "exposed communication per step"),
                .unit = "s",
                .better = Better::Lower,
                .decimals = 2,
                .section = "performance",
                .read = [](const Plan& p, const MetricContext&) -> Value {
                    return p.performance ? Value(p.performance->step.breakdown.exposedCommunicationSeconds()) : std::nullopt;
                }});
    out(m,
        {.key = "/performance/step_seconds_likely_low",
         .label = CP_LABEL("Output", "step time, likely low"),
         .unit = "s",
         .decimals = 2,
         .offered = false},
        performance,
        [](const PerformanceResult& r) { return r.likely ? std::optional<double>(r.stepLikelyLow()) : std::nullopt; });
    out(m,
        {.key = "/performance/step_seconds_likely_high",
         .label = CP_LABEL("Output", "step time, likely high"),
         .unit = "s",
         .decimals = 2,
         .offered = false},
        performance,
        [](const PerformanceResult& r) { return r.likely ? std::optional<double>(r.stepLikelyHigh()) : std::nullopt; });
    addBreakdown(m);
    out(m,
        {.key = "/performance/micro_batches",
         .label = CP_LABEL("Output", "micro-batches"),
         .format = MetricFormat::Count,
         .explanation = "performance.micro_batches",
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.micro_batches; });
    out(m,
        {.key = "/performance/bubble_ratio",
         .label = CP_LABEL("Output", "pipeline bubble ratio"),
         .format = MetricFormat::Ratio,
         .decimals = 3,
         .explanation = "performance.bubble_ratio",
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.bubble_ratio; });
}

}  // namespace

void addPerformanceOutputs(OutputList& m) {
    addSearch(m);
    addStep(m);
    out(m,
        {.key = "/performance/tokens_per_second",
         .id = "tokens_per_second",
         .label = CP_LABEL("Output", "tokens per second"),
         .better = Better::Higher,
         .format = MetricFormat::Count,
         .explanation = "performance.tokens_per_second"},
        performance, [](const PerformanceResult& r) { return r.step.tokens_per_second; });
    out(m,
        {.key = "/performance/model_tflops_per_gpu",
         .label = CP_LABEL("Output", "model TFLOP/s per GPU"),
         .unit = "TFLOPS",
         .decimals = 1,
         .explanation = "performance.model_tflops_per_gpu",
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.model_flops_per_second_per_gpu / 1e12; });
    out(m,
        {.key = "/performance/mfu",
         .label = CP_LABEL("Output", "MFU (step-time model)"),
         .format = MetricFormat::Share,
         .decimals = 1,
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.mfu; });
    out(m,
        {.key = "/performance/hfu",
         .label = CP_LABEL("Output", "HFU"),
         .format = MetricFormat::Share,
         .decimals = 1,
         .explanation = "performance.hfu",
         .offered = false},
        performance, [](const PerformanceResult& r) { return r.step.hfu; });
    addMemory(m);
    table(m, "/performance/alternatives", performance, alternativesJson);
    table(m, "/performance/published_run", performance, publishedJson);
    addGpuTimePerToken(m);
}

}  // namespace cp::outputs
