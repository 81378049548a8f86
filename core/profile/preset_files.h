#pragma once
// Loading a folder of preset files (DATA/presets for network designs, DATA/models for model
// architectures): every *.json in file-name order, each parsed by the preset kind's parser; a
// file that is not a preset is skipped with its problem in `problems`, as are the warnings of
// the files kept. No folder, no presets.

#include <algorithm>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/file_io.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cp {

// The parts every preset file has: {"name", "description"?, BODY: {...}} with BODY holding only the
// `allowed` keys (another is dropped with a warning naming the `kind` of key it is not). `more`
// reads the kind's other top-level keys. Throws InputError naming `file` and the path.
struct PresetParts {
    std::string name, description;
    Json body;
};
PresetParts parsePresetParts(const std::string& text, const std::string& file, const std::string& bodyKey,
                             const std::vector<std::string>& allowed, const std::string& kind,
                             const std::function<void(JsonReader&)>& more, Diagnostics& warnings);

// parse(text, file, id, warnings) -> Preset; `needs` says what a file must hold to be one.
template <typename Preset, typename Parse>
std::vector<Preset> loadPresetFolder(const std::string& folder, const std::string& needs, Parse parse, Diagnostics& problems) {
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(folder), ec))
        if (entry.path().extension() == ".json" && entry.is_regular_file(ec)) files.push_back(entry.path());  // a symlink loop: skipped
    std::sort(files.begin(), files.end());
    std::vector<Preset> presets;
    for (const fs::path& path : files) {
        const std::string file = path.string();
        Diagnostics warnings;
        std::string text;
        try {
            text = readTextFile(file);  // a file that cannot be read (too big, gone, a device) is just that
        } catch (const InputError& e) {
            problems.push_back({e.jsonPath(), e.what()});
            continue;
        }
        try {
            presets.push_back(parse(text, file, path.stem().string(), warnings));
        } catch (const InputError& e) {
            problems.push_back({e.jsonPath(), std::string(e.what()) + "; " + needs});
            continue;
        }
        for (const Diagnostic& w : warnings) problems.push_back({w.path, file + ": " + w.path + ": " + w.message});
    }
    return presets;
}

}  // namespace cp
