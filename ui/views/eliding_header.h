#pragma once
// A header whose section titles never overflow: each line of a title is elided to its section's
// width (a centred title that is too wide would otherwise lose both ends). The whole title is the
// model's tooltip.

#include <QHeaderView>

namespace cpui {

class ElidingHeaderView : public QHeaderView {
public:
    explicit ElidingHeaderView(Qt::Orientation orientation, QWidget* parent = nullptr);

protected:
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;
};

}  // namespace cpui
