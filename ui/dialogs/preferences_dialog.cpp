#include "dialogs/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "base/language_setting.h"

namespace cpui {

Preferences Preferences::load() {
    QSettings settings;
    Preferences p;
    p.units = DisplayUnits::fromSettings(settings);
    bool ok = false;
    const int seconds = settings.value(kAutosaveSecondsKey, kDefaultAutosaveSeconds).toInt(&ok);
    p.autosave_seconds = ok && seconds >= 0 ? std::min(seconds, kMaxAutosaveSeconds) : kDefaultAutosaveSeconds;
    p.profile_folder = settings.value(kProfileFolderKey).toString();
    p.language = preferredLocaleName();
    return p;
}

void Preferences::save() const {
    {
        QSettings settings;
        settings.setValue(kAutosaveSecondsKey, autosave_seconds);
        settings.setValue(kProfileFolderKey, profile_folder);
    }
    setPreferredLocaleName(language);
    DisplayUnits::apply(units);  // last: its signal re-renders the views with everything stored
}

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent),
      currency_(new QComboBox),
      rate_(new QDoubleSpinBox),
      rateNote_(new QLabel),
      power_(new QComboBox),
      length_(new QComboBox),
      autosave_(new QSpinBox),
      folder_(new QLineEdit),
      language_(new QComboBox),
      problem_(new QLabel),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults)) {
    setWindowTitle(tr("Preferences"));
    setObjectName("preferencesDialog");

    setUpDisplayUnitFields();
    setUpAutosaveField();
    QHBoxLayout* folderRow = buildProfileFolderRow();
    setUpLanguageChoice();
    QFormLayout* form = buildForm(folderRow);

    problem_->setObjectName("problem");
    problem_->setWordWrap(true);
    problem_->setStyleSheet("color: #b00020");
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    connectFields();

    setPreferences(Preferences::load());
}

void PreferencesDialog::setUpDisplayUnitFields() {
    for (const CurrencyInfo& c : knownCurrencies()) currency_->addItem(tr("%1 (%2)").arg(c.code, c.symbol), c.code);
    currency_->setObjectName("currency");
    rate_->setObjectName("exchangeRate");
    rate_->setDecimals(4);
    rate_->setRange(0, 1e6);  // 0 is refused with a message rather than silently clamped
    rate_->setToolTip(
        tr("Units of the currency per US dollar. The model and the catalog are in USD; "
           "this rate converts what is shown and exported."));
    rateNote_->setWordWrap(true);
    rateNote_->setText(tr("An assumption, not a quote: set today's rate."));
    rateNote_->setEnabled(false);  // a hint, greyed, on its own line under the rate

    power_->setObjectName("powerUnit");
    power_->addItem(tr("Automatic (W, kW, MW or GW, as the CLI)"), static_cast<int>(PowerUnit::Auto));
    power_->addItem(tr("kW"), static_cast<int>(PowerUnit::Kilowatt));
    power_->addItem(tr("MW"), static_cast<int>(PowerUnit::Megawatt));
    length_->setObjectName("lengthUnit");
    length_->addItem(tr("metres (m)"), static_cast<int>(LengthUnit::Metre));
    length_->addItem(tr("feet (ft)"), static_cast<int>(LengthUnit::Foot));
}

void PreferencesDialog::setUpAutosaveField() {
    autosave_->setObjectName("autosaveSeconds");
    autosave_->setRange(0, kMaxAutosaveSeconds);
    autosave_->setSuffix(tr(" s"));
    autosave_->setSpecialValueText(tr("off"));
    autosave_->setToolTip(tr("How often unsaved work is written to a recovery file; 0 turns it off"));
}

QHBoxLayout* PreferencesDialog::buildProfileFolderRow() {
    folder_->setObjectName("profileFolder");
    folder_->setPlaceholderText(tr("the shipped profiles folder"));
    folder_->setClearButtonEnabled(true);
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Default profile folder"), folder_->text());
        if (!dir.isEmpty()) folder_->setText(QDir::toNativeSeparators(dir));
    });
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(browse);
    return folderRow;
}

void PreferencesDialog::setUpLanguageChoice() {
    language_->setObjectName("language");
    const QStringList names{tr("System"), QStringLiteral("English"), QStringLiteral("简体中文")};
    const QStringList locales = languageChoices();
    for (int i = 0; i < locales.size(); ++i) language_->addItem(names.value(i, locales[i]), locales[i]);
}

