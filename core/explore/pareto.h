#pragma once
// The Pareto front: points no other point beats in every objective.

#include <cstddef>
#include <vector>

namespace cp {

enum class Goal { Minimise, Maximise };

// Indices (ascending) of the non-dominated points. A point is dominated when
// another is at least as good in every objective and better in one; equal
// points do not dominate each other, so duplicates on the front all stay.
// Each point has one value per goal; values must be finite. Two objectives
// take O(n log n); more take O(n²).
std::vector<std::size_t> paretoFront(const std::vector<std::vector<double>>& points, const std::vector<Goal>& goals);

}  // namespace cp
