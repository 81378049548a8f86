// Fuzz target: measurement files for `calibrate` (core/calibration) and the catalog layers it
// writes. The input is read as nccl-tests output and as a GEMM table, and each that reads is
// fitted and written as a catalog layer checked on the shipped catalog, as the CLI does; the
// input is also read as a user catalog layer. Seeds: tests/data/calibration.

#include <cstddef>
#include <cstdint>
#include <string>

#include "calibration/calibration_layer.h"
#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "catalog/catalog_loader.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const auto runs = cp::calib::parseNcclTests(text, "all_reduce_perf.txt", warnings);
        const auto c = cp::calib::calibrateCollectives(runs, cpfuzz::shippedCatalog().performance, {"h100-sxm", 50e9, "2025-01-01"});
        if (!c.parameters.empty()) (void)cp::calib::checkedCalibrationLayerText(cpfuzz::shippedCatalog(), {}, c.layer, "fitted.json");
    });
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const auto table = cp::calib::parseGemmTable(text, "gemm.csv", warnings);
        const auto g =
            cp::calib::calibrateGemm({table}, cpfuzz::shippedCatalog().performance, {"a100-sxm-80gb", std::nullopt, "2025-01-01"});
        if (!g.parameters.empty()) (void)cp::calib::checkedCalibrationLayerText(cpfuzz::shippedCatalog(), {}, g.layer, "fitted.json");
    });
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        (void)cp::overlayCatalogText(cpfuzz::shippedCatalog(), text, "user.json", warnings);
    });
    return 0;
}
