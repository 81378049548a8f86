#include "catalog/part_editor_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

#include "base/document.h"
#include "catalog/catalog_field_text.h"

namespace cpui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

constexpr double kMaxNumber = 1e12;
constexpr int kMaxCount = 1000000;
const QStringList kNicRoles{"compute", "storage", "frontend"};

// The spin box shows `original` rounded to its decimals; equal to that means untouched.
bool untouched(double shown, double original, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::abs(shown - std::round(original * scale) / scale) < 0.5 / scale;
}

// The index of the entry with `id` in the section of `kind`, or -1.
int indexIn(const cp::Catalog& c, PartKind kind, const std::string& id) {
    const auto find = [&](const auto& items) {
        for (std::size_t i = 0; i < items.size(); ++i)
            if (items[i].id == id) return static_cast<int>(i);
        return -1;
    };
    switch (kind) {
    case PartKind::Gpu:
        return find(c.gpus);
    case PartKind::Node:
        return find(c.nodes);
    case PartKind::Switch:
        return find(c.switches);
    case PartKind::Nic:
        return find(c.nics);
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return find(c.media);
}

// "/switches/3/": the JSON path of an entry in the user catalog file.
std::string entryPath(PartKind kind, int index) {
    std::string path("/");
    path += partSectionKey(kind);
    path += '/';
    path += std::to_string(index);
    path += '/';
    return path;
}

template <class T>
QStringList idsOf(const std::vector<T>& items, bool withNone = false) {
    QStringList ids;
    if (withNone) ids << QString();
    for (const T& item : items) ids << qs(item.id);
    return ids;
}

}  // namespace

