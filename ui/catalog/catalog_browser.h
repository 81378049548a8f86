#pragma once
// Catalog › Browse parts…: every part of the catalog the open document uses, one
// tab per kind, with key specs, each value's source as its tooltip, and the user's
// own entries marked. Add / Edit / Duplicate / Delete change the user catalog
// (see user_catalog.h); shipped parts are never changed, only overridden by id.

#include <QAbstractTableModel>
#include <QDialog>
#include <QVector>

#include <memory>

#include "catalog/catalog.h"
#include "catalog/user_catalog.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace cpui {

class Document;

// The parts of one kind as a table. Numeric columns sort by value (kSortRole).
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int kSortRole = Qt::UserRole;
    static constexpr int kIdRole = Qt::UserRole + 1;      // the part's id on every cell
    static constexpr int kOriginRole = Qt::UserRole + 2;  // EntryOrigin as int

    explicit CatalogTableModel(PartKind kind, QObject* parent = nullptr);

    // Shows `catalog`; `user` says which entries come from the user catalog (may be null).
    void setCatalog(const cp::Catalog& catalog, const UserCatalog* user);

    PartKind kind() const { return kind_; }
    std::string idAt(int row) const;
    EntryOrigin originAt(int row) const { return origins_.value(row); }
    int rowOf(const std::string& id) const;  // -1 when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Cell {
        QString text;
        QVariant sortKey;  // a number for numeric columns
        QString source;    // tooltip
        bool numeric = false;
    };
    Cell cell(int row, int column) const;
    // The columns of each kind; `where` (the entry's file and path) is the text columns' tooltip.
    // A part's declared column (catalog/catalog_fields.h), counting only the fields shown as columns.
    template <class Part>
    static Cell declaredCell(const Part& part, int column);
    static Cell gpuCell(const cp::Gpu& g, int column, const QString& where);
    static Cell nodeCell(const cp::NodeType& n, int column, const QString& where);
    static Cell switchCell(const cp::Switch& s, int column, const QString& where);
    static Cell nicCell(const cp::Nic& n, int column, const QString& where);
    // One sourced catalog value as a cell; optionalCell shows "—" for a value not published.
    static Cell numberCell(const cp::Sourced& s);
    static Cell countCell(const cp::SourcedCount& s);
    static Cell priceCell(const cp::Sourced& s);
    static Cell optionalCell(const std::optional<cp::Sourced>& s);
    // Cells made of several catalog values, and the media columns.
    static Cell nodeNicsCell(const cp::NodeType& node);
    static Cell portModesCell(const cp::Switch& s);
    static Cell mediaCell(const cp::Media& m, int column, const QString& where);

    PartKind kind_;
    cp::Catalog catalog_;
    QVector<EntryOrigin> origins_;
};

class CatalogBrowser : public QDialog {
    Q_OBJECT

public:
    // `dataDir` holds the shipped catalog; the user catalog file is `userCatalogPath`.
    CatalogBrowser(Document* document, const QString& dataDir, QWidget* parent = nullptr,
                   const QString& userCatalogPath = UserCatalog::defaultPath());
    ~CatalogBrowser() override;

    // The menu action: a modal browser over `parent`.
    static void open(Document* document, const QString& dataDir, QWidget* parent);

    CatalogTableModel* model(PartKind kind) const;
    QSortFilterProxyModel* proxy(PartKind kind) const;
    UserCatalog& userCatalog() { return *user_; }
    void showKind(PartKind kind);
    bool selectPart(PartKind kind, const std::string& id);  // false when not listed (filtered out)
    void setFilterText(const QString& text);

    // Removes a user entry (an override: the shipped part comes back). All-or-nothing.
    bool deletePart(PartKind kind, const std::string& id, QString* error);

private:
    void refresh();
    void updateButtons();
    void updateDetails();
    PartKind currentKind() const;
    std::string currentId() const;  // empty when nothing is selected
    void addPart();
    void editPart();
    void duplicatePart();
    void deleteCurrent();
    Part templatePart(PartKind kind) const;
    void addTab(PartKind kind);  // a table of one kind of part, with its model and filter

    Document* document_;
    std::unique_ptr<UserCatalog> user_;
    bool userLoaded_ = false;
    QLineEdit* filter_;
    QTabWidget* tabs_;
    QVector<CatalogTableModel*> models_;
    QVector<QSortFilterProxyModel*> proxies_;
    QVector<QTableView*> views_;
    QTextBrowser* details_;
    QLabel* userInfo_;
    QPushButton *add_, *edit_, *duplicate_, *delete_;
};

}  // namespace cpui
