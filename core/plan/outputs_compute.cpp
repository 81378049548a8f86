// The compute section's outputs, and compare's node figures read from the catalog.
#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

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

Json peaksJson(const ComputeResult& c) {
    Json peaks;
    for (Precision p : kPrecisions) {
        const auto& v = c.peakPflops(p);
        peaks[precisionKey(p)] = v ? Json(*v) : Json(nullptr);  // null: the GPU has no such rate
    }
    return peaks;
}

// Node specs from the catalog: compare's rows on what a node delivers for its price.
void addCatalogFigures(OutputList& m) {
    derived(m, {.key = "/derived/performance_tflops_per_gpu",
                .id = "performance_tflops_per_gpu",
                .label = CP_LABEL("Output", "performance per GPU ({basis}, {precision})"),
                .unit = "TFLOPS",
                .better = Better::Higher,
                .decimals = 1,
                .section = "compute",
                .needs_catalog = true,
                .read = tflopsPerGpu});
    derived(m, {.key = "/derived/performance_pflops",
                .id = "performance_pflops",
                .label = CP_LABEL("Output", "cluster performance ({basis})"),
                .unit = "PFLOPS",
                .better = Better::Higher,
                .decimals = 1,
                .section = "compute",
                .needs_catalog = true,
                .read = [](const Plan& p, const MetricContext& c) -> Value {
                    const Value t = tflopsPerGpu(p, c);
                    return t ? Value(*t * static_cast<double>(p.compute.gpus) / 1000) : std::nullopt;
                }});
    derived(m, {.key = "/derived/node_price_usd",
                .id = "node_price_usd",
                .label = CP_LABEL("Output", "node price"),
                .unit = "USD",
                .better = Better::Lower,
                .format = MetricFormat::Money,
                .section = "compute",
                .needs_catalog = true,
                .read = [](const Plan& p, const MetricContext& c) {
                    const NodeType* n = nodeOf(p, c);
                    return n ? Value(n->price_usd.value) : std::nullopt;
                }});
    derived(m, {.key = "/derived/perf_per_node_price",
                .id = "perf_per_node_price",
                .label = CP_LABEL("Output", "performance per node price"),
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
    derived(m, {.key = "/derived/node_power_w",
                .id = "node_power_w",
                .label = CP_LABEL("Output", "node power (average)"),
                .unit = "W",
                .better = Better::Lower,
                .section = "compute",
                .needs_catalog = true,
                .read = [](const Plan& p, const MetricContext& c) {
                    const NodeType* n = nodeOf(p, c);
                    return n ? Value(n->power_avg_w.value) : std::nullopt;
                }});
}

}  // namespace

// Labels of outputs with an explanation are that explanation's label (lower-cased start),
// so a figure has one name from the formula panel to compare (tests/test_metrics.cpp).
void addComputeOutputs(OutputList& m) {
    constexpr auto compute = &Plan::compute;
    out(m, {.key = "/compute/node_type"}, compute, &ComputeResult::node_type_id);
    out(m, {.key = "/compute/gpu"}, compute, &ComputeResult::gpu_id);
    out(m,
        {.key = "/compute/nodes",
         .label = CP_LABEL("Output", "nodes"),
         .format = MetricFormat::Count,
         .explanation = "compute.nodes"},
        compute, &ComputeResult::nodes);
    out(m,
        {.key = "/compute/gpus",
         .id = "gpus",
         .label = CP_LABEL("Output", "GPUs"),
         .format = MetricFormat::Count,
         .explanation = "compute.gpus"},
        compute, &ComputeResult::gpus);
    out(m,
        {.key = "/compute/gpus_per_node",
         .label = CP_LABEL("Output", "GPUs per node"),
         .format = MetricFormat::Count,
         .explanation = "compute.gpus_per_node",
         .offered = false},
        compute, &ComputeResult::gpus_per_node);
    table(m, "/compute/peak_pflops", compute, peaksJson);
    addCatalogFigures(m);
}

}  // namespace cp::outputs