PartEditorDialog::PartEditorDialog(Part part, Mode mode, UserCatalog* userCatalog, Document* document, QWidget* parent)
    : QDialog(parent), original_(std::move(part)), mode_(mode), user_(userCatalog), document_(document) {
    const QString kind = partKindName(partKind(original_));
    const QString id = qs(partId(original_));
    auto* banner = new QLabel(this);
    banner->setWordWrap(true);
    switch (mode_) {
    case Mode::Add:
        setWindowTitle(tr("Add %1").arg(kind));
        banner->setText(tr("A new %1 in your user catalog.").arg(kind));
        break;
    case Mode::Edit:
        setWindowTitle(tr("Edit %1 %2").arg(kind, id));
        banner->setText(user_->originOf(partKind(original_), partId(original_)) == EntryOrigin::UserOverride
                            ? tr("Your entry for %1 overrides the shipped part with the same id.").arg(id)
                            : tr("An entry of your user catalog."));
        break;
    case Mode::Override:
        setWindowTitle(tr("Override %1 %2").arg(kind, id));
        banner->setText(tr("<b>%1 is shipped with ClusterPlanner.</b> Saving puts a copy with the same id into your "
                           "user catalog, which <b>overrides the shipped part</b> everywhere; delete it there to go back.")
                            .arg(id));
        banner->setStyleSheet("background: #fde9c8; padding: 6px");
        break;
    case Mode::Duplicate:
        setWindowTitle(tr("Duplicate %1").arg(kind));
        banner->setText(tr("A copy in your user catalog under a new id. Values you leave as they are keep their sources."));
        break;
    }

    form_ = new QFormLayout;
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    buildForm();
    note_ = new QLineEdit(this);
    note_->setObjectName("source");
    note_->setPlaceholderText(tr("where the numbers come from: a quote, a datasheet, an estimate…"));
    note_->setToolTip(tr("Values you change get the source \"user: <this note>\"; prices \"assumption: user: <this note>\"."));
    form_->addRow(tr("Source of your values:"), note_);

    message_ = new QLabel(this);
    message_->setObjectName("message");
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);  // loader messages quote the values
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setStyleSheet("color: #b00020");
    message_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { save(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(banner);
    layout->addLayout(form_);
    layout->addWidget(message_);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

QDoubleSpinBox* PartEditorDialog::addNumber(const QString& key, const QString& label, double value, const QString& unit,
                                            int decimals, bool optional) {
    auto* box = new QDoubleSpinBox(this);
    box->setObjectName(key);
    box->setDecimals(decimals);
    box->setRange(optional ? 0 : -kMaxNumber, kMaxNumber);  // the loader, not the widget, judges the range
    if (!optional) box->setMinimum(0);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    if (!unit.isEmpty()) box->setSuffix(" " + unit);
    if (optional) box->setSpecialValueText(tr("— (not published)"));
    box->setValue(value);
    fields_.insert(key, box);
    form_->addRow(label, box);
    return box;
}

QSpinBox* PartEditorDialog::addCount(const QString& key, const QString& label, std::int64_t value, const QString& unit,
                                     bool optional) {
    auto* box = new QSpinBox(this);
    box->setObjectName(key);
    box->setRange(0, kMaxCount);
    box->setGroupSeparatorShown(true);
    if (!unit.isEmpty()) box->setSuffix(" " + unit);
    if (optional) box->setSpecialValueText(tr("— (none)"));
    box->setValue(static_cast<int>(std::clamp<std::int64_t>(value, 0, kMaxCount)));
    fields_.insert(key, box);
    form_->addRow(label, box);
    return box;
}

QLineEdit* PartEditorDialog::addText(const QString& key, const QString& label, const std::string& value) {
    auto* edit = new QLineEdit(qs(value), this);
    edit->setObjectName(key);
    fields_.insert(key, edit);
    form_->addRow(label, edit);
    return edit;
}

QComboBox* PartEditorDialog::addChoice(const QString& key, const QString& label, const QStringList& items,
                                       const std::string& value) {
    auto* box = new QComboBox(this);
    box->setObjectName(key);
    box->addItems(items);
    box->setCurrentText(qs(value));
    fields_.insert(key, box);
    form_->addRow(label, box);
    return box;
}

void PartEditorDialog::buildForm() {
    const cp::Catalog& catalog = user_->merged();
    QLineEdit* id = addText("id", tr("Id:"), partId(original_));
    id->setValidator(new QRegularExpressionValidator(QRegularExpression("[a-z0-9._-]*"), id));
    id->setToolTip(tr("Lowercase letters, digits, '-', '.', '_'; profiles refer to the part by this id"));
    id->setReadOnly(mode_ == Mode::Override);

    if (const auto* g = std::get_if<cp::Gpu>(&original_)) {
        addText("name", tr("Name:"), g->name);
        addText("vendor", tr("Vendor:"), g->vendor);
        for (cp::Precision p : cp::kPrecisions) {
            const auto& v = g->peakTflops(p);
            addNumber(QString("peak_tflops_dense/") + cp::precisionKey(p),
                      tr("Peak dense %1:").arg(QString(cp::precisionKey(p)).toUpper()), v ? v->value : 0, tr("TFLOPS"), 1, true);
        }
        addSourcedRows(*g);
    } else if (const auto* n = std::get_if<cp::NodeType>(&original_)) {
        addText("name", tr("Name:"), n->name);
        addChoice("gpu", tr("GPU:"), idsOf(catalog.gpus), n->gpu_id);
        addNodeNicRows(*n, catalog);
        addSourcedRows(*n);
        for (cp::Precision p : cp::kPrecisions) {
            const auto& v = n->measuredTflops(p);
            addNumber(QString("measured_gemm_tflops/") + cp::precisionKey(p),
                      tr("Measured GEMM %1 per GPU:").arg(QString(cp::precisionKey(p)).toUpper()), v ? v->value : 0, tr("TFLOPS"),
                      1, true);
        }
    } else if (const auto* s = std::get_if<cp::Switch>(&original_)) {
        addText("name", tr("Name:"), s->name);
        addText("vendor", tr("Vendor:"), s->vendor);
        addChoice("kind", tr("Kind:"), {"fixed", "chassis"}, cp::enumText(s->kind));
        addPortModesEditor(*s);
        addSourcedRows(*s);
    } else if (const auto* nic = std::get_if<cp::Nic>(&original_)) {
        addText("name", tr("Name:"), nic->name);
        addSourcedRows(*nic);
    } else if (const auto* m = std::get_if<cp::Media>(&original_)) {
        addText("name", tr("Name:"), m->name);
        addNumber("speed_gbps", tr("Speed:"), m->speed_gbps, tr("Gb/s"), 0);
        addChoice("class", tr("Class:"), {"dac", "aec", "utp", "aoc", "multimode", "singlemode", "coherent"}, m->media_class);
        addCount("pluggable_ends", tr("Pluggable ends (0 = cable assembly, 2 = transceivers):"), m->pluggable_ends);
        addSourcedRows(*m);
        addChoice("twin_module", tr("Twin-port module (optional):"), idsOf(catalog.media, true), m->twin_module);
    }
}

template <class Part>
void PartEditorDialog::addSourcedRows(const Part& part) {
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>()) {
        const std::optional<cp::Sourced> v = f.get(part);
        const QString key = qs(std::string(f.key)), label = tr("%1:").arg(catalogFieldWord(f.label));
        const QString unit = f.unit.empty() ? QString() : catalogFieldWord(f.unit);
        QWidget* row = f.count() ? static_cast<QWidget*>(addCount(key, label, v ? std::llround(v->value) : 0, unit, f.optional()))
                                 : addNumber(key, label, v ? v->value : 0, unit, f.decimals, f.optional());
        if (!f.help.empty()) row->setToolTip(catalogFieldWord(f.help));
    }
}

template <class Part>
void PartEditorDialog::readSourcedRows(Part& part) const {
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>()) {
        const QString key = qs(std::string(f.key));
        const std::optional<cp::Sourced> original = f.get(part);
        if (f.count()) {
            const std::int64_t shown = count(key);
            if (f.optional() && shown == 0)
                f.set(part, std::nullopt);
            else if (!original || original->source.empty() || std::llround(original->value) != shown)
                f.set(part, cp::Sourced{static_cast<double>(shown), userSource().toStdString()});
        } else if (f.optional()) {
            f.set(part, optionalSourced(key, original));
        } else {
            f.set(part, sourced(key, original.value_or(cp::Sourced{}), f.rule == cp::SourcedRule::Price));
        }
    }
}

