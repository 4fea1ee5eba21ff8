#pragma once
// A strict RFC 4180 reader for tests: rows end in CRLF, quoted fields may hold commas, quotes and line
// breaks. Throws std::runtime_error on anything else, so a sloppy writer fails the test.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace planner::testing {

inline std::vector<std::vector<std::string>> parseCsv(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '"') {
            if (!field.empty())
                throw std::runtime_error("quote inside an unquoted field");
            for (++i;; ++i) {
                if (i >= text.size())
                    throw std::runtime_error("unterminated quoted field");
                if (text[i] == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        field += '"';
                        ++i;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text[i];
            }
            if (i < text.size() && text[i] != ',' && text[i] != '\r')
                throw std::runtime_error("text after a closing quote");
            continue;
        }
        if (text[i] == ',') {
            row.push_back(std::move(field));
            field.clear();
            ++i;
        } else if (text[i] == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n')
                throw std::runtime_error("CR without LF");
            row.push_back(std::move(field));
            field.clear();
            rows.push_back(std::move(row));
            row.clear();
            i += 2;
        } else if (text[i] == '\n') {
            throw std::runtime_error("bare LF");
        } else {
            if (text[i] == '"')
                throw std::runtime_error("stray quote");
            field += text[i++];
        }
    }
    if (!field.empty() || !row.empty())
        throw std::runtime_error("last row without CRLF");
    return rows;
}

} // namespace planner::testing
