#include "shell/text_block.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
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
    fitHeight();
}

void TextBlock::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    update();
}

QStringList TextBlock::shownLines() const
{
    QStringList shown;
    if (m_text.isEmpty())
        return shown;
    const QFontMetricsF metrics(font(), this);
    QTextLayout layout(m_text, font(), this);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width());
        if (shown.size() == m_lines - 1) {
            shown.append(metrics.elidedText(m_text.mid(line.textStart()).simplified(), Qt::ElideRight, width()));
            break;
        }
        shown.append(m_text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
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
    // Cut text is read whole in the tooltip, above what the owner put there.
    if (event->type() == QEvent::ToolTip && shownLines().join(QLatin1Char(' ')) != m_text.simplified()) {
        const QString own = toolTip();
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                           own.isEmpty() ? m_text : m_text + QStringLiteral("\n\n") + own, this);
        return true;
    }
    return QWidget::event(event);
}

void TextBlock::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const QFontMetricsF metrics(font(), this);
    double baseline = metrics.ascent();
    for (const QString& line : shownLines()) {
        painter.drawText(QPointF(0, baseline), line);
        baseline += metrics.lineSpacing();
    }
}

void TextBlock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitHeight();
    QWidget::changeEvent(event);
}

void TextBlock::fitHeight()
{
    const QFontMetricsF metrics(font(), this);
    setFixedHeight(static_cast<int>(std::ceil(m_lines * metrics.lineSpacing() + metrics.descent())));
}

} // namespace planner::ui
