#include "profile/model_preset.h"

#include <algorithm>

#include "common/input_error.h"
#include "profile/preset_files.h"
#include "profile/profile_io.h"

namespace cp {

const std::vector<std::string>& presetModelKeys() {
    static const std::vector<std::string> keys{
        "parameters_billion",     "active_parameters_billion", "tokens_trillion", "precision",
        "global_batch_sequences", "attention_kernel",          "architecture",    "parallelism"};
    return keys;
}

namespace {

bool isModelKey(const std::string& key) {
    const auto& keys = presetModelKeys();
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

}  // namespace

ModelPreset parseModelPreset(const std::string& text, const std::string& file, const std::string& id, Diagnostics& warnings) {
    const Json document = parseJson(text, file);
    ReadContext context{file, {}};
    JsonReader root(document, "", context);
    ModelPreset preset;
    preset.id = id;
    preset.name = root.string("name");
    preset.description = root.optionalString("description").value_or("");
    preset.source = root.string("source");
    const JsonReader workload = root.object("workload");
    preset.workload = Json::object();
    for (const auto& [key, value] : root.raw("workload").items()) {
        if (isModelKey(key)) {
            preset.workload[key] = value;
            continue;
        }
        context.warnings.push_back({workload.childPath(key), "\"" + key + "\" is not a model key (" +
                                                                 joinQuoted(presetModelKeys()) +
                                                                 "); ignored: a preset keeps the workload's other keys"});
    }
    root.finish();
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return preset;
}

std::vector<ModelPreset> loadModelPresets(const std::string& dataDir, Diagnostics& problems) {
    return loadPresetFolder<ModelPreset>(dataDir + "/models",
                                         "not a model preset (it needs a \"name\", a \"source\" and a \"workload\" object)",
                                         parseModelPreset, problems);
}

Profile applyModelPreset(const Profile& profile, const Catalog& catalog, const ModelPreset& preset) {
    Json document = profileToJson(profile);
    Json& workload = document["workload"];
    if (!workload.is_object()) workload = Json::object();
    workload.erase("architecture");  // replaced whole, never merged into another model's
    workload.erase("parallelism");
    for (const auto& [key, value] : preset.workload.items()) workload[key] = value;
    workload["throughput"] = "step_time";
    Diagnostics warnings;  // none: the preset holds only keys the reader knows
    try {
        return readProfileJson(document, "", catalog, warnings);
    } catch (const InputError& e) {
        throw InputError("", e.jsonPath(), "model preset \"" + preset.name + "\": " + e.problem());
    }
}

}  // namespace cp
