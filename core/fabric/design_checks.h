#pragma once
// What a network's design must satisfy beyond fitting its tiers, each reported at the JSON path
// of the input at fault with the numbers: ports that cannot split evenly, ratios and speeds for
// tiers that do not exist, leaf classes the tiers cannot carry, hosts on spare leaf ports that do
// not fit, and (warnings) a cabled down:up ratio more than a port per switch off the request.

#include <string>
#include <vector>

#include "common/findings.h"
#include "fabric/fabric_design.h"
#include "fabric/fabric_result.h"

namespace cp {

struct DesignCheck {
    const NetworkInput& net;
    const NetworkDesign& design;
    const std::string& path;  // "/networks/N"
    Findings& findings;
};

// A tier at 1:1 whose ports cannot carry as much up as down (an odd radix at one speed).
void checkTierSplits(const DesignCheck& c);
// oversubscription and up_speeds_gbps entries for tiers without up ports are refused.
void checkTierEntries(const DesignCheck& c);
// Leaf classes need hosts on the network, a tier above the leaves, and leaves of different
// uplinks only under a zone top (2 tiers per zone) without build-out.
void checkLeafClasses(const DesignCheck& c, const std::vector<EndpointSource>& sources);
// One fabric: hosts on spare leaf ports fit the leaves' spare ports; leaf classes of different
// uplinks split evenly over the tier above.
void checkFabric(const DesignCheck& c, const FabricLoad& load, const FabricCount& count, std::int64_t zone, std::int64_t plane);
// Warnings where a requested ratio and the cabled one differ by more than one port per switch.
void checkAchievedRatios(const DesignCheck& c, const NetworkResult& result);

}  // namespace cp
