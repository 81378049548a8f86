// Unsaved edits survive a kill: a child copy of this test opens Fire-Flyer 2 in
// a real MainWindow, edits the node count through the editor and keeps editing
// until the autosave timer has written the recovery file; the parent kills it
// (SIGKILL, no chance to clean up), then starts a new window, which offers the
// recovery; accepting restores the edit, unsaved.
#include <QApplication>
#include <QAbstractButton>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <cstdio>

#include "editor/design_editor.h"
#include "base/document.h"
#include "shell/main_window.h"
#include "test_support.h"

namespace {

const char* kChildVariable = "CP_CRASH_RECOVERY_CHILD";
constexpr int kEditedNodes = 1000;

void useTestSettings() {
    QCoreApplication::setOrganizationName("ClusterPlannerTest");
    QCoreApplication::setApplicationName("test_crash_recovery");
    QStandardPaths::setTestModeEnabled(true);
}

QString profile(const char* name) { return QString::fromStdString(cptest::profilePath(name)); }

// The child: edit, wait for the recovery file, say so, keep editing until killed.
int runChild(int argc, char** argv) {
    QApplication app(argc, argv);
    useTestSettings();
    QSettings().setValue("autosave/seconds", 1);
    cpui::Document doc(cptest::shippedCatalog());
    cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
    window.show();
    if (!window.openProfile(profile("fire-flyer-2"), nullptr, true)) return 3;
    window.designEditor()->nodesField()->setValue(kEditedNodes);
    if (*doc.profile().compute.nodes != kEditedNodes) return 4;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(doc.recoveryPath())) {
            std::printf("EDITED\n");
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(50);
    // Still typing in another field when the kill comes (unrelated to the node count).
    QTimer typing;
    QObject::connect(&typing, &QTimer::timeout, [&] { window.designEditor()->planesField()->setFocus(); });
    typing.start(100);
    return app.exec();
}

}  // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        useTestSettings();
        for (const QString& f : cpui::Document::pendingRecoveries()) QFile::remove(f);
    }

    void killedWhileEditingThenRestored() {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(kChildVariable, "1");
        env.insert("QT_QPA_PLATFORM", "offscreen");
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted(30000));
        QByteArray out;
        QDeadlineTimer deadline(60000);
        while (!out.contains("EDITED") && !deadline.hasExpired() && child.state() == QProcess::Running) {
            child.waitForReadyRead(500);
            out += child.readAllStandardOutput();
        }
        QVERIFY2(out.contains("EDITED"), qPrintable("child said: " + out + child.readAllStandardError()));
        child.kill();  // SIGKILL: no destructors, no clean close
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        QCOMPARE(cpui::Document::pendingRecoveries().size(), 1);
        cpui::Document doc(cptest::shippedCatalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        // Answer the "Restore unsaved work?" question as the user would.
        QTimer::singleShot(0, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box) box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(window.offerRecovery());
        QCOMPARE(*doc.profile().compute.nodes, kEditedNodes);
        QCOMPARE(doc.plan().compute.gpus, kEditedNodes * 8);
        QVERIFY(doc.isModified());
        QVERIFY(doc.filePath().endsWith("fire-flyer-2.json"));
        QCOMPARE(window.designEditor()->nodesField()->value(), kEditedNodes);
        doc.discardRecovery();
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsSet(kChildVariable)) return runChild(argc, argv);
    QApplication app(argc, argv);
    TestCrashRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash_recovery.moc"
