#pragma once
// The plan's headline figures as a responsive grid of cards, and a "why" panel
// that shows the selected card's explanation (formula, values, sources) from
// Plan::explain(). Reads the plan only: where the plan carries no explanation
// the card simply has none, and a section that was not computed shows "—".

#include <QString>
#include <QStringList>
#include <QWidget>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "plan/plan.h"

class QBoxLayout;
class QGridLayout;
class QLabel;
class QScrollArea;
class QStackedWidget;

#include "views/plan_view.h"

namespace cpui {

class OverviewCard;

// One headline figure as its card shows it; the design report lists the same ones.
struct HeadlineFigure {
    QString key;        // explanation key, "fabric.switches_total"
    QString caption;    // "Switches"
    QString value;      // "122", "5.58 MW", "—" when not computed
    QString secondary;  // "1,600 switch links · 1 network(s)", "not computed"
    bool computed = false;
};

// The twelve headline figures of `plan`, in the cards' reading order.
std::vector<HeadlineFigure> headlineFigures(const cp::Plan& plan);

class OverviewCards : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit OverviewCards(QWidget* parent = nullptr);

    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;

    // The P10–P90 range of each card whose metric an uncertainty run of this design sampled
    // (UncertaintyView::designResult), keyed by metric path ("/cost/capex_usd"); empty: none.
    void setRanges(const std::map<std::string, std::pair<double, double>>& p10p90);
    QString cardRange(const QString& key) const;  // "P10–P90: $148.2M – $185.0M", or "" without one

    // Selects the card for this explanation key ("fabric.switches_total"); false when there is none.
    bool selectCard(const QString& key);
    QString selectedKey() const { return selected_key_; }

    // What the cards and the why panel show, as plain text (tests, accessibility).
    QStringList cardKeys() const;
    QString cardValue(const QString& key) const;      // "9,920", "5.58 MW", "—"
    QString cardSecondary(const QString& key) const;  // "1,240 nodes × a100-pcie-40gb", "not computed"
    QString whyText() const;
    bool isEmptyState() const;

    // Follows the why panel's "Formula reference" link, as a user's click does.
    void openFormulaReference() {
        if (!selected_key_.isEmpty()) emit formulaReferenceRequested(selected_key_);
    }

signals:
    void cardSelected(const QString& key);
    void formulaReferenceRequested(const QString& key);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    OverviewCard* card(const QString& key) const;
    void updateWhyPanel();
    void arrangeCards();

    QStackedWidget* pages_;
    QLabel* empty_label_;
    QBoxLayout* content_layout_;
    QGridLayout* grid_;
    QScrollArea* why_scroll_;
    QLabel* why_title_;
    QLabel* why_body_;
    QString why_plain_;
    std::vector<OverviewCard*> cards_;
    QString selected_key_;
    int columns_ = 0;
};

}  // namespace cpui
