#include "shell/text_block.h"

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
    for (const QString& paragraph : m_text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font(), this);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width());
            ++lines;
        }
        layout.endLayout();
    }
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
    const auto elided = [&](const QString& line) { return metrics.elidedText(line, Qt::ElideRight, width()); };
    const QStringList paragraphs = m_text.isEmpty() ? QStringList() : m_text.split(QLatin1Char('\n'));
    QStringList shown;
    for (qsizetype p = 0; p < paragraphs.size() && shown.size() < m_lines; ++p) {
        const QString& paragraph = paragraphs[p];
        const bool lastRoom = shown.size() == m_lines - 1;
        if (!m_wrap || lastRoom) {
            // More paragraphs than room: the last line says so.
            const bool more = lastRoom && p + 1 < paragraphs.size();
            const QString line = elided(paragraph);
            shown.append(more && !line.endsWith(QChar(0x2026)) ? elided(paragraph + QChar(0x2026)) : line);
            continue;
        }
        QTextLayout layout(paragraph, font(), this);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width());
            if (shown.size() == m_lines - 1) {
                // The last room: what is left of this paragraph, and "…" when more paragraphs follow.
                const QString rest = paragraph.mid(line.textStart()).simplified();
                const QString last = elided(rest);
                shown.append(p + 1 < paragraphs.size() && !last.endsWith(QChar(0x2026)) ? elided(rest + QChar(0x2026))
                                                                                        : last);
                break;
            }
            shown.append(paragraph.mid(line.textStart(), line.textLength()).trimmed());
        }
        layout.endLayout();
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
