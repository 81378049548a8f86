#pragma once
// The field tables of docs/profile-format.md and `clusterplanner-cli fields`, made from the
// declarations so the documentation cannot drift from what the reader accepts.

#include <string>

#include "profile/field.h"

namespace cp {

std::string fieldTypeText(const FieldSpec& spec);     // "integer 1–1024", "`none` \| `links`", ...
std::string fieldDefaultText(const FieldSpec& spec);  // "40", "required", "auto (fewest that fit)"

// The Markdown table of one section ("/layout", "/networks/*/zone_join"); rows in file order.
std::string fieldTableMarkdown(const std::string& sectionPointer);

// One line per field: pointer, type, unit, default (`clusterplanner-cli fields`).
std::string fieldListText();

// Every section's table between its markers, as docs/profile-format.md holds them:
//   <!-- fields /layout -->  ...table...  <!-- end fields -->
std::string allFieldTablesMarkdown();

}  // namespace cp
