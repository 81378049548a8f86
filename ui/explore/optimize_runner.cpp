#include "explore/optimize_runner.h"

namespace cpui {

bool OptimizeRunner::start(cp::OptimizeSpec spec, cp::Catalog catalog) {
    if (isRunning()) return false;
    spec_ = spec;
    return startWork(
        [this, spec = std::move(spec), catalog = std::move(catalog)](const std::atomic<bool>& cancel, const Progress& progress) {
            cp::OptimizeControl control;
            control.cancel = &cancel;
            control.progress = progress;
            pending_ = cp::runOptimize(spec, catalog, control);
            // The shadow prices run the search again per limit: skipped after Cancel.
            pendingInsight_ = pending_.cancelled ? cp::OptimizeInsight{} : cp::optimizeInsight(spec, catalog, pending_);
        },
        [this] {
            result_ = std::move(pending_);
            insight_ = std::move(pendingInsight_);
        });
}

}  // namespace cpui
