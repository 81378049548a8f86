#include "dialogs/about_dialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include "common/build_info.h"

namespace cpui {

const QList<ComponentLicense>& componentLicenses() {
    static const QList<ComponentLicense> licenses{
        {QStringLiteral("ClusterPlanner"), QStringLiteral("GPL-3.0-or-later"),
         QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")},
        {QStringLiteral("Qt"), QStringLiteral("LGPL-3.0"),
         QStringLiteral("https://www.qt.io/licensing/open-source-lgpl-obligations")},
        {QStringLiteral("QCustomPlot"), QStringLiteral("GPL-3.0"), QStringLiteral("https://www.qcustomplot.com")},
        {QStringLiteral("Eigen"), QStringLiteral("MPL-2.0"), QStringLiteral("https://eigen.tuxfamily.org")},
        {QStringLiteral("nlohmann_json"), QStringLiteral("MIT"), QStringLiteral("https://github.com/nlohmann/json")},
        {QStringLiteral("libxlsxwriter"), QStringLiteral("BSD-2-Clause"), QStringLiteral("https://libxlsxwriter.github.io")},
    };
    return licenses;
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About ClusterPlanner"));
    setObjectName("aboutDialog");
    const QString version = QString::fromStdString(cp::versionString());
    const QString revision = QString::fromStdString(cp::gitRevision());
    QString html = "<h3>" + tr("ClusterPlanner %1").arg(version).toHtmlEscaped() + "</h3>";
    html += "<p>" +
            tr("Revision %1 · Qt %2 (built with %3)")
                .arg(revision, QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
                .toHtmlEscaped() +
            "</p>";
    html += "<p>" +
            tr("Plans GPU training clusters: compute, fabric, optics, power, cost, time and reliability, "
               "with every number explained.")
                .toHtmlEscaped() +
            "</p>";
    html += "<p><b>" + tr("Licenses").toHtmlEscaped() + "</b></p><table cellspacing='4'>";
    for (const ComponentLicense& c : componentLicenses())
        html += "<tr><td>" + c.name.toHtmlEscaped() + "</td><td><a href='" + c.url.toHtmlEscaped() + "'>" +
                c.license.toHtmlEscaped() + "</a></td></tr>";
    html += "</table>";

    auto* body = new QLabel(html);
    body->setObjectName("aboutText");
    body->setTextFormat(Qt::RichText);
    body->setWordWrap(true);
    body->setOpenExternalLinks(true);
    body->setTextInteractionFlags(Qt::TextBrowserInteraction);
    QTextDocument plain;
    plain.setHtml(html);
    text_ = plain.toPlainText();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* aboutQt = buttons->addButton(tr("About Qt"), QDialogButtonBox::HelpRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(body);
    layout->addWidget(buttons);
}

}  // namespace cpui
