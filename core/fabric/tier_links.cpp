#include "fabric/tier_links.h"

namespace cp {

LinkBundle TierLinks::bundleOf(std::int64_t index) const {
    const std::int64_t a = index / per_pod;
    const std::int64_t pod = upperPodOf(a);
    const Span span = lowerPodsOf(pod);
    const std::int64_t q = (index - a * per_pod) % s;
    LinkBundle b = base;
    b.lower.index = index;
    b.upper.index = firstUpper(pod, groupCut(span.count).runOf(q * span.count + (a - span.first)));
    b.upper_count = group_size;
    return b;
}

}  // namespace cp
