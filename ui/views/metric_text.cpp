#include "views/metric_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <iterator>

#include "common/format.h"

namespace cpui {

namespace {

struct MetricTerms {
    Q_DECLARE_TR_FUNCTIONS(cpui::MetricTerms)
};  // lupdate reads the context from this class

// Every label of the registry, as declared ("{basis}" and "{precision}" are filled in at run time).
const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPUs"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "nodes"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "switches"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "switches per 1,000 GPUs"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "switches by port arithmetic"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "switch-to-switch links"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "endpoint links"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "tiers (first network)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "cables"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "transceivers"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "copper share"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "optics and cables"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "racks"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "IT power (nameplate)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "IT power per GPU"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "facility power"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "facility power, average"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "energy per year"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "electricity per year"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "compute rack"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "cooling and losses (PUE)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "hardware capex"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "hardware capex per GPU"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "network (switches, optics, cables)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "network share of capex"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "servers"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "facility capex"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "TCO per year"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "cost per delivered GPU-hour"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "days to train"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU-hours"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "cost of the run"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "energy of the run"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "CO2 of the run"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "goodput"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "MFU"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "MFU, likely low"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "MFU, likely high"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "days to train, likely low"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "days to train, likely high"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "step time"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "exposed communication per step"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "data-parallel communication"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "pipeline bubble"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "tokens per second"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: compute"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: framework overhead"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: exposed TP communication"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: exposed CP communication"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: exposed expert all-to-all"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: pipeline sends"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: pipeline bubble"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: exposed DP communication"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU time per million tokens: optimizer"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "memory per GPU"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "job MTTF"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "time to first failure"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "failures per day"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "checkpoint interval"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "Daly interval"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "ETTR (goodput)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "ETTR at the optimal interval"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "GPU-days lost per failure"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "performance per GPU ({basis}, {precision})"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "cluster performance ({basis})"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "node price"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "performance per node price"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "node power (average)"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "NICs"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "rest of node"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "storage servers"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "transceivers and active cables"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "other IT"),
};

// The words the registry fills in, and the units in brackets.
const char* const kWords[] = {
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "dense peak"), QT_TRANSLATE_NOOP("cpui::MetricTerms", "measured GEMM"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "days"),       QT_TRANSLATE_NOOP("cpui::MetricTerms", "h"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "min"),        QT_TRANSLATE_NOOP("cpui::MetricTerms", "s"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "t"),          QT_TRANSLATE_NOOP("cpui::MetricTerms", "per GPU"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "per kUSD"),   QT_TRANSLATE_NOOP("cpui::MetricTerms", "TFLOPS per kUSD"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "million"),    QT_TRANSLATE_NOOP("cpui::MetricTerms", "billion"),
    QT_TRANSLATE_NOOP("cpui::MetricTerms", "trillion"),
};

QString word(const QString& english) {
    for (const char* w : kWords)
        if (english == QLatin1String(w)) return MetricTerms::tr(w);
    return english;
}

// A template's "{basis}" and "{precision}" as capture groups: "cluster performance \((.+)\)".
QRegularExpression templateExpression(const QString& label) {
    QString pattern = QRegularExpression::escape(label);
    pattern.replace(QLatin1String("\\{basis\\}"), QLatin1String("(.+?)"));
    pattern.replace(QLatin1String("\\{precision\\}"), QLatin1String("(.+?)"));
    return QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$'));
}

}  // namespace

QString metricText(const std::string& label) {
    const QString english = QString::fromStdString(label);
    for (const char* known : kLabels) {
        const QString declared = QLatin1String(known);
        if (!declared.contains(QLatin1Char('{'))) {
            if (english == declared) return MetricTerms::tr(known);
            continue;
        }
        const QRegularExpressionMatch m = templateExpression(declared).match(english);
        if (!m.hasMatch()) continue;
        QString shown = MetricTerms::tr(known);
        if (declared.contains(QLatin1String("{basis}"))) shown.replace(QLatin1String("{basis}"), word(m.captured(1)));
        if (declared.contains(QLatin1String("{precision}"))) shown.replace(QLatin1String("{precision}"), m.captured(2));
        return shown;
    }
    return english;
}

QString metricUnitText(const QString& english) {
    if (const QString whole = word(english); whole != english) return whole;  // "days", "TFLOPS per kUSD"
    QString unit = english;  // "USD per GPU": the first word, then the "per" phrases
    for (const char* per : {"per GPU", "per kUSD"}) unit.replace(QLatin1String(per), word(QLatin1String(per)));
    const qsizetype space = unit.indexOf(QLatin1Char(' '));
    const QString first = space < 0 ? unit : unit.left(space);
    return word(first) + (space < 0 ? QString() : unit.mid(space));
}

QString scientificText(double value, QString* scaleWord) {
    const QString english = QString::fromStdString(cp::formatScientific(value));  // "1.79 million", "589,523"
    const qsizetype space = english.indexOf(QLatin1Char(' '));
    const QString number = space < 0 ? english : english.left(space);
    const QString scale = space < 0 ? QString() : word(english.mid(space + 1));
    if (scaleWord) {
        *scaleWord = scale;
        return number;
    }
    return scale.isEmpty() ? number : number + QLatin1Char(' ') + scale;
}

QString metricLabelText(const std::string& labelWithUnit) {
    const QString text = QString::fromStdString(labelWithUnit);
    const qsizetype open = text.lastIndexOf(QLatin1String(" ["));
    if (open < 0 || !text.endsWith(QLatin1Char(']'))) return metricText(labelWithUnit);
    const QString unit = metricUnitText(text.mid(open + 2, text.size() - open - 3));
    return metricText(text.left(open).toStdString()) + QStringLiteral(" [") + unit + QLatin1Char(']');
}

std::vector<std::string> listedMetricLabels() { return {std::begin(kLabels), std::end(kLabels)}; }

}  // namespace cpui
