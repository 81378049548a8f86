#include "views/performance_view.h"

#include "views/chart_style.h"
#include "views/split_text.h"
#include "views/stacked_bar.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

#include "common/format.h"
#include "performance/parallelism.h"
#include "plan/metrics.h"

namespace cpui {

namespace {

enum Column { kSplit, kStepTime, kMfu, kWhy, kColumns };
constexpr int kColumnSpacing = 24;  // between the two charts, px

QString text(const std::string& s) { return QString::fromStdString(s); }

// A figure as the registry formats it everywhere else (cards, compare, the text summary).
QString metricValue(const char* key, double value) {
    const cp::Metric* metric = cp::findMetric(key);
    return metric ? text(cp::metricText(*metric, value)) : text(cp::formatNumber(value));
}

QString stepText(double seconds) { return metricValue("/performance/step_seconds", seconds); }
QString shareText(double fraction) { return metricValue("/training/mfu", fraction); }  // MFU and HFU alike

// A term of the step: "0.73 s"; below 10 ms in milliseconds so a small term does not read "0.00 s".
QString secondsText(double seconds) {
    if (seconds > 0 && seconds < 0.01) return text(cp::formatFixed(seconds * 1e3, 1)) + QStringLiteral(" ms");
    return text(cp::formatFixed(seconds, 2)) + QStringLiteral(" s");
}

QString gigabytesText(double bytes) { return text(cp::formatFixed(bytes / 1e9, 1)) + QStringLiteral(" GB"); }

QTableWidgetItem* cell(const QString& shown) {
    auto* item = new QTableWidgetItem(shown);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setToolTip(shown);
    return item;
}

}  // namespace

PerformanceView::PerformanceView(QWidget* parent)
    : QWidget(parent),
      pages_(new QStackedWidget(this)),
      message_(new QLabel),
      results_(new QWidget),
      header_(new QLabel),
      plot_(new QCustomPlot),
      splitsCaption_(new QLabel),
      table_(new QTableWidget(0, kColumns)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignCenter);
    message_->setMargin(24);
    message_->setObjectName("performanceMessage");
    pages_->addWidget(message_);
    pages_->addWidget(results_);

    header_->setTextFormat(Qt::RichText);
    header_->setWordWrap(true);
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header_->setContentsMargins(6, 4, 6, 2);
    header_->setObjectName("performanceHeader");

    plot_->setMinimumSize(360, 200);  // a bar and up to four legend rows per chart
    plot_->plotLayout()->clear();     // the default axis rect and legend go: two columns of our own
    auto* stepColumn = new QCPLayoutGrid;
    auto* memoryColumn = new QCPLayoutGrid;
    plot_->plotLayout()->addElement(0, 0, stepColumn);
    plot_->plotLayout()->addElement(0, 1, memoryColumn);
    plot_->plotLayout()->setColumnStretchFactors({1.25, 1.0});
    plot_->plotLayout()->setColumnSpacing(kColumnSpacing);
    step_ = std::make_unique<StackedBar>(plot_, stepColumn, QStringLiteral("s"), 9);
    memory_ = std::make_unique<StackedBar>(plot_, memoryColumn, QStringLiteral("GB"), 5);
    chart::enableHoverToolTips(plot_, [this](QCPAbstractPlottable* plottable, int) { return toolTip(plottable); });

    splitsCaption_->setWordWrap(true);
    splitsCaption_->setContentsMargins(6, 4, 6, 0);
    table_->setHorizontalHeaderLabels({tr("Split"), tr("Step time"), tr("MFU"), tr("Why slower")});
    table_->verticalHeader()->setVisible(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);  // the whole text is in each cell's tooltip
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setObjectName("performanceSplits");
    auto* splits = new QWidget;
    auto* splitsLayout = new QVBoxLayout(splits);
    splitsLayout->setContentsMargins(0, 0, 0, 0);
    splitsLayout->setSpacing(2);
    splitsLayout->addWidget(splitsCaption_);
    splitsLayout->addWidget(table_, 1);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(plot_);
    splitter->addWidget(splits);
    splitter->setStretchFactor(0, 0);  // the charts keep their height; a taller window lengthens the table
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* resultsLayout = new QVBoxLayout(results_);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->setSpacing(0);
    resultsLayout->addWidget(header_);
    resultsLayout->addWidget(splitter, 1);
    applyPalette();
    clearPlan();
}

PerformanceView::~PerformanceView() = default;

QString PerformanceView::headerText() const { return header_->text(); }

