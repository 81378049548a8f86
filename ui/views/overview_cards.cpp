#include "views/overview_cards.h"
#include "views/metric_text.h"

#include <algorithm>
#include <cmath>

#include <QBoxLayout>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QStackedWidget>
#include <functional>
#include <optional>

#include "common/format.h"
#include "plan/metrics.h"
#include "views/display_units.h"

namespace cpui {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }
QString count(std::int64_t n) { return text(cp::formatCount(n)); }
QString fixed(double v, int decimals) { return text(cp::formatFixed(v, decimals)); }
// Money and power in the units chosen in Preferences (power as the CLI prints it unless set otherwise).
QString usdMillions(double usd) { return DisplayUnits::current().moneyMillions(usd); }
QString money(double usd, int decimals) { return DisplayUnits::current().money(usd, decimals); }
QString power(double kw) { return DisplayUnits::current().power(kw); }

// What one card shows. `section` names the plan section it reads, for the "not computed" text.
struct CardContent {
    QString value;  // "—" when not computed
    QString unit;
    QString secondary;
    bool computed = false;
};

// The headline figures, in reading order: size, cost, power, time, failures. Each is a
// registry metric (plan/metrics.h): its heading is the caption, its explanation key the card's.
const char* const kCardMetrics[] = {
    "/compute/gpus",       "/fabric/switches_total", "/cabling/transceivers_total",        "/cost/capex_usd",
    "/power/it_kw",        "/power/facility_kw",     "/power/energy_mwh_per_year",         "/cost/tco_usd_per_year",
    "/training/gpu_hours", "/training/days",         "/reliability/first_failure_minutes", "/reliability/ettr"};

// The core's words the cards show (the metrics' headings and units), for lupdate: the core
// stays English and the cards translate them in this context. A heading missing here stays
// English in Chinese, which tests/test_translation.cpp reports.
[[maybe_unused]] const char* const kCardWords[] = {
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "GPUs"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Switches"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Transceivers"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Hardware capex"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "IT power (nameplate)"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Facility power"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Energy per year"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "TCO per year"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "GPU-hours"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Days to train"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "Time to first failure"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "ETTR (goodput)"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "days"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "min"),
    QT_TRANSLATE_NOOP("cpui::OverviewCards", "h"),
};

// One card: its metric, and the names the widget keeps as QStrings.
struct CardSpec {
    const cp::Metric* metric;
    QString key;      // the explanation key, "fabric.switches_total"
    QString section;  // the plan section it reads, for the "not computed" text
};

std::vector<CardSpec> cardSpecs() {
    std::vector<CardSpec> specs;
    for (const char* key : kCardMetrics) {
        const cp::Metric* m = cp::findMetric(key);
        specs.push_back({m, text(m->explanation), text(m->section)});
    }
    return specs;
}

// Card texts share the OverviewCards translation context, also inside OverviewCard.
QString trCards(const char* s) { return OverviewCards::tr(s); }
QString captionOf(const cp::Metric& m) { return trCards(cp::metricHeading(m).c_str()); }
QString unitOf(const cp::Metric& m) { return trCards(m.unit.c_str()); }

CardContent computed(QString value, QString unit, QString secondary) {
    return {std::move(value), std::move(unit), std::move(secondary), true};
}

CardContent notComputed() { return {QStringLiteral("—"), {}, OverviewCards::tr("not computed"), false}; }

// The *CardContent helpers below read the cards of one part of the plan each; nullopt for another
// part's card. This one: GPUs, switches and transceivers, the size of the cluster.
std::optional<CardContent> sizeCardContent(const cp::Metric& metric, const cp::Plan& plan) {
    const std::string& key = metric.explanation;
    const cp::ComputeResult& c = plan.compute;
    if (key == "compute.gpus")
        return computed(count(c.gpus), {}, OverviewCards::tr("%1 nodes × %2").arg(count(c.nodes), text(c.gpu_id)));
    if (key == "fabric.switches_total") {
        if (!plan.fabric) return notComputed();
        return computed(
            count(plan.fabric->switches_total), {},
            OverviewCards::tr("%1 switch links · %n network(s)", nullptr, static_cast<int>(plan.fabric->networks.size()))
                .arg(count(plan.fabric->links_total)));
    }
    if (key == "cabling.transceivers_total") {
        if (!plan.cabling) return notComputed();
        const cp::CablingResult& k = *plan.cabling;
        return computed(count(k.transceivers_total), {},
                        OverviewCards::tr("%1 cables · copper %2%").arg(count(k.cables_total), fixed(100 * k.copper_share, 1)));
    }
    return std::nullopt;
}

