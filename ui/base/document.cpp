#include "base/document.h"

#include "base/atomic_save.h"
#include "base/input_file.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "common/input_error.h"
#include "plan/evaluate.h"
#include "plan/validate.h"
#include "profile/profile_io.h"

namespace cpui {

// One edit: the profile before and after. Profiles are small plain values, so storing
// both keeps every command trivially correct; the plans are recomputed on undo/redo.
class ProfileEditCommand : public QUndoCommand {
public:
    ProfileEditCommand(Document* document, const QString& text, QString mergeKey, cp::Profile before, cp::Profile after,
                       cp::Plan afterPlan)
        : QUndoCommand(text),
          document_(document),
          mergeKey_(std::move(mergeKey)),
          before_(std::move(before)),
          after_(std::move(after)),
          afterPlan_(std::move(afterPlan)) {}

    void redo() override {
        if (firstRedo_) {  // the edit was evaluated when it was validated
            firstRedo_ = false;
            document_->replace(after_, std::move(afterPlan_));
            return;
        }
        document_->replace(after_, document_->evaluate(after_));
    }
    void undo() override { document_->replace(before_, document_->evaluate(before_)); }

    const cp::Profile& before() const { return before_; }
    const cp::Profile& after() const { return after_; }

    // Consecutive edits of one field (typing 1, 12, 128 into a spin box) are one undo step: the
    // same JSON path, network index included, so zones of two networks stay two steps.
    int id() const override { return mergeKey_.isEmpty() ? -1 : static_cast<int>(qHash(mergeKey_) & 0x7fffffff); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const ProfileEditCommand*>(other);
        if (next->mergeKey_ != mergeKey_ || !(next->before_ == after_)) return false;
        after_ = next->after_;
        return true;
    }

private:
    Document* document_;
    QString mergeKey_;
    cp::Profile before_, after_;
    cp::Plan afterPlan_;
    bool firstRedo_ = true;
};

Document::Document(cp::Catalog catalog, QObject* parent)
    : QObject(parent), catalog_(std::move(catalog)), undoStack_(new QUndoStack(this)) {
    connect(undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) {
        modified_ = !clean;
        emit changed();
    });
}

void Document::replace(const cp::Profile& profile, cp::Plan plan) {
    profile_ = profile;
    plan_ = std::move(plan);
    modified_ = !undoStack_->isClean();
    emit changed();
}

namespace {
QString recoveryDir() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/recovery"; }
}  // namespace

QString Document::recoveryPath() const {
    const QByteArray key = filePath_.isEmpty() ? QByteArray("untitled") : filePath_.toUtf8();
    return recoveryDir() + "/" + QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16) + ".json";
}

bool Document::writeRecovery(QString* error) {
    if (!hasProfile_ || !modified_) {
        discardRecovery();
        return true;
    }
    QDir().mkpath(recoveryDir());
    QJsonObject wrapper;
    wrapper["clusterplanner_recovery"] = 1;
    wrapper["original_path"] = filePath_;
    wrapper["profile"] = QJsonDocument::fromJson(QByteArray::fromStdString(cp::profileToJsonText(profile_))).object();
    const QByteArray bytes = QJsonDocument(wrapper).toJson();
    return saveBytesAtomically(recoveryPath(), bytes, error);
}

void Document::discardRecovery() { QFile::remove(recoveryPath()); }

QStringList Document::pendingRecoveries() {
    QStringList files;
    for (const QFileInfo& info : QDir(recoveryDir()).entryInfoList({"*.json"}, QDir::Files, QDir::Time))
        files << info.absoluteFilePath();
    return files;
}

