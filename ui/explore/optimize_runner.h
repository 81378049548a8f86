#pragma once
// Runs core runOptimize (and the insight: binding limits, shadow prices) on a worker thread so the
// GUI stays responsive, like SweepRunner: progress posted to the UI thread, cancel() stops between
// design families, destroying the runner cancels and joins. The worker never touches widgets.

#include <QObject>
#include <QString>
#include <atomic>

#include "catalog/catalog.h"
#include "explore/optimize_insight.h"

class QThread;

namespace cpui {

class OptimizeRunner : public QObject {
    Q_OBJECT

public:
    explicit OptimizeRunner(QObject* parent = nullptr);
    ~OptimizeRunner() override;  // cancels a run and waits for it

    bool isRunning() const { return thread_ != nullptr; }
    // Starts a run on copies of `spec` and `catalog`; false when one is running.
    bool start(cp::OptimizeSpec spec, cp::Catalog catalog);
    void cancel();

    const cp::OptimizeSpec& spec() const { return spec_; }
    const cp::OptimizeResult& result() const { return result_; }
    const cp::OptimizeInsight& insight() const { return insight_; }

signals:
    void progress(qint64 done, qint64 total);
    void finished();
    void failed(const QString& message);

private:
    void collect();

    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
    cp::OptimizeSpec spec_;
    // Written by the worker, read on the UI thread after it has finished.
    cp::OptimizeResult result_, pending_;
    cp::OptimizeInsight insight_, pendingInsight_;
    std::string error_;
};

}  // namespace cpui
