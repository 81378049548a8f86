#include "views/power_cost_view.h"

#include "base/atomic_save.h"
#include "views/chart_style.h"

#include <QLabel>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "common/format.h"
#include "views/display_units.h"
#include "base/translations.h"

namespace cpui {

namespace {

// Okabe-Ito: distinguishable with every common colour-vision deficiency.
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kGreen(0x00, 0x9E, 0x73);
const QColor kPurple(0xCC, 0x79, 0xA7);

constexpr double kBarWidth = 0.36;  // of one category, in key units
constexpr double kGroupSpacing = 0.04;

QString text(const std::string& s) { return QString::fromStdString(s); }

// "850 kW" below 1 MW... "70.0 MW" above (unless Preferences fix the unit): readable at any cluster size.
QString powerText(double kw) { return DisplayUnits::current().power(kw); }

// The cost bars hold the display currency (converted once when shown), so the
// axis ticks fall on round amounts of it.
double shownMoney(double usd) { return DisplayUnits::current().moneyFormat().convert(usd); }

// An amount already in the display currency: "¥88.9M", "$12.5k".
QString moneyText(double amount) {
    cp::MoneyFormat shown = DisplayUnits::current().moneyFormat();
    shown.per_usd = 1;
    if (amount == 0) return text(shown.symbol) + "0";
    return amount >= 1e5 ? text(cp::formatMoneyMillions(amount, shown)) : text(cp::formatMoney(amount / 1e3, 1, shown)) + "k";
}

// Tick labels in a readable unit while the bars keep the plan's own unit (kW, USD).
class ScaledTicker : public QCPAxisTicker {
public:
    ScaledTicker(double divisor, QString prefix, QString suffix)
        : divisor_(divisor), prefix_(std::move(prefix)), suffix_(std::move(suffix)) {}

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override {
        return prefix_ + locale.toString(tick / divisor_, 'g', 6) + suffix_;
    }

private:
    double divisor_;
    QString prefix_, suffix_;
};

// The axis switches to MW from 2 MW in Auto: below that, MW ticks would be fractions. The unit
// is the axis title, not on every tick, so narrow charts keep their ticks apart.
QSharedPointer<QCPAxisTicker> powerTicker(double largestKw) {
    if (DisplayUnits::current().showsMegawatts(largestKw, 2000))
        return QSharedPointer<QCPAxisTicker>(new ScaledTicker(1000, {}, {}));
    return QSharedPointer<QCPAxisTicker>(new ScaledTicker(1, {}, {}));
}

// Money ticks as the figures read: "$500M", "$1B", "$1.5B" (never "$1,000M").
class MoneyTicker : public QCPAxisTicker {
public:
    explicit MoneyTicker(QString symbol) : symbol_(std::move(symbol)) {}

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override {
        if (std::abs(tick) < 0.5) return symbol_ + QLatin1Char('0');
        const bool billions = std::abs(tick) >= 999.95e6;
        return symbol_ + locale.toString(tick / (billions ? 1e9 : 1e6), 'g', 4) + QLatin1String(billions ? "B" : "M");
    }

private:
    QString symbol_;
};

// Ticks in millions (from a billion, billions) of the display currency.
QSharedPointer<QCPAxisTicker> usdTicker() {
    return QSharedPointer<QCPAxisTicker>(new MoneyTicker(DisplayUnits::current().moneySymbol()));
}

QCPAxis* keyAxis(QCPAxisRect* rect) { return rect->axis(QCPAxis::atLeft); }
QCPAxis* valueAxis(QCPAxisRect* rect) { return rect->axis(QCPAxis::atBottom); }

// Horizontal bars: categories down the left (first on top), values along the bottom,
// which alone drags and zooms.
void setUpHorizontalBars(QCPAxisRect* rect) {
    keyAxis(rect)->setRangeReversed(true);
    keyAxis(rect)->grid()->setVisible(false);
    keyAxis(rect)->setTickLength(0, 0);
    keyAxis(rect)->setSubTicks(false);
    valueAxis(rect)->grid()->setSubGridVisible(false);
    rect->setRangeDrag(Qt::Horizontal);
    rect->setRangeZoom(Qt::Horizontal);
    rect->setRangeDragAxes(valueAxis(rect), nullptr);
    rect->setRangeZoomAxes(valueAxis(rect), nullptr);
}

QCPBars* newBars(QCPAxisRect* rect, const QString& name, const QColor& colour) {
    auto* bars = new QCPBars(keyAxis(rect), valueAxis(rect));
    bars->setName(name);
    bars->setWidth(kBarWidth);
    bars->setPen(QPen(colour.darker(130)));
    bars->setBrush(colour);
    return bars;
}

// `spacing`: key units to the next label above or below; a label shows only where that is a line high.
void addValueLabel(QCPAxisRect* rect, double key, double value, const QString& label, double spacing) {
    auto* item = new QCPItemText(rect->parentPlot());
    item->setProperty("keySpacing", spacing);
    item->setClipAxisRect(rect);
    item->position->setAxes(valueAxis(rect), keyAxis(rect));
    item->position->setCoords(value, key);
    item->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    item->setPadding(QMargins(4, 0, 0, 0));
    item->setText(label);
    item->setColor(rect->parentPlot()->palette().color(QPalette::Text));
    QFont font = item->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    item->setFont(font);
}

// Before each replot: value labels closer than a text line to their neighbour are hidden (the
// bar's tooltip still tells), so a short window never prints "2.46 MW" over "2.46 MW".
void hideCrowdedLabels(QCustomPlot* plot) {
    // About one value tick per 80 px of axis, so the labels never run together.
    for (QCPAxisRect* rect : plot->axisRects()) {
        QCPAxis* values = rect->axis(QCPAxis::atBottom);
        values->ticker()->setTickCount(std::max(2, values->axisRect()->width() / 80));
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* item = qobject_cast<QCPItemText*>(plot->item(i));
        if (!item || !item->property("keySpacing").isValid()) continue;
        const QCPAxis* axis = item->position->valueAxis();  // the key axis (vertical) of this chart
        const double pixels = std::abs(axis->coordToPixel(item->property("keySpacing").toDouble()) - axis->coordToPixel(0));
        item->setVisible(pixels >= QFontMetricsF(item->font()).height() * 0.95);
    }
}

// A long category ("rest of node (CPUs, memory, fans, PSU loss)") on two lines, split at the
// space nearest its middle, so the bars keep their width.
QString twoLines(const QString& label) {
    const qsizetype wide = std::count_if(label.begin(), label.end(), [](QChar c) { return c.unicode() >= 0x2E80; });
    if (label.size() + wide <= 24) return label;  // a CJK character is about two Latin ones wide
    qsizetype best = -1;
    for (qsizetype i = 0; i < label.size(); ++i)
        if (label[i] == ' ' && (best < 0 || std::abs(i - label.size() / 2) < std::abs(best - label.size() / 2))) best = i;
    if (best >= 0) return label.left(best) + '\n' + label.mid(best + 1);
    // No spaces (Chinese): before an opening bracket, else in the middle.
    qsizetype at = label.indexOf(QChar(0xFF08));
    if (at <= 0) at = label.indexOf('(');
    if (at <= 0) at = label.size() / 2;
    return label.left(at) + '\n' + label.mid(at);
}

// A chart title on one line when it fits `width`, else broken before " · " or " (" (the
// per-GPU or facility part goes below), so a laptop-width column never cuts it.
void fitTitle(QCPTextElement* title, double width) {
    const QString full = title->property("fullText").toString();
    QString shown = full;
    if (QFontMetricsF(title->font()).horizontalAdvance(full) > width - 16) {
        const qsizetype dot = full.indexOf(QStringLiteral(" · "));
        const qsizetype paren = full.indexOf(QStringLiteral(" ("));
        if (dot >= 0)
            shown = full.left(dot) + '\n' + full.mid(dot + 3);
        else if (paren >= 0)
            shown = full.left(paren) + '\n' + full.mid(paren + 1);
    }
    title->setText(shown);
}

void setFullTitle(QCPTextElement* title, const QString& text) {
    title->setProperty("fullText", text);
    title->setText(text);
}

// One category per key 1..n, labelled down the left axis; room on the right for value labels.
void setCategories(QCPAxisRect* rect, const QStringList& labels, double largest) {
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i) ticker->addTick(i + 1, twoLines(labels[i]));
    keyAxis(rect)->setTicker(ticker);
    keyAxis(rect)->setRange(0.4, static_cast<double>(labels.size()) + 0.6);
    valueAxis(rect)->setRange(0, largest > 0 ? largest * 1.4 : 1);  // room for the value labels
}

}  // namespace

