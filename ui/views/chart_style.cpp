#include "views/chart_style.h"

#include "base/atomic_save.h"

#include <QFileInfo>
#include <QFontMetrics>
#include <QLocale>
#include <QPalette>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace cpui::chart {

namespace {

// The unit a count or amount of this magnitude is written in: counts and amounts, not SI units,
// so billions read "B" as the money figures do ($3.96B), not "G"; "k" starts at 10,000 so 1,024
// and 8,192 read exactly, and 10k stays 10k.
struct CountUnit {
    double scale;
    const char* suffix;
};
CountUnit countUnitOf(double magnitude) {
    if (magnitude >= 1e12) return {1e12, "T"};
    if (magnitude >= 1e9) return {1e9, "B"};
    if (magnitude >= 1e6) return {1e6, "M"};
    if (magnitude >= 1e4) return {1e3, "k"};
    return {1, ""};
}

// 2×10⁶ (10⁶ for a mantissa of 1): a tick of a log axis as a power of ten.
QString powerOfTen(double value) {
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const int exponent = static_cast<int>(std::floor(std::log10(value) + 1e-9));
    const double mantissa = value / std::pow(10.0, exponent);
    QString power = QStringLiteral("10");
    for (const QChar c : QString::number(exponent)) power += c == QLatin1Char('-') ? QChar(0x207B) : digits[c.digitValue()];
    if (std::abs(mantissa - 1) < 1e-6) return power;
    return QLocale(QLocale::English).toString(mantissa, 'g', 2) + QChar(0x00D7) + power;
}

// Ticks at 1-2-5 × 10^n when the range spans few decades (a decade-only axis would show
// one or two labels), else at powers of ten; sub-ticks at 2…9 × 10^n.
class ReadableLogTicker : public QCPAxisTicker {
protected:
    QVector<double> createTickVector(double, const QCPRange& range) override {
        QVector<double> ticks;
        if (range.lower <= 0 || range.upper <= range.lower) return ticks;
        const double decades = std::log10(range.upper / range.lower);
        const int first = static_cast<int>(std::floor(std::log10(range.lower)));
        const int last = static_cast<int>(std::ceil(std::log10(range.upper)));
        dense_ = decades < 3.2;
        const int stride = decades > 9 ? static_cast<int>(std::ceil(decades / 8)) : 1;
        for (int e = first; e <= last; e += stride) {
            const double decade = std::pow(10.0, e);
            if (!dense_) {
                ticks << decade;
                continue;
            }
            for (double m : {1.0, 2.0, 5.0}) ticks << m * decade;
        }
        // One style for the thousands: an axis that reaches 10k labels 1,000 as 1k (the ticks are
        // round, so nothing is lost), not "1,000" beside "10k".
        thousands_ = range.upper >= 1e4 ? 1e3 : 1e4;
        return ticks;
    }
    QVector<double> createSubTickVector(int, const QVector<double>& ticks) override {
        QVector<double> sub;
        if (dense_) return sub;
        for (double t : ticks)
            for (int m = 2; m <= 9; ++m) sub << t * m;
        return sub;
    }
    // "1M", "20k" are English abbreviations; in Chinese (which groups by 万 and 亿) the ticks read
    // as powers of ten: 10⁶, 2×10⁶.
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        if (QLocale().language() == QLocale::Chinese && tick >= thousands_) return powerOfTen(tick);
        if (tick >= thousands_ && tick < 1e4) return QLocale(QLocale::English).toString(tick / 1e3, 'g', 3) + QLatin1Char('k');
        return compactNumber(tick);
    }

private:
    bool dense_ = false;
    double thousands_ = 1e4;  // ticks from here on are written in thousands (or powers of ten)
};

// Compact labels, with as many decimals as the tick step needs: a step of 0.0025 labels
// 0.9375, 0.9400, 0.9425 (three significant digits would print 0.938, 0.94, 0.943, uneven). One
// unit for the whole axis, taken from its largest tick: 4k, 6k, 8k, 10k, not 8,000 beside 10k.
class ReadableTicker : public QCPAxisTicker {
protected:
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override {
        QVector<double> ticks = QCPAxisTicker::createTickVector(tickStep, range);
        double largest = 0;
        for (double t : ticks) largest = std::max(largest, std::abs(t));
        unit_ = countUnitOf(largest);
        decimals_ = 0;
        while (decimals_ < 6) {
            const double scaled = tickStep / unit_.scale * std::pow(10.0, decimals_);
            if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled)) break;
            ++decimals_;
        }
        return ticks;
    }
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        const double value = std::abs(tick) < 1e-12 * unit_.scale ? 0.0 : tick;
        if (unit_.scale == 1 && decimals_ == 0) return compactNumber(value);
        if (value == 0) return QStringLiteral("0");
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        return english.toString(value / unit_.scale, 'f', decimals_) + QLatin1String(unit_.suffix);
    }

