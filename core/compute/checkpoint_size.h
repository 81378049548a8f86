#pragma once
// How big a training checkpoint is, and how fast the storage servers take it: computed
// once per evaluation, read by the reliability stage (checkpoint write time δ) and the
// training stage (checkpoint sizing).

#include <optional>

#include "catalog/catalog.h"
#include "profile/profile.h"

namespace cp {

struct CheckpointSize {
    double gb = 0;                                    // parameters × bytes per parameter
    double storage_tb = 0;                            // copies kept, with 20% headroom
    std::optional<double> storage_write_gbyte_per_s;  // storage servers' NIC bandwidth; none without storage
    std::optional<double> write_minutes;              // gb at that bandwidth; none without storage
};

// `parametersBillion`: the model's size (the profile's, or its architecture's under the step-time model).
CheckpointSize checkpointSize(const Profile& profile, const Catalog& catalog, double parametersBillion);

}  // namespace cp
