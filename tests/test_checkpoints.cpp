// Checkpoints as large runs take them today (a blocking snapshot to host memory, then an
// asynchronous write to storage rated by the storage server's own figure), the warnings a planner
// must act on, and deadline sizing as a fixed point (issue 22, items 3–5). Expected values are
// worked from first principles here, not read back from the code.
#include <QtTest>

#include <cmath>

#include "common/format.h"
#include "training/training.h"
#include "reliability/checkpoint_math.h"
#include "reliability/ettr_levers.h"
#include "test_support.h"

namespace {

bool hasWarning(const cp::Plan& plan, const std::string& path, const std::string& words) {
    for (const cp::Diagnostic& w : plan.warnings)
        if (w.path == path && w.message.find(words) != std::string::npos) return true;
    return false;
}

std::string reliabilityWarning(const cp::Plan& plan) {
    for (const cp::Diagnostic& w : plan.warnings)
        if (w.path == "/reliability") return w.message;
    return "";
}

// The ETTR a lever of the warning promises ("<lever> → ETTR 0.712"), or "" when it is not offered.
std::string leverEttr(const std::string& warning, const std::string& lever) {
    const auto at = warning.find(lever);
    if (at == std::string::npos) return "";
    const std::string arrow = "→ ETTR ";
    const auto value = warning.find(arrow, at);
    return value == std::string::npos ? "" : warning.substr(value + arrow.size(), 5);
}

// The ETTR the warning is about: in-memory recovery's when it is on.
std::string ettrText(const cp::Plan& plan) {
    return cp::formatFixed(plan.reliability->ettr_in_memory.value_or(plan.reliability->ettr), 3);
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

    // ETTR below one half names its levers; a healthy one does not warn. In-memory recovery is on
    // in this profile, so it is not offered again, nor are checkpoint levers its ETTR ignores.
    void lowEttrWarnsWithLevers() {
        const cp::Plan plan = cptest::planOf("h100-100k-ib-4tier");
        QVERIFY(plan.reliability->ettr_in_memory.value_or(plan.reliability->ettr) < 0.5);
        QVERIFY(hasWarning(plan, "/reliability", "restart_minutes"));
        QVERIFY(!hasWarning(plan, "/reliability", "in_memory_recovery"));
        QVERIFY(!hasWarning(plan, "/reliability", "checkpoint_mode"));
        const cp::Plan ok = cptest::planOf("llama-70b-2k-h100");
        QVERIFY(ok.reliability->ettr > 0.5);
        QVERIFY(!hasWarning(ok, "/reliability", "ETTR"));
    }

    // The levers are computed from the design (issue 22): each offered lever is one the profile can
    // still pull, and the ETTR it promises is the one a plan with that lever pulled reports.
    void lowEttrLeversComeFromTheDesign() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        cp::Profile p = cptest::shippedProfile("h100-100k-ib-4tier");
        QVERIFY(p.reliability.in_memory_recovery);  // the shipped profile's ETTR is in-memory recovery's
        p.reliability.in_memory_recovery = false;
        p.reliability.checkpoint_mode = cp::CheckpointMode::Sync;
        const cp::Plan sync = cp::evaluate(p, catalog);
        const std::string warning = reliabilityWarning(sync);
        QVERIFY2(warning.find("Levers, each alone") != std::string::npos, warning.c_str());
        auto pulled = [&](auto change) {
            cp::Profile q = p;
            change(q);
            return cp::evaluate(q, catalog);
        };
        // Asynchronous checkpoints: offered while synchronous, worth what the async plan reports.
        const cp::Plan async = pulled([](cp::Profile& q) { q.reliability.checkpoint_mode = cp::CheckpointMode::Async; });
        QCOMPARE(leverEttr(warning, "asynchronous checkpoints"), ettrText(async));
        QVERIFY(async.reliability->ettr > sync.reliability->ettr + 0.01);
        QCOMPARE(leverEttr(reliabilityWarning(async), "asynchronous checkpoints"), std::string());
        // In-memory recovery: offered while off, never once on.
        const cp::Plan inMemory = pulled([](cp::Profile& q) { q.reliability.in_memory_recovery = true; });
        QCOMPARE(leverEttr(warning, "in-memory recovery"), ettrText(inMemory));
        QCOMPARE(leverEttr(reliabilityWarning(inMemory), "in-memory recovery"), std::string());
        // A restart half as long.
        const cp::Plan quick = pulled([](cp::Profile& q) { q.reliability.restart_minutes /= 2; });
        QCOMPARE(leverEttr(warning, "a restart of"), ettrText(quick));
        // Checkpoints every 100 iterations (3.3 min) are stretched to the 5-minute write: the optimum
        // is no better, so the interval is not offered here.
        QCOMPARE(leverEttr(warning, "the optimal checkpoint interval"), std::string());
        // Half the job: half the parts fail (the inventory scales with the job's share).
        const cp::Plan half = pulled([](cp::Profile& q) { q.reliability.job_gpus = 50000; });
        QCOMPARE(leverEttr(warning, "a job of 50,000 GPUs"), ettrText(half));
        // Hourly checkpoints on a job that fails every 13.5 minutes: the optimal interval is offered,
        // naming the field that sets it, worth what the plan without it reports.
        cp::Profile hourly = cptest::shippedProfile("kokolis-scale-131k");
        QVERIFY(hourly.reliability.checkpoint_interval_minutes);
        const std::string hourlyWarning = reliabilityWarning(cp::evaluate(hourly, catalog));
        hourly.reliability.checkpoint_interval_minutes.reset();
        QCOMPARE(leverEttr(hourlyWarning, "the optimal checkpoint interval (leave reliability.checkpoint_interval_minutes"),
                 ettrText(cp::evaluate(hourly, catalog)));
        // The warning's levers are best first.
        double previous = 1;
        for (std::size_t at = warning.find("→ ETTR "); at != std::string::npos; at = warning.find("→ ETTR ", at + 1)) {
            const double value = std::stod(warning.substr(at + std::string("→ ETTR ").size(), 5));
            QVERIFY(value <= previous);
            previous = value;
        }
    }

    // A lever that changes nothing is not offered: already asynchronous, in memory, or a gain
    // below 0.01 (a job that almost never fails gains nothing from a shorter restart).
    void leversThatChangeNothingAreLeftOut() {
        cp::EttrAlternatives a;
        a.now = {1e7, 10, 0.01, 0, 0, std::nullopt, std::nullopt};  // M = 10^7 min
        a.job_gpus = 1024;
        a.gpus_per_node = 8;
        QVERIFY(cp::ettrLevers(a).empty());
        QVERIFY(cp::leverText({}).rfind("No lever of this design", 0) == 0);
        a.now.mttf = 30;  // fails every 30 minutes: halving the restart and the job both help
        const std::vector<cp::EttrLever> levers = cp::ettrLevers(a);
        QCOMPARE(levers.size(), std::size_t(2));
        for (const cp::EttrLever& l : levers) QVERIFY(l.ettr >= cp::ettrOf(a.now) + cp::kLeverMinGain);
        QVERIFY(levers[0].ettr >= levers[1].ettr);
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
        QCOMPARE(cp::jobNodesForDeadline(at.training->gpu_hours, at.training->goodput, 7, 8, 0).value_or(-1), job);
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
