#include "models/base/money.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace planner {

int minorDigits(std::string_view currency)
{
    // ISO 4217 currencies without a minor unit in everyday use; everything else has cents.
    static constexpr std::string_view zeroDigit[] = {"JPY", "KRW", "VND", "CLP", "ISK", "UGX"};
    for (auto code : zeroDigit)
        if (code == currency)
            return 0;
    return 2;
}

namespace {

double scaleOf(std::string_view currency)
{
    return minorDigits(currency) == 0 ? 1.0 : 100.0;
}

// Snaps to 15 significant digits: the precision a double holds for any decimal input. Through
// <charconv>, so a C locale with ',' decimals (set by a GUI) cannot break it.
double snap(double value)
{
    char buffer[40];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific, 14).ptr;
    double snapped = value;
    std::from_chars(buffer, end, snapped);
    return snapped;
}

} // namespace

MinorUnits toMinor(double amount, std::string_view currency)
{
    if (!std::isfinite(amount))
        throw std::out_of_range("toMinor: amount is not a finite number");
    const double scaled = snap(amount * scaleOf(currency));
    const double rounded = std::round(scaled); // half away from zero
    if (std::fabs(rounded) >= 9.2e18)
        throw std::out_of_range("toMinor: amount too large for 64-bit minor units");
    return static_cast<MinorUnits>(rounded);
}

double fromMinor(MinorUnits minor, std::string_view currency)
{
    return static_cast<double>(minor) / scaleOf(currency);
}

std::string formatMinor(MinorUnits minor, std::string_view currency, bool grouping, bool withCode)
{
    const int digits = minorDigits(currency);
    const bool negative = minor < 0;
    // Work in unsigned so that INT64_MIN has a magnitude too.
    const auto magnitude = negative ? ~static_cast<std::uint64_t>(minor) + 1u : static_cast<std::uint64_t>(minor);
    const std::uint64_t scale = digits == 0 ? 1u : 100u;
    const std::string whole = std::to_string(magnitude / scale);

    std::string text;
    if (withCode) {
        text.append(currency);
        text += ' ';
    }
    if (negative)
        text += '-';
    for (size_t i = 0; i < whole.size(); ++i) {
        if (grouping && i > 0 && (whole.size() - i) % 3 == 0)
            text += ',';
        text += whole[i];
    }
    if (digits > 0) {
        const auto cents = static_cast<unsigned>(magnitude % scale);
        text += '.';
        text += static_cast<char>('0' + cents / 10);
        text += static_cast<char>('0' + cents % 10);
    }
    return text;
}

std::string formatMoney(double amount, std::string_view currency, bool grouping, bool withCode)
{
    return formatMinor(toMinor(amount, currency), currency, grouping, withCode);
}

std::vector<MinorUnits> allocateExactly(MinorUnits total, std::span<const double> weights)
{
    std::vector<MinorUnits> parts(weights.size(), 0);
    if (weights.empty())
        return parts;
    for (double w : weights)
        if (!std::isfinite(w) || w < 0.0)
            throw std::invalid_argument("allocateExactly: weights must be finite and not negative");

    const bool negative = total < 0;
    const auto magnitude = negative ? ~static_cast<std::uint64_t>(total) + 1u : static_cast<std::uint64_t>(total);
    const double weightSum = std::accumulate(weights.begin(), weights.end(), 0.0);
    const size_t n = weights.size();

    std::vector<long double> remainders(n, 0.0L);
    std::uint64_t assigned = 0;
    for (size_t i = 0; i < n; ++i) {
        const long double share = weightSum > 0.0 ? static_cast<long double>(magnitude) * weights[i] / weightSum
                                                  : static_cast<long double>(magnitude) / static_cast<long double>(n);
        auto floorPart = static_cast<std::uint64_t>(std::floor(share));
        floorPart = std::min(floorPart, magnitude - assigned); // guard against long double overshoot
        parts[i] = static_cast<MinorUnits>(floorPart);
        remainders[i] = share - static_cast<long double>(floorPart);
        assigned += floorPart;
    }
    std::uint64_t left = magnitude - assigned;
    if (left > 0) {
        std::vector<size_t> order(n);
        std::iota(order.begin(), order.end(), size_t {0});
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return remainders[a] > remainders[b]; });
        // left < n except when rounding lost whole units; the loop hands them out round-robin.
        for (size_t k = 0; left > 0; k = (k + 1) % n, --left)
            ++parts[order[k]];
    }
    if (negative)
        for (auto& part : parts)
            part = -part;
    return parts;
}

