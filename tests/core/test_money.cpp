// Money in minor units: rounding half away from zero, printing, and exact allocation for quotes.

#include "models/base/money.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace planner;

TEST_CASE("toMinor rounds half away from zero, decimal halves included", "[money]")
{
    CHECK(toMinor(1234.56, "CNY") == 123456);
    CHECK(toMinor(0.125, "USD") == 13); // exactly representable half
    CHECK(toMinor(-0.125, "USD") == -13); // away from zero, not to even
    CHECK(toMinor(1.005, "CNY") == 101); // 1.005 × 100 = 100.49999999999999 in binary: snapped to 100.5
    CHECK(toMinor(-1.005, "CNY") == -101);
    CHECK(toMinor(2.675, "USD") == 268);
    CHECK(toMinor(0.1 + 0.2, "USD") == 30);
    CHECK(toMinor(1.004999, "CNY") == 100);
    CHECK(toMinor(0.0, "CNY") == 0);
    CHECK(toMinor(-0.004, "CNY") == 0);
    CHECK(toMinor(1234.5, "JPY") == 1235); // no minor unit
    CHECK(toMinor(12345678901.23, "CNY") == 1234567890123);
    CHECK_THROWS_AS(toMinor(1e300, "CNY"), std::out_of_range);
    CHECK_THROWS_AS(toMinor(std::numeric_limits<double>::quiet_NaN(), "CNY"), std::out_of_range);
    CHECK(fromMinor(123456, "CNY") == Approx(1234.56));
    CHECK(minorDigits("JPY") == 0);
    CHECK(minorDigits("SGD") == 2);
}

TEST_CASE("formatMinor prints code, grouping and two decimals", "[money]")
{
    CHECK(formatMinor(123456, "CNY") == "CNY 1,234.56");
    CHECK(formatMinor(123456, "USD") == "USD 1,234.56");
    CHECK(formatMinor(-5, "USD") == "USD -0.05");
    CHECK(formatMinor(0, "CNY") == "CNY 0.00");
    CHECK(formatMinor(123456789, "CNY") == "CNY 1,234,567.89");
    CHECK(formatMinor(100, "CNY") == "CNY 1.00");
    CHECK(formatMinor(123456789, "CNY", false) == "CNY 1234567.89");
    CHECK(formatMinor(123456789, "CNY", false, false) == "1234567.89");
    CHECK(formatMinor(-123456789, "CNY", true, false) == "-1,234,567.89");
    CHECK(formatMinor(1235, "JPY") == "JPY 1,235");
    CHECK(formatMinor(std::numeric_limits<MinorUnits>::min(), "USD", false, false) == "-92233720368547758.08");
    CHECK(formatMoney(1.005, "CNY") == "CNY 1.01");
    CHECK(formatMoney(-1234567.891, "USD") == "USD -1,234,567.89");
}

