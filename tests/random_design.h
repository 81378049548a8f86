#pragma once
// Seeded random fabric designs shared by the property tests (fabric counts, cable counts).

#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "test_support.h"

namespace cptest {

using RandomPick = std::function<std::int64_t(std::int64_t lo, std::int64_t hi)>;

// A random but loadable-looking design (the loader may still reject it): node type,
// log-uniform node count up to 4,096, switch, tiers, zones, planes, rails, SUs,
// oversubscription, build-out and converged storage. `network` may add its own draws
// to the network before it is added (the draws above keep their order).
inline cp::Profile randomFabricProfile(std::mt19937_64& rng,
                                       const std::function<void(cp::NetworkInput&, const RandomPick&)>& network = {}) {
    const cp::Catalog& catalog = cptest::shippedCatalog();
    const RandomPick pick = [&](std::int64_t lo, std::int64_t hi) {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
    };
    cp::Profile p;
    p.name = "random";
    const std::vector<std::string> nodes{"ff2-pcie-a100", "dgx-a100", "hgx-h100", "dgx-b200"};
    p.compute.node_type = nodes[static_cast<std::size_t>(pick(0, 3))];
    // Log-uniform node count from 1 to 4,096.
    p.compute.nodes = static_cast<std::int64_t>(std::exp(std::uniform_real_distribution<double>(0, std::log(4096.0))(rng)));
    const cp::NodeType& node = *catalog.findNode(p.compute.node_type);
    std::int64_t computePorts = 0;
    double nicSpeed = 0;
    for (const auto& nic : node.nics)
        if (nic.role == cp::NetworkRole::Compute) {
            computePorts += nic.count * catalog.findNic(nic.nic_id)->ports.value;
            nicSpeed = catalog.findNic(nic.nic_id)->port_speed_gbps.value;
        }
    cp::NetworkInput net;
    net.name = "backend";
    std::vector<std::string> switches;
    for (const auto& s : catalog.switches)
        if (s.kind == cp::SwitchKind::Fixed && s.modeAt(nicSpeed)) switches.push_back(s.id);
    net.switch_id = switches[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(switches.size()) - 1))];
    net.link_speed_gbps = nicSpeed;
    if (pick(0, 2) == 0) net.tiers = static_cast<int>(pick(2, 3));
    net.zones = pick(0, 3) == 0 ? pick(2, 4) : 1;
    std::vector<std::int64_t> planeChoices;
    for (std::int64_t d = 1; d <= computePorts; ++d)
        if (computePorts % d == 0) planeChoices.push_back(d);
    net.planes = planeChoices[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(planeChoices.size()) - 1))];
    net.rail_optimized = pick(0, 2) == 0;
    if (pick(0, 2) == 0) net.su_nodes = pick(4, 64);
    if (pick(0, 3) == 0) net.oversubscription = {static_cast<double>(pick(1, 3))};
    if (pick(0, 4) == 0) net.build_out_endpoints = *p.compute.nodes * computePorts * pick(1, 3);
    if (network) network(net, pick);
    p.networks.push_back(net);
    if (pick(0, 3) == 0 && net.zones <= 2) {
        p.storage.servers = pick(1, 64);
        p.storage.nic = nicSpeed == 200 ? "cx6-200g" : "cx7-400g";
        p.storage.nics_per_server = net.zones * net.planes;
        p.storage.network = "backend";
    }
    return p;
}

}  // namespace cptest
