#pragma once
// A built design (compute, fabric, floor plan, cabling) reused across evaluations that differ
// only in what the build stages are not given: PUE, prices, workload, reliability...

#include <cstddef>
#include <optional>

#include "plan/evaluate.h"

namespace cp {

// The sections the build stages read: compute, networks, storage and layout, the rest left at
// its defaults. evaluate() hands the build stages this projection, never the profile, so what
// they build is a function of it and the catalog alone; that is what makes the reuse below
// safe without a list of "fields that do not matter" to keep up to date.
Profile buildSections(const Profile& profile);

// evaluate() for a run of profiles (a sweep's points on one thread): when a profile's build
// sections equal the last one's (Profile's ==; the sections' FieldPresence, which compares
// equal, is read only by the profile writer), with the same catalog object and options, the
// last build is reused and only the later stages run. The plan is evaluate()'s bit for bit
// (test_sweep: reuseIsExact). One per thread; the catalog must outlive it unchanged.
class DesignReuse {
public:
    Plan evaluate(const Profile& profile, const Catalog& catalog, const EvaluateOptions& options = {});
    std::size_t reused() const { return reused_; }

private:
    std::optional<Profile> sections_;
    const Catalog* catalog_ = nullptr;
    bool explaining_ = true;
    Plan built_;  // the plan after the build stages: their results, warnings, errors, explanations
    std::size_t reused_ = 0;
};

}  // namespace cp
