#pragma once
// Every link of every network, with device and port names: the point-to-point
// list a cable plan is made from. The links come from bundles (links that share
// their ends' devices up to a run of consecutive indices), which evaluate() walks
// instead of single links: it counts cables per bundle, the cable plan expands
// each bundle into its links. Both follow the same rules (fabric_design.h), so
// they add up to the plan's counts. Streaming: memory does not grow with links.
//
// Names (docs/fabric-model.md): hosts node00017, storage0003, <other-hosts-name>0002,
// switch00042 (management targets); fabric switches <network>.z<zone>.p<plane>.<tier><index>,
// join tiers <network>.p<plane>.<tier><index>. Ports are numbered from 1; a switch's
// down ports come first, then its up ports.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "fabric/fabric_result.h"
#include "profile/profile.h"

namespace cp {

// A device by number; deviceName() spells it. Hosts are numbered per kind across
// the cluster, switches per tier within their zone × plane fabric.
struct DeviceId {
    bool is_host = false;
    std::string_view host_kind;  // hosts: "compute", "storage", "switch" or an other_hosts name
    std::int64_t index = 0;
    std::int64_t zone = -1;  // switches; -1 for a tier that joins zones
    std::int64_t plane = 0;
    int tier = 0;                // switches: 0 = leaf
    std::string_view tier_name;  // switches
};

struct LinkEnd {
    DeviceId device;
    std::int64_t port = 0;  // 1-based
};

struct LinkRecord {
    std::string_view network;
    std::size_t network_index = 0;
    std::string_view lower_tier, upper_tier;  // host kind or tier name below; tier name above
    int upper_tier_index = 0;
    std::int64_t zone = -1;  // -1: joins zones
    std::int64_t plane = 0;
    double speed_gbps = 0;
    LinkEnd lower, upper;
};

// Each of `lower_count` consecutive lower devices (from `lower`) has `links_per_pair`
// links to each of `upper_count` consecutive upper switches (from `upper`). Expanded
// lower-major, then upper, then link; a lower device's k-th link in that order uses
// port lower_port_first + k × lower_port_step. Upper ports are handed out in order.
//
// enumerateLinkBundles merges consecutive bundles that a single bundle can state: lower devices
// that follow each other with the same upper switches (a pod's leaves up to one spine group), or
// the same lower devices on upper switches that follow each other (a scalable unit's hosts on its
// rail leaves). `lower_step` / `upper_step` say what each merged bundle was (0: not merged that
// way); the merger extends a bundle only by bundles of the same step. A merged bundle's links are
// the same links, but upper-merged ones are not in expansion order and their ports are not stated.
struct LinkBundle {
    std::string_view network;
    std::size_t network_index = 0;
    std::string_view lower_tier, upper_tier;
    int upper_tier_index = 0;
    std::int64_t zone = -1;
    std::int64_t plane = 0;
    double speed_gbps = 0;
    DeviceId lower, upper;
    std::int64_t lower_count = 1, upper_count = 1, links_per_pair = 1;
    std::int64_t lower_port_first = 1, lower_port_step = 1;
    std::int64_t lower_step = 0, upper_step = 0;  // merged bundles: lower devices / upper switches each

    std::int64_t links() const { return lower_count * upper_count * links_per_pair; }
};

// "node00017", "storage0003", "backend.z0.p3.leaf0012", "backend.p0.core0001".
std::string deviceName(std::string_view network, const DeviceId& device);

struct TierLinks;    // fabric/tier_links.h
struct UnitLinks;    // fabric/unit_links.h
struct PackedLinks;  // fabric/packed_links.h

using LinkSink = std::function<void(const LinkRecord&)>;
using BundleSink = std::function<void(const LinkBundle&)>;

// `fabric` is what evaluateFabric made of this profile (it carries how each network was built).
// Both return the number of links; the bundles come in the order their expansion
// gives the links.
std::int64_t enumerateLinks(const Profile& profile, const FabricResult& fabric, const LinkSink& sink);
std::int64_t enumerateLinkBundles(const Profile& profile, const FabricResult& fabric, const BundleSink& sink);
// The same, but some links come as whole pieces, each in its place in the order: those from one
// tier up to the next of a fabric (not those of leaves of several classes under one top), the
// nodes of scalable units with one leaf per rail, and hosts packed densely onto shared leaves.
struct PieceSinks {
    BundleSink bundles;
    std::function<void(const TierLinks&)> tierLinks;
    std::function<void(const UnitLinks&)> unitLinks;
    std::function<void(const PackedLinks&)> packedLinks;
};
std::int64_t enumerateLinkPieces(const Profile& profile, const FabricResult& fabric, const PieceSinks& sinks);

}  // namespace cp
