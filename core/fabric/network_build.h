#pragma once
// How the fabric stage built one network, kept on its result (NetworkResult::build) so that the
// stages after it (the link enumeration behind the cabling and the cable plan) read the same
// endpoint sources, design and counts instead of working them out again.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"

namespace cp {

struct NetworkBuild {
    std::vector<EndpointSource> sources;
    NetworkDesign design;
    std::int64_t planes = 1;
    std::vector<FabricLoad> loads;           // per zone × plane fabric, zone-major (z · planes + p)
    std::vector<std::size_t> count_of;       // per fabric: its entry in `counts`
    std::vector<FabricCount> counts;         // one per distinct load (equal loads are counted once)

    const FabricLoad& load(std::int64_t zone, std::int64_t plane) const { return loads[index(zone, plane)]; }
    const FabricCount& count(std::int64_t zone, std::int64_t plane) const { return counts[count_of[index(zone, plane)]]; }

private:
    std::size_t index(std::int64_t zone, std::int64_t plane) const { return static_cast<std::size_t>(zone * planes + plane); }
};

}  // namespace cp
