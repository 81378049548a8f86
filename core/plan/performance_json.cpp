#include "plan/performance_json.h"

namespace cp {

namespace {

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

Json breakdownJson(const perf::StepBreakdown& b) {
    return Json{{"compute_seconds", b.compute_seconds}, {"tp_seconds", b.tp_seconds},
                {"cp_seconds", b.cp_seconds},           {"ep_seconds", b.ep_seconds},
                {"pp_seconds", b.pp_seconds},           {"bubble_seconds", b.bubble_seconds},
                {"dp_seconds", b.dp_seconds},           {"optimizer_seconds", b.optimizer_seconds},
                {"framework_seconds", b.framework_seconds}};
}

Json memoryJson(const perf::MemoryBreakdown& m) {
    return Json{{"weights_gb", m.weights_bytes / 1e9},
                {"gradients_gb", m.gradients_bytes / 1e9},
                {"optimizer_gb", m.optimizer_bytes / 1e9},
                {"activations_gb", m.activations_bytes / 1e9},
                {"output_gb", m.output_bytes / 1e9},
                {"total_gb", m.total_bytes / 1e9},
                {"capacity_gb", m.capacity_bytes / 1e9},
                {"fits", m.fits},
                {"stage", m.stage},
                {"layers_on_stage", m.layers}};
}

}  // namespace

Json performanceJson(const PerformanceResult& r) {
    Json alternatives = Json::array();
    for (const perf::Candidate& c : r.alternatives)
        alternatives.push_back(Json{{"parallelism", parallelismJson(c.parallelism)},
                                    {"step_seconds", c.result.step_seconds},
                                    {"mfu", c.result.mfu},
                                    {"why", c.why}});
    const perf::StepResult& s = r.step;
    Json published = nullptr;
    if (r.published)
        published = Json{{"metric", enumText(r.published->metric)}, {"published", r.published->published},
                         {"predicted", r.published->predicted},     {"error", r.published->error},
                         {"source", r.published->source},           {"group", r.published->group}};
    return Json{{"job_gpus", r.gpus},
                {"available_gpus", r.available_gpus},
                {"parallelism", parallelismJson(r.parallelism)},
                {"searched", r.searched},
                {"searched_keys", r.searched_keys},
                {"configurations_considered", r.considered},
                {"configurations_timed", r.evaluated},
                {"step_seconds", s.step_seconds},
                {"step_seconds_likely_low", r.likely ? Json(r.stepLikelyLow()) : Json(nullptr)},
                {"step_seconds_likely_high", r.likely ? Json(r.stepLikelyHigh()) : Json(nullptr)},
                {"breakdown", breakdownJson(s.breakdown)},
                {"micro_batches", s.micro_batches},
                {"bubble_ratio", s.bubble_ratio},
                {"tokens_per_second", s.tokens_per_second},
                {"model_tflops_per_gpu", s.model_flops_per_second_per_gpu / 1e12},
                {"mfu", s.mfu},
                {"hfu", s.hfu},
                {"memory", memoryJson(s.memory)},
                {"alternatives", alternatives},
                {"published_run", published}};
}

}  // namespace cp
