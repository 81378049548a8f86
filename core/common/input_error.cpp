#include "common/input_error.h"

namespace cp {

namespace {
std::string compose(const std::string& file, const std::string& path, const std::string& problem) {
    std::string text;
    if (!file.empty()) text += file + ": ";
    text += (path.empty() ? std::string("/") : path) + ": " + problem;
    return text;
}
}  // namespace

InputError::InputError(std::string file, std::string jsonPath, std::string problem)
    : std::runtime_error(compose(file, jsonPath, problem)),
      file_(std::move(file)),
      jsonPath_(std::move(jsonPath)),
      problem_(std::move(problem)) {}

}  // namespace cp
