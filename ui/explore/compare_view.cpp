#include "explore/compare_view.h"
#include "base/message_box.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "views/chart_style.h"
#include "views/eliding_header.h"
#include "common/input_error.h"
#include "explore/compare_chart.h"
#include "explore/compare_table_model.h"
#include "base/document.h"
#include "plan/validate.h"
#include "profile/profile_io.h"

namespace cpui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// Draws "value (×ratio)" with the ratio in green (better than the baseline) or red (worse).
class RatioDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const QString ratio = index.data(CompareTableModel::RatioTextRole).toString();
        if (index.column() == 0 || ratio.isEmpty()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
        const int verdict = index.data(CompareTableModel::VerdictRole).toInt();
        const bool dark = opt.palette.color(QPalette::Base).lightness() < 128;
        const QColor textColour =
            opt.palette.color(opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
        const QColor ratioColour = verdict > 0   ? (dark ? QColor(110, 210, 120) : QColor(20, 125, 45))
                                   : verdict < 0 ? (dark ? QColor(255, 120, 110) : QColor(190, 35, 30))
                                                 : opt.palette.color(QPalette::PlaceholderText);
        const QRect area = opt.rect.adjusted(4, 0, -6, 0);
        const QString ratioPart = QStringLiteral(" (%1)").arg(ratio);
        const int ratioWidth = opt.fontMetrics.horizontalAdvance(ratioPart);
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(ratioColour);
        painter->drawText(area, Qt::AlignRight | Qt::AlignVCenter, ratioPart);
        painter->setPen(textColour);
        painter->drawText(area.adjusted(0, 0, -ratioWidth, 0), Qt::AlignRight | Qt::AlignVCenter,
                          index.data(CompareTableModel::ValueTextRole).toString());
        painter->restore();
    }
};

}  // namespace

CompareView::CompareView(Document* document, QString dataDir, QWidget* parent)
    : QWidget(parent),
      document_(document),
      dataDir_(std::move(dataDir)),
      list_(new QListWidget),
      addShipped_(new QToolButton),
      addFile_(new QPushButton(tr("Add &file…"))),
      addCurrent_(new QPushButton(tr("Add &current document"))),
      remove_(new QPushButton(tr("&Remove"))),
      open_(new QPushButton(tr("&Open"))),
      baselineBox_(new QComboBox),
      status_(new QLabel),
      exportCsv_(new QPushButton(tr("Export CSV…"))),
      exportPng_(new QPushButton(tr("Export PNG…"))),
      model_(new CompareTableModel(this)),
      table_(new QTableView),
      chart_(new CompareChart) {
    // Left: the profiles in the comparison and the baseline.
    setUpShippedMenu();
    QWidget* left = buildProfilesPanel();
    // Right: the table over the chart.
    setUpTable();
    layOutPanels(left);
    connectSignals();
    refresh();
}

// "Add shipped profile": a menu of the profiles in the data folder.
void CompareView::setUpShippedMenu() {
    addShipped_->setText(tr("Add &shipped profile"));
    addShipped_->setPopupMode(QToolButton::InstantPopup);
    addShipped_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addShipped_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* shippedMenu = new QMenu(addShipped_);
    const QFileInfoList shipped = QDir(dataDir_ + "/profiles").entryInfoList({"*.json"}, QDir::Files, QDir::Name);
    for (const QFileInfo& file : shipped)
        shippedMenu->addAction(file.completeBaseName(), this, [this, path = file.absoluteFilePath()] { addWithMessage(path); });
    addShipped_->setMenu(shippedMenu);
}

// The list of profiles, the buttons that change it, the baseline, the status and the exports.
QWidget* CompareView::buildProfilesPanel() {
    open_->setToolTip(tr("Open the selected profile in the editor"));
    list_->setObjectName("compareProfiles");
    list_->setWordWrap(true);
    list_->setSpacing(2);
    status_->setWordWrap(true);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("<b>Profiles</b> (2 to %1)").arg(kMaxProfiles)));
    leftLayout->addWidget(list_, 1);
    leftLayout->addWidget(addShipped_);
    leftLayout->addWidget(addFile_);
    leftLayout->addWidget(addCurrent_);
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(open_);
    rowButtons->addWidget(remove_);
    leftLayout->addLayout(rowButtons);
    leftLayout->addSpacing(8);
    leftLayout->addWidget(new QLabel(tr("<b>Baseline</b> (ratios are to it)")));
    leftLayout->addWidget(baselineBox_);
    leftLayout->addSpacing(8);
    leftLayout->addWidget(status_);
    leftLayout->addStretch();
    auto* exports = new QHBoxLayout;
    exports->addWidget(exportCsv_);
    exports->addWidget(exportPng_);
    leftLayout->addLayout(exports);
    return left;
}

void CompareView::setUpTable() {
    table_->setObjectName("compareTable");
    table_->setModel(model_);
    table_->setItemDelegate(new RatioDelegate(table_));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->setHorizontalHeader(new ElidingHeaderView(Qt::Horizontal, table_));  // names cut at the end, not both sides
    table_->horizontalHeader()->setSectionsClickable(true);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setMinimumSectionSize(110);
    table_->setTextElideMode(Qt::ElideMiddle);
}

