#include "performance/collectives.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::perf {

double busBandwidthFactor(Collective collective, std::int64_t ranks) {
    if (ranks <= 1) return 0.0;
    const double n = static_cast<double>(ranks);
    switch (collective) {
    case Collective::AllReduce:
        return 2.0 * (n - 1) / n;
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll:
        return (n - 1) / n;
    case Collective::SendRecv:
        return 1.0;
    }
    return 1.0;
}

const char* bottleneckName(Bottleneck bottleneck) {
    switch (bottleneck) {
    case Bottleneck::None:
        return "none";
    case Bottleneck::ScaleUp:
        return "scale-up";
    case Bottleneck::Pcie:
        return "PCIe";
    case Bottleneck::HostMemory:
        return "host memory";
    case Bottleneck::Network:
        return "network";
    }
    return "";
}

const char* algorithmName(CollectiveAlgorithm algorithm) {
    switch (algorithm) {
    case CollectiveAlgorithm::Ring:
        return "ring";
    case CollectiveAlgorithm::Tree:
        return "tree";
    case CollectiveAlgorithm::Nvls:
        return "NVLink SHARP";
    case CollectiveAlgorithm::Hierarchical:
        return "hierarchical (domain, then network)";
    case CollectiveAlgorithm::HostReduction:
        return "host reduction";
    case CollectiveAlgorithm::Direct:
        return "direct";
    }
    return "";
}

namespace {

struct Link {
    double bytes_per_second = std::numeric_limits<double>::infinity();
    Bottleneck bottleneck = Bottleneck::None;