void PartEditorDialog::addNodeNicRows(const cp::NodeType& node, const cp::Catalog& catalog) {
    for (const QString& role : kNicRoles) {
        auto* row = new QWidget(this);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* count = new QSpinBox(row);
        count->setObjectName("nics/" + role + "/count");
        count->setRange(0, 1024);
        count->setSpecialValueText(tr("none"));
        count->setSuffix(tr(" ×"));
        auto* nic = new QComboBox(row);
        nic->setObjectName("nics/" + role + "/nic");
        nic->addItems(idsOf(catalog.nics));
        for (const cp::NodeNic& existing : node.nics)
            if (qs(cp::enumText(existing.role)) == role) {
                count->setValue(static_cast<int>(existing.count));
                nic->setCurrentText(qs(existing.nic_id));
                break;
            }
        h->addWidget(count);
        h->addWidget(nic, 1);
        fields_.insert("nics/" + role, row);
        if (role == kNicRoles.front()) fields_.insert("nics", row);
        const QString label = role == "compute"   ? tr("Compute NICs:")
                              : role == "storage" ? tr("Storage NICs:")
                                                  : tr("Frontend NICs:");
        form_->addRow(label, row);
    }
}

void PartEditorDialog::addPortModesEditor(const cp::Switch& s) {
    auto* box = new QWidget(this);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    portModes_ = new QTableWidget(0, 2, box);
    portModes_->setObjectName("port_modes");
    portModes_->setHorizontalHeaderLabels({tr("Ports"), tr("Speed")});
    portModes_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    portModes_->verticalHeader()->hide();
    portModes_->setToolTip(tr("The radix at each link speed, breakout included (e.g. 64 × 400 Gb/s and 128 × 200 Gb/s)"));
    for (const cp::PortMode& m : s.port_modes) addPortModeRow(m.ports, m.speed_gbps);
    portModes_->setMinimumHeight(110);
    portModes_->setMaximumHeight(150);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add mode"), box);
    auto* remove = new QPushButton(tr("Remove mode"), box);
    connect(add, &QPushButton::clicked, this, [this] { addPortModeRow(0, 0); });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = portModes_->currentRow();
        portModes_->removeRow(row >= 0 ? row : portModes_->rowCount() - 1);
    });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    v->addWidget(portModes_);
    v->addLayout(buttons);
    fields_.insert("port_modes", portModes_);
    form_->addRow(tr("Port modes:"), box);
}

