#include "models/text/message.h"

#include "models/base/money.h"
#include "models/text/template.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <unordered_map>

namespace planner {

// Spelled out: clang 14 crashes on a defaulted comparison of this recursive type.
bool Arg::operator==(const Arg& other) const
{
    const auto itemsEqual = [](std::span<const Arg> a, std::span<const Arg> b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    };
    const Message* mine = phrase();
    const Message* theirs = other.phrase();
    const bool samePhrase = mine == theirs || (mine && theirs && *mine == *theirs);
    return kind == other.kind && data == other.data && chinese() == other.chinese() && number == other.number
        && decimals == other.decimals && samePhrase && itemsEqual(items(), other.items());
}

Args::Args(std::initializer_list<Slot> slots)
    : m_slots(slots)
{
}

Arg& Args::operator[](std::string_view slot)
{
    for (Slot& s : m_slots)
        if (s.first == slot)
            return s.second;
    return m_slots.emplace_back(slot, Arg()).second;
}

void Args::insert_or_assign(std::string_view slot, Arg value)
{
    (*this)[slot] = std::move(value);
}

const Arg* Args::find(std::string_view slot) const
{
    for (const Slot& s : m_slots)
        if (s.first == slot)
            return &s.second;
    return nullptr;
}

bool Args::operator==(const Args& other) const
{
    if (size() != other.size())
        return false;
    return std::all_of(m_slots.begin(), m_slots.end(), [&](const Slot& s) {
        const Arg* theirs = other.find(s.first);
        return theirs && *theirs == s.second;
    });
}

std::string formatNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return "∞";
    // to_chars: no locale and no format string to parse.
    char buffer[64];
    const auto [end, error]
        = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, std::clamp(decimals, 0, 17));
    std::string text = error == std::errc() ? std::string(buffer, end) : std::to_string(value);
    if (text.find('.') != std::string::npos) {
        while (!text.empty() && text.back() == '0')
            text.pop_back();
        if (!text.empty() && text.back() == '.')
            text.pop_back();
    }
    if (text == "-0")
        text = "0";
    return text;
}

Arg number(double value, int decimals)
{
    Arg arg;
    arg.kind = Arg::Kind::Number;
    arg.number = value;
    arg.decimals = decimals;
    return arg;
}

Arg moneyArg(double amount, std::string currency)
{
    Arg arg;
    arg.kind = Arg::Kind::Money;
    arg.number = amount;
    arg.data = std::move(currency);
    return arg;
}

std::string TextLookup::money(double amount, const std::string& currency) const
{
    return formatMoney(amount, currency);
}

Message& Message::with(std::string_view slot, Arg value)
{
    args.insert_or_assign(slot, std::move(value));
    return *this;
}

Message& Message::with(std::string_view slot, std::string value)
{
    return with(slot, Arg(std::move(value)));
}

Arg phrase(Message message)
{
    Arg arg;
    arg.kind = Arg::Kind::Phrase;
    arg.parts = std::make_shared<const ArgParts>(ArgParts {std::move(message), {}, {}});
    return arg;
}

Arg phrase(std::string key, Args args)
{
    return phrase(Message(std::move(key), std::move(args)));
}

Arg anyOf(std::vector<Arg> items)
{
    Arg arg;
    arg.kind = Arg::Kind::AnyOf;
    arg.parts = std::make_shared<const ArgParts>(ArgParts {Message(), std::move(items), {}});
    return arg;
}

Arg sum(std::vector<Arg> items)
{
    Arg arg;
    arg.kind = Arg::Kind::Sum;
    arg.parts = std::make_shared<const ArgParts>(ArgParts {Message(), std::move(items), {}});
    return arg;
}

const TextEntry* findText(std::string_view key)
{
    static const std::unordered_map<std::string_view, const TextEntry*> index = [] {
        std::unordered_map<std::string_view, const TextEntry*> map;
        for (const TextEntry& entry : textTable())
            map.emplace(entry.key, &entry);
        return map;
    }();
    const auto it = index.find(key);
    return it == index.end() ? nullptr : it->second;
}

namespace {

class EnglishText final : public TextLookup {
public:
    std::string text(const TextEntry& entry) const override { return std::string(entry.english); }
};

std::string textOf(std::string_view key, const TextLookup& lookup)
{
    const TextEntry* entry = findText(key);
    return entry ? lookup.text(*entry) : std::string(key);
}

// Items joined with the table's own joiners, in the reader's language: "a, b or c", "a + b".
std::string joined(std::span<const Arg> items, bool anyOf, const TextLookup& lookup)
{
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string item = render(items[i], lookup);
        if (i == 0) {
            text = item;
            continue;
        }
        const std::string_view joiner = !anyOf ? "list.plus" : i + 1 == items.size() ? "list.or" : "list.comma";
        text = renderTemplate(textOf(joiner, lookup), {{"a", text}, {"b", item}});
    }
    return text;
}

} // namespace

Arg localName(std::string english, std::string chinese)
{
    Arg arg(std::move(english));
    if (!chinese.empty())
        arg.parts = std::make_shared<const ArgParts>(ArgParts {Message(), {}, std::move(chinese)});
    return arg;
}

const TextLookup& englishText()
{
    static const EnglishText english;
    return english;
}

std::string render(const Arg& arg, const TextLookup& lookup)
{
    switch (arg.kind) {
    case Arg::Kind::Data:
        return lookup.chinese() && !arg.chinese().empty() ? std::string(arg.chinese()) : arg.data;
    case Arg::Kind::Number:
        return formatNumber(arg.number, arg.decimals);
    case Arg::Kind::Money:
        return lookup.money(arg.number, arg.data);
    case Arg::Kind::Phrase:
        return arg.phrase() ? render(*arg.phrase(), lookup) : std::string();
    case Arg::Kind::AnyOf:
        return joined(arg.items(), true, lookup);
    case Arg::Kind::Sum:
        return joined(arg.items(), false, lookup);
    }
    return {};
}

std::string render(const Message& message, const TextLookup& lookup)
{
    if (message.key.empty())
        return {};
    std::map<std::string, std::string> values;
    for (const auto& [slot, arg] : message.args)
        values.emplace(slot, render(arg, lookup));
    return renderTemplate(textOf(message.key, lookup), values);
}

} // namespace planner
