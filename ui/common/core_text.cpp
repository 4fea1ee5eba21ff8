#include "ui/common/core_text.h"

#include "ui/common/readable_money.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include <map>
#include <memory>

namespace planner::ui {

namespace {

// The table's strings are views of static storage; Qt wants terminated strings.
struct Terminated {
    std::string english;
    std::string key;
    explicit Terminated(const TextEntry& entry)
        : english(entry.english)
        , key(entry.key)
    {
    }
};

class InstalledTranslations final : public TextLookup {
public:
    std::string text(const TextEntry& entry) const override
    {
        const Terminated t(entry);
        return QCoreApplication::translate("CoreText", t.english.c_str(), t.key.c_str()).toStdString();
    }
    bool chinese() const override { return QLocale().language() == QLocale::Chinese; }
    // The window rounds amounts for reading (509.8 万元, CNY 5.10 M); exports and tooltips use exactText().
    std::string money(double amount, const std::string& currency) const override
    {
        return readableMoney(amount, currency).toStdString();
    }
};

class OwnTranslator final : public TextLookup {
public:
    explicit OwnTranslator(const std::string& language)
        : m_chinese(language.rfind("zh", 0) == 0)
    {
        m_loaded = m_translator.load(QStringLiteral(":/i18n/gpu_planner_%1.qm").arg(QString::fromStdString(language)));
    }
    std::string text(const TextEntry& entry) const override
    {
        if (!m_loaded)
            return std::string(entry.english);
        const Terminated t(entry);
        const QString translated = m_translator.translate("CoreText", t.english.c_str(), t.key.c_str());
        return translated.isEmpty() ? t.english : translated.toStdString();
    }

    bool chinese() const override { return m_chinese; }

private:
    bool m_chinese = false;
    QTranslator m_translator;
    bool m_loaded = false;
};

} // namespace

const TextLookup& interfaceText()
{
    static const InstalledTranslations lookup;
    return lookup;
}

const TextLookup& textFor(const std::string& language)
{
    if (language.empty() || language == "en")
        return englishText();
    static std::map<std::string, std::unique_ptr<OwnTranslator>> lookups;
    auto& lookup = lookups[language];
    if (!lookup)
        lookup = std::make_unique<OwnTranslator>(language);
    return *lookup;
}

QString uiText(const Message& message)
{
    return QString::fromStdString(render(message, interfaceText()));
}

QString exactText(const Message& message)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    return QString::fromStdString(render(message, textFor(chinese ? "zh_CN" : "en")));
}

QString uiText(const Arg& arg)
{
    return QString::fromStdString(render(arg, interfaceText()));
}

} // namespace planner::ui
