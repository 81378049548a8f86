#include "explore/sweep_point.h"

#include <cmath>

#include "explore/sweep.h"

namespace cp {

InputTarget inputTarget(const std::string& path) {
    if (auto ref = findProfileField(path)) return {ref->field, false};
    const auto slash = path.rfind('/');
    if (slash == std::string::npos || slash == 0) return {};
    const std::string last = path.substr(slash + 1);
    if (last.empty() || last.find_first_not_of("0123456789") != std::string::npos) return {};
    if (auto parent = findProfileField(path.substr(0, slash)); parent && isListKind(parent->field->spec.kind))
        return {parent->field, true};
    return {};
}

namespace {

// The axis value as the reader reads the number the point's document holds (sweep.cpp writes
// an integral axis as an integer): nullopt when the reader would refuse it.
std::optional<FieldValue> readerValue(const FieldSpec& f, double v, bool integral, bool item) {
    if (!std::isfinite(v) || std::abs(v) >= 9.0e18) return std::nullopt;  // past int64: the reader refuses it
    const double value = integral ? static_cast<double>(std::llround(v)) : v;
    if (value < f.min || value > f.max) return std::nullopt;
    if (item) return FieldValue{value};  // a list of numbers: each item a double
    if (f.kind == FieldKind::Count) {
        if (!integral) return std::nullopt;  // a JSON real for a count: the reader's message
        return FieldValue{static_cast<std::int64_t>(value)};
    }
    if (f.kind == FieldKind::Real) return FieldValue{value};
    return std::nullopt;
}

}  // namespace

SweepEdits::SweepEdits(const SweepSpec& spec) {
    for (const SweepAxis& a : spec.axes) {
        Axis axis;
        axis.integral = axisIsIntegral(a);
        axis.field = findProfileField(a.path);
        const auto slash = a.path.rfind('/');
        if (!axis.field && slash != std::string::npos && inputTarget(a.path).item && a.path.size() - slash - 1 <= 9) {
            axis.field = findProfileField(a.path.substr(0, slash));  // no list is 10^9 long: stoull stays in range
            axis.item = std::stoull(a.path.substr(slash + 1));
        }
        axes_.push_back(std::move(axis));
    }
}

bool SweepEdits::set(Profile& p, const Axis& axis, double v) const {
    if (!axis.field) return false;
    const FieldSpec& spec = axis.field->field->spec;
    if (axis.item == SIZE_MAX) {
        const std::optional<FieldValue> value = readerValue(spec, v, axis.integral, false);
        return value && setFieldValue(p, *axis.field, *value);  // clears its exclusive partners, as the document does
    }
    if (spec.kind != FieldKind::RealList) return false;
    const FieldValue current = fieldValue(p, *axis.field);
    const auto* items = std::get_if<std::vector<double>>(&current);
    if (!items || axis.item >= items->size()) return false;
    const std::optional<FieldValue> value = readerValue(spec, v, axis.integral, true);
    if (!value) return false;
    std::vector<double> changed = *items;
    changed[axis.item] = std::get<double>(*value);
    return setFieldValue(p, *axis.field, changed);
}

std::optional<Profile> SweepEdits::apply(const Profile& variant, const SweepPoint& point) const {
    Profile p = variant;
    for (std::size_t a = 0; a < axes_.size() && a < point.inputs.size(); ++a)
        if (!set(p, axes_[a], point.inputs[a])) return std::nullopt;
    return p;
}

std::optional<Profile> pointProfile(const SweepSpec& spec, const Profile& variant, const SweepPoint& point) {
    return SweepEdits(spec).apply(variant, point);
}

}  // namespace cp
