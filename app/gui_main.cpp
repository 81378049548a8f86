// clusterplanner: the desktop workbench.
//   clusterplanner [PROFILE]
//   clusterplanner --screenshot FILE [PROFILE]   render the window offscreen to a PNG and exit

#include <QApplication>
#include <QCommandLineParser>
#include <QStringList>
#include <QEventLoop>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "common/build_info.h"
#include "common/data_dir.h"
#include "common/input_error.h"
#include "explore/compare_view.h"
#include "base/atomic_save.h"
#include "base/document.h"
#include "explore/explorer_view.h"
#include "explore/uncertainty_view.h"
#include "base/language_setting.h"
#include "shell/main_window.h"
#include "topology/topology_scene.h"
#include "topology/topology_view.h"
#include "base/translations.h"
#include "catalog/user_catalog.h"

namespace {

// The options, declared once for the early look at the command line and for QApplication's parse.
struct Options {
    QCommandLineOption screenshot{"screenshot", "Render the window offscreen to FILE (PNG) and exit.", "FILE"};
    QCommandLineOption tab{"tab", "With --screenshot: the result tab to show (Overview, BOM, Reliability).", "NAME"};
    QCommandLineOption size{"size", "With --screenshot: window size WxH (default 1280x800).", "WxH"};
    QCommandLineOption study{"study", "With --screenshot: run this study on the Trade-offs tab first.", "FILE"};
    QCommandLineOption compare{"compare", "With --screenshot: compare these profiles (comma-separated) on the Compare tab.",
                               "FILES"};
    QCommandLineOption select{"select", "With --screenshot: select this Topology element, e.g. \"tier network=0 tier=1\".",
                              "ELEMENT"};
    QCommandLineOption section{"section", "With --screenshot: the Design section to open (Networks, or its number).", "NAME"};
    QCommandLineOption uncertainty{"uncertainty",
                                   "With --screenshot: run these ranges on the Uncertainty tab first (a specification "
                                   "FILE, or \"design\" for the open design's default ranges).",
                                   "FILE"};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription("Plan GPU training clusters.");
        parser.addHelpOption();
        parser.addVersionOption();
        for (const QCommandLineOption* o : {&screenshot, &tab, &size, &study, &compare, &select, &section, &uncertainty}) parser.addOption(*o);
        parser.addPositionalArgument("profile", "Cluster profile to open (default: Fire-Flyer 2).");
    }
};

QStringList argumentList(int argc, char* argv[]) {
    QStringList list;
    for (int i = 0; i < argc; ++i) list << QString::fromLocal8Bit(argv[i]);
    return list;
}

// Qt's default platform on Linux is xcb, which aborts the process when there is no X server.
bool haveDisplay() { return std::getenv("QT_QPA_PLATFORM") || std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY"); }

// --version, --help, a usage error and --screenshot need no display, so they must not die for
// want of one (issue 18): the command line is read before QApplication exists. Returns the exit
// code when the process should end here.
std::optional<int> prepareDisplay(const Options& options, int argc, char* argv[]) {
    QCommandLineParser early;
    options.addTo(early);
    const bool parsed = early.parse(argumentList(argc, argv));
    if (parsed && early.isSet("version")) {
        std::printf("clusterplanner %s (rev %s)\n", cp::versionString().c_str(), cp::gitRevision().c_str());
        return 0;
    }
    const bool windowless = !parsed || early.isSet("help") || early.isSet("help-all") || early.isSet(options.screenshot);
    if (windowless && !std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    else if (!haveDisplay()) {
        std::fprintf(stderr,
                     "clusterplanner: no display ($DISPLAY and $WAYLAND_DISPLAY are unset). Run it from a "
                     "desktop session or under xvfb-run, render with --screenshot FILE, or use "
                     "clusterplanner-cli for the plan as text.\n");
        return 1;
    }
    return std::nullopt;
}

void setUpApplication(QApplication& app) {
    QApplication::setApplicationName("ClusterPlanner");
    QApplication::setOrganizationName("ClusterPlanner");
    QApplication::setApplicationVersion(CLUSTERPLANNER_VERSION);
    // The installed clusterplanner.desktop: Wayland matches the window to it (and its icon) by this name.
    QGuiApplication::setDesktopFileName("clusterplanner");
    QIcon icon;  // resources/resources.qrc: crisp hand-drawn 16 and 32 px, the rest from the SVG
    for (int size : {16, 32, 48, 64, 128, 256}) icon.addFile(QString(":/icons/clusterplanner-%1.png").arg(size));
    QApplication::setWindowIcon(icon);
    // The language chosen in Preferences ("" = the system's), before any window exists: the
    // text is translated when a widget is made. The CLI never loads these and stays English.
    cpui::installTranslations(app, cpui::preferredLocaleName());
}

// --study, --compare and --uncertainty: run the study, add the profiles, run the ranges before the picture is taken.
std::optional<int> fillExplorers(cpui::MainWindow& window, const QCommandLineParser& parser, const Options& options) {
    if (parser.isSet(options.study)) {
        auto* explorer = window.findChild<cpui::ExplorerView*>();
        QEventLoop wait;
        QObject::connect(explorer, &cpui::ExplorerView::runFinished, &wait, &QEventLoop::quit);
        if (!explorer->loadStudyFile(parser.value(options.study))) {
            std::fprintf(stderr, "clusterplanner: cannot run the study %s\n", qPrintable(parser.value(options.study)));
            return 1;
        }
        if (explorer->isRunning()) wait.exec();
    }
    if (parser.isSet(options.compare)) {
        auto* compare = window.findChild<cpui::CompareView*>();
        QString error;
        for (const QString& path : parser.value(options.compare).split(',', Qt::SkipEmptyParts))
            if (!compare->addProfile(path, &error)) {
                std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
                return 1;
            }
    }
    if (parser.isSet(options.uncertainty)) {
        auto* view = window.findChild<cpui::UncertaintyView*>();
        QString error;
        const QString ranges = parser.value(options.uncertainty);
        if (ranges != QLatin1String("design") && !view->loadSpec(ranges, &error)) {
            std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
            return 1;
        }
        QEventLoop wait;
        QObject::connect(view, &cpui::UncertaintyView::runFinished, &wait, &QEventLoop::quit);
        if (!view->run()) {
            std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(view->summary()->text()));
            return 1;
        }
        wait.exec();
        if (!view->exportButton()->isEnabled()) {  // the run failed: the summary says why
            std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(view->summary()->text()));
            return 1;
        }
    }
    return std::nullopt;
}

