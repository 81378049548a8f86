#include "views/stale_views.h"

#include <QEvent>
#include <QWidget>

namespace cpui {

void StaleViews::add(QWidget* widget, std::function<void()> update) {
    entries_.push_back({widget, std::move(update), false});
    widget->installEventFilter(this);
}

void StaleViews::refresh() {
    for (Entry& e : entries_) {
        e.stale = e.widget->window()->isVisible() && !e.widget->isVisible();
        if (!e.stale) e.update();
    }
}

int StaleViews::staleCount() const {
    int n = 0;
    for (const Entry& e : entries_) n += e.stale ? 1 : 0;
    return n;
}

bool StaleViews::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Show)
        for (Entry& e : entries_)
            if (e.widget == watched && e.stale) {
                e.stale = false;
                e.update();  // before the first paint of the shown view
            }
    return QObject::eventFilter(watched, event);
}

}  // namespace cpui
