#include "reliability/ettr_levers.h"

#include <algorithm>

#include "common/format.h"
#include "reliability/checkpoint_math.h"

namespace cp {

double ettrOf(const EttrCase& c) {
    if (c.peer_copy) return expectedEttr(c.mttf, c.restart, inMemoryIntervalMinutes(c.step, *c.peer_copy, c.mttf), *c.peer_copy);
    const double interval = c.given_interval ? std::max({*c.given_interval, c.lag + c.stop, c.step})
                                             : usableOptimalIntervalMinutes(c.mttf, c.restart + c.lag, c.stop,
                                                                            shortestIntervalMinutes(c.step, c.lag, c.stop));
    return expectedEttr(c.mttf, c.restart + c.lag, interval, c.stop);
}

namespace {

// Alternatives that change one thing of the current case.
void addCaseLevers(const EttrAlternatives& a, std::vector<EttrLever>& out) {
    const EttrCase& now = a.now;
    if (now.restart > 0) {
        EttrCase c = now;
        c.restart = now.restart / 2;
        out.push_back({"a restart of " + formatNumber(c.restart) + " min instead of " + formatNumber(now.restart) +
                           " (reliability.restart_minutes)",
                       ettrOf(c)});
    }
    if (a.job_gpus >= 2 * a.gpus_per_node && a.gpus_per_node > 0) {
        EttrCase c = now;  // half the parts: the failure rate halves
        c.mttf = 2 * now.mttf;
        if (a.stop_scales_with_job) c.stop = 2 * now.stop;
        out.push_back(
            {"a job of " + formatCount(a.job_gpus / 2) + " GPUs, half as many parts (reliability.job_gpus)", ettrOf(c)});
    }
    if (a.optical_link_share > 0 && a.optical_link_share < 1) {
        EttrCase c = now;
        c.mttf = now.mttf / (1 - a.optical_link_share);
        out.push_back({"no optical-link failures (" + formatFixed(100 * a.optical_link_share, 0) +
                           "% of them now): copper or in-rack leaves instead of optics",
                       ettrOf(c)});
    }
}

}  // namespace

std::vector<EttrLever> ettrLevers(const EttrAlternatives& a) {
    std::vector<EttrLever> levers;
    const EttrCase& now = a.now;
    if (a.peer_copy) {
        EttrCase c = now;
        c.peer_copy = a.peer_copy;
        levers.push_back({"in-memory recovery (reliability.in_memory_recovery)", ettrOf(c)});
    }
    if (!now.peer_copy && now.given_interval) {
        EttrCase c = now;
        c.given_interval.reset();
        levers.push_back({"the optimal checkpoint interval (leave " + a.interval_field + " unset)", ettrOf(c)});
    }
    if (!now.peer_copy && a.async_checkpoints)
        levers.push_back({"asynchronous checkpoints (reliability.checkpoint_mode)", ettrOf(*a.async_checkpoints)});
    addCaseLevers(a, levers);
    const double base = ettrOf(now);
    std::erase_if(levers, [&](const EttrLever& l) { return l.ettr < base + kLeverMinGain; });
    std::stable_sort(levers.begin(), levers.end(), [](const EttrLever& x, const EttrLever& y) { return x.ettr > y.ettr; });
    return levers;
}

std::string leverText(const std::vector<EttrLever>& levers) {
    if (levers.empty())
        return "No lever of this design raises it by " + formatNumber(kLeverMinGain) +
               " (tried: in-memory recovery, the checkpoint interval and mode, the restart, the job's size, optics)";
    std::string text = "Levers, each alone:";
    for (std::size_t i = 0; i < levers.size(); ++i)
        text += (i ? "; " : " ") + levers[i].what + " → ETTR " + formatFixed(levers[i].ettr, 3);
    return text;
}

}  // namespace cp
