#pragma once
// Help › About ClusterPlanner: version and git revision of this build, what the
// program does, and the licenses of the program and of the libraries it uses.

#include <QDialog>
#include <QList>

namespace cpui {

struct ComponentLicense {
    QString name;     // "Qt"
    QString license;  // SPDX identifier: "LGPL-3.0-only"
    QString url;
};

// The program's own license first, then each library it links.
const QList<ComponentLicense>& componentLicenses();

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);
    QString text() const { return text_; }  // the dialog's body as plain text (tests)

private:
    QString text_;
};

}  // namespace cpui
