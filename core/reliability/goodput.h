#pragma once
// The share of wall-clock time that trains the model, as the cost and training stages use it.

#include <string>

#include "reliability/reliability_result.h"

namespace cp {

// Below this ETTR a design makes (almost) no progress: goodput() uses it to keep figures finite.
inline constexpr double kGoodputFloor = 0.01;

// The ETTR (with in-memory recovery when the profile asks for it), at least 1%: below that
// a design makes (almost) no progress, and days and prices are given at the floor so they
// stay finite.
double goodput(const ReliabilityResult& reliability);

// Where goodput() came from, for explanations.
std::string goodputSource(const ReliabilityResult& reliability);

}  // namespace cp
