// GUI latency harness (issue 11): opens a profile in the real main window, applies edits
// through the Design editor's node-count field (or, with --pue, the PUE field: an edit that
// keeps the built design) and measures edit → refreshed-and-painted for each, the time from
// process start to the window's first paint, and peak RSS.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench/gui_latency [PROFILE] [--edits N] [--pue]
//
// Each edit is timed from the field's commit to the end of the event processing that
// follows it (the plan is re-evaluated, every view updates, the visible tab paints).
// The result tab changes before each edit, so all tabs take their turn in front.
#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "catalog/catalog_loader.h"
#include "common/data_dir.h"
#include "editor/design_editor.h"
#include "base/document.h"
#include "shell/main_window.h"

namespace {

// Seconds since this process was started (from /proc: clock ticks since boot).
double processAgeSeconds() {
    std::ifstream statFile("/proc/self/stat");
    std::string stat((std::istreambuf_iterator<char>(statFile)), std::istreambuf_iterator<char>());
    const std::size_t afterName = stat.rfind(')');
    if (afterName == std::string::npos) return 0;
    std::vector<std::string> fields;
    std::size_t at = afterName + 2;
    while (at < stat.size()) {
        const std::size_t space = stat.find(' ', at);
        fields.push_back(stat.substr(at, space - at));
        if (space == std::string::npos) break;
        at = space + 1;
    }
    if (fields.size() < 20) return 0;
    const double startTicks = std::stod(fields[19]);  // field 22 of stat; fields[0] is field 3
    double uptime = 0;
    std::ifstream("/proc/uptime") >> uptime;
    return uptime - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// Paints are counted on the main window's widgets to know when the first frame is out.
class FirstPaint : public QObject {
public:
    bool painted = false;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) painted = true;
        return QObject::eventFilter(watched, event);
    }
};

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
    const double ageAtMain = processAgeSeconds();
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);  // no user settings, catalog or recovery files
    const QString dataDir = QString::fromStdString(cp::findDataDir(QCoreApplication::applicationDirPath().toStdString()));
    QString profile = dataDir + "/profiles/h100-100k-ib-4tier.json";
    int edits = 100;
    bool pue = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--pue")
            pue = true;
        else if (arg == "--edits" && i + 1 < argc)
            edits = std::max(1, std::atoi(argv[++i]));
        else
            profile = QString::fromLocal8Bit(argv[i]);
    }

    cp::Diagnostics catalogWarnings;
    cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir.toStdString(), {}), catalogWarnings);
    cpui::Document document(std::move(catalog));
    cpui::MainWindow window(&document, dataDir);
    FirstPaint firstPaint;
    window.installEventFilter(&firstPaint);
    for (QWidget* child : window.findChildren<QWidget*>()) child->installEventFilter(&firstPaint);
    QString error;
    if (!window.openProfile(profile, &error, true)) {
        std::fprintf(stderr, "gui_latency: %s\n", qPrintable(error));
        return 2;
    }
    window.resize(1600, 1000);
    window.show();
    while (!firstPaint.painted) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const double mainToPaintMs = static_cast<double>(sinceMain.nsecsElapsed()) / 1e6;

    QTabWidget* tabs = window.findChild<QTabWidget*>();
    QSpinBox* nodes = window.designEditor()->nodesField();
    const int baseNodes = nodes->value();
    auto* pueField = qobject_cast<QDoubleSpinBox*>(window.designEditor()->field("/power/pue"));
    if (pue && !pueField) {
        std::fprintf(stderr, "gui_latency: no PUE field\n");
        return 2;
    }
    std::vector<double> latencyMs;
    QElapsedTimer timer;
    for (int i = 0; i < edits; ++i) {
        if (tabs) tabs->setCurrentIndex(i % tabs->count());
        QCoreApplication::processEvents();  // the tab switch paints before the clock starts
        timer.start();
        if (pue)
            pueField->setValue(1.1 + 0.01 * (i % 20));
        else
            nodes->setValue(baseNodes + (i % 2 == 0 ? 8 : -8) * (1 + i % 5));
        QCoreApplication::processEvents();
        latencyMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }

    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("profile: %s (%d nodes), edits of %s\n", qPrintable(profile), baseNodes, pue ? "the PUE" : "the node count");
    std::printf("startup: process start → main %.0f ms (10 ms resolution), main → first paint %.0f ms\n", ageAtMain * 1000,
                mainToPaintMs);
    std::printf("edit → refreshed, %d edits: median %.1f ms, p95 %.1f ms, max %.1f ms\n", edits, percentile(latencyMs, 0.5),
                percentile(latencyMs, 0.95), *std::max_element(latencyMs.begin(), latencyMs.end()));
    std::printf("peak RSS: %.0f MB\n", static_cast<double>(usage.ru_maxrss) / 1024);
    return 0;
}