// Capex, IT and facility power, energy and TCO per year.
std::optional<CardContent> costAndPowerCardContent(const cp::Metric& metric, const cp::Plan& plan) {
    const std::string& key = metric.explanation;
    if (key == "cost.capex_usd") {
        if (!plan.cost) return notComputed();
        const cp::CostResult& k = *plan.cost;
        return computed(
            usdMillions(k.capex_usd), {},
            OverviewCards::tr("%1 per GPU · network %2%").arg(money(k.capex_per_gpu_usd, 0), fixed(100 * k.network_share, 1)));
    }
    if (key == "power.it_kw" || key == "power.facility_kw") {
        if (!plan.power) return notComputed();
        const cp::PowerResult& p = *plan.power;
        const QString pue = p.it_kw > 0 ? OverviewCards::tr(" · PUE %1").arg(fixed(p.facility_kw / p.it_kw, 2)) : QString();
        if (key == "power.it_kw")
            return computed(power(p.it_kw), {}, OverviewCards::tr("%1 facility%2").arg(power(p.facility_kw), pue));
        return computed(power(p.facility_kw), {}, OverviewCards::tr("%1 on average%2").arg(power(p.facility_kw_average), pue));
    }
    if (key == "power.energy_mwh_per_year") {
        if (!plan.power) return notComputed();
        const cp::PowerResult& p = *plan.power;
        const bool giga = p.energy_mwh_per_year >= 1000;
        return computed(fixed(giga ? p.energy_mwh_per_year / 1000 : p.energy_mwh_per_year, 1),
                        giga ? OverviewCards::tr("GWh") : OverviewCards::tr("MWh"),
                        OverviewCards::tr("%1 electricity · %2 t CO₂")
                            .arg(usdMillions(p.energy_cost_usd_per_year), fixed(p.co2_tonnes_per_year, 0)));
    }
    if (key == "cost.tco_usd_per_year") {
        if (!plan.cost) return notComputed();
        return computed(usdMillions(plan.cost->tco_usd_per_year), {},
                        OverviewCards::tr("%1 per delivered GPU-hour").arg(money(plan.cost->usd_per_gpu_hour, 2)));
    }
    return std::nullopt;
}

// GPU-hours and days to train.
std::optional<CardContent> trainingCardContent(const cp::Metric& metric, const cp::Plan& plan) {
    const std::string& key = metric.explanation;
    if (key == "training.gpu_hours") {
        if (!plan.training) return notComputed();
        const cp::TrainingResult& t = *plan.training;
        // Where the speed came from: the step-time model's MFU and step, or the MFU the profile gives.
        const QString speed = plan.performance ? OverviewCards::tr("MFU %1% · step %2 s (step-time model)")
                                                     .arg(fixed(100 * t.mfu, 1), fixed(plan.performance->step.step_seconds, 2))
                                               : OverviewCards::tr("%1 FLOPs at %2, MFU %3% (given)")
                                                     .arg(text(cp::formatScientific(t.flops)), text(cp::enumText(t.precision)),
                                                          fixed(100 * t.mfu, 0));
        QString scale;  // "1.79 million" as the text summary writes it: the number big, the word as its unit
        const QString hours = scientificText(t.gpu_hours, &scale);
        return computed(hours, scale, speed);
    }
    if (key == "training.days") {
        if (!plan.training) return notComputed();
        const cp::TrainingResult& t = *plan.training;
        return computed(fixed(t.days, metric.decimals), unitOf(metric),
                        OverviewCards::tr("goodput %1 · run %2").arg(fixed(t.goodput, 3), usdMillions(t.run_cost_usd)));
    }
    return std::nullopt;
}

