#include "plan/plan_json.h"

#include "common/json_reader.h"
#include "plan/metrics.h"

namespace cp {

std::string planToJsonText(const Plan& plan, bool withExplain) {
    Json doc;
    doc["profile"] = plan.profile_name;
    // Each declared output at its key, in declaration order (plan/outputs_*.cpp); a section whose
    // stage did not run is left out, a /derived figure is not in the document.
    for (const Metric& output : planOutputs())
        if (output.json)
            if (std::optional<Json> value = output.json(plan)) doc[Json::json_pointer(output.key)] = std::move(*value);
    Json warnings = Json::array();
    for (const Diagnostic& w : plan.warnings) warnings.push_back(Json{{"path", w.path}, {"message", w.message}});
    doc["warnings"] = warnings;
    if (withExplain) {
        Json explain = Json::array();
        for (const Explanation& e : plan.explanations)
            explain.push_back(Json{{"key", e.key},
                                   {"label", e.label},
                                   {"formula", e.formula},
                                   {"substituted", e.substituted},
                                   {"sources", e.sources}});
        doc["explain"] = explain;
    }
    return doc.dump(2) + "\n";
}

}  // namespace cp
