#pragma once
// Where an uncertain input lives (explore/uncertainty.h): a real-valued profile field, read and set
// through the profile schema; a sourced number of a catalog part, through the catalog's field
// declarations (catalog/catalog_fields.h); or the step-time model's error, a factor on its step
// (kStepTimeFactor, EvaluateOptions::step_time_factor).

#include <functional>
#include <optional>
#include <string>

#include "catalog/catalog.h"
#include "plan/evaluate.h"
#include "profile/profile.h"
#include "profile/profile_schema.h"

namespace cp {

// The path of the step-time model's error: the true step over the modelled one (1: as fitted).
inline constexpr const char* kStepTimeFactor = "/model/step_time_factor";

struct UncertainTarget {
    bool step_time_factor = false;  // kStepTimeFactor
    std::optional<FieldRef> field;  // a profile field; else a catalog number
    std::function<double(const Catalog&)> catalog_get;
    std::function<void(Catalog&, double)> catalog_set;
    std::string label;      // "PUE", "dgx-h100: price"
    double min = 0, max = 0;  // the values the field or catalog number accepts
    // The build stages (compute, floor plan, fabric, cabling) may read it: a medium's price picks the
    // medium, a node's power its rack. Then no design is reused across samples.
    bool build = false;

    double value(const Profile& profile, const Catalog& catalog) const;
    void set(Profile& profile, Catalog& catalog, EvaluateOptions& options, double v) const;
};

// The target at `path`; the problem in words ("no real-valued profile field is at ...") when none.
std::optional<UncertainTarget> uncertainTarget(const std::string& path, const Catalog& catalog, std::string& problem);

// "/catalog/SECTION/ID/KEY" for a part's sourced number.
std::string catalogPath(const std::string& section, const std::string& id, const std::string& key);

}  // namespace cp
