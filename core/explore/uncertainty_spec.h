#pragma once
// The uncertainty specification file (docs/uncertainty.md): a base profile, the ranges of its
// inputs and catalog values, correlated groups, samples, seed, metrics and limits.

#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "explore/uncertainty.h"

namespace cp {

// Reads, checks and resolves a specification (resolveUncertainty): a bad one throws InputError
// naming the file and the JSON path ("/inputs/2/high").
UncertaintySpec parseUncertaintySpec(const std::string& text, const std::string& file, const std::string& profilesDir,
                                     const Catalog& catalog, Diagnostics& warnings);
UncertaintySpec loadUncertaintySpecFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog,
                                        Diagnostics& warnings);

// The shipped specifications (data/studies/uncertainty/*.json), sorted.
std::vector<std::string> shippedUncertaintySpecFiles(const std::string& dataDir);

// A profile alone, with the default ranges, `samples` and `seed`.
UncertaintySpec profileUncertainty(const Profile& profile, const std::string& profileFile, const Catalog& catalog,
                                   std::size_t samples = 1000, std::uint64_t seed = 1);

}  // namespace cp
