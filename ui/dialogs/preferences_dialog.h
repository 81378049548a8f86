#pragma once
// Edit › Preferences: display currency and its exchange rate, power and length
// units, the autosave interval, the folder Open/Save start in, and the interface
// language (applied at the next start). OK stores them in QSettings; display
// units take effect at once through DisplayUnits::apply().

#include <QDialog>
#include <QMap>

#include "views/display_units.h"

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cpui {

// The settings the dialog edits, as values (tests build and compare them).
struct Preferences {
    DisplayUnits units;
    int autosave_seconds = 30;  // 0: autosave off
    QString profile_folder;     // "" = the shipped profiles folder
    QString language;           // "" (system), "en", "zh_CN"

    static Preferences load();
    void save() const;  // QSettings, then DisplayUnits::apply (views refresh)
    bool operator==(const Preferences& other) const = default;
};

// QSettings keys shared with MainWindow.
inline constexpr const char* kAutosaveSecondsKey = "autosave/seconds";
inline constexpr const char* kProfileFolderKey = "files/profile_folder";
inline constexpr int kDefaultAutosaveSeconds = 30;
inline constexpr int kMaxAutosaveSeconds = 3600;

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    void setPreferences(const Preferences& preferences);
    Preferences preferences() const;  // what the fields say now
    // Why the input cannot be accepted ("" when it can): OK is disabled meanwhile.
    QString problem() const;

    void accept() override;
    void restoreDefaults();

private:
    // The constructor's parts: each field set up, the form laid out, the signals connected.
    void setUpDisplayUnitFields();  // currency, exchange rate, power and length units
    void setUpAutosaveField();
    QHBoxLayout* buildProfileFolderRow();  // the folder field and its Browse… button
    void setUpLanguageChoice();
    QFormLayout* buildForm(QHBoxLayout* folderRow);
    void connectFields();

    void currencyChanged();
    void validate();

    QComboBox* currency_;
    QDoubleSpinBox* rate_;
    QLabel* rateNote_;
    QComboBox* power_;
    QComboBox* length_;
    QSpinBox* autosave_;
    QLineEdit* folder_;
    QComboBox* language_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    QMap<QString, double> rates_;  // per currency, as edited
    QString shownCurrency_;
};

}  // namespace cpui
