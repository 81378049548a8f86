// Checkpoints as large runs take them today (a blocking snapshot to host memory, then an
// asynchronous write to storage rated by the storage server's own figure), the warnings a planner
// must act on, and deadline sizing as a fixed point (issue 22, items 3–5). Expected values are
// worked from first principles here, not read back from the code.
#include <QtTest>

#include <cmath>

#include "compute/training.h"
#include "reliability/checkpoint_math.h"
#include "test_support.h"

namespace {

bool hasWarning(const cp::Plan& plan, const std::string& path, const std::string& words) {
    for (const cp::Diagnostic& w : plan.warnings)
        if (w.path == path && w.message.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

class TestCheckpoints : public QObject {
    Q_OBJECT

private slots:
    // Async: every GPU copies its share of the 980 GB checkpoint over its PCIe Gen5 x16 link (63 GB/s).
    void snapshotIsShareOverDeviceToHostRate() {
        const cp::Plan plan = cptest::planOf("llama-70b-2k-h100");
        const cp::ReliabilityResult& r = *plan.reliability;
        QCOMPARE(r.checkpoint_mode, cp::CheckpointMode::Async);
        QVERIFY_NEAR(r.checkpoint_stop_minutes * 60, 980.0 / 2048 / 63, 1e-12);  // 7.6 ms
        QVERIFY_NEAR(*r.checkpoint_snapshot_minutes, r.checkpoint_stop_minutes, 1e-15);
        QVERIFY(!r.checkpoint_write_minutes);  // no storage servers in the profile
        QVERIFY(plan.explain("reliability.checkpoint_stop_minutes"));
        QVERIFY(plan.explain("reliability.checkpoint_snapshot_minutes"));
    }

    // The write to storage at the servers' rating: 180 3FS nodes × 40.3 GB/s (6.6 TiB/s / 180), not
    // 180 × 2 × 200 Gb/s = 9,000 GB/s of NIC line rate.
    void storageWriteFromTheServersRating() {
        const cp::Plan plan = cptest::planOf("fire-flyer-pcie-3tier");
        const cp::ReliabilityResult& r = *plan.reliability;
        const double rate = 180 * 6.6 * std::pow(2.0, 40) / 180 / 1e9;  // the published aggregate, per node, × nodes
        QVERIFY_NEAR(*plan.training->storage_write_gbyte_per_s, rate, 0.05 * 180);
        QVERIFY_NEAR(*r.checkpoint_write_minutes, plan.training->checkpoint_gb / (180 * 40.3) / 60, 1e-12);
        QVERIFY_NEAR(r.checkpoint_durable_lag_minutes, *r.checkpoint_write_minutes, 1e-15);
        QVERIFY(plan.explain("reliability.checkpoint_write_minutes")->sources[0].find("3FS") != std::string::npos);
    }

    // Synchronous writes (declared in the profile schema): training stops for the whole write, and
    // a checkpoint is durable when training resumes.
    void synchronousWriteStopsTraining() {
        cp::Profile p = cptest::shippedProfile("fire-flyer-pcie-3tier");
        p.reliability.checkpoint_mode = cp::CheckpointMode::Sync;
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        const cp::ReliabilityResult& r = *plan.reliability;
        QVERIFY_NEAR(r.checkpoint_stop_minutes, plan.training->checkpoint_gb / (180 * 40.3) / 60, 1e-12);
        QCOMPARE(r.checkpoint_durable_lag_minutes, 0.0);
        QVERIFY(!r.checkpoint_snapshot_minutes);
        // Without storage a synchronous write is the 5-minute assumption, and says so.
        cp::Profile none = cptest::shippedProfile("llama-70b-2k-h100");
        none.reliability.checkpoint_mode = cp::CheckpointMode::Sync;
        const cp::Plan q = cp::evaluate(none, cptest::shippedCatalog());
        QCOMPARE(q.reliability->checkpoint_stop_minutes, 5.0);
        QVERIFY(q.reliability->checkpoint_stop_basis.rfind("assumption", 0) == 0);
    }

    // A slow store: one all-flash server (25 GB/s) takes 980 GB in 39.2 s. The interval cannot be
    // shorter than the write, a given one that is warns, and ETTR rolls back past the write.
    void asyncWriteBoundsTheInterval() {
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        p.storage.servers = 1;
        p.storage.nic = "cx7-400g";
        p.storage.network = "backend";
        p.networks[0].tiers.reset();  // 2,049 endpoints need a third tier
        p.reliability.checkpoint_interval_minutes = 0.25;
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(plan.errors.empty());
        const cp::ReliabilityResult& r = *plan.reliability;
        const double w = 980.0 / 25 / 60;
        QVERIFY_NEAR(*r.checkpoint_write_minutes, w, 1e-12);
        QVERIFY_NEAR(r.checkpoint_interval_minutes, w + r.checkpoint_stop_minutes, 1e-12);
        QVERIFY(hasWarning(plan, "/reliability/checkpoint_interval_minutes", "storage.server_type"));
        const double m = r.job_mttf_hours * 60;
        QVERIFY_NEAR(r.ettr, cp::expectedEttr(m, r.restart_minutes + w, r.checkpoint_interval_minutes, r.checkpoint_stop_minutes),
                     1e-12);
        // Left to the optimum: no warning, and the interval still waits for the write.
        p.reliability.checkpoint_interval_minutes.reset();
        const cp::Plan best = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(best.reliability->checkpoint_interval_minutes >= w);
        QVERIFY(!hasWarning(best, "/reliability/checkpoint_interval_minutes", ""));
    }

    // Expected and worst loss count the same thing (completed work since the last checkpoint
    // written), so the worst is never below the expected; the restart is its own figure.
    void lostWorkDefinitionsAgree_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& n : cptest::shippedProfileNames()) QTest::newRow(n.c_str()) << QString::fromStdString(n);
    }
    void lostWorkDefinitionsAgree() {
        QFETCH(QString, name);
        const cp::Plan plan = cptest::planOf(name.toStdString());
        const cp::ReliabilityResult& r = *plan.reliability;
        QVERIFY(r.lost_gpu_days_worst >= r.lost_gpu_days_per_failure);
        QVERIFY_NEAR(r.restart_gpu_days_per_failure, r.restart_minutes * static_cast<double>(r.job_gpus) / 1440, 1e-9);
        QVERIFY(plan.explain("reliability.lost_gpu_days_per_failure") && plan.explain("reliability.lost_gpu_days_worst"));
    }

    // R3: checkpoints every 100 iterations of 2 s on 100,000 GPUs. Worst: 99 iterations (SemiAnalysis's
    // 229 GPU-days); expected: half of them, 99 s × 100,000 / 86,400 = 114.6 GPU-days; restart 10 min apart.
    void r3ExpectedIsHalfTheWorst() {
        const cp::ReliabilityResult r = *cptest::planOf("h100-100k-ib-4tier").reliability;
        QVERIFY_NEAR(r.lost_gpu_days_worst, 198.0 * 100000 / 86400, 1e-6);
        QVERIFY_NEAR(r.lost_gpu_days_per_failure, 99.0 * 100000 / 86400, 1e-6);
        QVERIFY_NEAR(r.restart_gpu_days_per_failure, 10.0 * 100000 / 1440, 1e-6);
    }

    // ETTR below one half names its levers; a healthy one does not warn.
    void lowEttrWarnsWithLevers() {
        const cp::Plan plan = cptest::planOf("h100-100k-ib-4tier");
        QVERIFY(plan.reliability->ettr_in_memory.value_or(plan.reliability->ettr) < 0.5);
        QVERIFY(hasWarning(plan, "/reliability", "restart_minutes"));
        QVERIFY(hasWarning(plan, "/reliability", "in_memory_recovery"));
        const cp::Plan ok = cptest::planOf("llama-70b-2k-h100");
        QVERIFY(ok.reliability->ettr > 0.5);
        QVERIFY(!hasWarning(ok, "/reliability", "ETTR"));
    }

    // Spares far below the repair model's need warn; enough spares do not. The availability target
    // is stated (1 − shortfall target) instead of a probability like 1e-172.
    void sparesBelowNeedWarn() {
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        const cp::Plan none = cp::evaluate(p, cptest::shippedCatalog());
        const std::int64_t need = none.reliability->spares_needed;
        QVERIFY(need > 2);
        QCOMPARE(none.reliability->availability_target, 0.99);
        QVERIFY(!hasWarning(none, "/reliability/spare_nodes", ""));  // none kept: the Spares line gives the need
        p.reliability.spare_nodes = 1;
        const cp::Plan few = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(hasWarning(few, "/reliability/spare_nodes", "reliability.spare_nodes"));
        p.reliability.spare_nodes = need;
        const cp::Plan enough = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(!hasWarning(enough, "/reliability/spare_nodes", ""));
        QVERIFY(enough.reliability->availability >= 0.99);
    }

    // The deadline answer is a fixed point: planned at its size (job nodes J, cluster J × 1.05), the
    // run's own goodput asks for J again, and J GPUs finish within the deadline.
    void deadlineAnswerIsAFixedPoint() {
        const cp::Plan plan = cptest::planOf("llama-70b-2k-h100");
        const cp::TrainingResult& t = *plan.training;
        QVERIFY(t.job_nodes_for_deadline && t.gpus_for_deadline && t.days_at_deadline_size);
        const std::int64_t job = *t.job_nodes_for_deadline;
        QCOMPARE(*t.nodes_for_deadline, static_cast<std::int64_t>(std::ceil(static_cast<double>(job) * 1.05 - 1e-9)));
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        p.compute.gpus.reset();
        p.compute.nodes = *t.nodes_for_deadline;
        p.networks[0].tiers.reset();
        p.workload.deadline_days.reset();
        p.reliability.job_gpus = job * 8;
        const cp::Plan at = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(at.errors.empty());
        QCOMPARE(cp::jobNodesForDeadline(at.training->gpu_hours, at.training->goodput, 7, 8, 0), job);
        QVERIFY(*t.days_at_deadline_size <= 7);
        QVERIFY_NEAR(*t.days_at_deadline_size,
                     at.training->gpu_hours / (static_cast<double>(job) * 8) / 24 / at.training->goodput, 1e-9);
        // Not the first step's answer at the profile's 2,048 GPUs: the goodput fell as the job grew.
        QVERIFY(*t.goodput_for_deadline < plan.training->goodput);
        QVERIFY(plan.explain("training.gpus_for_deadline")->formula.find("fixed point") != std::string::npos);
    }

    // The 2-tier network of 64-port switches reaches 2,048 GPUs: the answer needs a third tier, and the
    // plan says so; with 3 tiers given it holds.
    void deadlineChecksTheNetwork() {
        const cp::Plan plan = cptest::planOf("llama-70b-2k-h100");
        QCOMPARE(*plan.training->deadline_network_holds, false);
        QVERIFY(hasWarning(plan, "/networks", "backend needs 3 tiers"));
        QVERIFY(hasWarning(plan, "/workload/deadline_days", "past the 7-day deadline"));
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        p.networks[0].tiers = 3;
        const cp::Plan three = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(*three.training->deadline_network_holds, true);
        QVERIFY(!hasWarning(three, "/networks", "needs"));
    }

    // A deadline no size can meet (goodput collapses as the job grows) says so instead of a number:
    // 26 GPU-hours in 2.4 h at 10 failures per node-day; by 100 nodes the job fails every 1.4 min,
    // less than its 10-minute restart.
    void impossibleDeadlineSaysSo() {
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        p.workload.tokens_trillion = 0.0001;
        p.workload.deadline_days = 0.1;
        p.reliability.model = cp::ReliabilityModel::ObservedRate;
        p.reliability.failures_per_1000_node_days = 1e4;
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QVERIFY(hasWarning(plan, "/workload/deadline_days", "no cluster size meets"));
    }
};

QTEST_APPLESS_MAIN(TestCheckpoints)
#include "test_checkpoints.moc"
