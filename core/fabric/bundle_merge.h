#pragma once
// Consecutive link bundles that one bundle can state are passed on as one (see LinkBundle):
// a pod's leaves that go up to the same spine group, a scalable unit's hosts on its rail leaves.
// The plan's cabling then walks a few hundred bundles where the enumeration makes thousands.

#include "fabric/link_enumeration.h"

namespace cp {

class BundleMerger {
public:
    explicit BundleMerger(const BundleSink& sink) : sink_(sink) {}

    // Merges `b` into the bundle held back, or passes that one on and holds `b`.
    void add(const LinkBundle& b);
    // Passes on the bundle held back (at the end of the enumeration).
    void flush();

private:
    const BundleSink& sink_;
    LinkBundle held_;
    bool holding_ = false;
};

}  // namespace cp
