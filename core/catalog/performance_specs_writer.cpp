#include "catalog/performance_specs_writer.h"

namespace cp {

using namespace perf;  // the types this file writes

namespace {

Json sourcedJson(const Sourced& s) { return Json{{"value", s.value}, {"source", s.source}}; }
// A count the loader requires whole, written as an integer.
Json countJson(const Sourced& s) { return Json{{"value", static_cast<std::int64_t>(s.value)}, {"source", s.source}}; }

// {"bf16": ..., "fp16": ...} with the precisions that have a value (0 means absent).
Json perPrecisionJson(const std::array<Sourced, kPrecisionCount>& values) {
    Json out = Json::object();
    for (const auto& entry : EnumTable<Precision>::entries)
        if (const Sourced& v = values[static_cast<std::size_t>(entry.value)]; v.value > 0)
            out[std::string(entry.name)] = sourcedJson(v);
    return out;
}

Json gpuJson(const GpuCalibration& g) {
    const GpuSpec& s = g.gpu;
    Json out{{"id", s.name}};
    if (const Json bench = perPrecisionJson(g.benchmark_gemm_flops_per_second); !bench.empty())
        out["benchmark_gemm_flops_per_second"] = bench;
    Json curve = Json::array();
    for (const GemmEfficiencyPoint& p : s.gemm_efficiency)
        curve.push_back(Json{{"gemm_flops", p.gemm_flops}, {"efficiency", p.efficiency}, {"source", p.source}});
    out["gemm_efficiency"] = std::move(curve);
    out["memory_bound_efficiency"] = sourcedJson(s.memory_bound_efficiency);
    out["flash_attention_efficiency"] = sourcedJson(s.flash_attention_efficiency);
    if (s.fp8_gemm_share.value > 0) out["fp8_gemm_share"] = sourcedJson(s.fp8_gemm_share);
    out["usable_memory_fraction"] = sourcedJson(s.usable_memory_fraction);
    Json up{{"gpus_per_domain", countJson(g.scale_up_gpus)},
            {"efficiency", sourcedJson(g.scale_up.efficiency)},
            {"latency_seconds", sourcedJson(g.scale_up.latency_seconds)}};
    if (g.scale_up.nvls_efficiency.value > 0) up["nvls_efficiency"] = sourcedJson(g.scale_up.nvls_efficiency);
    out["scale_up"] = std::move(up);
    return out;
}

Json hostJson(const HostCalibration& h) {
    Json out{{"id", h.name},
             {"gpus_per_node", countJson(h.gpus_per_node)},
             {"pcie_bytes_per_second", sourcedJson(h.pcie_bytes_per_second)}};
    if (h.p2p_through_host_bytes_per_second.value > 0)
        out["p2p_through_host_bytes_per_second"] = sourcedJson(h.p2p_through_host_bytes_per_second);
    if (h.host_memory_bytes_per_second.value > 0)
        out["host_memory_bytes_per_second"] = sourcedJson(h.host_memory_bytes_per_second);
    return out;
}

}  // namespace

Json performanceSpecsJson(const PerformanceCalibration& specs) {
    Json out = Json::object();
    Json interconnect = Json::object();
    for (const auto& v : interconnectValues(specs))
        if (!v.value->source.empty()) interconnect[v.key] = sourcedJson(*v.value);
    if (!interconnect.empty()) out["interconnect"] = std::move(interconnect);
    if (!specs.gpus.empty()) {
        Json gpus = Json::array();
        for (const GpuCalibration& g : specs.gpus) gpus.push_back(gpuJson(g));
        out["gpus"] = std::move(gpus);
    }
    if (!specs.hosts.empty()) {
        Json hosts = Json::array();
        for (const HostCalibration& h : specs.hosts) hosts.push_back(hostJson(h));
        out["hosts"] = std::move(hosts);
    }
    if (!specs.model_error.throughput_p10.source.empty())
        out["model_error"] = Json{{"throughput_p10", sourcedJson(specs.model_error.throughput_p10)},
                                  {"throughput_p90", sourcedJson(specs.model_error.throughput_p90)}};
    if (!specs.stacks.empty()) {
        Json stacks = Json::array();
        for (const SoftwareStack& s : specs.stacks)
            stacks.push_back(Json{{"id", s.name}, {"name", s.label}, {"layer_overhead_seconds", sourcedJson(s.layer_overhead_seconds)}});
        out["software_stacks"] = std::move(stacks);
    }
    return out;
}

}  // namespace cp
