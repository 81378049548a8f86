#pragma once
// A sweep's rows as an aligned text table, RFC 4180 CSV and JSON (docs/sweeps.md).

#include <cstddef>
#include <string>
#include <vector>

#include "common/format.h"  // formatSignificant, which sweep tables use
#include "explore/sweep.h"
#include "explore/sweep_bands.h"

namespace cp {

// Optional context printed with the rows.
struct SweepOutputInfo {
    std::string title;                     // study name; empty for ad-hoc sweeps
    std::vector<std::size_t> pareto_rows;  // rows on the Pareto front (marked "*" / "pareto": true)
    bool with_pareto = false;              // whether a front was computed
    const SweepBands* bands = nullptr;     // fan bands: each metric's P10 / P50 / P90 beside its value
};

// Labels with units as headers; 4 significant digits; failed rows show the loader's message.
std::string sweepText(const SweepResult& result, const SweepOutputInfo& info = {});
// Header: variant, axis paths, metric paths, error, warnings; full precision; empty cell = no value.
std::string sweepCsv(const SweepResult& result, const SweepOutputInfo& info = {});
// Writes sweepCsv atomically; returns the rows written. Throws std::runtime_error naming the file.
std::size_t writeSweepCsv(const std::string& path, const SweepResult& result, const SweepOutputInfo& info = {});
std::string sweepJsonText(const SweepResult& result, const SweepOutputInfo& info = {});

}  // namespace cp
