#pragma once
// Checkpoint interval and effective training time ratio (all times in minutes).

namespace cp {

// The shortest interval the optimum takes when no step time bounds it: the snapshot costs
// milliseconds, so the model alone would checkpoint every second (docs/reliability.md).
inline constexpr double kUnboundedIntervalMinutes = 1.0;

// Checkpoints are taken between steps and, async, after the previous one is written:
// max(one step (kUnboundedIntervalMinutes when unknown, stepMinutes = 0), lag + stop).
double shortestIntervalMinutes(double stepMinutes, double lagMinutes, double stopMinutes);

// Young (CACM 17(9), 1974): τ = √(2 δ M).
double youngIntervalMinutes(double writeMinutes, double mttfMinutes);

// Daly (FGCS 22(3), 2006), higher-order optimum:
// τ = √(2δM) · [1 + ⅓ √(δ/2M) + (1/9)(δ/2M)] − δ for δ < 2M, else M.
double dalyIntervalMinutes(double writeMinutes, double mttfMinutes);

// Kokolis et al. (arXiv 2410.21680): E[ETTR] ≈ (1 − (u0 + Δt/2) / M) / (1 + w / Δt),
// clamped at 0 (no useful work when the expected loss per failure exceeds M).
double expectedEttr(double mttfMinutes, double restartMinutes, double intervalMinutes, double writeMinutes);

// The interval that maximises expectedEttr(): setting its derivative to zero gives
// Δt² + 2δΔt − 2δ(M − u0) = 0, so Δt* = √(δ² + 2δ(M − u0)) − δ (Young's √(2δM) when
// u0, δ ≪ M). Daly's τ ignores the restart u0 and can be far off when M is minutes.
// Returns 0 when no interval gives useful work (M ≤ u0) or writes are free (δ = 0).
double optimalIntervalMinutes(double mttfMinutes, double restartMinutes, double writeMinutes);

// The interval used when the profile gives none: that optimum (Daly's when no interval gives
// useful work; the shortest when stops are free), never below `shortestMinutes` (one step, or
// the snapshot and its write in async mode). `leadMinutes` is u0 plus the durable lag.
double usableOptimalIntervalMinutes(double mttfMinutes, double leadMinutes, double stopMinutes, double shortestMinutes);

// In-memory (peer RDMA) recovery's interval: Daly's for the peer copy, never below one step.
double inMemoryIntervalMinutes(double stepMinutes, double copyMinutes, double mttfMinutes);

}  // namespace cp
