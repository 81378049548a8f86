#pragma once
// The open profile and everything derived from it. Owns the catalog, the
// profile and the current plan; views read the plan and listen to changed().
// Loading is all-or-nothing: a failed open leaves the document untouched.

#include <QObject>
#include <QString>
#include <QUndoStack>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "plan/design_reuse.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cpui {

class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(cp::Catalog catalog, QObject* parent = nullptr);

    const cp::Catalog& catalog() const { return catalog_; }
    const cp::Profile& profile() const { return profile_; }
    const cp::Plan& plan() const { return plan_; }
    const cp::Diagnostics& loadWarnings() const { return loadWarnings_; }
    bool hasProfile() const { return hasProfile_; }

    QString filePath() const { return filePath_; }  // empty while untitled
    QString displayName() const;
    bool isModified() const { return modified_; }

    // Returns false and sets *error (the core message, naming the JSON path) on failure.
    bool open(const QString& path, QString* error);
    // Starts an untitled document from a template profile file.
    bool newFromTemplate(const QString& templatePath, QString* error);
    // An untitled, unsaved document from profile JSON made elsewhere (a sweep point);
    // validated like a file, `title` names it in messages.
    bool newFromText(const QString& title, const QByteArray& profileJson, QString* error);
    // Atomic (QSaveFile): on failure the file on disk is unchanged and *error says why.
    bool saveAs(const QString& path, QString* error);

    // An editor's change as an undoable step: validated first; on error nothing changes
    // and *error names the field. `description` labels the step in Edit › Undo; consecutive
    // edits with the same non-empty `mergeKey` (the field's JSON path) are one step.
    bool applyEdit(const QString& description, const cp::Profile& edited, QString* error, const QString& mergeKey = {});
    QUndoStack* undoStack() const { return undoStack_; }

    // Replace the catalog (the user catalog changed). All-or-nothing: the open profile is
    // validated and re-evaluated with the new catalog; if it no longer validates, nothing
    // changes and *error says why. Undo steps whose profiles would not validate are dropped.
    bool setCatalog(cp::Catalog catalog, QString* error);

    // Crash recovery: unsaved work is written (atomically) to a recovery file beside the
    // app's data; saving, opening another file or closing cleanly removes it.
    QString recoveryPath() const;
    bool writeRecovery(QString* error);
    void discardRecovery();
    static QStringList pendingRecoveries();
    // Restores unsaved work; the profile is validated like a file, nothing changes on error.
    bool restoreRecovery(const QString& recoveryFile, QString* error);

signals:
    void changed();
    void catalogChanged();  // emitted by setCatalog, before changed()

private:
    friend class ProfileEditCommand;
    bool load(const QString& path, QString* error, bool untitled, const QByteArray* text = nullptr);
    void replace(const cp::Profile& profile, cp::Plan plan);
    void recompute();
    cp::Plan evaluate(const cp::Profile& profile);  // through reuse_

    cp::Catalog catalog_;
    cp::DesignReuse reuse_;  // the last built design: edits of PUE, prices or workload skip the cabling
    cp::Profile profile_;
    cp::Plan plan_;
    cp::Diagnostics loadWarnings_;
    bool hasProfile_ = false;
    QString filePath_;
    bool modified_ = false;
    QUndoStack* undoStack_;
};

}  // namespace cpui
