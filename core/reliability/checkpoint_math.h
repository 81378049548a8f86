#pragma once
// Checkpoint interval and effective training time ratio (all times in minutes).

namespace cp {

// Young (CACM 17(9), 1974): τ = √(2 δ M).
double youngIntervalMinutes(double writeMinutes, double mttfMinutes);

// Daly (FGCS 22(3), 2006), higher-order optimum:
// τ = √(2δM) · [1 + ⅓ √(δ/2M) + (1/9)(δ/2M)] − δ for δ < 2M, else M.
double dalyIntervalMinutes(double writeMinutes, double mttfMinutes);

// Kokolis et al. (arXiv 2410.21680): E[ETTR] ≈ (1 − (u0 + Δt/2) / M) / (1 + w / Δt),
// clamped at 0 (no useful work when the expected loss per failure exceeds M).
double expectedEttr(double mttfMinutes, double restartMinutes, double intervalMinutes, double writeMinutes);

}  // namespace cp