bool Document::restoreRecovery(const QString& recoveryFile, QString* error) {
    QString problem;
    const std::optional<QByteArray> bytes = readInputFile(recoveryFile, &problem);
    if (!bytes) {
        if (error) *error = tr("Cannot read %1: %2").arg(recoveryFile, problem);
        return false;
    }
    const QJsonObject wrapper = QJsonDocument::fromJson(*bytes).object();
    if (wrapper.value("clusterplanner_recovery").toInt() != 1 || !wrapper.value("profile").isObject()) {
        if (error) *error = tr("%1 is not a ClusterPlanner recovery file").arg(recoveryFile);
        return false;
    }
    const std::string text = QJsonDocument(wrapper.value("profile").toObject()).toJson().toStdString();
    try {
        cp::Diagnostics warnings;
        cp::ValidProfile restored = cp::parseValidProfile(text, recoveryFile.toStdString(), catalog_, warnings);
        profile_ = std::move(restored.profile);
        plan_ = std::move(restored.plan);
        loadWarnings_ = std::move(warnings);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    hasProfile_ = true;
    filePath_ = wrapper.value("original_path").toString();
    undoStack_->clear();
    modified_ = true;  // restored work is unsaved work
    QFile::remove(recoveryFile);
    writeRecovery(nullptr);  // keep it safe under its own name until it is saved
    emit changed();
    return true;
}

bool Document::applyEdit(const QString& description, const cp::Profile& edited, QString* error, const QString& mergeKey) {
    if (!hasProfile_ || edited == profile_) return true;
    cp::Plan plan;
    try {
        plan = cp::validateProfile(edited, catalog_, reuse_);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    undoStack_->push(new ProfileEditCommand(this, description, mergeKey, profile_, edited, std::move(plan)));
    return true;
}

QString Document::displayName() const {
    if (filePath_.isEmpty()) return tr("Untitled");
    return QFileInfo(filePath_).fileName();
}

bool Document::newFromText(const QString& title, const QByteArray& profileJson, QString* error) {
    return load(title, error, true, &profileJson);
}

bool Document::load(const QString& path, QString* error, bool untitled, const QByteArray* text) {
    try {
        cp::Diagnostics warnings;
        cp::ValidProfile loaded = text ? cp::parseValidProfile(text->toStdString(), path.toStdString(), catalog_, warnings)
                                       : cp::loadValidProfile(path.toStdString(), catalog_, warnings);
        profile_ = std::move(loaded.profile);
        plan_ = std::move(loaded.plan);  // validating evaluated it already
        loadWarnings_ = std::move(warnings);
        hasProfile_ = true;
        discardRecovery();  // the previous document's unsaved work was saved or discarded on purpose
        filePath_ = untitled ? QString() : QFileInfo(path).absoluteFilePath();
        undoStack_->clear();
        modified_ = text != nullptr;  // a design made in memory is unsaved work
        emit changed();
        return true;
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
}

bool Document::open(const QString& path, QString* error) { return load(path, error, false); }

bool Document::newFromTemplate(const QString& templatePath, QString* error) {
    if (!load(templatePath, error, true)) return false;
    profile_.name = tr("New cluster").toStdString();
    recompute();
    return true;
}

bool Document::saveAs(const QString& path, QString* error) {
    const QByteArray bytes = QByteArray::fromStdString(cp::profileToJsonText(profile_));
    if (!saveBytesAtomically(path, bytes, error)) return false;
    discardRecovery();  // under the old name (untitled, say)
    filePath_ = QFileInfo(path).absoluteFilePath();
    undoStack_->setClean();
    modified_ = false;
    discardRecovery();
    emit changed();
    return true;
}

bool Document::setCatalog(cp::Catalog catalog, QString* error) {
    cp::Plan plan;
    if (hasProfile_) {
        try {
            plan = cp::validateProfile(profile_, catalog);
        } catch (const cp::InputError& e) {
            if (error)
                *error = tr("The open profile does not work with this catalog, so the catalog was not changed: %1")
                             .arg(QString::fromStdString(e.what()));
            return false;
        }
    }
    // Undo re-evaluates earlier profiles with the current catalog, so every one of them
    // must still validate; if one does not (it used a deleted part), the history goes.
    // Steps chain (one's after is the next one's before), so each profile is checked once.
    bool historyValid = true;
    const cp::Profile* checked = &profile_;
    const auto stillValid = [&](const cp::Profile& p) {
        if (p == *checked) return true;
        checked = &p;
        try {
            cp::validateProfile(p, catalog);
            return true;
        } catch (const cp::InputError&) {
            return false;
        }
    };
    for (int i = 0; i < undoStack_->count() && historyValid; ++i) {
        const auto* command = dynamic_cast<const ProfileEditCommand*>(undoStack_->command(i));
        if (command) historyValid = stillValid(command->before()) && stillValid(command->after());
    }
    catalog_ = std::move(catalog);
    reuse_ = cp::DesignReuse{};  // its design was built on the old catalog, at the same address
    if (hasProfile_) plan_ = std::move(plan);
    if (!historyValid) {
        const bool wasModified = modified_;
        undoStack_->clear();
        if (wasModified) undoStack_->resetClean();  // the profile is still unsaved
        modified_ = wasModified;
    }
    emit catalogChanged();
    emit changed();
    return true;
}

void Document::recompute() {
    plan_ = evaluate(profile_);
    emit changed();
}

cp::Plan Document::evaluate(const cp::Profile& profile) { return reuse_.evaluate(profile, catalog_); }

}  // namespace cpui
