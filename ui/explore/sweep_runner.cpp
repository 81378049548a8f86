#include "explore/sweep_runner.h"

#include <QThread>
#include <exception>

namespace cpui {

SweepRunner::SweepRunner(QObject* parent) : QObject(parent) {}

SweepRunner::~SweepRunner() {
    if (!thread_) return;
    cancel_ = true;
    thread_->wait();
    delete thread_;  // its queued progress posts die with this object
}

bool SweepRunner::start(cp::SweepSpec spec, cp::Catalog catalog, unsigned threads) {
    if (thread_) return false;
    cancel_ = false;
    error_.clear();
    // The worker owns its copies, so editing the document during a run is safe.
    thread_ = QThread::create([this, spec = std::move(spec), catalog = std::move(catalog), threads] {
        cp::SweepControl control;
        control.threads = threads;
        control.cancel = &cancel_;
        // At most ~200 posts per run, however many points: the UI thread only needs the bar to move.
        auto lastPermille = std::make_shared<std::size_t>(std::size_t(-1));
        control.progress = [this, lastPermille](std::size_t done, std::size_t total) {
            const std::size_t permille = total ? done * 200 / total : 200;
            if (permille == *lastPermille) return;  // calls are serialised by runSweep
            *lastPermille = permille;
            QMetaObject::invokeMethod(
                this, [this, done, total] { emit progress(static_cast<qint64>(done), static_cast<qint64>(total)); },
                Qt::QueuedConnection);
        };
        try {
            pending_ = cp::runSweep(spec, catalog, control);
        } catch (const std::exception& e) {
            error_ = e.what();
        }
    });
    connect(thread_, &QThread::finished, this, &SweepRunner::collect, Qt::QueuedConnection);
    thread_->start();
    return true;
}

void SweepRunner::cancel() { cancel_ = true; }

void SweepRunner::collect() {
    if (!thread_) return;
    thread_->wait();  // finished() is emitted just before the thread ends
    delete thread_;
    thread_ = nullptr;
    if (!error_.empty()) {
        emit failed(QString::fromStdString(error_));
        return;
    }
    result_ = std::move(pending_);
    pending_ = {};
    emit finished();
}

}  // namespace cpui
