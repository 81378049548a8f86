#pragma once
// The error core throws for bad input, while reading or validating a catalog, a
// profile or a study: it names the file and the JSON path (RFC 6901 style, e.g.
// "/networks/0/tiers"; empty when the file as a whole is at fault, e.g. it cannot
// be read), and the problem says what was found and what was expected. A profile
// whose design cannot be built is bad input too: the path and problem are the
// plan's first error. Writing files fails with std::runtime_error instead
// (common/file_io.h, io/); evaluate() itself never throws.

#include <stdexcept>
#include <string>
#include <vector>

namespace cp {

class InputError : public std::runtime_error {
public:
    InputError(std::string file, std::string jsonPath, std::string problem);

    const std::string& file() const { return file_; }
    const std::string& jsonPath() const { return jsonPath_; }
    const std::string& problem() const { return problem_; }
    // Further errors found in the same input, each as what() reads ("FILE: /path: problem"); a
    // reader that goes on past a bad field (the profile reader) attaches them to the first.
    const std::vector<std::string>& furtherErrors() const { return further_; }
    InputError& withFurtherErrors(std::vector<std::string> further) {
        further_ = std::move(further);
        return *this;
    }

private:
    std::string file_;
    std::string jsonPath_;
    std::string problem_;
    std::vector<std::string> further_;
};

}  // namespace cp
