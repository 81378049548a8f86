#pragma once
// The catalog as a text listing (key specs) and as JSON in the catalog file
// format (catalog/catalog_writer.h, every section shown) plus "files", the files
// read, so a dump can be edited into a user catalog.

#include <string>

#include "catalog/catalog.h"

namespace cp {

std::string catalogText(const Catalog& catalog);
std::string catalogJsonText(const Catalog& catalog);

}  // namespace cp
