#include "common/spelling.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace cp {

std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::vector<std::string> nearestNames(const std::string& word, const std::vector<std::string>& candidates, std::size_t count) {
    const std::size_t limit = std::max<std::size_t>(2, word.size() / 3);
    std::vector<std::pair<std::size_t, std::size_t>> near;  // distance, index
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (const std::size_t d = editDistance(word, candidates[i]); d <= limit && d > 0) near.emplace_back(d, i);
    std::stable_sort(near.begin(), near.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < near.size() && i < count; ++i) out.push_back(candidates[near[i].second]);
    return out;
}

std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates) {
    const std::vector<std::string> near = nearestNames(word, candidates);
    if (near.empty()) return "";
    std::string out = " did you mean ";
    for (std::size_t i = 0; i < near.size(); ++i)
        out += (i == 0 ? "" : i + 1 == near.size() ? " or " : ", ") + ("\"" + near[i] + "\"");
    return out + "?";
}

}  // namespace cp
