#include "explore/uncertainty_runner.h"

namespace cpui {

bool UncertaintyRunner::start(cp::UncertaintySpec spec, cp::Catalog catalog) {
    if (isRunning()) return false;
    pendingSpec_ = spec;
    return startWork(
        [this, spec = std::move(spec), catalog = std::move(catalog)](const std::atomic<bool>& cancel, const Progress& progress) {
            cp::UncertaintyControl control;
            control.cancel = &cancel;
            control.progress = progress;
            pending_ = cp::runUncertainty(spec, catalog, control);
            pendingCancelled_ = pending_.cancelled;
        },
        [this] {
            cancelled_ = pendingCancelled_;
            has_result_ = !cancelled_;
            if (cancelled_) return;
            spec_ = std::move(pendingSpec_);
            result_ = std::move(pending_);
        });
}

}  // namespace cpui
