#include "fabric/fat_tree.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/int_math.h"

namespace cp {

namespace {

double ratioAt(const std::vector<double>& ratios, int tierIndex) {
    return tierIndex < static_cast<int>(ratios.size()) ? ratios[static_cast<std::size_t>(tierIndex)] : 1.0;
}

// Ports a non-top switch reserves for uplinks at down:up ratio R: the largest u
// with (k - u) / u ≥ R, i.e. u = floor(k / (R + 1)), at least 1.
std::int64_t upPorts(std::int64_t radix, double ratio) {
    const auto up = static_cast<std::int64_t>(std::floor(static_cast<double>(radix) / (ratio + 1.0) + 1e-9));
    return std::max<std::int64_t>(1, up);
}

struct TierShape {
    std::int64_t down = 0;
    std::int64_t up = 0;
};

std::vector<TierShape> shapes(std::int64_t radix, int tiers, const std::vector<double>& ratios) {
    std::vector<TierShape> out(static_cast<std::size_t>(tiers));
    for (int t = 0; t < tiers; ++t) {
        auto& s = out[static_cast<std::size_t>(t)];
        if (t == tiers - 1) {
            s = {radix, 0};  // the top tier points every port down
        } else {
            s.up = upPorts(radix, ratioAt(ratios, t));
            s.down = radix - s.up;
        }
    }
    return out;
}

// Switches per tier when every non-top switch wires all its up ports.
std::vector<std::int64_t> compactCounts(std::int64_t endpoints, std::int64_t radix, const std::vector<TierShape>& shape) {
    const int tiers = static_cast<int>(shape.size());
    std::vector<std::int64_t> n(shape.size());
    std::int64_t linksFromBelow = endpoints;
    for (int t = 0; t < tiers; ++t) {
        const auto& s = shape[static_cast<std::size_t>(t)];
        const std::int64_t portsPerSwitch = t == tiers - 1 ? radix : s.down;
        n[static_cast<std::size_t>(t)] = std::max<std::int64_t>(1, ceilDiv(linksFromBelow, portsPerSwitch));
        linksFromBelow = saturatingMultiply(n[static_cast<std::size_t>(t)], s.up);
    }
    return n;
}

}  // namespace

const char* tierName(int tierIndex, int tierCount) {
    if (tierCount == 1) return "leaf";
    if (tierIndex == 0) return "leaf";
    if (tierIndex == 1) return "spine";
    if (tierIndex == 2) return tierCount == 3 ? "core" : "super-spine";
    return "core";
}

std::int64_t fatTreeMaxEndpoints(std::int64_t radix, int tiers, const std::vector<double>& downUpRatio) {
    if (radix <= 0 || tiers <= 0) return 0;
    if (tiers == 1) return radix;
    // A tier-t pod joins `down_t` pods of tier t-1; the top tier joins `radix` pods.
    const auto shape = shapes(radix, tiers, downUpRatio);
    std::int64_t pod = shape[0].down;
    for (int t = 1; t < tiers - 1; ++t) pod = saturatingMultiply(pod, shape[static_cast<std::size_t>(t)].down);
    return saturatingMultiply(pod, radix);
}

FatTreeCounts countFatTree(const FatTreeSpec& spec) {
    FatTreeCounts out;
    const std::int64_t k = spec.radix;
    if (spec.tiers) {
        out.tiers = *spec.tiers;
    } else {
        out.tiers = 4;
        for (int l = 1; l <= 4; ++l)
            if (spec.endpoints <= fatTreeMaxEndpoints(k, l, spec.down_up_ratio)) { out.tiers = l; break; }
    }
    out.max_endpoints = fatTreeMaxEndpoints(k, out.tiers, spec.down_up_ratio);
    out.fits = spec.endpoints <= out.max_endpoints;

    const auto shape = shapes(k, out.tiers, spec.down_up_ratio);
    const auto populated = compactCounts(spec.endpoints, k, shape);
    // Build-out: the top tier is sized for the provisioned endpoint count.
    auto provisioned = populated;
    if (spec.provisioned_endpoints && *spec.provisioned_endpoints > spec.endpoints && out.tiers > 1)
        provisioned.back() = compactCounts(*spec.provisioned_endpoints, k, shape).back();

    std::int64_t linksFromBelow = spec.endpoints;
    for (int t = 0; t < out.tiers; ++t) {
        const auto i = static_cast<std::size_t>(t);
        FatTreeTier tier;
        tier.name = tierName(t, out.tiers);
        tier.switches = provisioned[i];
        tier.switches_compact = populated[i];
        tier.down_ports_per_switch = shape[i].down;
        tier.up_ports_per_switch = shape[i].up;
        tier.ports_down = linksFromBelow;
        tier.links_up = saturatingMultiply(populated[i], shape[i].up);
        tier.ports_up = tier.links_up;
        tier.ports_spare = std::max<std::int64_t>(0, saturatingMultiply(tier.switches, k) - tier.ports_down - tier.ports_up);
        linksFromBelow = tier.links_up;
        out.switches += tier.switches;
        out.switch_links += tier.links_up;
        out.tier.push_back(tier);
    }
    return out;
}

}  // namespace cp
