#include "reliability/spare_pool.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

double failureRate(const SparePoolInput& in, std::int64_t failed) {
    const std::int64_t sparesUp = std::max<std::int64_t>(0, in.spare_nodes - failed);
    const std::int64_t powered =
        in.hot_spares ? in.active_nodes + sparesUp : std::min(in.active_nodes, in.active_nodes + in.spare_nodes - failed);
    return static_cast<double>(std::max<std::int64_t>(0, powered)) * in.node_failures_per_hour;
}

double repairRate(const SparePoolInput& in, std::int64_t failed) {
    const std::int64_t working = in.repair_crews > 0 ? std::min(failed, in.repair_crews) : failed;
    return static_cast<double>(working) / in.repair_hours;
}

// The most likely state up to `last`: the last k with λ_{k-1} > μ_k (λ falls and μ grows with k),
// by bisection.
std::int64_t modeOf(const SparePoolInput& in, std::int64_t last) {
    std::int64_t low = 0, high = last;  // the mode is in [low, high]
    while (low < high) {
        const std::int64_t mid = low + (high - low + 1) / 2;
        if (failureRate(in, mid - 1) > repairRate(in, mid))
            low = mid;
        else
            high = mid - 1;
    }
    return low;
}

// The chain ends well past the mean of the unconstrained pool, and never before the spares plus
// a margin (with few repair crews the mass piles up against that end).
std::int64_t chainEnd(const SparePoolInput& in) {
    const double mean = static_cast<double>(in.active_nodes + in.spare_nodes) * in.node_failures_per_hour * in.repair_hours;
    return std::min<std::int64_t>(
        in.active_nodes + in.spare_nodes,
        std::max<std::int64_t>(in.spare_nodes, 0) + static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30)));
}

// P(k ≤ spares) of the same chain, summed unnormalised from the mode out: what the spares search
// needs (which side of the target it is on), without storing or normalising π.
double availabilityOf(const SparePoolInput& in) {
    if (in.node_failures_per_hour <= 0 || in.active_nodes + in.spare_nodes == 0) return 1.0;
    const std::int64_t last = chainEnd(in);
    const std::int64_t mode = modeOf(in, last);
    double all = 1.0, below = mode <= in.spare_nodes ? 1.0 : 0.0;
    double pi = 1.0;
    for (std::int64_t k = mode; k > 0; --k) {
        pi = pi * repairRate(in, k) / failureRate(in, k - 1);
        if (pi == 0) break;
        all += pi;
        if (k - 1 <= in.spare_nodes) below += pi;
    }
    pi = 1.0;
    for (std::int64_t k = mode; k < last; ++k) {
        const double rate = failureRate(in, k);
        if (rate <= 0) break;
        pi = pi * rate / repairRate(in, k + 1);
        if (pi == 0) break;
        all += pi;
        if (k + 1 <= in.spare_nodes) below += pi;
    }
    return std::min(1.0, below / all);
}

}  // namespace

SparePoolResult solveSparePool(const SparePoolInput& in) {
    if (in.node_failures_per_hour <= 0 || in.active_nodes + in.spare_nodes == 0) return {0, {1.0}, 0.0, 1.0};
    const std::int64_t last = chainEnd(in);
    // A birth-death chain is reversible: π_{k+1} μ_{k+1} = π_k λ_k (detailed balance). Start at
    // π_mode = 1 and walk away from the mode (every factor ≤ 1: nothing overflows) until π
    // underflows to 0: about 39 standard deviations each way, O(√N) states. The states left
    // out are exactly 0 in the full solve too, so the sums below are the same, bit for bit.
    const std::int64_t mode = modeOf(in, last);
    std::vector<double> pi{1.0};               // from the mode down, then reversed
    for (std::int64_t k = mode; k > 0; --k) {  // λ_{k-1} > μ_k > 0 below the mode
        const double next = pi.back() * repairRate(in, k) / failureRate(in, k - 1);
        if (next == 0) break;
        pi.push_back(next);
    }
    SparePoolResult r;
    r.first_state = mode - static_cast<std::int64_t>(pi.size()) + 1;
    std::reverse(pi.begin(), pi.end());
    for (std::int64_t k = mode; k < last; ++k) {  // λ_k = 0 ends the chain (no powered node left)
        const double rate = failureRate(in, k);
        const double next = rate > 0 ? pi.back() * rate / repairRate(in, k + 1) : 0.0;
        if (next == 0) break;
        pi.push_back(next);
    }
    r.probability = std::move(pi);
    double sum = 0;
    for (const double v : r.probability) sum += v;
    for (double& v : r.probability) v /= sum;
    for (std::size_t i = 0; i < r.probability.size(); ++i) {
        const std::int64_t k = r.first_state + static_cast<std::int64_t>(i);
        r.expected_failed += static_cast<double>(k) * r.probability[i];
        if (k <= in.spare_nodes) r.availability += r.probability[i];
    }
    r.availability = std::min(1.0, r.availability);
    return r;
}

namespace {

// z with P(Z > z) = tail for a standard normal Z, tail in (0, 1): Abramowitz & Stegun 26.2.23
// (error below 4.5e-4), enough to centre a bracket that is then checked.
double normalQuantileAbove(double tail) {
    const double p = std::min(tail, 1 - tail);
    const double t = std::sqrt(-2 * std::log(p));
    const double z =
        t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
    return tail <= 0.5 ? z : -z;
}

}  // namespace

std::int64_t sparesNeeded(SparePoolInput input, double shortfallTarget, std::int64_t limit) {
    // Cold spares: the chain does not depend on the spare count, so one solve answers.
    // Hot spares fail too: search the spare count whose availability meets the target.
    input.spare_nodes = 0;
    const double mean = static_cast<double>(input.active_nodes) * input.node_failures_per_hour * input.repair_hours;
    if (!input.hot_spares) {
        // Enough spares that the truncated chain never runs out: failures arrive at N·λ throughout.
        input.spare_nodes = std::min<std::int64_t>(limit, static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30)));
        const SparePoolResult r = solveSparePool(input);
        double cumulative = 0;
        for (std::size_t i = 0; i < r.probability.size(); ++i) {
            cumulative += r.probability[i];
            if (1 - cumulative <= shortfallTarget) return r.first_state + static_cast<std::int64_t>(i);
        }
        return limit;
    }
    // Availability grows with the spare count. Bracket the answer around the normal approximation
    // of the failed count, mean + z √mean (widening until it holds: crews or a tiny pool move it),
    // then bisect: O(log √N) walks of O(√N) states.
    const auto enough = [&](std::int64_t spares) {
        input.spare_nodes = spares;
        return 1 - availabilityOf(input) <= shortfallTarget;
    };
    const double z = shortfallTarget > 0 && shortfallTarget < 1 ? normalQuantileAbove(shortfallTarget) : 0;
    const auto guess = std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(mean + z * std::sqrt(mean))), 0, limit);
    std::int64_t width = std::max<std::int64_t>(2, static_cast<std::int64_t>(std::ceil(std::sqrt(mean))));
    std::int64_t low = std::max<std::int64_t>(0, guess - width), high = std::min(limit, guess + width);
    while (high < limit && !enough(high)) {
        low = high + 1;
        high = std::min(limit, high + (width *= 2));
    }
    while (low > 0 && enough(low)) {
        high = low;
        low = std::max<std::int64_t>(0, low - (width *= 2));
    }
    while (low < high) {  // enough(high), and (low == 0 or not enough(low)): the answer is in [low, high]
        const std::int64_t mid = low + (high - low) / 2;
        if (enough(mid))
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

}  // namespace cp
