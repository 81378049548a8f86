#include "explore/optimize_runner.h"

#include <QThread>
#include <exception>

namespace cpui {

OptimizeRunner::OptimizeRunner(QObject* parent) : QObject(parent) {}

OptimizeRunner::~OptimizeRunner() {
    if (!thread_) return;
    cancel_ = true;
    thread_->wait();
    delete thread_;
}

bool OptimizeRunner::start(cp::OptimizeSpec spec, cp::Catalog catalog) {
    if (thread_) return false;
    cancel_ = false;
    error_.clear();
    spec_ = spec;
    thread_ = QThread::create([this, spec = std::move(spec), catalog = std::move(catalog)] {
        cp::OptimizeControl control;
        control.cancel = &cancel_;
        control.progress = [this](std::size_t done, std::size_t total) {
            QMetaObject::invokeMethod(
                this, [this, done, total] { emit progress(static_cast<qint64>(done), static_cast<qint64>(total)); },
                Qt::QueuedConnection);
        };
        try {
            pending_ = cp::runOptimize(spec, catalog, control);
            // The shadow prices run the search again per limit: skipped after Cancel.
            pendingInsight_ = pending_.cancelled ? cp::OptimizeInsight{} : cp::optimizeInsight(spec, catalog, pending_);
        } catch (const std::exception& e) {
            error_ = e.what();
        }
    });
    connect(thread_, &QThread::finished, this, &OptimizeRunner::collect, Qt::QueuedConnection);
    thread_->start();
    return true;
}

void OptimizeRunner::cancel() { cancel_ = true; }

void OptimizeRunner::collect() {
    if (!thread_) return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    if (!error_.empty()) {
        emit failed(QString::fromStdString(error_));
        return;
    }
    result_ = std::move(pending_);
    insight_ = std::move(pendingInsight_);
    emit finished();
}

}  // namespace cpui
