#pragma once
// A catalog number together with where it comes from: a document and section,
// or text starting with "assumption" when no published source exists.

#include <cstdint>
#include <string>

namespace cp {

struct Sourced {
    double value = 0.0;
    std::string source;

    bool isAssumption() const { return source.rfind("assumption", 0) == 0; }
};

// The same for a count (GPUs per node, rack units, ...).
struct SourcedCount {
    std::int64_t value = 0;
    std::string source;
};

}  // namespace cp
