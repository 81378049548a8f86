#include "editor/field_text.h"

#include <QCoreApplication>

#include <algorithm>

#include "profile/profile_schema.h"

namespace cpui {

QString fieldWord(const std::string& english) { return QCoreApplication::translate("ProfileField", english.c_str()); }

QString fieldLabel(const cp::FieldSpec& spec) { return fieldWord(spec.label); }

QString fieldItemLabel(const cp::FieldSpec& spec, std::size_t item) {
    const QString name = item < spec.item_labels.size() ? fieldWord(spec.item_labels[item]) : QString::number(item + 1);
    return fieldLabel(spec).arg(name);
}

QString fieldSuffix(const cp::FieldSpec& spec) {
    const std::string& unit = spec.display_unit.empty() ? spec.unit : spec.display_unit;
    return unit.empty() ? QString() : " " + fieldWord(unit);
}

QString fieldUnsetText(const cp::FieldSpec& spec) { return fieldWord(spec.unset); }

QString fieldZeroText(const cp::FieldSpec& spec) { return spec.zero_text.empty() ? QString() : fieldWord(spec.zero_text); }

QString fieldChoiceLabel(const cp::FieldSpec& spec, std::size_t choice) {
    return choice < spec.choice_labels.size() ? fieldWord(spec.choice_labels[choice])
                                              : QString::fromStdString(spec.choices.at(choice));
}

std::vector<std::string> declaredFieldWords() {
    std::vector<std::string> words;
    const auto add = [&](const std::string& w) {
        if (!w.empty() && std::find(words.begin(), words.end(), w) == words.end()) words.push_back(w);
    };
    for (const cp::ProfileField& f : cp::profileFields()) {
        const cp::FieldSpec& s = f.spec;
        add(s.label);
        add(s.display_unit.empty() ? s.unit : s.display_unit);
        add(s.unset);
        add(s.zero_text);
        add(s.unused_when);
        for (const std::string& w : s.item_labels) add(w);
        for (const std::string& w : s.choice_labels) add(w);
    }
    return words;
}

}  // namespace cpui
