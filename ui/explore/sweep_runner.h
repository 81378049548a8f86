#pragma once
// Runs core runSweep on a worker thread (WorkerThread: progress, cancel between points, joined
// when destroyed).

#include "catalog/catalog.h"
#include "explore/sweep.h"
#include "explore/sweep_bands.h"
#include "explore/worker_thread.h"

namespace cpui {

class SweepRunner : public WorkerThread {
    Q_OBJECT

public:
    explicit SweepRunner(QObject* parent = nullptr) : WorkerThread(parent) {}
    ~SweepRunner() override { stop(); }

    // Starts a run on copies of `spec` and `catalog`; false when one is running.
    // `threads` 0: all cores (core runSweep's pool). With `bands.samples`, the planned points are
    // then sampled under their default ranges (fan bands; progress starts again, per point).
    bool start(cp::SweepSpec spec, cp::Catalog catalog, unsigned threads = 0, cp::BandSpec bands = {});

    // The last finished run (rows not reached before Cancel have done == false).
    const cp::SweepResult& result() const { return result_; }
    const cp::SweepBands& bands() const { return bands_; }  // empty() without bands

private:
    cp::SweepResult result_;
    cp::SweepResult pending_;  // written by the worker, moved to result_ after it has ended
    cp::SweepBands bands_, pendingBands_;
};

}  // namespace cpui
