#include "editor/editor_context.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>

#include "common/input_error.h"
#include "base/document.h"
#include "editor/field_help.h"

namespace cpui {

namespace {
const QColor kInvalidBase(0xfd, 0xe7, 0xea);  // light red behind a refused value's text
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
    if (edited == document_->profile()) {  // the field is back at the document's value
        if (field == marked_) mark(nullptr, {});
        return true;
    }
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
    // A committed value is no longer typing: the next Ctrl+Z belongs to the document.
    QList<QWidget*> parts = field->findChildren<QWidget*>();
    parts.prepend(field);
    for (QWidget* part : parts) {
        part->installEventFilter(this);
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(part))
            connect(spin, &QAbstractSpinBox::editingFinished, this, [spin] {
                if (auto* edit = spin->findChild<QLineEdit*>()) edit->setModified(false);
            });
        else if (auto* edit = qobject_cast<QLineEdit*>(part))
            connect(edit, &QLineEdit::editingFinished, this, [edit] { edit->setModified(false); });
    }
}

bool EditorContext::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo)) return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    auto* edit = qobject_cast<QLineEdit*>(widget);
    if (!edit && widget) edit = widget->findChild<QLineEdit*>();
    if (edit && edit->isModified()) return false;  // uncommitted typing: the field undoes it
    event->ignore();                               // not overridden: the window's shortcut runs
    return true;
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
    mark(nullptr, {});
}

void EditorContext::mark(QWidget* field, const QString& error) {
    if (marked_ && marked_ != field) {
        marked_->setPalette(QPalette());  // back to the application's (a field sets no palette of its own)
        marked_->setToolTip(marked_->property(kDocProperty).toString());
    }
    marked_ = nullptr;
    for (const auto& [w, path] : fields_)
        if (w == field) {
            QPalette palette = w->palette();
            palette.setColor(QPalette::Base, kInvalidBase);
            w->setPalette(palette);
            const QString help = w->property(kDocProperty).toString();
            w->setToolTip(error.toHtmlEscaped() + (help.isEmpty() ? QString() : "<hr>" + help));
            marked_ = w;
        }
    if (message_) message_->setText(error);
}

}  // namespace cpui
