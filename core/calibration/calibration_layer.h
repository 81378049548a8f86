#pragma once
// What a calibration saves: the fitted values as a user catalog layer (docs/catalog-format.md),
// read on top of the shipped catalog like any `--catalog FILE` (CLI) or the GUI's user catalog.
// The layer's "performance" object gives the interconnect values fitted and the whole entry of
// the GPU measured with its fitted values in place, because a layer replaces a GPU entry whole.

#include <string>

#include "catalog/catalog.h"
#include "catalog/performance_specs.h"

namespace cp::calib {

// The entry of `base`'s GPU in `layer`: found, or a copy of `base` appended (values not fitted
// keep the ones the fit started from).
perf::GpuCalibration& layerGpu(perf::PerformanceCalibration& layer, const perf::GpuCalibration& base);

// `existing` (the entries of the file written to; empty for a new file) with `fitted` on top:
// its other parts and performance entries stay, the fitted values and GPU entry replace theirs.
Catalog withFittedValues(const Catalog& existing, const perf::PerformanceCalibration& fitted);

// The file a calibration writes for `layer` (catalog file format, schema 1, with a description).
std::string calibrationLayerText(const Catalog& layer);

// What saving writes: withFittedValues as text, checked the way loading it will check it, on top
// of `below` (the catalogs under the file: the shipped one and any --catalog before it). Throws
// cp::InputError naming `file` and the JSON path when it would not load; nothing should be
// written then.
std::string checkedCalibrationLayerText(const Catalog& below, const Catalog& existing, const perf::PerformanceCalibration& fitted,
                                        const std::string& file);

// Today's date in UTC as YYYY-MM-DD, for the sources of fitted values.
std::string todayUtc();

}  // namespace cp::calib
