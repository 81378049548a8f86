#include "layout/cabling_price.h"

#include <algorithm>

namespace cp {

namespace {

const Media& mediaOf(const Catalog& catalog, const std::string& id) {
    const Media* m = catalog.findMedia(id);
    if (!m) throw std::logic_error("repriceCabling: the catalog has no medium " + id);  // a different catalog: a bug
    return *m;
}

}  // namespace

void repriceCabling(CablingResult& c, const Catalog& catalog) {
    for (TransceiverUse& t : c.transceivers) {
        t.unit_price_usd = mediaOf(catalog, t.module).price_usd_per_end.value;
        t.price_usd = static_cast<double>(t.count) * t.unit_price_usd;
    }
    for (CablePart& p : c.cable_parts) p.unit_price_usd = mediaOf(catalog, p.part).price_usd_per_cable.value;
    for (MediaUse& use : c.by_media) {
        double modules = 0, cables = 0;
        for (const TransceiverUse& t : c.transceivers)
            if (t.link_media == use.media) modules += t.price_usd;
        for (const CablePart& p : c.cable_parts)
            if (p.link_media == use.media) cables += static_cast<double>(p.count) * p.unit_price_usd;
        use.price_usd = cables + modules;
        use.cable_unit_price_usd = mediaOf(catalog, use.media).price_usd_per_cable.value;
    }
    // The total over the media in catalog order, as the walk's per-medium tallies are kept.
    std::vector<const MediaUse*> order;
    for (const MediaUse& use : c.by_media) order.push_back(&use);
    const auto index = [&](const MediaUse* u) { return &mediaOf(catalog, u->media) - catalog.media.data(); };
    std::sort(order.begin(), order.end(), [&](const MediaUse* a, const MediaUse* b) { return index(a) < index(b); });
    c.price_usd = 0;
    for (const MediaUse* use : order) c.price_usd += use->price_usd;
}

}  // namespace cp
