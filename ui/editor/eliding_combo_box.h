#pragma once
// A combo box whose shown choice is elided at the end ("qm9700 — 64 × 400G, 128 × 2…") when the
// box is narrower than the text: a plain QComboBox clips it mid-character at laptop widths. The
// list that opens shows every choice whole.

#include <QComboBox>

namespace cpui {

class ElidingComboBox : public QComboBox {
public:
    using QComboBox::QComboBox;

    // The text as drawn in the box (the current choice, elided to the room it has).
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace cpui
