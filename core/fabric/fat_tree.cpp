#include "fabric/fat_tree.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "common/int_math.h"

namespace cp {

std::int64_t TierShape::spareDown(std::int64_t switches, std::int64_t downUsed, std::int64_t upUsed) const {
    const std::int64_t left =
        saturatingMultiply(switches, units) - saturatingMultiply(downUsed, down_units) - saturatingMultiply(upUsed, up_units);
    return std::max<std::int64_t>(0, left / down_units);
}

std::int64_t uplinksNeeded(double downGbps, double ratio, double upGbps) {
    return static_cast<std::int64_t>(std::ceil(downGbps / (ratio * upGbps) - 1e-3));
}

std::int64_t TierShape::uplinksFor(std::int64_t downUsed, double ratio) const {
    const std::int64_t wanted = uplinksNeeded(static_cast<double>(downUsed) * down_gbps, ratio, up_gbps);
    const std::int64_t room = (units - down * down_units) / up_units;
    return std::clamp<std::int64_t>(wanted, 1, std::max<std::int64_t>(1, room));
}

TierShape splitPorts(const PortBudget& b, double ratio, bool hasUplinks) {
    TierShape s;
    s.radix = b.down_ports;
    s.units = std::lcm(b.down_ports, b.up_ports);
    s.down_units = s.units / b.down_ports;
    s.up_units = s.units / b.up_ports;
    s.down_gbps = b.down_gbps;
    s.up_gbps = b.up_gbps;
    if (!hasUplinks) {
        s.down = s.radix;
        return s;
    }
    const auto downFor = [&](std::int64_t u) { return (s.units - u * s.up_units) / s.down_units; };
    // The largest u with down bandwidth ≥ R × up bandwidth (one speed: u = ⌊k / (R + 1)⌋).
    const double perUp = static_cast<double>(s.up_units) + static_cast<double>(s.down_units) * ratio * b.up_gbps / b.down_gbps;
    std::int64_t u =
        std::max<std::int64_t>(1, static_cast<std::int64_t>(std::floor(static_cast<double>(s.units) / perUp + 1e-9)));
    while (u > 1 && static_cast<double>(downFor(u)) * b.down_gbps < ratio * static_cast<double>(u) * b.up_gbps * (1 - 1e-12)) --u;
    s.up = u;
    s.down = downFor(u);
    return s;
}

std::vector<TierShape> tierShapes(const std::vector<PortBudget>& budgets, const std::vector<double>& ratios, bool topHasUplinks) {
    std::vector<TierShape> out;
    for (std::size_t t = 0; t < budgets.size(); ++t) {
        const bool top = t + 1 == budgets.size();
        out.push_back(splitPorts(budgets[t], t < ratios.size() ? ratios[t] : 1.0, !top || topHasUplinks));
    }
    return out;
}

std::vector<TierShape> tierShapes(const std::vector<std::int64_t>& radix, const std::vector<double>& ratios, bool topHasUplinks) {
    std::vector<PortBudget> budgets;
    for (std::int64_t k : radix) budgets.push_back({k, k, 1, 1});
    return tierShapes(budgets, ratios, topHasUplinks);
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
    return compactCounts(leaves, saturatingMultiply(leaves, shape[0].up), shape);
}

std::vector<std::int64_t> compactCounts(std::int64_t leaves, std::int64_t leafUplinks, const std::vector<TierShape>& shape) {
    std::vector<std::int64_t> n{leaves};
    std::int64_t links = leafUplinks;
    for (std::size_t t = 1; t < shape.size(); ++t) {
        n.push_back(std::max<std::int64_t>(1, ceilDiv(links, shape[t].down)));
        links = saturatingMultiply(n.back(), shape[t].up);
    }
    return n;
}

TierBuild buildTopOverClasses(const std::vector<std::int64_t>& leaves, const std::vector<std::int64_t>& up,
                              std::int64_t downPorts) {
    TierBuild b;
    b.groups_per_pod = 1;
    std::int64_t total = 0, fewestUp = 0;
    for (std::size_t i = 0; i < leaves.size(); ++i) {
        if (leaves[i] == 0) continue;
        total += leaves[i];
        fewestUp = fewestUp == 0 ? up[i] : std::min(fewestUp, up[i]);
    }
    b.lower_pods_per_pod = total;
    for (std::int64_t c = 1; c <= fewestUp; ++c) {
        std::int64_t ports = 0;
        bool divides = true;
        for (std::size_t i = 0; i < leaves.size(); ++i) {
            if (leaves[i] == 0) continue;
            divides = divides && up[i] % c == 0;
            ports += leaves[i] * (up[i] / c);
        }
        if (!divides || ports > downPorts) continue;
        b.group_size = b.switches_per_pod = b.switches = c;
        b.bundle = up[0] / c;
        return b;
    }
    // No even split fits: count single links so the plan shows numbers; validation reports it.
    b.fits = false;
    b.bundle = 1;
    std::int64_t links = 0;
    for (std::size_t i = 0; i < leaves.size(); ++i) links += leaves[i] * up[i];
    b.group_size = b.switches_per_pod = b.switches = std::max<std::int64_t>(1, ceilDiv(links, downPorts));
    return b;
}

const char* tierName(int tierIndex, int tierCount) {
    if (tierIndex == 0) return "leaf";
    if (tierIndex == 1) return "spine";
    if (tierIndex == 2) return tierCount == 3 ? "core" : "super-spine";
    return "core";
}

}  // namespace cp
