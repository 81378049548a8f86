// The step-time model's pieces (core/performance): collectives against NCCL's published bus
// bandwidths and Fire-Flyer's HFReduce (arXiv 2408.14158, docs/performance-model.md), memory against Korthikanti
// et al.'s Figure 1 and hand-derived ZeRO values, pipeline bubbles, FLOPs conventions,
// monotonicity, the calibration loader's refusals, explanations and the auto-parallel search.
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <limits>

#include "catalog/catalog_writer.h"
#include "common/input_error.h"
#include "common/file_io.h"
#include <nlohmann/json.hpp>
#include "performance/auto_parallel.h"
#include "performance/flops_count.h"
#include "performance/kernel_time.h"
#include "performance/pipeline.h"
#include "performance/placement.h"
#include "performance/step_explain.h"
#include "step_time_cases.h"
#include "test_support.h"

using namespace cp::perf;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kLargeMessage = 4 * kGiB;

Hardware machine(const std::string& gpu, const std::string& host, double nicPerGpu, std::int64_t gpusPerNode = 8) {
    ClusterTopology t;
    t.gpu = gpu, t.host = host, t.nic_bytes_per_second_per_gpu = nicPerGpu, t.gpus_per_node = gpusPerNode;
    const HardwareBuild b = buildHardware(cptest::performanceCalibration(), t);
    if (!b.problem.empty()) throw std::logic_error(b.problem);
    return b.hardware;
}

GroupLayout layout(std::int64_t size, std::int64_t perDomain, std::int64_t perNode) {
    GroupLayout g;
    g.size = size, g.per_domain = perDomain, g.per_node = perNode;
    return g;
}

double busGBs(Collective c, const GroupLayout& g, const Hardware& hw) {
    return collectiveCost(c, kLargeMessage, g, hw).bus_bytes_per_second / 1e9;
}

// Fire-Flyer 2: 8 PCIe A100 per node, one 200 Gb/s NIC per node, HFReduce.
Hardware fireFlyer() {
    ClusterTopology t;
    t.gpu = "a100-pcie-40gb", t.host = "fire-flyer-2-pcie", t.nic_bytes_per_second_per_gpu = 200e9 / 8 / 8,
    t.host_reduction = true;
    return buildHardware(cptest::performanceCalibration(), t).hardware;
}

const std::string kCalibrationPath = std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/catalog/performance.json";

// The shipped performance file with the value at `pointer` replaced, merged into a catalog
// without performance data: the error it raises as "path: problem", empty when it loads.
QString calibrationErrorWith(const std::string& pointer, const std::string& value, cp::Diagnostics* warnings = nullptr) {
    nlohmann::json doc = nlohmann::json::parse(cp::readTextFile(kCalibrationPath));
    doc[nlohmann::json::json_pointer(pointer)] = nlohmann::json::parse(value);
    cp::Diagnostics local;
    try {
        cp::Catalog catalog = cptest::shippedCatalog();
        catalog.performance = {};
        cp::mergeCatalogText(doc.dump(), "performance.json", catalog, warnings ? *warnings : local);
        cp::linkCatalog(catalog);
    } catch (const cp::InputError& e) {
        return QString::fromStdString(e.jsonPath() + ": " + e.problem());
    }
    return {};
}

// A DP-heavy step: 18.4B GPT, TP 8 inside each DGX A100, DP 8 across nodes, no overlap.
cptest::StepCase dataParallelBound() {
    cptest::StepCase c = cptest::megatronSc21Cases()[3];
    c.job.global_batch_sequences = 64;
    c.par.dp = 8, c.par.micro_batch_sequences = 8;
    return c;
}

}  // namespace

class TestPerformanceModel : public QObject {
    Q_OBJECT

private slots:
    // nccl-tests: busBw = algBw × 2(n−1)/n for all-reduce, × (n−1)/n for the others.
    void busBandwidthFactors() {
        QCOMPARE(busBandwidthFactor(Collective::AllReduce, 8), 2.0 * 7 / 8);
        QCOMPARE(busBandwidthFactor(Collective::AllGather, 8), 7.0 / 8);
        QCOMPARE(busBandwidthFactor(Collective::ReduceScatter, 64), 63.0 / 64);
        QCOMPARE(busBandwidthFactor(Collective::AllToAll, 2), 0.5);
        QCOMPARE(busBandwidthFactor(Collective::SendRecv, 2), 1.0);
        QCOMPARE(busBandwidthFactor(Collective::AllReduce, 1), 0.0);
    }

