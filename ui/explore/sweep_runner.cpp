#include "explore/sweep_runner.h"

namespace cpui {

bool SweepRunner::start(cp::SweepSpec spec, cp::Catalog catalog, unsigned threads) {
    // The worker owns its copies, so editing the document during a run is safe.
    return startWork(
        [this, spec = std::move(spec), catalog = std::move(catalog), threads](const std::atomic<bool>& cancel,
                                                                              const Progress& progress) {
            cp::SweepControl control;
            control.threads = threads;
            control.cancel = &cancel;
            control.progress = progress;
            pending_ = cp::runSweep(spec, catalog, control);
        },
        [this] {
            result_ = std::move(pending_);
            pending_ = {};
        });
}

}  // namespace cpui
