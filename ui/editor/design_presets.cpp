#include "editor/design_presets.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace cpui {

const QStringList& presetDesignKeys() {
    static const QStringList keys{"tiers", "zones", "zone_join", "planes", "rail_optimized", "su_nodes", "oversubscription",
                                  "build_out_endpoints", "build_out_from_tier", "tier_switches"};
    return keys;
}

QList<DesignPreset> loadDesignPresets(const QString& dataDir, QStringList* problems) {
    QList<DesignPreset> presets;
    const QDir dir(dataDir + "/presets");
    for (const QString& file : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(file));
        QJsonParseError parseError;
        const QJsonDocument doc = f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll(), &parseError) : QJsonDocument();
        const QJsonObject o = doc.object();
        if (!doc.isObject() || !o.value("name").isString() || !o.value("network").isObject()) {
            if (problems) *problems << QObject::tr("%1: not a design preset (needs \"name\" and a \"network\" object)").arg(f.fileName());
            continue;
        }
        QJsonObject network = o.value("network").toObject();
        for (const QString& key : network.keys())
            if (!presetDesignKeys().contains(key)) {
                if (problems) *problems << QObject::tr("%1: \"%2\" is not a design key; ignored").arg(f.fileName(), key);
                network.remove(key);
            }
        presets.append({QFileInfo(file).completeBaseName(), o.value("name").toString(), o.value("description").toString(), network});
    }
    return presets;
}

}  // namespace cpui
