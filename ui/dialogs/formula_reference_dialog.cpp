#include "dialogs/formula_reference_dialog.h"

#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace cpui {

QString formulaReferenceMarkdown() {
    QFile file(QStringLiteral(":/docs/formulas.md"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

QStringList formulaReferenceKeys(const QString& markdown) {
    QStringList keys;
    static const QRegularExpression heading(QStringLiteral("^## +(\\S+)\\s*$"), QRegularExpression::MultilineOption);
    for (auto it = heading.globalMatch(markdown); it.hasNext();) keys << it.next().captured(1);
    return keys;
}

QString formulaSectionFor(const QString& key, const QStringList& headings) {
    if (headings.contains(key)) return key;
    const QStringList parts = key.split('.');
    for (const QString& h : headings) {
        const QStringList pattern = h.split('.');
        if (pattern.size() != parts.size()) continue;
        bool match = true;
        for (qsizetype i = 0; i < parts.size() && match; ++i)
            match = pattern[i] == parts[i] || (pattern[i].startsWith('{') && pattern[i].endsWith('}'));
        if (match) return h;
    }
    return {};
}

FormulaReferenceDialog::FormulaReferenceDialog(QWidget* parent)
    : QDialog(parent), filter_(new QLineEdit), keys_(new QListWidget), browser_(new QTextBrowser) {
    setWindowTitle(tr("Formula reference"));
    setObjectName("formulaReference");
    resize(1000, 700);
    const QString markdown = formulaReferenceMarkdown();
    headings_ = formulaReferenceKeys(markdown);

    filter_->setPlaceholderText(tr("Filter keys…"));
    filter_->setClearButtonEnabled(true);
    keys_->addItems(headings_);
    browser_->setOpenExternalLinks(true);
    browser_->setMarkdown(markdown.isEmpty() ? tr("The formula reference is missing from this build.") : markdown);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(filter_);
    leftLayout->addWidget(keys_, 1);
    auto* splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 740});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("How each number of the plan is computed: the key names the number in the "
                      "Overview's why panel, the Details tree and the CLI's --explain.")));
    layout->addWidget(splitter, 1);

    connect(filter_, &QLineEdit::textChanged, this, &FormulaReferenceDialog::setFilter);
    connect(keys_, &QListWidget::currentTextChanged, this, [this](const QString& key) {
        if (!key.isEmpty()) showKey(key);
    });
}

void FormulaReferenceDialog::setFilter(const QString& text) {
    if (filter_->text() != text) filter_->setText(text);  // re-enters through textChanged
    for (int i = 0; i < keys_->count(); ++i)
        keys_->item(i)->setHidden(!keys_->item(i)->text().contains(text.trimmed(), Qt::CaseInsensitive));
}

QStringList FormulaReferenceDialog::visibleKeys() const {
    QStringList out;
    for (int i = 0; i < keys_->count(); ++i)
        if (!keys_->item(i)->isHidden()) out << keys_->item(i)->text();
    return out;
}

int FormulaReferenceDialog::headingPosition(const QString& heading) const {
    for (QTextBlock b = browser_->document()->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() == 2 && b.text().trimmed() == heading) return b.position();
    return -1;
}

bool FormulaReferenceDialog::showKey(const QString& key) {
    const QString heading = formulaSectionFor(key, headings_);
    const int position = heading.isEmpty() ? -1 : headingPosition(heading);
    if (position < 0) return false;
    current_ = key;
    // Scroll so the heading is the first line: to the end, then back to the heading.
    QScrollBar* bar = browser_->verticalScrollBar();
    bar->setValue(bar->maximum());
    QTextCursor cursor(browser_->document());
    cursor.setPosition(position);
    browser_->setTextCursor(cursor);
    browser_->ensureCursorVisible();
    const QList<QListWidgetItem*> items = keys_->findItems(heading, Qt::MatchExactly);
    if (!items.isEmpty() && keys_->currentItem() != items.first()) {
        const QSignalBlocker blocker(keys_);
        keys_->setCurrentItem(items.first());
    }
    return true;
}

QString FormulaReferenceDialog::headingAtTop() const {
    const QTextCursor top = browser_->cursorForPosition(QPoint(4, 4));
    for (QTextBlock b = top.block(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 2) return b.text().trimmed();
        // Only blocks that start within the first few lines count as "at the top".
        if (browser_->cursorRect(QTextCursor(b)).top() > browser_->viewport()->height() / 4) break;
    }
    return {};
}

}  // namespace cpui
