#include "ui/common/readable_money.h"

#include <QCoreApplication>
#include <QLocale>

namespace planner::ui {

namespace {

// After 万 and 亿 a currency reads as a word: 万元, 万美元; other codes keep their code ("万 SGD").
QString chineseCurrencyWord(const std::string& currency)
{
    if (currency == "CNY")
        return QCoreApplication::translate("ReadableMoney", "CNY",
                                           "the currency as a word after 万/亿 in Chinese (元)");
    if (currency == "USD")
        return QCoreApplication::translate("ReadableMoney", "USD",
                                           "the currency as a word after 万/亿 in Chinese (美元)");
    return QLatin1Char(' ') + QString::fromStdString(currency);
}

// The scale's mark: "K", "M", "B", "万", "亿"; empty for units.
QString scaleMark(AmountScale scale)
{
    switch (scale) {
    case AmountScale::One:
        return {};
    case AmountScale::Thousand:
        return QCoreApplication::translate("ReadableMoney", "K", "thousands, after an amount");
    case AmountScale::Million:
        return QCoreApplication::translate("ReadableMoney", "M", "millions, after an amount");
    case AmountScale::Billion:
        return QCoreApplication::translate("ReadableMoney", "B", "billions, after an amount");
    case AmountScale::Wan:
        return QCoreApplication::translate("ReadableMoney", "ten-thousand", "10^4 in Chinese counting (万)");
    case AmountScale::Yi:
        return QCoreApplication::translate("ReadableMoney", "hundred-million", "10^8 in Chinese counting (亿)");
    }
    return {};
}

QString number(double value, int decimals)
{
    // Grouped with ',' and '.' for decimals in both languages, as Chinese finance writes them.
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

} // namespace

NumberSystem interfaceNumberSystem()
{
    return QLocale().language() == QLocale::Chinese ? NumberSystem::Chinese : NumberSystem::Western;
}

QString readableMoney(double amount, const std::string& currency)
{
    const ReadableAmount readable = readableAmount(amount, interfaceNumberSystem());
    const QString value = number(readable.value, readable.decimals);
    if (interfaceNumberSystem() == NumberSystem::Chinese)
        return value + QLatin1Char(' ') + (scaleMark(readable.scale) + chineseCurrencyWord(currency)).trimmed();
    const QString code = QString::fromStdString(currency);
    return readable.scale == AmountScale::One
        ? code + QLatin1Char(' ') + value
        : code + QLatin1Char(' ') + value + QLatin1Char(' ') + scaleMark(readable.scale);
}

QString readableCount(double count)
{
    const ReadableAmount readable = readableAmount(count, interfaceNumberSystem());
    // Without the zeros money keeps for its cents' sake: "2 B", "5.1 亿" (the value is already rounded).
    const QString value = QLocale(QLocale::English).toString(readable.value, 'f', QLocale::FloatingPointShortest);
    if (readable.scale == AmountScale::One)
        return value;
    // "5 亿" with a space as the money reads ("509.8 万元"); "500 M".
    return value + QLatin1Char(' ') + scaleMark(readable.scale);
}

QString exactMoney(double amount, const std::string& currency)
{
    return QString::fromStdString(formatMoney(amount, currency));
}

QString moneyAxisUnit(const std::string& currency, AmountScale scale)
{
    if (interfaceNumberSystem() == NumberSystem::Chinese)
        return (scaleMark(scale) + chineseCurrencyWord(currency)).trimmed();
    const QString code = QString::fromStdString(currency);
    return scale == AmountScale::One ? code : code + QLatin1Char(' ') + scaleMark(scale);
}

} // namespace planner::ui
