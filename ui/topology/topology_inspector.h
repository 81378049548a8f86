#pragma once
// The Topology tab's inspector: the selected diagram element's properties,
// edited in place. Built with the Design panel's FormBuilder and EditorContext,
// so every change is one Document::applyEdit (an undo step, validated first), a
// refused value is framed in red with the engine's message, and tooltips are
// the profile documentation. One page per element kind: network, tier (and its
// zone × plane switch groups), zone, plane, link bundle, compute nodes, storage
// servers, other hosts, extra switches.

#include <QString>
#include <QWidget>

#include <map>
#include <string>
#include <vector>

#include "editor/form_builder.h"
#include "topology/topology_scene.h"

class QFormLayout;
class QLabel;
class QStackedWidget;

namespace cpui {

class Document;
class EditorContext;

class TopologyInspector : public QWidget {
    Q_OBJECT

public:
    explicit TopologyInspector(Document* document, QWidget* parent = nullptr);

    // Shows `element`'s page (an invalid element: a hint to select one).
    void showElement(const TopologyElement& element);
    const TopologyElement& element() const { return element_; }
    // The profile path the element stands for (e.g. /networks/0/tier_switches/1).
    QString jsonPath() const;
    // A field of the page shown, by its documented JSON path with network 0
    // ("/networks/0/zones", "/compute/nodes"); nullptr when the page has none.
    QWidget* field(const QString& path) const;
    QString currentPage() const;
    QLabel* messageLabel() const { return message_; }
    // Also shown after a refused structure edit.
    void showMessage(const QString& text);
    // Focus the first field of the page (Enter on the diagram).
    void focusFirstField();

private:
    void refresh();
    QString headerHtml() const;
    int netIndex() const;
    void setTierSwitch(cp::Profile& p, std::size_t network, const std::string& id, const RowSetter& setNetworkSwitch) const;
    void showTierRows(QFormLayout* form, QWidget* page);
    // Building the pages.
    void buildPages();
    void buildNetworkPage();
    void buildTierPage();
    void buildHostPages();
    QFormLayout* newPage(const QString& name);
    QWidget* addRow(FormBuilder& f, const std::string& pattern, const RowOptions& options = {});
    void addNetworkRows(FormBuilder& f, const std::vector<const char*>& keys);
    QLabel* addSpecs(QFormLayout* form, const QString& name);
    cp::FieldIndices networkIndices() const;
    std::size_t tierIndex() const;
    RowSetter networkSwitchSetter() const;

    Document* document_;
    EditorContext* context_;
    QLabel* header_;
    QLabel* message_;
    QStackedWidget* pages_;
    std::map<QString, QWidget*> pageByName_;
    std::map<QWidget*, std::vector<std::pair<QString, QWidget*>>> fields_;  // page → (path, field)
    TopologyElement element_;
    std::string otherName_;        // the other-hosts group shown
    QWidget* building_ = nullptr;  // the page being built
};

}  // namespace cpui
