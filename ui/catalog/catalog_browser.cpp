#include "catalog/catalog_browser.h"
#include "base/message_box.h"

#include <cmath>

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "common/format.h"
#include "views/display_units.h"
#include "base/document.h"
#include "catalog/catalog_field_text.h"
#include "catalog/part_editor_dialog.h"

namespace cpui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// The titles of a part's declared columns (catalog/catalog_fields.h), units in brackets; prices in
// the Preferences' currency (the catalog itself stays in USD).
template <class Part>
QStringList declaredHeaders() {
    QStringList out;
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>()) {
        if (!f.column) continue;
        const QString unit = f.rule == cp::SourcedRule::Price ? DisplayUnits::current().moneyCode() : catalogFieldWord(f.unit);
        out << (unit.isEmpty() ? catalogFieldWord(f.label) : CatalogTableModel::tr("%1 (%2)").arg(catalogFieldWord(f.label), unit));
    }
    return out;
}

// The column titles of each kind: what the kind's cell function writes by hand, then its declared
// columns, then where the entry comes from.
QStringList headersOf(PartKind kind) {
    const QString id = CatalogTableModel::tr("Id"), name = CatalogTableModel::tr("Name");
    const QString origin = CatalogTableModel::tr("Origin"), vendor = CatalogTableModel::tr("Vendor");
    switch (kind) {
    case PartKind::Gpu:
        return QStringList{id, name, vendor, CatalogTableModel::tr("FP8 TFLOPS"), CatalogTableModel::tr("BF16 TFLOPS")} +
               declaredHeaders<cp::Gpu>() + QStringList{origin};
    case PartKind::Node:
        return QStringList{id, name, CatalogTableModel::tr("GPU"), CatalogTableModel::tr("NICs")} +
               declaredHeaders<cp::NodeType>() + QStringList{origin};
    case PartKind::Switch:
        return QStringList{id, name, vendor, CatalogTableModel::tr("Kind"), CatalogTableModel::tr("Ports × speed")} +
               declaredHeaders<cp::Switch>() + QStringList{origin};
    case PartKind::Nic:
        return QStringList{id, name} + declaredHeaders<cp::Nic>() + QStringList{origin};
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    // Media: one price per link (ends and cable together) and reach in the Preferences' length unit.
    return {id,
            name,
            CatalogTableModel::tr("Class"),
            CatalogTableModel::tr("Speed (Gb/s)"),
            CatalogTableModel::tr("Reach (%1)").arg(DisplayUnits::current().lengthSuffix()),
            CatalogTableModel::tr("Power per end (W)"),
            CatalogTableModel::tr("Price per link (%1)").arg(DisplayUnits::current().moneyCode()),
            origin};
}

// Every column alike: separators from 1,000 on, fractions as written (989.5, 1,978.9).
QString numberText(double value) { return qs(cp::formatSignificant(value, 12)); }

int countOf(const cp::Catalog& c, PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
        return static_cast<int>(c.gpus.size());
    case PartKind::Node:
        return static_cast<int>(c.nodes.size());
    case PartKind::Switch:
        return static_cast<int>(c.switches.size());
    case PartKind::Nic:
        return static_cast<int>(c.nics.size());
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return static_cast<int>(c.media.size());
}

const cp::Origin& originOfRow(const cp::Catalog& c, PartKind kind, int row) {
    const auto r = static_cast<std::size_t>(row);
    switch (kind) {
    case PartKind::Gpu:
        return c.gpus[r].origin;
    case PartKind::Node:
        return c.nodes[r].origin;
    case PartKind::Switch:
        return c.switches[r].origin;
    case PartKind::Nic:
        return c.nics[r].origin;
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return c.media[r].origin;
}

QString originText(EntryOrigin origin) {
    switch (origin) {
    case EntryOrigin::User:
        return CatalogTableModel::tr("user");
    case EntryOrigin::UserOverride:
        return CatalogTableModel::tr("user, overrides shipped");
    case EntryOrigin::Shipped:
        break;
    }
    return CatalogTableModel::tr("shipped");
}

}  // namespace

CatalogTableModel::CatalogTableModel(PartKind kind, QObject* parent) : QAbstractTableModel(parent), kind_(kind) {}

void CatalogTableModel::setCatalog(const cp::Catalog& catalog, const UserCatalog* user) {
    beginResetModel();
    catalog_ = catalog;
    origins_.clear();
    for (int row = 0; row < countOf(catalog_, kind_); ++row) {
        const std::string id = idAt(row);
        const bool fromUserFile = user && originOfRow(catalog_, kind_, row).file == user->path().toStdString();
        origins_.push_back(fromUserFile ? user->originOf(kind_, id) : EntryOrigin::Shipped);
    }
    endResetModel();
}

std::string CatalogTableModel::idAt(int row) const {
    if (row < 0 || row >= countOf(catalog_, kind_)) return {};
    const auto r = static_cast<std::size_t>(row);
    switch (kind_) {
    case PartKind::Gpu:
        return catalog_.gpus[r].id;
    case PartKind::Node:
        return catalog_.nodes[r].id;
    case PartKind::Switch:
        return catalog_.switches[r].id;
    case PartKind::Nic:
        return catalog_.nics[r].id;
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return catalog_.media[r].id;
}

int CatalogTableModel::rowOf(const std::string& id) const {
    for (int row = 0; row < rowCount(); ++row)
        if (idAt(row) == id) return row;
    return -1;
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : countOf(catalog_, kind_); }

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(headersOf(kind_).size());
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return headersOf(kind_).value(section);
}

CatalogTableModel::Cell CatalogTableModel::cell(int row, int column) const {
    const auto r = static_cast<std::size_t>(row);
    const int last = columnCount() - 1;
    const cp::Origin& origin = originOfRow(catalog_, kind_, row);
    const QString where = tr("%1, %2").arg(qs(origin.file), qs(origin.path));
    if (column == last) return {originText(origins_.value(row)), {}, where, false};
    switch (kind_) {
    case PartKind::Gpu:
        return gpuCell(catalog_.gpus[r], column, where);
    case PartKind::Node:
        return nodeCell(catalog_.nodes[r], column, where);
    case PartKind::Switch:
        return switchCell(catalog_.switches[r], column, where);
    case PartKind::Nic:
        return nicCell(catalog_.nics[r], column, where);
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return mediaCell(catalog_.media[r], column, where);
}

CatalogTableModel::Cell CatalogTableModel::numberCell(const cp::Sourced& s) {
    return {numberText(s.value), s.value, qs(s.source), true};
}

CatalogTableModel::Cell CatalogTableModel::countCell(const cp::SourcedCount& s) {
    return {qs(cp::formatCount(s.value)), static_cast<qlonglong>(s.value), qs(s.source), true};
}

CatalogTableModel::Cell CatalogTableModel::priceCell(const cp::Sourced& s) {
    return {DisplayUnits::current().money(s.value, 0), s.value, qs(s.source), true};
}

CatalogTableModel::Cell CatalogTableModel::optionalCell(const std::optional<cp::Sourced>& s) {
    return s ? numberCell(*s) : Cell{tr("—"), -1.0, tr("not published"), true};
}

template <class Part>
CatalogTableModel::Cell CatalogTableModel::declaredCell(const Part& part, int column) {
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>())
        if (f.column && column-- == 0) {
            const std::optional<cp::Sourced> v = f.get(part);
            if (!v) return optionalCell(v);
            if (f.rule == cp::SourcedRule::Price) return priceCell(*v);
            return f.count() ? countCell({std::llround(v->value), v->source}) : numberCell(*v);
        }
    return {};
}

CatalogTableModel::Cell CatalogTableModel::gpuCell(const cp::Gpu& g, int column, const QString& where) {
    switch (column) {
    case 0:
        return {qs(g.id), {}, where, false};
    case 1:
        return {qs(g.name), {}, where, false};
    case 2:
        return {qs(g.vendor), {}, where, false};
    case 3:
        return optionalCell(g.peakTflops(cp::Precision::Fp8));
    case 4:
        return optionalCell(g.peakTflops(cp::Precision::Bf16));
    default:
        return declaredCell(g, column - 5);
    }
}

CatalogTableModel::Cell CatalogTableModel::nodeCell(const cp::NodeType& n, int column, const QString& where) {
    switch (column) {
    case 0:
        return {qs(n.id), {}, where, false};
    case 1:
        return {qs(n.name), {}, where, false};
    case 2:
        return {qs(n.gpu_id), {}, where, false};
    case 3:
        return nodeNicsCell(n);
    default:
        return declaredCell(n, column - 4);
    }
}

CatalogTableModel::Cell CatalogTableModel::switchCell(const cp::Switch& s, int column, const QString& where) {
    switch (column) {
    case 0:
        return {qs(s.id), {}, where, false};
    case 1:
        return {qs(s.name), {}, where, false};
    case 2:
        return {qs(s.vendor), {}, where, false};
    case 3:
        return {qs(cp::enumText(s.kind)), {}, where, false};
    case 4:
        return portModesCell(s);
    default:
        return declaredCell(s, column - 5);
    }
}

CatalogTableModel::Cell CatalogTableModel::nicCell(const cp::Nic& n, int column, const QString& where) {
    switch (column) {
    case 0:
        return {qs(n.id), {}, where, false};
    case 1:
        return {qs(n.name), {}, where, false};
    default:
        return declaredCell(n, column - 2);
    }
}

CatalogTableModel::Cell CatalogTableModel::nodeNicsCell(const cp::NodeType& n) {
    QStringList parts, sources;
    for (const cp::NodeNic& nic : n.nics) {
        parts << tr("%1 × %2 (%3)").arg(nic.count).arg(qs(nic.nic_id), qs(cp::enumText(nic.role)));
        sources << tr("%1: %2").arg(qs(cp::enumText(nic.role)), qs(nic.source));
    }
    return {parts.join(", "), {}, sources.join("\n"), false};
}

CatalogTableModel::Cell CatalogTableModel::portModesCell(const cp::Switch& s) {
    QStringList sources;
    for (const cp::PortMode& m : s.port_modes)
        sources << tr("%1 × %2G: %3").arg(m.ports).arg(qs(cp::formatNumber(m.speed_gbps)), qs(m.source));
    const double maxSpeed = s.port_modes.empty() ? 0 : s.port_modes.front().speed_gbps;
    return {qs(s.speedsText()), maxSpeed, sources.join("\n"), false};
}

CatalogTableModel::Cell CatalogTableModel::mediaCell(const cp::Media& m, int column, const QString& where) {
    const DisplayUnits& units = DisplayUnits::current();
    switch (column) {
    case 0:
        return {qs(m.id), {}, where, false};
    case 1:
        return {qs(m.name), {}, where, false};
    case 2:
        return {qs(m.media_class), {}, m.isAssembly() ? tr("cable assembly") : tr("a transceiver at each end"), false};
    case 3:
        return {numberText(m.speed_gbps), m.speed_gbps, where, true};
    case 4: {  // metres as published; feet to a tenth
        const QString reach = units.length_unit == LengthUnit::Metre ? numberText(m.reach_m.value)
                                                                     : qs(cp::formatFixed(units.lengthValue(m.reach_m.value), 1));
        return {reach, m.reach_m.value, qs(m.reach_m.source), true};
    }
    case 5:
        return {numberText(m.power_w_per_end.value), m.power_w_per_end.value, qs(m.power_w_per_end.source), true};
    default: {
        const QString how = m.isAssembly()
                                ? tr("cable: %1").arg(qs(m.price_usd_per_cable.source))
                                : tr("%1 ends × %2 (%3) + fiber %4 (%5)")
                                      .arg(m.pluggable_ends)
                                      .arg(units.money(m.price_usd_per_end.value, 0), qs(m.price_usd_per_end.source),
                                           units.money(m.price_usd_per_cable.value, 0), qs(m.price_usd_per_cable.source));
        return {units.money(m.linkPriceUsd(), 0), m.linkPriceUsd(), how, true};
    }
    }
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const EntryOrigin origin = origins_.value(index.row());
    const bool user = origin != EntryOrigin::Shipped;
    switch (role) {
    case Qt::DisplayRole:
        return cell(index.row(), index.column()).text;
    case Qt::ToolTipRole:
        return cell(index.row(), index.column()).source;
    case kSortRole: {
        Cell c = cell(index.row(), index.column());
        return c.sortKey.isValid() ? c.sortKey : QVariant(c.text);
    }
    case kIdRole:
        return qs(idAt(index.row()));
    case kOriginRole:
        return static_cast<int>(origin);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(cell(index.row(), index.column()).numeric ? Qt::AlignRight | Qt::AlignVCenter
                                                                             : Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (user) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (user) return QColor(origin == EntryOrigin::UserOverride ? "#fde9c8" : "#fff5d6");
        return {};
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------------

CatalogBrowser::CatalogBrowser(Document* document, const QString& dataDir, QWidget* parent, const QString& userCatalogPath)
    : QDialog(parent), document_(document), user_(std::make_unique<UserCatalog>(dataDir, userCatalogPath)) {
    setWindowTitle(tr("Parts catalog"));
    resize(1400, 900);

    filter_ = new QLineEdit(this);
    filter_->setObjectName("catalogFilter");
    filter_->setPlaceholderText(tr("Filter by id, name, vendor, class, speed…"));
    filter_->setClearButtonEnabled(true);
    userInfo_ = new QLabel(this);
    userInfo_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    userInfo_->setWordWrap(true);
    userInfo_->setTextFormat(Qt::PlainText);  // quotes the user catalog loader's message

    tabs_ = new QTabWidget(this);
    for (PartKind kind : kPartKinds) addTab(kind);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        updateButtons();
        updateDetails();
    });
    connect(filter_, &QLineEdit::textChanged, this, &CatalogBrowser::setFilterText);

    details_ = new QTextBrowser(this);
    details_->setObjectName("catalogDetails");
    details_->setOpenLinks(false);
    details_->setMinimumHeight(200);

    add_ = new QPushButton(tr("Add…"), this);
    edit_ = new QPushButton(tr("Edit…"), this);
    duplicate_ = new QPushButton(tr("Duplicate…"), this);
    delete_ = new QPushButton(tr("Delete"), this);
    add_->setToolTip(tr("Add a new part of this kind to your user catalog"));
    duplicate_->setToolTip(tr("Copy the selected part into your user catalog under a new id"));
    connect(add_, &QPushButton::clicked, this, &CatalogBrowser::addPart);
    connect(edit_, &QPushButton::clicked, this, &CatalogBrowser::editPart);
    connect(duplicate_, &QPushButton::clicked, this, &CatalogBrowser::duplicatePart);
    connect(delete_, &QPushButton::clicked, this, &CatalogBrowser::deleteCurrent);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Filter:"), this));
    top->addWidget(filter_, 1);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {add_, edit_, duplicate_, delete_}) buttons->addWidget(b);
    buttons->addSpacing(16);
    buttons->addWidget(userInfo_, 1);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs_, 3);
    layout->addWidget(details_, 1);
    layout->addLayout(buttons);

    QString error;
    userLoaded_ = user_->load(&error);
    if (!userLoaded_) {
        userInfo_->setStyleSheet("color: #b00020");
        userInfo_->setText(tr("%1 Fix or move the file to edit the user catalog.").arg(error));
    }
    if (document_) connect(document_, &Document::catalogChanged, this, &CatalogBrowser::refresh);
    refresh();
}

