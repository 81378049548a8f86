#pragma once
// Model presets: a well-known model's architecture and training recipe as data, in
// DATA/models/*.json:
//
//   {"name": "Llama 3 405B", "description": "…", "source": "…",
//    "workload": {"parameters_billion": 405, "global_batch_sequences": 2048,
//                 "architecture": {"layers": 126, …}}}
//
// "workload" holds only model keys. Applying a preset switches the workload to the step-time
// model and gives it the preset's model: architecture and parallelism are replaced whole (a
// parallelism the preset leaves out is searched afresh, since the old split may not divide the
// new model), the other model keys the preset gives replace the profile's, and the planner's
// tokens, deadline, checkpoint and MFU keys stay unless the preset gives them. Applied as one JSON
// merge patch on the workload and read back by the profile reader, so a preset is checked exactly
// like the same keys in a file.

#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "common/json_reader.h"
#include "profile/profile.h"

namespace cp {

struct ModelPreset {
    std::string id;           // the file name without .json
    std::string file;         // where it was read, for messages
    std::string name;         // for menus
    std::string description;  // for tooltips
    std::string source;       // where the architecture is published
    Json workload;            // the model keys the preset sets, as the file gives them
};

// The workload keys a model preset may set.
const std::vector<std::string>& presetModelKeys();

// One preset file's text. Not a preset (no name or source, no "workload" object, not JSON):
// InputError naming `file` and the path. A key that is not a model key is dropped with a warning.
ModelPreset parseModelPreset(const std::string& text, const std::string& file, const std::string& id, Diagnostics& warnings);

// Every DATA/models/*.json by file name, as loadDesignPresets.
std::vector<ModelPreset> loadModelPresets(const std::string& dataDir, Diagnostics& problems);

// The profile with the preset's model. Refused (InputError naming the preset's file and the path
// in the profile) when the result is not a valid profile.
Profile applyModelPreset(const Profile& profile, const Catalog& catalog, const ModelPreset& preset);

}  // namespace cp
