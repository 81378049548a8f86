#pragma once
// The ETTR-versus-checkpoint-interval curve a chart draws: dense samples of the same
// expectedEttr() the reliability stage used, so the profile's point and the optimum lie on it.

#include <vector>

#include "reliability/reliability_result.h"

namespace cp {

struct EttrCurve {
    double from_minutes = 0, to_minutes = 0;  // the interval range shown (log-spaced samples)
    std::vector<EttrAtInterval> points;       // ascending interval; includes the profile's and the optimum
    double min_ettr = 0, max_ettr = 0;        // over `points`
};

// `samples` log-spaced intervals over a decade either side of the profile's interval and
// the optimum (write time δ and restart u0 from `r`, job MTTF M = r.job_mttf_hours); empty
// when the job has no finite positive MTTF.
EttrCurve ettrCurve(const ReliabilityResult& r, int samples = 241);

}  // namespace cp
