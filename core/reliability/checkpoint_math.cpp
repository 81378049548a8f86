#include "reliability/checkpoint_math.h"

#include <algorithm>
#include <cmath>

namespace cp {

double youngIntervalMinutes(double writeMinutes, double mttfMinutes) { return std::sqrt(2 * writeMinutes * mttfMinutes); }

double dalyIntervalMinutes(double writeMinutes, double mttfMinutes) {
    if (writeMinutes >= 2 * mttfMinutes) return mttfMinutes;
    const double x = writeMinutes / (2 * mttfMinutes);
    return std::sqrt(2 * writeMinutes * mttfMinutes) * (1 + std::sqrt(x) / 3 + x / 9) - writeMinutes;
}

double expectedEttr(double mttfMinutes, double restartMinutes, double intervalMinutes, double writeMinutes) {
    const double usefulShare = 1 - (restartMinutes + intervalMinutes / 2) / mttfMinutes;
    const double ettr = usefulShare / (1 + writeMinutes / intervalMinutes);
    return std::clamp(ettr, 0.0, 1.0);
}

double optimalIntervalMinutes(double mttfMinutes, double restartMinutes, double writeMinutes) {
    const double usefulMinutes = mttfMinutes - restartMinutes;
    if (usefulMinutes <= 0 || writeMinutes <= 0) return 0;
    return std::sqrt(writeMinutes * writeMinutes + 2 * writeMinutes * usefulMinutes) - writeMinutes;
}

double shortestIntervalMinutes(double stepMinutes, double lagMinutes, double stopMinutes) {
    return std::max(stepMinutes > 0 ? stepMinutes : kUnboundedIntervalMinutes, lagMinutes + stopMinutes);
}

double usableOptimalIntervalMinutes(double mttfMinutes, double leadMinutes, double stopMinutes, double shortestMinutes) {
    double interval = stopMinutes > 0 ? optimalIntervalMinutes(mttfMinutes, leadMinutes, stopMinutes) : shortestMinutes;
    if (interval <= 0) interval = std::max(dalyIntervalMinutes(stopMinutes, mttfMinutes), 1e-3);
    return std::max(interval, shortestMinutes);
}

double inMemoryIntervalMinutes(double stepMinutes, double copyMinutes, double mttfMinutes) {
    return std::max({stepMinutes, dalyIntervalMinutes(copyMinutes, mttfMinutes), 1e-3});
}

}  // namespace cp
