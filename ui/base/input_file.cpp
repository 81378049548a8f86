#include "base/input_file.h"

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

}  // namespace cpui
