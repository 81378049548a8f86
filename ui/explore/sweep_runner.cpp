#include "explore/sweep_runner.h"

namespace cpui {

bool SweepRunner::start(cp::SweepSpec spec, cp::Catalog catalog, unsigned threads, cp::BandSpec bands) {
    // The worker owns its copies, so editing the document during a run is safe.
    return startWork(
        [this, spec = std::move(spec), catalog = std::move(catalog), threads, bands](const std::atomic<bool>& cancel,
                                                                                     const Progress& progress) {
            cp::SweepControl control;
            control.threads = threads;
            control.cancel = &cancel;
            control.progress = progress;
            pending_ = cp::runSweep(spec, catalog, control);
            pendingBands_ = pending_.cancelled ? cp::SweepBands{} : cp::sweepBands(spec, pending_, catalog, bands, control);
            if (pendingBands_.cancelled) pendingBands_ = {};  // a part of the points banded reads as if the rest had no spread
        },
        [this] {
            result_ = std::move(pending_);
            bands_ = std::move(pendingBands_);
            pending_ = {};
            pendingBands_ = {};
        });
}

}  // namespace cpui
