#pragma once

#include <QString>
#include <QWidget>

namespace planner::ui {

// Text that follows edits: it repaints when it changes and never asks its page for a new layout, which a
// QLabel does at every new text (the page's tabs, tables and drawings then lay out and repaint whole). It
// has room for a fixed number of lines, wraps between words (Chinese anywhere) and ends the last line in
// "…" when the text needs more; read it whole in its tooltip.
class TextBlock final : public QWidget {
    Q_OBJECT
public:
    explicit TextBlock(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return m_text; }
    void clear() { setText({}); }
    // The lines the text takes at the current width, the last one elided where it does not fit.
    QStringList shownLines() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitHeight();

    int m_lines;
    QString m_text;
};

} // namespace planner::ui
