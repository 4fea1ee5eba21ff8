#pragma once
// The names enums take in plan and catalog files and in JSON output, and the functions that read and
// write them. Each stage lists its own enums' names beside its headers (catalog/catalog_enum_names.h,
// plan/plan_enum_names.h), so this file includes nothing above base/. Stable: never rename one.

#include "models/base/diagnostics.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace planner {

template <typename E> struct EnumNames;

#define PLANNER_ENUM_NAMES(Type, ...)                                                                                  \
    template <> struct EnumNames<Type> {                                                                               \
        static constexpr std::pair<Type, std::string_view> entries[] = {__VA_ARGS__};                                  \
    };

PLANNER_ENUM_NAMES(Severity, {Severity::Error, "error"}, {Severity::Warning, "warning"}, {Severity::Info, "info"})

template <typename E> constexpr std::string_view enumName(E value)
{
    for (const auto& [v, name] : EnumNames<E>::entries)
        if (v == value)
            return name;
    return "?";
}

template <typename E> constexpr std::optional<E> enumFromName(std::string_view name)
{
    for (const auto& [v, n] : EnumNames<E>::entries)
        if (n == name)
            return v;
    return std::nullopt;
}

// "a, b or c": the accepted names, for error messages.
template <typename E> std::string enumChoices()
{
    std::string text;
    const auto& entries = EnumNames<E>::entries;
    const size_t count = std::size(entries);
    for (size_t i = 0; i < count; ++i) {
        if (i > 0)
            text += (i + 1 == count) ? " or " : ", ";
        text += '"' + std::string(entries[i].second) + '"';
    }
    return text;
}

} // namespace planner
