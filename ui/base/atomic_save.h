#pragma once
// The one way the UI writes a file: QSaveFile (a temporary beside the target,
// renamed over it), with the written size checked before the rename, because
// QSaveFile commits a file cut short by a full disk (seen under RLIMIT_FSIZE:
// a 512-byte profile reported as saved). On failure the old file is untouched,
// no temporary is left, and *error names the path and the reason.

#include <QByteArray>
#include <QImage>
#include <QString>

class QCustomPlot;

namespace cpui {

bool saveBytesAtomically(const QString& path, const QByteArray& bytes, QString* error);

// Encodes in memory first, then saves atomically.
bool saveImageAtomically(const QString& path, const QImage& image, const char* format, QString* error);

}  // namespace cpui
