#include "profile/preset_files.h"

namespace cp {

PresetParts parsePresetParts(const std::string& text, const std::string& file, const std::string& bodyKey,
                             const std::vector<std::string>& allowed, const std::string& kind,
                             const std::function<void(JsonReader&)>& more, Diagnostics& warnings) {
    const Json document = parseJson(text, file);
    ReadContext context{file, {}, {}};
    JsonReader root(document, "", context);
    PresetParts parts;
    parts.name = root.string("name");
    parts.description = root.optionalString("description").value_or("");
    if (more) more(root);
    const JsonReader body = root.object(bodyKey.c_str());
    parts.body = Json::object();
    for (const auto& [key, value] : root.raw(bodyKey.c_str()).items()) {
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) {
            parts.body[key] = value;
            continue;
        }
        context.warnings.push_back({body.childPath(key), "\"" + key + "\" is not a " + kind + " key (" + joinQuoted(allowed) +
                                                             "); ignored: a preset keeps the " + bodyKey + "'s other keys"});
    }
    root.finish();
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return parts;
}

}  // namespace cp
