#pragma once
// A form for one part of the user catalog: unit-labelled spin boxes for its numbers
// and one note saying where they come from. Save runs the core catalog loader on
// the whole candidate user catalog (as `--catalog FILE` would) and shows its message,
// marking the field its JSON path names; nothing is written on error.
//
// Sources: a value the user typed gets "user: <note>" ("assumption: user: <note>" for
// prices, which must stay assumptions); a value left as it was keeps its source, so a
// duplicated datasheet number still cites the datasheet.

#include <QDialog>
#include <QHash>
#include <QString>

#include "catalog/user_catalog.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace cpui {

class Document;

class PartEditorDialog : public QDialog {
    Q_OBJECT

public:
    enum class Mode {
        Add,        // a new id
        Edit,       // an entry of the user catalog (its id may change)
        Override,   // a shipped part: saved under the same id into the user catalog
        Duplicate,  // a copy under a new id
    };

    PartEditorDialog(Part part, Mode mode, UserCatalog* userCatalog, Document* document, QWidget* parent = nullptr);

    // The part as the form describes it, sources applied.
    Part part() const;
    // Validates and applies (UserCatalog::apply); accepts the dialog on success. On error
    // the message is shown and the field its JSON path names is marked.
    bool save();
    QString errorText() const;
    QWidget* field(const QString& jsonKey) const { return fields_.value(jsonKey); }  // e.g. "price_usd", "port_modes"

private:
    QDoubleSpinBox* addNumber(const QString& key, const QString& label, double value, const QString& unit, int decimals = 2,
                              bool optional = false);
    QSpinBox* addCount(const QString& key, const QString& label, std::int64_t value, const QString& unit = {},
                       bool optional = false);
    QLineEdit* addText(const QString& key, const QString& label, const std::string& value);
    QComboBox* addChoice(const QString& key, const QString& label, const QStringList& items, const std::string& value);
    void buildForm();
    // A row for each of the part's declared sourced numbers (catalog/catalog_fields.h), and reading
    // them back into the part with their sources.
    template <class Part>
    void addSourcedRows(const Part& part);
    template <class Part>
    void readSourcedRows(Part& part) const;
    void addNodeNicRows(const cp::NodeType& node, const cp::Catalog& catalog);  // a count and a NIC per role
    void addPortModesEditor(const cp::Switch& s);
    void addPortModeRow(std::int64_t ports, double speed_gbps);
    void markField(const std::string& jsonPath, const QString& error);
    void clearMarks();

    // A value from the form with its source: the original's when unchanged, else the note's.
    cp::Sourced sourced(const QString& key, const cp::Sourced& original, bool price = false) const;
    std::optional<cp::Sourced> optionalSourced(const QString& key, const std::optional<cp::Sourced>& original) const;
    QString userSource() const;
    double number(const QString& key) const;
    std::int64_t count(const QString& key) const;
    std::string text(const QString& key) const;
    // part(): the form's fields read into the part of each kind.
    void readGpuFields(cp::Gpu& g) const;
    void readNodeFields(cp::NodeType& n) const;
    void readSwitchFields(cp::Switch& s) const;
    void readNicFields(cp::Nic& nic) const;
    void readMediaFields(cp::Media& m) const;
    // The NIC rows and the port-mode table as the part's lists; an unchanged entry keeps its source.
    std::vector<cp::NodeNic> nodeNicsFromForm(const std::vector<cp::NodeNic>& originalNics) const;
    std::vector<cp::PortMode> portModesFromForm(const cp::Switch& original) const;

    Part original_;
    Mode mode_;
    UserCatalog* user_;
    Document* document_;
    QFormLayout* form_;
    QLineEdit* note_;
    QLabel* message_;
    QTableWidget* portModes_ = nullptr;
    QHash<QString, QWidget*> fields_;
};

}  // namespace cpui