TEST_CASE("allocateExactly splits a total so that the parts sum to it", "[money]")
{
    const std::vector<double> thirds {1, 1, 1};
    CHECK(allocateExactly(100, thirds) == std::vector<MinorUnits> {34, 33, 33});
    CHECK(allocateExactly(-100, thirds) == std::vector<MinorUnits> {-34, -33, -33});

    // 13% VAT of CNY 1,000.00 split over lines of 333.33, 333.33 and 333.34: shares 4333.29, 4333.29, 4333.42.
    const std::vector<double> lines {333.33, 333.33, 333.34};
    const auto vat = allocateExactly(13000, lines);
    CHECK(vat == std::vector<MinorUnits> {4333, 4333, 4334});
    CHECK(sumMinor(vat) == 13000);

    const std::vector<double> zeros {0, 0, 0, 0};
    CHECK(allocateExactly(10, zeros) == std::vector<MinorUnits> {3, 3, 2, 2});
    const std::vector<double> one {0, 5, 0};
    CHECK(allocateExactly(7, one) == std::vector<MinorUnits> {0, 7, 0});
    CHECK(allocateExactly(7, std::vector<double> {}).empty());
    CHECK_THROWS_AS(allocateExactly(7, std::vector<double> {1, -1}), std::invalid_argument);

    // Many awkward weights: still exact.
    std::vector<double> weights;
    for (int i = 1; i <= 97; ++i)
        weights.push_back(1.0 / i);
    const auto parts = allocateExactly(1'000'000'007, weights);
    CHECK(sumMinor(parts) == 1'000'000'007);
    for (size_t i = 1; i < parts.size(); ++i)
        CHECK(parts[i] <= parts[i - 1]);
}

TEST_CASE("Quote lines rounded first add up exactly to the printed total", "[money]")
{
    // Three lines whose exact sum (3.015) would round to 3.02, while the printed lines (1.01 + 1.01 + 1.01)
    // sum to 3.03: the quote prints the sum of printed lines.
    const std::vector<double> amounts {1.005, 1.005, 1.005};
    const auto printed = roundEach(amounts, "CNY");
    CHECK(printed == std::vector<MinorUnits> {101, 101, 101});
    CHECK(sumMinor(printed) == 303);
    CHECK(formatMinor(sumMinor(printed), "CNY") == "CNY 3.03");
}

TEST_CASE("Readable amounts: about three significant figures in K / M / B or 万 / 亿", "[money]")
{
    using planner::AmountScale;
    using planner::NumberSystem;
    using planner::readableAmount;
    struct Case {
        double amount;
        NumberSystem system;
        double value;
        AmountScale scale;
        int decimals;
    };
    const Case cases[] = {
        // The example: CNY 5,097,798.10 reads 5.10 M and 509.8 万.
        {5'097'798.10, NumberSystem::Western, 5.10, AmountScale::Million, 2},
        {5'097'798.10, NumberSystem::Chinese, 509.8, AmountScale::Wan, 1},
        {9'850.0, NumberSystem::Western, 9'850, AmountScale::One, 0}, // under 10,000: whole units
        {9'850.4, NumberSystem::Chinese, 9'850, AmountScale::One, 0},
        {12'449.0, NumberSystem::Western, 12.4, AmountScale::Thousand, 1}, // 12.449 K
        {512'345.0, NumberSystem::Western, 512, AmountScale::Thousand, 0},
        {51'234'567.0, NumberSystem::Western, 51.2, AmountScale::Million, 1},
        {51'234'567.0, NumberSystem::Chinese, 5'123, AmountScale::Wan, 0}, // 5,123.46 万: ≥ 1,000 万, whole
        {123'456'789.0, NumberSystem::Chinese, 1.23, AmountScale::Yi, 2},
        {2'345'678'901.0, NumberSystem::Western, 2.35, AmountScale::Billion, 2},
        {-1'234'567.0, NumberSystem::Western, -1.23, AmountScale::Million, 2}, // savings can be negative
        // Rounding that carries: 999,960 is 999.96 K, which rounds to 1,000 K, so it reads 1.00 M.
        {999'960.0, NumberSystem::Western, 1.00, AmountScale::Million, 2},
        // 99,999,999 is 9,999.9999 万 → 10,000 万 → 1.00 亿.
        {99'999'999.0, NumberSystem::Chinese, 1.00, AmountScale::Yi, 2},
        // 9,996,000 is 9.996 M → 10.0 M (one decimal once it has two integer digits).
        {9'996'000.0, NumberSystem::Western, 10.0, AmountScale::Million, 1},
    };
    for (const Case& c : cases) {
        CAPTURE(c.amount, static_cast<int>(c.system));
        const planner::ReadableAmount readable = readableAmount(c.amount, c.system);
        CHECK(readable.scale == c.scale);
        CHECK(readable.decimals == c.decimals);
        CHECK(readable.value == Approx(c.value).margin(1e-9));
    }
}