void CatalogBrowser::addTab(PartKind kind) {
    auto* model = new CatalogTableModel(kind, this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(CatalogTableModel::kSortRole);
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    auto* view = new QTableView(this);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);  // catalog order until the user sorts
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    // The name takes the width that is left; other columns fit their text (see refresh()).
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateButtons();
        updateDetails();
    });
    connect(view, &QTableView::doubleClicked, this, [this] { editPart(); });
    models_.push_back(model);
    proxies_.push_back(proxy);
    views_.push_back(view);
    tabs_->addTab(view, partKindPluralName(kind));
}

CatalogBrowser::~CatalogBrowser() = default;

void CatalogBrowser::open(Document* document, const QString& dataDir, QWidget* parent) {
    CatalogBrowser browser(document, dataDir, parent);
    browser.exec();
}

CatalogTableModel* CatalogBrowser::model(PartKind kind) const { return models_.at(static_cast<int>(kind)); }
QSortFilterProxyModel* CatalogBrowser::proxy(PartKind kind) const { return proxies_.at(static_cast<int>(kind)); }

void CatalogBrowser::refresh() {
    const cp::Catalog& catalog = document_ ? document_->catalog() : user_->merged();
    const std::string keepId = currentId();
    const PartKind keepKind = currentKind();
    for (PartKind kind : kPartKinds) {
        model(kind)->setCatalog(catalog, user_.get());
        tabs_->setTabText(static_cast<int>(kind), tr("%1 (%2)").arg(partKindPluralName(kind)).arg(countOf(catalog, kind)));
    }
    // Fit columns to their text, but let no free-text column (a long vendor) crowd out the name.
    constexpr int kMaxColumnWidth = 260;
    for (QTableView* view : views_)
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            if (column == 1) continue;
            view->resizeColumnToContents(column);
            view->setColumnWidth(column, std::min(view->columnWidth(column), kMaxColumnWidth));
        }
    if (userLoaded_) userInfo_->setText(tr("User catalog: %1 (%n entries)", nullptr, user_->entryCount()).arg(user_->path()));
    if (!keepId.empty()) selectPart(keepKind, keepId);
    updateButtons();
    updateDetails();
}

