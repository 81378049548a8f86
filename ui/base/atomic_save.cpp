#include "base/atomic_save.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace cpui {

namespace {
struct AtomicSave {
    Q_DECLARE_TR_FUNCTIONS(cpui::AtomicSave)
};  // lupdate reads the context from this class (a tr() helper would hide it)
}  // namespace

bool saveBytesAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    const QString shown = QFileInfo(path).absoluteFilePath();
    if (QFileInfo(path).isDir()) {
        if (error) *error = AtomicSave::tr("Cannot write %1: it is a folder; nothing was written").arg(shown);
        return false;
    }
    if (QFileInfo info(path); info.exists() && !info.isFile()) {  // a device is never replaced by a file
        if (error) *error = AtomicSave::tr("Cannot write %1: it is not a regular file (a device, FIFO or socket); nothing was written").arg(shown);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = AtomicSave::tr("Cannot write %1: %2; nothing was written").arg(shown, file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.flush() || file.size() != bytes.size()) {
        const QString reason =
            file.errorString().isEmpty() ? AtomicSave::tr("the disk is full or the file too large") : file.errorString();
        file.cancelWriting();
        if (error)
            *error = AtomicSave::tr("Cannot write %1: only %2 of %3 bytes were written (%4); the file was not changed")
                         .arg(shown)
                         .arg(file.size())
                         .arg(bytes.size())
                         .arg(reason);
        return false;
    }
    if (!file.commit()) {
        if (error) *error = AtomicSave::tr("Cannot write %1: %2; the file was not changed").arg(shown, file.errorString());
        return false;
    }
    return true;
}

bool saveImageAtomically(const QString& path, const QImage& image, const char* format, QString* error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, format)) {
        if (error)
            *error =
                AtomicSave::tr("Cannot encode the %1 image for %2; nothing was written").arg(QString::fromLatin1(format), path);
        return false;
    }
    return saveBytesAtomically(path, bytes, error);
}

}  // namespace cpui
