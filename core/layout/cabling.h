#pragma once
// Lengths, media, cables and transceivers for every link of the fabric. Each
// switch stands where its placement puts it (among the devices below it, at a
// row end, in the middle of the hall or in another hall); each link's length is
// the tray path between its ends; the medium is the cheapest that reaches. The
// same walk feeds the plan (counts per medium and length) and the cable plan
// (one record per cable), so the two always agree.

#include <cstdint>
#include <functional>

#include "catalog/catalog.h"
#include "common/findings.h"
#include "fabric/fabric_result.h"
#include "fabric/link_enumeration.h"
#include "layout/cabling_result.h"
#include "floor/floor_plan.h"
#include "profile/profile.h"

namespace cp {

struct CableRecord {
    std::int64_t cable_id = 0;  // 1-based, in enumeration order
    const LinkRecord* link = nullptr;
    const Media* media = nullptr;
    const Media* lower_module = nullptr;  // transceiver bought for each end; nullptr for cable assemblies
    const Media* upper_module = nullptr;
    double length_m = 0;  // ordered length
    double path_m = 0;    // tray path with slack, before rounding
};

using CableSink = std::function<void(const CableRecord&)>;

// Links whose length no allowed medium reaches go to `errors`. `sink` may be empty.
CablingResult computeCabling(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const FabricResult& fabric,
                             Diagnostics& errors, const CableSink& sink = {});

// Explanations of the cabling headlines (cables, transceivers, copper share, power).
void explainCabling(const CablingResult& cabling, Findings& findings);

}  // namespace cp
