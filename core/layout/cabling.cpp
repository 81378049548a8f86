#include "layout/cabling.h"

#include <algorithm>
#include <deque>
#include <string>
#include <variant>

#include "common/format.h"
#include "layout/cabling_walk.h"

namespace cp {

CablingResult computeCabling(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const FabricResult& fabric,
                             Diagnostics& errors, const CableSink& sink) {
    CablingWalk walk(profile, catalog, floor, fabric, errors);
    // Pass 1 places every switch among what it connects below; pass 2 measures, a bundle at a
    // time for the plan (the bundles of pass 1, kept), a link at a time for the cable plan.
    if (sink) {
        enumerateLinkBundles(profile, fabric, [&](const LinkBundle& b) { walk.locate(b); });
        enumerateLinks(profile, fabric, [&](const LinkRecord& link) { walk.measure(link, sink); });
        return walk.finish();
    }
    // Tier-to-tier links, scalable units and densely packed hosts come whole (counted per pod, per
    // unit shape and per leaf); the rest as bundles. A host kind points into its network's endpoint sources: kept here.
    std::vector<std::variant<LinkBundle, TierLinks, UnitLinks, PackedLinks>> pieces;
    std::deque<std::string> hostKinds;
    const auto keepHostKind = [&](LinkBundle& b) {
        if (!b.lower.is_host) return;
        auto kind = std::find(hostKinds.begin(), hostKinds.end(), b.lower.host_kind);
        if (kind == hostKinds.end()) kind = hostKinds.emplace(hostKinds.end(), b.lower.host_kind);
        b.lower.host_kind = b.lower_tier = *kind;
    };
    PieceSinks sinks;
    sinks.bundles = [&](const LinkBundle& b) {
        walk.locate(b);
        keepHostKind(std::get<LinkBundle>(pieces.emplace_back(b)));
    };
    sinks.tierLinks = [&](const TierLinks& f) {
        walk.locate(f);
        pieces.emplace_back(f);
    };
    sinks.unitLinks = [&](const UnitLinks& u) {
        walk.locate(u);
        keepHostKind(std::get<UnitLinks>(pieces.emplace_back(u)).base);
    };
    sinks.packedLinks = [&](const PackedLinks& pk) {
        walk.locate(pk);
        keepHostKind(std::get<PackedLinks>(pieces.emplace_back(pk)).base);
    };
    enumerateLinkPieces(profile, fabric, sinks);
    for (const auto& piece : pieces) std::visit([&](const auto& p) { walk.measure(p); }, piece);
    return walk.finish();
}

namespace {

void explainTransceivers(const CablingResult& c, Findings& findings) {
    std::string modules;
    std::int64_t pooled = 0, perDevice = 0, aocEnds = 0;
    for (const TransceiverUse& t : c.transceivers) {
        modules += (modules.empty() ? "" : " + ") + formatCount(t.count) + " " + t.module + " (" + t.network + ", " + t.end + ")";
        pooled += t.count_pooled;
        perDevice += t.count;
    }
    for (const CablePart& part : c.cable_parts) {
        const MediaUse* m = c.mediaUse(part.link_media);
        if (m && m->media_class == "aoc") aocEnds += part.count * (part.splitter() ? 3 : 2);
    }
    std::string twin;
    if (perDevice != pooled)
        twin = "; twin-port modules counted whole per switch or host: ⌈its links / 2⌉ each, " + formatCount(perDevice - pooled) +
               " more than ⌈all links / 2⌉ pooled over devices";
    findings.explanations.push_back({"cabling.transceivers_total",
                                     "Transceivers",
                                     "transceivers = pluggable modules (a twin-port module serves two links at a shared cage "
                                     "or a dual-port or broken-out node port: per device ⌈links there / 2⌉) + integrated AOC "
                                     "ends (2 per cable, 3 per splitter)",
                                     formatCount(c.transceivers_total) + " = " + (modules.empty() ? "0" : modules) + " + " +
                                         formatCount(aocEnds) + " AOC ends" + twin,
                                     {}});
}

}  // namespace

void explainCabling(const CablingResult& c, Findings& findings) {
    if (!findings.explaining) return;
    const std::string layout = c.layout_defaults ? " (default layout: the profile has no layout section)" : "";
    std::string perMedia;
    for (const MediaUse& m : c.by_media) perMedia += (perMedia.empty() ? "" : " + ") + formatCount(m.cables) + " " + m.media;
    std::string parts;
    if (c.cable_parts_total != c.cables_total)
        parts = "; bought: " + formatCount(c.cable_parts_total) +
                " cables, splitters counted once for the two host links they carry (whole per switch and length)";
    findings.explanations.push_back({"cabling.cables_total",
                                     "Cables",
                                     "one cable per link; each gets the cheapest medium whose reach covers its tray path "
                                     "(Manhattan + a drop at each end + slack), ordered at the next stock length",
                                     formatCount(c.cables_total) + " = " + perMedia + layout + parts,
                                     {}});
    explainTransceivers(c, findings);
    findings.explanations.push_back(
        {"cabling.copper_share",
         "Copper share",
         "copper share = copper cables (DAC, AEC, UTP) / cables",
         formatFixed(100 * c.copper_share, 1) + "% = " + formatCount(c.copper_cables) + " / " + formatCount(c.cables_total),
         {}});
    findings.explanations.push_back({"cabling.power_w",
                                     "Optics power",
                                     "power = Σ modules × power per module + Σ active cables × power of their ends",
                                     formatFixed(c.power_w / 1000, 1) + " kW",
                                     {"catalog media power_w_per_end"}});
}

}  // namespace cp
