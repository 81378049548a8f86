#include "document.h"

#include <QFileInfo>
#include <QSaveFile>

#include "common/input_error.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"

namespace cpui {

Document::Document(cp::Catalog catalog, QObject* parent) : QObject(parent), catalog_(std::move(catalog)) {}

QString Document::displayName() const {
    if (filePath_.isEmpty()) return tr("Untitled");
    return QFileInfo(filePath_).fileName();
}

bool Document::load(const QString& path, QString* error, bool untitled) {
    try {
        cp::Diagnostics warnings;
        cp::Plan plan;
        cp::Profile loaded = cp::loadProfileFile(path.toStdString(), catalog_, warnings, &plan);
        profile_ = std::move(loaded);
        plan_ = std::move(plan);  // loading evaluated it already
        loadWarnings_ = std::move(warnings);
        hasProfile_ = true;
        filePath_ = untitled ? QString() : QFileInfo(path).absoluteFilePath();
        modified_ = false;
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = tr("Cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    filePath_ = QFileInfo(path).absoluteFilePath();
    modified_ = false;
    emit changed();
    return true;
}

bool Document::setProfile(const cp::Profile& profile, QString* error) {
    cp::Plan plan;
    try {
        cp::validateProfile(profile, catalog_, &plan);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    profile_ = profile;
    plan_ = std::move(plan);  // validation evaluated it already
    hasProfile_ = true;
    modified_ = true;
    emit changed();
    return true;
}

void Document::recompute() {
    plan_ = cp::evaluate(profile_, catalog_);
    emit changed();
}

}  // namespace cpui
