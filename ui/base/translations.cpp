#include "base/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <algorithm>

namespace cpui {

namespace {

// Owned by the application object so they live as long as the text they translate.
QTranslator* findOrMake(QCoreApplication& app, const char* name) {
    auto* translator = app.findChild<QTranslator*>(QString::fromLatin1(name), Qt::FindDirectChildrenOnly);
    if (!translator) {
        translator = new QTranslator(&app);
        translator->setObjectName(QString::fromLatin1(name));
    }
    QCoreApplication::removeTranslator(translator);
    return translator;
}

struct CoreTerms {
    Q_DECLARE_TR_FUNCTIONS(cpui::CoreTerms)
};  // lupdate reads the context from this class

// The core's fixed words (core/fabric tierName, network roles, and the name tables of
// bom/bom_result.h and power/power_result.h, whose "switches" line is translated below).
const char* const kCoreTerms[] = {
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "leaf"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "spine"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "super-spine"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "core"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "extra"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "compute"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "network switches"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "optics and cables"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "storage"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "frontend"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "management"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "GPUs"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "NICs"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "rest of node (CPUs, memory, fans, PSU loss)"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "transceivers and active cables"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "storage servers"),
    QT_TRANSLATE_NOOP("cpui::CoreTerms", "other IT (share of node power)"),
};

}  // namespace

QString coreTermText(const std::string& term) {
    const auto known = std::find_if(std::begin(kCoreTerms), std::end(kCoreTerms), [&](const char* t) { return term == t; });
    if (known != std::end(kCoreTerms)) return CoreTerms::tr(*known);
    return QString::fromStdString(term);
}

QString coreTermText(cp::BomCategory category) { return coreTermText(std::string(cp::bomCategoryName(category))); }

// The line's parts as cp::PowerLine::label() names them (network, tier, part, end), the words translated.
QString coreTermText(const cp::PowerLine& line) {
    const QString component = coreTermText(std::string(cp::powerComponentName(line.component)));
    const QString network = QString::fromStdString(line.network), part = QString::fromStdString(line.part);
    switch (line.component) {
    case cp::PowerComponent::Switches:
        return CoreTerms::tr("switches %1").arg(network + ' ' + coreTermText(line.tier));
    case cp::PowerComponent::Nics:
        return part.isEmpty() ? component : CoreTerms::tr("%1 %2").arg(component, part);
    case cp::PowerComponent::Optics: {
        const QString end = line.end == "cable"        ? CoreTerms::tr("active cable")
                            : line.end == "switch end" ? CoreTerms::tr("switch end")
                                                       : CoreTerms::tr("host end");
        return CoreTerms::tr("%1: %2 %3, %4").arg(component, network, part, end);
    }
    default:
        return component;
    }
}

QString installTranslations(QCoreApplication& app, const QString& localeName) {
    const QLocale locale = localeName.isEmpty() ? QLocale::system() : QLocale(localeName);

    QTranslator* own = findOrMake(app, "cp_translator_app");
    QTranslator* qt = findOrMake(app, "cp_translator_qt");
    // The source text is English; the English file holds only the plural forms ("1 network",
    // "2 networks") of the %n messages. C (and a language we have no file for) gets English.
    const auto english = [own] {
        // Numbers follow the interface language, not the desktop's formats: the core's formatter
        // writes 9,920.5 in both languages, and Qt's own numbers (spin boxes, QLocale) must agree
        // with it, so a de_DE desktop does not show 9.920,5 in a field beside 9,920.5 (docs/gui.md).
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        if (own->load(QStringLiteral(":/i18n/clusterplanner_en.qm"))) QCoreApplication::installTranslator(own);
        return QString();
    };
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) return english();
    // QTranslator::load(QLocale, ...) tries the locale's UI languages in turn (zh_Hans_CN, zh_CN, zh).
    if (!own->load(locale, QStringLiteral("clusterplanner"), QStringLiteral("_"), QStringLiteral(":/i18n"))) return english();
    QCoreApplication::installTranslator(own);
    const QString file = own->filePath();  // ":/i18n/clusterplanner_zh_CN.qm"
    const QString loaded = file.mid(file.lastIndexOf(QLatin1String("clusterplanner_")) + 15).chopped(3);
    QLocale::setDefault(QLocale(loaded));  // zh_CN: the same separators as the core's formatter
    // Qt's own strings (QDialogButtonBox, file dialogs): optional, from qt6-translations-l10n.
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return loaded;
}

}  // namespace cpui
