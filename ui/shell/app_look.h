#pragma once
// How every window of the program looks, set once after the QApplication exists: the program, its
// tests and its benchmarks show the same thing.

namespace planner::ui {

void applyApplicationLook();

} // namespace planner::ui
