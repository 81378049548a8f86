#pragma once
// Files the GUI reads (user catalog, recovery files, templates, specifications, calibration
// input) go through the CLI's guarded reader (cp::readTextFile): a regular file under the input
// size cap, never a FIFO that blocks or a device that never ends.

#include <optional>

#include <QByteArray>
#include <QString>

namespace cpui {

// The file's bytes, or nullopt with `problem` saying why (e.g. "is not a regular file ...").
std::optional<QByteArray> readInputFile(const QString& path, QString* problem = nullptr);

// A specification's or study's "name" for a chooser, read through readInputFile; its file name
// when it has none or cannot be read (loading it checks the rest and says what is wrong).
QString jsonFileTitle(const QString& path);

}  // namespace cpui