void CatalogBrowser::showKind(PartKind kind) { tabs_->setCurrentIndex(static_cast<int>(kind)); }

PartKind CatalogBrowser::currentKind() const { return static_cast<PartKind>(std::max(0, tabs_->currentIndex())); }

std::string CatalogBrowser::currentId() const {
    const QTableView* view = views_.value(tabs_->currentIndex());
    if (!view || !view->selectionModel()->currentIndex().isValid()) return {};
    return view->selectionModel()->currentIndex().data(CatalogTableModel::kIdRole).toString().toStdString();
}

bool CatalogBrowser::selectPart(PartKind kind, const std::string& id) {
    showKind(kind);
    const int row = model(kind)->rowOf(id);
    if (row < 0) return false;
    const QModelIndex index = proxy(kind)->mapFromSource(model(kind)->index(row, 0));
    if (!index.isValid()) return false;
    QTableView* view = views_.at(static_cast<int>(kind));
    view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->scrollTo(index);
    return true;
}

void CatalogBrowser::setFilterText(const QString& text) {
    if (filter_->text() != text) filter_->setText(text);  // re-enters through textChanged
    for (QSortFilterProxyModel* p : proxies_) p->setFilterFixedString(text);
    updateButtons();
    updateDetails();
}

void CatalogBrowser::updateButtons() {
    const std::string id = currentId();
    const EntryOrigin origin = id.empty() ? EntryOrigin::Shipped : user_->originOf(currentKind(), id);
    add_->setEnabled(userLoaded_);
    duplicate_->setEnabled(userLoaded_ && !id.empty());
    edit_->setEnabled(userLoaded_ && !id.empty());
    edit_->setText(!id.empty() && origin == EntryOrigin::Shipped ? tr("Override…") : tr("Edit…"));
    edit_->setToolTip(origin == EntryOrigin::Shipped ? tr("Shipped parts are not changed: this copies the part into your user "
                                                          "catalog with the same id, which overrides the shipped one")
                                                     : tr("Edit this entry of your user catalog"));
    delete_->setEnabled(userLoaded_ && !id.empty() && origin != EntryOrigin::Shipped);
    delete_->setText(origin == EntryOrigin::UserOverride ? tr("Revert to shipped") : tr("Delete"));
}

