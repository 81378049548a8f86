#pragma once
// The words a form shows for a profile field, in the interface language. The English is the
// field's declaration (core/profile/profile_schema.cpp); translations live under the context
// "ProfileField", whose strings field_strings.cpp lists for lupdate (a test keeps that list and
// the declarations equal).

#include <QString>

#include <string>
#include <vector>

#include "profile/field.h"

namespace cpui {

QString fieldWord(const std::string& english);                        // one declared string, translated
QString fieldLabel(const cp::FieldSpec& spec);                        // "Rack power"
QString fieldItemLabel(const cp::FieldSpec& spec, std::size_t item);  // "leaf switch" for tier_switches item 0
QString fieldSuffix(const cp::FieldSpec& spec);                       // " kW", " : 1", "" (a spin box suffix)
QString fieldUnsetText(const cp::FieldSpec& spec);                    // "derived from power and space"
QString fieldZeroText(const cp::FieldSpec& spec);                     // what 0 means ("no limit"); "" when 0 is just 0
QString fieldChoiceLabel(const cp::FieldSpec& spec, std::size_t choice);

// Every string of the declarations a form shows (what field_strings.cpp must list).
std::vector<std::string> declaredFieldWords();
// What field_strings.cpp lists.
std::vector<std::string> listedFieldWords();

}  // namespace cpui
