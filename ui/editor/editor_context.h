#pragma once
// What every profile editor shares: a committed value becomes one undoable Document edit,
// merged with the previous one when it edits the same field (by JSON path, network index
// included); a refused one is marked at its field with the engine's message and nothing changes.

#include <QObject>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "profile/profile.h"

class QLabel;

namespace cpui {

class Document;

using ProfileChange = std::function<void(cp::Profile&)>;

// Shared by all sections of one editor: applies edits, marks refusals, reloads fields.
class EditorContext : public QObject {
    Q_OBJECT

public:
    EditorContext(Document* document, QLabel* message, QObject* parent = nullptr);

    Document* document() const { return document_; }
    const cp::Profile& profile() const;
    bool refreshing() const { return refreshing_; }

    // One undoable edit; on refusal (by `change` itself, a core edit that throws InputError, or
    // by validation) `field` is marked with the message and false returned.
    // `mergeKey` (a field's JSON path) merges consecutive edits of that field into one step;
    // empty: never merged (structure edits, buttons).
    bool apply(QWidget* field, const QString& description, const ProfileChange& change, const QString& mergeKey = {});
    // `field` edits `jsonPath`: its tooltip is that field's help.
    void registerField(QWidget* field, const QString& jsonPath);
    QWidget* fieldAt(const QString& jsonPath) const;
    // Runs on every document change (guarded: setting a widget does not edit).
    void addLoader(std::function<void(const cp::Profile&)> loader);
    // The fields show the document's values again, so a refused value's mark and message go.
    void reload();
    QWidget* markedField() const { return marked_; }  // the field a refused value marks; nullptr when none

    // A value the plan derives for a field the profile leaves out ("/compute/nodes" when the
    // profile gives GPUs), shown in its place; nullopt when there is none.
    std::function<std::optional<double>(const std::string& pointer)> derivedValue;

protected:
    // Ctrl+Z / Ctrl+Shift+Z in a field with no uncommitted typing undo the document's last edit
    // (Edit › Undo), as in Qt Creator: a line edit would otherwise take the keys for its own
    // (empty) undo history. While the user is still typing, the field undoes the typing.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Marks `field` (nullptr: none) with a light red background and the message in its tooltip. The
    // palette, not a style sheet: a border style sheet drew spin boxes without their arrows, smaller.
    void mark(QWidget* field, const QString& error);

    Document* document_;
    QLabel* message_;
    bool refreshing_ = false;
    QPointer<QWidget> marked_;
    std::vector<std::pair<QWidget*, QString>> fields_;  // widget, JSON path
    std::vector<std::function<void(const cp::Profile&)>> loaders_;
};

}  // namespace cpui
