#include "cli_calibrate.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>

#include "calibration/calibration_text.h"
#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "common/file_io.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "performance/calibration.h"
#include "performance/user_calibration.h"

namespace cpcli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;

std::string today() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &utc);
    return buffer;
}

void printWarnings(const cp::Diagnostics& warnings, const std::string& file) {
    for (const auto& w : warnings) std::cerr << "warning: " << file << ": " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
}

// The shipped calibration with the output file's values on top when it exists (a new fit
// updates it), and those values alone.
struct Start {
    cp::perf::PerformanceCalibration shipped, base;
    cp::perf::UserCalibration existing;
};

Start startFrom(const std::string& dataDir, const std::string& output) {
    Start s;
    cp::Diagnostics warnings;
    s.shipped = cp::perf::loadPerformanceCalibration(cp::perf::performanceCalibrationPath(dataDir), warnings);
    s.base = s.shipped;
    std::error_code ec;
    if (!output.empty() && std::filesystem::exists(output, ec)) {
        cp::Diagnostics userWarnings;
        s.existing = cp::perf::parseUserCalibration(cp::readTextFile(output), output, userWarnings);
        s.base = cp::perf::overlayUserCalibration(s.shipped, s.existing, output);
        printWarnings(userWarnings, output);
    }
    return s;
}

void requireGpu(const cp::perf::PerformanceCalibration& c, const std::string& gpu, const std::string& dataDir) {
    if (gpu.empty() || c.gpu(gpu)) return;
    std::vector<std::string> names;
    for (const auto& g : c.gpus) names.push_back(g.gpu.name);
    throw cp::InputError(cp::perf::performanceCalibrationPath(dataDir), "--gpu",
                         "\"" + gpu + "\" is not a GPU of the calibration; expected one of " + cp::joinQuoted(names));
}

// Merges the fitted values into the output file's, checks the result loads on the shipped
// calibration, and writes it atomically.
int save(const Start& start, const cp::perf::UserCalibration& fitted, const std::string& output) {
    if (fitted.valueCount() == 0) {
        std::cerr << "error: " << output << ": nothing to save: no fit gave a model parameter (the notes above say why); "
                  << "the file was not changed\n";
        return kExitInvalidInput;
    }
    const std::size_t before = start.existing.valueCount();
    const cp::perf::UserCalibration merged = cp::perf::updatedUserCalibration(start.shipped, start.existing, fitted, output);
    std::error_code ec;
    const bool existed = std::filesystem::exists(output, ec);
    try {
        cp::writeFileAtomically(output, cp::perf::userCalibrationJsonText(merged));
    } catch (const std::runtime_error& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
    const std::size_t kept = merged.valueCount() - fitted.valueCount();
    std::cerr << "wrote " << fitted.valueCount() << " fitted value(s) to " << output;
    if (existed) std::cerr << " (updated: " << kept << " of its " << before << " value(s) kept)";
    std::cerr << "\n";
    return kExitOk;
}

int calibrateNccl(const CliArgs& o, const Start& start) {
    std::vector<cp::calib::NcclTestsRun> runs;
    for (const QString& file : o.operands.mid(1)) {
        cp::Diagnostics warnings;
        for (auto& run : cp::calib::loadNcclTests(file.toStdString(), warnings)) runs.push_back(std::move(run));
        printWarnings(warnings, file.toStdString());
    }
    cp::calib::CollectiveCalibrationInput input;
    input.gpu = o.gpu.toStdString();
    input.nic_bytes_per_second_per_gpu = o.nic_gbps.value_or(0) * 1e9 / 8;
    input.date = today();
    const cp::calib::CollectiveCalibration c = cp::calib::calibrateCollectives(runs, start.base, input);
    std::cout << cp::calib::collectiveCalibrationText(c);
    return o.output.isEmpty() ? kExitOk : save(start, c.user, o.output.toStdString());
}

int calibrateGemm(const CliArgs& o, const Start& start) {
    std::vector<cp::calib::GemmTable> tables;
    for (const QString& file : o.operands.mid(1)) {
        cp::Diagnostics warnings;
        tables.push_back(cp::calib::loadGemmTable(file.toStdString(), warnings));
        printWarnings(warnings, file.toStdString());
    }
    cp::calib::GemmCalibrationInput input;
    input.gpu = o.gpu.toStdString();
    input.training_share = o.training_share;
    input.date = today();
    const cp::calib::GemmCalibration c = cp::calib::calibrateGemm(tables, start.base, input);
    std::cout << cp::calib::gemmCalibrationText(c);
    return o.output.isEmpty() ? kExitOk : save(start, c.user, o.output.toStdString());
}

}  // namespace

int calibrateCommand(const CliArgs& o, const std::string& dataDir) {
    try {
        const Start start = startFrom(dataDir, o.output.toStdString());
        requireGpu(start.base, o.gpu.toStdString(), dataDir);
        return o.operands.first() == "nccl" ? calibrateNccl(o, start) : calibrateGemm(o, start);
    } catch (const cp::InputError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
}

}  // namespace cpcli
