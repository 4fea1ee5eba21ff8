#pragma once
// Paints the build drawing (models/sizing/node_topology.h) into any QPainter: the Build page's widget on
// screen, the quote's PDF as vectors. Labels come from the core's text table through a TextLookup, so the
// window and a quote in another language draw the same words; every part is reported where it was drawn
// for hit-testing, tooltips and highlighting.

#include "models/sizing/node_topology.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

class QPainter;
class QPalette;

namespace planner::ui {

struct DrawingStyle {
    QFont font;
    QColor text;
    QColor muted;
    QColor background;
    QColor chassis;
    QColor highlight;
    QColor warning;
    std::array<QColor, kBuildPartCount> parts; // each part's hue, by BuildPart

    QColor hue(BuildPart part) const { return parts[static_cast<std::size_t>(part)]; }
    // The window's colours (light or dark palette) and font.
    static DrawingStyle forScreen(const QPalette& palette, const QFont& font);
    // Black on white for paper.
    static DrawingStyle forPrint(const QFont& font);
};

// What to pick out: the part a selected finding is about (in one group, or every group when -1).
struct DrawingHighlight {
    std::optional<BuildPart> part;
    int group = -1;
    bool covers(BuildPart p, int g) const { return part == p && (group < 0 || group == g); }
};

// One drawn part: where it is and what it is, in the lookup's language.
struct DrawnPart {
    BuildPart part = BuildPart::Gpu;
    int group = 0;
    int index = 0; // which GPU, socket or rack
    QRectF rect;
    QString name; // "GPU 3 of 8, link domain 1", "PCIe: 272 of 352 lanes"
    QString detail; // the exact figures
};

// How many texts the painters below have drawn cut short ("…") since the program started: the drawings
// are tested for words a reader cannot finish.
std::size_t drawnTextsCut();

// The node of one group inside `area`.
std::vector<DrawnPart> paintNode(QPainter& painter, const QRectF& area, const NodeTopology& node,
                                 const TextLookup& text, const DrawingStyle& style,
                                 const DrawingHighlight& highlight = {});
// The racks with their nodes and kW against the cooling limit inside `area`; as many as fit, then "+ n more".
std::vector<DrawnPart> paintRacks(QPainter& painter, const QRectF& area, const BuildTopology& build,
                                  const TextLookup& text, const DrawingStyle& style,
                                  const DrawingHighlight& highlight = {});

} // namespace planner::ui
