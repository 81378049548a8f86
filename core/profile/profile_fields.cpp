// The flat registry of profile fields (profile_schema.h): every section's declarations with the
// way from a Profile (and array indices) to the section struct that holds them.

#include <charconv>

#include "common/input_error.h"
#include "profile/profile_rules.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

template <class S>
using Locate = std::function<S*(Profile&, const FieldIndices&)>;

template <class T>
T* at(std::vector<T>& items, const FieldIndices& indices, std::size_t level) {
    return level < indices.size() && indices[level] < items.size() ? &items[indices[level]] : nullptr;
}

template <class S>
void addSection(std::vector<ProfileField>& out, const Section<S>& section, const std::string& pointer, Locate<S> locate) {
    for (const Field<S>& f : section.fields()) {
        ProfileField pf;
        pf.spec = f.spec;
        pf.spec.pointer = pointer + "/" + f.spec.key;
        pf.section = pointer;
        pf.get = [locate, f](const Profile& p, const FieldIndices& i) -> FieldValue {
            const S* s = locate(const_cast<Profile&>(p), i);  // read only: locate does not modify
            return s ? f.get(*s) : FieldValue{};
        };
        pf.set = [locate, f, &section, pointer = pf.spec.pointer](Profile& p, const FieldIndices& i, const FieldValue& v) {
            S* s = locate(p, i);
            if (!s) return false;
            // An enum member cannot hold a word outside its table: refuse it as the reader would.
            std::size_t item = 0;
            if (const std::string problem = wordProblem(f.spec, v, item); !problem.empty())
                throw InputError("", concretePointer(pointer, i) + (item == SIZE_MAX ? "" : "/" + std::to_string(item)), problem);
            f.set(*s, v);
            for (const std::string& other : f.spec.excludes)
                if (const Field<S>* o = section.find(other)) {
                    o->set(*s, FieldValue{});
                    s->present.clear(other);
                }
            if constexpr (std::is_same_v<S, LayoutInput>) s->given = true;  // an edited layout is saved from then on
            return true;
        };
        pf.required = [locate, f](const Profile& p, const FieldIndices& i) {
            const S* s = locate(const_cast<Profile&>(p), i);
            return s && f.isRequired(*s);
        };
        pf.read = [locate, f](const Profile& p, const FieldIndices& i) {
            const S* s = locate(const_cast<Profile&>(p), i);
            return !s || f.isRead(*s);
        };
        out.push_back(std::move(pf));
    }
}

template <class S>
Locate<S> member(S Profile::*section) {
    return [section](Profile& p, const FieldIndices&) { return &(p.*section); };
}

Locate<NetworkInput> network() {
    return [](Profile& p, const FieldIndices& i) { return at(p.networks, i, 0); };
}

std::vector<ProfileField> buildRegistry() {
    std::vector<ProfileField> out;
    addSection<Profile>(out, topSection(), "", [](Profile& p, const FieldIndices&) { return &p; });
    addSection(out, computeSection(), "/compute", member(&Profile::compute));
    addSection(out, networkSection(), "/networks/*", network());
    addSection<ZoneJoin>(out, zoneJoinSection(), "/networks/*/zone_join", [](Profile& p, const FieldIndices& i) {
        NetworkInput* n = at(p.networks, i, 0);
        return n ? &n->zone_join : nullptr;
    });
    addSection<Placement>(out, placementSection(), "/networks/*/placement", [](Profile& p, const FieldIndices& i) {
        NetworkInput* n = at(p.networks, i, 0);
        return n ? &n->placement : nullptr;
    });
    addSection<OtherHosts>(out, otherHostsSection(), "/networks/*/other_hosts/*", [](Profile& p, const FieldIndices& i) {
        NetworkInput* n = at(p.networks, i, 0);
        return n ? at(n->other_hosts, i, 1) : nullptr;
    });
    addSection<LeafClass>(out, leafClassSection(), "/networks/*/leaf_classes/*", [](Profile& p, const FieldIndices& i) {
        NetworkInput* n = at(p.networks, i, 0);
        return n ? at(n->leaf_classes, i, 1) : nullptr;
    });
    addSection<ExtraSwitches>(out, extraSwitchesSection(), "/networks/*/extra_switches/*", [](Profile& p, const FieldIndices& i) {
        NetworkInput* n = at(p.networks, i, 0);
        return n ? at(n->extra_switches, i, 1) : nullptr;
    });
    addSection(out, storageSection(), "/storage", member(&Profile::storage));
    addSection(out, layoutSection(), "/layout", member(&Profile::layout));
    addSection(out, powerSection(), "/power", member(&Profile::power));
    addSection(out, costSection(), "/cost", member(&Profile::cost));
    addSection(out, workloadSection(), "/workload", member(&Profile::workload));
    addSection<ArchitectureInput>(out, architectureSection(), "/workload/architecture",
                                  [](Profile& p, const FieldIndices&) { return &p.workload.architecture; });
    addSection<ParallelismInput>(out, parallelismSection(), "/workload/parallelism",
                                 [](Profile& p, const FieldIndices&) { return &p.workload.parallelism; });
    addSection<PublishedRunInput>(out, publishedSection(), "/workload/published",
                                  [](Profile& p, const FieldIndices&) { return &p.workload.published; });
    addSection(out, reliabilitySection(), "/reliability", member(&Profile::reliability));
    return out;
}

