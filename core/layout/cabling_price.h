#pragma once
// The cabling's prices set again from a catalog whose media differ only in price, its counts kept:
// what a new walk would give when every link keeps its medium (mediaChoiceSignature, media_choice.h).
// The uncertainty sampler reprices one built design per sample instead of walking every cable
// (plan/design_reuse.h).

#include "catalog/catalog.h"
#include "layout/cabling_result.h"

namespace cp {

// Unit prices from `catalog`; each total summed in the walk's order (modules, then cable parts, per
// link medium; the media in catalog order), so the result equals the walk's bit for bit.
void repriceCabling(CablingResult& cabling, const Catalog& catalog);

}  // namespace cp
