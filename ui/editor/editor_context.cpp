#include "editor/editor_context.h"

#include <QLabel>

#include "common/input_error.h"
#include "shell/document.h"
#include "editor/field_help.h"

namespace cpui {

namespace {
const char* kInvalidStyle = "border: 1px solid #b00020";
const char* kDocProperty = "cpDocTooltip";
}  // namespace

EditorContext::EditorContext(Document* document, QLabel* message, QObject* parent)
    : QObject(parent), document_(document), message_(message) {}

const cp::Profile& EditorContext::profile() const { return document_->profile(); }

bool EditorContext::apply(QWidget* field, const QString& description, const ProfileChange& change, const QString& mergeKey) {
    if (refreshing_ || !document_->hasProfile()) return false;
    cp::Profile edited = document_->profile();
    try {
        change(edited);  // a core edit (add a network, remove a tier) may refuse on its own
    } catch (const cp::InputError& e) {
        mark(field, QString::fromStdString(e.what()));
        return false;
    }
    if (edited == document_->profile()) return true;
    QString error;
    if (!document_->applyEdit(description, edited, &error, mergeKey)) {
        mark(field, error);
        return false;
    }
    mark(nullptr, {});
    return true;
}

void EditorContext::registerField(QWidget* field, const QString& jsonPath) {
    const QString help = fieldTooltip(jsonPath);
    field->setProperty(kDocProperty, help);
    field->setToolTip(help);
    field->setAccessibleDescription(jsonPath);
    fields_.emplace_back(field, jsonPath);
}

QWidget* EditorContext::fieldAt(const QString& jsonPath) const {
    for (const auto& [field, path] : fields_)
        if (path == jsonPath) return field;
    return nullptr;
}

void EditorContext::addLoader(std::function<void(const cp::Profile&)> loader) { loaders_.push_back(std::move(loader)); }

void EditorContext::reload() {
    if (!document_->hasProfile()) return;
    refreshing_ = true;
    for (const auto& load : loaders_) load(document_->profile());
    refreshing_ = false;
}

void EditorContext::mark(QWidget* field, const QString& error) {
    for (const auto& [w, path] : fields_) {
        const bool bad = w == field;
        w->setStyleSheet(bad ? kInvalidStyle : "");
        const QString help = w->property(kDocProperty).toString();
        w->setToolTip(bad ? error.toHtmlEscaped() + (help.isEmpty() ? QString() : "<hr>" + help) : help);
    }
    if (message_) message_->setText(error);
}

}  // namespace cpui