// Time to first failure and ETTR.
std::optional<CardContent> reliabilityCardContent(const cp::Metric& metric, const cp::Plan& plan) {
    const std::string& key = metric.explanation;
    if (key == "reliability.first_failure_minutes") {
        if (!plan.reliability) return notComputed();
        const cp::ReliabilityResult& r = *plan.reliability;
        // Minutes while they read (under 2 h), then hours, as the CLI's text prints it.
        const bool hours = r.first_failure_minutes >= 120;
        return computed(hours ? fixed(r.first_failure_minutes / 60, 1) : fixed(r.first_failure_minutes, metric.decimals),
                        hours ? trCards("h") : unitOf(metric),
                        hours ? OverviewCards::tr("%1 failures per day").arg(fixed(r.failures_per_day, 1))
                              : OverviewCards::tr("job MTTF %1 h · %2 failures per day")
                                    .arg(fixed(r.job_mttf_hours, 2), fixed(r.failures_per_day, 1)));
    }
    if (key == "reliability.ettr") {
        if (!plan.reliability) return notComputed();
        const cp::ReliabilityResult& r = *plan.reliability;
        // With peer-memory recovery the plan trains at the in-memory ETTR; say so next to the disk one.
        const QString second = r.ettr_in_memory ? OverviewCards::tr("in-memory recovery %1").arg(fixed(*r.ettr_in_memory, 3))
                                                : OverviewCards::tr("%1 at the optimum").arg(fixed(r.ettr_at_optimum, 3));
        return computed(fixed(r.ettr, metric.decimals), {},
                        OverviewCards::tr("checkpoint every %1 min · %2").arg(fixed(r.checkpoint_interval_minutes, 1), second));
    }
    return std::nullopt;
}

// Reads the plan's numbers for one card; formats, never derives model quantities.
CardContent contentFor(const cp::Metric& metric, const cp::Plan& plan) {
    if (std::optional<CardContent> c = sizeCardContent(metric, plan)) return *c;
    if (std::optional<CardContent> c = costAndPowerCardContent(metric, plan)) return *c;
    if (std::optional<CardContent> c = trainingCardContent(metric, plan)) return *c;
    if (std::optional<CardContent> c = reliabilityCardContent(metric, plan)) return *c;
    return notComputed();
}

// A range as the card would show its ends: money in millions, power in its unit, else the value
// in the registry's format with the card's unit.
QString rangeText(const cp::Metric& metric, double low, double high) {
    if (metric.unit == "USD") return OverviewCards::tr("P10–P90: %1 – %2").arg(usdMillions(low), usdMillions(high));
    if (metric.unit == "kW") return OverviewCards::tr("P10–P90: %1 – %2").arg(power(low), power(high));
    if (std::abs(high) >= 1e6) {  // "25.9 – 31.2 million", as the card writes the value itself
        QString lowWord, highWord;
        const QString a = scientificText(low, &lowWord), b = scientificText(high, &highWord);
        if (lowWord == highWord) return OverviewCards::tr("P10–P90: %1 – %2").arg(a, b + QLatin1Char(' ') + highWord);
    }
    const DisplayUnits& units = DisplayUnits::current();
    QString unit = unitOf(metric);
    if (!unit.isEmpty()) unit.prepend(QLatin1Char(' '));
    return OverviewCards::tr("P10–P90: %1 – %2")
        .arg(units.valueText(low, metric.unit, &metric, false), units.valueText(high, metric.unit, &metric, false) + unit);
}

QString explanationHtml(const cp::Explanation& e) {
    QString html = "<b>" + text(e.label).toHtmlEscaped() + "</b><br>" + text(e.formula).toHtmlEscaped() + "<br>" +
                   text(e.substituted).toHtmlEscaped();
    for (const std::string& s : e.sources) html += "<br><i>" + OverviewCards::tr("source:") + "</i> " + text(s).toHtmlEscaped();
    return html;
}

}  // namespace

std::vector<HeadlineFigure> headlineFigures(const cp::Plan& plan) {
    std::vector<HeadlineFigure> figures;
    for (const CardSpec& spec : cardSpecs()) {
        const CardContent c = contentFor(*spec.metric, plan);
        const QString value = c.unit.isEmpty() ? c.value : c.value + " " + c.unit;
        figures.push_back({spec.key, captionOf(*spec.metric), value, c.secondary, c.computed});
    }
    return figures;
}

