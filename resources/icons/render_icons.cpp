// Renders clusterplanner.svg to the committed PNGs (16 to 256 px). Not part of the build:
// the PNGs are committed so a build needs no SVG renderer. Rebuild them after editing the SVG:
//   g++ -std=c++20 -fPIC render_icons.cpp -o /tmp/render_icons $(pkg-config --cflags --libs Qt6Gui Qt6Svg)
//   QT_QPA_PLATFORM=offscreen /tmp/render_icons clusterplanner.svg .
// Sizes up to 32 px come from clusterplanner-small.svg when it exists (thicker lines, fewer
// details), since the full drawing turns to mush at that scale.
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: render_icons ICON.svg OUTDIR\n");
        return 2;
    }
    const QString svg = QString::fromLocal8Bit(argv[1]);
    const QString outDir = QString::fromLocal8Bit(argv[2]);
    const QString small = QFileInfo(svg).path() + "/" + QFileInfo(svg).completeBaseName() + "-small.svg";
    for (int size : {16, 32, 48, 64, 128, 256}) {
        QSvgRenderer renderer(size <= 32 && QFileInfo::exists(small) ? small : svg);
        if (!renderer.isValid()) {
            std::fprintf(stderr, "render_icons: cannot read the SVG\n");
            return 1;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString file = QString("%1/clusterplanner-%2.png").arg(outDir).arg(size);
        if (!image.save(file, "PNG")) {
            std::fprintf(stderr, "render_icons: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
