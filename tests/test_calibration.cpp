// Calibration from measurements (core/calibration): the nccl-tests and GEMM-table readers on the
// samples and on broken copies of them (each refusal names its line), the Eigen fits on synthetic
// data with known parameters, and the fitted values as a user catalog layer: written, read back
// on top of the shipped catalog (data/catalog/performance.json), refitted and refused.
#include <QtTest>

#include <cmath>
#include <functional>
#include <sstream>

#include "calibration/calibration_layer.h"
#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "calibration/least_squares.h"
#include "calibration/nccl_tests.h"
#include "catalog/catalog_loader.h"
#include "catalog/catalog_writer.h"
#include "common/file_io.h"
#include "common/input_error.h"
#include "performance/kernel_time.h"
#include "performance/calibration.h"
#include "step_time_cases.h"

using namespace cp::calib;
using cp::perf::Collective;

namespace {

std::string sample(const std::string& name) { return std::string(CLUSTERPLANNER_TEST_DATA_DIR) + "/calibration/" + name; }
std::string sampleText(const std::string& name) { return cp::readTextFile(sample(name)); }

const cp::perf::PerformanceCalibration& shipped() { return cptest::performanceCalibration(); }

// A user catalog layer's text on top of the shipped catalog, as --catalog FILE reads it.
cp::Catalog layered(const std::string& text, const std::string& file = "mine.json") {
    cp::Diagnostics w;
    return cp::overlayCatalogText(cptest::shippedCatalog(), text, file, w);
}

// The InputError's "path: problem" (file left out), or "" when `f` does not throw.
std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const cp::InputError& e) {
        return e.jsonPath() + ": " + e.problem();
    }
    return "";
}

std::string ncclError(const std::string& text, const std::string& file = "all_reduce_perf.txt") {
    return errorOf([&] {
        cp::Diagnostics w;
        parseNcclTests(text, file, w);
    });
}

std::string gemmError(const std::string& text) {
    return errorOf([&] {
        cp::Diagnostics w;
        parseGemmTable(text, "gemm.csv", w);
    });
}

// Replaces the first `from` (which must be there) with `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::logic_error("not in the sample: " + from);
    return text.replace(at, from.size(), to);
}

// The sample cut after the line that starts with `prefix` (the line kept).
std::string cutAfter(const std::string& text, const std::string& prefix) {
    const auto at = text.find(prefix);
    return text.substr(0, text.find('\n', at) + 1);
}

// The sample with the row whose size is `size` rebuilt from its fields after `edit`.
std::string editRow(const std::string& text, const std::string& size,
                    const std::function<std::vector<std::string>(std::vector<std::string>)>& edit) {
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        std::istringstream in(line);
        std::vector<std::string> fields;
        for (std::string f; in >> f;) fields.push_back(f);
        if (!fields.empty() && fields[0] == size) {
            std::string rebuilt;
            for (const std::string& f : edit(fields)) rebuilt += "  " + f;
            return text.substr(0, start) + rebuilt + text.substr(end);
        }
        start = end + 1;
    }
    throw std::logic_error("no row of size " + size);
}

// A run whose times are `seconds(bytes)`: the fits see nothing but its rows.
NcclTestsRun syntheticRun(Collective c, std::int64_t ranks, std::int64_t hosts, const std::function<double(double)>& seconds) {
    NcclTestsRun run;
    run.file = "synthetic.txt";
    run.collective = c;
    run.ranks = ranks, run.hosts = hosts, run.ranks_per_host = ranks / hosts;
    for (double bytes = 1024; bytes <= 8.0 * (1 << 30); bytes *= 2) {
        NcclTestsRow row;
        row.bytes = bytes;
        row.out_of_place.time_us = seconds(bytes) * 1e6;
        run.rows.push_back(row);
    }
    return run;
}

cp::perf::Hardware hardware(const cp::perf::PerformanceCalibration& c, const std::string& gpu, std::int64_t perNode, double nic) {
    cp::perf::ClusterTopology t;
    t.gpu = gpu, t.gpus_per_node = perNode, t.nic_bytes_per_second_per_gpu = nic;
    return cp::perf::buildHardware(c, t).hardware;
}

const ParameterFit* parameter(const std::vector<ParameterFit>& list, const std::string& key) {
    for (const ParameterFit& p : list)
        if (p.key == key) return &p;
    return nullptr;
}

}  // namespace