void PartEditorDialog::addPortModeRow(std::int64_t ports, double speed_gbps) {
    const int row = portModes_->rowCount();
    portModes_->insertRow(row);
    auto* portsBox = new QSpinBox(portModes_);
    portsBox->setRange(0, kMaxCount);
    portsBox->setSuffix(tr(" ports"));
    portsBox->setValue(static_cast<int>(ports));
    auto* speedBox = new QDoubleSpinBox(portModes_);
    speedBox->setRange(0, 1e6);
    speedBox->setDecimals(0);
    speedBox->setSuffix(tr(" Gb/s"));
    speedBox->setValue(speed_gbps);
    portModes_->setCellWidget(row, 0, portsBox);
    portModes_->setCellWidget(row, 1, speedBox);
}

QString PartEditorDialog::userSource() const {
    const QString note = note_->text().trimmed();
    return tr("user: %1").arg(note.isEmpty() ? tr("entered in the catalog editor") : note);
}

double PartEditorDialog::number(const QString& key) const {
    const auto* box = qobject_cast<const QDoubleSpinBox*>(fields_.value(key));
    return box ? box->value() : 0.0;
}

std::int64_t PartEditorDialog::count(const QString& key) const {
    const auto* box = qobject_cast<const QSpinBox*>(fields_.value(key));
    return box ? box->value() : 0;
}

std::string PartEditorDialog::text(const QString& key) const {
    const QWidget* w = fields_.value(key);
    if (const auto* edit = qobject_cast<const QLineEdit*>(w)) return edit->text().trimmed().toStdString();
    if (const auto* combo = qobject_cast<const QComboBox*>(w)) return combo->currentText().toStdString();
    return {};
}

cp::Sourced PartEditorDialog::sourced(const QString& key, const cp::Sourced& original, bool price) const {
    const auto* box = qobject_cast<const QDoubleSpinBox*>(fields_.value(key));
    const double shown = box ? box->value() : 0.0;
    if (!original.source.empty() && untouched(shown, original.value, box ? box->decimals() : 0)) return original;
    const QString source = price ? tr("assumption: %1").arg(userSource()) : userSource();
    return {shown, source.toStdString()};
}

std::optional<cp::Sourced> PartEditorDialog::optionalSourced(const QString& key,
                                                             const std::optional<cp::Sourced>& original) const {
    if (number(key) == 0) return std::nullopt;  // the spin box's "not published"
    return sourced(key, original.value_or(cp::Sourced{}));
}

Part PartEditorDialog::part() const {
    Part result = original_;
    setPartId(result, text("id"));
    if (auto* g = std::get_if<cp::Gpu>(&result))
        readGpuFields(*g);
    else if (auto* n = std::get_if<cp::NodeType>(&result))
        readNodeFields(*n);
    else if (auto* s = std::get_if<cp::Switch>(&result))
        readSwitchFields(*s);
    else if (auto* nic = std::get_if<cp::Nic>(&result))
        readNicFields(*nic);
    else if (auto* m = std::get_if<cp::Media>(&result))
        readMediaFields(*m);
    return result;
}

void PartEditorDialog::readGpuFields(cp::Gpu& g) const {
    g.name = text("name");
    g.vendor = text("vendor");
    for (cp::Precision p : cp::kPrecisions) {
        auto& v = g.peak_tflops_dense[static_cast<std::size_t>(p)];
        v = optionalSourced(QString("peak_tflops_dense/") + cp::precisionKey(p), v);
    }
    readSourcedRows(g);
}

void PartEditorDialog::readNodeFields(cp::NodeType& n) const {
    n.name = text("name");
    n.gpu_id = text("gpu");
    n.nics = nodeNicsFromForm(n.nics);
    readSourcedRows(n);
    for (cp::Precision p : cp::kPrecisions) {
        auto& v = n.measured_gemm_tflops[static_cast<std::size_t>(p)];
        v = optionalSourced(QString("measured_gemm_tflops/") + cp::precisionKey(p), v);
    }
}

std::vector<cp::NodeNic> PartEditorDialog::nodeNicsFromForm(const std::vector<cp::NodeNic>& originalNics) const {
    std::vector<cp::NodeNic> nics;
    for (const QString& role : kNicRoles) {
        const QWidget* row = fields_.value("nics/" + role);
        const auto* countBox = row ? row->findChild<QSpinBox*>() : nullptr;
        const auto* nicBox = row ? row->findChild<QComboBox*>() : nullptr;
        if (!countBox || !nicBox || countBox->value() == 0) continue;  // a node kind's form without this role
        cp::NodeNic nic{nicBox->currentText().toStdString(), countBox->value(),
                        *cp::enumFromName<cp::NetworkRole>(role.toStdString()), userSource().toStdString()};
        for (const cp::NodeNic& old : originalNics)
            if (old.role == nic.role && old.nic_id == nic.nic_id && old.count == nic.count && !old.source.empty())
                nic.source = old.source;
        nics.push_back(std::move(nic));
    }
    return nics;
}

