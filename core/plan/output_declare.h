#pragma once
// How the output declarations (plan/outputs_*.cpp) are written. One call per output names the
// section of the Plan it lives in and how to get it from that section's result; from the getter's
// type follow the JSON value (a count stays an integer, an enum its word, an absent optional null)
// and, for numbers, the registry's reader. Internal to core/plan.

#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/enum_names.h"
#include "common/json_reader.h"
#include "plan/metrics.h"

// An output's label, marked for the GUI's translation: lupdate reads outputs_*.cpp and takes
// CP_LABEL as QT_TRANSLATE_NOOP (ui/CMakeLists.txt), so the label is declared here only; the core
// has no Qt and keeps the English text.
#define CP_LABEL(context, text) text

namespace cp::outputs {

using Value = std::optional<double>;
using OutputList = std::vector<Metric>;

template <class T>
struct Optional : std::false_type {
    using value_type = T;
};
template <class T>
struct Optional<std::optional<T>> : std::true_type {
    using value_type = T;
};

// The result type of a Plan member: the compute result, or the optional stage result's value type.
template <class S>
struct SectionOf {
    using type = S;
};
template <class R>
struct SectionOf<std::optional<R>> {
    using type = R;
};

template <class S>
const typename SectionOf<S>::type* sectionOf(const Plan& plan, S Plan::*member) {
    const S& s = plan.*member;
    if constexpr (Optional<S>::value)
        return s ? &*s : nullptr;
    else
        return &s;
}

template <class T>
Json jsonOf(const T& v) {
    if constexpr (Optional<T>::value)
        return v ? jsonOf(*v) : Json(nullptr);
    else if constexpr (std::is_enum_v<T>)
        return Json(enumText(v));
    else
        return Json(v);
}

template <class T>
constexpr bool kNumber = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;

template <class T>
Value numberOf(const T& v) {
    if constexpr (Optional<T>::value)
        return v ? numberOf(*v) : std::nullopt;
    else
        return static_cast<double>(v);
}

// The first segment of a key: the plan section ("/power/it_kw" → "power").
std::string keySection(const std::string& key);

// An output held by a plan section: written at m.key as `get`'s type; a number is also read.
template <class S, class Get>
void out(OutputList& list, Metric m, S Plan::*section, Get get) {
    using R = typename SectionOf<S>::type;
    using T = std::remove_cvref_t<std::invoke_result_t<Get, const R&>>;
    using Plain = typename Optional<T>::value_type;
    if (m.section.empty()) m.section = keySection(m.key);
    m.may_be_null = Optional<T>::value;
    if constexpr (kNumber<Plain>) {
        m.read = [section, get](const Plan& p, const MetricContext&) -> Value {
            const R* r = sectionOf(p, section);
            return r ? numberOf(std::invoke(get, *r)) : std::nullopt;
        };
    }
    m.json = [section, get](const Plan& p) -> std::optional<Json> {
        const R* r = sectionOf(p, section);
        return r ? std::optional<Json>(jsonOf(std::invoke(get, *r))) : std::nullopt;
    };
    list.push_back(std::move(m));
}

// A table or object of the plan JSON (tiers, the BOM, the parallel split): written, not read.
template <class S, class Write>
void table(OutputList& list, const std::string& key, S Plan::*section, Write write) {
    using R = typename SectionOf<S>::type;
    Metric m{.key = key, .section = keySection(key), .offered = false};
    m.json = [section, write](const Plan& p) -> std::optional<Json> {
        const R* r = sectionOf(p, section);
        return r ? std::optional<Json>(write(*r)) : std::nullopt;
    };
    list.push_back(std::move(m));
}

// A /derived figure (or a number inside a table): read from the plan, not written to its JSON.
inline void derived(OutputList& list, Metric m) { list.push_back(std::move(m)); }

// A field of an optional plan section: no value when the section was not computed.
#define CP_FIELD(section, field)                                                                       \
    [](const Plan& p, const MetricContext&) -> ::cp::outputs::Value {                                  \
        return p.section ? ::cp::outputs::Value(static_cast<double>(p.section->field)) : std::nullopt; \
    }

// Per-section declarations, in plan JSON order (outputs_*.cpp).
void addComputeOutputs(OutputList& list);
void addFabricOutputs(OutputList& list);
void addCablingOutputs(OutputList& list);
void addPowerOutputs(OutputList& list);
void addCostOutputs(OutputList& list);
void addPerformanceOutputs(OutputList& list);
void addTrainingOutputs(OutputList& list);
void addReliabilityOutputs(OutputList& list);

}  // namespace cp::outputs