void CatalogBrowser::updateDetails() {
    const QTableView* view = views_.value(tabs_->currentIndex());
    const QModelIndex current = view ? view->selectionModel()->currentIndex() : QModelIndex();
    if (!current.isValid()) {
        details_->setHtml(
            tr("<p style='color:#555'>Select a part to see every value with its source. "
               "Hover over a cell for the same.</p>"));
        return;
    }
    const QAbstractItemModel* m = view->model();
    const int row = current.row();
    const int columns = m->columnCount();
    QString html =
        tr("<p><b>%1</b> &nbsp;<code>%2</code> &nbsp;— %3</p>")
            .arg(m->index(row, 1).data().toString().toHtmlEscaped(), m->index(row, 0).data().toString().toHtmlEscaped(),
                 m->index(row, columns - 1).data().toString().toHtmlEscaped() + " · " +
                     m->index(row, columns - 1).data(Qt::ToolTipRole).toString().toHtmlEscaped());
    const QString where = m->index(row, columns - 1).data(Qt::ToolTipRole).toString();
    html += "<table cellspacing='0' cellpadding='3'>";
    for (int column = 2; column < columns - 1; ++column) {
        const QModelIndex index = m->index(row, column);
        const QString source = index.data(Qt::ToolTipRole).toString();  // plain text (vendor, kind) has none of its own
        html +=
            QString("<tr><td><b>%1</b></td><td align='right'>%2</td><td style='color:#444'>%3</td></tr>")
                .arg(m->headerData(column, Qt::Horizontal).toString().toHtmlEscaped(), index.data().toString().toHtmlEscaped(),
                     source == where ? QString() : source.toHtmlEscaped().replace("\n", "<br>"));
    }
    details_->setHtml(html + "</table>");
}

