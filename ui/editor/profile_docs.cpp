#include "editor/profile_docs.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace cpui {

namespace {

// Markdown inline markup → HTML: `code`, **bold**, *italic*, [text](link) → text.
QString inlineHtml(QString text) {
    text = text.toHtmlEscaped();
    text.replace(QRegularExpression(R"(\[([^\]]+)\]\([^)]*\))"), "\\1");
    text.replace(QRegularExpression(R"(`([^`]+)`)"), "<code>\\1</code>");
    text.replace(QRegularExpression(R"(\*\*([^*]+)\*\*)"), "<b>\\1</b>");
    text.replace(QRegularExpression(R"(\*([^*]+)\*)"), "<i>\\1</i>");
    text.replace("\\|", "|");
    return text;
}

QStringList tableCells(const QString& line) {
    // Split on '|' that is not escaped as '\|'.
    QStringList cells;
    QString cell;
    for (qsizetype i = 1; i < line.size(); ++i) {
        if (line[i] == '|' && line[i - 1] != '\\') {
            cells << cell.trimmed();
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    return cells;
}

QString genericPath(const QString& jsonPath) {
    static const QRegularExpression index(R"(/\d+(?=/|$))");
    QString path = jsonPath;
    return path.replace(index, "/*");
}

}  // namespace

const ProfileDocs& ProfileDocs::shipped() {
    static const ProfileDocs docs = [] {
        QFile file(":/docs/profile-format.md");
        return ProfileDocs(file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString());
    }();
    return docs;
}

ProfileDocs::ProfileDocs(const QString& markdown) {
    static const QRegularExpression keyPattern(R"(`([a-z_.0-9]+)`)");
    QString section;  // "" at the top level, "compute", "networks/*", ...
    QStringList header;
    for (const QString& raw : markdown.split('\n')) {
        const QString line = raw.trimmed();
        if (line.startsWith("## ")) {
            const QString title = line.mid(3).trimmed();
            section = title == "Top level" ? QString() : title == "networks" ? "networks/*" : title;
            header.clear();
            continue;
        }
        if (line.startsWith("Per network")) section = "networks/*";  // the per-network rows under layout
        if (!line.startsWith('|')) {
            header.clear();
            continue;
        }
        const QStringList cells = tableCells(line);
        if (header.isEmpty()) {
            header = cells;
            continue;
        }
        if (cells.size() < 2 || cells[0].startsWith("---")) continue;
        QStringList details;
        for (qsizetype c = 1; c + 1 < cells.size() && c < header.size(); ++c)
            if (!cells[c].isEmpty()) details << header[c] + ": " + inlineHtml(cells[c]);
        const QString meaning = cells.size() >= 4 ? cells.last() : QString();
        auto it = keyPattern.globalMatch(cells[0]);
        while (it.hasNext()) {
            const QString key = it.next().captured(1);
            const QString path = (section.isEmpty() ? "" : "/" + section) + "/" + QString(key).replace('.', '/');
            help_.insert(path, "<b>" + key + "</b>" + (meaning.isEmpty() ? QString() : " — " + inlineHtml(meaning)) +
                                   "<br><small>" + details.join(" · ") + "</small>");
        }
    }
}

QString ProfileDocs::tooltip(const QString& jsonPath) const {
    QString path = genericPath(jsonPath);
    while (!path.isEmpty()) {
        const auto it = help_.constFind(path);
        if (it != help_.constEnd()) return *it;
        path.truncate(path.lastIndexOf('/'));
    }
    return {};
}

}  // namespace cpui
