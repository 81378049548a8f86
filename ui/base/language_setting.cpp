#include "base/language_setting.h"

#include <QSettings>
#include <QStringList>

namespace cpui {

namespace {
const char* kLanguageKey = "ui/language";
}  // namespace

QStringList languageChoices() { return {QString(), QStringLiteral("en"), QStringLiteral("zh_CN")}; }

QString preferredLocaleName() {
    const QString name = QSettings().value(kLanguageKey).toString();
    // A value written by a later version, or edited by hand, falls back to the system language.
    return languageChoices().contains(name) ? name : QString();
}

void setPreferredLocaleName(const QString& name) {
    QSettings().setValue(kLanguageKey, languageChoices().contains(name) ? name : QString());
}

}  // namespace cpui
