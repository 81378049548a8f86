#include "calibration/collective_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "calibration/calibration_layer.h"
#include "calibration/fit_text.h"
#include "performance/calibration.h"
#include "performance/collectives.h"

namespace cp::calib {

using perf::Collective;

const char* scopeName(MeasurementScope scope) {
    switch (scope) {
    case MeasurementScope::ScaleUp:
        return "scale-up domain";
    case MeasurementScope::Node:
        return "one node (PCIe)";
    case MeasurementScope::Network:
        return "across nodes";
    }
    return "";
}

namespace {

double busFactor(const NcclTestsRun& run) { return perf::busBandwidthFactor(run.collective, run.ranks); }

std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

}  // namespace

AlphaBetaFit fitAlphaBeta(const NcclTestsRun& run) {
    AlphaBetaFit f;
    const double factor = busFactor(run);
    for (const NcclTestsRow& r : run.rows)
        if (r.bytes > 0) {
            f.bytes.push_back(r.bytes);
            f.measured_seconds.push_back(r.out_of_place.time_us * 1e-6);
        }
    if (factor <= 0) {
        f.problem = "one rank: nothing crosses a link";
        return f;
    }
    const auto n = static_cast<Eigen::Index>(f.bytes.size());
    Eigen::MatrixXd a(n, 2);
    Eigen::VectorXd t(n), w(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        a(i, 0) = 1.0;
        a(i, 1) = factor * f.bytes[k];
        t(i) = f.measured_seconds[k];
        w(i) = 1.0 / t(i);
    }
    std::optional<Eigen::VectorXd> x = n >= 2 ? weightedLeastSquares(a, t, w) : std::nullopt;
    if (x && (*x)(0) < 0) {  // the latency would be negative: fit the bandwidth alone through the origin
        const std::optional<Eigen::VectorXd> slope = weightedLeastSquares(a.rightCols(1), t, w);
        x = slope ? std::optional<Eigen::VectorXd>(Eigen::Vector2d(0.0, (*slope)(0))) : std::nullopt;
        f.note = "the latency came out below 0 and was fixed at 0";
    }
    if (!x) {
        f.problem = "needs at least two different sizes";
        return f;
    }
    if (!((*x)(1) > 0)) {
        f.problem = "the time does not grow with the size";
        return f;
    }
    f.latency_seconds = (*x)(0);
    f.bus_bytes_per_second = 1.0 / (*x)(1);
    for (Eigen::Index i = 0; i < n; ++i) f.fitted_seconds.push_back((a.row(i) * *x)(0));
    f.quality = fitQuality(f.measured_seconds, f.fitted_seconds);
    return f;
}

namespace {

// One point of a scope's joint fit: measured = known + steps · hop + inverse · (1 / efficiency).
struct JointRow {
    double steps = 0;    // hops whose latency is fitted
    double inverse = 0;  // seconds at efficiency 1 (bus factor × size / nominal bandwidth)
    double known = 0;    // seconds fixed by the base (ring base, hops of another class)
    double measured = 0;
};

struct JointFit {
    double hop_latency_seconds = 0, efficiency = 0;
    std::vector<double> measured, fitted;
    FitQuality quality;
    std::string note, problem;
};

JointFit solveJoint(const std::vector<JointRow>& rows) {
    JointFit j;
    const auto n = static_cast<Eigen::Index>(rows.size());
    Eigen::MatrixXd a(n, 2);
    Eigen::VectorXd b(n), w(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const JointRow& r = rows[static_cast<std::size_t>(i)];
        a(i, 0) = r.steps;
        a(i, 1) = r.inverse;
        b(i) = r.measured - r.known;
        w(i) = 1.0 / r.measured;
        j.measured.push_back(r.measured);
    }
    std::optional<Eigen::VectorXd> x = n >= 2 ? weightedLeastSquares(a, b, w) : std::nullopt;
    if (!x || (*x)(0) < 0) {  // one kind of step count, or a negative hop: the hop at 0, bandwidth alone
        const std::optional<Eigen::VectorXd> slope = n >= 1 ? weightedLeastSquares(a.rightCols(1), b, w) : std::nullopt;
        x = slope ? std::optional<Eigen::VectorXd>(Eigen::Vector2d(0.0, (*slope)(0))) : std::nullopt;
        if (x) j.note = "the hop latency came out below 0 (the fixed ring base already covers the small sizes) and was set to 0";
    }
    if (!x || !((*x)(1) > 0)) {
        j.problem = "the time does not grow with the size";
        return j;
    }
    j.hop_latency_seconds = (*x)(0);
    j.efficiency = 1.0 / (*x)(1);
    for (Eigen::Index i = 0; i < n; ++i) j.fitted.push_back(rows[static_cast<std::size_t>(i)].known + (a.row(i) * *x)(0));
    j.quality = fitQuality(j.measured, j.fitted);
    return j;
}

MeasurementScope scopeOf(const NcclTestsRun& run, const perf::GpuCalibration* gpu) {
    const std::int64_t domain = gpu ? gpu->scale_up.gpus_per_domain : run.ranks_per_host;
    if (domain > 1 && run.ranks <= domain && (run.hosts == 1 || domain > run.ranks_per_host)) return MeasurementScope::ScaleUp;
    return run.hosts == 1 ? MeasurementScope::Node : MeasurementScope::Network;
}

// Ring steps of a collective on n ranks over `nodes` nodes (collectives.cpp): all, and those on the network.
struct Steps {
    double all = 0, network = 0;
};
Steps ringSteps(Collective c, double n, double nodes) {
    switch (c) {
    case Collective::AllReduce:
        return {2 * (n - 1), 2 * (nodes - 1)};
    case Collective::ReduceScatter:
    case Collective::AllGather:
        return {n - 1, nodes - 1};
    case Collective::AllToAll:
    case Collective::SendRecv:
        break;
    }
    return {1, nodes > 1 ? 1.0 : 0.0};  // direct: one step, on the network when the ranks span nodes
}

std::string sourceText(const std::vector<std::string>& files, const std::string& what, const std::string& date,
                       const FitQuality& q) {
    std::string names;
    for (const std::string& f : files) names += (names.empty() ? "" : ", ") + f;
    return "fitted to " + names + " on " + date + ": " + what + "; " + fitSummary(q) + " (clusterplanner-cli calibrate nccl)";
}

struct Context {
    const perf::PerformanceCalibration& base;
    const perf::GpuCalibration* gpu;
    const CollectiveCalibrationInput& input;
    CollectiveCalibration& out;
};

void addParameter(Context& c, const std::string& key, double value, double previous, const char* unit,
                  const std::string& source) {
    c.out.parameters.push_back({key, value, previous, unit, source});
}

// All-reduce inside a domain whose switches reduce (NVLink SHARP): the model takes the faster of a
// ring and NVLS (collectives.cpp), so the measured all-reduce sets nvls_efficiency, whichever
// algorithm NCCL ran (with NVLS off, the ring's speed). Bus = factor × bandwidth × nvls.
void fitNvls(Context& c) {
    const perf::ScaleUpDomain& up = c.gpu->scale_up;
    if (!(up.nvls_efficiency.value > 0)) return;
    std::vector<std::string> files;
    std::vector<double> measured, fitted;
    double sum = 0;
    for (RunFit& r : c.out.runs) {
        if (r.scope != MeasurementScope::ScaleUp || !r.fit.problem.empty() || r.run.collective != Collective::AllReduce) continue;
        sum += r.fit.bus_bytes_per_second / (busFactor(r.run) * up.bandwidth_bytes_per_second);
        files.push_back(fileName(r.run.file));
        measured.insert(measured.end(), r.fit.measured_seconds.begin(), r.fit.measured_seconds.end());
        fitted.insert(fitted.end(), r.fit.fitted_seconds.begin(), r.fit.fitted_seconds.end());
        r.use = "NVLink SHARP efficiency (the model's all-reduce inside the domain)";
    }
    if (files.empty()) return;
    const double nvls = sum / static_cast<double>(files.size());
    if (nvls > 1.0) {
        c.out.notes.push_back("all-reduce inside the domain above NVLink SHARP's ceiling (nvls_efficiency " + formatShare(nvls) +
                              " > 1): not saved; is --gpu right?");
        return;
    }
    const std::string source = sourceText(files,
                                          "all-reduce inside the NVLink domain, bus bandwidth / (bus factor × NVLink "
                                          "bandwidth): the model's all-reduce there is the faster of a ring and NVLink SHARP",
                                          c.input.date, fitQuality(measured, fitted));
    layerGpu(c.out.layer, *c.gpu).scale_up.nvls_efficiency = Sourced{nvls, source};
    addParameter(c, "gpus/" + c.gpu->gpu.name + "/scale_up/nvls_efficiency", nvls, up.nvls_efficiency.value, "", source);
}

// Inside the NVLink domain: the rings' efficiency and hop latency, all ring-plausible runs at once.
void fitScaleUp(Context& c) {
    const perf::ScaleUpDomain& up = c.gpu->scale_up;
    const std::string gpuKey = "gpus/" + c.gpu->gpu.name + "/scale_up/";
    std::vector<JointRow> rows;
    ScopeFit scope;
    scope.scope = MeasurementScope::ScaleUp;
    scope.nominal_bytes_per_second = up.bandwidth_bytes_per_second;
    for (RunFit& r : c.out.runs) {
        if (r.scope != MeasurementScope::ScaleUp || !r.fit.problem.empty()) continue;
        if (r.fit.bus_bytes_per_second > up.bandwidth_bytes_per_second) {  // no ring moves more than the links carry
            if (r.use.empty())
                r.use = "not used: bus bandwidth above the GPU's NVLink bandwidth (" +
                        formatBandwidth(up.bandwidth_bytes_per_second) + "); is --gpu right?";
            continue;
        }
        const double n = static_cast<double>(r.run.ranks);
        const double factor = busFactor(r.run);
        for (std::size_t i = 0; i < r.fit.bytes.size(); ++i)
            rows.push_back({ringSteps(r.run.collective, n, 1).all, factor * r.fit.bytes[i] / up.bandwidth_bytes_per_second,
                            c.base.collectives.ring_base_seconds.value, r.fit.measured_seconds[i]});
        scope.files.push_back(fileName(r.run.file));
        r.use = (r.use.empty() ? "" : r.use + "; ") + "scale-up efficiency and hop latency";
    }
    if (rows.empty()) return;
    const JointFit j = solveJoint(rows);
    scope.note = j.problem.empty() ? j.note : j.problem;
    scope.quality = j.quality;
    scope.hop_latency_seconds = j.hop_latency_seconds;
    scope.efficiency = j.efficiency;
    if (j.problem.empty() && j.efficiency <= 1.0 && j.efficiency >= 1e-3) {
        const std::string source = sourceText(scope.files, "rings inside the NVLink domain", c.input.date, j.quality);
        perf::ScaleUpDomain& g = layerGpu(c.out.layer, *c.gpu).scale_up;
        g.efficiency = Sourced{j.efficiency, source};
        g.latency_seconds = Sourced{j.hop_latency_seconds, source};
        addParameter(c, gpuKey + "efficiency", j.efficiency, up.efficiency.value, "", source);
        addParameter(c, gpuKey + "latency_seconds", j.hop_latency_seconds, up.latency_seconds.value, "s", source);
        scope.saved = true;
    } else if (j.problem.empty()) {
        scope.note = "efficiency " + formatShare(j.efficiency) + " is outside 0.001-1: not saved";
    }
    c.out.scopes.push_back(scope);
}

// The seconds at NIC efficiency 1 for one size: ring collectives move bus factor × size through
// the members' NIC share (g per node), direct ones each rank's off-node part through its own NIC.
double networkInverse(const NcclTestsRun& run, double bytes, double nic) {
    const double n = static_cast<double>(run.ranks), g = static_cast<double>(run.ranks_per_host);
    switch (run.collective) {
    case Collective::AllReduce:
    case Collective::ReduceScatter:
    case Collective::AllGather:
        return busFactor(run) * bytes / (g * nic);
    case Collective::AllToAll:
        return bytes * (n - g) / n / nic;
    case Collective::SendRecv:
        break;
    }
    return bytes / nic;
}

// Across nodes: the network's hop latency and NIC efficiency, with the hops inside the nodes at
// the scale-up (or PCIe) latency the model already has.
void fitNetwork(Context& c, double upLatency) {
    std::vector<JointRow> rows;
    ScopeFit scope;
    scope.scope = MeasurementScope::Network;
    scope.nominal_bytes_per_second = c.input.nic_bytes_per_second_per_gpu;
    const double nic = c.input.nic_bytes_per_second_per_gpu;
    for (RunFit& r : c.out.runs) {
        if (r.scope != MeasurementScope::Network || !r.fit.problem.empty()) continue;
        if (nic <= 0) {
            r.use = "not used: give the NIC bandwidth per GPU (--nic-gbps) to fit the network";
            continue;
        }
        if (r.run.ranks != r.run.hosts * r.run.ranks_per_host) {
            r.use = "not used: its nodes hold different numbers of ranks";
            continue;
        }
        const double n = static_cast<double>(r.run.ranks), nodes = static_cast<double>(r.run.hosts);
        const bool nvlink = std::min(r.run.ranks_per_host, c.gpu->scale_up.gpus_per_domain) > 1;
        const double intraHop = nvlink ? upLatency : c.base.pcie_hop_latency_seconds.value;
        const Steps steps = ringSteps(r.run.collective, n, nodes);
        const double known = c.base.collectives.ring_base_seconds.value + (steps.all - steps.network) * intraHop;
        for (std::size_t i = 0; i < r.fit.bytes.size(); ++i)
            rows.push_back({steps.network, networkInverse(r.run, r.fit.bytes[i], nic), known, r.fit.measured_seconds[i]});
        scope.files.push_back(fileName(r.run.file));
        r.use = "NIC efficiency and network hop latency";
    }
    if (rows.empty()) return;
    const JointFit j = solveJoint(rows);
    scope.note = j.problem.empty() ? j.note : j.problem;
    scope.quality = j.quality;
    scope.hop_latency_seconds = j.hop_latency_seconds;
    scope.efficiency = j.efficiency;
    if (j.problem.empty() && j.efficiency <= 1.0 && j.efficiency >= 1e-3) {
        const std::string source = sourceText(scope.files, "collectives across nodes, NIC " + formatBandwidth(nic) + " per GPU",
                                              c.input.date, j.quality);
        c.out.layer.nic_efficiency = Sourced{j.efficiency, source};
        c.out.layer.network_hop_latency_seconds = Sourced{j.hop_latency_seconds, source};
        addParameter(c, "interconnect/nic_efficiency", j.efficiency, c.base.nic_efficiency.value, "", source);
        addParameter(c, "interconnect/network_hop_latency_seconds", j.hop_latency_seconds,
                     c.base.network_hop_latency_seconds.value, "s", source);
        scope.saved = true;
    } else if (j.problem.empty()) {
        scope.note = "efficiency " + formatShare(j.efficiency) +
                     " is outside 0.001-1 of the NIC bandwidth: not saved; is --nic-gbps right?";
    }
    c.out.scopes.push_back(scope);
}

// The layout the model sees for a run: one domain (scale-up) or g ranks on each node.
perf::GroupLayout layoutOf(const RunFit& r, std::int64_t domain) {
    perf::GroupLayout g;
    const bool pair = r.run.collective == Collective::SendRecv;  // collectives.cpp: a pair of neighbours
    g.size = pair ? 2 : r.run.ranks;
    if (r.scope == MeasurementScope::ScaleUp) {
        g.per_domain = g.per_node = g.size;
    } else {
        g.per_node = pair ? 1 : r.run.ranks_per_host;
        g.per_domain = std::min(g.per_node, domain);
    }
    return g;
}

// Where the calibrated model misses a run by more than 10 %: the size, both times and the algorithm
// the model picked there (its choice, e.g. a tree for small messages, may not be the run's).
void noteWorstPoint(Context& c, const RunFit& r, const perf::GroupLayout& layout, const perf::Hardware& hw) {
    std::size_t worst = 0;
    for (std::size_t i = 0; i < r.model_seconds.size(); ++i)
        if (std::abs(r.model_seconds[i] / r.fit.measured_seconds[i] - 1) >
            std::abs(r.model_seconds[worst] / r.fit.measured_seconds[worst] - 1))
            worst = i;
    const perf::CollectiveCost at = perf::collectiveCost(r.run.collective, r.fit.bytes[worst], layout, hw);
    c.out.notes.push_back(fileName(r.run.file) + ": the calibrated model is off by up to " +
                          formatPercent(r.model_quality.max_relative_error) + " (at " + significant(r.fit.bytes[worst], 4) +
                          " B it picks " + perf::algorithmName(at.algorithm) + ": " + formatDuration(at.seconds) + " against " +
                          formatDuration(r.fit.measured_seconds[worst]) + " measured)");
}

// The calibrated model (collectiveCost with the fitted values on top of `base`) at every measured size.
void replay(Context& c) {
    perf::PerformanceCalibration calibrated = c.base;
    perf::overlayPerformanceSpecs(calibrated, c.out.layer);
    const perf::GpuCalibration* gpu = calibrated.gpu(c.gpu->gpu.name);
    for (RunFit& r : c.out.runs) {
        if (!r.fit.problem.empty() || r.scope == MeasurementScope::Node) continue;
        if (r.scope == MeasurementScope::Network && c.input.nic_bytes_per_second_per_gpu <= 0) continue;
        perf::ClusterTopology topology;
        topology.gpu = gpu->gpu.name;
        if (!calibrated.host(topology.host) && !calibrated.hosts.empty()) topology.host = calibrated.hosts.front().name;
        topology.gpus_per_node = r.scope == MeasurementScope::ScaleUp ? r.run.ranks : r.run.ranks_per_host;
        topology.nic_bytes_per_second_per_gpu = c.input.nic_bytes_per_second_per_gpu;
        const perf::HardwareBuild build = perf::buildHardware(calibrated, topology);
        if (!build.problem.empty()) continue;
        const perf::GroupLayout layout = layoutOf(r, gpu->scale_up.gpus_per_domain);
        for (double bytes : r.fit.bytes)
            r.model_seconds.push_back(perf::collectiveCost(r.run.collective, bytes, layout, build.hardware).seconds);
        r.model_quality = fitQuality(r.fit.measured_seconds, r.model_seconds);
        if (r.model_quality.max_relative_error > 0.1) noteWorstPoint(c, r, layout, build.hardware);
    }
}

}  // namespace

CollectiveCalibration calibrateCollectives(const std::vector<NcclTestsRun>& runs, const perf::PerformanceCalibration& base,
                                           const CollectiveCalibrationInput& input) {
    CollectiveCalibration out;
    const perf::GpuCalibration* gpu = input.gpu.empty() ? nullptr : base.gpu(input.gpu);
    for (const NcclTestsRun& run : runs) {
        RunFit r{run, scopeOf(run, gpu), fitAlphaBeta(run), {}, {}, {}};
        if (!r.fit.problem.empty()) r.use = "not used: " + r.fit.problem;
        out.runs.push_back(std::move(r));
    }
    if (!gpu) {
        out.notes.push_back(input.gpu.empty() ? "give --gpu ID to turn the fits into the model's parameters"
                                              : "no GPU \"" + input.gpu + "\" with performance specs in the catalog: fits only");
        return out;
    }
    for (RunFit& r : out.runs)
        if (r.scope == MeasurementScope::Node && r.fit.problem.empty())
            r.use = "reported only: the model's PCIe values (interconnect.pcie_*) are shared by every host type";
    Context context{base, gpu, input, out};
    fitNvls(context);
    fitScaleUp(context);
    const perf::GpuCalibration* fitted = out.layer.gpu(gpu->gpu.name);  // the base's values where nothing was fitted
    const perf::ScaleUpDomain& up = (fitted ? *fitted : *gpu).scale_up;
    const double upLatency = up.latency_seconds.value;
    fitNetwork(context, upLatency);
    for (const ScopeFit& s : out.scopes)
        if (s.scope == MeasurementScope::Network && gpu->scale_up.gpus_per_domain > 1) {
            const double upBus = up.bandwidth_bytes_per_second * up.efficiency.value;
            for (const RunFit& r : out.runs)
                if (r.scope == MeasurementScope::Network && r.fit.bus_bytes_per_second >= 0.95 * upBus)
                    out.notes.push_back(fileName(r.run.file) + ": its bus bandwidth (" +
                                        formatBandwidth(r.fit.bus_bytes_per_second) + ") reaches the NVLink ring's (" +
                                        formatBandwidth(upBus) +
                                        "): NVLink may have limited it, so the NIC efficiency is a lower bound");
        }
    if (input.nic_bytes_per_second_per_gpu <= 0 &&
        std::any_of(out.runs.begin(), out.runs.end(), [](const RunFit& r) { return r.scope == MeasurementScope::Network; }))
        out.notes.push_back("runs across nodes were fitted but not turned into model parameters: give --nic-gbps");
    replay(context);
    return out;
}

}  // namespace cp::calib