// The profiles panel beside the table over the chart.
void CompareView::layOutPanels(QWidget* left) {
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(table_);
    right->addWidget(chart_);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 1300});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
}

void CompareView::connectSignals() {
    connect(addFile_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Add a profile to the comparison"), dataDir_ + "/profiles",
                                                          tr("Profiles (*.json)"));
        if (!path.isEmpty()) addWithMessage(path);
    });
    connect(addCurrent_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!addCurrentDocument(&error)) plainWarning(this, tr("Compare"), error);
    });
    connect(remove_, &QPushButton::clicked, this, [this] { removeProfile(selectedIndex()); });
    connect(open_, &QPushButton::clicked, this, [this] { requestOpen(selectedIndex()); });
    connect(list_, &QListWidget::itemDoubleClicked, this, [this] { requestOpen(selectedIndex()); });
    connect(list_, &QListWidget::currentRowChanged, this, [this] {
        const int i = selectedIndex();
        remove_->setEnabled(i >= 0);
        open_->setEnabled(i >= 0 && !entries_[static_cast<std::size_t>(i)].currentDocument);
    });
    connect(baselineBox_, &QComboBox::activated, this, [this](int index) { setBaseline(index); });
    connect(table_->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) { requestOpen(section - 1); });
    connect(table_->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &CompareView::showHeaderMenu);
    connect(model_, &CompareTableModel::checkedKeysChanged, this, &CompareView::updateChart);
    connect(exportCsv_, &QPushButton::clicked, this, [this] { exportWithDialog(false); });
    connect(exportPng_, &QPushButton::clicked, this, [this] { exportWithDialog(true); });
    connect(document_, &Document::changed, this, &CompareView::onDocumentChanged);
    connect(document_, &Document::catalogChanged, this, &CompareView::onCatalogChanged);
}

bool CompareView::checkRoom(QString* error) const {
    if (profileCount() < kMaxProfiles) return true;
    if (error) *error = tr("A comparison holds at most %1 profiles; remove one first.").arg(kMaxProfiles);
    return false;
}

bool CompareView::addProfile(const QString& path, QString* error) {
    if (!checkRoom(error)) return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (const Entry& e : entries_)
        if (!e.currentDocument && e.path == absolute) {
            if (error) *error = tr("%1 is already in the comparison.").arg(absolute);
            return false;
        }
    Entry entry;
    entry.path = absolute;
    try {
        cp::Diagnostics warnings;
        cp::ValidProfile loaded = cp::loadValidProfile(absolute.toStdString(), document_->catalog(), warnings);
        entry.profile = std::move(loaded.profile);
        entry.plan = std::move(loaded.plan);
    } catch (const cp::InputError& e) {
        if (error) *error = qs(e.what());
        return false;
    }
    entries_.push_back(std::move(entry));
    refresh();
    return true;
}

bool CompareView::addCurrentDocument(QString* error) {
    if (!document_->hasProfile()) {
        if (error) *error = tr("No profile is open.");
        return false;
    }
    for (const Entry& e : entries_)
        if (e.currentDocument) {
            if (error) *error = tr("The current document is already in the comparison.");
            return false;
        }
    if (!checkRoom(error)) return false;
    entries_.push_back({document_->filePath(), document_->profile(), document_->plan(), true});
    refresh();
    return true;
}

void CompareView::removeProfile(int index) {
    if (index < 0 || index >= profileCount()) return;
    entries_.erase(entries_.begin() + index);
    if (baseline_ > index || baseline_ >= profileCount()) baseline_ = std::max(0, baseline_ - 1);
    refresh();
}

QString CompareView::profilePath(int index) const {
    return index >= 0 && index < profileCount() ? entries_[static_cast<std::size_t>(index)].path : QString();
}

void CompareView::setBaseline(int index) {
    if (index < 0 || index >= profileCount() || index == baseline_) return;
    baseline_ = index;
    refresh();
}

int CompareView::selectedIndex() const {
    const int row = list_->currentRow();
    return row >= 0 && row < profileCount() ? row : -1;
}

void CompareView::requestOpen(int index) {
    if (index < 0 || index >= profileCount()) return;
    const Entry& e = entries_[static_cast<std::size_t>(index)];
    if (!e.currentDocument && !e.path.isEmpty()) emit openProfileRequested(e.path);  // the current one is open already
}

void CompareView::showHeaderMenu(const QPoint& pos) {
    const int index = table_->horizontalHeader()->logicalIndexAt(pos) - 1;
    if (index < 0 || index >= profileCount()) return;
    QMenu menu(this);
    QAction* open = menu.addAction(tr("Open"), this, [this, index] { requestOpen(index); });
    open->setEnabled(!entries_[static_cast<std::size_t>(index)].currentDocument);
    menu.addAction(tr("Make baseline"), this, [this, index] { setBaseline(index); })->setEnabled(index != baseline_);
    menu.addAction(tr("Remove from comparison"), this, [this, index] { removeProfile(index); });
    menu.exec(table_->horizontalHeader()->mapToGlobal(pos));
}

