#pragma once
// Views of the plan that are hidden (another result tab in front, a closed dock) are not redrawn on
// every edit: refresh() updates the visible ones and marks the rest stale, and a stale view
// catches up when it is next shown. While the window itself is not shown (tests, a screenshot
// being set up) every view updates at once, so anything read from a view is current.

#include <QObject>
#include <functional>
#include <vector>

class QWidget;

namespace cpui {

class StaleViews : public QObject {
    Q_OBJECT

public:
    explicit StaleViews(QObject* parent = nullptr) : QObject(parent) {}

    // `update` redraws the widget from the current plan.
    void add(QWidget* widget, std::function<void()> update);
    void refresh();
    // How many views are waiting to be shown (for tests and the latency harness).
    int staleCount() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Entry {
        QWidget* widget;
        std::function<void()> update;
        bool stale = false;
    };
    std::vector<Entry> entries_;
};

}  // namespace cpui
