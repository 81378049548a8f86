#include "editor/field_help.h"

#include "profile/field_table.h"
#include "profile/profile_schema.h"

#include <QRegularExpression>
#include <QStringList>

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString tooltipOf(const cp::FieldSpec& spec) {
    QStringList details{"type: " + q(cp::fieldTypeText(spec)).toHtmlEscaped(),
                        "default: " + q(cp::fieldDefaultText(spec)).toHtmlEscaped()};
    if (!spec.unit.empty()) details.insert(1, "unit: " + q(spec.unit).toHtmlEscaped());
    if (spec.assumption) details << "an assumption to check";
    if (!spec.default_source.empty()) details << "default from: " + q(spec.default_source).toHtmlEscaped();
    QString text =
        "<b>" + q(spec.key) + "</b> — " + q(spec.help).toHtmlEscaped() + "<br><small>" + details.join(" · ") + "</small>";
    return text.replace(QRegularExpression("`([^`]+)`"), "<code>\\1</code>");
}

// A section or object list: "/networks/0/other_hosts" is the list of "/networks/*/other_hosts/*".
const cp::SectionInfo* sectionAt(const QString& path) {
    static const QRegularExpression index(R"(/\d+(?=/|$))");
    const QString generic = QString(path).replace(index, "/*");
    for (const cp::SectionInfo& s : cp::profileSections()) {
        const QString pointer = q(s.pointer);
        if (!pointer.isEmpty() && (generic == pointer || generic + "/*" == pointer)) return &s;
    }
    return nullptr;
}

}  // namespace

QString fieldTooltip(const QString& jsonPath) {
    QString path = jsonPath;
    while (path.size() > 1) {
        if (const auto ref = cp::findProfileField(path.toStdString())) return tooltipOf(ref->field->spec);
        if (const cp::SectionInfo* section = sectionAt(path))
            return "<b>" + q(section->title) + "</b> — " + q(section->help).toHtmlEscaped();
        path.truncate(path.lastIndexOf('/'));
    }
    return {};
}

}  // namespace cpui