void CompareView::onDocumentChanged() {
    bool any = false;
    for (Entry& e : entries_)
        if (e.currentDocument) {
            e = {document_->filePath(), document_->profile(), document_->plan(), true};
            any = true;
        }
    if (any) refresh();
}

void CompareView::onCatalogChanged() {
    // Prices and specs may have changed: evaluate every listed profile again; drop one that no longer validates.
    QStringList dropped;
    for (auto it = entries_.begin(); it != entries_.end();) {
        if (it->currentDocument) {
            ++it;
            continue;
        }  // changed() brings the new plan
        try {
            it->plan = cp::validateProfile(it->profile, document_->catalog());
            ++it;
        } catch (const cp::InputError& e) {
            dropped << QStringLiteral("%1: %2").arg(QFileInfo(it->path).fileName(), qs(e.what()));
            it = entries_.erase(it);
        }
    }
    baseline_ = std::min(baseline_, std::max(0, profileCount() - 1));
    refresh();
    if (!dropped.isEmpty()) status_->setText(tr("Removed after the catalog changed:\n%1").arg(dropped.join('\n')));
}

void CompareView::addWithMessage(const QString& path) {
    QString error;
    if (!addProfile(path, &error)) plainWarning(this, tr("Compare"), error);
}

void CompareView::refresh() {
    const int selected = list_->currentRow();
    list_->clear();
    baselineBox_->clear();
    for (const Entry& e : entries_) {
        const QString name = qs(e.plan.profile_name);
        const QString where = e.currentDocument ? tr("current document") : QFileInfo(e.path).fileName();
        list_->addItem(QStringLiteral("%1\n%2").arg(name, where));
        list_->item(list_->count() - 1)->setToolTip(e.path);
        baselineBox_->addItem(name);
    }
    list_->setCurrentRow(std::min(selected, profileCount() - 1));
    baselineBox_->setCurrentIndex(baseline_);
    baselineBox_->setEnabled(profileCount() > 1);
    const bool full = profileCount() >= kMaxProfiles;
    addShipped_->setEnabled(!full);
    addFile_->setEnabled(!full);
    addCurrent_->setEnabled(!full && document_->hasProfile());
    remove_->setEnabled(selectedIndex() >= 0);
    open_->setEnabled(selectedIndex() >= 0 && !entries_[static_cast<std::size_t>(selectedIndex())].currentDocument);
    exportCsv_->setEnabled(profileCount() > 0);
    exportPng_->setEnabled(profileCount() > 1);
    status_->setText(profileCount() < 2 ? tr("Add at least %n more profile(s) to compare.", nullptr, 2 - profileCount())
                                        : tr("%1 of %2 profiles. Check rows to chart them; click a column header to open "
                                             "that profile.")
                                              .arg(profileCount())
                                              .arg(kMaxProfiles));
    if (entries_.empty()) {
        model_->setComparison({});
        return;
    }
    std::vector<const cp::Plan*> plans;
    for (const Entry& e : entries_) plans.push_back(&e.plan);
    model_->setComparison(cp::comparePlans(plans, static_cast<std::size_t>(baseline_), document_->catalog()));
    table_->clearSpans();
    for (int row = 0; row < model_->rowCount(); ++row)
        if (!model_->metricAt(row)) table_->setSpan(row, 0, 1, model_->columnCount());  // a section title
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    fitMetricColumn();
}

void CompareView::fitMetricColumn() {
    // The metric names up to 40% of the table (longer ones elide, their tooltip tells); the
    // profiles share the rest, so a laptop-width table needs no horizontal scrolling.
    if (model_->columnCount() == 0) return;
    table_->resizeColumnToContents(0);
    table_->setColumnWidth(0, std::min(table_->columnWidth(0), table_->viewport()->width() * 2 / 5));
}

void CompareView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitMetricColumn();
}

void CompareView::updateChart() {
    if (profileCount() < 2)
        chart_->clear();
    else
        chart_->showComparison(model_->comparison(), model_->checkedKeys());
}

QString CompareView::csvText() const { return qs(cp::comparisonCsv(model_->comparison())); }

bool CompareView::exportCsv(const QString& path, QString* error) const {
    if (entries_.empty()) {
        if (error) *error = tr("Add profiles to the comparison first.");
        return false;
    }
    return chart::exportText(path, csvText().toUtf8(), error);
}

bool CompareView::exportPng(const QString& path, QString* error) const {
    if (profileCount() < 2) {
        if (error) *error = tr("Add at least two profiles to the comparison first.");
        return false;
    }
    return chart::exportPng(chart_->plot(), path, error);
}

void CompareView::exportWithDialog(bool png) {
    const QString path =
        QFileDialog::getSaveFileName(this, png ? tr("Export the comparison chart") : tr("Export the comparison"),
                                     png ? "compare.png" : "compare.csv", png ? tr("PNG image (*.png)") : tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!(png ? exportPng(path, &error) : exportCsv(path, &error))) plainWarning(this, tr("Export"), error);
}

}  // namespace cpui