QString PerformanceView::messageText() const { return pages_->currentWidget() == message_ ? message_->text() : QString(); }

const QVector<QCPBars*>& PerformanceView::stepBars() const { return step_->bars(); }

const QVector<QCPBars*>& PerformanceView::memoryBars() const { return memory_->bars(); }

QCPGraph* PerformanceView::capacityMarker() const { return memory_->marker(); }

QString PerformanceView::stepTitle() const { return step_->title(); }

QString PerformanceView::memoryTitle() const { return memory_->title(); }

void PerformanceView::showMessage(const QString& shown) {
    step_->clear();
    memory_->clear();
    table_->setRowCount(0);
    header_->clear();
    explanations_.clear();
    message_->setText(shown);
    pages_->setCurrentWidget(message_);
    chart::replotWhenShown(plot_);
}

void PerformanceView::clearPlan() { showMessage(tr("No plan yet: open a profile to see its step time.")); }

void PerformanceView::showPlan(const cp::Plan& plan) {
    if (!plan.performance) {
        if (plan.training && plan.training->throughput == cp::ThroughputModel::Mfu) {
            // The editor's own words, so the sentence names what the Design panel shows.
            auto field = [](const char* label) { return QCoreApplication::translate("ProfileField", label); };
            auto section = [](const char* title) { return QCoreApplication::translate("cpui::DesignEditor", title); };
            showMessage(tr("Training speed comes from a flat MFU of %1. Choose '%2' under %3 › %4, or insert a model preset "
                           "in %5, to see the step time.")
                            .arg(text(cp::formatSignificant(100 * plan.training->mfu, 3)) + QLatin1Char('%'),
                                 field("the step-time model"), section("Workload"), field("Training speed from"),
                                 section("Model architecture")));
        } else {
            showMessage(tr("The step-time model did not run for this plan: the Problems list says why."));
        }
        return;
    }
    const cp::PerformanceResult& p = *plan.performance;
    showHeader(p);
    showStep(p);
    showMemory(p);
    explainBars(plan);
    showSplits(p);
    fitLegends();  // the entries' texts changed
    pages_->setCurrentWidget(results_);
    chart::replotWhenShown(plot_);
}

void PerformanceView::showHeader(const cp::PerformanceResult& p) {
    const cp::perf::StepResult& s = p.step;
    header_->setText(QStringLiteral("<b>%1</b><br>").arg(splitText(p.parallelism).toHtmlEscaped()) +
                     tr("%1 of %2 GPUs · step time %3 · %4 tokens/s · MFU %5 · HFU %6")
                         .arg(text(cp::formatCount(p.gpus)), text(cp::formatCount(p.available_gpus)), stepText(s.step_seconds),
                              metricValue("/performance/tokens_per_second", s.tokens_per_second), shareText(s.mfu),
                              shareText(s.hfu)) +
                     (p.likely ? QStringLiteral("<br>") +
                                     tr("Likely (the model's P10-P90 error on published runs): step time %1-%2 · MFU %3-%4")
                                         .arg(stepText(p.stepLikelyLow()), stepText(p.stepLikelyHigh()),
                                              shareText(p.mfuLikelyLow()), shareText(p.mfuLikelyHigh()))
                               : QString()));
}

void PerformanceView::showStep(const cp::PerformanceResult& p) {
    const cp::perf::StepBreakdown& b = p.step.breakdown;
    const std::pair<QString, double> terms[] = {{tr("compute"), b.compute_seconds}, {tr("TP"), b.tp_seconds},
                                                {tr("CP"), b.cp_seconds},           {tr("EP"), b.ep_seconds},
                                                {tr("PP sends"), b.pp_seconds},     {tr("bubble"), b.bubble_seconds},
                                                {tr("DP"), b.dp_seconds},           {tr("optimizer"), b.optimizer_seconds},
                                                {tr("framework"), b.framework_seconds}};
    QVector<BarSegment> segments;
    for (const auto& [name, seconds] : terms) segments.push_back({seconds, name, secondsText(seconds)});
    step_->setSegments(segments);
    step_->setTitle(tr("Step time %1: where it goes").arg(stepText(p.step.step_seconds)));
}

