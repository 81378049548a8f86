#include "compute/compute.h"

#include "common/format.h"
#include "common/int_math.h"

namespace cp {

ComputeResult evaluateCompute(const Profile& profile, const Catalog& catalog, Findings& findings) {
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const Gpu& gpu = *catalog.findGpu(node.gpu_id);
    ComputeResult c;
    c.node_type_id = node.id;
    c.gpu_id = gpu.id;
    c.gpus_per_node = node.gpus_per_node.value;

    if (profile.compute.nodes) {
        c.nodes = *profile.compute.nodes;
        if (findings.explaining)
            findings.explanations.push_back(
                {"compute.nodes", "Nodes", "nodes = profile compute.nodes", formatCount(c.nodes) + " (given)", {}});
    } else {
        const std::int64_t requested = *profile.compute.gpus;
        c.nodes = ceilDiv(requested, c.gpus_per_node);
        if (findings.explaining)
            findings.explanations.push_back(
                {"compute.nodes",
                 "Nodes",
                 "nodes = ⌈requested GPUs / GPUs per node⌉",
                 formatCount(c.nodes) + " = ⌈" + formatCount(requested) + " / " + formatCount(c.gpus_per_node) + "⌉",
                 {node.id + " gpus_per_node: " + node.gpus_per_node.source}});
        if (requested % c.gpus_per_node != 0)
            findings.warnings.push_back({"/compute/gpus", formatCount(requested) + " GPUs is not a whole number of " + node.id +
                                                              " nodes; rounded up to " + formatCount(c.nodes) + " nodes (" +
                                                              formatCount(c.nodes * c.gpus_per_node) + " GPUs)"});
    }
    c.gpus = c.nodes * c.gpus_per_node;
    if (findings.explaining)
        findings.explanations.push_back(
            {"compute.gpus",
             "GPUs",
             "GPUs = nodes × GPUs per node",
             formatCount(c.gpus) + " = " + formatCount(c.nodes) + " × " + formatCount(c.gpus_per_node),
             {node.id + " gpus_per_node: " + node.gpus_per_node.source}});

    for (Precision p : kPrecisions) {
        const auto& peak = gpu.peakTflops(p);
        if (peak) c.peak_pflops[static_cast<std::size_t>(p)] = static_cast<double>(c.gpus) * peak->value / 1000.0;
        if (!findings.explaining) continue;
        const std::string key = std::string("compute.peak_pflops.") + precisionKey(p);
        if (!peak) {
            findings.explanations.push_back({key,
                                             std::string("Peak PFLOPS ") + precisionKey(p),
                                             "not applicable",
                                             gpu.name + " has no dense " + precisionKey(p) + " rate",
                                             {}});
            continue;
        }
        const double pflops = *c.peakPflops(p);
        findings.explanations.push_back(
            {key,
             std::string("Peak PFLOPS ") + precisionKey(p),
             "peak PFLOP/s = GPUs × dense peak TFLOP/s per GPU / 1,000",
             formatFixed(pflops, 1) + " = " + formatCount(c.gpus) + " × " + formatNumber(peak->value) + " / 1,000",
             {gpu.id + " " + precisionKey(p) + ": " + peak->source}});
    }
    return c;
}

}  // namespace cp
