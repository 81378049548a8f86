#pragma once
// Every profile field, declared once (profile_schema.cpp). Each section's declaration drives the
// reader, the writer and the in-memory check; the flat registry below addresses a field by its
// JSON pointer for editors, sweeps, the assumptions list and the generated docs tables.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "profile/field.h"
#include "profile/profile.h"

namespace cp {

// The section declarations, in file order.
const Section<Profile>& topSection();  // name, description
const Section<ComputeInput>& computeSection();
const Section<NetworkInput>& networkSection();
const Section<ZoneJoin>& zoneJoinSection();
const Section<Placement>& placementSection();
const Section<OtherHosts>& otherHostsSection();
const Section<LeafClass>& leafClassSection();
const Section<ExtraSwitches>& extraSwitchesSection();
const Section<StorageInput>& storageSection();
const Section<LayoutInput>& layoutSection();
const Section<PowerCostInput>& powerSection();
const Section<CostInput>& costSection();
const Section<WorkloadInput>& workloadSection();
const Section<ArchitectureInput>& architectureSection();
const Section<ParallelismInput>& parallelismSection();
const Section<PublishedRunInput>& publishedSection();
const Section<ReliabilityInput>& reliabilitySection();

// One object of the document, for docs and forms: "/layout", "/networks/*/zone_join", ...
struct SectionInfo {
    std::string pointer;  // with "*" for an array index
    std::string title;    // "layout", "networks[].zone_join"
    std::string help;     // what the object holds
};
const std::vector<SectionInfo>& profileSections();

// A field anywhere in the profile; array indices (networks, other hosts) are given at the call.
using FieldIndices = std::vector<std::size_t>;

struct ProfileField {
    FieldSpec spec;       // spec.pointer: "/networks/*/zones"
    std::string section;  // the SectionInfo pointer it belongs to
    // monostate when an index is out of range.
    std::function<FieldValue(const Profile&, const FieldIndices&)> get;
    // Sets the value, marks the key present and clears the keys it excludes; false when an
    // index is out of range. A word outside a choice field's table throws InputError.
    std::function<bool(Profile&, const FieldIndices&, const FieldValue&)> set;
    std::function<bool(const Profile&, const FieldIndices&)> required;
    std::function<bool(const Profile&, const FieldIndices&)> read;  // false: the plan ignores it (spec.unused_when says why)
};

const std::vector<ProfileField>& profileFields();

struct FieldRef {
    const ProfileField* field = nullptr;
    FieldIndices indices;
};

// The field at a concrete pointer ("/networks/2/zones", "/layout/rack_power_kw"); nullopt when
// no field lives there (an object, a list item, a typo).
std::optional<FieldRef> findProfileField(std::string_view pointer);

FieldValue fieldValue(const Profile& profile, const FieldRef& ref);
bool setFieldValue(Profile& profile, const FieldRef& ref, const FieldValue& value);

// The concrete pointer of a field: "*" replaced by the indices.
std::string concretePointer(const std::string& pattern, const FieldIndices& indices);

}  // namespace cp
