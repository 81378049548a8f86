// Profile text is untrusted (issue 10 item 6): a profile whose name, description, network
// name and extra-switch reason carry HTML must show that HTML as text, never render it, in
// every label, tooltip, list and diagram item of the main window.
#include <QAbstractButton>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QLabel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "catalog/catalog_loader.h"
#include "common/file_io.h"
#include "base/document.h"
#include "shell/main_window.h"

namespace {

// Rendered as HTML this would be bold text and an image; shown as text it is these characters.
const QString kPayload = QStringLiteral("<b>INJ</b><img src=\"x\">");

cp::Catalog catalog() {
    cp::Diagnostics warnings;
    return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
}

// A text that Qt would render as rich text must not carry the payload's tags unescaped.
bool rendersPayload(const QString& text, Qt::TextFormat format) {
    if (!text.contains(kPayload)) return false;
    return format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
}

}  // namespace

class TestUntrustedText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_untrusted_text");
        QStandardPaths::setTestModeEnabled(true);
    }

    void profileHtmlIsShownAsText() {
        nlohmann::json p =
            nlohmann::json::parse(cp::readTextFile(std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/fire-flyer-2.json"));
        const std::string payload = kPayload.toStdString();
        p["name"] = "Design " + payload;
        p["description"] = "Described " + payload;
        p["networks"][0]["extra_switches"][0]["reason"] = "reason " + payload;
        QTemporaryDir dir;
        const QString path = dir.filePath("hostile.json");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(p.dump(2)));
        }
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        window.resize(1400, 900);
        window.show();
        QString error;
        QVERIFY2(window.openProfile(path, &error, true), qPrintable(error));

        QStringList rendered;
        int seen = 0;
        auto tabs = window.findChild<QTabWidget*>();
        QVERIFY(tabs);
        for (int t = 0; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            QCoreApplication::processEvents();
            for (QLabel* label : window.findChildren<QLabel*>()) {
                if (label->text().contains("INJ")) ++seen;
                if (rendersPayload(label->text(), label->textFormat())) rendered << "label: " + label->text().left(120);
            }
            for (QWidget* w : window.findChildren<QWidget*>())
                if (rendersPayload(w->toolTip(), Qt::AutoText)) rendered << "tooltip of " + QString(w->metaObject()->className());
            for (QGraphicsView* view : window.findChildren<QGraphicsView*>()) {
                if (!view->scene()) continue;
                for (QGraphicsItem* item : view->scene()->items()) {
                    if (item->toolTip().contains("INJ")) ++seen;
                    if (rendersPayload(item->toolTip(), Qt::AutoText))
                        rendered << "diagram tooltip: " + item->toolTip().left(120);
                }
            }
        }
        QVERIFY2(seen > 0, "the payload is shown nowhere: the test would not notice rendering");
        rendered.removeDuplicates();
        QVERIFY2(rendered.isEmpty(), qPrintable(rendered.join("\n")));
    }
};

QTEST_MAIN(TestUntrustedText)
#include "test_untrusted_text.moc"
