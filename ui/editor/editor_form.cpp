#include "editor/editor_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>

#include <cmath>
#include <limits>

#include "shell/document.h"
#include "editor/field_help.h"

namespace cpui {

namespace {
const char* kInvalidStyle = "border: 1px solid #b00020";
const char* kDocProperty = "cpDocTooltip";

int clampToInt(std::int64_t v) {
    return static_cast<int>(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}
}  // namespace

// ---- EditorContext ----

EditorContext::EditorContext(Document* document, QLabel* message, QObject* parent)
    : QObject(parent), document_(document), message_(message) {}

const cp::Profile& EditorContext::profile() const { return document_->profile(); }

bool EditorContext::apply(QWidget* field, const QString& description, const ProfileChange& change) {
    if (refreshing_ || !document_->hasProfile()) return false;
    cp::Profile edited = document_->profile();
    change(edited);
    if (edited == document_->profile()) return true;
    QString error;
    if (!document_->applyEdit(description, edited, &error)) {
        mark(field, error);
        return false;
    }
    mark(nullptr, {});
    return true;
}

void EditorContext::registerField(QWidget* field, const QString& jsonPath) {
    const QString help = fieldTooltip(jsonPath);
    field->setProperty(kDocProperty, help);
    field->setToolTip(help);
    field->setAccessibleDescription(jsonPath);
    fields_.emplace_back(field, jsonPath);
}

QWidget* EditorContext::fieldAt(const QString& jsonPath) const {
    for (const auto& [field, path] : fields_)
        if (path == jsonPath) return field;
    return nullptr;
}

void EditorContext::addLoader(std::function<void(const cp::Profile&)> loader) { loaders_.push_back(std::move(loader)); }

void EditorContext::reload() {
    if (!document_->hasProfile()) return;
    refreshing_ = true;
    for (const auto& load : loaders_) load(document_->profile());
    refreshing_ = false;
}

void EditorContext::mark(QWidget* field, const QString& error) {
    for (const auto& [w, path] : fields_) {
        const bool bad = w == field;
        w->setStyleSheet(bad ? kInvalidStyle : "");
        const QString help = w->property(kDocProperty).toString();
        w->setToolTip(bad ? error.toHtmlEscaped() + (help.isEmpty() ? QString() : "<hr>" + help) : help);
    }
    if (message_) message_->setText(error);
}

// ---- OptionalNumberField ----

OptionalNumberField::OptionalNumberField(double min, double max, int decimals, const QString& suffix,
                                         const QString& unsetText, QWidget* parent)
    : QWidget(parent), check_(new QCheckBox), spin_(new QDoubleSpinBox), unset_(new QLabel(unsetText)) {
    spin_->setRange(min, max);
    spin_->setDecimals(decimals);
    spin_->setSuffix(suffix);
    spin_->setGroupSeparatorShown(true);
    spin_->setKeyboardTracking(false);
    unset_->setEnabled(false);
    check_->setToolTip(tr("Give a value (unchecked: %1)").arg(unsetText));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(check_);
    row->addWidget(spin_, 1);
    row->addWidget(unset_, 1);
    setValue(std::nullopt);
    connect(check_, &QCheckBox::toggled, this, [this](bool on) {
        spin_->setVisible(on);
        unset_->setVisible(!on);
        emit committed();
    });
    connect(spin_, &QDoubleSpinBox::valueChanged, this, [this] { emit committed(); });
}

std::optional<double> OptionalNumberField::value() const {
    return check_->isChecked() ? std::optional<double>(spin_->value()) : std::nullopt;
}

void OptionalNumberField::setValue(std::optional<double> value) {
    const QSignalBlocker blockCheck(check_), blockSpin(spin_);
    check_->setChecked(value.has_value());
    if (value) spin_->setValue(*value);
    spin_->setVisible(value.has_value());
    unset_->setVisible(!value.has_value());
}

// ---- FormBuilder ----

QString FormBuilder::undoText(const QString& label) const { return QObject::tr("Change %1").arg(label.toLower()); }

QSpinBox* FormBuilder::integer(const QString& label, const QString& path, std::int64_t min, std::int64_t max,
                               const QString& suffix, std::function<std::int64_t(const cp::Profile&)> get,
                               std::function<void(cp::Profile&, std::int64_t)> set) {
    auto* spin = new QSpinBox;
    spin->setRange(clampToInt(min), clampToInt(max));
    spin->setAccelerated(true);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);  // commit on Enter, focus change or arrows: typing never recomputes
    form_->addRow(label, spin);
    context_->registerField(spin, path);
    context_->addLoader([spin, get](const cp::Profile& p) { spin->setValue(clampToInt(get(p))); });
    QObject::connect(spin, &QSpinBox::valueChanged, context_, [ctx = context_, spin, undo = undoText(label), set](int value) {
        ctx->apply(spin, undo, [&](cp::Profile& p) { set(p, value); });
    });
    return spin;
}

QDoubleSpinBox* FormBuilder::bindNumber(const QString& label, const QString& path, double min, double max,
                                        int decimals, const QString& suffix,
                                        std::function<double(const cp::Profile&)> get,
                                        std::function<void(cp::Profile&, double)> set) {
    auto* spin = new QDoubleSpinBox;
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);
    context_->registerField(spin, path);
    context_->addLoader([spin, get](const cp::Profile& p) { spin->setValue(get(p)); });
    QObject::connect(spin, &QDoubleSpinBox::valueChanged, context_, [ctx = context_, spin, undo = undoText(label), set](double value) {
        ctx->apply(spin, undo, [&](cp::Profile& p) { set(p, value); });
    });
    return spin;
}

