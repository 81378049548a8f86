#pragma once
// Runs core runUncertainty on a worker thread (WorkerThread: progress per 64 samples, cancel
// between samples, joined when destroyed). A cancelled run keeps no result (core returns none).

#include "catalog/catalog.h"
#include "explore/uncertainty.h"
#include "explore/worker_thread.h"

namespace cpui {

class UncertaintyRunner : public WorkerThread {
    Q_OBJECT

public:
    explicit UncertaintyRunner(QObject* parent = nullptr) : WorkerThread(parent) {}
    ~UncertaintyRunner() override { stop(); }

    // Starts a run on copies of a resolved `spec` and `catalog`; false when one is running.
    bool start(cp::UncertaintySpec spec, cp::Catalog catalog);

    bool hasResult() const { return has_result_; }
    bool wasCancelled() const { return cancelled_; }
    const cp::UncertaintySpec& spec() const { return spec_; }
    const cp::UncertaintyResult& result() const { return result_; }

private:
    cp::UncertaintySpec spec_, pendingSpec_;
    cp::UncertaintyResult result_, pending_;  // pending_: written by the worker, moved after it has ended
    bool has_result_ = false, cancelled_ = false, pendingCancelled_ = false;
};

}  // namespace cpui