PowerCostView::PowerCostView(QWidget* parent)
    : QWidget(parent), pages_(new QStackedWidget(this)), empty_label_(new QLabel(this)), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);
    empty_label_->setText(tr("No plan yet: open a profile to see its power and cost."));
    empty_label_->setAlignment(Qt::AlignCenter);
    pages_->addWidget(empty_label_);
    pages_->addWidget(plot_);
    plot_->setMinimumSize(320, 240);
    QLocale locale(QLocale::English, QLocale::UnitedStates);  // thousands separators on the axes
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    plot_->setLocale(locale);

    // Power on the left, capex above TCO on the right.
    plot_->plotLayout()->clear();
    power_column_ = new QCPLayoutGrid;
    cost_column_ = new QCPLayoutGrid;
    QCPLayoutGrid* left = power_column_;
    QCPLayoutGrid* right = cost_column_;
    arrangeCharts(false);
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    titleFont.setBold(true);
    auto newTitle = [&] {
        auto* title = new QCPTextElement(plot_, QString(), titleFont);
        title->setMargins(QMargins(6, 8, 6, 4));
        return title;
    };
    power_title_ = newTitle();
    capex_title_ = newTitle();
    tco_title_ = newTitle();
    power_rect_ = new QCPAxisRect(plot_);
    capex_rect_ = new QCPAxisRect(plot_);
    tco_rect_ = new QCPAxisRect(plot_);
    left->addElement(0, 0, power_title_);
    left->addElement(1, 0, power_rect_);
    right->addElement(0, 0, capex_title_);
    right->addElement(1, 0, capex_rect_);
    right->addElement(2, 0, tco_title_);
    right->addElement(3, 0, tco_rect_);
    // The two right-hand charts share their left margin so their bars start at one line.
    auto* margins = new QCPMarginGroup(plot_);
    capex_rect_->setMarginGroup(QCP::msLeft, margins);
    tco_rect_->setMarginGroup(QCP::msLeft, margins);
    for (QCPAxisRect* rect : {power_rect_, capex_rect_, tco_rect_}) setUpHorizontalBars(rect);
    valueAxis(capex_rect_)->setTicker(usdTicker());
    valueAxis(tco_rect_)->setTicker(usdTicker());

    power_nameplate_ = newBars(power_rect_, tr("nameplate"), kBlue);
    power_average_ = newBars(power_rect_, tr("average"), kOrange);
    auto* group = new QCPBarsGroup(plot_);
    group->setSpacingType(QCPBarsGroup::stPlotCoords);
    group->setSpacing(kGroupSpacing);
    power_nameplate_->setBarsGroup(group);
    power_average_->setBarsGroup(group);
    capex_ = newBars(capex_rect_, tr("hardware capex"), kGreen);
    tco_ = newBars(tco_rect_, tr("yearly TCO"), kPurple);
    capex_->setWidth(0.5);
    tco_->setWidth(0.5);

    // plot_->legend went with the default axis rect; the power chart gets its own.
    auto* legend = new QCPLegend;
    power_rect_->insetLayout()->addElement(legend, Qt::AlignRight | Qt::AlignBottom);
    legend->setLayer(QStringLiteral("legend"));
    power_nameplate_->addToLegend(legend);
    power_average_->addToLegend(legend);
    legend->setVisible(true);

    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->setMouseTracking(true);
    connect(plot_, &QCustomPlot::mouseMove, this, &PowerCostView::showToolTip);
    connect(plot_, &QCustomPlot::beforeReplot, this, [this] { hideCrowdedLabels(plot_); });
    applyPalette();
    clearPlan();
}

