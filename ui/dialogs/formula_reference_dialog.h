#pragma once
// Help › Formula reference: docs/formulas.md (built into the resources) in a
// text browser, with the explanation keys listed on the left and a filter box.
// Opening it at a key ("power.it_kw") scrolls that key's section to the top.

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace cpui {

// The reference document's Markdown (":/docs/formulas.md").
QString formulaReferenceMarkdown();

// The keys the document has a section for: every level-2 heading ("## power.it_kw"),
// in document order. A segment written {name} stands for any one segment.
QStringList formulaReferenceKeys(const QString& markdown);

// The heading of `markdown` that documents `key` ("fabric.networks.compute.tiers.leaf"
// matches "fabric.networks.{network}.tiers.{tier}"); empty when there is none.
QString formulaSectionFor(const QString& key, const QStringList& headings);

class FormulaReferenceDialog : public QDialog {
    Q_OBJECT

public:
    explicit FormulaReferenceDialog(QWidget* parent = nullptr);

    // Scrolls to the section of `key`; false (and nothing moves) when there is none.
    bool showKey(const QString& key);
    QString currentKey() const { return current_; }
    void setFilter(const QString& text);
    QStringList visibleKeys() const;  // the key list after the filter
    QTextBrowser* browser() const { return browser_; }
    // The heading shown at the top of the browser now ("" when none is).
    QString headingAtTop() const;

private:
    int headingPosition(const QString& heading) const;  // document position, -1 when absent

    QLineEdit* filter_;
    QListWidget* keys_;
    QTextBrowser* browser_;
    QStringList headings_;
    QString current_;
};

}  // namespace cpui