// One clickable, focusable card. Painted with palette roles so it follows dark mode.
class OverviewCard : public QFrame {
public:
    OverviewCard(const CardSpec& spec, std::function<void(const QString&)> onSelect, QWidget* parent)
        : QFrame(parent), metric_(spec.metric), key_(spec.key), section_(spec.section), on_select_(std::move(onSelect)) {
        setObjectName(key_);
        setFocusPolicy(Qt::StrongFocus);
        setCursor(Qt::PointingHandCursor);
        setMinimumSize(190, 96);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

        caption_ = new QLabel(captionOf(*spec.metric), this);
        value_ = new QLabel(this);
        unit_ = new QLabel(this);
        secondary_ = new QLabel(this);
        secondary_->setWordWrap(true);
        range_ = new QLabel(this);
        range_->setWordWrap(true);  // a narrow card wraps the range rather than cutting it
        range_->setVisible(false);
        range_->setToolTip(OverviewCards::tr("From the last run of this design's ranges on the Uncertainty tab"));
        QFont big = value_->font();
        big.setPointSizeF(big.pointSizeF() * 2.0);
        big.setBold(true);
        value_->setFont(big);
        QFont unitFont = unit_->font();
        unitFont.setPointSizeF(unitFont.pointSizeF() * 1.2);
        unit_->setFont(unitFont);
        QFont captionFont = caption_->font();
        captionFont.setBold(true);
        caption_->setFont(captionFont);

        auto* valueRow = new QHBoxLayout;
        valueRow->setSpacing(6);
        valueRow->addWidget(value_, 0, Qt::AlignBaseline);
        valueRow->addWidget(unit_, 0, Qt::AlignBaseline);
        valueRow->addStretch();
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(14, 10, 14, 10);
        layout->setSpacing(2);
        layout->addWidget(caption_);
        layout->addLayout(valueRow);
        layout->addWidget(secondary_);
        layout->addWidget(range_);
        layout->addStretch();
        applyColours();
    }

    const cp::Metric& metric() const { return *metric_; }
    const QString& key() const { return key_; }
    const QString& section() const { return section_; }
    const std::optional<cp::Explanation>& explanation() const { return explanation_; }
    bool isComputed() const { return computed_; }
    QString caption() const { return caption_->text(); }
    QString value() const { return unit_->text().isEmpty() ? value_->text() : value_->text() + " " + unit_->text(); }
    QString secondary() const { return secondary_->text(); }
    QString range() const { return range_->text(); }
    void setRange(const QString& text) {
        range_->setText(text);
        range_->setVisible(!text.isEmpty());
    }

    void setContent(const CardContent& content, const cp::Explanation* explanation) {
        computed_ = content.computed;
        value_->setText(content.value);
        unit_->setText(content.unit);
        unit_->setVisible(!content.unit.isEmpty());
        secondary_->setText(content.secondary);
        explanation_ = explanation && content.computed ? std::optional<cp::Explanation>(*explanation) : std::nullopt;
        if (explanation_)
            setToolTip(explanationHtml(*explanation_));
        else
            setToolTip(computed_ ? OverviewCards::tr("The plan carries no explanation for this number.")
                                 : OverviewCards::tr("Not computed for this profile."));
        setAccessibleName(caption() + ": " + value());
        setAccessibleDescription(secondary());
    }

    void setSelected(bool selected) {
        if (selected_ == selected) return;
        selected_ = selected;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal border = selected_ ? 2.5 : 1.0;
        const QRectF box = QRectF(rect()).adjusted(border / 2 + 1, border / 2 + 1, -border / 2 - 1, -border / 2 - 1);
        painter.setPen(QPen(palette().color(selected_ ? QPalette::Highlight : QPalette::Mid), border));
        painter.setBrush(palette().color(QPalette::Base));
        painter.drawRoundedRect(box, 6, 6);
        if (hasFocus() && !selected_) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), 4, 4);
        }
    }
    void mousePressEvent(QMouseEvent* event) override {
        if (event->button() == Qt::LeftButton) on_select_(key_);
        QFrame::mousePressEvent(event);
    }
    void keyPressEvent(QKeyEvent* event) override {
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
            on_select_(key_);
            return;
        }
        QFrame::keyPressEvent(event);
    }
    void focusInEvent(QFocusEvent* event) override {
        // Tabbing onto a card selects it, so the why panel follows the keyboard.
        if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) on_select_(key_);
        QFrame::focusInEvent(event);
    }
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange) applyColours();
        QFrame::changeEvent(event);
    }

private:
    // Text on the Base colour (cards are painted with Base); captions and details muted.
    void applyColours() {
        const QColor text = palette().color(QPalette::Text);
        QColor muted = text;
        muted.setAlphaF(0.7f);
        for (QLabel* label : {value_, unit_}) {
            QPalette p = label->palette();
            p.setColor(QPalette::WindowText, text);
            label->setPalette(p);
        }
        for (QLabel* label : {caption_, secondary_, range_}) {
            QPalette p = label->palette();
            p.setColor(QPalette::WindowText, muted);
            label->setPalette(p);
        }
    }

    const cp::Metric* metric_;
    QString key_, section_;
    std::function<void(const QString&)> on_select_;
    QLabel *caption_, *value_, *unit_, *secondary_, *range_;
    std::optional<cp::Explanation> explanation_;
    bool computed_ = false;
    bool selected_ = false;
};

