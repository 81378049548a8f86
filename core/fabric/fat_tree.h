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
    std::int64_t radix = 0;  // ports at the down speed
    std::int64_t down = 0;   // ports facing the tier below (or endpoints), at the down speed
    std::int64_t up = 0;     // ports facing the tier above (0 at the top), at the up speed
    // Ports share the switch by bandwidth: it has `units` port units, a down port takes
    // `down_units`, an up port `up_units` (all 1 when both sides run at one speed).
    std::int64_t units = 0, down_units = 1, up_units = 1;
    double down_gbps = 1, up_gbps = 1;

    // Down ports (at the down speed) left over on `switches` switches using these ports.
    std::int64_t spareDown(std::int64_t switches, std::int64_t downUsed, std::int64_t upUsed) const;
    // Up ports a switch with `downUsed` down ports wires at down:up `ratio`: ⌈down bandwidth /
    // (ratio × up speed)⌉, at least 1, at most what its ports leave.
    std::int64_t uplinksFor(std::int64_t downUsed, double ratio) const;
};

// Up links that carry `downGbps` of down bandwidth at down:up `ratio`: ⌈downGbps / (ratio × upGbps)⌉,
// where less than a thousandth of a link over a whole number is not a link more (4:3 may be
// written 1.3333: 32 down ports need 24 up ports, not 25).
std::int64_t uplinksNeeded(double downGbps, double ratio, double upGbps);

// A switch's ports at the speeds of its two sides (catalog port modes).
struct PortBudget {
    std::int64_t down_ports = 0, up_ports = 0;
    double down_gbps = 1, up_gbps = 1;
};

// Splits a switch's ports: the most up ports u whose down ports still carry ≥ ratio × u's
// bandwidth; `hasUplinks` false points every port down.
TierShape splitPorts(const PortBudget& budget, double ratio, bool hasUplinks);

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
std::vector<TierShape> tierShapes(const std::vector<PortBudget>& budgets, const std::vector<double>& ratios, bool topHasUplinks);
// Every tier at one speed: budget t = radix[t] ports both ways.
std::vector<TierShape> tierShapes(const std::vector<std::int64_t>& radix, const std::vector<double>& ratios, bool topHasUplinks);

// One tier over `lowerPods` pods of `switchesPerLowerPod` switches with `lowerUp`
// uplinks each; `singlePod` for a top tier (one pod over all lower pods).
TierBuild buildTier(std::int64_t lowerPods, std::int64_t switchesPerLowerPod, std::int64_t lowerUp, std::int64_t downPorts,
                    bool singlePod);

// Tiers 1.. above `leaves` leaves; element 0 describes the leaves themselves.
std::vector<TierBuild> buildTiers(std::int64_t leaves, const std::vector<TierShape>& shape);

// A top tier over leaves of several classes, `leaves[i]` leaves with `up[i]` uplinks each: every
// leaf reaches each of the c top switches (c divides every up[i], bundles up[i] / c) and a top
// switch's `downPorts` hold Σ leaves[i] × up[i] / c; the fewest switches that fit.
TierBuild buildTopOverClasses(const std::vector<std::int64_t>& leaves, const std::vector<std::int64_t>& up,
                              std::int64_t downPorts);

// Largest leaf count these shapes connect (every lower pod reachable from the top).
std::int64_t maxLeaves(const std::vector<TierShape>& shape);

// Port arithmetic without pods or bundles: ⌈links from below / down ports⌉ per tier.
std::vector<std::int64_t> compactCounts(std::int64_t leaves, const std::vector<TierShape>& shape);
// The same from the leaves' uplinks in total (leaves of several classes).
std::vector<std::int64_t> compactCounts(std::int64_t leaves, std::int64_t leafUplinks, const std::vector<TierShape>& shape);

const char* tierName(int tierIndex, int tierCount);

}  // namespace cp
