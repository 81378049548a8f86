#include "views/eliding_header.h"

#include <QStyleOptionHeader>

namespace cpui {

ElidingHeaderView::ElidingHeaderView(Qt::Orientation orientation, QWidget* parent) : QHeaderView(orientation, parent) {}

void ElidingHeaderView::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const {
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
    const int room = sectionSize(logicalIndex) - 2 * margin - 2;
    if (room <= 0) return;
    QStringList lines = option->text.split('\n');
    for (QString& line : lines) line = option->fontMetrics.elidedText(line, Qt::ElideRight, room);
    option->text = lines.join('\n');
}

}  // namespace cpui
