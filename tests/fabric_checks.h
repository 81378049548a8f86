#pragma once
// Invariants of an enumerated fabric, shared by the link-enumeration and the
// property tests: every port used once and within its radix, links add up to
// the plan's counts, every endpoint port attached exactly once.

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "fabric/link_enumeration.h"
#include "plan/plan.h"

namespace cptest {

struct FabricCheck {
    std::int64_t links = 0;
    std::int64_t endpointLinks = 0;
    std::int64_t switchLinks = 0;
    std::string firstProblem;  // empty when every invariant holds
};

inline FabricCheck checkEnumeratedFabric(const cp::Profile& profile, const cp::Plan& plan) {
    FabricCheck check;
    std::map<std::string, std::int64_t> radixOfTier;  // "<network>/<tier>" → radix
    // Ports at the down speed, or down then up ports when the up side runs faster or slower.
    for (const auto& n : plan.fabric->networks)
        for (const auto& t : n.tiers)
            radixOfTier[n.name + "/" + t.name] = std::max(t.radix, t.down_ports_per_switch + t.up_ports_per_switch);
    std::set<std::pair<std::string, std::int64_t>> used;
    auto problem = [&](const std::string& text) {
        if (check.firstProblem.empty()) check.firstProblem = text;
    };
    auto useEnd = [&](const std::string& device, std::int64_t port, const std::string& network, const std::string& tier,
                      bool isSwitch) {
        if (!used.insert({device, port}).second) problem("port used twice: " + device + ":" + std::to_string(port));
        if (port < 1) problem("port below 1 at " + device);
        if (isSwitch) {
            const auto it = radixOfTier.find(network + "/" + tier);
            if (it == radixOfTier.end())
                problem("unknown tier " + tier);
            else if (port > it->second)
                problem("port " + std::to_string(port) + " beyond radix " + std::to_string(it->second) + " at " + device);
        }
    };
    check.links = cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
        const std::string network(r.network);
        const bool endpoint = r.lower.device.is_host;
        // An endpoint port belongs to its host in every network; qualify by network.
        std::string lower = cp::deviceName(r.network, r.lower.device);
        if (endpoint) lower = network + "/" + lower;
        useEnd(lower, r.lower.port, network, std::string(r.lower_tier), !endpoint);
        useEnd(cp::deviceName(r.network, r.upper.device), r.upper.port, network, std::string(r.upper_tier), true);
        (endpoint ? check.endpointLinks : check.switchLinks) += 1;
    });
    if (check.endpointLinks != plan.fabric->endpoint_links_total)
        problem("endpoint links " + std::to_string(check.endpointLinks) + " != plan " +
                std::to_string(plan.fabric->endpoint_links_total));
    if (check.switchLinks != plan.fabric->links_total)
        problem("switch links " + std::to_string(check.switchLinks) + " != plan " + std::to_string(plan.fabric->links_total));
    return check;
}

}  // namespace cptest
