#pragma once
// Alpha-beta cost of NCCL-style collectives on a group laid out over scale-up domains,
// nodes and the fabric: time = latency + bytes × bus-bandwidth factor / bus bandwidth.
// Sizes follow nccl-tests: the all-reduce buffer; the whole gathered (or scattered) buffer;
// each rank's all-to-all buffer; the message of a send/receive.

#include <cstdint>

#include "performance/hardware.h"

namespace cp::perf {

enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll, SendRecv };
enum class CollectiveAlgorithm { Ring, Tree, Nvls, Hierarchical, HostReduction, Direct };
enum class Bottleneck { None, ScaleUp, Pcie, HostMemory, Network };

// Where a group's members sit.
struct GroupLayout {
    std::int64_t size = 1;
    std::int64_t per_domain = 1;   // members that share one scale-up domain
    std::int64_t per_node = 1;     // members that share one node (and its NICs)
    double fabric_fraction = 1.0;  // ≤ 1: what the narrowest fabric level the traffic crosses leaves it

    std::int64_t nodes() const { return per_node > 0 ? size / per_node : size; }
    std::int64_t domains() const { return per_domain > 0 ? size / per_domain : size; }
};

struct CollectiveCost {
    double seconds = 0;
    double latency_seconds = 0;
    double bandwidth_seconds = 0;
    double bus_bytes_per_second = 0;  // nccl-tests bus bandwidth of the chosen algorithm
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
    Bottleneck bottleneck = Bottleneck::None;
};

// nccl-tests: all-reduce 2(n−1)/n; reduce-scatter, all-gather, all-to-all (n−1)/n; send/receive 1.
double busBandwidthFactor(Collective collective, std::int64_t ranks);

// The fastest of a flat ring, a tree, a hierarchical collective (inside the scale-up domain
// first, then across domains) and NVLink SHARP inside one domain for an all-reduce; of the ring
// and the hierarchical one for reduce-scatter and all-gather; direct exchanges for all-to-all
// and send/receive.
CollectiveCost collectiveCost(Collective collective, double bytes, const GroupLayout& group, const Hardware& hw);

// The MoE dispatch (or combine) of DeepEP and DeepSeek-V3 §3.2.2: each token crosses the network
// once per distinct remote node its `top_k` experts lie on (at most `node_limit` nodes when routing is
// node-limited; 0: no limit), then fans out over NVLink to its experts there; the two run pipelined.
// `tokens × token_bytes × load` is what the busiest rank sends per expert copy.
CollectiveCost nodeDeduplicatedAllToAll(double tokens, double token_bytes, double top_k, double load, std::int64_t node_limit,
                                        const GroupLayout& group, const Hardware& hw);

// Expected distinct nodes other than the sender's among `top_k` experts spread uniformly over `nodes`
// nodes, at most `node_limit` nodes in all (0: no limit).
double distinctRemoteNodes(double top_k, std::int64_t nodes, std::int64_t node_limit);

// Fire-Flyer's HFReduce: GPUs copy to host memory, the CPUs sum, the node all-reduces over its
// NIC, the result is copied back; the stages pipeline, so the slowest sets the pace.
CollectiveCost hostReductionAllReduce(double bytes, const GroupLayout& group, const Hardware& hw);

const char* bottleneckName(Bottleneck bottleneck);
const char* algorithmName(CollectiveAlgorithm algorithm);

}  // namespace cp::perf
