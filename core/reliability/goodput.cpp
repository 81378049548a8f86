#include "reliability/goodput.h"

#include <algorithm>

#include "common/format.h"

namespace cp {

double goodput(const ReliabilityResult& r) { return std::max(kGoodputFloor, r.ettr_in_memory.value_or(r.ettr)); }

std::string goodputSource(const ReliabilityResult& r) {
    const double ettr = r.ettr_in_memory.value_or(r.ettr);
    std::string text = r.ettr_in_memory ? "goodput = reliability.ettr_in_memory (peer-memory recovery)"
                                        : "goodput = reliability.ettr (expected effective training time ratio)";
    if (ettr < kGoodputFloor)
        text += "; ETTR " + formatFixed(ettr, 3) +
                " is below 1%, so 1% is used to keep the figures finite: this design does not train";
    return text;
}

}  // namespace cp
