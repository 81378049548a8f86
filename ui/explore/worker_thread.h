#pragma once
// One core computation at a time on a worker thread, so the GUI stays responsive (the sweep and
// optimize runners are thin subclasses). Progress is posted to the UI thread (at most ~200 posts
// a run); cancel() sets a flag the computation reads; stop() cancels and joins. The worker never
// touches widgets or this object's signals.

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <string>

class QThread;

namespace cpui {

class WorkerThread : public QObject {
    Q_OBJECT

public:
    using Progress = std::function<void(std::size_t done, std::size_t total)>;
    using Work = std::function<void(const std::atomic<bool>& cancel, const Progress& progress)>;

    explicit WorkerThread(QObject* parent = nullptr);
    ~WorkerThread() override;

    bool isRunning() const { return thread_ != nullptr; }
    void cancel() { cancel_ = true; }

signals:
    void progress(qint64 done, qint64 total);
    void finished();                      // the subclass's result is in place
    void failed(const QString& message);  // the computation threw (core InputError text)

protected:
    // Runs `work` on a new thread; false when one is running. After it ends without throwing,
    // `onDone` runs on the UI thread (move the worker's result into place), then finished().
    bool startWork(Work work, std::function<void()> onDone);
    // Cancels and joins: a subclass's destructor calls it before its result members go.
    void stop();

private:
    void collect();

    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
    std::string error_;  // written by the worker, read after it has ended
    std::function<void()> done_;
};

}  // namespace cpui