private:
    CountUnit unit_{1, ""};
    int decimals_ = 0;
};

struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(cpui::chart)
};  // lupdate reads the context from this class (a tr() helper would hide it)

}  // namespace

const QVector<QColor>& okabeIto() {
    static const QVector<QColor> colours{
        QColor(0x00, 0x72, 0xB2),  // blue
        QColor(0xE6, 0x9F, 0x00),  // orange
        QColor(0x00, 0x9E, 0x73),  // bluish green
        QColor(0xD5, 0x5E, 0x00),  // vermillion
        QColor(0xCC, 0x79, 0xA7),  // reddish purple
        QColor(0x56, 0xB4, 0xE9),  // sky blue
        QColor(0xF0, 0xE4, 0x42),  // yellow (weak on white: used last but one)
        QColor(0x55, 0x55, 0x55),  // grey instead of black, visible on dark backgrounds too
    };
    return colours;
}

QColor seriesColour(int index) {
    const auto& c = okabeIto();
    return c[((index % c.size()) + c.size()) % c.size()];
}

QCPColorGradient viridis() {
    QCPColorGradient g;
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setColorStopAt(0.00, QColor(0x44, 0x01, 0x54));
    g.setColorStopAt(0.25, QColor(0x3B, 0x52, 0x8B));
    g.setColorStopAt(0.50, QColor(0x21, 0x91, 0x8C));
    g.setColorStopAt(0.75, QColor(0x5E, 0xC9, 0x62));
    g.setColorStopAt(1.00, QColor(0xFD, 0xE7, 0x25));
    return g;
}

QString compactNumber(double value) {
    if (!std::isfinite(value)) return QStringLiteral("–");
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    const double a = std::abs(value);
    if (a == 0) return QStringLiteral("0");
    if (const CountUnit unit = countUnitOf(a); unit.scale > 1)  // 16,384 → 16.4k
        return locale.toString(value / unit.scale, 'g', 3) + QLatin1String(unit.suffix);
    if (a >= 100) return locale.toString(value, 'f', 0);
    if (a >= 1e-3) return locale.toString(value, 'g', 3);
    return locale.toString(value, 'e', 1);
}

QString wrapWords(const QString& text, int width) {
    // Chinese has no spaces: break every width / 2 characters (a CJK character is about two wide).
    if (!text.contains(' ') && std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x2E80; })) {
        const qsizetype chunk = std::max(1, width / 2);
        QStringList parts;
        for (qsizetype i = 0; i < text.size(); i += chunk) parts << text.mid(i, chunk);
        return parts.join('\n');
    }
    QStringList lines{QString()};
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        if (!lines.last().isEmpty() && lines.last().size() + 1 + word.size() > width) lines << QString();
        lines.last() += (lines.last().isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return lines.join('\n');
}

void applyPalette(QCustomPlot* plot, const QPalette& p) {
    plot->setBackground(p.brush(QPalette::Base));
    const QColor text = p.color(QPalette::Text);
    QColor grid = p.color(QPalette::Mid);
    grid.setAlpha(110);
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(p.brush(QPalette::Base));
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text));
            axis->setTickPen(QPen(text));
            axis->setSubTickPen(QPen(text));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i))) title->setTextColor(text);
        if (auto* scale = qobject_cast<QCPColorScale*>(plot->plotLayout()->elementAt(i))) {
            scale->axis()->setBasePen(QPen(text));
            scale->axis()->setTickPen(QPen(text));
            scale->axis()->setSubTickPen(QPen(text));
            scale->axis()->setTickLabelColor(text);
            scale->axis()->setLabelColor(text);
        }
    }
    plot->legend->setBrush(p.brush(QPalette::Base));
    plot->legend->setBorderPen(QPen(p.color(QPalette::Mid)));
    plot->legend->setTextColor(text);
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = plot->legend->item(i);
        if (!item) continue;  // an empty cell of a wrapped legend
        auto* pi = qobject_cast<QCPPlottableLegendItem*>(item);
        QColor c = text;
        if (pi && !pi->plottable()->visible()) c.setAlpha(90);
        item->setTextColor(c);
    }
}

