#pragma once
// A sweep point's profile made from its variant's profile, parsed once, by setting each axis
// value through the schema (profile_schema.h): no JSON document per point. Whenever this path
// cannot show that the reader would read the point's document into the same profile, the sweep
// reads that document instead (sweep.cpp), so a bad point keeps the reader's message.

#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "profile/profile.h"
#include "profile/profile_schema.h"

namespace cp {

struct SweepSpec;
struct SweepPoint;

// What a sweep path addresses: a profile field, one item of a list field
// ("/networks/0/oversubscription/1"), or neither.
struct InputTarget {
    const ProfileField* field = nullptr;
    bool item = false;
};
InputTarget inputTarget(const std::string& path);

// The axes of one spec, each resolved once to its field (or list item).
class SweepEdits {
public:
    explicit SweepEdits(const SweepSpec& spec);

    // `variant` is the point's variant document as the reader read it (no axis set). nullopt when
    // an axis value is one the reader would refuse (a count that is not whole, a value out of
    // range) or its path is not set in `variant` (a list item past the end): the reader of the
    // point's document then decides. The caller checks the result with checkProfileRules (a field
    // an axis clears or makes required, the rules between fields).
    std::optional<Profile> apply(const Profile& variant, const SweepPoint& point) const;

private:
    struct Axis {
        std::optional<FieldRef> field;  // the field set, or the list holding the item
        std::size_t item = SIZE_MAX;    // SIZE_MAX: the field itself
        bool integral = false;
    };
    bool set(Profile& p, const Axis& axis, double v) const;
    std::vector<Axis> axes_;
};

// One point at a time (tests): SweepEdits(spec).apply(variant, point).
std::optional<Profile> pointProfile(const SweepSpec& spec, const Profile& variant, const SweepPoint& point);

}  // namespace cp