OverviewCards::OverviewCards(QWidget* parent)
    : QWidget(parent),
      pages_(new QStackedWidget(this)),
      empty_label_(new QLabel(this)),
      grid_(new QGridLayout),
      why_scroll_(new QScrollArea(this)),
      why_title_(new QLabel(this)),
      why_body_(new QLabel(this)) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(pages_);

    empty_label_->setText(tr("No plan yet: open a profile to see its headline figures."));
    empty_label_->setAlignment(Qt::AlignCenter);
    empty_label_->setWordWrap(true);
    pages_->addWidget(empty_label_);

    auto* content = new QWidget(this);
    content_layout_ = new QBoxLayout(QBoxLayout::LeftToRight, content);
    content_layout_->setContentsMargins(8, 8, 8, 8);
    content_layout_->setSpacing(12);

    auto* gridHost = new QWidget(content);
    auto* gridColumn = new QVBoxLayout(gridHost);
    gridColumn->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(10);
    gridColumn->addLayout(grid_);
    gridColumn->addStretch();
    auto* gridScroll = new QScrollArea(content);
    gridScroll->setWidget(gridHost);
    gridScroll->setWidgetResizable(true);
    gridScroll->setFrameShape(QFrame::NoFrame);
    gridScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    content_layout_->addWidget(gridScroll, 2);

    auto* why = new QFrame(content);
    why->setFrameShape(QFrame::StyledPanel);
    auto* whyLayout = new QVBoxLayout(why);
    whyLayout->setContentsMargins(14, 12, 14, 12);
    QFont titleFont = why_title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    why_title_->setFont(titleFont);
    why_title_->setWordWrap(true);
    why_body_->setWordWrap(true);
    why_body_->setTextFormat(Qt::RichText);
    why_body_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard | Qt::LinksAccessibleByMouse |
                                       Qt::LinksAccessibleByKeyboard);
    why_body_->setOpenExternalLinks(false);
    // "formula:power.it_kw": the card's section of the formula reference (Help › Formula reference).
    connect(why_body_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("formula:"))) emit formulaReferenceRequested(link.mid(8));
    });
    why_body_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    whyLayout->addWidget(why_title_);
    whyLayout->addWidget(why_body_);
    whyLayout->addStretch();
    why_scroll_->setWidget(why);
    why_scroll_->setWidgetResizable(true);
    why_scroll_->setFrameShape(QFrame::NoFrame);
    why_scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    why_scroll_->setMinimumWidth(260);
    content_layout_->addWidget(why_scroll_, 1);
    pages_->addWidget(content);

    for (const CardSpec& spec : cardSpecs())
        cards_.push_back(new OverviewCard(
            spec, [this](const QString& key) { selectCard(key); }, gridHost));
    arrangeCards();
    clearPlan();
}

OverviewCard* OverviewCards::card(const QString& key) const {
    for (OverviewCard* c : cards_)
        if (c->key() == key) return c;
    return nullptr;
}

QStringList OverviewCards::cardKeys() const {
    QStringList keys;
    for (const OverviewCard* c : cards_) keys << c->key();
    return keys;
}

QString OverviewCards::cardValue(const QString& key) const {
    const OverviewCard* c = card(key);
    return c ? c->value() : QString();
}

QString OverviewCards::cardSecondary(const QString& key) const {
    const OverviewCard* c = card(key);
    return c ? c->secondary() : QString();
}

QString OverviewCards::whyText() const { return why_plain_; }

void OverviewCards::setRanges(const std::map<std::string, std::pair<double, double>>& p10p90) {
    for (OverviewCard* c : cards_) {
        const auto it = p10p90.find(c->metric().key);
        c->setRange(it == p10p90.end() ? QString() : rangeText(c->metric(), it->second.first, it->second.second));
    }
}

QString OverviewCards::cardRange(const QString& key) const {
    const OverviewCard* c = card(key);
    return c ? c->range() : QString();
}

bool OverviewCards::isEmptyState() const { return pages_->currentWidget() == empty_label_; }

void OverviewCards::clearPlan() {
    for (OverviewCard* c : cards_) c->setContent(notComputed(), nullptr);
    pages_->setCurrentWidget(empty_label_);
    updateWhyPanel();
}

