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

ModelPreset parseModelPreset(const std::string& text, const std::string& file, const std::string& id, Diagnostics& warnings) {
    ModelPreset preset;
    PresetParts parts = parsePresetParts(
        text, file, "workload", presetModelKeys(), "model", [&](JsonReader& root) { preset.source = root.string("source"); },
        warnings);
    preset.id = id;
    preset.file = file;
    preset.name = std::move(parts.name);
    preset.description = std::move(parts.description);
    preset.workload = std::move(parts.body);
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
    workload.erase("published");  // another model's run is not this published one
    for (const auto& [key, value] : preset.workload.items()) workload[key] = value;
    workload["throughput"] = "step_time";
    Diagnostics warnings;  // none: the preset holds only keys the reader knows
    try {
        return readProfileJson(document, "", catalog, warnings);
    } catch (const InputError& e) {
        throw InputError(preset.file, e.jsonPath(),
                         "model preset \"" + preset.name + "\" gives the profile a bad value: " + e.problem());
    }
}

}  // namespace cp
