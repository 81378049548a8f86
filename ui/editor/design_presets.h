#pragma once
// Design presets: the shape of a network (tiers, zones, planes, rails, ratios)
// as data, in dataDir/presets/*.json. Applying one keeps the network's name,
// role, switch, speed, hosts and extras and replaces its design keys with the
// preset's; the result is validated like any edit (TopologyActions::applyPreset).

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cpui {

struct DesignPreset {
    QString id;           // file name without .json
    QString name;
    QString description;
    QJsonObject network;  // profile network keys the preset sets
};

// Presets in dataDir/presets, by file name; unreadable files are skipped with a warning in `problems`.
QList<DesignPreset> loadDesignPresets(const QString& dataDir, QStringList* problems = nullptr);

// The network keys a preset replaces (those it leaves out return to their defaults).
const QStringList& presetDesignKeys();

}  // namespace cpui
