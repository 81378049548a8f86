#include "views/stacked_bar.h"

#include "views/chart_style.h"

#include <QFontMetrics>
#include <QPalette>
#include <algorithm>
#include <qcustomplot.h>

namespace cpui {

namespace {

constexpr double kKey = 1;           // the one bar's key
constexpr double kBarWidth = 0.62;   // of the key range 0.5 … 1.5
constexpr double kLabelShare = 0.1;  // a segment this share of the axis or wider is labelled inside

// "2 s", "40 GB": ticks with the chart's unit.
class UnitTicker : public QCPAxisTicker {
public:
    explicit UnitTicker(QString unit) : unit_(std::move(unit)) {}

protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        return chart::compactNumber(std::abs(tick) < 1e-12 ? 0.0 : tick) + QLatin1Char(' ') + unit_;
    }

private:
    QString unit_;
};

// Dark text on light colours (orange, yellow, sky blue), white on the others.
QColor textOn(const QColor& fill) { return fill.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(Qt::white); }

}  // namespace

StackedBar::StackedBar(QCustomPlot* plot, QCPLayoutGrid* column, const QString& unit, int segments)
    : plot_(plot), title_(new QCPTextElement(plot)), rect_(new QCPAxisRect(plot)), legend_(new QCPLegend) {
    QFont titleFont = plot->font();
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setMargins(QMargins(4, 4, 4, 2));
    column->addElement(0, 0, title_);
    column->addElement(1, 0, rect_);
    column->addElement(2, 0, legend_);
    column->addElement(3, 0, new QCPLayoutElement(plot));  // height the bar cannot use goes below the legend
    column->setRowStretchFactors({0.001, 1, 0.001, 0.3});
    column->setRowSpacing(2);
    legend_->setLayer(QStringLiteral("legend"));
    legend_->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend_->setWrap(3);
    legend_->setIconSize(14, 10);
    legend_->setRowSpacing(0);
    legend_->setColumnSpacing(10);
    legend_->setBorderPen(Qt::NoPen);
    legend_->setVisible(true);

    QCPAxis* key = rect_->axis(QCPAxis::atLeft);
    QCPAxis* value = rect_->axis(QCPAxis::atBottom);
    key->setRange(kKey - 0.5, kKey + 0.5);
    key->setTicks(false);
    key->setTickLabels(false);
    key->grid()->setVisible(false);
    value->setTicker(QSharedPointer<QCPAxisTicker>(new UnitTicker(unit)));
    value->grid()->setSubGridVisible(false);
    rect_->setMinimumSize(120, 44);
    rect_->setMaximumSize(QWIDGETSIZE_MAX, 90);  // one bar: more height only thickens it

    for (int i = 0; i < segments; ++i) {
        auto* bars = new QCPBars(key, value);
        const QColor colour = chart::seriesColour(i);
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(140)));
        bars->setWidth(kBarWidth);
        bars->setStackingGap(0);
        if (!bars_.isEmpty()) bars->moveAbove(bars_.back());
        bars->removeFromLegend();  // plot->legend, when there is one; this chart fills its own
        bars_ << bars;
    }
    marker_ = new QCPGraph(value, key);
    marker_->setLineStyle(QCPGraph::lsLine);
    marker_->removeFromLegend();
}

void StackedBar::setTitle(const QString& title) { title_->setText(title); }

QString StackedBar::title() const { return title_->text(); }

