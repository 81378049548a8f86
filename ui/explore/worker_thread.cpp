#include "explore/worker_thread.h"

#include <QThread>
#include <exception>
#include <new>
#include <memory>

namespace cpui {

WorkerThread::WorkerThread(QObject* parent) : QObject(parent) {}

WorkerThread::~WorkerThread() { stop(); }

void WorkerThread::stop() {
    if (!thread_) return;
    cancel_ = true;
    thread_->wait();
    delete thread_;  // its queued progress posts die with this object
    thread_ = nullptr;
}

bool WorkerThread::startWork(Work work, std::function<void()> onDone) {
    if (thread_) return false;
    cancel_ = false;
    error_.clear();
    done_ = std::move(onDone);
    thread_ = QThread::create([this, work = std::move(work)] {
        // At most ~200 posts per run, however many steps: the UI thread only needs the bar to move.
        auto lastPermille = std::make_shared<std::size_t>(std::size_t(-1));
        const Progress post = [this, lastPermille](std::size_t done, std::size_t total) {
            const std::size_t permille = total ? done * 200 / total : 200;
            if (permille == *lastPermille) return;  // the computations call this one call at a time
            *lastPermille = permille;
            QMetaObject::invokeMethod(
                this, [this, done, total] { emit progress(static_cast<qint64>(done), static_cast<qint64>(total)); },
                Qt::QueuedConnection);
        };
        try {
            work(cancel_, post);
        } catch (const std::bad_alloc&) {
            error_ = tr("out of memory: this run needs more memory than the machine gives it; try fewer "
                        "points, families or threads")
                         .toStdString();
        } catch (const std::exception& e) {
            error_ = e.what();
        }
    });
    connect(thread_, &QThread::finished, this, &WorkerThread::collect, Qt::QueuedConnection);
    thread_->start();
    return true;
}

void WorkerThread::collect() {
    if (!thread_) return;
    thread_->wait();  // finished() is emitted just before the thread ends
    delete thread_;
    thread_ = nullptr;
    if (!error_.empty()) {
        emit failed(QString::fromStdString(error_));
        return;
    }
    if (done_) done_();
    emit finished();
}

}  // namespace cpui
