#pragma once
// Fan bands (docs/sweeps.md#fan-bands, issue 39): each point of a sweep sampled under its design's
// default ranges (docs/uncertainty.md#default-ranges), as `uncertainty PROFILE` would sample it, so a
// chart draws the P10-P90 band around the line and a table gives the deciles beside the value.

#include <cstdint>
#include <optional>
#include <vector>

#include "catalog/catalog.h"
#include "explore/sweep.h"

namespace cp {

inline constexpr std::size_t kMaxBandSamples = 10000;

struct BandSpec {
    std::size_t samples = 0;  // per point; 0: no bands
    std::uint64_t seed = 1;
};

struct SweepBand {
    double p10 = 0, p50 = 0, p90 = 0;
};

struct SweepBands {
    std::size_t samples = 0;
    std::uint64_t seed = 1;
    // Per row, per metric of the sweep: nullopt where the row failed or was not reached, or the
    // metric is not a plan metric a sample has (a number of the plan's JSON, an input).
    std::vector<std::vector<std::optional<SweepBand>>> rows;
    bool cancelled = false;
    double seconds = 0;

    bool empty() const { return samples == 0; }
};

// Samples every planned row of `result` (runSweep's, for `spec`) `bands.samples` times. Points run
// one after another, each on `control.threads`; cancel and progress (rows done) as runSweep's.
SweepBands sweepBands(const SweepSpec& spec, const SweepResult& result, const Catalog& catalog, const BandSpec& bands,
                      const SweepControl& control = {});

}  // namespace cp
