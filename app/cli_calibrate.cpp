#include "cli_calibrate.h"

#include <filesystem>
#include <iostream>

#include "calibration/calibration_layer.h"
#include "calibration/calibration_text.h"
#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "catalog/catalog_loader.h"
#include "common/format.h"
#include "common/file_io.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cpcli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;

void printWarnings(const cp::Diagnostics& warnings, const std::string& file) {
    for (const auto& w : warnings)
        std::cerr << "warning: " << file << ": " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
}

// The catalogs the fits start from: `below` is the shipped catalog with the --catalog files on
// top (what the output file will be layered on), `base` that with the output file on top when it
// exists (a new fit updates it), and `existing` that file's own entries.
struct Start {
    cp::Catalog below, base, existing;
};

Start startFrom(const std::string& dataDir, const CliArgs& o) {
    const std::string& output = o.output;
    std::vector<std::string> userFiles;
    for (const std::string& f : o.catalogs)
        if (output.empty() || !sameFile(f, output)) userFiles.push_back(f);
    Start s;
    cp::Diagnostics warnings;
    s.below = cp::loadCatalogFiles(cp::catalogFileList(dataDir, userFiles), warnings);
    for (const auto& w : warnings) std::cerr << "warning: " << w.path << ": " << w.message << "\n";
    s.base = s.below;
    std::error_code ec;
    if (!output.empty() && std::filesystem::exists(output, ec)) {
        const std::string text = cp::readTextFile(output);
        cp::Diagnostics outputWarnings;
        s.base = cp::overlayCatalogText(s.below, text, output, outputWarnings);  // a broken file stops here, unchanged
        cp::mergeCatalogText(text, output, s.existing, outputWarnings);
        // Writing the layer back would drop what the loader ignored (a profile given as -o lost its
        // compute and networks): an existing file is updated only when it is all catalog.
        std::vector<std::string> foreign;
        for (const cp::Diagnostic& w : outputWarnings)
            if (w.message.find("unknown key") != std::string::npos && foreign.size() < 6)
                foreign.push_back(w.path.substr(w.path.rfind(":/") == std::string::npos ? 0 : w.path.rfind(":/") + 1));
        if (!foreign.empty())
            throw cp::InputError(output, "",
                                 "has keys a catalog layer does not (" + cp::joinQuoted(foreign) +
                                     "); -o updates a catalog layer and would drop them: choose a new file or a catalog "
                                     "layer; the file was left as it is");
        printWarnings(outputWarnings, output);
    }
    return s;
}

void requireGpu(const cp::Catalog& catalog, const std::string& gpu) {
    if (gpu.empty() || catalog.performance.gpu(gpu)) return;
    std::vector<std::string> ids;
    for (const auto& g : catalog.performance.gpus) ids.push_back(g.gpu.name);
    throw cp::InputError(
        "", "--gpu",
        cp::quotedExcerpt(gpu) + " is not a GPU with performance specs in the catalog; expected one of " + cp::joinQuoted(ids));
}

// Writes the fitted values as a user catalog layer, after checking it loads on the catalogs below.
int save(const Start& start, const cp::perf::PerformanceCalibration& fitted, std::size_t values, const std::string& output) {
    if (values == 0) {
        std::cerr << "error: " << output << ": nothing to save: no fit gave a model value (the notes above say why); "
                  << "the file was not changed\n";
        return kExitInvalidInput;
    }
    const std::string text = cp::calib::checkedCalibrationLayerText(start.below, start.existing, fitted, output);
    std::error_code ec;
    const bool existed = std::filesystem::exists(output, ec);
    try {
        cp::writeFileAtomically(output, text);
    } catch (const std::runtime_error& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
    std::cerr << "wrote " << cp::countOf(static_cast<std::int64_t>(values), "fitted value") << " to " << output
              << (existed ? " (updated; its other entries kept)" : "") << ": a catalog layer, use it with --catalog " << output
              << "\n";
    return kExitOk;
}

int calibrateNccl(const CliArgs& o, const Start& start) {
    std::vector<cp::calib::NcclTestsRun> runs;
    for (auto file = o.operands.begin() + 1; file != o.operands.end(); ++file) {
        cp::Diagnostics warnings;
        for (auto& run : cp::calib::loadNcclTests(*file, warnings)) runs.push_back(std::move(run));
        printWarnings(warnings, *file);
    }
    cp::calib::CollectiveCalibrationInput input;
    input.gpu = o.gpu;
    input.nic_bytes_per_second_per_gpu = o.nic_gbps.value_or(0) * 1e9 / 8;
    input.date = cp::calib::todayUtc();
    const cp::calib::CollectiveCalibration c = cp::calib::calibrateCollectives(runs, start.base.performance, input);
    std::cout << cp::calib::collectiveCalibrationText(c);
    return o.output.empty() ? kExitOk : save(start, c.layer, c.parameters.size(), o.output);
}

int calibrateGemm(const CliArgs& o, const Start& start) {
    std::vector<cp::calib::GemmTable> tables;
    for (auto file = o.operands.begin() + 1; file != o.operands.end(); ++file) {
        cp::Diagnostics warnings;
        tables.push_back(cp::calib::loadGemmTable(*file, warnings));
        printWarnings(warnings, *file);
    }
    cp::calib::GemmCalibrationInput input;
    input.gpu = o.gpu;
    input.training_share = o.training_share;
    input.date = cp::calib::todayUtc();
    const cp::calib::GemmCalibration c = cp::calib::calibrateGemm(tables, start.base.performance, input);
    std::cout << cp::calib::gemmCalibrationText(c);
    return o.output.empty() ? kExitOk : save(start, c.layer, c.parameters.size(), o.output);
}

}  // namespace

int calibrateCommand(const CliArgs& o, const std::string& dataDir) {
    try {
        const Start start = startFrom(dataDir, o);
        requireGpu(start.base, o.gpu);
        return o.operands.front() == "nccl" ? calibrateNccl(o, start) : calibrateGemm(o, start);
    } catch (const cp::InputError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
}

}  // namespace cpcli
