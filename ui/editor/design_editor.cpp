#include "editor/design_editor.h"

#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include "base/document.h"
#include "editor/editor_context.h"
#include "editor/form_builder.h"
#include "editor/model_preset_bar.h"
#include "editor/network_editor.h"
#include "editor/section_stack.h"

namespace cpui {

DesignEditor::DesignEditor(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), message_(new QLabel), context_(nullptr), sections_(new SectionStack) {
    context_ = new EditorContext(document_, message_, this);
    // Nodes and GPUs are one of a pair: the one the profile leaves out shows what the plan derives.
    context_->derivedValue = [doc = document_](const std::string& pointer) -> std::optional<double> {
        if (pointer == "/compute/nodes") return static_cast<double>(doc->plan().compute.nodes);
        if (pointer == "/compute/gpus") return static_cast<double>(doc->plan().compute.gpus);
        return std::nullopt;
    };
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);  // engine messages quote profile values
    message_->setStyleSheet("color: #b00020");
    message_->setObjectName("editorMessage");

    networks_ = new NetworkEditor(context_);
    presets_ = new ModelPresetBar(document_, message_);
    // Every section but Networks is the declared fields of its profile objects, in file order.
    const std::pair<QString, std::vector<std::string>> forms[] = {{tr("Profile"), {""}},
                                                                  {tr("Compute"), {"/compute"}},
                                                                  {tr("Storage"), {"/storage"}},
                                                                  {tr("Layout"), {"/layout"}},
                                                                  {tr("Power & cost"), {"/power", "/cost"}},
                                                                  {tr("Workload"), {"/workload"}},
                                                                  {tr("Model architecture"), {"/workload/architecture"}},
                                                                  {tr("Parallelism"), {"/workload/parallelism"}},
                                                                  {tr("Published run"), {"/workload/published"}},
                                                                  {tr("Reliability"), {"/reliability"}}};
    for (const auto& [title, pointers] : forms) {
        auto* content = new QWidget;
        auto* form = new QFormLayout(content);
        FormBuilder builder(context_, form);
        if (title == tr("Model architecture")) form->addRow(tr("Preset"), presets_);
        for (const std::string& pointer : pointers) builder.section(pointer);
        sections_->addItem(section(title, content), QString(title).replace("&", "&&"));
        if (title == tr("Compute")) sections_->addItem(section(tr("Networks"), networks_), tr("Networks"));
    }
    sections_->setCurrentIndex(1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(sections_, 1);
    layout->addWidget(message_);
    setMinimumWidth(340);

    connect(document_, &Document::changed, this, &DesignEditor::refresh);
    refresh();
}

QWidget* DesignEditor::section(const QString& title, QWidget* content) {
    content->setObjectName("section " + title);  // the stack scrolls all sections as one
    return content;
}

QWidget* DesignEditor::field(const QString& jsonPath) const { return context_->fieldAt(jsonPath); }
QSpinBox* DesignEditor::nodesField() const { return qobject_cast<QSpinBox*>(field("/compute/nodes")); }
QSpinBox* DesignEditor::planesField() const { return qobject_cast<QSpinBox*>(field("/networks/0/planes")); }

bool DesignEditor::focusPath(const QString& jsonPath) {
    // Network fields are registered for the chosen network as "/networks/0/…".
    static const QRegularExpression networkPath(R"(^/networks/(\d+)(/.*)?$)");
    QString path = jsonPath;
    if (const auto m = networkPath.match(jsonPath); m.hasMatch()) {
        networks_->selectNetwork(m.captured(1).toInt());
        path = "/networks/0" + m.captured(2);
    }
    QWidget* target = nullptr;
    while (!path.isEmpty() && !(target = field(path))) path.truncate(path.lastIndexOf('/'));
    if (!target) return false;
    for (int i = 0; i < sections_->count(); ++i)
        if (sections_->widget(i)->isAncestorOf(target)) sections_->setCurrentIndex(i);
    sections_->ensureVisible(target);
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

void DesignEditor::refresh() {
    setEnabled(document_->hasProfile());
    context_->reload();
}

void DesignEditor::setDataDir(const QString& dataDir) { presets_->setDataDir(dataDir); }

}  // namespace cpui
