#include "views/metric_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include "common/format.h"
#include "plan/metrics.h"

namespace cpui {

namespace {

struct MetricTerms {
    Q_DECLARE_TR_FUNCTIONS(cpui::MetricTerms)
};  // lupdate reads the context from this class

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

// A declared label in the interface language: lupdate lists each from the declarations
// (core/plan/outputs_*.cpp, context "Output").
QString labelText(const std::string& declared) { return QCoreApplication::translate("Output", declared.c_str()); }

}  // namespace

QString metricText(const std::string& label) {
    const QString english = QString::fromStdString(label);
    for (const cp::Metric& metric : cp::metricRegistry()) {
        const QString declared = QString::fromStdString(metric.label);
        if (!declared.contains(QLatin1Char('{'))) {
            if (english == declared) return labelText(metric.label);
            continue;
        }
        const QRegularExpressionMatch m = templateExpression(declared).match(english);
        if (!m.hasMatch()) continue;
        QString shown = labelText(metric.label);
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

}  // namespace cpui
