#pragma once
// Money as people read it in a meeting (rounded to K / M / B in English, 万 / 亿 in Chinese, by the
// interface language) and exactly (tooltips, exports). The rounding rule is the core's readableAmount().

#include "models/base/money.h"

#include <QString>

#include <string>

namespace planner::ui {

// The counting system of the interface language (QLocale's default, set with the translations).
NumberSystem interfaceNumberSystem();

// "CNY 5.10 M" / "509.8 万元"; amounts under 10,000 whole: "CNY 8,450" / "8,450 元".
QString readableMoney(double amount, const std::string& currency);
// A count rounded the same way: "500 M" / "5 亿" (0.5 billion tokens), "8,450" under 10,000.
QString readableCount(double count);
// "CNY 5,097,798.10": what a tooltip shows beside a readable amount.
QString exactMoney(double amount, const std::string& currency);

// The unit of an axis whose values are divided by scaleSize(scale): "CNY", "CNY K", "CNY M", "万元", "亿美元".
QString moneyAxisUnit(const std::string& currency, AmountScale scale);

} // namespace planner::ui