void PerformanceView::showMemory(const cp::PerformanceResult& p) {
    const cp::perf::MemoryBreakdown& m = p.step.memory;
    const std::pair<QString, double> terms[] = {{tr("weights"), m.weights_bytes},
                                                {tr("gradients"), m.gradients_bytes},
                                                {tr("optimizer states"), m.optimizer_bytes},
                                                {tr("activations"), m.activations_bytes},
                                                {tr("output logits"), m.output_bytes}};
    QVector<BarSegment> segments;
    for (const auto& [name, bytes] : terms) segments.push_back({bytes / 1e9, name, gigabytesText(bytes)});
    memory_->setSegments(segments);
    memory_->setMarker(m.capacity_bytes / 1e9, tr("usable %1").arg(gigabytesText(m.capacity_bytes)));
    memory_->setTitle((m.fits ? tr("Memory per GPU %1 of %2 usable") : tr("Memory per GPU %1: over the %2 usable"))
                          .arg(gigabytesText(m.total_bytes), gigabytesText(m.capacity_bytes)));
}

// Each bar's tooltip: its name and value, with the plan's formula and the values substituted.
void PerformanceView::explainBars(const cp::Plan& plan) {
    const char* stepKeys[] = {"compute_seconds", "tp_seconds",     "cp_seconds", "ep_seconds",
                              "pp_seconds",      "bubble_seconds", "dp_seconds", "optimizer_seconds"};
    const char* memoryKeys[] = {"memory.weights_bytes", "memory.gradients_bytes", "memory.optimizer_bytes",
                                "memory.activations_bytes", ""};  // the output logits have no explanation of their own
    explanations_.clear();
    auto add = [&](QCPAbstractPlottable* bars, const std::string& key) {
        if (const cp::Explanation* e = plan.explain("performance." + key))
            explanations_.insert(bars, text(e->formula).toHtmlEscaped() + "<br>" + text(e->substituted).toHtmlEscaped());
    };
    for (std::size_t i = 0; i < std::size(stepKeys); ++i) add(step_->bars()[static_cast<int>(i)], stepKeys[i]);
    for (std::size_t i = 0; i < std::size(memoryKeys); ++i) add(memory_->bars()[static_cast<int>(i)], memoryKeys[i]);
    add(memory_->marker(), "memory.fits");  // memory per GPU ≤ HBM × usable fraction
}

QString PerformanceView::toolTip(QCPAbstractPlottable* plottable) const {
    const QString why = explanations_.value(plottable);
    const QString name = "<b>" + plottable->name().toHtmlEscaped() + "</b>";
    return why.isEmpty() ? name : name + "<br>" + why;
}

void PerformanceView::showSplits(const cp::PerformanceResult& p) {
    splitsCaption_->setText(
        p.searched ? tr("The best split first, then the runner-ups of other shapes: the search considered %1 configurations "
                        "and timed %2.")
                         .arg(text(cp::formatCount(p.considered)), text(cp::formatCount(p.evaluated)))
                   : tr("The profile fixes every dimension of the split: there was nothing to search."));
    struct Row {
        const cp::perf::Parallelism& split;
        const cp::perf::StepResult& step;
        QString why;
        bool fits;
    };
    std::vector<Row> rows{{p.parallelism, p.step, p.searched ? tr("fastest that fits") : tr("the profile's split"), true}};
    for (const cp::perf::Candidate& c : p.alternatives) rows.push_back({c.parallelism, c.result, slowerText(c.result, p.step), true});
    if (p.fastest_not_fitting)
        rows.push_back({p.fastest_not_fitting->parallelism, p.fastest_not_fitting->result,
                        overMemoryText(p.fastest_not_fitting->result, p.step), false});
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const Row& row = rows[static_cast<std::size_t>(r)];
        const QString shown[kColumns] = {splitText(row.split), stepText(row.step.step_seconds),
                                         shareText(row.step.mfu), row.why};
        for (int c = 0; c < kColumns; ++c) {
            QTableWidgetItem* item = cell(shown[c]);
            QFont font = table_->font();
            font.setBold(r == 0);
            font.setItalic(!row.fits);
            item->setFont(font);
            if (c == kStepTime || c == kMfu) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(r, c, item);
        }
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
}

// Legend columns follow the width each chart gets (the layout's column stretch 1.25 : 1).
bool PerformanceView::fitLegends() {
    const int width = this->width() - kColumnSpacing;  // the plot's, which is laid out after this event
    const bool step = step_->fitLegend(width * 5 / 9);
    const bool memory = memory_->fitLegend(width * 4 / 9);
    return step || memory;
}

void PerformanceView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (fitLegends()) plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PerformanceView::applyPalette() {
    chart::applyPalette(plot_, palette());
    step_->applyPalette(palette());
    memory_->applyPalette(palette());
}

void PerformanceView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {  // a switch between light and dark
        applyPalette();
        plot_->replot();
    }
    QWidget::changeEvent(event);
}

}  // namespace cpui