namespace {

// `axis`'s label in lines that fit its length. The label as set is kept in a property, so a label
// set afresh (differing from the last wrapped text) is taken as the new whole label.
void fitLabel(QCPAxis* axis) {
    const QString shown = axis->property("cpWrappedLabel").toString();
    if (axis->label() != shown) axis->setProperty("cpWholeLabel", axis->label());
    const QString whole = axis->property("cpWholeLabel").toString();
    const QFontMetrics metrics(axis->labelFont());
    const int room = axis->axisRect()->height();
    QString fitted = whole;
    if (room > 0 && metrics.horizontalAdvance(whole) > room) {
        const int perChar = std::max(1, metrics.averageCharWidth());
        fitted = wrapWords(whole, std::max(8, room / perChar - 2));
    }
    axis->setProperty("cpWrappedLabel", fitted);
    axis->setLabel(fitted);
}

}  // namespace

void fitVerticalAxisLabels(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        // The layout as this replot will find it (the widget may just have been resized), so the
        // axis lengths measured are the ones drawn; the replot lays out again with the new labels.
        for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
            plot->plotLayout()->update(phase);
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) fitLabel(axis);
    });
}

void setAxisScale(QCPAxis* axis, bool log) {
    axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (log)
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new ReadableLogTicker));
    else
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new ReadableTicker));
}

namespace {

class ReplotOnShow : public QObject {
public:
    explicit ReplotOnShow(QCustomPlot* plot) : QObject(plot), plot_(plot) { plot->installEventFilter(this); }
    bool pending = false;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show && pending) {
            pending = false;
            plot_->replot();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QCustomPlot* plot_;
};

}  // namespace

void replotWhenShown(QCustomPlot* plot) {
    if (plot->isVisible()) {
        plot->replot();
        return;
    }
    auto* filter = plot->findChild<ReplotOnShow*>(QString(), Qt::FindDirectChildrenOnly);
    if (!filter) filter = new ReplotOnShow(plot);
    filter->pending = true;
}

void enableZoomDrag(QCustomPlot* plot) { plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom); }

bool toggleSeries(QCustomPlot* plot, QCPAbstractPlottable* plottable) {
    plottable->setVisible(!plottable->visible());
    if (QCPPlottableLegendItem* item = plot->legend->itemWithPlottable(plottable)) {
        QColor c = plot->legend->textColor();
        if (!plottable->visible()) c.setAlpha(90);
        item->setTextColor(c);
    }
    plot->replot();
    return plottable->visible();
}

void enableLegendToggle(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::legendClick, plot, [plot](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
        if (auto* pi = qobject_cast<QCPPlottableLegendItem*>(item)) toggleSeries(plot, pi->plottable());
    });
}

void enableHoverToolTips(QCustomPlot* plot, ToolTipText text) {
    plot->setMouseTracking(true);
    QObject::connect(plot, &QCustomPlot::mouseMove, plot, [plot, text = std::move(text)](QMouseEvent* event) {
        if (event->buttons() != Qt::NoButton) return;  // dragging
        int index = -1;
        QCPAbstractPlottable* plottable = plot->plottableAt(event->position(), false, &index);
        const QString tip = plottable && plottable->visible() && index >= 0 ? text(plottable, index) : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), tip, plot);
    });
}

bool exportPng(QCustomPlot* plot, const QString& path, QString* error, int minWidth, int minHeight) {
    return saveImageAtomically(
        path, plot->toPixmap(std::max(plot->width(), minWidth), std::max(plot->height(), minHeight)).toImage(), "PNG", error);
}

bool exportPdf(QCustomPlot* plot, const QString& path, QString* error) {
    // savePdf cannot tell a missing folder from a full disk; both leave no file.
    const QFileInfo info(path);
    if (!info.absoluteDir().exists() || !plot->savePdf(path, std::max(plot->width(), 900), std::max(plot->height(), 600)) ||
        !QFileInfo::exists(path)) {
        if (error) *error = ChartText::tr("Could not write the PDF %1.").arg(info.absoluteFilePath());
        return false;
    }
    return true;
}

bool exportText(const QString& path, const QByteArray& text, QString* error) { return saveBytesAtomically(path, text, error); }

}  // namespace cpui::chart
