#pragma once

#include <QString>
#include <QWidget>

namespace planner::ui {

// Text that follows edits: it repaints when it changes and never asks its page for a new layout, which a
// QLabel does at every new text (the page's tabs, tables and drawings then lay out and repaint whole). It
// has room for a fixed number of lines; "\n" starts a new line, and long lines wrap between words (Chinese
// anywhere) or, without wrapping, end in "…". The last line ends in "…" when the text needs more room, and
// the tooltip then gives the text whole above the owner's own tooltip.
class TextBlock final : public QWidget {
    Q_OBJECT
public:
    explicit TextBlock(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return m_text; }
    void clear() { setText({}); }
    void setLineCount(int lines);
    // The block takes as many lines as its text needs at its width, up to maxLines: its height (and so
    // its page's layout) changes only when that count does, not at every new text.
    void setLinesFollowText(int maxLines);
    void setWrap(bool wrap);
    // Off where the owner's tooltip already gives the text (exactly, say, where the block rounds).
    void setCutTextInToolTip(bool shown) { m_cutTextInToolTip = shown; }
    // The lines shown at the current width.
    QStringList shownLines() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();
    void followText();
    int linesNeeded() const;

    int m_lines;
    int m_maxLinesFollowingText = 0; // 0: a fixed count
    bool m_wrap = true;
    bool m_cutTextInToolTip = true;
    QString m_text;
};

} // namespace planner::ui
