#include "explore/compare.h"

#include <algorithm>
#include <sstream>

#include "common/format.h"
#include "common/json_reader.h"
#include "common/csv_writer.h"
#include "common/text_table.h"

namespace cp {

namespace {

// Compare's groups: the fabric and the cabling make one "network" group, the step time joins training.
std::string compareSection(const Metric& m) {
    if (m.section == "fabric" || m.section == "cabling") return "network";
    return m.section == "performance" ? "training" : m.section;
}

}  // namespace

const ComparisonRow* Comparison::row(const std::string& key) const {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const ComparisonRow& r) { return r.key == key; });
    return it == rows.end() ? nullptr : &*it;
}

const MultiComparisonRow* MultiComparison::row(const std::string& key) const {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const MultiComparisonRow& r) { return r.key == key; });
    return it == rows.end() ? nullptr : &*it;
}

MultiComparison comparePlans(const std::vector<const Plan*>& plans, std::size_t baseline, const Catalog& catalog,
                             Precision precision) {
    MultiComparison c;
    c.baseline = baseline;
    for (const Plan* p : plans) c.names.push_back(p->profile_name);
    // One basis for every column: measured GEMM only where the catalog has it for every node.
    const bool measured = std::all_of(plans.begin(), plans.end(), [&](const Plan* p) {
        const NodeType* node = catalog.findNode(p->compute.node_type_id);
        return node && node->measuredTflops(precision).has_value();
    });
    const MetricContext context{&catalog, precision, measured};
    using Value = std::optional<double>;
    for (const Metric& m : metricRegistry()) {
        if (m.id.empty()) continue;  // not a compare row
        MultiComparisonRow r{m.id, metricLabel(m, context), m.unit, compareSection(m), m.better, &m, {}, {}};
        for (const Plan* p : plans) r.values.push_back(readMetric(m, *p, context));
        if (std::none_of(r.values.begin(), r.values.end(), [](const Value& v) { return v.has_value(); })) continue;
        const Value base = r.values.at(baseline);
        for (const Value& v : r.values) r.ratios.push_back(v && base && *base != 0 ? Value(*v / *base) : std::nullopt);
        c.rows.push_back(std::move(r));
    }
    return c;
}

Comparison comparePlans(const Plan& a, const Plan& b, const Catalog& catalog, Precision precision) {
    const MultiComparison m = comparePlans(std::vector<const Plan*>{&a, &b}, 0, catalog, precision);
    Comparison c;
    c.name_a = a.profile_name;
    c.name_b = b.profile_name;
    for (const MultiComparisonRow& r : m.rows) {
        if (!r.values[0] || !r.values[1]) continue;  // only what both plans have
        c.rows.push_back(ComparisonRow{r.key, r.label, r.unit, *r.values[0], *r.values[1], r.ratios[1], r.section, r.better});
    }
    return c;
}

std::string comparisonText(const Comparison& c) {
    std::ostringstream out;
    out << "A: " << c.name_a << "\nB: " << c.name_b << "\n\n";
    out << pad("", 52) << pad("A", 18) << pad("B", 18) << "B / A\n";
    for (const ComparisonRow& r : c.rows) {
        out << pad(r.label + (r.unit.empty() ? "" : " [" + r.unit + "]"), 52) << pad(formatFixed(r.a, r.a < 100 ? 2 : 0), 18)
            << pad(formatFixed(r.b, r.b < 100 ? 2 : 0), 18) << (r.ratio ? formatFixed(*r.ratio, 3) : "n/a") << "\n";
    }
    return out.str();
}

std::string comparisonJsonText(const Comparison& c) {
    Json rows = Json::array();
    for (const ComparisonRow& r : c.rows)
        rows.push_back(Json{{"key", r.key},
                            {"label", r.label},
                            {"unit", r.unit},
                            {"a", r.a},
                            {"b", r.b},
                            {"ratio", r.ratio ? Json(*r.ratio) : Json(nullptr)}});
    return Json{{"a", c.name_a}, {"b", c.name_b}, {"rows", rows}}.dump(2) + "\n";
}

std::string comparisonCsv(const MultiComparison& c) {
    std::string out;
    CsvRow row;
    row.text("section").text("metric").text("key").text("unit");
    for (const std::string& name : c.names) row.text(name);
    for (std::size_t i = 0; i < c.names.size(); ++i)
        if (i != c.baseline) row.text(c.names[i] + " / " + c.names[c.baseline]);
    out += row.finish();
    const auto cell = [&row](const std::optional<double>& v) { v ? row.number(*v) : row.empty(); };
    for (const MultiComparisonRow& r : c.rows) {
        row.text(r.section).text(r.label).text(r.key).text(r.unit);
        for (const std::optional<double>& v : r.values) cell(v);
        for (std::size_t i = 0; i < r.ratios.size(); ++i)
            if (i != c.baseline) cell(r.ratios[i]);
        out += row.finish();
    }
    return out;
}

}  // namespace cp
