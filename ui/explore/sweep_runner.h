#pragma once
// Runs core runSweep on a worker thread so the GUI stays responsive. Progress is
// posted to the UI thread; cancel() stops between points; destroying the runner
// cancels and joins. The worker never touches widgets or this object's signals.

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "catalog/catalog.h"
#include "explore/sweep.h"

class QThread;

namespace cpui {

class SweepRunner : public QObject {
    Q_OBJECT

public:
    explicit SweepRunner(QObject* parent = nullptr);
    ~SweepRunner() override;  // cancels a run and waits for it

    bool isRunning() const { return thread_ != nullptr; }
    // Starts a run on copies of `spec` and `catalog`; false when one is running.
    // `threads` 0: all cores (core runSweep's pool).
    bool start(cp::SweepSpec spec, cp::Catalog catalog, unsigned threads = 0);
    void cancel();

    // The last finished run (rows not reached before Cancel have done == false).
    const cp::SweepResult& result() const { return result_; }

signals:
    void progress(qint64 done, qint64 total);
    void finished();                      // result() holds the rows
    void failed(const QString& message);  // the spec was refused (core InputError text)

private:
    void collect();

    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
    // Written by the worker, read on the UI thread after it has finished.
    cp::SweepResult result_;
    cp::SweepResult pending_;
    std::string error_;
};

}  // namespace cpui
