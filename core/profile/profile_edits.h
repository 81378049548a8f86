#pragma once
// Structure edits on a profile, each one rule written once: the topology editor and the Design
// panel call these and wrap each call in one undo step. Every edit takes the profile by value
// and returns the edited copy, so a refusal leaves the caller's profile as it was.
//
// An edit refuses (throws InputError naming the JSON path at fault, why, and what to do instead)
// what makes the edit itself meaningless: a network, entry or host group that is not there, a
// fifth tier, a chassis the catalog lacks. The values it writes (zones, planes,
// counts, names) are checked like any other edit, by checkProfile / validateProfile: their
// ranges, unique names and required reasons are rules of the field declarations and
// profile_rules, not restated here.

#include <cstddef>
#include <cstdint>
#include <string>

#include "catalog/catalog.h"
#include "profile/profile.h"

namespace cp {

// ---- Tiers, zones, planes --------------------------------------------------------------------

// One tier more (at most 4). `plannedTiers`: the tiers the network has now when its `tiers` is
// "auto" (the plan's NetworkResult::tier_count); ignored when the profile sets tiers.
Profile addTier(Profile profile, std::size_t network, int plannedTiers);
// One tier fewer (at least 1); a build-out tier, per-tier switch, up speed or ratio above the new
// top goes (a top tier has no up links).
Profile removeTier(Profile profile, std::size_t network, int plannedTiers);
// `zones` independent fabrics: more splits, 1 merges (and drops the zone join). Storage on this
// network with one NIC into each zone (nics_per_server == zones > 1) keeps one NIC per zone.
Profile setZones(Profile profile, std::size_t network, std::int64_t zones);
Profile setPlanes(Profile profile, std::size_t network, std::int64_t planes);

// ---- Networks --------------------------------------------------------------------------------

// `base` if no network has that name, else "base 2", "base 3", …: the first free one.
std::string freeNetworkName(const Profile& profile, const std::string& base);
// What a new network of `role` starts as: a free name after the role, the first network's switch
// and speed; management takes the catalog's slowest switch port (out-of-band needs no more).
NetworkInput newNetwork(const Profile& profile, const Catalog& catalog, NetworkRole role);
// Appends newNetwork(role). A storage network takes the storage servers when they sit on no
// storage network yet (converged storage moves to the network made for it).
Profile addNetwork(Profile profile, const Catalog& catalog, NetworkRole role);
// Appends a copy under a free name ("backend 2"); storage stays where it is.
Profile duplicateNetwork(Profile profile, std::size_t network);
// Refused for the last network, and for the network storage servers attach to: storage is never
// moved or dropped behind the planner's back (attach it elsewhere or remove it first).
Profile removeNetwork(Profile profile, std::size_t network);
// The network's new name; storage.network follows it. Empty or taken names are refused by
// checkProfile (/networks/N/name).
Profile renameNetwork(Profile profile, std::size_t network, const std::string& name);

// ---- Hosts and extra switches ----------------------------------------------------------------

// `servers` storage servers on this network with one NIC into each zone (dual-homed with two
// zones: Fire-Flyer 2). `nic` "" = the first catalog NIC at the network's link speed.
Profile attachStorage(Profile profile, const Catalog& catalog, std::size_t network, std::int64_t servers,
                      const std::string& nic = "");
// No storage servers (the whole storage section returns to its defaults).
Profile removeStorage(Profile profile);
// The other-hosts group of this name on this network (and a leaf class of those hosts).
Profile removeOtherHosts(Profile profile, std::size_t network, const std::string& name);
// A leaf class at 1:1 for the first host kind of the network without one: storage servers when they
// attach to it, then other hosts (not those on spare ports), then compute nodes; refused when every
// kind has one.
Profile addLeafClass(Profile profile, std::size_t network);
Profile removeLeafClass(Profile profile, std::size_t network, std::size_t entry);
// Listed switches the fabric rules do not count, with the reason; `switchId` "" = the network's.
Profile addExtraSwitches(Profile profile, std::size_t network, const std::string& switchId, std::int64_t count,
                         const std::string& reason);
Profile removeExtraSwitches(Profile profile, std::size_t network, std::size_t entry);

// ---- Chassis ---------------------------------------------------------------------------------

// One tier whose switch is a chassis.
bool usesChassis(const Profile& profile, const Catalog& catalog, std::size_t network);
// One chassis per zone × plane instead of the tiers: the catalog's smallest chassis with
// `endpointsPerFabric` ports (the plan's NetworkResult::endpoints_per_fabric) at the link speed.
Profile toChassis(Profile profile, const Catalog& catalog, std::size_t network, std::int64_t endpointsPerFabric);
// Back to the network's fixed switch on every tier, tiers "auto" (the fewest that fit).
Profile fromChassis(Profile profile, const Catalog& catalog, std::size_t network);

}  // namespace cp
