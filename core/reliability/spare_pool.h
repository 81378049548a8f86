#pragma once
// The number of failed nodes as a birth-death Markov chain: failures arrive at
// λ per powered node (the active nodes, plus hot spares that are not failed),
// repairs finish at 1/MTTR per node under repair (at most `crews` at once).
// Its stationary distribution follows from detailed balance; only the states
// around the mode where π is not 0 in double precision are computed (O(√N) of
// them: about ±39 standard deviations).

#include <cstdint>
#include <vector>

namespace cp {

struct SparePoolInput {
    std::int64_t active_nodes = 0;
    std::int64_t spare_nodes = 0;
    bool hot_spares = true;
    double node_failures_per_hour = 0;  // λ
    double repair_hours = 72;           // MTTR
    std::int64_t repair_crews = 0;      // 0 = every failed node is repaired at once
};

struct SparePoolResult {
    std::int64_t first_state = 0;     // probability[i] = P(first_state + i nodes failed)
    std::vector<double> probability;  // the states where π is not 0 in double precision
    double expected_failed = 0;
    double availability = 0;  // P(k ≤ spares): the job keeps all its nodes
};

SparePoolResult solveSparePool(const SparePoolInput& input);

// Smallest spare count whose shortfall probability P(k > spares) ≤ target (at most `limit`).
std::int64_t sparesNeeded(SparePoolInput input, double shortfallTarget, std::int64_t limit = 100000);

}  // namespace cp
