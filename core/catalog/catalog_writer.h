#pragma once
// Catalog entries back to the catalog file format (docs/catalog-format.md), so
// an edited user catalog can be written and read again by the same loader. The one
// catalog serialiser: the CLI's `catalog --json` (io/catalog_output.h) is this document
// plus the list of files read.

#include <string>

#include "catalog/catalog.h"
#include "common/json_reader.h"

namespace cp {

// One entry as the loader reads it; optional values are written only when set.
Json catalogEntryJson(const Gpu& gpu);
Json catalogEntryJson(const NodeType& node);
Json catalogEntryJson(const Nic& nic);
Json catalogEntryJson(const Switch& sw);
Json catalogEntryJson(const Media& media);
Json catalogEntryJson(const OrderableLengths& lengths);
Json catalogEntryJson(const FailureClass& failureClass);
Json catalogEntryJson(const StorageServer& server);

// The whole catalog as a document {"schema": 1, "description"?, sections..., "performance"?},
// sections in the order the loader reads them (performance: catalog/performance_specs_writer.h).
// Entry i of a section is at /<section>/i. Empty sections are left out unless `keepEmptySections`
// (a listing that shows every section).
Json catalogDocument(const Catalog& catalog, const std::string& description = {}, bool keepEmptySections = false);

// A catalog file: catalogDocument() with only the non-empty sections, as text.
std::string catalogFileText(const Catalog& catalog, const std::string& description = {});

}  // namespace cp
