#include "common/input_error.h"

namespace cp {

namespace {
// "file: /json/path: problem"; a problem of the file itself (it cannot be read, it is not JSON,
// its root is not an object) has no path: "file: problem".
std::string compose(const std::string& file, const std::string& path, const std::string& problem) {
    std::string text;
    if (!file.empty()) text += file + ": ";
    if (!path.empty()) text += path + ": ";
    return text + problem;
}
}  // namespace

InputError::InputError(std::string file, std::string jsonPath, std::string problem)
    : std::runtime_error(compose(file, jsonPath, problem)),
      file_(std::move(file)),
      jsonPath_(std::move(jsonPath)),
      problem_(std::move(problem)) {}

}  // namespace cp
