#pragma once
// What would lift a low ETTR, computed from the design: each lever the profile can still pull,
// with the ETTR the reliability model gives when it alone is pulled. A lever that would change
// nothing (asynchronous checkpoints when they already are) is not offered.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

// One checkpointing situation, all times in minutes.
struct EttrCase {
    double mttf = 0;                       // M, the job's
    double restart = 0;                    // u0
    double stop = 0;                       // δ, training stopped per checkpoint
    double lag = 0;                        // async: the write to storage before a checkpoint can be restored
    double step = 0;                       // one iteration; 0 = unknown
    std::optional<double> given_interval;  // the profile's; without it the optimum is used
    std::optional<double> peer_copy;       // in-memory recovery on: the peer copy replaces the restore
};

// The ETTR the reliability stage reports for the case (the same functions reliability.cpp uses).
double ettrOf(const EttrCase& c);

// The current case and what the design allows instead; alternatives are unset where the lever
// is already pulled or the design cannot pull it.
struct EttrAlternatives {
    EttrCase now;
    std::optional<EttrCase> async_checkpoints;  // sync now, and the node has a device-to-host rate
    std::optional<double> peer_copy;            // in-memory recovery off now, and the node has compute NICs
    bool stop_scales_with_job = false;          // δ is a per-GPU snapshot: halving the job doubles it
    double optical_link_share = 0;              // of the job's interrupting failure rate (component model)
    std::int64_t job_gpus = 0, gpus_per_node = 0;
    std::string interval_field = "reliability.checkpoint_interval_minutes";  // the one giving now.given_interval
};

struct EttrLever {
    std::string what;  // the change and the field that makes it
    double ettr = 0;   // with this lever alone
};

inline constexpr double kLeverMinGain = 0.01;  // smaller gains are not worth a planner's attention

// The levers that raise the ETTR by at least kLeverMinGain, best first.
std::vector<EttrLever> ettrLevers(const EttrAlternatives& a);

// "Levers, each alone: in-memory recovery (reliability.in_memory_recovery) → ETTR 0.71; …", or
// a sentence saying that no lever of this design raises it.
std::string leverText(const std::vector<EttrLever>& levers);

}  // namespace cp
