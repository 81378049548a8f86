#pragma once
// An ordered choice list (the rank order): every choice as a checkable row, the chosen ones first
// in their order. Drag a row or use Up / Down to reorder; the check box says whether the word is in
// the list. Emits `edited` with the checked words in the order shown.

#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QListWidget;
class QPushButton;

namespace cpui {

class OrderedChoiceList : public QWidget {
    Q_OBJECT

public:
    // `words`: the choices (stored), `labels`: how each reads in the form.
    OrderedChoiceList(std::vector<std::string> words, QStringList labels, QWidget* parent = nullptr);

    // Show `chosen` (in order, checked) and then the other choices (unchecked). Emits nothing.
    void setChosen(const std::vector<std::string>& chosen);
    std::vector<std::string> chosen() const;  // the checked words, in the order shown
    QListWidget* list() const { return list_; }
    // Move the current row by `step` (−1 up, +1 down) and emit `edited`.
    void moveCurrent(int step);

signals:
    void edited(const std::vector<std::string>& chosen);

private:
    void updateButtons();

    std::vector<std::string> words_;
    QStringList labels_;
    QListWidget* list_;
    QPushButton* up_;
    QPushButton* down_;
    bool loading_ = false;
};

}  // namespace cpui
