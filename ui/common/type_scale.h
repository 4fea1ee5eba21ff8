#pragma once
// The program's few type sizes. Each size and weight is a font engine of its own with its own glyph
// cache, and building those was most of the text work of the first frame: a page's headings and its key
// figures share one size.

#include <QFont>

namespace planner::ui {

// Page headings and the figures a meeting reads off a page: 1.25 × the body size, bold.
QFont headingFont(const QFont& body);

} // namespace planner::ui