    void limit(double bw, Bottleneck b) {
        if (bw < bytes_per_second) *this = {bw, b};
    }
};

double scaleUpBandwidth(const Hardware& hw) { return hw.scale_up.bandwidth_bytes_per_second * hw.scale_up.efficiency.value; }
double pcieBandwidth(const Hardware& hw) {
    double bw = hw.node.pcie_bytes_per_second * hw.node.pcie_efficiency.value;
    if (hw.node.p2p_through_host_bytes_per_second > 0) bw = std::min(bw, hw.node.p2p_through_host_bytes_per_second);
    return bw;
}
// The NIC share of `gpus` GPUs, after the fabric's narrowest level.
double networkBandwidth(const Hardware& hw, double gpus, double fabricFraction) {
    return gpus * hw.scale_out.nic_bytes_per_second_per_gpu * hw.scale_out.efficiency.value * fabricFraction;
}

// A ring moves at the pace of its slowest class of hop: inside a domain, between domains of
// one node, or out of the node through the members' NIC share.
Link ringLink(const GroupLayout& g, const Hardware& hw) {
    Link link;
    if (g.per_domain > 1) link.limit(scaleUpBandwidth(hw), Bottleneck::ScaleUp);
    if (g.per_node > g.per_domain) link.limit(pcieBandwidth(hw), Bottleneck::Pcie);
    if (g.nodes() > 1) link.limit(networkBandwidth(hw, static_cast<double>(g.per_node), g.fabric_fraction), Bottleneck::Network);
    return link;
}

double intraStepLatency(const GroupLayout& g, const Hardware& hw) {
    return g.per_domain > 1 ? hw.scale_up.latency_seconds.value : hw.node.pcie_latency_seconds.value;
}

CollectiveCost finish(CollectiveCost c, Collective collective, double bytes, std::int64_t ranks) {
    c.seconds = c.latency_seconds + c.bandwidth_seconds;
    c.bus_bytes_per_second = c.bandwidth_seconds > 0 ? busBandwidthFactor(collective, ranks) * bytes / c.bandwidth_seconds : 0.0;
    return c;
}

CollectiveCost ring(Collective collective, double bytes, const GroupLayout& g, const Hardware& hw) {
    const Link link = ringLink(g, hw);
    const bool allReduce = collective == Collective::AllReduce;
    const std::int64_t steps = allReduce ? 2 * (g.size - 1) : g.size - 1;
    const std::int64_t nodes = g.nodes();
    const std::int64_t netSteps = nodes > 1 ? (allReduce ? 2 * (nodes - 1) : nodes - 1) : 0;
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Ring;
    c.bottleneck = link.bottleneck;
    c.latency_seconds = hw.collectives.ring_base_seconds.value +
                        static_cast<double>(netSteps) * hw.scale_out.hop_latency_seconds.value +
                        static_cast<double>(steps - netSteps) * intraStepLatency(g, hw);
    c.bandwidth_seconds = busBandwidthFactor(collective, g.size) * bytes / link.bytes_per_second;
    return finish(c, collective, bytes, g.size);
}

// NCCL's double binary tree across nodes, chains inside them: log-depth latency, a little
// less bandwidth than a ring (tuning.cc: 0.92).
CollectiveCost tree(double bytes, const GroupLayout& g, const Hardware& hw) {
    const Link link = ringLink(g, hw);
    const double depth = std::ceil(std::log2(static_cast<double>(g.nodes())));
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Tree;
    c.bottleneck = link.bottleneck;
    c.latency_seconds =
        hw.collectives.tree_base_seconds.value +
        2 * (static_cast<double>(g.per_node - 1) * intraStepLatency(g, hw) + depth * hw.scale_out.hop_latency_seconds.value);
    c.bandwidth_seconds = 2 * bytes / (link.bytes_per_second * hw.collectives.tree_bandwidth_factor.value);
    return finish(c, Collective::AllReduce, bytes, g.size);
}

// NVLink SHARP: the switch sums, so each GPU sends its buffer once and receives the result once.
CollectiveCost nvls(double bytes, const GroupLayout& g, const Hardware& hw) {
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Nvls;
    c.bottleneck = Bottleneck::ScaleUp;
    c.latency_seconds = hw.collectives.ring_base_seconds.value + 2 * hw.scale_up.latency_seconds.value;
    c.bandwidth_seconds = bytes / (hw.scale_up.bandwidth_bytes_per_second * hw.scale_up.nvls_efficiency.value);
    return finish(c, Collective::AllReduce, bytes, g.size);
}

// Scale-up first, then scale-out: reduce-scatter inside each domain, the 1/g shards reduced across
// domains (each GPU over its own NIC share, g rings side by side), all-gather back inside the
// domain. The phases run one after another; fewer network steps than one flat ring.
CollectiveCost hierarchical(Collective collective, double bytes, const GroupLayout& g, const Hardware& hw) {
    GroupLayout inside;
    inside.size = inside.per_domain = inside.per_node = g.per_domain;
    GroupLayout across;
    across.size = g.domains();
    across.per_node = std::max<std::int64_t>(g.per_node / g.per_domain, 1);
    across.fabric_fraction = g.fabric_fraction;
    const double shard = bytes / static_cast<double>(g.per_domain);
    CollectiveCost c = collective == Collective::AllGather ? ring(Collective::AllGather, shard, across, hw)
                                                           : ring(Collective::ReduceScatter, bytes, inside, hw);
    auto then = [&c](const CollectiveCost& next) {
        c.seconds += next.seconds, c.latency_seconds += next.latency_seconds, c.bandwidth_seconds += next.bandwidth_seconds;
        if (next.bandwidth_seconds > c.bandwidth_seconds - next.bandwidth_seconds) c.bottleneck = next.bottleneck;
    };
    if (collective == Collective::AllReduce) then(collectiveCost(Collective::AllReduce, shard, across, hw));
    if (collective == Collective::ReduceScatter) then(ring(Collective::ReduceScatter, shard, across, hw));
    if (collective != Collective::ReduceScatter) then(ring(Collective::AllGather, bytes, inside, hw));
    c.algorithm = CollectiveAlgorithm::Hierarchical;
    return finish(c, collective, bytes, g.size);
}

bool spansDomains(const GroupLayout& g) { return g.per_domain > 1 && g.domains() > 1; }

CollectiveCost allReduce(double bytes, const GroupLayout& g, const Hardware& hw) {
    CollectiveCost best = ring(Collective::AllReduce, bytes, g, hw);
    if (spansDomains(g)) {
        const CollectiveCost h = hierarchical(Collective::AllReduce, bytes, g, hw);
        if (h.seconds < best.seconds) best = h;
    }
    if (g.nodes() > 1) {
        const CollectiveCost t = tree(bytes, g, hw);
        if (t.seconds < best.seconds) best = t;
    }
    if (g.domains() == 1 && hw.scale_up.nvls_efficiency.value > 0) {
        const CollectiveCost n = nvls(bytes, g, hw);
        if (n.seconds < best.seconds) best = n;
    }
    return best;
}

// Each rank sends 1/n of its buffer to every other; the parts to other domains and nodes travel
// at the same time over their own links.
CollectiveCost allToAll(double bytes, const GroupLayout& g, const Hardware& hw) {
    const double n = static_cast<double>(g.size);
    const double offNode = bytes * (n - static_cast<double>(g.per_node)) / n;
    const double offDomain = bytes * static_cast<double>(g.per_node - g.per_domain) / n;
    const double inDomain = bytes * static_cast<double>(g.per_domain - 1) / n;
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Direct;
    const double parts[3] = {inDomain > 0 ? inDomain / scaleUpBandwidth(hw) : 0.0,
                             offDomain > 0 ? offDomain / pcieBandwidth(hw) : 0.0,
                             offNode > 0 ? offNode / networkBandwidth(hw, 1.0, g.fabric_fraction) : 0.0};
    const Bottleneck names[3] = {Bottleneck::ScaleUp, Bottleneck::Pcie, Bottleneck::Network};
    for (int i = 0; i < 3; ++i)
        if (parts[i] > c.bandwidth_seconds) {
            c.bandwidth_seconds = parts[i];
            c.bottleneck = names[i];
        }
    const double hop = offNode > 0 ? hw.scale_out.hop_latency_seconds.value : intraStepLatency(g, hw);
    c.latency_seconds = hw.collectives.ring_base_seconds.value + hop;
    return finish(c, Collective::AllToAll, bytes, g.size);
}

// One message to a neighbour: `g` has size 2 and says whether the pair shares a domain or node.
CollectiveCost sendRecv(double bytes, const GroupLayout& g, const Hardware& hw) {
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Direct;
    double bw = 0, hop = 0;
    if (g.per_domain >= 2) {
        bw = scaleUpBandwidth(hw), hop = hw.scale_up.latency_seconds.value, c.bottleneck = Bottleneck::ScaleUp;
    } else if (g.per_node >= 2) {
        bw = pcieBandwidth(hw), hop = hw.node.pcie_latency_seconds.value, c.bottleneck = Bottleneck::Pcie;
    } else {
        bw = networkBandwidth(hw, 1.0, g.fabric_fraction), hop = hw.scale_out.hop_latency_seconds.value,
        c.bottleneck = Bottleneck::Network;
    }
    c.latency_seconds = hw.collectives.ring_base_seconds.value + hop;
    c.bandwidth_seconds = bytes / bw;
    return finish(c, Collective::SendRecv, bytes, 2);
}

}  // namespace

