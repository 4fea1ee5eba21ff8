#include "ui/common/text_block.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QTextLayout>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

// Where `paragraph` breaks into lines `width` wide (between words; Chinese anywhere): each line's start
// and length. One breaker for the lines a block needs and the lines it shows, so the two agree.
QList<std::pair<int, int>> lineRanges(const QString& paragraph, const QWidget* widget)
{
    QTextLayout layout(paragraph, widget->font(), widget);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QList<std::pair<int, int>> ranges;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(widget->width());
        ranges.append({line.textStart(), line.textLength()});
    }
    layout.endLayout();
    return ranges;
}

} // namespace

TextBlock::TextBlock(int lines, QWidget* parent)
    : QWidget(parent)
    , m_lines(std::max(1, lines))
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAttribute(Qt::WA_OpaquePaintEvent); // paints its own background: nothing behind it repaints
    fitHeight();
}

void TextBlock::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    followText();
    update();
}

void TextBlock::setLineCount(int lines)
{
    m_lines = std::max(1, lines);
    fitHeight();
    update();
}

void TextBlock::setLinesFollowText(int maxLines)
{
    m_maxLinesFollowingText = std::max(1, maxLines);
    followText();
}

void TextBlock::followText()
{
    if (m_maxLinesFollowingText == 0)
        return;
    const int lines = std::clamp(linesNeeded(), 1, m_maxLinesFollowingText);
    if (lines == m_lines)
        return;
    m_lines = lines;
    fitHeight();
}

int TextBlock::linesNeeded() const
{
    if (m_text.isEmpty())
        return 1;
    if (!m_wrap)
        return static_cast<int>(m_text.count(QLatin1Char('\n'))) + 1;
    int lines = 0;
    for (const QString& paragraph : m_text.split(QLatin1Char('\n')))
        lines += static_cast<int>(std::max<qsizetype>(1, lineRanges(paragraph, this).size()));
    return lines;
}

void TextBlock::resizeEvent(QResizeEvent* event)
{
    if (event->oldSize().width() != width())
        followText();
    QWidget::resizeEvent(event);
}

void TextBlock::setWrap(bool wrap)
{
    m_wrap = wrap;
    update();
}

QStringList TextBlock::shownLines() const
{
    const QFontMetricsF metrics(font(), this);
    const QChar ellipsis(0x2026);
    // The last line there is room for: what is left, and "…" when more paragraphs follow.
    const auto lastLine = [&](const QString& rest, bool more) {
        const QString line = metrics.elidedText(rest, Qt::ElideRight, width());
        return more && !line.endsWith(ellipsis) ? metrics.elidedText(rest + ellipsis, Qt::ElideRight, width()) : line;
    };
    const QStringList paragraphs = m_text.isEmpty() ? QStringList() : m_text.split(QLatin1Char('\n'));
    QStringList shown;
    for (qsizetype p = 0; p < paragraphs.size() && shown.size() < m_lines; ++p) {
        const QString& paragraph = paragraphs[p];
        const bool more = p + 1 < paragraphs.size();
        if (!m_wrap || shown.size() == m_lines - 1) {
            shown.append(lastLine(paragraph, more && shown.size() == m_lines - 1));
            continue;
        }
        for (const auto& [start, length] : lineRanges(paragraph, this)) {
            if (shown.size() == m_lines - 1) {
                shown.append(lastLine(paragraph.mid(start).simplified(), more));
                break;
            }
            shown.append(paragraph.mid(start, length).trimmed());
        }
    }
    return shown;
}

QSize TextBlock::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 16, height()};
}

QSize TextBlock::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 4, height()};
}

bool TextBlock::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_cutTextInToolTip) {
        // Cut where the lines, white space aside, are not the whole text.
        const auto bare = [](QString text) { return text.remove(QRegularExpression(QStringLiteral("\\s"))); };
        if (bare(shownLines().join(QString())) != bare(m_text)) {
            const QString own = toolTip();
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                               own.isEmpty() ? m_text : m_text + QStringLiteral("\n\n") + own, this);
            return true;
        }
    }
    return QWidget::event(event);
}

void TextBlock::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(backgroundRole()));
    painter.setPen(palette().color(foregroundRole()));
    const QFontMetricsF metrics(font(), this);
    double baseline = metrics.ascent();
    for (const QString& line : shownLines()) {
        painter.drawText(QPointF(0, baseline), line);
        baseline += metrics.lineSpacing();
    }
}

void TextBlock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        fitHeight();
        followText();
    }
    QWidget::changeEvent(event);
}

void TextBlock::fitHeight()
{
    const QFontMetricsF metrics(font(), this);
    setFixedHeight(static_cast<int>(std::ceil(m_lines * metrics.lineSpacing() + metrics.descent())));
}

} // namespace planner::ui
