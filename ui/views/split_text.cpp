#include "views/split_text.h"

#include <QCoreApplication>

#include "common/format.h"

namespace cpui {

namespace {

struct SplitText {
    Q_DECLARE_TR_FUNCTIONS(cpui::SplitText)
};  // lupdate reads the context from this class

QString recomputeText(cp::perf::Recompute recompute) {
    switch (recompute) {
    case cp::perf::Recompute::None:
        return SplitText::tr("none");
    case cp::perf::Recompute::Selective:
        return SplitText::tr("selective");
    case cp::perf::Recompute::Full:
        return SplitText::tr("full");
    }
    return {};
}

QString partText(cp::perf::StepPart part) {
    switch (part) {
    case cp::perf::StepPart::Compute:
        return SplitText::tr("compute");
    case cp::perf::StepPart::Tp:
        return SplitText::tr("TP");
    case cp::perf::StepPart::Cp:
        return SplitText::tr("CP");
    case cp::perf::StepPart::Ep:
        return SplitText::tr("EP");
    case cp::perf::StepPart::PipelineSends:
        return SplitText::tr("pipeline sends");
    case cp::perf::StepPart::Bubble:
        return SplitText::tr("bubble");
    case cp::perf::StepPart::Dp:
        return SplitText::tr("DP");
    case cp::perf::StepPart::Optimizer:
        return SplitText::tr("optimizer");
    }
    return {};
}

QString percentText(double fraction) { return QString::fromStdString(cp::formatFixed(100 * fraction, 1)) + "%"; }

}  // namespace

QString splitText(const cp::perf::Parallelism& split) {
    QString out = QStringLiteral("TP %1 · PP %2").arg(split.tp).arg(split.pp);
    if (split.virtual_stages > 1) out += " " + SplitText::tr("(%1 virtual)").arg(split.virtual_stages);
    out += QStringLiteral(" · DP %1").arg(split.dp);
    if (split.cp > 1) out += QStringLiteral(" · CP %1").arg(split.cp);
    if (split.ep > 1) out += QStringLiteral(" · EP %1").arg(split.ep);
    return out + " · " + SplitText::tr("micro-batch %1").arg(split.micro_batch_sequences) + QStringLiteral(" · ZeRO %1").arg(split.zero_stage) +
           " · " + SplitText::tr("recompute %1").arg(recomputeText(split.recompute));
}

QString slowerText(const cp::perf::StepResult& candidate, const cp::perf::StepResult& best) {
    const double slower = best.step_seconds > 0 ? candidate.step_seconds / best.step_seconds - 1 : 0;
    QStringList losses;
    for (const cp::perf::PartLoss& loss : cp::perf::largestLosses(candidate, best))
        losses << partText(loss.part) + " " + QString::asprintf("%+.3g s", loss.seconds);
    return SplitText::tr("%1 slower: %2").arg(percentText(slower), losses.join(", "));
}

QString overMemoryText(const cp::perf::StepResult& candidate, const cp::perf::StepResult& best) {
    const double faster = candidate.step_seconds > 0 ? 1 - candidate.step_seconds / best.step_seconds : 0;
    return SplitText::tr("would be %1 faster but needs %2 GB per GPU of %3 GB")
        .arg(percentText(faster), QString::fromStdString(cp::formatFixed(candidate.memory.total_bytes / 1e9, 1)),
             QString::fromStdString(cp::formatFixed(candidate.memory.capacity_bytes / 1e9, 1)));
}

}  // namespace cpui
