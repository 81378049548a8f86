#pragma once
// A built design (compute, fabric, floor plan, cabling) reused across evaluations that differ
// only in what the build stages are not given: PUE, prices, workload, reliability...

#include <cstddef>
#include <optional>
#include <vector>

#include "layout/media_choice.h"
#include "plan/evaluate.h"

namespace cp {

// The sections the build stages read: compute, networks, storage and layout, the rest left at
// its defaults (and so are the storage servers' price and power, which only the BOM and power read). evaluate() hands the build stages this projection, never the profile, so what
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

    // Set when the media prices of the catalog object change between calls (the uncertainty sampler
    // sets them per sample): a build is reused, its cabling repriced (repriceCabling), for any prices
    // under which every link picks the medium it was built with (mediaChoiceSignature,
    // layout/media_choice.h); the last kMaxMediaBuilds builds are kept, one per set of picks.
    // test_uncertainty compares every plan with evaluate().
    bool media_prices_vary = false;
    static constexpr std::size_t kMaxMediaBuilds = 8;

private:
    Plan& builtFor(const Catalog& catalog, const EvaluateOptions& options);

    std::vector<SelectorKey> selectors_;                    // the build's media selectors (media_prices_vary)
    std::vector<std::pair<std::vector<int>, Plan>> media_builds_;  // by media choice signature, newest last
    std::optional<Profile> sections_;
    const Catalog* catalog_ = nullptr;
    bool explaining_ = true;
    Plan built_;  // the plan after the build stages: their results, warnings, errors, explanations
    std::size_t reused_ = 0;
};

}  // namespace cp
