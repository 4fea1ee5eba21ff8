#pragma once
// How every window of the program looks, set once after the QApplication exists: the program, its
// tests and its benchmarks show the same thing (style, font, desktop name).

class QWidget;

namespace planner::ui {

void applyApplicationLook();

// The program's icon (packaging/linux/icons), set once `window` has painted: decoding its six PNG sizes
// took as long as building a dock, and nothing in the first frame needs it.
void setApplicationIconAfterFirstPaint(QWidget* window);

} // namespace planner::ui
