#pragma once
// "Did you mean": the names nearest a misspelt one, by edit distance, for error messages.

#include <cstddef>
#include <string>
#include <vector>

namespace cp {

// Levenshtein distance (insertions, deletions, substitutions of bytes).
std::size_t editDistance(const std::string& a, const std::string& b);

// Up to `count` candidates nearest `word`, nearest first (ties in the candidates' order), of those
// close enough to be a slip: at most a third of the word's length away (at least 2 edits).
std::vector<std::string> nearestNames(const std::string& word, const std::vector<std::string>& candidates, std::size_t count = 3);

// " did you mean \"a\" or \"b\"?" for the nearest names; "" when none is near.
std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace cp