class TestCalibration : public QObject {
    Q_OBJECT

private slots:
    // --- nccl-tests: the real layout ---------------------------------------------------------
    void readsTheSamples_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("collective");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("hosts");
        QTest::addColumn<QString>("from");
        QTest::newRow("all-reduce") << "all_reduce_perf-h100-1node.txt" << int(Collective::AllReduce) << 8 << 1 << "line 1";
        QTest::newRow("all-gather") << "all_gather_perf-h100-1node.txt" << int(Collective::AllGather) << 8 << 1
                                    << "the file name";
        QTest::newRow("reduce-scatter") << "reduce_scatter_perf-h100-1node.txt" << int(Collective::ReduceScatter) << 8 << 1
                                        << "the file name";
        QTest::newRow("all-to-all") << "alltoall_perf-h100-1node.txt" << int(Collective::AllToAll) << 8 << 1 << "the file name";
        QTest::newRow("send/receive") << "sendrecv_perf-h100-1node.txt" << int(Collective::SendRecv) << 8 << 1 << "the file name";
        QTest::newRow("two nodes") << "all_reduce_perf-dgx-h100-2node.txt" << int(Collective::AllReduce) << 16 << 2 << "line 1";
    }
    void readsTheSamples() {
        QFETCH(QString, file);
        QFETCH(int, collective);
        QFETCH(int, ranks);
        QFETCH(int, hosts);
        QFETCH(QString, from);
        cp::Diagnostics warnings;
        const std::vector<NcclTestsRun> runs = loadNcclTests(sample(file.toStdString()), warnings);
        QCOMPARE(runs.size(), std::size_t{1});
        QVERIFY(warnings.empty());
        const NcclTestsRun& run = runs.front();
        QCOMPARE(int(run.collective), collective);
        QCOMPARE(run.ranks, std::int64_t{ranks});
        QCOMPARE(run.hosts, std::int64_t{hosts});
        QCOMPARE(run.ranks_per_host, std::int64_t{8});
        QCOMPARE(QString::fromStdString(run.collective_from), from);
        QCOMPARE(run.device, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(run.rows.size(), std::size_t{31});  // 8 B to 8 GiB, factor 2
        QCOMPARE(run.rows.back().bytes, 8589934592.0);
        QVERIFY(run.average_bus_bandwidth_gb_per_s > 100);
    }

    // Several runs in one log with NCCL's own lines between them, as `for t in ...; do $t; done > log` makes.
    void readsAConcatenatedLogAndSkipsForeignLines() {
        const std::string gather = replaced(sampleText("all_gather_perf-h100-1node.txt"), "# nThread",
                                            "# Collective test starting: all_gather_perf\n# nThread");
        std::string noisy = replaced(gather, "         128             4",
                                     "node01:41213:41213 [0] NCCL INFO comm 0x55 rank 0\n         128             4");
        const std::string log = sampleText("all_reduce_perf-h100-1node.txt") + "node01: mpirun finished\n" + noisy;
        cp::Diagnostics warnings;
        const auto runs = parseNcclTests(log, "suite.log", warnings);
        QCOMPARE(runs.size(), std::size_t{2});
        QCOMPARE(int(runs[0].collective), int(Collective::AllReduce));
        QCOMPARE(int(runs[1].collective), int(Collective::AllGather));
        QCOMPARE(runs[1].rows.size(), std::size_t{31});
        QCOMPARE(warnings.size(), std::size_t{1});
        QVERIFY2(warnings[0].message.find("1 line inside the table is not an nccl-tests row") != std::string::npos,
                 warnings[0].message.c_str());
    }

    // Older nccl-tests (before 2.11): no root column, "error" instead of "#wrong".
    void readsTheLayoutWithoutRoot() {
        std::string text = sampleText("all_gather_perf-h100-1node.txt");
        text = replaced(text, "   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
                        "   redop     time   algbw   busbw  error     time   algbw   busbw  error");
        std::string out;
        std::size_t start = 0;
        while (start < text.size()) {  // drop the root field ("-1") of every row
            std::size_t end = text.find('\n', start);
            std::string line = text.substr(start, end - start);
            if (!line.empty() && line[0] != '#') line = replaced(line, "  none      -1  ", "  none  ");
            out += line + "\n";
            start = end + 1;
        }
        cp::Diagnostics warnings;
        const auto runs = parseNcclTests(out, "all_gather_perf.txt", warnings);
        QCOMPARE(runs.front().rows.size(), std::size_t{31});
        QCOMPARE(runs.front().rows.back().out_of_place.busbw_gb_per_s,
                 sampleRun("all_gather_perf-h100-1node.txt").rows.back().out_of_place.busbw_gb_per_s);
    }

    void refusesBrokenFiles_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("file");
        QTest::addColumn<QString>("error");
        const std::string ar = sampleText("all_reduce_perf-h100-1node.txt");  // header line 15, 8 B on line 17
        const std::string ag = sampleText("all_gather_perf-h100-1node.txt");  // header line 14, first row line 16
        const std::string name = "all_reduce_perf.txt";
        auto setField = [](std::size_t i, const std::string& v) {
            return [=](std::vector<std::string> t) { return t[i] = v, t; };
        };
        QTest::newRow("truncated table")
            << cutAfter(ar, "    16777216") << name
            << "line 38: the table of line 15 ends without nccl-tests' \"# Avg bus bandwidth\" footer";
        QTest::newRow("row cut mid-line") << editRow(ar, "1048576", [](std::vector<std::string> t) { return t.resize(7), t; })
                                          << name << "line 34: expected 13 fields";
        QTest::newRow("wrong columns") << replaced(ar, "busbw #wrong     time", "#wrong busbw     time") << name
                                       << "line 15: the columns are not nccl-tests' table";
        QTest::newRow("not a number") << editRow(ar, "8", setField(5, "5x.60")) << name
                                      << "line 17: column time: \"5x.60\" is not a number";
        QTest::newRow("columns swapped") << editRow(ar, "134217728", [](std::vector<std::string> t) {
            return std::swap(t[5], t[7]), t;
        }) << name << "line 41: algbw 194.5 GB/s is not size / time = 394.33 GB/s";
        QTest::newRow("collective line beats the name") << ar << std::string("all_gather_perf.txt") << "";
        QTest::newRow("gather named all_reduce")
            << ag << name << "line 16: redop \"none\" does not fit all-reduce (read from the file name)";
        QTest::newRow("bus factor of other ranks")
            << editRow(ar, "134217728", [](std::vector<std::string> t) { return t[7] = t[6], t; }) << name
            << "line 41: busbw / algbw = 1.000";
        QTest::newRow("no header") << ar.substr(ar.find("           8             2")) << name
                                   << "line 1: a table row before nccl-tests' column header";
        QTest::newRow("devices missing") << [&] {
            std::string t = ar;
            for (auto at = t.find("#  Rank"); at != std::string::npos; at = t.find("#  Rank"))
                t.erase(at, t.find('\n', at) - at + 1);
            return t;
        }() << name << "line 7: no \"# Using devices\" list before the table";
        QTest::newRow("unknown collective") << replaced(ag, "# nThread", "# Collective test starting: broadcast_perf\n# nThread")
                                            << name << "line 1: \"broadcast_perf\" is not one of the nccl-tests the model reads";
        QTest::newRow("no collective at all") << ag << std::string("log.txt") << "line 14: cannot tell which collective this is";
        QTest::newRow("second header") << replaced(ar, "# Out of bounds",
                                                   "#       size         count      type   redop    root     time   algbw   "
                                                   "busbw #wrong     time   algbw   busbw #wrong\n# Out of bounds")
                                       << name << "line 48: a second column header before the table of line 15";
        QTest::newRow("empty file") << std::string() << name << "line 1: no nccl-tests table";
        QTest::newRow("not nccl-tests") << std::string("hello\nworld\n") << name << "line 2: no nccl-tests table";
    }
    void refusesBrokenFiles() {
        QFETCH(std::string, text);
        QFETCH(std::string, file);
        QFETCH(QString, error);
        const QString got = QString::fromStdString(ncclError(text, file));
        if (error.isEmpty()) {
            QVERIFY2(got.isEmpty(), qPrintable(got));
            return;
        }
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    // --- the alpha-beta fit ------------------------------------------------------------------
    void alphaBetaRecoversKnownParameters() {
        const double alpha = 23e-6, bus = 231e9;
        const NcclTestsRun run = syntheticRun(Collective::AllReduce, 8, 1, [&](double bytes) {
            return alpha + cp::perf::busBandwidthFactor(Collective::AllReduce, 8) * bytes / bus;
        });
        const AlphaBetaFit fit = fitAlphaBeta(run);
        QVERIFY(fit.problem.empty());
        QVERIFY(std::abs(fit.latency_seconds / alpha - 1) < 1e-9);
        QVERIFY(std::abs(fit.bus_bytes_per_second / bus - 1) < 1e-9);
        QVERIFY(fit.quality.r_squared > 1 - 1e-12);
        QVERIFY(fit.quality.max_relative_error < 1e-9);
    }

    void alphaBetaRecoversTheSampleWithinItsRipple() {
        // all_reduce_perf-h100-1node.txt: 6.6 + 14 × 3.4 = 54.2 µs and 370 GB/s, ±3 % ripple.
        const AlphaBetaFit fit = fitAlphaBeta(sampleRun("all_reduce_perf-h100-1node.txt"));
        QVERIFY2(std::abs(fit.latency_seconds / 54.2e-6 - 1) < 0.02, qPrintable(QString::number(fit.latency_seconds)));
        QVERIFY2(std::abs(fit.bus_bytes_per_second / 370e9 - 1) < 0.02, qPrintable(QString::number(fit.bus_bytes_per_second)));
        QVERIFY(fit.quality.max_relative_error < 0.05);
        QVERIFY(fit.quality.r_squared > 0.999);
    }

    void alphaBetaSaysWhenItCannotFit() {
        NcclTestsRun run = syntheticRun(Collective::AllReduce, 1, 1, [](double) { return 1e-5; });
        QCOMPARE(QString::fromStdString(fitAlphaBeta(run).problem), QString("one rank: nothing crosses a link"));
        run = syntheticRun(Collective::AllReduce, 8, 1, [](double b) { return 1e-3 - b * 1e-14; });
        QCOMPARE(QString::fromStdString(fitAlphaBeta(run).problem), QString("the time does not grow with the size"));
        run.rows.resize(1);
        QCOMPARE(QString::fromStdString(fitAlphaBeta(run).problem), QString("needs at least two different sizes"));
    }

    // Times made by the model itself (collectiveCost on A100 NVLink: rings) with a known efficiency
    // and hop latency: the joint fit gives them back.
    void scaleUpParametersRecoveredFromTheModel() {
        cp::perf::PerformanceCalibration truth = shipped();
        cp::perf::GpuCalibration& a100 = const_cast<cp::perf::GpuCalibration&>(*truth.gpu("a100-sxm-80gb"));
        a100.scale_up.efficiency.value = 0.71;
        a100.scale_up.latency_seconds.value = 2.5e-6;
        const cp::perf::Hardware hw = hardware(truth, "a100-sxm-80gb", 8, 25e9);
        cp::perf::GroupLayout g;
        g.size = g.per_domain = g.per_node = 8;
        std::vector<NcclTestsRun> runs;
        for (Collective c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter})
            runs.push_back(
                syntheticRun(c, 8, 1, [&](double bytes) { return cp::perf::collectiveCost(c, bytes, g, hw).seconds; }));
        const CollectiveCalibration c = calibrateCollectives(runs, shipped(), {"a100-sxm-80gb", 0, "2025-01-01"});
        QCOMPARE(c.scopes.size(), std::size_t{1});
        QVERIFY(c.scopes[0].saved);
        QVERIFY2(std::abs(c.scopes[0].efficiency - 0.71) < 1e-9, qPrintable(QString::number(c.scopes[0].efficiency, 'g', 12)));
        QVERIFY2(std::abs(c.scopes[0].hop_latency_seconds - 2.5e-6) < 1e-12,
                 qPrintable(QString::number(c.scopes[0].hop_latency_seconds)));
        const auto* eff = parameter(c.parameters, "gpus/a100-sxm-80gb/scale_up/efficiency");
        QVERIFY(eff && std::abs(eff->value - 0.71) < 1e-9 && eff->previous == 0.773);
        QVERIFY(eff->source.find("fitted to synthetic.txt, synthetic.txt, synthetic.txt on 2025-01-01") == 0);
        QVERIFY(eff->source.find("R² 1") != std::string::npos);
        for (const RunFit& r : c.runs) QVERIFY2(r.model_quality.max_relative_error < 1e-9, r.use.c_str());
    }

    // Across nodes: ring times with a known network hop and NIC efficiency (the fit's own formula).
    void networkParametersRecovered() {
        const double nic = 25e9, eff = 0.9, hop = 9e-6, up = shipped().gpu("a100-sxm-80gb")->scale_up.latency_seconds.value;
        const double base = shipped().collectives.ring_base_seconds.value;
        std::vector<NcclTestsRun> runs;
        for (Collective c : {Collective::AllReduce, Collective::AllGather}) {
            const double n = 32, nodes = 4, steps = c == Collective::AllReduce ? 2 * (n - 1) : n - 1;
            const double netSteps = c == Collective::AllReduce ? 2 * (nodes - 1) : nodes - 1;
            runs.push_back(syntheticRun(c, 32, 4, [&](double bytes) {
                return base + netSteps * hop + (steps - netSteps) * up +
                       cp::perf::busBandwidthFactor(c, 32) * bytes / (8 * nic * eff);
            }));
        }
        const CollectiveCalibration c = calibrateCollectives(runs, shipped(), {"a100-sxm-80gb", nic, "2025-01-01"});
        QCOMPARE(c.scopes.size(), std::size_t{1});
        QCOMPARE(int(c.scopes[0].scope), int(MeasurementScope::Network));
        QVERIFY(std::abs(c.scopes[0].efficiency - eff) < 1e-9);
        QVERIFY(std::abs(c.scopes[0].hop_latency_seconds - hop) < 1e-12);
        QVERIFY(!c.layer.nic_efficiency.source.empty() && std::abs(c.layer.nic_efficiency.value - eff) < 1e-9);
        QVERIFY(!c.layer.network_hop_latency_seconds.source.empty());
        QVERIFY(c.layer.gpus.empty());  // nothing of the GPU was fitted: its entry stays out of the layer
        QVERIFY(c.layer.pcie_efficiency.source.empty());
        // Without the NIC bandwidth the runs are fitted but give no parameter.
        const CollectiveCalibration none = calibrateCollectives(runs, shipped(), {"a100-sxm-80gb", 0, "2025-01-01"});
        QVERIFY(none.parameters.empty());
        QVERIFY(none.runs[0].use.find("--nic-gbps") != std::string::npos);
    }

    // The shipped samples: the scale-up fit lands on the numbers they were made from.
    void samplesGiveTheirConstructionValues() {
        std::vector<NcclTestsRun> runs;
        for (const char* f : {"all_reduce_perf-h100-1node.txt", "all_gather_perf-h100-1node.txt",
                              "reduce_scatter_perf-h100-1node.txt", "all_reduce_perf-dgx-h100-2node.txt"})
            runs.push_back(sampleRun(f));
        const CollectiveCalibration c = calibrateCollectives(runs, shipped(), {"h100-sxm", 50e9, "2025-01-01"});
        const auto* eff = parameter(c.parameters, "gpus/h100-sxm/scale_up/efficiency");
        const auto* hop = parameter(c.parameters, "gpus/h100-sxm/scale_up/latency_seconds");
        const auto* nic = parameter(c.parameters, "interconnect/nic_efficiency");
        const auto* net = parameter(c.parameters, "interconnect/network_hop_latency_seconds");
        QVERIFY(eff && hop && nic && net);
        QVERIFY2(std::abs(eff->value - 365.0 / 450) < 0.015, qPrintable(QString::number(eff->value)));  // 360-370 GB/s of 450
        QVERIFY2(std::abs(hop->value - 3.4e-6) < 0.4e-6, qPrintable(QString::number(hop->value)));
        QVERIFY2(std::abs(nic->value - 375.0 / 400) < 0.02, qPrintable(QString::number(nic->value)));
        QVERIFY2(std::abs(net->value - 14e-6) < 5e-6, qPrintable(QString::number(net->value)));
        for (const RunFit& r : c.runs) QVERIFY2(!r.model_seconds.empty(), r.run.file.c_str());
        // 375 GB/s across nodes reaches the NVLink ring's ~370: the fit says NIC efficiency is a lower bound.
        QVERIFY(std::any_of(c.notes.begin(), c.notes.end(),
                            [](const std::string& n) { return n.find("lower bound") != std::string::npos; }));
    }

    void nvlinkSharpIsRecognised() {
        // H100 all-reduce at 480 GB/s bus bandwidth: above the 450 GB/s ring ceiling, so NVLink SHARP.
        const NcclTestsRun run = syntheticRun(Collective::AllReduce, 8, 1, [](double b) { return 20e-6 + 1.75 * b / 480e9; });
        const CollectiveCalibration c = calibrateCollectives({run}, shipped(), {"h100-sxm", 0, "2025-01-01"});
        const auto* nvls = parameter(c.parameters, "gpus/h100-sxm/scale_up/nvls_efficiency");
        QVERIFY(nvls);
        QVERIFY(std::abs(nvls->value - 0.6095) < 0.001);  // the shipped value: 480 / (2·7/8) / 450
        QVERIFY(c.runs[0].use.find("NVLink SHARP") == 0);
        QVERIFY(!parameter(c.parameters, "gpus/h100-sxm/scale_up/efficiency"));  // no ring moves 480 GB/s on 450
        // NVLS switched off (NCCL_NVLS_ENABLE=0): a ring-speed all-reduce sets both, so the model's
        // in-domain all-reduce (the faster of the two) runs at the measured speed.
        const NcclTestsRun ring = syntheticRun(Collective::AllReduce, 8, 1, [](double b) { return 54.2e-6 + 1.75 * b / 370e9; });
        const CollectiveCalibration r = calibrateCollectives({ring}, shipped(), {"h100-sxm", 0, "2025-01-01"});
        QVERIFY(std::abs(parameter(r.parameters, "gpus/h100-sxm/scale_up/nvls_efficiency")->value - 370.0 / 1.75 / 450) < 1e-6);
        QVERIFY(std::abs(parameter(r.parameters, "gpus/h100-sxm/scale_up/efficiency")->value - 370.0 / 450) < 1e-6);
        // At 8 GiB (40 ms) only the latency differs: NVLS's ring base + 2 hops against the ring's 54.2 µs.
        QVERIFY(std::abs(r.runs[0].model_seconds.back() / r.runs[0].fit.measured_seconds.back() - 1) < 2e-3);
        // A100 has no NVLink SHARP: the same bus bandwidth is above its 300 GB/s and not used.
        const CollectiveCalibration a = calibrateCollectives({run}, shipped(), {"a100-sxm-80gb", 0, "2025-01-01"});
        QVERIFY(a.parameters.empty());
        QVERIFY(a.runs[0].use.find("is --gpu right?") != std::string::npos);
    }

    // --- GEMM tables ------------------------------------------------------------------------
    void readsTheGemmSample() {
        cp::Diagnostics warnings;
        const GemmTable t = loadGemmTable(sample("gemm-a100-sxm4.csv"), warnings);
        QCOMPARE(t.rows.size(), std::size_t{40});
        QVERIFY(warnings.empty());
        QCOMPARE(t.rate_column, std::string("TFLOP/s"));
        QCOMPARE(t.rows.front().line, 3);
        QCOMPARE(int(t.rows.front().precision), int(cp::perf::Precision::Fp16));
        QCOMPARE(t.rows.back().m, 16384.0);
    }

    void gemmTableAcceptsTimesBatchesAndAliases() {
        cp::Diagnostics warnings;
        const GemmTable t =
            parseGemmTable("m,n,k,DType,batch,time_ms,notes\n1024,1024,1024,bfloat16,4,0.05,x\n", "g.csv", warnings);
        QCOMPARE(t.rows.size(), std::size_t{1});
        QVERIFY(std::abs(t.rows[0].flops_per_second - 2.0 * 1024 * 1024 * 1024 * 4 / 0.05e-3) < 1);
        QCOMPARE(int(t.rows[0].precision), int(cp::perf::Precision::Bf16));
        QCOMPARE(warnings.size(), std::size_t{1});  // "notes" ignored
        QVERIFY(warnings[0].path == "line 1");
    }

    void refusesBrokenGemmTables_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << std::string("# only a comment\n") << "line 1: no header line";
        QTest::newRow("no rows") << std::string("M,N,K,dtype,TFLOP/s\n") << "line 1: the table has a header but no rows";
        QTest::newRow("missing K") << std::string("M,N,dtype,TFLOP/s\n1,2,bf16,3\n") << "line 1: no \"K\" column";
        QTest::newRow("no rate") << std::string("M,N,K,dtype\n1,2,3,bf16\n") << "line 1: no rate or time column";
        QTest::newRow("column twice") << std::string("M,N,K,K,dtype,tflops\n") << "line 1: column \"K\" is given twice";
        QTest::newRow("short row") << std::string("M,N,K,dtype,TFLOP/s\n# c\n8,8,8,bf16\n")
                                   << "line 3: expected 5 fields as the header has; found 4";
        QTest::newRow("not a number") << std::string("M,N,K,dtype,TFLOP/s\n8,8,eight,bf16,1\n")
                                      << "line 2: column K: \"eight\" is not a number";
        QTest::newRow("fraction") << std::string("M,N,K,dtype,TFLOP/s\n8,8.5,8,bf16,1\n")
                                  << "line 2: column N: 8.5 is not a whole number";
        QTest::newRow("zero rate") << std::string("M,N,K,dtype,TFLOP/s\n8,8,8,bf16,0\n")
                                   << "line 2: column TFLOP/s: 0 is out of range";
        QTest::newRow("fp32") << std::string("M,N,K,dtype,TFLOP/s\n8,8,8,fp32,1\n")
                              << "line 2: column dtype: \"fp32\" is not a precision";
        QTest::newRow("rate and time disagree")
            << std::string("M,N,K,dtype,TFLOP/s,time_us\n1024,1024,1024,fp16,200,100\n") << "line 2: column time_us: gives 21.47";
        QTest::newRow("open quote") << std::string("M,N,K,dtype,TFLOP/s\n8,8,8,\"bf16,1\n")
                                    << "line 2: a quote is opened and not closed";
    }
    void refusesBrokenGemmTables() {
        QFETCH(std::string, text);
        QFETCH(QString, error);
        const QString got = QString::fromStdString(gemmError(text));
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    void nonNegativeLeastSquaresSolves() {
        // Unconstrained optimum (1, −1): NNLS puts the second at 0 and re-fits the first.
        Eigen::MatrixXd a(3, 2);
        a << 1, 0, 0, 1, 1, 1;
        Eigen::VectorXd b(3);
        b << 1, -1, 0;
        const Eigen::VectorXd x = nonNegativeLeastSquares(a, b);
        QVERIFY(std::abs(x(0) - 0.5) < 1e-12);
        QCOMPARE(x(1), 0.0);
        // An interior optimum is the plain least-squares one.
        b << 1, 2, 3;
        const Eigen::VectorXd y = nonNegativeLeastSquares(a, b);
        QVERIFY(std::abs(y(0) - 1) < 1e-12 && std::abs(y(1) - 2) < 1e-12);
    }

    // Efficiencies on a known monotone curve (knots at the decades 1e8 ... 1e12): recovered exactly.
    void gemmCurveRecoversAKnownCurve() {
        const std::vector<cp::perf::GemmEfficiencyPoint> truth{
            {1e8, 0.2, ""}, {1e9, 0.45, ""}, {1e10, 0.6, ""}, {1e11, 0.7, ""}, {1e12, 0.72, ""}};
        GemmTable table;
        table.file = "synthetic.csv";
        const auto* a100 = shipped().gpu("a100-sxm-80gb");
        for (int i = 0; i <= 40; ++i) {
            GemmMeasurement m;
            m.line = i + 2;
            const double flops = std::pow(10.0, 8 + 4.0 * i / 40);
            m.m = m.n = 1, m.k = flops / 2;  // only 2·M·N·K matters to the curve
            m.precision = cp::perf::Precision::Fp16;
            m.flops_per_second = cp::perf::gemmEfficiency(truth, flops) * 312e12;
            table.rows.push_back(m);
        }
        std::vector<std::pair<const GemmTable*, const GemmMeasurement*>> points;
        for (const GemmMeasurement& m : table.rows) points.emplace_back(&table, &m);
        const GemmCurveFit fit = fitGemmCurve(points, *a100);
        QCOMPARE(fit.curve.size(), truth.size());
        for (std::size_t i = 0; i < truth.size(); ++i) {
            QVERIFY(std::abs(fit.curve[i].gemm_flops / truth[i].gemm_flops - 1) < 1e-9);
            QVERIFY2(std::abs(fit.curve[i].efficiency - truth[i].efficiency) < 1e-9,
                     qPrintable(QString::number(fit.curve[i].efficiency)));
        }
        QVERIFY(fit.quality.max_relative_error < 1e-9);
    }

    // A dip in the data (e.g. wave quantisation) does not make the curve fall.
    void gemmCurveIsMonotone() {
        GemmTable table;
        table.file = "dip.csv";
        const double eff[] = {0.3, 0.5, 0.7, 0.55, 0.72, 0.74};
        for (int i = 0; i < 6; ++i) {
            GemmMeasurement m;
            m.line = i + 2, m.m = m.n = 1, m.k = std::pow(10.0, 9 + 0.6 * i) / 2;
            m.precision = cp::perf::Precision::Fp16, m.flops_per_second = eff[i] * 312e12;
            table.rows.push_back(m);
        }
        std::vector<std::pair<const GemmTable*, const GemmMeasurement*>> points;
        for (const GemmMeasurement& m : table.rows) points.emplace_back(&table, &m);
        const GemmCurveFit fit = fitGemmCurve(points, *shipped().gpu("a100-sxm-80gb"));
        for (std::size_t i = 1; i < fit.curve.size(); ++i)
            QVERIFY(fit.curve[i].efficiency >= fit.curve[i - 1].efficiency - 1e-12);
        QVERIFY(fit.quality.max_relative_error > 0.05);  // the dip is not followed
    }

    void gemmSampleGivesTheTrainingCurve() {
        cp::Diagnostics warnings;
        const GemmTable t = loadGemmTable(sample("gemm-a100-sxm4.csv"), warnings);
        const GemmCalibration c = calibrateGemm({t}, shipped(), {"a100-sxm-80gb", std::nullopt, "2025-01-01"});
        QCOMPARE(c.fits.size(), std::size_t{2});  // fp16 and tf32
        QVERIFY(c.curve_precision && *c.curve_precision == cp::perf::Precision::Fp16);
        // The training share: the shipped curve's 0.72 over the shipped measured rate min(263/312, 131/156).
        QVERIFY(std::abs(c.training_share - 0.72 / (131.0 / 156)) < 1e-9);
        const auto* bench = parameter(c.parameters, "gpus/a100-sxm-80gb/benchmark_gemm_flops_per_second/fp16");
        QVERIFY(bench && bench->value <= 263e12 && bench->value > 255e12);  // the plateau, Fire-Flyer Table I
        // The largest GEMMs run at ~0.84 of peak as measured, × the share: the shipped 0.72 again.
        QVERIFY2(std::abs(c.saved_curve.back().efficiency - 0.72) < 0.01,
                 qPrintable(QString::number(c.saved_curve.back().efficiency)));
        QVERIFY(c.fits[0].quality.r_squared > 0.99);
        // The layer loads on the shipped catalog (curve under the measured rate).
        const cp::Catalog c2 = layered(checkedCalibrationLayerText(cptest::shippedCatalog(), {}, c.layer, "fitted.json"));
        QCOMPARE(c2.performance.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.size(), c.saved_curve.size());
    }

    void gemmRefusesRatesAbovePeakAndMissingPrecisions() {
        cp::Diagnostics w;
        const GemmTable above = parseGemmTable("M,N,K,dtype,TFLOP/s\n8192,8192,8192,fp16,400\n", "g.csv", w);
        QCOMPARE(QString::fromStdString(errorOf([&] {
                     calibrateGemm({above}, shipped(), {"a100-sxm-80gb", std::nullopt, "d"});
                 })),
                 QString("line 2: 400 TFLOP/s is above the a100-sxm-80gb's fp16 dense peak of 312 TFLOP/s: check the units "
                         "(TFLOP/s) or --gpu"));
        const GemmTable fp8 = parseGemmTable("M,N,K,dtype,TFLOP/s\n8192,8192,8192,fp8,400\n", "g.csv", w);
        QVERIFY(errorOf([&] {
                    calibrateGemm({fp8}, shipped(), {"a100-sxm-80gb", std::nullopt, "d"});
                }).find("has no fp8 peak") != std::string::npos);
        QVERIFY(errorOf([&] { calibrateGemm({fp8}, shipped(), {"Z100", std::nullopt, "d"}); }).find("--gpu") == 0);
    }

    // --- the fitted values as a user catalog layer --------------------------------------------
    void layerRoundTrip() {
        std::vector<NcclTestsRun> runs{sampleRun("all_reduce_perf-h100-1node.txt"),
                                       sampleRun("all_reduce_perf-dgx-h100-2node.txt")};
        const CollectiveCalibration c = calibrateCollectives(runs, shipped(), {"h100-sxm", 50e9, "2025-01-01"});
        cp::Diagnostics w;
        const GemmCalibration g =
            calibrateGemm({loadGemmTable(sample("gemm-a100-sxm4.csv"), w)}, shipped(), {"a100-sxm-80gb", 0.9, "2025-01-01"});
        const cp::Catalog both = withFittedValues(withFittedValues({}, c.layer), g.layer);
        const std::string text = calibrationLayerText(both);
        QVERIFY(text.find("\"schema\": 1") != std::string::npos && text.find("\"description\"") != std::string::npos);
        const cp::Catalog catalog = layered(text);
        // Read back alone, the layer writes the same file.
        cp::Catalog entries;
        cp::mergeCatalogText(text, "mine.json", entries, w);
        QVERIFY(w.empty());
        QCOMPARE(calibrationLayerText(entries), text);
        QCOMPARE(entries.performance.gpus.size(), std::size_t{2});
        QVERIFY(entries.gpus.empty() && entries.nodes.empty());  // performance values only
        // The fitted values are the catalog's now, with their sources.
        const cp::perf::PerformanceCalibration& p = catalog.performance;
        const auto* h100 = p.gpu("h100-sxm");
        QCOMPARE(h100->scale_up.efficiency.value, c.layer.gpu("h100-sxm")->scale_up.efficiency.value);
        QVERIFY(h100->scale_up.efficiency.source.find("fitted to all_reduce_perf-h100-1node.txt on 2025-01-01: ") == 0);
        QCOMPARE(p.nic_efficiency.value, c.layer.nic_efficiency.value);
        QVERIFY(p.nic_efficiency.source.find("fitted to all_reduce_perf-dgx-h100-2node.txt on 2025-01-01: ") == 0);
        QCOMPARE(p.gpu("a100-sxm-80gb")->gpu.gemm_efficiency.size(), g.saved_curve.size());
        // What was not fitted keeps the shipped value: the rest of the GPU's entry, other GPUs, other interconnect values.
        QCOMPARE(h100->gpu.memory_bound_efficiency.source, shipped().gpu("h100-sxm")->gpu.memory_bound_efficiency.source);
        QCOMPARE(h100->gpu.gemm_efficiency.size(), shipped().gpu("h100-sxm")->gpu.gemm_efficiency.size());
        QCOMPARE(p.pcie_efficiency.source, shipped().pcie_efficiency.source);
        QCOMPARE(p.gpu("b200")->scale_up.efficiency.value, shipped().gpu("b200")->scale_up.efficiency.value);
        QCOMPARE(p.gpus.size(), shipped().gpus.size());
    }

    // A new fit on top of an existing layer replaces what it fitted and keeps the rest.
    void refittingKeepsTheOtherValues() {
        cp::Catalog existing;
        existing.performance.nic_efficiency = cp::Sourced{0.9, "old fit"};
        existing.performance.gpus.push_back(*shipped().gpu("h100-sxm"));
        existing.performance.gpus.back().scale_up.latency_seconds = cp::Sourced{3e-6, "old fit"};
        cp::Nic nic = *cptest::shippedCatalog().findNic(cptest::shippedCatalog().nics.front().id);
        nic.id = "my-nic";
        existing.nics.push_back(nic);  // a user part in the same file
        cp::perf::PerformanceCalibration base = shipped();
        cp::perf::overlayPerformanceSpecs(base, existing.performance);  // the fits start from the file's values
        cp::perf::PerformanceCalibration fitted;
        layerGpu(fitted, *base.gpu("h100-sxm")).scale_up.efficiency = cp::Sourced{0.81, "new fit"};
        const cp::Catalog updated = withFittedValues(existing, fitted);
        QCOMPARE(updated.performance.nic_efficiency.value, 0.9);
        QCOMPARE(updated.performance.gpu("h100-sxm")->scale_up.efficiency.value, 0.81);
        QCOMPARE(updated.performance.gpu("h100-sxm")->scale_up.latency_seconds.source, std::string("old fit"));
        QCOMPARE(updated.nics.size(), std::size_t{1});
        const cp::Catalog catalog = layered(calibrationLayerText(updated));
        QVERIFY(catalog.findNic("my-nic"));
        QCOMPARE(catalog.performance.gpu("h100-sxm")->scale_up.latency_seconds.value, 3e-6);
    }

    // A layer is read by the catalog loader: bad values are refused with the file and JSON path.
    void refusesBadLayers_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<QString>("error");
        cp::Catalog a100;  // a layer with the shipped A100 entry, as calibrate writes it
        a100.performance.gpus.push_back(*shipped().gpu("a100-sxm-80gb"));
        const std::string gpu = cp::catalogDocument(a100).dump();
        QTest::newRow("efficiency above 1")
            << std::string(R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 1.2, "source": "x"}}}})")
            << "mine.json: /performance/interconnect/nic_efficiency/value: 1.2 is out of range";
        QTest::newRow("no source")
            << std::string(R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 0.9, "source": ""}}}})")
            << "mine.json: /performance/interconnect/nic_efficiency/source: ";
        QTest::newRow("part of a GPU entry")
            << std::string(R"({"schema": 1, "performance": {"gpus": [{"id": "h100-sxm", "scale_up": {}}]}})")
            << "mine.json: /performance/gpus/0/gemm_efficiency: ";
        QTest::newRow("unknown GPU") << replaced(gpu, "\"a100-sxm-80gb\"", "\"z100\"")
                                     << "mine.json: /performance/gpus/0/id: \"z100\" is not a GPU in the catalog";
        QTest::newRow("curve above the measured rate")
            << replaced(gpu, "\"efficiency\":0.72", "\"efficiency\":0.9")
            << "mine.json: /performance/gpus/0/gemm_efficiency/4/efficiency: 0.9 is above the "
               "measured GEMM rate";
        QTest::newRow("GPU twice") << [&] {
            cp::Json doc = cp::Json::parse(gpu);
            doc["performance"]["gpus"].push_back(doc["performance"]["gpus"][0]);
            return doc.dump();
        }() << "mine.json: /performance/gpus/1/id: \"a100-sxm-80gb\" is listed twice";
    }
    void refusesBadLayers() {
        QFETCH(std::string, text);
        QFETCH(QString, error);
        QString got;
        try {
            layered(text);
        } catch (const cp::InputError& e) {
            got = QString::fromStdString(e.what());
        }
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    // What saving checks before it writes: fitted values that would not load are refused.
    void aLayerThatWouldNotLoadIsNotWritten() {
        cp::perf::PerformanceCalibration fitted;
        cp::perf::GpuCalibration& a100 = layerGpu(fitted, *shipped().gpu("a100-sxm-80gb"));
        a100.benchmark_gemm_flops_per_second[static_cast<std::size_t>(cp::perf::Precision::Fp16)] = cp::Sourced{100e12, "x"};
        try {
            checkedCalibrationLayerText(cptest::shippedCatalog(), {}, fitted, "out.json");
            QFAIL("a curve above the measured rate was accepted");
        } catch (const cp::InputError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString("out.json"));
            QVERIFY2(e.jsonPath().find("/performance/gpus/0/gemm_efficiency/") == 0, e.what());
        }
    }

    // Layers read in order: each interconnect value given replaces the one below.
    void layersReadInOrder() {
        QTemporaryDir dir;
        const std::string a = dir.filePath("a.json").toStdString(), b = dir.filePath("b.json").toStdString();
        cp::writeFileAtomically(
            a,
            R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 0.9, "source": "a"}, "pcie_efficiency": {"value": 0.7, "source": "a"}}}})");
        cp::writeFileAtomically(
            b, R"({"schema": 1, "performance": {"interconnect": {"nic_efficiency": {"value": 0.8, "source": "b"}}}})");
        cp::Diagnostics w;
        const cp::Catalog c = cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {a, b}), w);
        QCOMPARE(c.performance.nic_efficiency.value, 0.8);
        QCOMPARE(c.performance.pcie_efficiency.value, 0.7);
        QCOMPARE(c.performance.network_hop_latency_seconds.value, shipped().network_hop_latency_seconds.value);
    }

private:
    static NcclTestsRun sampleRun(const std::string& name) {
        cp::Diagnostics w;
        return loadNcclTests(sample(name), w).front();
    }
};

QTEST_APPLESS_MAIN(TestCalibration)
#include "test_calibration.moc"