void PartEditorDialog::readSwitchFields(cp::Switch& s) const {
    s.name = text("name");
    s.vendor = text("vendor");
    s.kind = cp::enumFromName<cp::SwitchKind>(text("kind")).value_or(cp::SwitchKind::Fixed);
    s.port_modes = portModesFromForm(s);
    readSourcedRows(s);
}

std::vector<cp::PortMode> PartEditorDialog::portModesFromForm(const cp::Switch& original) const {
    std::vector<cp::PortMode> modes;
    for (int row = 0; row < portModes_->rowCount(); ++row) {
        const auto* ports = qobject_cast<const QSpinBox*>(portModes_->cellWidget(row, 0));
        const auto* speed = qobject_cast<const QDoubleSpinBox*>(portModes_->cellWidget(row, 1));
        cp::PortMode mode{speed->value(), ports->value(), userSource().toStdString()};
        if (const cp::PortMode* old = original.modeAt(mode.speed_gbps); old && old->ports == mode.ports && !old->source.empty())
            mode.source = old->source;
        modes.push_back(std::move(mode));
    }
    return modes;
}

void PartEditorDialog::readNicFields(cp::Nic& nic) const {
    nic.name = text("name");
    readSourcedRows(nic);
}

void PartEditorDialog::readMediaFields(cp::Media& m) const {
    m.name = text("name");
    m.speed_gbps = number("speed_gbps");
    m.media_class = text("class");
    m.pluggable_ends = count("pluggable_ends");
    readSourcedRows(m);
    m.twin_module = text("twin_module");
}

bool PartEditorDialog::save() {
    clearMarks();
    const Part candidate = part();
    const PartKind kind = partKind(candidate);
    const std::string id = partId(candidate);
    // The loader cannot know intent: a new id equal to an existing one would silently
    // become an override, so that is refused here.
    const bool keepsId = (mode_ == Mode::Edit || mode_ == Mode::Override) && id == partId(original_);
    if (!keepsId && user_->find(kind, id)) {
        const QString error = tr("\"%1\" is already a %2 in the catalog; choose another id, or select that part and use "
                                 "Edit… (Override… for a shipped part) to change it")
                                  .arg(qs(id), partKindName(kind));
        markField(entryPath(kind, 0) + "id", error);
        return false;
    }
    const std::string replaced = mode_ == Mode::Edit ? partId(original_) : std::string();
    const cp::Catalog entries = user_->withPart(candidate, replaced);
    QString error;
    std::string path;
    if (!user_->apply(entries, document_, &error, &path)) {
        // Mark the field only when the path points into this entry.
        const std::string own = entryPath(kind, indexIn(entries, kind, id));
        markField(path.rfind(own, 0) == 0 ? entryPath(kind, 0) + path.substr(own.size()) : std::string(), error);
        return false;
    }
    accept();
    return true;
}

QString PartEditorDialog::errorText() const {
    return message_->isVisible() || !message_->text().isEmpty() ? message_->text() : QString();
}

void PartEditorDialog::clearMarks() {
    for (QWidget* w : fields_) {
        w->setStyleSheet({});
    }
    message_->clear();
    message_->hide();
}

void PartEditorDialog::markField(const std::string& jsonPath, const QString& error) {
    message_->setText(error);
    message_->show();
    // jsonPath is "/<section>/0/<key...>": try the longest key that names a field.
    QStringList parts = QString::fromStdString(jsonPath).split('/', Qt::SkipEmptyParts).mid(2);
    while (!parts.isEmpty()) {
        if (QWidget* w = fields_.value(parts.join('/'))) {
            w->setStyleSheet(QString("%1 { border: 1px solid #b00020 }").arg(w->metaObject()->className()));
            w->setFocus();
            return;
        }
        parts.removeLast();
    }
}

}  // namespace cpui
