#pragma once
// Runs core runOptimize and the insight (binding limits, shadow prices) on a worker thread
// (WorkerThread: progress per design family, cancel between families, joined when destroyed).

#include "catalog/catalog.h"
#include "explore/optimize_insight.h"
#include "explore/worker_thread.h"

namespace cpui {

class OptimizeRunner : public WorkerThread {
    Q_OBJECT

public:
    explicit OptimizeRunner(QObject* parent = nullptr) : WorkerThread(parent) {}
    ~OptimizeRunner() override { stop(); }

    // Starts a run on copies of `spec` and `catalog`; false when one is running.
    bool start(cp::OptimizeSpec spec, cp::Catalog catalog);

    const cp::OptimizeSpec& spec() const { return spec_; }
    const cp::OptimizeResult& result() const { return result_; }
    const cp::OptimizeInsight& insight() const { return insight_; }

private:
    cp::OptimizeSpec spec_;
    cp::OptimizeResult result_, pending_;  // pending_: written by the worker, moved after it has ended
    cp::OptimizeInsight insight_, pendingInsight_;
};

}  // namespace cpui
