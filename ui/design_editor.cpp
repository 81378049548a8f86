#include "design_editor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "common/format.h"
#include "document.h"

namespace cpui {

namespace {
QString text(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

DesignEditor::DesignEditor(Document* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      nodeType_(new QComboBox),
      nodes_(new QSpinBox),
      switch_(new QComboBox),
      tiers_(new QComboBox),
      zones_(new QSpinBox),
      planes_(new QSpinBox),
      message_(new QLabel) {
    const cp::Catalog& catalog = document_->catalog();
    for (const cp::NodeType& n : catalog.nodes)
        nodeType_->addItem(tr("%1 (%2 × %3)").arg(text(n.id)).arg(n.gpus_per_node.value).arg(text(n.gpu_id)), text(n.id));
    for (const cp::Switch& s : catalog.switches) switch_->addItem(tr("%1 (%2)").arg(text(s.id), text(s.speedsText())), text(s.id));
    tiers_->addItem(tr("auto"), 0);
    for (int t = 1; t <= 4; ++t) tiers_->addItem(QString::number(t), t);
    nodes_->setRange(1, 1000000);
    nodes_->setGroupSeparatorShown(true);
    nodes_->setSuffix(tr(" nodes"));
    nodes_->setKeyboardTracking(false);  // apply on commit, not on every keystroke
    zones_->setRange(1, 1024);
    zones_->setKeyboardTracking(false);
    planes_->setRange(1, 64);
    planes_->setKeyboardTracking(false);
    for (QComboBox* combo : {nodeType_, switch_, tiers_}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }
    setMaximumWidth(380);
    message_->setWordWrap(true);
    message_->setStyleSheet("color: #b00020");

    auto* form = new QFormLayout(this);
    form->addRow(tr("Node type"), nodeType_);
    form->addRow(tr("Nodes"), nodes_);
    form->addRow(tr("Switch (first network)"), switch_);
    form->addRow(tr("Tiers"), tiers_);
    form->addRow(tr("Zones"), zones_);
    form->addRow(tr("Planes"), planes_);
    form->addRow(message_);

    connect(nodeType_, &QComboBox::activated, this, [this] {
        const std::string id = nodeType_->currentData().toString().toStdString();
        apply(nodeType_, tr("Change node type"), [id](cp::Profile& p) { p.compute.node_type = id; });
    });
    connect(nodes_, &QSpinBox::valueChanged, this, [this](int value) {
        apply(nodes_, tr("Change node count"), [value](cp::Profile& p) {
            p.compute.nodes = value;
            p.compute.gpus.reset();
        });
    });
    connect(switch_, &QComboBox::activated, this, [this] {
        const std::string id = switch_->currentData().toString().toStdString();
        apply(switch_, tr("Change switch"), [id](cp::Profile& p) {
            p.networks.front().switch_id = id;
            p.networks.front().tier_switches.clear();
        });
    });
    connect(tiers_, &QComboBox::activated, this, [this] {
        const int tiers = tiers_->currentData().toInt();
        apply(tiers_, tr("Change tier count"), [tiers](cp::Profile& p) {
            if (tiers == 0) p.networks.front().tiers.reset(); else p.networks.front().tiers = tiers;
        });
    });
    connect(zones_, &QSpinBox::valueChanged, this, [this](int value) {
        apply(zones_, tr("Change zones"), [value](cp::Profile& p) { p.networks.front().zones = value; });
    });
    connect(planes_, &QSpinBox::valueChanged, this, [this](int value) {
        apply(planes_, tr("Change planes"), [value](cp::Profile& p) { p.networks.front().planes = value; });
    });
    connect(document_, &Document::changed, this, &DesignEditor::refresh);
    refresh();
}

void DesignEditor::apply(QWidget* field, const QString& description, const std::function<void(cp::Profile&)>& change) {
    if (refreshing_ || !document_->hasProfile() || document_->profile().networks.empty()) return;
    cp::Profile edited = document_->profile();
    change(edited);
    QString error;
    if (!document_->applyEdit(description, edited, &error)) {
        markField(field, error);
        return;
    }
    markField(nullptr, {});
}

void DesignEditor::markField(QWidget* field, const QString& error) {
    for (QWidget* w : std::initializer_list<QWidget*>{nodeType_, nodes_, switch_, tiers_, zones_, planes_}) {
        const bool bad = w == field;
        w->setStyleSheet(bad ? "border: 1px solid #b00020" : "");
        w->setToolTip(bad ? error : QString());
    }
    message_->setText(error);
}

void DesignEditor::refresh() {
    refreshing_ = true;
    const bool has = document_->hasProfile() && !document_->profile().networks.empty();
    setEnabled(has);
    if (has) {
        const cp::Profile& p = document_->profile();
        nodeType_->setCurrentIndex(nodeType_->findData(text(p.compute.node_type)));
        nodes_->setValue(static_cast<int>(document_->plan().compute.nodes));
        const cp::NetworkInput& net = p.networks.front();
        switch_->setCurrentIndex(switch_->findData(text(net.switch_id)));
        tiers_->setCurrentIndex(tiers_->findData(net.tiers.value_or(0)));
        zones_->setValue(static_cast<int>(net.zones));
        planes_->setValue(static_cast<int>(net.planes));
    }
    refreshing_ = false;
}

}  // namespace cpui
