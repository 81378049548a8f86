#pragma once
// The one error type core throws: only while reading or validating input.
// It names the JSON path (RFC 6901 style, e.g. "/networks/0/tiers"), and its
// message says what value was found and what was expected.

#include <stdexcept>
#include <string>

namespace cp {

class InputError : public std::runtime_error {
public:
    InputError(std::string file, std::string jsonPath, std::string problem);

    const std::string& file() const { return file_; }
    const std::string& jsonPath() const { return jsonPath_; }
    const std::string& problem() const { return problem_; }

private:
    std::string file_;
    std::string jsonPath_;
    std::string problem_;
};

}  // namespace cp
