#include "calibration/calibration_layer.h"

#include <chrono>
#include <ctime>

#include "catalog/catalog_loader.h"
#include "catalog/catalog_writer.h"

namespace cp::calib {

perf::GpuCalibration& layerGpu(perf::PerformanceCalibration& layer, const perf::GpuCalibration& base) {
    for (perf::GpuCalibration& g : layer.gpus)
        if (g.gpu.name == base.gpu.name) return g;
    layer.gpus.push_back(base);
    return layer.gpus.back();
}

Catalog withFittedValues(const Catalog& existing, const perf::PerformanceCalibration& fitted) {
    Catalog out = existing;
    perf::overlayPerformanceSpecs(out.performance, fitted);
    return out;
}

std::string calibrationLayerText(const Catalog& layer) {
    return catalogFileText(layer,
                           "User catalog layer: step-time model values fitted to measurements (clusterplanner-cli calibrate, or "
                           "Catalog > Calibrate from measurements); each value says what it was fitted to. Load it on top of the "
                           "shipped catalog with --catalog FILE; docs/performance-model.md, Calibration from measurements.");
}

std::string checkedCalibrationLayerText(const Catalog& below, const Catalog& existing, const perf::PerformanceCalibration& fitted,
                                        const std::string& file) {
    const std::string text = calibrationLayerText(withFittedValues(existing, fitted));
    Diagnostics warnings;
    overlayCatalogText(below, text, file, warnings);  // throws InputError naming the file and JSON path
    return text;
}

std::string todayUtc() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &utc);
    return buffer;
}

}  // namespace cp::calib
