#pragma once
// Counting a folded-Clos (fat tree) fabric of 1-4 tiers. Counts only, no
// per-link objects: a 100k-endpoint fabric is a few hundred integer operations.
//
// Rules (docs/fabric-model.md):
// - a non-top switch of radix k at down:up ratio R reserves u = ⌊k/(R+1)⌋ up ports and
//   wires all of them; the top tier points every port down;
// - balanced bundles: a lower switch splits its u uplinks evenly over the c upper switches
//   of its group (c divides u, bundle b = u/c); an upper switch of D down ports then serves
//   ⌊D/b⌋ lower switches, and every group reaches every lower pod, so any two pods share it;
// - a middle tier is built of pods of at most D lower pods each, lower pods spread evenly;
//   the top tier is one pod over all lower pods;
// - among the bundle sizes that work, the fewest upper switches win.

#include <cstdint>
#include <vector>

namespace cp {

struct TierShape {
    std::int64_t radix = 0;
    std::int64_t down = 0;  // ports facing the tier below (or endpoints)
    std::int64_t up = 0;    // ports facing the tier above (0 at the top)
};

// How one tier is built over the tier below.
struct TierBuild {
    std::int64_t pods = 1;                // pods at this tier (1 at the top)
    std::int64_t lower_pods_per_pod = 0;  // largest pod, after spreading evenly
    std::int64_t group_size = 0;          // c: upper switches each lower switch reaches
    std::int64_t bundle = 0;              // b: links from a lower switch to each upper switch it reaches
    std::int64_t groups_per_pod = 0;
    std::int64_t switches_per_pod = 0;
    std::int64_t switches = 0;
    bool fits = true;  // false when no bundle size can reach every lower pod
};

// Down/up ports per tier: `radix[t]` at tier t, `ratios[t]` the down:up ratio of
// tier t toward t+1 (missing = 1). When `topHasUplinks` the top tier also keeps
// up ports at its ratio (zones joined by a tier above the zones).
std::vector<TierShape> tierShapes(const std::vector<std::int64_t>& radix, const std::vector<double>& ratios, bool topHasUplinks);

// One tier over `lowerPods` pods of `switchesPerLowerPod` switches with `lowerUp`
// uplinks each; `singlePod` for a top tier (one pod over all lower pods).
TierBuild buildTier(std::int64_t lowerPods, std::int64_t switchesPerLowerPod, std::int64_t lowerUp, std::int64_t downPorts,
                    bool singlePod);

// Tiers 1.. above `leaves` leaves; element 0 describes the leaves themselves.
std::vector<TierBuild> buildTiers(std::int64_t leaves, const std::vector<TierShape>& shape);

// Largest leaf count these shapes connect (every lower pod reachable from the top).
std::int64_t maxLeaves(const std::vector<TierShape>& shape);

// Port arithmetic without pods or bundles: ⌈links from below / down ports⌉ per tier.
std::vector<std::int64_t> compactCounts(std::int64_t leaves, const std::vector<TierShape>& shape);

const char* tierName(int tierIndex, int tierCount);

}  // namespace cp