void OverviewCards::showPlan(const cp::Plan& plan) {
    // A default Plan (no profile evaluated) has no GPUs: show the empty state, not a grid of zeros.
    if (plan.compute.gpus == 0 && !plan.fabric && !plan.power && !plan.cost) {
        clearPlan();
        return;
    }
    for (OverviewCard* c : cards_) c->setContent(contentFor(c->metric(), plan), plan.explain(c->metric().explanation));
    pages_->setCurrentWidget(pages_->widget(1));
    if (selected_key_.isEmpty()) selected_key_ = cards_.front()->key();
    for (OverviewCard* c : cards_) c->setSelected(c->key() == selected_key_);
    updateWhyPanel();
}

bool OverviewCards::selectCard(const QString& key) {
    if (!card(key)) return false;
    const bool changed = key != selected_key_;
    selected_key_ = key;
    for (OverviewCard* c : cards_) c->setSelected(c->key() == key);
    updateWhyPanel();
    if (changed) emit cardSelected(key);
    return true;
}

void OverviewCards::updateWhyPanel() {
    const OverviewCard* c = card(selected_key_);
    if (!c || isEmptyState()) {
        why_title_->clear();
        why_body_->clear();
        why_plain_.clear();
        return;
    }
    why_title_->setText(tr("Why %1?").arg(c->value()));
    QString html =
        "<p>" + c->caption().toHtmlEscaped() + " <span style='color:gray'>[" + c->key().toHtmlEscaped() + "]</span></p>";
    QStringList plain{why_title_->text(), c->caption() + " [" + c->key() + "]"};
    if (!c->isComputed()) {
        const QString note = tr("Not computed: the plan has no %1 section for this profile.").arg(c->section());
        html += "<p>" + note.toHtmlEscaped() + "</p>";
        plain << note;
    } else if (!c->explanation()) {
        const QString note = tr("The plan carries no explanation for this number.");
        html += "<p>" + note.toHtmlEscaped() + "</p>";
        plain << note;
    } else {
        const cp::Explanation& e = *c->explanation();
        const QString label = text(e.label), formula = text(e.formula), values = text(e.substituted);
        html += "<h4>" + tr("Formula").toHtmlEscaped() + "</h4><p>" + formula.toHtmlEscaped() + "</p>";
        html += "<h4>" + tr("With the values").toHtmlEscaped() + "</h4><p>" + values.toHtmlEscaped() + "</p>";
        plain << label << formula << values;
        if (!e.sources.empty()) {
            html += "<h4>" + tr("Sources").toHtmlEscaped() + "</h4><ul style='margin-left:-20px'>";
            for (const std::string& s : e.sources) {
                html += "<li>" + text(s).toHtmlEscaped() + "</li>";
                plain << text(s);
            }
            html += "</ul>";
        }
        html += "<p><a href='formula:" + c->key().toHtmlEscaped() + "'>" + tr("Formula reference").toHtmlEscaped() + "</a></p>";
    }
    why_body_->setText(html);
    why_plain_ = plain.join('\n');
}

void OverviewCards::arrangeCards() {
    // Columns follow the width the grid gets (two thirds beside the why panel): about 200 px per
    // card, 1 to 4 columns; a laptop-width tab gets three, so all twelve cards show in four rows.
    const int gridWidth = content_layout_->direction() == QBoxLayout::LeftToRight ? width() * 2 / 3 : width();
    const int columns = std::clamp(gridWidth / 200, 1, 4);  // four at most: wider cards read better than more
    if (columns == columns_) return;
    columns_ = columns;
    for (OverviewCard* c : cards_) grid_->removeWidget(c);
    for (int i = 0; i < static_cast<int>(cards_.size()); ++i)
        grid_->addWidget(cards_[static_cast<std::size_t>(i)], i / columns, i % columns);
    // Tab order follows reading order.
    for (std::size_t i = 1; i < cards_.size(); ++i) setTabOrder(cards_[i - 1], cards_[i]);
}

void OverviewCards::resizeEvent(QResizeEvent* event) {
    // The why panel sits beside the grid on wide windows and below it on narrow ones.
    const auto direction = width() >= 860 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (content_layout_->direction() != direction) {
        content_layout_->setDirection(direction);
        columns_ = 0;
    }
    arrangeCards();
    QWidget::resizeEvent(event);
}

}  // namespace cpui