    // NCCL all-reduce bus bandwidth inside one node (GB/s), NVIDIA GTC 2024/2025 (T4).
    void intraNodeBusBandwidth_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("collective");
        QTest::addColumn<double>("published");
        QTest::newRow("A100 NVLink3") << "a100-sxm-80gb"
                                      << "hgx-pcie-gen4" << 8 << int(Collective::AllReduce) << 232.0;
        QTest::newRow("H100 NVLink4 ring") << "h100-sxm"
                                           << "hgx-pcie-gen5" << 8 << int(Collective::AllGather) << 370.0;
        QTest::newRow("H100 NVLink SHARP") << "h100-sxm"
                                           << "hgx-pcie-gen5" << 8 << int(Collective::AllReduce) << 480.0;
        QTest::newRow("B200 NVLink5") << "b200"
                                      << "hgx-pcie-gen5" << 8 << int(Collective::AllReduce) << 700.0;
        QTest::newRow("GB200 NVL72") << "gb200-b200"
                                     << "hgx-pcie-gen5" << 72 << int(Collective::AllReduce) << 680.0;
        QTest::newRow("PCIe Gen4") << "a100-pcie-40gb"
                                   << "hgx-pcie-gen4" << 8 << int(Collective::AllReduce) << 24.0;
        QTest::newRow("PCIe Gen5") << "a100-pcie-40gb"
                                   << "hgx-pcie-gen5" << 8 << int(Collective::AllReduce) << 48.0;
    }
    void intraNodeBusBandwidth() {
        QFETCH(QString, gpu);
        QFETCH(QString, host);
        QFETCH(int, gpus);
        QFETCH(int, collective);
        QFETCH(double, published);
        const Hardware hw = machine(gpu.toStdString(), host.toStdString(), 50e9, gpus);
        const std::int64_t domain = hw.scale_up.gpus_per_domain > 1 ? gpus : 1;
        QVERIFY_NEAR(busGBs(Collective(collective), layout(gpus, domain, gpus), hw), published, 0.01);
    }

    // Across nodes: DGX A100 8×200G 192 GB/s, DGX H100 8×400G 370-380 GB/s (T4).
    void interNodeBusBandwidth() {
        const Hardware a100 = machine("a100-sxm-80gb", "hgx-pcie-gen4", 25e9);
        QVERIFY_NEAR(busGBs(Collective::AllReduce, layout(32, 8, 8), a100), 192.0, 0.015);
        const Hardware h100 = machine("h100-sxm", "hgx-pcie-gen5", 50e9);
        const double h = busGBs(Collective::AllReduce, layout(32, 8, 8), h100);
        QVERIFY2(h >= 370 * 0.99 && h <= 380 * 1.01, qPrintable(QString::number(h)));
        // One GPU per node (a DP group beside TP 8) has only its own NIC: 25 GB/s × efficiency.
        QVERIFY_NEAR(busGBs(Collective::AllReduce, layout(32, 1, 1), a100), 25 * 0.95, 1e-9);
    }

    // NCCL's cost model (tuning.cc): ring latency = base + steps × per-step latency.
    void latencyTerms() {
        const Hardware hw = machine("a100-sxm-80gb", "hgx-pcie-gen4", 25e9);
        const CollectiveCost tiny = collectiveCost(Collective::AllReduce, 8, layout(8, 8, 8), hw);
        QVERIFY_NEAR(tiny.latency_seconds, 6.6e-6 + 14 * 3.4e-6, 1e-9);
        QCOMPARE(int(tiny.algorithm), int(CollectiveAlgorithm::Ring));
        // Small messages over many nodes take the tree (log-depth latency), large ones the ring.
        QCOMPARE(int(collectiveCost(Collective::AllReduce, 1e4, layout(1024, 8, 8), hw).algorithm),
                 int(CollectiveAlgorithm::Tree));
        QCOMPARE(int(collectiveCost(Collective::AllReduce, 1e10, layout(64, 8, 8), hw).algorithm),
                 int(CollectiveAlgorithm::Ring));
        QCOMPARE(collectiveCost(Collective::AllReduce, 1e9, layout(1, 1, 1), hw).seconds, 0.0);
        // An all-gather over 128 nodes: inside each node first, then one ring of 128 instead of 1,024 steps.
        const CollectiveCost gather = collectiveCost(Collective::AllGather, 1e6, layout(1024, 8, 8), hw);
        QCOMPARE(int(gather.algorithm), int(CollectiveAlgorithm::Hierarchical));
        QVERIFY(gather.latency_seconds < 6.6e-6 + 127 * 14e-6 + 896 * 3.4e-6);
        // Time grows with the message and, for a ring, with the ranks.
        double previous = 0;
        for (double bytes : {1e3, 1e6, 1e9}) {
            const double t = collectiveCost(Collective::AllGather, bytes, layout(64, 8, 8), hw).seconds;
            QVERIFY(t > previous);
            previous = t;
        }
        QVERIFY(collectiveCost(Collective::AllGather, 1e6, layout(512, 8, 8), hw).seconds >
                collectiveCost(Collective::AllGather, 1e6, layout(64, 8, 8), hw).seconds);
    }

    // Fire-Flyer §V (T5): on PCIe nodes with one 200G NIC, HFReduce reaches 6.3-8.1 GB/s, NCCL 1.6-4.8 GB/s
    // (all-reduce algorithm bandwidth, 186 MiB). The model reproduces the ranges' ordering and HFReduce's
    // range; NCCL stays at the top of its range (it does not model NCCL's fall at scale).
    void fireFlyerHostReduction() {
        const Hardware hw = fireFlyer();
        const double bytes = 186.0 * 1024 * 1024;
        std::printf("\n%8s %14s %14s\n", "GPUs", "HFReduce GB/s", "NCCL GB/s");
        for (std::int64_t nodes : {2, 4, 16, 64, 128}) {
            const GroupLayout g = layout(8 * nodes, 1, 8);
            const double hf = bytes / hostReductionAllReduce(bytes, g, hw).seconds / 1e9;
            const double nccl = bytes / collectiveCost(Collective::AllReduce, bytes, g, hw).seconds / 1e9;
            std::printf("%8lld %14.2f %14.2f\n", static_cast<long long>(8 * nodes), hf, nccl);
            QVERIFY2(hf >= 6.3 && hf <= 8.1, qPrintable(QString("HFReduce %1 GB/s").arg(hf)));
            QVERIFY2(nccl >= 1.6 && nccl <= 4.8 * 1.02, qPrintable(QString("NCCL %1 GB/s").arg(nccl)));
            QVERIFY(hf > 1.3 * nccl);
        }
        QCOMPARE(int(hostReductionAllReduce(bytes, layout(64, 1, 8), hw).bottleneck), int(Bottleneck::HostMemory));
    }

    // Fire-Flyer Table I (T5): PCIe A100 GEMM FP16 220 vs 263, TF32 107 vs 131 TFLOPS (83%).
    void fireFlyerGemm() {
        const auto& cal = cptest::performanceCalibration();
        const GpuCalibration& pcie = *cal.gpu("a100-pcie-40gb");
        const GpuCalibration& sxm = *cal.gpu("a100-sxm-80gb");
        QCOMPARE(pcie.benchmarkGemm(Precision::Fp16).value, 220e12);
        QCOMPARE(sxm.benchmarkGemm(Precision::Tf32).value, 131e12);
        QVERIFY_NEAR(pcie.benchmarkGemm(Precision::Fp16).value / sxm.benchmarkGemm(Precision::Fp16).value, 0.83, 0.01);
        QVERIFY_NEAR(pcie.benchmarkGemm(Precision::Tf32).value / sxm.benchmarkGemm(Precision::Tf32).value, 0.83, 0.02);
        // The model's large GEMMs keep that ratio, and never beat the benchmark.
        const double big = 8192.0;
        const double tPcie = gemmSeconds(pcie.gpu, 312e12, big, big, big, 1, 2);
        const double tSxm = gemmSeconds(sxm.gpu, 312e12, big, big, big, 1, 2);
        QVERIFY_NEAR(tSxm / tPcie, 220.0 / 263.0, 0.005);
        QVERIFY(2 * big * big * big / tSxm <= 263e12);
    }

    // Korthikanti et al. Figure 1 (GiB per GPU): activations without recomputation (TP only) and with
    // SP + selective recomputation; weights, gradients and optimizer states 18 bytes per parameter.
    void korthikantiMemory_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("none");
        QTest::addColumn<double>("seqsel");
        QTest::addColumn<double>("parameters");
        QTest::newRow("22B") << 0 << 59.25 << 9.5625 << 45.5625;
        QTest::newRow("175B") << 1 << 66.84375 << 12.3515625 << 45.5625;
        QTest::newRow("530B") << 2 << 114.0234375 << 23.076171875 << 31.640625;
        QTest::newRow("1T") << 3 << 131.25 << 26.5625 << 32.958984375;
    }
    void korthikantiMemory() {
        QFETCH(int, row);
        QFETCH(double, none);
        QFETCH(double, seqsel);
        QFETCH(double, parameters);
        const std::vector<cptest::StepCase> cases = cptest::korthikantiCases();
        cptest::StepCase c = cases[static_cast<std::size_t>(2 * row + 1)];
        c.par.recompute = Recompute::None, c.par.sequence_parallel = false;
        const std::int64_t m = microBatchesPerStep(c.job, c.par);
        auto activations = [&](const Parallelism& p) {
            return activationBytesPerLayer(c.job, p, false) * static_cast<double>(layersOnStage(c.job.model.layers, p, 0)) *
                   inFlightMicroBatches(p, m, 0) / kGiB;
        };
        QVERIFY_NEAR(activations(c.par), none, 1e-9);
        QVERIFY_NEAR(memoryPerGpu(c.job, c.par, c.hw.gpu).activations_bytes / kGiB, none, 1e-9);
        c.par.recompute = Recompute::Selective, c.par.sequence_parallel = true;
        QVERIFY_NEAR(activations(c.par), seqsel, 1e-9);
        // Transformer layers only (the figure leaves out the embedding): a middle stage, or the
        // single stage less its embedding.
        const double layerParameters = stageParameters(c.job, c.par, c.par.pp > 1 ? 1 : 0).dense -
                                       (c.par.pp > 1 ? 0.0 : static_cast<double>(countParameters(c.job.model).embedding) / 8);
        QVERIFY_NEAR(layerParameters * (c.job.weight_bytes + c.job.gradient_bytes + c.job.optimizer_bytes) / kGiB, parameters,
                     1e-9);
    }

    // ZeRO by hand: P parameters per GPU, DP 4: stage 1 divides the optimizer states, 2 also the
    // gradients, 3 also the weights (plus two layers gathered); full recomputation keeps 2·s·b·h per layer.
    void zeroStagesAndRecomputation() {
        cptest::StepCase c = cptest::megatronSc21Cases()[2];  // 7.5B, TP 4, DP 32
        Parallelism& par = c.par;
        const StageParameters p = stageParameters(c.job, par, 0);
        const double P = p.dense, dp = static_cast<double>(par.dp);
        for (int zero = 0; zero <= 3; ++zero) {
            par.zero_stage = zero;
            const MemoryBreakdown m = memoryPerGpu(c.job, par, c.hw.gpu);
            QVERIFY_NEAR(m.optimizer_bytes, 12 * P / (zero >= 1 ? dp : 1), 1e-12);
            QVERIFY_NEAR(m.gradients_bytes, 4 * P / (zero >= 2 ? dp : 1), 1e-12);
            const double gathered = zero >= 3 ? 2 * P / 36 * 2 : 0;  // two of the 36 layers' worth (embedding spread)
            QVERIFY_NEAR(m.weights_bytes, 2 * P / (zero >= 3 ? dp : 1) + gathered, 1e-12);
        }
        par.recompute = Recompute::Full;
        const double tokens = 16 * 2048;
        QVERIFY_NEAR(activationBytesPerLayer(c.job, par, false), tokens * 4096 * 2, 1e-12);
        par.sequence_parallel = true;
        QVERIFY_NEAR(activationBytesPerLayer(c.job, par, false), tokens * 4096 * 2 / 4, 1e-12);
    }

    void bubbleFractions() {
        QCOMPARE(bubbleRatio(8, 1, 64), 7.0 / 64);
        QCOMPARE(bubbleRatio(8, 3, 64), 7.0 / 192);
        QCOMPARE(bubbleRatio(1, 1, 64), 0.0);
        const PipelineTime t = pipelineTime(2.0, 1.5, 64, 8, 3);
        QCOMPARE(t.steady_seconds, 128.0);
        QCOMPARE(t.bubble_seconds, 7.0 / 3 * 1.5);
        // In the model: equal stages (SC'21 145.6B, 10 layers on each of 8) give bubble = ratio × steady.
        const cptest::StepCase c = cptest::megatronSc21Cases()[6];
        const StepResult r = estimateStep(c.job, c.par, c.hw);
        QCOMPARE(r.bubble_ratio, 7.0 / (2 * 48));
        const double steady =
            r.step_seconds - r.breakdown.bubble_seconds - r.breakdown.dp_seconds - r.breakdown.optimizer_seconds;
        QVERIFY(r.breakdown.bubble_seconds <= r.bubble_ratio * steady);
        QVERIFY(r.breakdown.bubble_seconds >=
                0.9 * r.bubble_ratio * steady);  // the last stage's output layer makes it the slowest
    }

    void breakdownAddsUp() {
        for (const cptest::StepCase& c : cptest::allStepCases()) {
            const StepResult r = estimateStep(c.job, c.par, c.hw);
            QVERIFY2(r.ok(), r.problem.c_str());
            QVERIFY_NEAR(r.breakdown.total(), r.step_seconds, 1e-12);
            QVERIFY(r.mfu > 0 && r.mfu <= r.hfu + 1e-12 + (c.job.attention_flops == AttentionFlops::Full ? 0 : 0.05));
            QVERIFY(r.memory.total_bytes > 0);
        }
    }

    // Megatron counts recomputation: the executed FLOPs of a full-recompute run are its formula.
    void flopsConventions() {
        for (const cptest::StepCase& c : cptest::megatronSc21Cases()) {
            const StepResult r = estimateStep(c.job, c.par, c.hw);
            QVERIFY_NEAR(r.hardware_flops, cptest::megatronFlops(c.job), 1e-9);
            // Model FLOPs leave out the recomputed forward: 3 of Megatron's 4 layer passes, all 3 logit passes.
            const double logits = 2.0 * static_cast<double>(c.job.tokensPerStep() * c.job.model.hidden * c.job.model.vocabulary);
            QVERIFY_NEAR(r.model_flops, 0.75 * (cptest::megatronFlops(c.job) + logits), 1e-9);
        }
        const cptest::StepCase llama = cptest::llama3Cases()[0];
        const ParameterCounts n = countParameters(llama.job.model);
        QVERIFY(n.total > std::int64_t{405000000000} && n.total < std::int64_t{406500000000});  // "405B"
        const double tokens = static_cast<double>(llama.job.tokensPerStep());
        const double perToken = 6.0 * static_cast<double>(n.total - n.embedding) + 3 * 0.5 * 4 * 126 * 8192 * 16384.0;  // causal
        QVERIFY_NEAR(modelFlopsPerStep(llama.job), perToken * tokens, 1e-12);
        QVERIFY_NEAR(static_cast<double>(countParameters(cptest::megatronSc21Cases().back().job.model).total) / 1e9, 1008.0,
                     0.001);
    }

    // Oversubscription above the leaves never speeds up a DP-bound step, and slows it once the
    // DP ring's traffic out of a leaf exceeds what the uplinks carry.
    void oversubscriptionMonotonic() {
        cptest::StepCase c = dataParallelBound();
        double previous = 0, first = 0;
        for (double fraction : {1.0, 0.5, 0.25, 0.125, 1.0 / 16}) {
            c.hw.scale_out.levels = {{"leaf", 16, fraction}, {"all", 64, 1.0}};
            const double t = estimateStep(c.job, c.par, c.hw).step_seconds;
            if (previous == 0) first = t;
            QVERIFY2(t >= previous, qPrintable(QString("%1: %2 s").arg(fraction).arg(t)));
            previous = t;
        }
        QVERIFY(previous > 1.05 * first);
        // An all-to-all crossing an oversubscribed tier slows at once.
        c.hw.scale_out.levels = {{"leaf", 16, 0.5}};
        GroupLayout a2a = groupLayout(c.par, {ParallelDim::Dp}, c.hw, Collective::AllToAll);
        QVERIFY_NEAR(a2a.fabric_fraction, 0.5 / (6.0 / 8), 1e-12);
    }

    void monotonicInBandwidthAndOverlap() {
        cptest::StepCase c = dataParallelBound();
        const double base = estimateStep(c.job, c.par, c.hw).step_seconds;
        c.hw.scale_out.nic_bytes_per_second_per_gpu *= 2;
        QVERIFY(estimateStep(c.job, c.par, c.hw).step_seconds < base);
        c = dataParallelBound();
        c.par.overlap_dp = true;
        QVERIFY(estimateStep(c.job, c.par, c.hw).step_seconds < base);
        // TP across nodes (DP innermost in the rank order) is slower than TP inside NVLink.
        c = dataParallelBound();
        c.par.order = {ParallelDim::Dp, ParallelDim::Tp, ParallelDim::Cp, ParallelDim::Ep, ParallelDim::Pp};
        QCOMPARE(groupLayout(c.par, {ParallelDim::Tp}, c.hw, Collective::AllReduce).per_domain, std::int64_t{1});
        QVERIFY(estimateStep(c.job, c.par, c.hw).step_seconds > 1.2 * base);
        // More micro-batches per pipeline shrink the bubble.
        cptest::StepCase p = cptest::megatronSc21Cases()[4];
        const double small = estimateStep(p.job, p.par, p.hw).bubble_ratio;
        p.job.global_batch_sequences *= 2;
        QVERIFY(estimateStep(p.job, p.par, p.hw).bubble_ratio < small);
    }

    void placementFromRankOrder() {
        Parallelism par;
        par.tp = 8, par.cp = 2, par.pp = 4, par.dp = 16;
        QCOMPARE(rankStride(par, ParallelDim::Tp), std::int64_t{1});
        QCOMPARE(rankStride(par, ParallelDim::Cp), std::int64_t{8});
        QCOMPARE(rankStride(par, ParallelDim::Pp), std::int64_t{16});
        QCOMPARE(rankStride(par, ParallelDim::Dp), std::int64_t{64});
        QCOMPARE(membersPerBlock(par, {ParallelDim::Cp, ParallelDim::Dp}, 8), std::int64_t{1});
        QCOMPARE(membersPerBlock(par, {ParallelDim::Cp, ParallelDim::Dp}, 3072), std::int64_t{2 * 16});
        QCOMPARE(membersPerBlock(par, {ParallelDim::Dp}, 256), std::int64_t{4});
    }

    void mixtureOfExperts() {
        cptest::StepCase c = cptest::llama3Cases()[0];
        ModelArchitecture& m = c.job.model;
        m.layers = 32, m.hidden = 4096, m.heads = 32, m.kv_heads = 8, m.ffn_hidden = 14336, m.sequence_length = 4096;
        m.moe = {64, 4, 1408, 1, 1, 1};
        c.job.global_batch_sequences = 512;
        const ParameterCounts n = countParameters(m);
        QVERIFY(n.active < n.total / 4);
        QCOMPARE(m.moeLayerCount(), std::int64_t{31});
        c.par = Parallelism{};
        c.par.tp = 1, c.par.pp = 1, c.par.dp = 64, c.par.zero_stage = 1, c.par.micro_batch_sequences = 1;
        c.par.ep = 1;
        const StepResult dense = estimateStep(c.job, c.par, c.hw);
        c.par.ep = 8;
        const StepResult expert = estimateStep(c.job, c.par, c.hw);
        QVERIFY2(expert.ok(), expert.problem.c_str());
        QVERIFY(expert.memory.weights_bytes < dense.memory.weights_bytes);
        QVERIFY(expert.breakdown.ep_seconds > 0);
        QCOMPARE(dense.breakdown.ep_seconds, 0.0);
        c.par.ep = 3;
        QVERIFY(!estimateStep(c.job, c.par, c.hw).ok());  // 3 divides neither 64 experts nor DP 64
    }

    // The overlapped expert all-to-all (Megatron-Core's combined 1F1B, DeepSeek's DualPipe): each of a
    // layer's four all-to-alls runs under one compute block of the paired micro-batch. A block longer
    // than the all-to-all hides it but runs slower by the SMs the exchange holds; a shorter one
    // exposes the difference. Warm-up and cool-down passes have no partner.
    void expertAllToAllOverlap() {
        const Hardware hw = cptest::llama3Cluster();
        const double s = hw.collectives.all_to_all_overlap_compute_slowdown.value;
        QVERIFY(s > 0.1 && s < 0.3);
        LayerCost layer;  // forward: attention 1.6 ms, MLP 2.1 ms; backward: attention 3.15 ms, MLP 4.15 ms
        layer.gemm_seconds = 3e-3, layer.mlp_gemm_seconds = 2e-3, layer.attention_gemm_seconds = 0.5e-3;
        layer.elementwise_seconds = 0.2e-3, layer.activation_function_seconds = 0.1e-3;
        const LayerBlocks b = layerBlocks(layer, Recompute::None);
        QVERIFY(std::abs(b.forward_attention - 1.6e-3) < 1e-12 && std::abs(b.forward_mlp - 2.1e-3) < 1e-12);
        QVERIFY(std::abs(b.backward_attention - 3.15e-3) < 1e-12 && std::abs(b.backward_mlp - 4.15e-3) < 1e-12);
        auto allToAll = [](double bandwidth) {
            CollectiveCost c;
            c.latency_seconds = 20e-6, c.bandwidth_seconds = bandwidth, c.seconds = bandwidth + 20e-6;
            return c;
        };
        // Every block longer than a 1 ms exchange: latency and slowdown only.
        QVERIFY(std::abs(pairedAllToAlls(allToAll(1e-3), allToAll(1e-3), layer, Recompute::None, hw) - (4 * 20e-6 + s * 4e-3)) < 1e-12);
        // A 2 ms exchange outlasts the 1.6 ms forward attention by 0.4 ms.
        QVERIFY(std::abs(pairedAllToAlls(allToAll(2e-3), allToAll(2e-3), layer, Recompute::None, hw) -
                         (4 * 20e-6 + 0.4e-3 + s * (3 * 2e-3 + 1.6e-3))) < 1e-12);
        // Full recomputation lengthens the backward blocks; its two extra exchanges hide in what they spare.
        QVERIFY(std::abs(pairedAllToAlls(allToAll(1e-3), allToAll(1e-3), layer, Recompute::Full, hw) - (6 * 20e-6 + s * 6e-3)) < 1e-12);
        QVERIFY(pairedAllToAlls(allToAll(2e-3), allToAll(2e-3), layer, Recompute::Full, hw) >=
                pairedAllToAlls(allToAll(2e-3), allToAll(2e-3), layer, Recompute::None, hw));  // the search's bound
        // Dispatched in FP8 (half the bytes toward the experts): the forward attention block now hides it.
        QVERIFY(std::abs(pairedAllToAlls(allToAll(1e-3), allToAll(2e-3), layer, Recompute::None, hw) -
                         (4 * 20e-6 + s * (2 * 1e-3 + 2 * 2e-3))) < 1e-12);

        Parallelism par;
        QCOMPARE(expertOverlapUnpairedShare(par, 64), 1.0 / 64);  // no pipeline: the first forward, the last backward
        par.pp = 8, par.virtual_stages = 4;
        QCOMPARE(expertOverlapUnpairedShare(par, 128), 38.0 / 512);  // 2 × 7 + 3 × 8 warm-up passes of 512
        par.pp = 4, par.virtual_stages = 1;
        QCOMPARE(expertOverlapUnpairedShare(par, 2), 1.0);  // too few micro-batches to pair any

        // In a step: the paired exchange replaces the exposed one, the unpaired passes keep theirs.
        cptest::StepCase c = cptest::llama3Cases()[0];
        c.job.model.moe = {64, 4, 1408, 1, 1, 1};
        c.job.global_batch_sequences = 512;
        c.par = Parallelism{};
        c.par.dp = 64, c.par.ep = 64, c.par.zero_stage = 1, c.par.pp = 1;
        const StepResult exposed = estimateStep(c.job, c.par, c.hw);
        c.par.overlap_ep = true;
        const StepResult overlapped = estimateStep(c.job, c.par, c.hw);
        QVERIFY2(overlapped.ok(), overlapped.problem.c_str());
        const LayerCommunication& e = overlapped.moe_layer_communication;
        QCOMPARE(e.ep_unpaired_share, 1.0 / static_cast<double>(overlapped.micro_batches));
        QVERIFY(std::abs(e.ep_seconds - ((1 - e.ep_unpaired_share) * e.ep_paired_seconds +
                                         e.ep_unpaired_share * 4 * e.ep_collective.seconds)) < 1e-12);
        QVERIFY(overlapped.breakdown.ep_seconds < exposed.breakdown.ep_seconds);
        QVERIFY(overlapped.breakdown.ep_seconds > 0);
        // FP8 dispatch halves the bytes toward the experts, not the combine's.
        c.par.overlap_ep = false;
        c.job.dispatch_bytes = 1;
        const StepResult fp8 = estimateStep(c.job, c.par, c.hw);
        const LayerCommunication& f = fp8.moe_layer_communication;
        QCOMPARE(f.ep_collective.seconds, exposed.moe_layer_communication.ep_collective.seconds);
        QVERIFY(f.ep_dispatch.bandwidth_seconds < 0.51 * f.ep_collective.bandwidth_seconds);
        QVERIFY(std::abs(f.ep_seconds - 2 * (f.ep_dispatch.seconds + f.ep_collective.seconds)) < 1e-12);
    }

    // Megatron-Core's parallel folding (arXiv 2504.14960): the experts get their own grid, expert
    // TP × EP × expert DP over the same TP × CP × DP GPUs. At expert TP = TP it is the unfolded split
    // (same step to the last bit); at expert TP 1 the MoE layer drops the MLP's TP collectives and runs
    // whole-width expert GEMMs on the same FLOPs, memory and all-to-all bytes.
    void foldedExperts() {
        cptest::StepCase c = cptest::llama3Cases()[0];
        c.job.model.layers = 16;  // a model the search can fit on 128 GPUs
        c.job.model.moe = {128, 8, 1536, 0, 0, 1};
        c.job.global_batch_sequences = 512;
        c.par = Parallelism{};
        c.par.tp = 2, c.par.dp = 64, c.par.pp = 1, c.par.zero_stage = 1, c.par.sequence_parallel = true;
        c.par.ep = 16;  // unfolded: EP 16 × TP 2 = 32 GPUs per copy of the experts
        const StepResult unfolded = estimateStep(c.job, c.par, c.hw);
        QVERIFY2(unfolded.ok(), unfolded.problem.c_str());

        Parallelism same = c.par;
        same.expert_tp = 2;
        QCOMPARE(same.expertDp(), c.par.expertDp());
        QCOMPARE(estimateStep(c.job, same, c.hw).step_seconds, unfolded.step_seconds);

        Parallelism folded = c.par;
        folded.ep = 32, folded.expert_tp = 1;
        QCOMPARE(folded.expertDp(), std::int64_t{4});
        QVERIFY(describeParallelism(folded).find("EP 32 · expert TP 1") != std::string::npos);
        const StepResult f = estimateStep(c.job, folded, c.hw);
        QVERIFY2(f.ok(), f.problem.c_str());
        QCOMPARE(f.memory.weights_bytes, unfolded.memory.weights_bytes);
        QVERIFY(std::abs(f.moe_layer.gemm_flops / unfolded.moe_layer.gemm_flops - 1) < 1e-12);
        QVERIFY(f.moe_layer.gemm_seconds < unfolded.moe_layer.gemm_seconds);  // 1,536-wide experts, not 768
        QVERIFY(std::abs(f.moe_layer.ep_tokens * f.moe_layer.ep_token_bytes /
                             (unfolded.moe_layer.ep_tokens * unfolded.moe_layer.ep_token_bytes) - 1) < 1e-12);
        const LayerCommunication& fm = f.moe_layer_communication;
        QCOMPARE(fm.tp_collectives, 2.0);  // the attention's pair, forward and backward
        QCOMPARE(fm.expert_tp_collectives, 0.0);
        QVERIFY(std::abs(fm.tp_seconds - unfolded.moe_layer_communication.tp_seconds / 2) < 1e-12);
        // The EP group: 32 consecutive ranks (8 per node) folded, every second rank of 32 unfolded.
        QCOMPARE(groupLayout(expertGrid(folded), {ParallelDim::Ep}, c.hw, Collective::AllToAll).per_node, std::int64_t{8});
        QCOMPARE(groupLayout(expertGrid(c.par), {ParallelDim::Ep}, c.hw, Collective::AllToAll).per_node, std::int64_t{4});
        QVERIFY(f.step_seconds < unfolded.step_seconds);

        // Refused with the reason: a grid that does not tile, a width it cannot split, no SP.
        Parallelism bad = folded;
        bad.ep = 64, bad.expert_tp = 4;  // 256 > TP × CP × DP = 128
        QVERIFY(parallelismProblem(c.job, bad).find("must divide TP × CP × DP") != std::string::npos);
        bad = folded, bad.expert_tp = 3, bad.ep = 1;
        QVERIFY(!parallelismProblem(c.job, bad).empty());
        bad = folded, bad.sequence_parallel = false;
        QVERIFY(parallelismProblem(c.job, bad).find("sequence parallelism") != std::string::npos);
        // The search keeps a given expert TP and picks EP from TP × CP × DP / expert TP.
        SearchSpace space;
        space.gpus = 128, space.fixed_tp = 2, space.fixed_pp = 1, space.base = folded;
        const SearchResult r = searchParallelism(c.job, c.hw, space);
        QVERIFY2(r.best(), r.problem.c_str());
        QCOMPARE(r.best()->parallelism.expert_tp, std::int64_t{1});
        QVERIFY(parallelismProblem(c.job, r.best()->parallelism).empty());
    }

    // Selective recomputation by Megatron-Core's module names: each listed module's forward runs again
    // (time and executed FLOPs) and its inner tensors are not stored; the whole MoE block dispatches
    // and combines again. The DeepSeek-V3 report recomputes the norms and MLA's up projections (§3.2.3).
    void recomputeModules() {
        cptest::StepCase c = cptest::llama3Cases()[0];
        ModelArchitecture& m = c.job.model;
        m.layers = 16, m.hidden = 7168, m.heads = 128, m.head_dim = 192, m.v_head_dim = 128;
        m.q_lora_rank = 1536, m.kv_lora_rank = 512, m.rope_head_dim = 64, m.ffn_hidden = 18432;
        m.moe = {256, 8, 2048, 1, 1, 1};
        c.job.global_batch_sequences = 512;
        c.par = Parallelism{};
        c.par.dp = 64, c.par.ep = 64, c.par.zero_stage = 1, c.par.micro_batch_sequences = 1;
        c.par.recompute = Recompute::Selective;
        auto bit = [](RecomputeModule mod) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(mod)); };
        const StepResult plain = estimateStep(c.job, c.par, c.hw);
        QVERIFY2(plain.ok(), plain.problem.c_str());

        Parallelism deepseek = c.par;
        deepseek.recompute_modules = bit(RecomputeModule::LayerNorm) | bit(RecomputeModule::MlaUpProj);
        QVERIFY(describeParallelism(deepseek).find("recompute selective (mla_up_proj, layernorm)") != std::string::npos);
        const StepResult d = estimateStep(c.job, deepseek, c.hw);
        QVERIFY2(d.ok(), d.problem.c_str());
        const LayerCost& l = d.dense_layer;
        const double up = l.module_seconds[static_cast<std::size_t>(RecomputeModule::MlaUpProj)];
        const double norms = l.module_seconds[static_cast<std::size_t>(RecomputeModule::LayerNorm)];
        QVERIFY(up > 0 && norms > 0 && up < l.gemm_seconds);
        QCOMPARE(l.recomputeSeconds(Recompute::Selective, deepseek.recompute_modules), up + norms);
        QVERIFY(l.recomputeFlops(Recompute::Selective, deepseek.recompute_modules) > 0);
        // Q, K and V of 128 heads (192 + 192 + 128 wide) and two norm outputs per token no longer stored.
        const double tokens = static_cast<double>(m.sequence_length), e = c.job.activation_bytes;
        const double saved = tokens * (128 * 192 + 128 * (192 + 128) + 2 * 7168) * e;
        const double defaultSet = tokens * 18432 * e;  // the default: the dense MLP's activation output
        QVERIFY(std::abs(d.memory.activation_bytes_per_layer - (plain.memory.activation_bytes_per_layer + defaultSet - saved)) <
                1e-6 * saved);

        // The whole MoE block: its forward again and two more all-to-alls; moe_act inside it is not counted twice.
        Parallelism moe = c.par;
        moe.recompute_modules = bit(RecomputeModule::Moe) | bit(RecomputeModule::MoeAct);
        const StepResult r = estimateStep(c.job, moe, c.hw);
        QVERIFY2(r.ok(), r.problem.c_str());
        QCOMPARE(r.moe_layer_communication.ep_collectives, 6.0);
        QCOMPARE(r.moe_layer.recomputeSeconds(Recompute::Selective, moe.recompute_modules),
                 r.moe_layer.module_seconds[static_cast<std::size_t>(RecomputeModule::Moe)]);
        QVERIFY(r.memory.activations_bytes < plain.memory.activations_bytes);
        QVERIFY(r.step_seconds > plain.step_seconds);
        // Modules apply to selective recomputation only.
        moe.recompute = Recompute::None;
        QCOMPARE(estimateStep(c.job, moe, c.hw).step_seconds, estimateStep(c.job, [&] {
                     Parallelism none = c.par;
                     none.recompute = Recompute::None;
                     return none;
                 }(), c.hw).step_seconds);
    }

    // A split or job the model cannot run gives a problem and zeros, never NaN or an exception.
    void badInputsGiveAProblem() {
        const cptest::StepCase c = cptest::llama3Cases()[0];
        auto check = [](const StepResult& r) {
            QVERIFY(!r.ok());
            QCOMPARE(r.step_seconds, 0.0);
            QCOMPARE(r.mfu, 0.0);
        };
        Parallelism par = c.par;
        par.tp = 0;
        check(estimateStep(c.job, par, c.hw));
        par = c.par, par.dp = 3;  // 8 × 16 × 3 GPUs, batch 2,048 not a multiple of 3
        check(estimateStep(c.job, par, c.hw));
        par = c.par, par.pp = 200;
        check(estimateStep(c.job, par, c.hw));
        TrainingJob job = c.job;
        job.activation_bytes = 0;
        check(estimateStep(job, c.par, c.hw));
        job = c.job, job.model.moe.experts = 8;  // MoE without top-k
        check(estimateStep(job, c.par, c.hw));
        Hardware hw = c.hw;
        hw.gpu.peak_flops_per_second[static_cast<std::size_t>(Precision::Bf16)].value = 0;
        check(estimateStep(c.job, c.par, hw));
        hw = c.hw, hw.gpu.gemm_efficiency[0].efficiency = 0;
        check(estimateStep(c.job, c.par, hw));
        hw = c.hw, hw.scale_out.nic_bytes_per_second_per_gpu = 0;
        check(estimateStep(c.job, c.par, hw));
        QVERIFY(!searchParallelism(c.job, hw, SearchSpace{}).problem.empty());
    }

    void largestMicroBatch() {
        cptest::StepCase c = cptest::megatronSc21Cases()[3];  // 18.4B, 32 sequences per replica
        const std::int64_t largest = largestFittingMicroBatch(c.job, c.par, c.hw.gpu);
        QVERIFY(largest >= 8);  // the published micro-batch 8 fits
        c.par.micro_batch_sequences = largest;
        QVERIFY(memoryPerGpu(c.job, c.par, c.hw.gpu).fits);
        if (largest < 32) {
            c.par.micro_batch_sequences = 2 * largest;
            QVERIFY(!memoryPerGpu(c.job, c.par, c.hw.gpu).fits);
        }
    }

    void explanationsForEveryOutput() {
        const cptest::StepCase c = cptest::llama3Cases()[1];
        const StepResult r = estimateStep(c.job, c.par, c.hw);
        const std::vector<cp::Explanation> all = explainStep(c.job, c.par, c.hw, r);
        for (const char* key : {"performance.step_seconds",
                                "performance.compute_seconds",
                                "performance.tp_seconds",
                                "performance.cp_seconds",
                                "performance.ep_seconds",
                                "performance.pp_seconds",
                                "performance.bubble_seconds",
                                "performance.dp_seconds",
                                "performance.optimizer_seconds",
                                "performance.model_flops",
                                "performance.hardware_flops",
                                "performance.tokens_per_second",
                                "performance.mfu",
                                "performance.hfu",
                                "performance.memory.weights_bytes",
                                "performance.memory.gradients_bytes",
                                "performance.memory.optimizer_bytes",
                                "performance.memory.activations_bytes",
                                "performance.memory.total_bytes",
                                "performance.memory.fits",
                                "performance.memory.largest_micro_batch"}) {
            auto e = std::find_if(all.begin(), all.end(), [&](const cp::Explanation& x) { return x.key == key; });
            QVERIFY2(e != all.end(), key);
            QVERIFY2(!e->formula.empty() && !e->substituted.empty(), key);
        }
        const cp::Explanation& compute = all[1];
        QVERIFY(!compute.sources.empty());
        QVERIFY(compute.sources.front().find("Llama 3") !=
                std::string::npos);  // the fitted GEMM points say what they were fitted to
        QVERIFY(all.front().substituted.rfind("6.", 0) == 0);
        Parallelism bad = c.par;
        bad.tp = 3;
        QCOMPARE(explainStep(c.job, bad, c.hw, estimateStep(c.job, bad, c.hw)).size(), std::size_t{1});
    }

    // Each row changes one value of the shipped file (by JSON pointer) and expects the error there.
    void calibrationRefusesBadInput_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("efficiency above 1") << "/performance/interconnect/nic_efficiency/value"
                                            << "1.5"
                                            << "/performance/interconnect/nic_efficiency/value";
        QTest::newRow("missing source") << "/performance/gpus/0/scale_up/latency_seconds/source"
                                        << R"("")"
                                        << "/performance/gpus/0/scale_up/latency_seconds/source";
        QTest::newRow("curve not ascending") << "/performance/gpus/0/gemm_efficiency/2/gemm_flops"
                                             << "1e8"
                                             << "/performance/gpus/0/gemm_efficiency/2/gemm_flops";
        QTest::newRow("curve above the benchmark") << "/performance/gpus/0/gemm_efficiency/4/efficiency"
                                                   << "0.9"
                                                   << "/performance/gpus/0/gemm_efficiency/4/efficiency";
        QTest::newRow("duplicate GPU") << "/performance/gpus/2/id"
                                       << R"("a100-sxm-80gb")"
                                       << "/performance/gpus/2/id";
        QTest::newRow("empty benchmark") << "/performance/gpus/0/benchmark_gemm_flops_per_second"
                                         << "{}"
                                         << "/performance/gpus/0/benchmark_gemm_flops_per_second: expected at least one of";
        QTest::newRow("wrong type") << "/performance/gpus/0/scale_up/gpus_per_domain/value"
                                    << "8.5"
                                    << "/performance/gpus/0/scale_up/gpus_per_domain";
        QTest::newRow("unknown host") << "/performance/hosts/0/id"
                                      << R"("nowhere")"
                                      << "/nodes/";
        QTest::newRow("schema") << "/schema"
                                << "2"
                                << "/schema";
    }
    void calibrationRefusesBadInput() {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, path);
        const QString error = calibrationErrorWith(pointer.toStdString(), value.toStdString());
        QVERIFY2(error.startsWith(path), qPrintable(error));
    }

    void calibrationLoadsAndWarns() {
        cp::Diagnostics warnings;
        QVERIFY(calibrationErrorWith("/typo", "3", &warnings).isEmpty());
        QCOMPARE(warnings.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(warnings[0].path), QString("performance.json:/typo"));
        const PerformanceCalibration& cal = cptest::performanceCalibration();
        QVERIFY(cal.gpu("a100-sxm-80gb") && cal.gpu("h100-sxm") && cal.host("fire-flyer-2-pcie"));
        for (const GpuCalibration& g : cal.gpus)
            for (const GemmEfficiencyPoint& p : g.gpu.gemm_efficiency) QVERIFY(!p.source.empty());
        ClusterTopology t;
        t.gpu = "nope";
        QVERIFY(!buildHardware(cal, t).problem.empty());
    }

    // A GPU's peaks, HBM capacity and bandwidth and scale-up bandwidth are declared once, in its
    // catalog entry: the step-time model reads them from there (capacity in binary gigabytes,
    // scale-up bandwidth per direction), a user entry for the GPU changes them, and a performance
    // file that still gives them is warned that they are ignored.
    void datasheetFiguresAreTheGpuEntrys() {
        const cp::Catalog& shipped = cptest::shippedCatalog();
        QVERIFY(!shipped.performance.gpus.empty());
        for (const GpuCalibration& g : shipped.performance.gpus) {
            const cp::Gpu& gpu = *shipped.findGpu(g.gpu.name);
            for (cp::Precision p : cp::kPrecisions) {
                const auto& tflops = gpu.peakTflops(p);
                QCOMPARE(g.gpu.peak(p).value, tflops ? tflops->value * 1e12 : 0.0);
                if (tflops) QCOMPARE(g.gpu.peak(p).source, tflops->source);
            }
            QCOMPARE(g.gpu.hbm_bytes_per_second.value, gpu.hbm_gbyte_per_s->value * 1e9);
            QCOMPARE(g.gpu.hbm_bytes.value, gpu.hbm_gb.value * 1024 * 1024 * 1024);
            QVERIFY(g.gpu.hbm_bytes.source.rfind(gpu.hbm_gb.source, 0) == 0);
            const double perDirection = g.scale_up.gpus_per_domain > 1 ? gpu.scaleup_gbyte_per_s.value * 1e9 / 2 : 0.0;
            QCOMPARE(g.scale_up.bandwidth_bytes_per_second, perDirection);
            QCOMPARE(g.scale_up_bandwidth_bytes_per_second.value, perDirection);
        }
        QCOMPARE(shipped.performance.gpu("h100-sxm")->scale_up.bandwidth_bytes_per_second, 450e9);  // NVLink 900 GB/s both ways
        QCOMPARE(shipped.performance.gpu("a100-pcie-40gb")->scale_up.bandwidth_bytes_per_second, 0.0);  // its 64 GB/s is PCIe
        QCOMPARE(shipped.performance.gpu("b200")->gpu.peak(Precision::Tf32).value, 1125e12);  // one figure, gpus.json's

        cp::Catalog capped;  // a user entry for a power-capped B200
        capped.gpus.push_back(*shipped.findGpu("b200"));
        capped.gpus.back().peak_tflops_dense[static_cast<std::size_t>(Precision::Bf16)]->value = 1800;
        cp::Diagnostics warnings;
        const cp::Catalog c = cp::overlayCatalogText(shipped, cp::catalogDocument(capped).dump(), "capped.json", warnings);
        QCOMPARE(c.performance.gpu("b200")->gpu.peak(Precision::Bf16).value, 1800e12);

        cp::Catalog bare;  // an A100 entry without its HBM bandwidth: loads, and the model says what is missing
        bare.gpus.push_back(*shipped.findGpu("a100-sxm-80gb"));
        bare.gpus.back().hbm_gbyte_per_s.reset();
        const cp::Catalog noBandwidth = cp::overlayCatalogText(shipped, cp::catalogDocument(bare).dump(), "bare.json", warnings);
        cptest::StepCase a100 = cptest::megatronSc21Cases().front();
        a100.hw.gpu = noBandwidth.performance.gpu("a100-sxm-80gb")->gpu;
        QCOMPARE(QString::fromStdString(hardwareProblem(a100.job, a100.hw)),
                 QString("a100-sxm-80gb has no HBM bandwidth: its catalog entry needs hbm_gbyte_per_s"));

        nlohmann::json old = nlohmann::json::parse(cp::readTextFile(kCalibrationPath));
        nlohmann::json& first = old["performance"]["gpus"][0];
        const nlohmann::json figure = {{"value", 1e15}, {"source", "s"}};
        first["peak_flops_per_second"] = {{"bf16", figure}};
        first["hbm_bytes"] = figure;
        first["scale_up"]["bandwidth_bytes_per_second"] = figure;
        warnings.clear();
        const cp::Catalog read = cp::overlayCatalogText(shipped, old.dump(), "old.json", warnings);
        const GpuCalibration& oldA100 = read.performance.gpus.front();
        QCOMPARE(oldA100.gpu.peak(Precision::Bf16).value, 312e12);
        QCOMPARE(oldA100.gpu.hbm_bytes.value, 80.0 * 1024 * 1024 * 1024);
        QCOMPARE(oldA100.scale_up.bandwidth_bytes_per_second, 300e9);
        QCOMPARE(warnings.size(), std::size_t{3});
        QStringList paths;
        for (const cp::Diagnostic& w : warnings) {
            paths << QString::fromStdString(w.path);
            QVERIFY(w.message.find("ignored") == 0);
        }
        QCOMPARE(paths, QStringList({"old.json:/performance/gpus/0/peak_flops_per_second", "old.json:/performance/gpus/0/hbm_bytes",
                                     "old.json:/performance/gpus/0/scale_up/bandwidth_bytes_per_second"}));
    }

    // What the model needs of the GPU entry is refused there, naming the field: no HBM capacity, or
    // no scale-up bandwidth for a domain of several GPUs.
    void datasheetFiguresTheModelNeedsAreRequired() {
        const cp::Catalog& shipped = cptest::shippedCatalog();
        const std::pair<const char*, const char*> cases[] = {
            {"hbm_gb", "user.json: /gpus/0/hbm_gb/value: is 0; a GPU with performance specs"},
            {"scaleup_gbyte_per_s", "user.json: /gpus/0/scaleup_gbyte_per_s/value: is 0; its performance specs put 8 GPUs"}};
        for (const auto& [field, expected] : cases) {
            cp::Catalog user;
            user.gpus.push_back(*shipped.findGpu("h100-sxm"));
            (field == std::string("hbm_gb") ? user.gpus.back().hbm_gb : user.gpus.back().scaleup_gbyte_per_s).value = 0;
            cp::Diagnostics warnings;
            try {
                (void)cp::overlayCatalogText(shipped, cp::catalogDocument(user).dump(), "user.json", warnings);
                QFAIL(field);
            } catch (const cp::InputError& e) {
                const std::string message = e.file() + ": " + e.jsonPath() + ": " + e.problem();
                QVERIFY2(message.find(expected) == 0, message.c_str());
            }
        }
    }

    // The search returns the fastest split that fits, runner-ups of other shapes with why they lose,
    // and is at least as fast as the published configuration it could have chosen.
    void searchFindsTheFastestThatFits() {
        const cptest::StepCase c = cptest::megatronSc21Cases().back();  // 1T on 3,072 A100
        SearchSpace space;
        space.gpus = 3072;
        space.base = c.par;
        const SearchResult r = searchParallelism(c.job, c.hw, space);
        QVERIFY2(r.best(), r.problem.c_str());
        QVERIFY(r.best()->result.memory.fits);
        QVERIFY(r.best()->result.step_seconds <= estimateStep(c.job, c.par, c.hw).step_seconds);
        QCOMPARE(r.ranked.size(), std::size_t{5});
        for (std::size_t i = 1; i < r.ranked.size(); ++i) {
            QVERIFY(r.ranked[i].result.step_seconds >= r.ranked[i - 1].result.step_seconds);
            QVERIFY(r.ranked[i].result.memory.fits);
            QVERIFY(r.ranked[i].why.find("slower") != std::string::npos);
            for (std::size_t j = 0; j < i; ++j) {
                const Parallelism& a = r.ranked[i].parallelism;
                const Parallelism& b = r.ranked[j].parallelism;
                QVERIFY(a.tp != b.tp || a.pp != b.pp || a.cp != b.cp || a.ep != b.ep || a.dp != b.dp);
            }
        }
        QVERIFY(r.evaluated <= r.considered);
        if (r.fastest_not_fitting) QVERIFY(!r.fastest_not_fitting->result.memory.fits);
        // 1T parameters on 8 GPUs: nothing fits.
        space.gpus = 8;
        const SearchResult none = searchParallelism(c.job, c.hw, space);
        QVERIFY(!none.best());
        QVERIFY(!none.problem.empty());
    }

    // The search prunes with a lower bound before it times a step; pruning must never lose the
    // optimum. With every overlap on (where the bound counts only what no window hides), a small
    // dense and a small MoE job: each configuration the open search could choose is planned on its
    // own (every dimension fixed, one recomputation, one ZeRO stage) and the fastest that fits must
    // be the open search's best.
    void searchEqualsBruteForce_data() {
        QTest::addColumn<bool>("moe");
        QTest::newRow("dense") << false;
        QTest::newRow("moe") << true;
    }
    void searchEqualsBruteForce() {
        QFETCH(bool, moe);
        cptest::StepCase c;
        c.job = cptest::megatronGpt(16, 2048, 16, 64), c.hw = cptest::llama3Cluster();
        c.job.precision = Precision::Bf16;
        c.job.attention_kernel = AttentionKernel::Flash;
        if (moe) c.job.model.moe = {16, 2, 1024, 0, 0, 1};
        c.par.overlap_tp = c.par.overlap_cp = c.par.overlap_ep = c.par.overlap_dp = true;
        SearchSpace open;
        open.gpus = 64, open.max_cp = 2, open.interleaving = false, open.base = c.par;
        open.runner_ups = 0;  // prune hardest: stop at the first bound past the best
        const SearchResult searched = searchParallelism(c.job, c.hw, open);
        QVERIFY2(searched.best(), searched.problem.c_str());

        double fastest = std::numeric_limits<double>::infinity();
        std::int64_t planned = 0;
        const std::int64_t layers = c.job.model.layers;
        for (std::int64_t tp : {1, 2, 4, 8})
            for (std::int64_t cp : {1, 2})
                for (std::int64_t pp = 1; pp * tp * cp <= open.gpus && pp <= layers; ++pp) {
                    const bool power = (pp & (pp - 1)) == 0;
                    if (layers % pp != 0 && !power) continue;  // the search's stage counts
                    for (std::int64_t ep : {1, 2, 4, 8, 16})
                        for (std::int64_t mb : {1, 2, 4, 8})
                            for (Recompute rec : open.recomputations)
                                for (int zero : open.zero_stages) {
                                    if (!moe && ep > 1) continue;
                                    SearchSpace one = open;
                                    one.fixed_tp = tp, one.fixed_cp = cp, one.fixed_pp = pp, one.fixed_ep = ep;
                                    one.fixed_micro_batch = mb, one.fixed_virtual_stages = 1;
                                    one.recomputations = {rec}, one.zero_stages = {zero}, one.runner_ups = 0;
                                    const SearchResult r = searchParallelism(c.job, c.hw, one);
                                    if (!r.best()) continue;
                                    ++planned;
                                    fastest = std::min(fastest, r.best()->result.step_seconds);
                                }
                }
        qInfo("%s: %lld configurations planned one by one; search %.6f s (%s, %lld timed), brute force %.6f s",
              moe ? "MoE" : "dense", static_cast<long long>(planned), searched.best()->result.step_seconds,
              describeParallelism(searched.best()->parallelism).c_str(), static_cast<long long>(searched.evaluated), fastest);
        QVERIFY(planned > 100);
        QVERIFY(searched.evaluated < planned);  // the bound prunes
        QCOMPARE(searched.best()->result.step_seconds, fastest);
    }
};

QTEST_APPLESS_MAIN(TestPerformanceModel)
#include "test_performance_model.moc"
