#pragma once
// Field help for the editor, read from docs/profile-format.md (built in as a
// resource) so the tooltips and the documentation are one text.

#include <QHash>
#include <QString>

namespace cpui {

class ProfileDocs {
public:
    // The shipped document (resource :/docs/profile-format.md).
    static const ProfileDocs& shipped();
    explicit ProfileDocs(const QString& markdown);

    // Rich-text help for a JSON path such as "/networks/2/zones" (indices match any
    // element); a path the document does not list falls back to its parent.
    // Empty when neither is documented.
    QString tooltip(const QString& jsonPath) const;
    int fieldCount() const { return static_cast<int>(help_.size()); }

private:
    QHash<QString, QString> help_;  // "/networks/*/zones" → HTML
};

}  // namespace cpui
