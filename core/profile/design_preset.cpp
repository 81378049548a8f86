#include "profile/design_preset.h"

#include <algorithm>

#include "common/input_error.h"
#include "profile/preset_files.h"
#include "profile/profile_io.h"
#include "profile/profile_schema.h"

namespace cp {

const std::vector<std::string>& presetDesignKeys() {
    static const std::vector<std::string> keys{"tiers",
                                               "zones",
                                               "zone_join",
                                               "planes",
                                               "rail_optimized",
                                               "su_nodes",
                                               "oversubscription",
                                               "build_out_endpoints",
                                               "build_out_from_tier",
                                               "tier_switches"};
    return keys;
}

namespace {

// The members of a design key that is itself an object, so a patch can null the ones not given.
std::vector<std::string> objectKeys(const std::string& key) {
    std::vector<std::string> keys;
    if (key == "zone_join")
        for (const Field<ZoneJoin>& f : zoneJoinSection().fields()) keys.push_back(f.spec.key);
    return keys;
}

}  // namespace

DesignPreset parseDesignPreset(const std::string& text, const std::string& file, const std::string& id, Diagnostics& warnings) {
    PresetParts parts = parsePresetParts(text, file, "network", presetDesignKeys(), "design", {}, warnings);
    DesignPreset preset;
    preset.id = id;
    preset.name = std::move(parts.name);
    preset.description = std::move(parts.description);
    preset.network = std::move(parts.body);
    return preset;
}

std::vector<DesignPreset> loadDesignPresets(const std::string& dataDir, Diagnostics& problems) {
    return loadPresetFolder<DesignPreset>(
        dataDir + "/presets", "not a design preset (it needs a \"name\" and a \"network\" object)", parseDesignPreset, problems);
}

Json presetPatch(const DesignPreset& preset) {
    Json patch = Json::object();
    for (const std::string& key : presetDesignKeys()) {
        if (!preset.network.contains(key)) {
            patch[key] = nullptr;
            continue;
        }
        Json value = preset.network.at(key);
        if (value.is_object())
            for (const std::string& member : objectKeys(key))
                if (!value.contains(member)) value[member] = nullptr;
        patch[key] = std::move(value);
    }
    return patch;
}

Profile applyDesignPreset(const Profile& profile, const Catalog& catalog, std::size_t network, const DesignPreset& preset) {
    if (network >= profile.networks.size())
        throw InputError("", "/networks/" + std::to_string(network),
                         "there is no network " + std::to_string(network + 1) + " to apply preset \"" + preset.name + "\" to");
    Json document = profileToJson(profile);
    document["networks"][network].merge_patch(presetPatch(preset));
    Diagnostics warnings;  // none: the patch holds only keys the reader knows
    return readProfileJson(document, "", catalog, warnings);
}

}  // namespace cp
