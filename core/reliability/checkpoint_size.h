#pragma once
// How big a training checkpoint is, how fast a GPU copies its share to host memory (the
// blocking snapshot) and how fast the storage servers take it (the write): computed once per
// evaluation, read by the reliability stage (checkpoint stop δ and write time W) and the
// training stage (checkpoint sizing).

#include <optional>
#include <string>

#include "catalog/catalog.h"
#include "profile/profile.h"

namespace cp {

struct CheckpointSize {
    double gb = 0;          // parameters × bytes per parameter
    double storage_tb = 0;  // copies kept, with 20% headroom
    // Device-to-host copy rate per GPU (its PCIe link per direction, from the node's performance
    // host); none when the node names no performance host.
    std::optional<double> device_to_host_gbyte_per_s;
    std::string device_to_host_source;
    // Storage: servers × the server type's rated write throughput; none without storage.
    std::optional<double> storage_write_gbyte_per_s;
    std::optional<double> write_minutes;  // gb at that throughput
    std::string storage_source;           // the rating's source
    // Checkpoints are taken between optimizer steps: the step-time model's step, when it ran.
    std::optional<double> step_seconds;
};

// `parametersBillion`: the model's size (the profile's, or its architecture's under the step-time model).
CheckpointSize checkpointSize(const Profile& profile, const Catalog& catalog, double parametersBillion);

}  // namespace cp
