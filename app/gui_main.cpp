// clusterplanner: the desktop workbench.
//   clusterplanner [PROFILE]
//   clusterplanner --screenshot FILE [PROFILE]   render the window offscreen to a PNG and exit

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "common/build_info.h"
#include "common/data_dir.h"
#include "common/input_error.h"
#include "compare_view.h"
#include "document.h"
#include "explorer_view.h"
#include "language_setting.h"
#include "main_window.h"
#include "topology_scene.h"
#include "topology_view.h"
#include "translations.h"
#include "user_catalog.h"

namespace {

bool wantsScreenshot(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0) return true;
    return false;
}

// --version is answered before QApplication exists, so it works without a display (as the CLI's).
bool wantsVersion(int argc, char* argv[]) {
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) return true;
    return false;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (wantsVersion(argc, argv)) {
        std::printf("clusterplanner %s (rev %s)\n", cp::versionString().c_str(), cp::gitRevision().c_str());
        return 0;
    }
    // A screenshot needs no display: render offscreen unless a platform was chosen.
    if (wantsScreenshot(argc, argv) && !std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);

    QApplication app(argc, argv);
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

    QCommandLineParser parser;
    parser.setApplicationDescription("Plan GPU training clusters.");
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption("screenshot", "Render the window offscreen to FILE (PNG) and exit.", "FILE");
    parser.addOption(screenshotOption);
    const QCommandLineOption tabOption("tab", "With --screenshot: the result tab to show (Overview, BOM, Reliability).", "NAME");
    parser.addOption(tabOption);
    const QCommandLineOption sizeOption("size", "With --screenshot: window size WxH (default 1280x800).", "WxH");
    parser.addOption(sizeOption);
    const QCommandLineOption studyOption("study", "With --screenshot: run this study on the Trade-offs tab first.", "FILE");
    parser.addOption(studyOption);
    const QCommandLineOption compareOption("compare", "With --screenshot: compare these profiles (comma-separated) on the Compare tab.", "FILES");
    parser.addOption(compareOption);
    const QCommandLineOption selectOption("select", "With --screenshot: select this Topology element, e.g. \"tier network=0 tier=1\".", "ELEMENT");
    parser.addOption(selectOption);
    parser.addPositionalArgument("profile", "Cluster profile to open (default: Fire-Flyer 2).");
    parser.process(app);

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
        if (!parser.isSet(screenshotOption)) QMessageBox::critical(nullptr, "ClusterPlanner", QString::fromStdString(e.what()));
        return 1;
    }
    cp::Catalog catalog = userCatalog.merged();

    cpui::Document document(std::move(catalog));
    cpui::MainWindow window(&document, QString::fromStdString(dataDir));
    const QStringList positional = parser.positionalArguments();
    const QString profile = positional.isEmpty() ? window.defaultProfilePath() : positional.first();

    if (parser.isSet(screenshotOption)) {
        QString error;
        if (!window.openProfile(profile, &error, true)) {
            std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
            return 1;
        }
        QSize size(1280, 800);
        if (parser.isSet(sizeOption)) {
            const QStringList parts = parser.value(sizeOption).split('x');
            if (parts.size() == 2 && parts[0].toInt() > 0 && parts[1].toInt() > 0) size = QSize(parts[0].toInt(), parts[1].toInt());
            else {
                std::fprintf(stderr, "clusterplanner: --size expects WxH, e.g. 1600x1000\n");
                return 2;
            }
        }
        if (parser.isSet(studyOption)) {
            auto* explorer = window.findChild<cpui::ExplorerView*>();
            QEventLoop wait;
            QObject::connect(explorer, &cpui::ExplorerView::runFinished, &wait, &QEventLoop::quit);
            if (!explorer->loadStudyFile(parser.value(studyOption))) {
                std::fprintf(stderr, "clusterplanner: cannot run the study %s\n", qPrintable(parser.value(studyOption)));
                return 1;
            }
            if (explorer->isRunning()) wait.exec();
        }
        if (parser.isSet(compareOption)) {
            auto* compare = window.findChild<cpui::CompareView*>();
            for (const QString& path : parser.value(compareOption).split(',', Qt::SkipEmptyParts))
                if (!compare->addProfile(path, &error)) {
                    std::fprintf(stderr, "clusterplanner: %s\n", qPrintable(error));
                    return 1;
                }
        }
        if (parser.isSet(selectOption)) {
            const cpui::TopologyElement element = cpui::TopologyElement::fromString(parser.value(selectOption));
            auto* topology = window.findChild<cpui::TopologyView*>();
            if (!element.isValid() || !topology || cpui::TopologyElement::of(topology->scene()->findElement(element)) != element) {
                std::fprintf(stderr, "clusterplanner: no topology element %s\n", qPrintable(parser.value(selectOption)));
                return 2;
            }
            topology->selectElement(element);
        }
        if (parser.isSet(tabOption) && !window.showTab(parser.value(tabOption))) {
            std::fprintf(stderr, "clusterplanner: no tab named %s\n", qPrintable(parser.value(tabOption)));
            return 2;
        }
        window.resize(size);
        window.show();
        QApplication::processEvents();
        const QString file = parser.value(screenshotOption);
        if (!window.grab().save(file, "PNG")) {
            std::fprintf(stderr, "clusterplanner: cannot write %s\n", qPrintable(file));
            return 1;
        }
        return 0;
    }

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