CollectiveCost collectiveCost(Collective collective, double bytes, const GroupLayout& group, const Hardware& hw) {
    if (group.size <= 1 || bytes <= 0) return {};
    switch (collective) {
    case Collective::AllReduce:
        return allReduce(bytes, group, hw);
    case Collective::ReduceScatter:
    case Collective::AllGather: {
        const CollectiveCost flat = ring(collective, bytes, group, hw);
        if (!spansDomains(group)) return flat;
        const CollectiveCost h = hierarchical(collective, bytes, group, hw);
        return h.seconds < flat.seconds ? h : flat;
    }
    case Collective::AllToAll:
        return allToAll(bytes, group, hw);
    case Collective::SendRecv:
        return sendRecv(bytes, group, hw);
    }
    return {};
}

double distinctRemoteNodes(double top_k, std::int64_t nodes, std::int64_t node_limit) {
    if (nodes <= 1) return 0.0;
    const double n = static_cast<double>(nodes);
    double remote = (n - 1) * (1 - std::pow(1 - 1 / n, top_k));
    // Node-limited routing picks at most M nodes, the sender's among them with chance M/n.
    if (node_limit > 0) remote = std::min(remote, static_cast<double>(node_limit) * (n - 1) / n);
    return remote;
}

CollectiveCost nodeDeduplicatedAllToAll(double tokens, double token_bytes, double top_k, double load, std::int64_t node_limit,
                                        const GroupLayout& g, const Hardware& hw) {
    if (g.nodes() <= 1) return collectiveCost(Collective::AllToAll, tokens * token_bytes * top_k * load, g, hw);
    const double perCopy = tokens * token_bytes * load;
    const double network = perCopy * distinctRemoteNodes(top_k, g.nodes(), node_limit);
    const double members = static_cast<double>(std::max<std::int64_t>(g.per_node, 1));
    const double forwarded = perCopy * top_k * (1 - 1 / members);  // on to the experts' GPUs inside the node
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::Direct;
    const double netSeconds = network / networkBandwidth(hw, 1.0, g.fabric_fraction);
    const double inNodeSeconds = g.per_domain > 1 ? forwarded / scaleUpBandwidth(hw) : forwarded / pcieBandwidth(hw);
    c.bandwidth_seconds = std::max(netSeconds, inNodeSeconds);
    c.bottleneck = netSeconds >= inNodeSeconds ? Bottleneck::Network : (g.per_domain > 1 ? Bottleneck::ScaleUp : Bottleneck::Pcie);
    c.latency_seconds = hw.collectives.ring_base_seconds.value + hw.scale_out.hop_latency_seconds.value + intraStepLatency(g, hw);
    return finish(c, Collective::AllToAll, tokens * token_bytes * top_k * load, g.size);
}

