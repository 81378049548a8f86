#include "plan/ettr_curve.h"

#include <algorithm>
#include <cmath>

namespace cp {

EttrCurve ettrCurve(const ReliabilityResult& r, int samples) {
    EttrCurve curve;
    const double m = r.job_mttf_hours * 60;
    const double used = r.checkpoint_interval_minutes, optimum = r.optimal_interval_minutes;
    if (!std::isfinite(m) || m <= 0 || samples < 2 || !(used > 0) || !(optimum > 0)) return curve;
    // A decade either side of both marked intervals: the curve's rise, peak and fall.
    curve.from_minutes = std::min(used, optimum) / 10;
    curve.to_minutes = std::max(used, optimum) * 10;
    auto at = [&](double interval) { return EttrAtInterval{interval, r.ettrAtInterval(interval)}; };
    const double logFrom = std::log(curve.from_minutes), logTo = std::log(curve.to_minutes);
    for (int i = 0; i < samples; ++i) curve.points.push_back(at(std::exp(logFrom + (logTo - logFrom) * i / (samples - 1))));
    curve.points.push_back(at(used));
    curve.points.push_back(at(optimum));
    std::sort(curve.points.begin(), curve.points.end(),
              [](const EttrAtInterval& a, const EttrAtInterval& b) { return a.interval_minutes < b.interval_minutes; });
    const auto [lo, hi] = std::minmax_element(curve.points.begin(), curve.points.end(),
                                              [](const EttrAtInterval& a, const EttrAtInterval& b) { return a.ettr < b.ettr; });
    curve.min_ettr = lo->ettr;
    curve.max_ettr = hi->ettr;
    return curve;
}

}  // namespace cp
