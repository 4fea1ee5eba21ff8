// The one text table: every part in one list, each key once (a test checks it).
#include "models/text/text_tables.h"

#include <string>
#include <vector>

namespace planner {

std::span<const TextEntry> textTable()
{
    static const std::vector<TextEntry> table = [] {
        // The keys of finding texts are built here once; they live as long as the table.
        static std::vector<std::string> findingKeys;
        const auto findings = text_tables::findingTexts();
        findingKeys.reserve(findings.size() * 3);
        std::vector<TextEntry> entries;
        for (const auto& f : findings) {
            const std::string stem = "finding." + std::string(f.key);
            findingKeys.push_back(stem + ".message");
            findingKeys.push_back(stem + ".explanation");
            findingKeys.push_back(stem + ".fix");
        }
        for (std::size_t i = 0; i < findings.size(); ++i) {
            entries.push_back({findingKeys[3 * i], findings[i].message});
            entries.push_back({findingKeys[3 * i + 1], findings[i].explanation});
            entries.push_back({findingKeys[3 * i + 2], findings[i].fix});
        }
        for (const auto part : {text_tables::phraseTexts(), text_tables::estimateTexts(), text_tables::costTexts(),
                                text_tables::fieldTexts(), text_tables::catalogTexts(), text_tables::deployTexts(),
                                text_tables::drawingTexts(), text_tables::lessonTexts(), text_tables::adviseTexts()})
            entries.insert(entries.end(), part.begin(), part.end());
        return entries;
    }();
    return table;
}

} // namespace planner
