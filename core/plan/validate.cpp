#include "plan/validate.h"

#include "common/file_io.h"
#include "common/input_error.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"

namespace cp {

namespace {

Plan builtOrThrow(Plan plan, const std::string& file) {
    if (!plan.errors.empty()) throw InputError(file, plan.errors.front().path, plan.errors.front().message);
    return plan;
}

}  // namespace

Plan evaluateOrThrow(const Profile& profile, const Catalog& catalog, const std::string& file, const EvaluateOptions& options) {
    return builtOrThrow(evaluate(profile, catalog, options), file);
}

Plan validateProfile(const Profile& profile, const Catalog& catalog, const std::string& file) {
    checkProfile(profile, catalog, file);
    return evaluateOrThrow(profile, catalog, file);
}

Plan validateProfile(const Profile& profile, const Catalog& catalog, DesignReuse& reuse) {
    checkProfile(profile, catalog, "");
    return builtOrThrow(reuse.evaluate(profile, catalog), "");
}

ValidProfile parseValidProfile(const std::string& text, const std::string& file, const Catalog& catalog, Diagnostics& warnings) {
    Diagnostics read;
    ValidProfile v;
    v.profile = parseProfile(text, file, catalog, read);
    v.plan = evaluateOrThrow(v.profile, catalog, file);
    warnings.insert(warnings.end(), read.begin(), read.end());  // only for a valid profile, as before
    return v;
}

ValidProfile loadValidProfile(const std::string& path, const Catalog& catalog, Diagnostics& warnings) {
    return parseValidProfile(readTextFile(path), path, catalog, warnings);
}

}  // namespace cp
