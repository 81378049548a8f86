#pragma once
// The Design panel's sections as a property editor shows them: a header per section, the open
// one's fields right under it and the other headers after them, all in one scroll area. Unlike
// QToolBox, the headers do not stack at the bottom with a gap above them, and a laptop-height
// panel gives the open form the whole height (the headers scroll away with it).

#include <QWidget>

#include <vector>

class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace cpui {

class SectionStack : public QWidget {
    Q_OBJECT

public:
    explicit SectionStack(QWidget* parent = nullptr);

    // `title` may hold "&&" for an ampersand (as QToolBox's item text).
    int addItem(QWidget* content, const QString& title);
    int count() const { return static_cast<int>(sections_.size()); }
    QString itemText(int index) const;
    QWidget* widget(int index) const;
    int currentIndex() const { return current_; }
    // Opens this section (closing the one open before) and scrolls its header into view.
    void setCurrentIndex(int index);
    // Scrolls so that `child` (a field in the open section) shows.
    void ensureVisible(QWidget* child);

signals:
    void currentChanged(int index);

private:
    struct Section {
        QToolButton* header;
        QWidget* content;
    };
    std::vector<Section> sections_;
    QScrollArea* scroll_;
    QVBoxLayout* column_;
    int current_ = -1;
};

}  // namespace cpui
