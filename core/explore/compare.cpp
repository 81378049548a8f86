#include "explore/compare.h"

#include <algorithm>

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

// Rows go section by section, the registry's order within each; the step time follows the days it
// explains (the plan JSON, whose order the registry keeps, has the performance section first).
int sectionRank(const Metric& m) {
    static const std::vector<std::string> order{"compute", "fabric", "cabling", "power", "cost", "training", "performance", "reliability"};
    return static_cast<int>(std::find(order.begin(), order.end(), m.section) - order.begin());
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
        if (m.omit_when_all_zero &&
            std::all_of(r.values.begin(), r.values.end(), [](const Value& v) { return !v || *v == 0; }))
            continue;
        const Value base = r.values.at(baseline);
        for (const Value& v : r.values) r.ratios.push_back(v && base && *base != 0 ? Value(*v / *base) : std::nullopt);
        c.rows.push_back(std::move(r));
    }
    std::stable_sort(c.rows.begin(), c.rows.end(),
                     [](const MultiComparisonRow& a, const MultiComparisonRow& b) { return sectionRank(*a.metric) < sectionRank(*b.metric); });
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

namespace {

// Column names of the plans: A, B, C, ... (a legend above the table names each plan in full).
std::string planLetter(std::size_t i) { return std::string(1, static_cast<char>('A' + i)); }

}  // namespace

// One table for two plans or six: the letters' legend, then per metric its label, each plan's value
// in the registry's format (metricText: the unit comes with the value) and each ratio to the baseline.
std::string comparisonText(const MultiComparison& c) {
    std::string out;
    for (std::size_t i = 0; i < c.names.size(); ++i) out += planLetter(i) + ": " + c.names[i] + "\n";
    std::vector<std::vector<std::string>> table(1, std::vector<std::string>{"metric"});
    for (std::size_t i = 0; i < c.names.size(); ++i) table[0].push_back(planLetter(i));
    for (std::size_t i = 0; i < c.names.size(); ++i)
        if (i != c.baseline) table[0].push_back(planLetter(i) + " / " + planLetter(c.baseline));
    for (const MultiComparisonRow& r : c.rows) {
        std::vector<std::string> line{r.label};
        for (const std::optional<double>& v : r.values)
            line.push_back(!v ? "—" : r.metric ? metricText(*r.metric, *v) : formatNumber(*v));
        for (std::size_t i = 0; i < r.ratios.size(); ++i)
            if (i != c.baseline) line.push_back(r.ratios[i] ? formatRatio(*r.ratios[i]) : "n/a");
        table.push_back(std::move(line));
    }
    return out + "\n" + alignedTable(table, "");
}

std::string comparisonText(const Comparison& c) {
    MultiComparison m;
    m.names = {c.name_a, c.name_b};
    for (const ComparisonRow& r : c.rows)
        m.rows.push_back(
            MultiComparisonRow{r.key, r.label, r.unit, r.section, r.better, findMetricById(r.key), {r.a, r.b}, {1.0, r.ratio}});
    return comparisonText(m);
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
