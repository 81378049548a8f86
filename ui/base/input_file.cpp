#include "base/input_file.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include "common/file_io.h"
#include "common/input_error.h"

namespace cpui {

std::optional<QByteArray> readInputFile(const QString& path, QString* problem) {
    try {
        return QByteArray::fromStdString(cp::readTextFile(path.toStdString()));
    } catch (const cp::InputError& e) {
        if (problem) *problem = QString::fromStdString(e.problem());
    }
    return std::nullopt;
}

QString jsonFileTitle(const QString& path) {
    const std::optional<QByteArray> bytes = readInputFile(path);
    const QString name = bytes ? QJsonDocument::fromJson(*bytes).object().value("name").toString() : QString();
    return name.isEmpty() ? QFileInfo(path).completeBaseName() : name;
}

}  // namespace cpui