// Splits "/networks/2/zones" into tokens; false for a pointer that does not start with "/".
bool tokens(std::string_view pointer, std::vector<std::string_view>& out) {
    if (pointer.empty() || pointer.front() != '/') return false;
    std::size_t start = 1;
    while (true) {
        const std::size_t end = pointer.find('/', start);
        out.push_back(pointer.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) return true;
        start = end + 1;
    }
}

bool isIndex(std::string_view token, std::size_t& value) {
    if (token.empty() || (token.size() > 1 && token.front() == '0')) return false;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    return ec == std::errc() && end == token.data() + token.size();
}

}  // namespace

const std::vector<ProfileField>& profileFields() {
    static const std::vector<ProfileField> registry = buildRegistry();
    return registry;
}

const std::vector<SectionInfo>& profileSections() {
    static const std::vector<SectionInfo> sections{
        {"", "top level", "the profile: one document holding every input of a design"},
        {"/compute", "compute", "the node type and how many nodes (or GPUs)"},
        {"/networks/*", "networks", "one network: backend compute fabric, storage, frontend or management"},
        {"/networks/*/zone_join", "networks[].zone_join", "how the zones of a network are joined"},
        {"/networks/*/placement", "networks[].placement", "where each tier's switches stand"},
        {"/networks/*/other_hosts/*", "networks[].other_hosts[]", "other hosts on this network (login, CPU, service nodes)"},
        {"/networks/*/leaf_classes/*", "networks[].leaf_classes[]",
         "hosts of one kind on leaves of their own at their own down:up ratio (storage leaves at 1:1 among compute leaves "
         "at 4:3)"},
        {"/networks/*/extra_switches/*", "networks[].extra_switches[]",
         "switches added explicitly, with a reason; counted in totals and named in the explanation"},
        {"/storage", "storage", "storage servers and the network their NICs attach to"},
        {"/layout", "layout", "the floor: racks in rows, rows in halls; every link length follows from it"},
        {"/power", "power", "PUE, operating hours, electricity price, grid carbon and hardware life"},
        {"/cost", "cost", "money beyond the parts list: facility, operations, software, utilisation"},
        {"/workload", "workload", "the training run: model size, tokens, precision, MFU, deadline, checkpoints"},
        {"/workload/architecture", "workload.architecture", "the model the step-time model trains: a transformer, dense or MoE"},
        {"/workload/parallelism", "workload.parallelism",
         "how the job is split over the GPUs; what is left out is chosen by the search for the fastest split that fits"},
        {"/workload/published", "workload.published",
         "a published run this profile reproduces: its figure and source, compared with the plan, never used by it"},
        {"/reliability", "reliability", "failures, checkpoints, restarts and spares"},
    };
    return sections;
}

std::optional<FieldRef> findProfileField(std::string_view pointer) {
    std::vector<std::string_view> parts;
    if (!tokens(pointer, parts)) return std::nullopt;
    for (const ProfileField& f : profileFields()) {
        std::vector<std::string_view> pattern;
        tokens(f.spec.pointer, pattern);
        if (pattern.size() != parts.size()) continue;
        FieldRef ref{&f, {}};
        bool match = true;
        for (std::size_t i = 0; i < parts.size() && match; ++i) {
            std::size_t index = 0;
            if (pattern[i] == "*") {
                match = isIndex(parts[i], index);
                ref.indices.push_back(index);
            } else {
                match = pattern[i] == parts[i];
            }
        }
        if (match) return ref;
    }
    return std::nullopt;
}

FieldValue fieldValue(const Profile& profile, const FieldRef& ref) { return ref.field->get(profile, ref.indices); }

bool setFieldValue(Profile& profile, const FieldRef& ref, const FieldValue& value) {
    return ref.field->set(profile, ref.indices, value);
}

std::string concretePointer(const std::string& pattern, const FieldIndices& indices) {
    std::string out;
    std::size_t next = 0;
    for (char c : pattern) {
        if (c == '*' && next < indices.size())
            out += std::to_string(indices[next++]);
        else
            out += c;
    }
    return out;
}

bool isNumberKind(FieldKind kind) { return kind == FieldKind::Count || kind == FieldKind::Real; }

bool isListKind(FieldKind kind) {
    return kind == FieldKind::RealList || kind == FieldKind::ChoiceList || kind == FieldKind::PartList;
}

}  // namespace cp
