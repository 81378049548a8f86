#pragma once
// clusterplanner-cli links no GUI library: `plan --report` is handed, whole, to
// clusterplanner-report (the same CLI with the PDF report writer, which needs QtWidgets),
// found beside the running executable. docs/performance.md says why.

#include <string>

namespace cpcli {

// The folder of the running executable (from /proc/self/exe), or "" when it cannot be read.
std::string programFolder();

// Whether the arguments ask for a report (--report FILE, --report=FILE, or the one-dash forms).
bool asksForReport(int argc, char* argv[]);

// Replaces this process with clusterplanner-report beside it, with the same arguments.
// Returns only when that fails, with the reason (e.g. "/usr/bin/clusterplanner-report: No such file").
std::string execReportProgram(char* argv[]);

}  // namespace cpcli
