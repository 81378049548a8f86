#include "views/switch_chart.h"

#include "views/chart_style.h"
#include "base/translations.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

namespace cpui {

SwitchChart::SwitchChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0,
                                    new QCPTextElement(plot_, tr("Switches per tier"), QFont(font().family(), 11, QFont::Bold)));
    plot_->yAxis->setLabel(tr("switches"));
    QLocale locale(QLocale::English, QLocale::UnitedStates);  // thousands separators on the axis
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    plot_->setLocale(locale);
    plot_->setMinimumSize(320, 240);
}

void SwitchChart::clearPlan() {
    plot_->clearPlottables();
    plot_->clearItems();
    chart::replotWhenShown(plot_);
}

void SwitchChart::showPlan(const cp::Plan& plan) {
    plot_->clearPlottables();
    if (!plan.fabric) {
        chart::replotWhenShown(plot_);
        return;
    }
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys, values;
    double key = 1;
    double highest = 0;
    const bool manyNetworks = plan.fabric->networks.size() > 1;
    for (const cp::NetworkResult& n : plan.fabric->networks) {
        auto addBar = [&](const QString& label, std::int64_t count) {
            keys << key;
            values << static_cast<double>(count);
            ticker->addTick(key, manyNetworks ? QString::fromStdString(n.name) + "\n" + label : label);
            highest = std::max(highest, static_cast<double>(count));
            key += 1;
        };
        for (const cp::TierResult& t : n.tiers) addBar(coreTermText(t.name), t.count);
        if (n.extra_switches) addBar(tr("extra"), n.extra_switches);
    }
    plot_->clearItems();
    for (int i = 0; i < keys.size(); ++i) {
        auto* label = new QCPItemText(plot_);
        label->position->setCoords(keys[i], values[i]);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(QLocale().toString(static_cast<qlonglong>(values[i])));
        label->setPadding(QMargins(0, 0, 0, 3));
    }
    auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
    bars->setData(keys, values, true);
    bars->setWidth(0.6);
    bars->setPen(QPen(QColor(40, 90, 160)));
    bars->setBrush(QColor(70, 130, 200));
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setRange(0.3, key - 0.3);
    plot_->yAxis->setRange(0, highest * 1.15 + 1);
    plot_->xAxis->grid()->setVisible(false);
    chart::replotWhenShown(plot_);
}

}  // namespace cpui
