#pragma once
// Help for a profile field, from its declaration (core/profile/profile_schema.cpp): the same
// words as docs/profile-format.md's tables, which are generated from it.

#include <QString>

namespace cpui {

// Rich text for a JSON path such as "/networks/2/zones" or "/networks/0/oversubscription/1" (an
// item of a list field); a path that is no field falls back to its parent. Empty when neither is.
QString fieldTooltip(const QString& jsonPath);

}  // namespace cpui
