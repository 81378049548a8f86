#pragma once
// A one-line label that elides its text to the width it gets ("…" at the end) and shows the
// whole text as its tooltip: a long profile description costs one line, not six, on a laptop.

#include <QLabel>

namespace cpui {

class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    void setFullText(const QString& text);
    QString fullText() const { return full_; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString full_;
};

}  // namespace cpui
