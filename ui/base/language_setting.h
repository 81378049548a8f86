#pragma once
// The interface language chosen in Preferences (QSettings key ui/language),
// applied at the next start by app/gui_main.cpp when it loads translations.

#include <QString>

namespace cpui {

// "" for the system's language, else "en" or "zh_CN".
QString preferredLocaleName();
void setPreferredLocaleName(const QString& name);  // stores it; anything unknown means "system"

// The choices the Preferences offer: locale names, "" first (system).
QStringList languageChoices();

}  // namespace cpui
