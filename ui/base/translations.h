#pragma once
// Loads the interface translation (docs/translation.md): ClusterPlanner's own strings from the
// .qm files built in under :/i18n, and Qt's (standard dialogs, shortcuts) from Qt's installed
// translations when there are any. The CLI never calls this: it stays English.

#include <QString>

#include <string>

#include "bom/bom_result.h"
#include "power/power_result.h"

class QCoreApplication;

namespace cpui {

// localeName as cpui::preferredLocaleName(): "" follows QLocale::system(), else "en" or
// "zh_CN". Also sets QLocale's default to the interface language (en_US or zh_CN, whatever the
// desktop's regional formats), so Qt's numbers agree with the core's formatter and Qt's dialogs
// with the text. Returns the locale name whose translation was installed
// ("zh_CN"), or "" when the interface stays English (English chosen, or no translation for
// the system's language). Calling it again replaces the translators it installed before.
QString installTranslations(QCoreApplication& app, const QString& localeName);

// A word of the core's vocabulary shown as it is in the plan: tier names ("leaf", "spine",
// "super-spine", "core") and network roles ("compute", "storage"), in the interface language.
// The core keeps them English, as the CLI and the exports write them; anything else comes back
// unchanged.
QString coreTermText(const std::string& term);
// A BOM category ("network switches") and a power breakdown line ("NICs", "switches fabric
// leaf": the network's name is data, its tier a word), likewise.
QString coreTermText(cp::BomCategory category);
QString coreTermText(const cp::PowerLine& line);

}  // namespace cpui
