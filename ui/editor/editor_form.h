#pragma once
// The plumbing every profile editor shares: a field is a widget bound to one
// JSON path with a getter (profile → widget) and a setter (widget → an edited
// copy of the profile). A committed value becomes one undoable Document edit;
// a refused one is marked at its field with the engine's message and nothing
// changes. Tooltips come from docs/profile-format.md.

#include <QObject>
#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "profile/profile.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace cpui {

class Document;

using ProfileChange = std::function<void(cp::Profile&)>;

// Optional counts are edited as optional numbers.
template <class Int>
std::optional<double> asNumber(const std::optional<Int>& v) {
    return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt;
}
template <class Int>
std::optional<Int> asCount(const std::optional<double>& v) {
    return v ? std::optional<Int>(static_cast<Int>(*v)) : std::nullopt;
}

// Shared by all sections of one editor: applies edits, marks refusals, reloads fields.
class EditorContext : public QObject {
    Q_OBJECT

public:
    EditorContext(Document* document, QLabel* message, QObject* parent = nullptr);

    Document* document() const { return document_; }
    const cp::Profile& profile() const;
    bool refreshing() const { return refreshing_; }

    // One undoable edit; on refusal `field` is marked with the message and false returned.
    bool apply(QWidget* field, const QString& description, const ProfileChange& change);
    // `field` documents `jsonPath`: its tooltip is the documentation of that path.
    void registerField(QWidget* field, const QString& jsonPath);
    QWidget* fieldAt(const QString& jsonPath) const;
    // Runs on every document change (guarded: setting a widget does not edit).
    void addLoader(std::function<void(const cp::Profile&)> loader);
    void reload();

private:
    void mark(QWidget* field, const QString& error);

    Document* document_;
    QLabel* message_;
    bool refreshing_ = false;
    std::vector<std::pair<QWidget*, QString>> fields_;  // widget, JSON path
    std::vector<std::function<void(const cp::Profile&)>> loaders_;
};

// A spin box with a check box in front: unchecked = the value is not given
// (the profile leaves it to a default such as "auto" or "none").
class OptionalNumberField : public QWidget {
    Q_OBJECT

public:
    OptionalNumberField(double min, double max, int decimals, const QString& suffix, const QString& unsetText,
                        QWidget* parent = nullptr);
    std::optional<double> value() const;
    void setValue(std::optional<double> value);
    QCheckBox* checkBox() const { return check_; }
    QDoubleSpinBox* spinBox() const { return spin_; }

signals:
    void committed();

private:
    QCheckBox* check_;
    QDoubleSpinBox* spin_;
    QLabel* unset_;
};

// Adds bound rows to a form. `path` is the JSON path (indices may be dynamic: it is
// only used for documentation and messages). Getters must tolerate any profile
// the document can hold.
// A short-lived helper: the bindings it makes outlive it (they capture the context, not the builder).
class FormBuilder {
public:
    FormBuilder(EditorContext* context, QFormLayout* form) : context_(context), form_(form) {}

    QSpinBox* integer(const QString& label, const QString& path, std::int64_t min, std::int64_t max, const QString& suffix,
                      std::function<std::int64_t(const cp::Profile&)> get,
                      std::function<void(cp::Profile&, std::int64_t)> set);
    QDoubleSpinBox* number(const QString& label, const QString& path, double min, double max, int decimals,
                           const QString& suffix, std::function<double(const cp::Profile&)> get,
                           std::function<void(cp::Profile&, double)> set);
    // A number with a slider beside it, for values whose range matters (MFU, PUE, ...).
    QDoubleSpinBox* slider(const QString& label, const QString& path, double min, double max, int decimals,
                           const QString& suffix, std::function<double(const cp::Profile&)> get,
                           std::function<void(cp::Profile&, double)> set);
    OptionalNumberField* optionalNumber(const QString& label, const QString& path, double min, double max, int decimals,
                                        const QString& suffix, const QString& unsetText,
                                        std::function<std::optional<double>(const cp::Profile&)> get,
                                        std::function<void(cp::Profile&, std::optional<double>)> set);
    // Items are (shown text, stored value).
    using ItemList = std::vector<std::pair<QString, QString>>;
    QComboBox* choice(const QString& label, const QString& path, const ItemList& items,
                      std::function<std::string(const cp::Profile&)> get,
                      std::function<void(cp::Profile&, const std::string&)> set);
    // Items recomputed on every reload (catalog parts, network names).
    QComboBox* dynamicChoice(const QString& label, const QString& path, std::function<ItemList(const cp::Profile&)> items,
                             std::function<std::string(const cp::Profile&)> get,
                             std::function<void(cp::Profile&, const std::string&)> set);
    QCheckBox* flag(const QString& label, const QString& path, std::function<bool(const cp::Profile&)> get,
                    std::function<void(cp::Profile&, bool)> set);
    QLineEdit* text(const QString& label, const QString& path, std::function<std::string(const cp::Profile&)> get,
                    std::function<void(cp::Profile&, const std::string&)> set);

    QFormLayout* form() const { return form_; }

private:
    QString undoText(const QString& label) const;
    QDoubleSpinBox* bindNumber(const QString& label, const QString& path, double min, double max, int decimals,
                               const QString& suffix, std::function<double(const cp::Profile&)> get,
                               std::function<void(cp::Profile&, double)> set);
    EditorContext* context_;
    QFormLayout* form_;
};

}  // namespace cpui