// --select, --section and --tab: what the picture shows.
std::optional<int> showRequestedView(cpui::MainWindow& window, const QCommandLineParser& parser, const Options& options) {
    if (parser.isSet(options.select)) {
        const cpui::TopologyElement element = cpui::TopologyElement::fromString(parser.value(options.select));
        auto* topology = window.findChild<cpui::TopologyView*>();
        if (!element.isValid() || !topology ||
            cpui::TopologyElement::of(topology->scene()->findElement(element)) != element) {
            std::fprintf(stderr, "clusterplanner: no topology element %s\n", qPrintable(parser.value(options.select)));
            return 2;
        }
        topology->selectElement(element);
    }
    if (parser.isSet(options.section) && !window.showSection(parser.value(options.section))) {
        std::fprintf(stderr, "clusterplanner: no Design section named %s\n", qPrintable(parser.value(options.section)));
        return 2;
    }
    if (parser.isSet(options.tab) && !window.showTab(parser.value(options.tab))) {
        std::fprintf(stderr, "clusterplanner: no tab named %s\n", qPrintable(parser.value(options.tab)));
        return 2;
    }
    return std::nullopt;
}

// --screenshot FILE: the window rendered offscreen to a PNG; the exit code.
int takeScreenshot(cpui::MainWindow& window, const QCommandLineParser& parser, const Options& options, const QString& profile) {
    QString error;
    if (!window.openProfile(profile, &error, true)) {
        std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
        return 1;
    }
    QSize size(1280, 800);
    if (parser.isSet(options.size)) {
        const QStringList parts = parser.value(options.size).split('x');
        if (parts.size() == 2 && parts[0].toInt() > 0 && parts[1].toInt() > 0)
            size = QSize(parts[0].toInt(), parts[1].toInt());
        else {
            std::fprintf(stderr, "clusterplanner: --size expects WxH, e.g. 1600x1000\n");
            return 2;
        }
    }
    if (const std::optional<int> code = fillExplorers(window, parser, options)) return *code;
    if (const std::optional<int> code = showRequestedView(window, parser, options)) return *code;
    window.resize(size);
    window.show();
    QApplication::processEvents();
    const QString file = parser.value(options.screenshot);
    // Atomic: a full disk or ulimit -f leaves the old file and no temporary.
    if (!cpui::saveImageAtomically(file, window.grab().toImage(), "PNG", &error)) {
        std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
#ifdef SIGXFSZ
    // Past a file-size limit (ulimit -f) a save fails with EFBIG and the window says so
    // (base/atomic_save.h), instead of the process dying with the edit unsaved.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    const Options options;
    if (const std::optional<int> code = prepareDisplay(options, argc, argv)) return *code;
    QApplication app(argc, argv);
    setUpApplication(app);
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);  // prints --help or a usage error and exits

    const std::string dataDir = cp::findDataDir(QApplication::applicationDirPath().toStdString());
    if (dataDir.empty()) {
        std::fprintf(stderr, "clusterplanner: cannot find the data folder (set CLUSTERPLANNER_DATA_DIR)\n");
        return 1;
    }
    // The shipped catalog with the user's own parts on top (as `clusterplanner-cli --catalog`).
    cpui::UserCatalog userCatalog(QString::fromStdString(dataDir));
    QString userCatalogError;
    try {
        if (!userCatalog.load(&userCatalogError)) std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(userCatalogError));
    } catch (const cp::InputError& e) {
        std::fprintf(stderr, "clusterplanner: %s\n", e.what());
        if (!parser.isSet(options.screenshot)) QMessageBox::critical(nullptr, "ClusterPlanner", QString::fromStdString(e.what()));
        return 1;
    }
    cpui::Document document(userCatalog.merged());
    cpui::MainWindow window(&document, QString::fromStdString(dataDir));
    const QStringList positional = parser.positionalArguments();
    const QString profile = positional.isEmpty() ? window.defaultProfilePath() : positional.first();
    if (parser.isSet(options.screenshot)) return takeScreenshot(window, parser, options, profile);

    window.show();
    // Open after the event loop starts so a dialog has a window behind it; unsaved work
    // left by a crash comes first.
    if (!userCatalogError.isEmpty())  // the shipped parts still work; say why the user's are missing
        QTimer::singleShot(0, &window, [&window, userCatalogError] {
            QMessageBox::warning(&window, QObject::tr("User catalog"), userCatalogError);
        });
    QTimer::singleShot(0, &window, [&window, profile] {
        if (!window.offerRecovery()) window.openProfile(profile);
    });
    return QApplication::exec();
}