std::vector<MinorUnits> roundEach(std::span<const double> amounts, std::string_view currency)
{
    std::vector<MinorUnits> lines;
    lines.reserve(amounts.size());
    for (double amount : amounts)
        lines.push_back(toMinor(amount, currency));
    return lines;
}

MinorUnits sumMinor(std::span<const MinorUnits> lines)
{
    return std::accumulate(lines.begin(), lines.end(), MinorUnits {0});
}

double scaleSize(AmountScale scale)
{
    switch (scale) {
    case AmountScale::One:
        return 1;
    case AmountScale::Thousand:
        return 1e3;
    case AmountScale::Wan:
        return 1e4;
    case AmountScale::Million:
        return 1e6;
    case AmountScale::Yi:
        return 1e8;
    case AmountScale::Billion:
        return 1e9;
    }
    return 1;
}

namespace {

// The scale an amount of this size is read in, before rounding.
AmountScale scaleFor(double magnitude, NumberSystem system)
{
    if (magnitude < 1e4)
        return AmountScale::One;
    if (system == NumberSystem::Chinese)
        return magnitude < 1e8 ? AmountScale::Wan : AmountScale::Yi;
    if (magnitude < 1e6)
        return AmountScale::Thousand;
    return magnitude < 1e9 ? AmountScale::Million : AmountScale::Billion;
}

// Decimals for about three significant figures; 万 keeps one decimal up to 1,000 万 ("509.8 万"), as
// Chinese budgets are written.
int decimalsFor(double scaled, AmountScale scale)
{
    const double magnitude = std::fabs(scaled);
    if (scale == AmountScale::One)
        return 0;
    if (magnitude < 10)
        return 2;
    if (magnitude < 100 || (scale == AmountScale::Wan && magnitude < 1000))
        return 1;
    return 0;
}

// The next larger scale of the same system, or the scale itself when there is none.
AmountScale nextScale(AmountScale scale)
{
    switch (scale) {
    case AmountScale::Thousand:
        return AmountScale::Million;
    case AmountScale::Million:
        return AmountScale::Billion;
    case AmountScale::Wan:
        return AmountScale::Yi;
    default:
        return scale;
    }
}

double roundTo(double value, int decimals)
{
    const double factor = std::pow(10.0, decimals);
    return std::round(snap(value * factor)) / factor;
}

} // namespace

ReadableAmount readableAmount(double amount, NumberSystem system)
{
    if (!std::isfinite(amount))
        return {amount, AmountScale::One, 0};
    ReadableAmount readable;
    readable.scale = scaleFor(std::fabs(amount), system);
    // Rounding can carry into the next figure (9.996 M → 10.0 M) or the next scale (999.96 K → 1.00 M):
    // settle the decimals and the scale on the rounded value.
    for (int settle = 0; settle < 4; ++settle) {
        const double scaled = amount / scaleSize(readable.scale);
        readable.decimals = decimalsFor(scaled, readable.scale);
        readable.value = roundTo(scaled, readable.decimals);
        const AmountScale next = nextScale(readable.scale);
        if (next != readable.scale && std::fabs(readable.value) * scaleSize(readable.scale) >= scaleSize(next)) {
            readable.scale = next;
            continue;
        }
        if (decimalsFor(readable.value, readable.scale) == readable.decimals)
            break;
    }
    readable.decimals = decimalsFor(readable.value, readable.scale);
    readable.value = roundTo(amount / scaleSize(readable.scale), readable.decimals);
    return readable;
}

} // namespace planner