CollectiveCost hostReductionAllReduce(double bytes, const GroupLayout& group, const Hardware& hw) {
    if (group.size <= 1 || bytes <= 0) return {};
    const double members = static_cast<double>(group.per_node);
    const double nodes = static_cast<double>(group.nodes());
    // Host memory per byte of the buffer: members' copies in (g), the CPU sum reads them and
    // writes one (g + 1), the NIC sends and receives twice and the CPU adds what arrives (7),
    // each member reads the result back (g).
    const double hostBytes = (3 * members + 8) * bytes;
    const double nodeNic = networkBandwidth(hw, static_cast<double>(hw.node.gpus_per_node), group.fabric_fraction);
    Link pace;
    pace.limit(hw.node.pcie_bytes_per_second * hw.node.pcie_efficiency.value / bytes, Bottleneck::Pcie);
    if (hw.node.host_memory_bytes_per_second > 0)
        pace.limit(hw.node.host_memory_bytes_per_second / hostBytes, Bottleneck::HostMemory);
    if (nodes > 1) pace.limit(nodeNic / (2 * (nodes - 1) / nodes * bytes), Bottleneck::Network);
    CollectiveCost c;
    c.algorithm = CollectiveAlgorithm::HostReduction;
    c.bottleneck = pace.bottleneck;
    c.bandwidth_seconds = 1.0 / pace.bytes_per_second;  // `pace` holds buffers per second here
    c.latency_seconds = hw.collectives.tree_base_seconds.value +
                        2 * std::ceil(std::log2(std::max(nodes, 1.0))) * hw.scale_out.hop_latency_seconds.value;
    return finish(c, Collective::AllReduce, bytes, group.size);
}

}  // namespace cp::perf
