#include "fabric/fat_tree.h"

#include <algorithm>
#include <cmath>

#include "common/int_math.h"

namespace cp {

std::vector<TierShape> tierShapes(const std::vector<std::int64_t>& radix, const std::vector<double>& ratios, bool topHasUplinks) {
    std::vector<TierShape> out(radix.size());
    for (std::size_t t = 0; t < radix.size(); ++t) {
        TierShape& s = out[t];
        s.radix = radix[t];
        const bool top = t + 1 == radix.size();
        if (top && !topHasUplinks) {
            s.down = s.radix;
            continue;
        }
        const double ratio = t < ratios.size() ? ratios[t] : 1.0;
        // The largest u with (k - u) / u ≥ R.
        s.up =
            std::max<std::int64_t>(1, static_cast<std::int64_t>(std::floor(static_cast<double>(s.radix) / (ratio + 1.0) + 1e-9)));
        s.down = s.radix - s.up;
    }
    return out;
}

TierBuild buildTier(std::int64_t lowerPods, std::int64_t switchesPerLowerPod, std::int64_t lowerUp, std::int64_t downPorts,
                    bool singlePod) {
    TierBuild b;
    b.pods = singlePod ? 1 : std::max<std::int64_t>(1, ceilDiv(lowerPods, downPorts));
    b.lower_pods_per_pod = ceilDiv(lowerPods, b.pods);
    const std::int64_t m = b.lower_pods_per_pod;
    const std::int64_t lowerSwitches = saturatingMultiply(m, switchesPerLowerPod);
    std::int64_t best = -1;
    for (std::int64_t c = 1; c <= lowerUp; ++c) {
        if (lowerUp % c != 0) continue;
        const std::int64_t bundle = lowerUp / c;
        const std::int64_t served = downPorts / bundle;  // lower switches one upper switch serves
        if (served < m) continue;                        // a group must reach every lower pod
        const std::int64_t groups = ceilDiv(lowerSwitches, served);
        const std::int64_t perPod = saturatingMultiply(groups, c);
        if (best < 0 || perPod < best || (perPod == best && bundle < b.bundle)) {
            best = perPod;
            b.group_size = c;
            b.bundle = bundle;
            b.groups_per_pod = groups;
            b.switches_per_pod = perPod;
        }
    }
    if (best < 0) {
        // Too many lower pods for one group to reach: the design does not fit. Count as
        // single links so the plan still shows numbers; validation reports the problem.
        b.fits = false;
        b.group_size = lowerUp;
        b.bundle = 1;
        b.groups_per_pod = ceilDiv(lowerSwitches, downPorts);
        b.switches_per_pod = saturatingMultiply(b.groups_per_pod, lowerUp);
    }
    b.switches = saturatingMultiply(b.pods, b.switches_per_pod);
    return b;
}

std::vector<TierBuild> buildTiers(std::int64_t leaves, const std::vector<TierShape>& shape) {
    std::vector<TierBuild> out;
    TierBuild leafTier;
    leafTier.pods = leaves;  // each leaf is its own pod for the tier above
    leafTier.switches_per_pod = 1;
    leafTier.switches = leaves;
    leafTier.fits = shape.size() > 1 || leaves <= 1;
    out.push_back(leafTier);
    for (std::size_t t = 1; t < shape.size(); ++t) {
        const TierBuild& below = out.back();
        out.push_back(buildTier(below.pods, below.switches_per_pod, shape[t - 1].up, shape[t].down, t + 1 == shape.size()));
    }
    return out;
}

std::int64_t maxLeaves(const std::vector<TierShape>& shape) {
    if (shape.size() <= 1) return 1;
    std::int64_t leaves = shape.back().down;  // the top joins at most D pods (bundle 1)
    for (std::size_t t = 1; t + 1 < shape.size(); ++t) leaves = saturatingMultiply(leaves, shape[t].down);
    return leaves;
}

std::vector<std::int64_t> compactCounts(std::int64_t leaves, const std::vector<TierShape>& shape) {
    std::vector<std::int64_t> n{leaves};
    for (std::size_t t = 1; t < shape.size(); ++t)
        n.push_back(std::max<std::int64_t>(1, ceilDiv(saturatingMultiply(n.back(), shape[t - 1].up), shape[t].down)));
    return n;
}

const char* tierName(int tierIndex, int tierCount) {
    if (tierIndex == 0) return "leaf";
    if (tierIndex == 1) return "spine";
    if (tierIndex == 2) return tierCount == 3 ? "core" : "super-spine";
    return "core";
}

}  // namespace cp
