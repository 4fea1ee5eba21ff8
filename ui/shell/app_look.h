#pragma once
// How every window of the program looks, set once after the QApplication exists: the program, its
// tests and its benchmarks show the same thing (style, font, the program's icon and desktop name).

namespace planner::ui {

void applyApplicationLook();

} // namespace planner::ui
