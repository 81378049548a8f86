#pragma once
// The links from tier t-1 up to tier t of one zone × plane fabric, as one piece (fat_tree.h's pods
// and groups). Lower switch i of lower pod a (the pod's `per_pod` switches from a × per_pod) is
// item (i − a × per_pod) mod s × m + (a − the first lower pod of its upper pod) of its upper pod,
// where m is that upper pod's lower pods and s the lower pod size the upper tier was built over;
// an upper pod's m × s items are cut evenly into `groups` groups, and a lower switch sends `bundle`
// links to each of the `group_size` switches of its group. q-major order: every run of ≥ m
// consecutive items reaches every lower pod.
//
// enumerateLinkBundles passes the piece on as one bundle per lower switch (bundleOf), or whole
// when asked (the plan's cabling counts a regular upper pod in closed form).

#include <cstdint>

#include "fabric/even_cut.h"
#include "fabric/link_enumeration.h"

namespace cp {

struct TierLinks {
    LinkBundle base;  // network, tiers, zone, plane and speed; devices numbered from 0; links_per_pair = bundle
    std::int64_t lower_installed = 0;
    std::int64_t per_pod = 0;                     // installed lower switches per lower pod
    std::int64_t s = 0;                           // lower switches per pod as the upper tier was built over them
    std::int64_t lower_pods = 0, upper_pods = 0;  // the pods the upper tier was built over, and its own
    std::int64_t upper_per_pod = 0, groups = 0, group_size = 0;

    std::int64_t bundle() const { return base.links_per_pair; }
    std::int64_t links() const { return lower_installed * group_size * bundle(); }
    std::int64_t upperPodOf(std::int64_t lowerPod) const { return EvenCut(lower_pods, upper_pods).runOf(lowerPod); }
    // The lower pods under upper pod `pod`: [first, first + count).
    struct Span {
        std::int64_t first = 0, count = 0;
    };
    Span lowerPodsOf(std::int64_t pod) const {
        const EvenCut cut(lower_pods, upper_pods);
        return {cut.runStart(pod), cut.runStart(pod + 1) - cut.runStart(pod)};
    }
    // The group of item `item` of an upper pod over `m` lower pods, and the group's first item.
    EvenCut groupCut(std::int64_t m) const { return EvenCut(m * s, groups); }
    std::int64_t firstUpper(std::int64_t pod, std::int64_t group) const { return pod * upper_per_pod + group * group_size; }
    // Lower switch `index`'s links (lower_port_first is the caller's).
    LinkBundle bundleOf(std::int64_t index) const;
};

}  // namespace cp
