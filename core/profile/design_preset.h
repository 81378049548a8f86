#pragma once
// Design presets: the shape of a network (tiers, zones and their join, planes, rails, scalable
// units, ratios, build-out, per-tier switches) as data, in DATA/presets/*.json:
//
//   {"name": "Fire-Flyer zones", "description": "…", "network": {"tiers": 2, "zones": 2}}
//
// "network" holds only design keys, written as in a profile's network. Applying a preset keeps
// the network's name, role, switch, speed, hosts, extras, placement and media policy, and gives
// it the preset's design: the design keys the preset leaves out return to their defaults. It is
// applied as one JSON merge patch (RFC 7396, presetPatch) on the network's JSON, read back by the
// profile reader, so a preset is checked exactly like the same keys in a file.

#include <cstddef>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "common/json_reader.h"
#include "profile/profile.h"

namespace cp {

struct DesignPreset {
    std::string id;           // the file name without .json
    std::string name;         // for menus
    std::string description;  // for tooltips
    Json network;             // the design keys the preset sets, as the file gives them
};

// The network keys that make up its design; a preset replaces all of them.
const std::vector<std::string>& presetDesignKeys();

// One preset file's text. Not a preset (no name, no "network" object, not JSON): InputError
// naming `file` and the path. A key that is not a design key is dropped with a warning.
DesignPreset parseDesignPreset(const std::string& text, const std::string& file, const std::string& id, Diagnostics& warnings);

// Every DATA/presets/*.json by file name. A file that is not a preset is skipped and its
// problem added to `problems` (as are the warnings of the files kept); no folder, no presets.
std::vector<DesignPreset> loadDesignPresets(const std::string& dataDir, Diagnostics& problems);

// The merge patch that gives a network the preset's design: each design key the preset leaves
// out is null (removed: back to its default), and an object it gives (zone_join) is completed
// with nulls so it replaces the network's object instead of merging into it.
Json presetPatch(const DesignPreset& preset);

// The profile with the preset applied to one network. Refused (InputError naming the path in the
// profile) when the result is not a valid profile; the design is evaluated by the caller
// (validateProfile), like any edit.
Profile applyDesignPreset(const Profile& profile, const Catalog& catalog, std::size_t network, const DesignPreset& preset);

}  // namespace cp