// The most columns (at most one per entry) whose entries, each column as wide as its widest, fit in `widthPx`.
bool StackedBar::fitLegend(int widthPx) {
    const QFontMetrics metrics(legend_->font());
    QVector<int> entries;  // icon, padding and text of each entry, in legend order
    for (int i = 0; i < legend_->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend_->item(i)))
            entries << legend_->iconSize().width() + legend_->iconTextPadding() +
                           metrics.horizontalAdvance(item->plottable()->name());
    const QMargins margins = legend_->margins();
    int columns = std::max(static_cast<int>(entries.size()), 1);
    for (; columns > 1; --columns) {
        QVector<int> widths(columns, 0);
        for (int i = 0; i < entries.size(); ++i) widths[i % columns] = std::max(widths[i % columns], entries[i]);
        int total = margins.left() + margins.right() + (columns - 1) * legend_->columnSpacing();
        for (int w : widths) total += w + 4;  // an item's own margins
        if (total <= widthPx) break;
    }
    if (columns == legend_->wrap()) return false;
    legend_->setWrap(columns);
    legend_->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
}

void StackedBar::clear() {
    for (QCPBars* bars : bars_) bars->data()->clear();
    marker_->data()->clear();
    for (QCPItemText* label : labels_) plot_->removeItem(label);
    labels_.clear();
    total_ = markerValue_ = 0;
    legend_->clearItems();
    title_->setText({});
}

void StackedBar::setSegments(const QVector<BarSegment>& segments) {
    total_ = 0;
    for (int i = 0; i < bars_.size(); ++i) {
        const BarSegment segment = i < segments.size() ? segments[i] : BarSegment{};
        QCPBars* bars = bars_[i];
        bars->data()->clear();
        bars->setName(segment.name + QLatin1Char(' ') + segment.valueText);
        bars->setVisible(segment.value > 0);
        if (segment.value > 0) bars->addData(kKey, segment.value);
        total_ += std::max(segment.value, 0.0);
    }
    fitRange();
    labelSegments(segments);
    fillLegend();
}

void StackedBar::setMarker(double value, const QString& name) {
    marker_->data()->clear();
    marker_->setName(name);
    markerValue_ = name.isEmpty() ? 0 : value;
    if (!name.isEmpty()) {
        marker_->addData(value, kKey - 0.5);
        marker_->addData(value, kKey + 0.5);
    }
    fitRange();
    fillLegend();
}

void StackedBar::fitRange() {
    const double largest = std::max(total_, markerValue_);
    rect_->axis(QCPAxis::atBottom)->setRange(0, largest > 0 ? largest * 1.04 : 1);
}

// Each segment at least kLabelShare of the axis wide gets its value written inside it.
void StackedBar::labelSegments(const QVector<BarSegment>& segments) {
    for (QCPItemText* label : labels_) plot_->removeItem(label);
    labels_.clear();
    const double axisLength = rect_->axis(QCPAxis::atBottom)->range().size();
    double start = 0;
    for (int i = 0; i < segments.size() && i < bars_.size(); ++i) {
        const double value = std::max(segments[i].value, 0.0);
        if (value >= kLabelShare * axisLength) {
            auto* label = new QCPItemText(plot_);
            label->setClipAxisRect(rect_);
            label->position->setAxes(rect_->axis(QCPAxis::atBottom), rect_->axis(QCPAxis::atLeft));
            label->position->setCoords(start + value / 2, kKey);
            label->setPositionAlignment(Qt::AlignCenter);
            label->setText(segments[i].valueText);
            label->setColor(textOn(bars_[i]->brush().color()));
            labels_ << label;
        }
        start += value;
    }
}

void StackedBar::fillLegend() {
    legend_->clearItems();
    for (QCPBars* bars : bars_)
        if (bars->visible()) bars->addToLegend(legend_);
    if (!marker_->data()->isEmpty()) marker_->addToLegend(legend_);
}

void StackedBar::applyPalette(const QPalette& palette) {
    const QColor text = palette.color(QPalette::Text);
    title_->setTextColor(text);
    legend_->setBrush(Qt::NoBrush);
    legend_->setBorderPen(Qt::NoPen);  // chart::applyPalette boxes plot->legend, which is the first of these
    legend_->setTextColor(text);
    for (int i = 0; i < legend_->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend_->item(i)) item->setTextColor(text);
    marker_->setPen(QPen(text, 2, Qt::DashLine));
}

}  // namespace cpui
