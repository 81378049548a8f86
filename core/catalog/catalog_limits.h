#pragma once
// Size limits of catalog files (docs/robustness.md), shared by the part sections and the
// performance specs.

#include <cstddef>

namespace cp {

// Entries one catalog file may hold in one section (gpus, nodes, switches, ..., performance gpus
// and hosts): the shipped catalog has at most a dozen; merging is linear up to this.
inline constexpr std::size_t kMaxCatalogEntries = 10000;

}  // namespace cp
