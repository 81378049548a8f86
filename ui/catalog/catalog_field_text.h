#pragma once
// The words the part editor and the catalog browser show for a part's declared sourced numbers
// (core/catalog/catalog_fields.h), in the interface language. Translations live under the context
// "CatalogField", whose strings catalog_field_text.cpp lists for lupdate (a test keeps that list and
// the declarations equal).

#include <QString>

#include <string>
#include <string_view>
#include <vector>

#include "catalog/catalog_fields.h"

namespace cpui {

QString catalogFieldWord(std::string_view english);            // one declared string, translated
QString catalogFieldSuffix(const cp::SourcedFieldSpec& spec);  // " GB/s"; "" without a unit

// Every label, unit and help of the declarations (what catalog_field_text.cpp must list).
std::vector<std::string> declaredCatalogFieldWords();
// What catalog_field_text.cpp lists.
std::vector<std::string> listedCatalogFieldWords();

}  // namespace cpui
