#pragma once
// Internal to the text folder: the parts the one text table (textTable() in message.h) is made of.

#include "models/text/message.h"

#include <span>
#include <string_view>

namespace planner::text_tables {

// A finding's three texts under one message key; the table holds them as
// "finding.<key>.message", "finding.<key>.explanation" and "finding.<key>.fix".
struct FindingText {
    std::string_view key;
    std::string_view message;
    std::string_view explanation;
    std::string_view fix;
};

std::span<const FindingText> findingTexts();
// Phrases that fill the slots of other texts (suggestions, memory parts, market status, formulas), and the
// joiners of lists.
std::span<const TextEntry> phraseTexts();
// How each estimate figure was computed (MFU, scaling, FLOPs, memory items) and the estimate's notes.
std::span<const TextEntry> estimateTexts();
// Option, cost category, cost input, unit and method labels of the TCO engine and the quote.
std::span<const TextEntry> costTexts();
// Labels and tooltips of the plan's fields.
std::span<const TextEntry> fieldTexts();
// Catalog kinds, column headers and tooltips, and the words of their cells (models/catalog/catalog_kinds.h).
std::span<const TextEntry> catalogTexts();
// Labels and details of the build drawing.
std::span<const TextEntry> drawingTexts();
// The deployment kit's checklist.
std::span<const TextEntry> deployTexts();
// The lessons' explanations (models/lessons/lessons.h).
std::span<const TextEntry> lessonTexts();
// The advisor: builds, options, why a build is on the frontier, why none was found.
std::span<const TextEntry> adviseTexts();

} // namespace planner::text_tables