Part CatalogBrowser::templatePart(PartKind kind) const {
    const cp::Catalog& c = user_->merged();
    switch (kind) {
    case PartKind::Gpu: {
        cp::Gpu g;
        g.id = "my-gpu";
        g.peak_tflops_dense[static_cast<std::size_t>(cp::Precision::Bf16)] = cp::Sourced{1000, ""};
        g.hbm_gb = {80, ""};
        g.tdp_w = {700, ""};
        g.scaleup_gbyte_per_s = {900, ""};
        return g;
    }
    case PartKind::Node: {
        cp::NodeType n;
        n.id = "my-node";
        n.gpu_id = c.gpus.empty() ? std::string() : c.gpus.front().id;
        n.gpus_per_node = {8, ""};
        if (!c.nics.empty()) n.nics.push_back({c.nics.front().id, 8, cp::NetworkRole::Compute, ""});
        n.power_avg_w = {10000, ""};
        n.power_max_w = {10200, ""};
        n.rack_units = {8, ""};
        return n;
    }
    case PartKind::Switch: {
        cp::Switch s;
        s.id = "my-switch";
        s.kind = cp::SwitchKind::Fixed;
        s.port_modes.push_back({400, 64, ""});
        s.power_typical_w = {1000, ""};
        s.rack_units = {1, ""};
        return s;
    }
    case PartKind::Nic: {
        cp::Nic n;
        n.id = "my-nic";
        n.ports = {1, ""};
        n.port_speed_gbps = {400, ""};
        n.power_w = {25, ""};
        return n;
    }
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    cp::Media m;
    m.id = "my-medium";
    m.speed_gbps = 400;
    m.media_class = "dac";
    m.reach_m = {3, ""};
    return m;
}

void CatalogBrowser::addPart() {
    PartEditorDialog dialog(templatePart(currentKind()), PartEditorDialog::Mode::Add, user_.get(), document_, this);
    if (dialog.exec() == QDialog::Accepted) selectPart(currentKind(), partId(dialog.part()));
}

void CatalogBrowser::editPart() {
    const std::string id = currentId();
    if (id.empty() || !userLoaded_) return;
    const std::optional<Part> part = user_->find(currentKind(), id);
    if (!part) return;
    const auto mode = user_->originOf(currentKind(), id) == EntryOrigin::Shipped ? PartEditorDialog::Mode::Override
                                                                                 : PartEditorDialog::Mode::Edit;
    PartEditorDialog dialog(*part, mode, user_.get(), document_, this);
    if (dialog.exec() == QDialog::Accepted) selectPart(currentKind(), partId(dialog.part()));
}

void CatalogBrowser::duplicatePart() {
    const std::string id = currentId();
    std::optional<Part> part = id.empty() ? std::nullopt : user_->find(currentKind(), id);
    if (!part) return;
    std::string copyId = id + "-copy";
    for (int n = 2; user_->find(currentKind(), copyId); ++n) copyId = id + "-copy" + std::to_string(n);
    setPartId(*part, copyId);
    PartEditorDialog dialog(*part, PartEditorDialog::Mode::Duplicate, user_.get(), document_, this);
    if (dialog.exec() == QDialog::Accepted) selectPart(currentKind(), partId(dialog.part()));
}

bool CatalogBrowser::deletePart(PartKind kind, const std::string& id, QString* error) {
    if (user_->originOf(kind, id) == EntryOrigin::Shipped) {
        if (error) *error = tr("\"%1\" is a shipped part; only user entries can be deleted").arg(qs(id));
        return false;
    }
    const bool ok = user_->apply(user_->withoutPart(kind, id), document_, error);
    if (ok && !document_) refresh();  // with a document, catalogChanged refreshes
    return ok;
}

void CatalogBrowser::deleteCurrent() {
    const std::string id = currentId();
    if (id.empty()) return;
    const PartKind kind = currentKind();
    const bool override = user_->originOf(kind, id) == EntryOrigin::UserOverride;
    const QString question = override ? tr("Remove your override of \"%1\"? The shipped part comes back.").arg(qs(id))
                                      : tr("Delete the %1 \"%2\" from your user catalog?").arg(partKindName(kind), qs(id));
    if (QMessageBox::question(this, tr("Delete part"), question) != QMessageBox::Yes) return;
    QString error;
    if (!deletePart(kind, id, &error)) plainWarning(this, tr("Delete part"), error);
}

}  // namespace cpui
