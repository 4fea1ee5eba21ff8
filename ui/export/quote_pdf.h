#pragma once
// The PDF quote: A4, vector, painted from a planner::Quote on any paged device (QPdfWriter for files,
// QPrinter for printing), and the file writers the window and the command line share so both produce
// the same bytes.

#include "models/quote/quote.h"

#include <QByteArray>
#include <QString>

class QPagedPaintDevice;

namespace planner::ui {

// The one family every quote text is set in: WenQuanYi Micro Hei keeps digits next to Chinese in the
// PDF's text layer (Noto CJK loses them with Qt 6.4.2, see qt-notes), so totals stay searchable.
QString quoteFontFamily();

// A4 portrait with margins; the right margin is kept generous because of QTBUG-109518.
void applyQuotePageLayout(QPagedPaintDevice* device);

// Paints every page on a device whose page layout is set; pages are numbered "page of pages".
void paintQuote(const Quote& quote, QPagedPaintDevice* device);

// The PDF file's bytes (made in memory, so a failed write never leaves half a file).
QByteArray quotePdfBytes(const Quote& quote);

// Write the file, replacing an existing one atomically. Empty on success, else an error naming the file.
QString writeQuotePdf(const Quote& quote, const QString& file);
QString writeQuoteCsv(const Quote& quote, const QString& file);
// CSV for a name ending in .csv (any case), else PDF: what File > Export… calls.
QString writeQuoteFile(const Quote& quote, const QString& file);

} // namespace planner::ui
