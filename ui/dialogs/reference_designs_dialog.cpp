#include "dialogs/reference_designs_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "base/input_file.h"

namespace cpui {

namespace {

QJsonObject readObject(const QString& path, QString* problem) {
    const std::optional<QByteArray> bytes = readInputFile(path, problem);
    if (!bytes) {
        *problem = QObject::tr("%1: %2").arg(path, *problem);
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
    if (!doc.isObject()) {
        *problem = QObject::tr("%1: not a JSON object (%2)").arg(path, parse.errorString());
        return {};
    }
    return doc.object();
}

}  // namespace

QList<ReferenceDesign> loadReferenceDesigns(const QString& dataDir, QString* error) {
    QStringList problems;
    QString problem;
    QHash<QString, QJsonObject> published;
    const QJsonObject index = readObject(dataDir + "/reference-designs.json", &problem);
    if (!problem.isEmpty()) problems << problem;
    for (const QJsonValue& v : index.value("designs").toArray())
        published.insert(v.toObject().value("profile").toString(), v.toObject());

    QList<ReferenceDesign> designs;
    const QDir profiles(dataDir + "/profiles");
    for (const QString& file : profiles.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        ReferenceDesign d;
        d.file = file;
        d.path = profiles.absoluteFilePath(file);
        problem.clear();
        const QJsonObject profile = readObject(d.path, &problem);
        if (!problem.isEmpty()) problems << problem;
        d.name = profile.value("name").toString(file);
        d.description = profile.value("description").toString();
        const QJsonObject entry = published.value(file);
        d.gpus = entry.value("gpus").toInteger();
        for (const QJsonValue& c : entry.value("cases").toArray()) d.cases << c.toString();
        d.published = entry.value("published").toString();
        d.source = entry.value("source").toString();
        designs << d;
    }
    if (error) *error = problems.join('\n');
    return designs;
}

ReferenceDesignsDialog::ReferenceDesignsDialog(const QString& dataDir, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget), details_(new QLabel), open_(nullptr) {
    setWindowTitle(tr("Reference designs"));
    setObjectName("referenceDesigns");
    resize(1100, 640);
    QString error;
    designs_ = loadReferenceDesigns(dataDir, &error);

    table_->setColumnCount(4);
    table_->setHorizontalHeaderLabels({tr("Design"), tr("GPUs"), tr("Published result it reproduces"), tr("Source")});
    table_->setRowCount(static_cast<int>(designs_.size()));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    const QLocale locale;
    for (int row = 0; row < designs_.size(); ++row) {
        const ReferenceDesign& d = designs_[row];
        auto* name = new QTableWidgetItem(d.name);
        name->setToolTip(d.file);
        table_->setItem(row, 0, name);
        auto* gpus = new QTableWidgetItem(d.gpus > 0 ? locale.toString(d.gpus) : tr("—"));
        gpus->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, 1, gpus);
        QString published = d.published.isEmpty() ? tr("(not listed in reference-designs.json)") : d.published;
        if (!d.cases.isEmpty()) published += " [" + d.cases.join(", ") + "]";
        table_->setItem(row, 2, new QTableWidgetItem(published));
        table_->setItem(row, 3, new QTableWidgetItem(d.source));
        for (int c = 2; c < 4; ++c) table_->item(row, c)->setToolTip(table_->item(row, c)->text());
    }
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    table_->setColumnWidth(0, 330);
    table_->setColumnWidth(1, 80);
    table_->setColumnWidth(2, 420);
    table_->horizontalHeader()->setStretchLastSection(true);

    details_->setWordWrap(true);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setMinimumHeight(90);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    open_ = buttons->addButton(tr("Open"), QDialogButtonBox::AcceptRole);
    connect(open_, &QPushButton::clicked, this, &ReferenceDesignsDialog::openCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &ReferenceDesignsDialog::updateDetails);
    connect(table_, &QTableWidget::cellDoubleClicked, this, &ReferenceDesignsDialog::openCurrent);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Each shipped profile reproduces a published design; its tests pin the numbers below.")));
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(table_);
    splitter->addWidget(details_);
    splitter->setStretchFactor(0, 3);
    layout->addWidget(splitter, 1);
    if (!error.isEmpty()) {
        auto* warning = new QLabel(tr("Could not read everything: %1").arg(error));
        warning->setWordWrap(true);
        layout->addWidget(warning);
    }
    layout->addWidget(buttons);
    if (!designs_.isEmpty()) table_->selectRow(0);
    updateDetails();
}

bool ReferenceDesignsDialog::selectProfile(const QString& file) {
    for (int row = 0; row < designs_.size(); ++row)
        if (designs_[row].file == file) {
            table_->selectRow(row);
            return true;
        }
    return false;
}

void ReferenceDesignsDialog::updateDetails() {
    const int row = table_->currentRow();
    const bool has = row >= 0 && row < designs_.size();
    open_->setEnabled(has);
    if (!has) {
        details_->clear();
        return;
    }
    const ReferenceDesign& d = designs_[row];
    details_->setText("<b>" + d.name.toHtmlEscaped() + "</b> <span style='color:gray'>" + d.file.toHtmlEscaped() + "</span><br>" +
                      d.description.toHtmlEscaped());
}

void ReferenceDesignsDialog::openCurrent() {
    const int row = table_->currentRow();
    if (row < 0 || row >= designs_.size()) return;
    chosen_ = designs_[row].path;
    accept();
}

}  // namespace cpui