QFormLayout* PreferencesDialog::buildForm(QHBoxLayout* folderRow) {
    auto* form = new QFormLayout;
    form->addRow(tr("Currency:"), currency_);
    form->addRow(tr("Exchange rate (per USD):"), rate_);
    form->addRow(QString(), rateNote_);
    form->addRow(tr("Power unit:"), power_);
    form->addRow(tr("Length unit:"), length_);
    form->addRow(tr("Autosave every:"), autosave_);
    form->addRow(tr("Default profile folder:"), folderRow);
    form->addRow(tr("Language:"), language_);
    auto* languageNote = new QLabel(tr("The language applies the next time ClusterPlanner starts."));
    languageNote->setWordWrap(true);
    form->addRow(QString(), languageNote);
    return form;
}

void PreferencesDialog::connectFields() {
    connect(buttons_, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
    connect(currency_, &QComboBox::currentIndexChanged, this, &PreferencesDialog::currencyChanged);
    connect(rate_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!shownCurrency_.isEmpty() && shownCurrency_ != QLatin1String("USD")) rates_[shownCurrency_] = value;
        validate();
    });
    connect(folder_, &QLineEdit::textChanged, this, &PreferencesDialog::validate);
}

void PreferencesDialog::setPreferences(const Preferences& p) {
    rates_.clear();
    for (const CurrencyInfo& c : knownCurrencies()) rates_[c.code] = p.units.rate(c.code);
    shownCurrency_.clear();
    currency_->setCurrentIndex(std::max(0, currency_->findData(p.units.currency)));
    currencyChanged();
    power_->setCurrentIndex(std::max(0, power_->findData(static_cast<int>(p.units.power_unit))));
    length_->setCurrentIndex(std::max(0, length_->findData(static_cast<int>(p.units.length_unit))));
    autosave_->setValue(p.autosave_seconds);
    folder_->setText(p.profile_folder);
    language_->setCurrentIndex(std::max(0, language_->findData(p.language)));
    validate();
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.units.currency = currency_->currentData().toString();
    for (auto it = rates_.begin(); it != rates_.end(); ++it)
        if (it.key() != QLatin1String("USD")) p.units.per_usd[it.key()] = it.value();
    p.units.power_unit = static_cast<PowerUnit>(power_->currentData().toInt());
    p.units.length_unit = static_cast<LengthUnit>(length_->currentData().toInt());
    p.autosave_seconds = autosave_->value();
    p.profile_folder = folder_->text().trimmed();
    p.language = language_->currentData().toString();
    return p;
}

void PreferencesDialog::currencyChanged() {
    const QString code = currency_->currentData().toString();
    shownCurrency_.clear();  // the rate box is being refilled: not an edit
    const bool usd = code == QLatin1String("USD");
    rate_->setValue(usd ? 1.0 : rates_.value(code, 1.0));
    rate_->setEnabled(!usd);
    rateNote_->setVisible(!usd);
    const CurrencyInfo* info = findCurrency(code);
    rate_->setPrefix(usd || !info ? QString() : info->symbol + " ");
    shownCurrency_ = code;
    validate();
}

QString PreferencesDialog::problem() const {
    const QString code = currency_->currentData().toString();
    for (auto it = rates_.begin(); it != rates_.end(); ++it)
        if (it.key() != QLatin1String("USD") && (!std::isfinite(it.value()) || it.value() <= 0))
            return tr("The exchange rate of %1 must be above 0.").arg(it.key());
    if (code != QLatin1String("USD") && rate_->value() <= 0) return tr("The exchange rate must be above 0.");
    const QString folder = folder_->text().trimmed();
    if (!folder.isEmpty() && !QFileInfo(folder).isDir()) return tr("The default profile folder does not exist: %1").arg(folder);
    return {};
}

void PreferencesDialog::validate() {
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void PreferencesDialog::accept() {
    if (!problem().isEmpty()) return;  // OK is disabled then; Enter must not get around it
    preferences().save();
    QDialog::accept();
}

void PreferencesDialog::restoreDefaults() { setPreferences(Preferences{}); }

}  // namespace cpui
