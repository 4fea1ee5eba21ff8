#pragma once
// One text layer. The core never writes prose for people: it says what to tell them as a Message, a
// key of the text table with typed arguments, and render() puts it into words through a TextLookup.
// englishText() renders the table's own English (command line, JSON, English exports); the window and
// the PDF pass a lookup that asks Qt's translations, whose source is generated from this same table
// (`gpu-planner texts --lupdate-source`, see packaging/update-translations.sh), so there is no copy.

#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

struct Message;
struct ArgParts;

// The value of one {slot}. Small (64 bytes), since messages are built by the hundred on every edit and
// copied out of initializer lists; the rarer parts (a phrase, list items, a Chinese name) sit behind one
// shared, immutable pointer, so copies of them are cheap too.
struct Arg {
    enum class Kind {
        Data, // shown as it is: a name, an id, a formatted amount
        Number, // a number, formatted when shown (most arguments are numbers, most messages never shown)
        Phrase, // a message of its own, in the reader's language
        AnyOf, // items joined "a, b or c"
        Sum, // items joined "a + b"
        Money, // an amount (number) in a currency (data): exact, or rounded for reading where the reader wants
    };
    Kind kind = Kind::Data;
    int decimals = 0; // Number: at most this many decimals, trailing zeros dropped
    double number = 0; // Number
    std::string data; // Data
    std::shared_ptr<const ArgParts> parts; // Phrase, AnyOf, Sum; Data with a Chinese form

    Arg() = default;
    Arg(std::string text); // NOLINT(google-explicit-constructor): data is the usual argument
    Arg(const char* text); // NOLINT(google-explicit-constructor)
    bool operator==(const Arg&) const;

    const Message* phrase() const; // Phrase: the message; otherwise none
    std::span<const Arg> items() const; // AnyOf, Sum
    std::string_view chinese() const; // Data: the same name in Chinese (a region's), when it has one
};

// The arguments of one message: a few named slots. A flat list, since messages are built by the
// hundred on every edit (one allocation each) and read only when shown.
class Args {
public:
    // Slot names are literals ("gb", "group"): kept as views.
    using Slot = std::pair<std::string_view, Arg>;
    Args() = default;
    Args(std::initializer_list<Slot> slots);

    Arg& operator[](std::string_view slot); // the slot's value, added empty when absent
    void insert_or_assign(std::string_view slot, Arg value);
    const Arg* find(std::string_view slot) const;
    std::vector<Slot>::const_iterator begin() const { return m_slots.begin(); }
    std::vector<Slot>::const_iterator end() const { return m_slots.end(); }
    std::size_t size() const { return m_slots.size(); }
    bool empty() const { return m_slots.empty(); }
    bool operator==(const Args& other) const; // the same slots with the same values, in any order

private:
    std::vector<Slot> m_slots;
};

struct Message {
    std::string key; // a key of textTable(); empty: nothing to say
    Args args;

    Message() = default;
    explicit Message(std::string textKey, Args values = {})
        : key(std::move(textKey))
        , args(std::move(values))
    {
    }
    Message& with(std::string_view slot, Arg value); // slot: a literal
    Message& with(std::string_view slot, std::string value);
    bool empty() const { return key.empty(); }
    bool operator==(const Message&) const = default;
};

struct ArgParts {
    Message phrase;
    std::vector<Arg> items;
    std::string chinese;
};

inline Arg::Arg(std::string text)
    : data(std::move(text))
{
}
inline Arg::Arg(const char* text)
    : data(text)
{
}
inline const Message* Arg::phrase() const
{
    return kind == Kind::Phrase && parts ? &parts->phrase : nullptr;
}
inline std::span<const Arg> Arg::items() const
{
    return parts ? std::span<const Arg>(parts->items) : std::span<const Arg>();
}
inline std::string_view Arg::chinese() const
{
    return parts ? std::string_view(parts->chinese) : std::string_view();
}

// A name that has its own Chinese form in the catalog (a region's "深圳" for "Shenzhen").
Arg localName(std::string english, std::string chinese);
// A catalog entry's name (its `name` and `nameZh`: a region, platform, cooling method, architecture).
template <typename Entry> Arg localName(const Entry& entry)
{
    return localName(entry.name, entry.nameZh);
}
// Who offers a rental (`provider` and `providerZh`: a catalog offering, or the option priced from one).
template <typename Rental> Arg providerName(const Rental& rental)
{
    return localName(rental.provider, rental.providerZh);
}
// A number shown with at most `decimals` decimals ("12", "12.3"), formatted only when shown.
Arg number(double value, int decimals = 1);
// An amount of money, formatted when shown (TextLookup::money): exact in exports, readable in the window.
Arg moneyArg(double amount, std::string currency);
Arg phrase(Message message);
Arg phrase(std::string key, Args args = {});
Arg anyOf(std::vector<Arg> items);
Arg sum(std::vector<Arg> items);

struct TextEntry {
    std::string_view key;
    std::string_view english;
};

// A number as the messages show it: at most `decimals` decimals, trailing zeros dropped, "∞" when not
// finite, never "-0".
std::string formatNumber(double value, int decimals = 1);

// Every text the core can show, each key once: rules, estimate phrases, costs, quote.
std::span<const TextEntry> textTable();
const TextEntry* findText(std::string_view key);

// Where a text's words in the reader's language come from.
class TextLookup {
public:
    virtual ~TextLookup() = default;
    // The text of `entry` in the reader's language, {slots} kept.
    virtual std::string text(const TextEntry& entry) const = 0;
    // Whether the reader reads Chinese: names with a Chinese form (localName) are shown in it.
    virtual bool chinese() const { return false; }
    // An amount of money: exact to the minor unit ("CNY 1,234,567.89") unless the reader rounds for reading.
    virtual std::string money(double amount, const std::string& currency) const;
};

// The table's own English.
const TextLookup& englishText();

// The message in words: its text from `lookup` with every slot filled, phrases and lists in the same
// language. A key missing from the table renders as the key itself, so it shows and a test catches it.
std::string render(const Message& message, const TextLookup& lookup = englishText());
std::string render(const Arg& arg, const TextLookup& lookup = englishText());

} // namespace planner
