#pragma once
// A part's sourced numbers, declared once: JSON key, label, unit, valid range, the rule the loader
// checks and the member that holds it. The catalog loader reads them, the writer writes them, the
// part editor shows a row for each, the plan's assumptions list cites them and
// `clusterplanner-cli catalog --markdown` writes docs/catalog-format.md's tables from them.
// A new number of a part is its member in catalog.h and its line in catalog_fields.cpp (and its
// words for translation in ui/catalog/catalog_field_text.cpp; a test says when they are missing).
//
// Structured values (a GPU's peaks per precision, a node's NICs, a switch's port modes) and plain
// words (ids, names, a medium's class) stay with the code that reads them.

#include <cmath>
#include <optional>
#include <string>
#include <type_traits>
#include <string_view>
#include <variant>
#include <vector>

#include "catalog/catalog.h"

namespace cp {

// What the loader checks beyond the range.
enum class SourcedRule {
    Plain,
    Price,    // the source starts with "assumption": prices are the planner's to edit
    Powered,  // above 0: every powered part draws something
};

struct SourcedFieldSpec {
    std::string_view key = {};    // "tdp_w"
    std::string_view label = {};  // "TDP": form rows, browser columns, assumption rows (short: a column header)
    std::string_view unit = {};   // "W", "USD", "GB/s"; empty for plain counts and ratios
    double min = 0, max = 0;
    int decimals = 0;  // forms
    SourcedRule rule = SourcedRule::Plain;
    bool column = false;  // the catalog browser shows it as a column (GPUs, nodes, switches, NICs; media have their own)
    // The plan rests on it, so its assumptions list cites it. A GPU's or NIC's own price does not
    // count (the node's price holds them), nor figures no stage reads (FP64 peaks).
    bool cited = true;
    std::string_view help = {};  // one line: what it means (form tooltips, docs)
};

template <class Part>
using SourcedMember =
    std::variant<Sourced Part::*, std::optional<Sourced> Part::*, SourcedCount Part::*, std::optional<SourcedCount> Part::*>;

template <class Part>
struct SourcedField : SourcedFieldSpec {
    SourcedMember<Part> member;

    bool optional() const { return member.index() == 1 || member.index() == 3; }
    bool count() const { return member.index() >= 2; }

    // The value (a count as a number); nullopt when an optional field is not given.
    std::optional<Sourced> get(const Part& part) const {
        return std::visit(
            [&](auto m) -> std::optional<Sourced> {
                const auto& v = part.*m;
                if constexpr (requires { v.has_value(); }) {
                    if (!v) return std::nullopt;
                    return Sourced{static_cast<double>(v->value), v->source};
                } else {
                    return Sourced{static_cast<double>(v.value), v.source};
                }
            },
            member);
    }

    // Sets it; nullopt clears an optional field (a required one keeps its value). Counts round.
    void set(Part& part, const std::optional<Sourced>& value) const {
        std::visit(
            [&](auto m) {
                auto& v = part.*m;
                using Stored = std::remove_cvref_t<decltype(v)>;
                if constexpr (requires { v.has_value(); }) {
                    if (value)
                        v = made<typename Stored::value_type>(*value);
                    else
                        v.reset();
                } else if (value) {
                    v = made<Stored>(*value);
                }
            },
            member);
    }

private:
    template <class Stored>
    static Stored made(const Sourced& value) {
        if constexpr (std::is_same_v<Stored, SourcedCount>)
            return SourcedCount{std::llround(value.value), value.source};
        else
            return value;
    }
};

// Each part's sourced numbers in the order the writer writes them.
template <class Part>
const std::vector<SourcedField<Part>>& sourcedFields();
template <>
const std::vector<SourcedField<Gpu>>& sourcedFields<Gpu>();
template <>
const std::vector<SourcedField<NodeType>>& sourcedFields<NodeType>();
template <>
const std::vector<SourcedField<Nic>>& sourcedFields<Nic>();
template <>
const std::vector<SourcedField<Switch>>& sourcedFields<Switch>();
template <>
const std::vector<SourcedField<Media>>& sourcedFields<Media>();
template <>
const std::vector<SourcedField<FailureClass>>& sourcedFields<FailureClass>();
template <>
const std::vector<SourcedField<StorageServer>>& sourcedFields<StorageServer>();

// docs/catalog-format.md's table of each part's sourced numbers (key, unit, range, rule, optional).
std::string catalogFieldsMarkdown();

}  // namespace cp