// Side by side when wide; on narrow windows the cost charts go below the power chart
// so that labels and titles keep their room.
void PowerCostView::arrangeCharts(bool stacked) {
    QCPLayoutGrid* root = plot_->plotLayout();
    for (QCPLayoutElement* column : {static_cast<QCPLayoutElement*>(power_column_), static_cast<QCPLayoutElement*>(cost_column_)})
        if (root->elements(false).contains(column)) root->take(column);
    root->simplify();
    root->addElement(0, 0, power_column_);
    root->addElement(stacked ? 1 : 0, stacked ? 0 : 1, cost_column_);
    if (stacked) {
        root->setRowStretchFactors({1.0, 1.1});
        root->setRowSpacing(16);
    } else {
        root->setColumnStretchFactors({1.25, 1.0});
        root->setColumnSpacing(24);
    }
    stacked_ = stacked;
}

void PowerCostView::resizeEvent(QResizeEvent* event) {
    // Stacked only when the tab is narrow and tall enough for three charts above one another;
    // a laptop's short, wide tab keeps them side by side, where each gets the full height.
    const bool stacked = width() < 700 || (width() < 1100 && height() > 0.7 * width());
    if (stacked != stacked_) arrangeCharts(stacked);
    QWidget::resizeEvent(event);
    fitTitles();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PowerCostView::applyPalette() {
    const QPalette p = palette();
    plot_->setBackground(p.brush(QPalette::Base));
    const QColor textColour = p.color(QPalette::Text);
    QColor gridColour = p.color(QPalette::Mid);
    gridColour.setAlpha(110);
    for (QCPAxisRect* rect : {power_rect_, capex_rect_, tco_rect_}) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(textColour));
            axis->setTickPen(QPen(textColour));
            axis->setSubTickPen(QPen(textColour));
            axis->setTickLabelColor(textColour);
            axis->setLabelColor(textColour);
            axis->grid()->setPen(QPen(gridColour, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    for (QCPTextElement* title : {power_title_, capex_title_, tco_title_}) title->setTextColor(textColour);
    if (QCPLegend* legend = qobject_cast<QCPLegend*>(power_rect_->insetLayout()->elementAt(0))) {
        legend->setBrush(p.brush(QPalette::Base));
        legend->setBorderPen(QPen(p.color(QPalette::Mid)));
        legend->setTextColor(textColour);
    }
}

void PowerCostView::changeEvent(QEvent* event) {
    // Follow a switch between light and dark palettes.
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        plot_->replot();
    }
    QWidget::changeEvent(event);
}

bool PowerCostView::isEmptyState() const { return pages_->currentWidget() == empty_label_; }

QString PowerCostView::powerTitle() const { return power_title_->property("fullText").toString(); }

void PowerCostView::fitTitles() {
    const double spacing = 24, w = plot_->width();
    const double powerWidth = stacked_ ? w : (w - spacing) * 1.25 / 2.25, costWidth = stacked_ ? w : (w - spacing) / 2.25;
    fitTitle(power_title_, powerWidth);
    fitTitle(capex_title_, costWidth);
    fitTitle(tco_title_, costWidth);
}

void PowerCostView::clearPlan() {
    plot_->clearItems();
    for (QCPBars* bars : {power_nameplate_, power_average_, capex_, tco_}) bars->data()->clear();
    pages_->setCurrentWidget(empty_label_);
    chart::replotWhenShown(plot_);
}

void PowerCostView::showPlan(const cp::Plan& plan) {
    if (!plan.power && !plan.cost) {
        clearPlan();
        return;
    }
    plot_->clearItems();
    showPower(plan);
    showCost(plan);
    fitTitles();
    pages_->setCurrentWidget(plot_);
    chart::replotWhenShown(plot_);
}

void PowerCostView::showPower(const cp::Plan& plan) {
    power_nameplate_->data()->clear();
    power_average_->data()->clear();
    if (!plan.power) {
        setFullTitle(power_title_, tr("Power: not computed"));
        setCategories(power_rect_, {}, 0);
        return;
    }
    const cp::PowerResult& p = *plan.power;
    const QString pue = p.it_kw > 0 ? tr(" at PUE %1").arg(text(cp::formatFixed(p.facility_kw / p.it_kw, 2))) : QString();
    setFullTitle(power_title_, tr("Power: IT %1 nameplate, %2 average · facility %3%4")
                                   .arg(powerText(p.it_kw), powerText(p.it_kw_average), powerText(p.facility_kw), pue));
    QStringList labels;
    QVector<double> keys, nameplate, average;
    double largest = 0;
    for (const cp::PowerLine& line : p.breakdown) {
        keys << static_cast<double>(keys.size() + 1);
        nameplate << line.nameplate_kw;
        average << line.average_kw;
        labels << coreTermText(line);
        largest = std::max({largest, line.nameplate_kw, line.average_kw});
    }
    power_nameplate_->setData(keys, nameplate, true);
    power_average_->setData(keys, average, true);
    setCategories(power_rect_, labels, largest);
    valueAxis(power_rect_)->setTicker(powerTicker(largest));
    valueAxis(power_rect_)->setLabel(DisplayUnits::current().powerSuffix(largest, 2000));
    // The group puts the first bars (nameplate) on the lower key, i.e. above on this reversed axis.
    const double offset = (kBarWidth + kGroupSpacing) / 2;
    for (int i = 0; i < keys.size(); ++i) {
        addValueLabel(power_rect_, keys[i] - offset, nameplate[i], powerText(nameplate[i]), 2 * offset);
        addValueLabel(power_rect_, keys[i] + offset, average[i], powerText(average[i]), 2 * offset);
    }
}

void PowerCostView::showCost(const cp::Plan& plan) {
    capex_->data()->clear();
    tco_->data()->clear();
    if (!plan.cost) {
        setFullTitle(capex_title_, tr("Hardware capex: not computed"));
        setFullTitle(tco_title_, tr("Yearly TCO: not computed"));
        setCategories(capex_rect_, {}, 0);
        setCategories(tco_rect_, {}, 0);
        return;
    }
    const cp::CostResult& c = *plan.cost;
    valueAxis(capex_rect_)->setTicker(usdTicker());  // the display currency may have changed
    valueAxis(tco_rect_)->setTicker(usdTicker());
    setFullTitle(capex_title_, tr("Hardware capex %1 (%2 per GPU)")
                                   .arg(DisplayUnits::current().moneyMillions(c.capex_usd),
                                        DisplayUnits::current().money(c.capex_per_gpu_usd, 0)));
    QStringList labels;
    QVector<double> keys, values;
    for (const cp::CostCategory& category : c.by_category) {
        keys << static_cast<double>(keys.size() + 1);
        values << shownMoney(category.usd);
        labels << coreTermText(category.category);
    }
    capex_->setData(keys, values, true);
    setCategories(capex_rect_, labels, values.isEmpty() ? 0 : *std::max_element(values.begin(), values.end()));
    for (int i = 0; i < keys.size(); ++i) addValueLabel(capex_rect_, keys[i], values[i], moneyText(values[i]), 1);

    setFullTitle(tco_title_, tr("Yearly TCO %1 (%2 per delivered GPU-hour)")
                                 .arg(DisplayUnits::current().moneyMillions(c.tco_usd_per_year),
                                      DisplayUnits::current().money(c.usd_per_gpu_hour, 2)));
    const QStringList tcoLabels{tr("amortisation"), tr("energy"), tr("colocation"), tr("support"), tr("software")};
    const QVector<double> tcoValues{shownMoney(c.amortisation_usd_per_year), shownMoney(c.energy_usd_per_year),
                                    shownMoney(c.colocation_usd_per_year), shownMoney(c.support_usd_per_year),
                                    shownMoney(c.software_usd_per_year)};
    const QVector<double> tcoKeys{1, 2, 3, 4, 5};
    tco_->setData(tcoKeys, tcoValues, true);
    setCategories(tco_rect_, tcoLabels, *std::max_element(tcoValues.begin(), tcoValues.end()));
    for (int i = 0; i < tcoKeys.size(); ++i) addValueLabel(tco_rect_, tcoKeys[i], tcoValues[i], moneyText(tcoValues[i]), 1);
}

void PowerCostView::showToolTip(QMouseEvent* event) {
    int index = -1;
    auto* bars = qobject_cast<QCPBars*>(plot_->plottableAt(event->pos(), false, &index));
    if (!bars || index < 0 || index >= bars->dataCount()) {
        QToolTip::hideText();
        return;
    }
    const auto point = bars->data()->at(index);
    auto* ticker = dynamic_cast<QCPAxisTickerText*>(bars->keyAxis()->ticker().data());
    const QString category = ticker ? ticker->ticks().value(point->key).replace(QLatin1Char('\n'), QLatin1Char(' ')) : QString();
    const QString value = bars->keyAxis()->axisRect() == power_rect_ ? powerText(point->value) : moneyText(point->value);
    QToolTip::showText(event->globalPosition().toPoint(), QStringLiteral("%1 (%2): %3").arg(category, bars->name(), value),
                       plot_);
}

bool PowerCostView::exportPng(const QString& path, QString* error) {
    if (isEmptyState()) {
        if (error) *error = tr("There is no plan to export.");
        return false;
    }
    const int width = std::max(plot_->width(), 1200);
    const int height = std::max(plot_->height(), 800);
    return saveImageAtomically(path, plot_->toPixmap(width, height).toImage(), "PNG", error);
}

}  // namespace cpui