QDoubleSpinBox* FormBuilder::number(const QString& label, const QString& path, double min, double max, int decimals,
                                    const QString& suffix, std::function<double(const cp::Profile&)> get,
                                    std::function<void(cp::Profile&, double)> set) {
    QDoubleSpinBox* spin = bindNumber(label, path, min, max, decimals, suffix, std::move(get), std::move(set));
    form_->addRow(label, spin);
    return spin;
}

QDoubleSpinBox* FormBuilder::slider(const QString& label, const QString& path, double min, double max, int decimals,
                                    const QString& suffix, std::function<double(const cp::Profile&)> get,
                                    std::function<void(cp::Profile&, double)> set) {
    QDoubleSpinBox* spin = bindNumber(label, path, min, max, decimals, suffix, std::move(get), std::move(set));
    auto* holder = new QWidget;
    auto* layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QSlider(Qt::Horizontal);
    const double scale = std::pow(10.0, decimals);  // one slider step = the spin box's last decimal
    bar->setRange(static_cast<int>(std::lround(min * scale)), static_cast<int>(std::lround(max * scale)));
    bar->setToolTip(spin->toolTip());
    layout->addWidget(bar, 1);
    layout->addWidget(spin);
    form_->addRow(label, holder);
    auto follow = [bar, spin, scale] {
        const QSignalBlocker block(bar);
        bar->setValue(static_cast<int>(std::lround(spin->value() * scale)));
    };
    context_->addLoader([follow](const cp::Profile&) { follow(); });
    QObject::connect(spin, &QDoubleSpinBox::valueChanged, bar, follow);
    // A drag commits once, on release (one evaluation, one undo step); clicks and keys commit at once.
    QObject::connect(bar, &QSlider::valueChanged, spin, [bar, spin, scale](int v) {
        if (!bar->isSliderDown()) spin->setValue(v / scale);
    });
    QObject::connect(bar, &QSlider::sliderReleased, spin, [bar, spin, scale] { spin->setValue(bar->value() / scale); });
    return spin;
}

OptionalNumberField* FormBuilder::optionalNumber(const QString& label, const QString& path, double min, double max,
                                                 int decimals, const QString& suffix, const QString& unsetText,
                                                 std::function<std::optional<double>(const cp::Profile&)> get,
                                                 std::function<void(cp::Profile&, std::optional<double>)> set) {
    auto* field = new OptionalNumberField(min, max, decimals, suffix, unsetText);
    form_->addRow(label, field);
    context_->registerField(field, path);
    context_->addLoader([field, get](const cp::Profile& p) { field->setValue(get(p)); });
    QObject::connect(field, &OptionalNumberField::committed, context_, [ctx = context_, field, undo = undoText(label), set] {
        ctx->apply(field, undo, [&](cp::Profile& p) { set(p, field->value()); });
    });
    return field;
}

QComboBox* FormBuilder::choice(const QString& label, const QString& path, const ItemList& items,
                               std::function<std::string(const cp::Profile&)> get,
                               std::function<void(cp::Profile&, const std::string&)> set) {
    return dynamicChoice(label, path, [items](const cp::Profile&) { return items; }, std::move(get), std::move(set));
}

QComboBox* FormBuilder::dynamicChoice(const QString& label, const QString& path,
                                      std::function<ItemList(const cp::Profile&)> items,
                                      std::function<std::string(const cp::Profile&)> get,
                                      std::function<void(cp::Profile&, const std::string&)> set) {
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
    form_->addRow(label, combo);
    context_->registerField(combo, path);
    context_->addLoader([combo, items, get](const cp::Profile& p) {
        const ItemList wanted = items(p);
        bool same = static_cast<int>(wanted.size()) == combo->count();
        for (int i = 0; same && i < combo->count(); ++i)
            same = combo->itemText(i) == wanted[static_cast<std::size_t>(i)].first &&
                   combo->itemData(i).toString() == wanted[static_cast<std::size_t>(i)].second;
        if (!same) {
            combo->clear();
            for (const auto& [shown, stored] : wanted) combo->addItem(shown, stored);
        }
        combo->setCurrentIndex(combo->findData(QString::fromStdString(get(p))));
    });
    QObject::connect(combo, &QComboBox::activated, context_, [ctx = context_, combo, undo = undoText(label), set] {
        const std::string value = combo->currentData().toString().toStdString();
        ctx->apply(combo, undo, [&](cp::Profile& p) { set(p, value); });
    });
    return combo;
}

QCheckBox* FormBuilder::flag(const QString& label, const QString& path, std::function<bool(const cp::Profile&)> get,
                             std::function<void(cp::Profile&, bool)> set) {
    auto* box = new QCheckBox;
    form_->addRow(label, box);
    context_->registerField(box, path);
    context_->addLoader([box, get](const cp::Profile& p) { box->setChecked(get(p)); });
    QObject::connect(box, &QCheckBox::toggled, context_, [ctx = context_, box, undo = undoText(label), set](bool on) {
        ctx->apply(box, undo, [&](cp::Profile& p) { set(p, on); });
    });
    return box;
}

QLineEdit* FormBuilder::text(const QString& label, const QString& path, std::function<std::string(const cp::Profile&)> get,
                             std::function<void(cp::Profile&, const std::string&)> set) {
    auto* edit = new QLineEdit;
    form_->addRow(label, edit);
    context_->registerField(edit, path);
    context_->addLoader([edit, get](const cp::Profile& p) {
        const QString value = QString::fromStdString(get(p));
        if (edit->text() != value) edit->setText(value);
    });
    QObject::connect(edit, &QLineEdit::editingFinished, context_, [ctx = context_, edit, undo = undoText(label), set] {
        const std::string value = edit->text().toStdString();
        ctx->apply(edit, undo, [&](cp::Profile& p) { set(p, value); });
    });
    return edit;
}

}  // namespace cpui
