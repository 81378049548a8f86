#pragma once
// Runs clusterplanner-cli as a user does (tests built with CLUSTERPLANNER_CLI).

#include <QProcess>
#include <QString>
#include <QStringList>

namespace cptest {

struct CliRun {
    int exitCode = -1;  // -1: did not finish
    QString out, err;
};

inline CliRun runCli(const QStringList& args, int timeoutMs = 120000) {
    QProcess p;
    p.start(CLUSTERPLANNER_CLI, args);
    if (!p.waitForFinished(timeoutMs)) return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace cptest
