#pragma once
// Money for quotes: integer minor units (cents, fen), rounding half away from zero, printing, and
// splitting a total over lines so that the printed lines add up exactly to the printed total.
// The TCO engine computes in double; anything printed on a quote goes through these helpers.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

// An amount in the smallest unit of its currency: cents for USD and SGD, fen for CNY, yen for JPY.
using MinorUnits = std::int64_t;

// Digits after the decimal point in the currency's minor unit: 0 for JPY and KRW, 2 otherwise.
int minorDigits(std::string_view currency);

// Rounds an amount to minor units, half away from zero (1.005 → 101, −0.125 → −13). The amount
// is first snapped to 15 significant digits so that binary noise (100.49999999999999 for 1.005 × 100)
// does not decide the rounding. Throws std::out_of_range for NaN, infinity or |amount| beyond int64.
MinorUnits toMinor(double amount, std::string_view currency);

// The amount a number of minor units stands for (for display or further arithmetic only).
double fromMinor(MinorUnits minor, std::string_view currency);

// "CNY 1,234.56", "USD -0.05", "JPY 1,235". `grouping` adds ',' every three digits; `withCode`
// prefixes the ISO code and a space. Always '.' as the decimal separator, whatever the locale.
std::string formatMinor(MinorUnits minor, std::string_view currency, bool grouping = true, bool withCode = true);

// formatMinor(toMinor(amount, currency), …).
std::string formatMoney(double amount, std::string_view currency, bool grouping = true, bool withCode = true);

// How a meeting reads a large amount: counted in thousands, millions and billions (Western) or in
// 万 (10⁴) and 亿 (10⁸) (Chinese), to about three significant figures ("5.10 M", "509.8 万"). Amounts
// under 10,000 stay whole units. The exact amount belongs in tooltips and exports, never this.
enum class NumberSystem { Western, Chinese };
enum class AmountScale { One, Thousand, Million, Billion, Wan, Yi };
struct ReadableAmount {
    double value = 0; // the amount divided by the scale's size and rounded to `decimals`
    AmountScale scale = AmountScale::One;
    int decimals = 0;
};
double scaleSize(AmountScale scale);
ReadableAmount readableAmount(double amount, NumberSystem system);

// Splits `total` minor units over lines in proportion to `weights` (≥ 0) so that the parts sum to
// `total` exactly (largest-remainder method: every part is the floor of its exact share, and the
// units left over go to the largest fractional remainders, earlier lines first on ties). A negative
// total is split as its absolute value and negated. All weights zero: an even split. Throws
// std::invalid_argument for a negative or non-finite weight; an empty weight list returns {}.
std::vector<MinorUnits> allocateExactly(MinorUnits total, std::span<const double> weights);

// Each amount rounded to minor units on its own (what a quote prints per line).
std::vector<MinorUnits> roundEach(std::span<const double> amounts, std::string_view currency);

// The sum of minor-unit lines: the printed total of lines printed with roundEach().
MinorUnits sumMinor(std::span<const MinorUnits> lines);

} // namespace planner
