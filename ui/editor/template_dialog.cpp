#include "editor/template_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "base/input_file.h"

namespace cpui {

namespace {

struct TemplateInfo {
    QString path, name, description;
};

// Only the name and description are read here; the document loads and validates the file.
TemplateInfo readInfo(const QString& path) {
    TemplateInfo info{path, QFileInfo(path).completeBaseName(), {}};
    const std::optional<QByteArray> bytes = readInputFile(path);
    if (!bytes) return info;
    const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
    if (o.value("name").isString()) info.name = o.value("name").toString();
    info.description = o.value("description").toString();
    return info;
}

}  // namespace

TemplateDialog::TemplateDialog(const QString& dataDir, QWidget* parent)
    : QDialog(parent), list_(new QListWidget), details_(new QTextBrowser) {
    setWindowTitle(tr("New profile"));
    std::vector<TemplateInfo> templates;
    if (QFile::exists(dataDir + "/templates/blank.json")) templates.push_back(readInfo(dataDir + "/templates/blank.json"));
    std::vector<TemplateInfo> designs;
    for (const QFileInfo& f : QDir(dataDir + "/profiles").entryInfoList({"*.json"}, QDir::Files, QDir::Name))
        designs.push_back(readInfo(f.filePath()));
    std::sort(designs.begin(), designs.end(), [](const auto& a, const auto& b) { return a.name.localeAwareCompare(b.name) < 0; });
    templates.insert(templates.end(), designs.begin(), designs.end());
    for (const TemplateInfo& t : templates) {
        auto* item = new QListWidgetItem(t.name, list_);
        item->setData(Qt::UserRole, t.path);
        item->setData(Qt::UserRole + 1, t.description);
        item->setToolTip(t.path);
    }
    if (!templates.empty() && templates.front().path.endsWith("/templates/blank.json")) {
        QFont bold = list_->item(0)->font();
        bold.setBold(true);
        list_->item(0)->setFont(bold);
        list_->item(0)->setText(tr("Blank — %1").arg(templates.front().name));
    }
    connect(list_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        details_->setPlainText(item ? item->data(Qt::UserRole + 1).toString() : QString());
    });
    list_->setCurrentRow(0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    auto* panes = new QHBoxLayout;
    panes->addWidget(list_, 1);
    panes->addWidget(details_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(panes);
    layout->addWidget(buttons);
    resize(900, 480);
}

QString TemplateDialog::chosenPath() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

}  // namespace cpui
