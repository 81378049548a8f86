#include "calibration/calibration_text.h"

#include <algorithm>
#include <filesystem>

#include "calibration/fit_text.h"
#include "common/text_table.h"

namespace cp::calib {

namespace {

std::string valueText(const ParameterFit& p, double value) {
    if (p.unit == "s") return formatDuration(value);
    if (p.unit == "FLOP/s") return value > 0 ? formatFlopsRate(value) : "not measured";
    return formatShare(value);
}

std::string parametersText(const std::vector<ParameterFit>& parameters, const std::vector<std::string>& notes) {
    std::string out;
    if (!parameters.empty()) {
        out += "\nValues for the catalog layer (-o writes them; each replaces the catalog's value):\n";
        std::size_t width = 0;
        for (const ParameterFit& p : parameters) width = std::max(width, p.key.size() + 2);
        for (const ParameterFit& p : parameters)
            out += "  " + pad(p.key, width) + pad(valueText(p, p.value), 14) + "(was " + valueText(p, p.previous) + ")\n";
    } else {
        out += "\nNo values for the catalog layer.\n";
    }
    for (const std::string& n : notes) out += "note: " + n + "\n";
    return out;
}

std::string fileOf(const RunFit& r) { return std::filesystem::path(r.run.file).filename().string(); }

std::string runLine(const RunFit& r, std::size_t width) {
    std::string out = "  " + pad(fileOf(r), width) + pad(collectiveName(r.run.collective), 16) +
                      pad(std::to_string(r.run.ranks), 7) + pad(std::to_string(r.run.hosts), 7) + pad(scopeName(r.scope), 17);
    if (r.fit.problem.empty())
        out += pad(formatDuration(r.fit.latency_seconds), 11) + pad(formatBandwidth(r.fit.bus_bytes_per_second), 13) +
               fitSummary(r.fit.quality);
    else
        out += "no fit: " + r.fit.problem;
    out += "\n";
    if (!r.fit.note.empty()) out += "      " + r.fit.note + "\n";
    if (!r.use.empty()) out += "      used for: " + r.use + "\n";
    if (!r.model_seconds.empty())
        out += "      calibrated model (collectiveCost): max error " + formatPercent(r.model_quality.max_relative_error) +
               ", RMS " + formatPercent(r.model_quality.rms_relative_error) + "\n";
    return out;
}

}  // namespace

std::string collectiveCalibrationText(const CollectiveCalibration& c) {
    std::string out =
        "nccl-tests runs: time = latency + bus factor × size / bus bandwidth (least squares weighted by 1 / time)\n";
    std::size_t width = 6;
    for (const RunFit& r : c.runs) width = std::max(width, fileOf(r).size() + 2);
    out += "  " + pad("file", width) + pad("collective", 16) + pad("ranks", 7) + pad("nodes", 7) + pad("scope", 17) +
           pad("latency", 11) + pad("bus bw", 13) + "fit\n";
    for (const RunFit& r : c.runs) out += runLine(r, width);
    if (!c.scopes.empty()) out += "\nModel parameters, all runs of a scope at once (docs/performance-model.md, Calibration):\n";
    for (const ScopeFit& s : c.scopes) {
        out += "  " + std::string(scopeName(s.scope)) + ": hop latency " + formatDuration(s.hop_latency_seconds) +
               ", efficiency " + formatShare(s.efficiency) + " of " + formatBandwidth(s.nominal_bytes_per_second) + " per GPU; " +
               fitSummary(s.quality) + (s.saved ? "" : " (not saved)") + "\n";
        if (!s.note.empty()) out += "      " + s.note + "\n";
    }
    return out + parametersText(c.parameters, c.notes);
}

std::string gemmCalibrationText(const GemmCalibration& c) {
    std::string out = "GEMM efficiency = measured rate / dense peak; curve monotone piecewise-linear in log10 FLOPs (NNLS)\n";
    for (const GemmCurveFit& f : c.fits) {
        out += "  " + std::string(enumName(f.precision)) + " (peak " + formatFlopsRate(f.peak_flops_per_second) +
               "): " + fitSummary(f.quality) + "; highest rate " + formatFlopsRate(f.best_flops_per_second) + " at " + f.best_at +
               "\n";
        out += "      curve as measured:";
        for (const perf::GemmEfficiencyPoint& p : f.curve)
            out.append(" ").append(significant(p.gemm_flops, 3)).append(" → ").append(formatShare(p.efficiency));
        out += "\n";
    }
    if (c.curve_precision)
        out += "  saved curve (" + std::string(enumName(*c.curve_precision)) + ") × training share " +
               formatShare(c.training_share) + ": " + c.training_share_source + "\n";
    return out + parametersText(c.parameters, c.notes);
}

}  // namespace cp::calib
