// Fitting a chart's words to the size it is shown at (see chart_text_fit.h). Qt Charts cuts a text that
// does not fit with "..." and hides a category name that would overlap its neighbour; this wraps and
// sizes the texts first so neither happens.
#include "ui/common/chart_text_fit.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>

#include <algorithm>

namespace planner::ui {

namespace {

// Text measured as the chart draws it: ChartPresenter keeps a small margin around every text item.
constexpr qreal kTextMargin = 10;

// The point size a chart part was given by its builder, kept under `key` the first time it is fitted.
qreal builtSize(QObject* owner, const char* key, const QFont& font)
{
    if (!owner->property(key).isValid())
        owner->setProperty(key, font.pointSizeF());
    return owner->property(key).toReal();
}

// builtSize() times the chart's type scale (see scaleType()).
qreal ownSize(QObject* owner, const char* key, const QFont& font)
{
    QObject* chart = owner;
    while (chart && !chart->property("typeScale").isValid())
        chart = chart->parent();
    return builtSize(owner, key, font) * (chart ? chart->property("typeScale").toReal() : 1.0);
}

// Lines of `text` (which may already hold "<br>" breaks) no wider than `width`, joined with "<br>".
QString wrapped(const QString& text, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    const qreal room = std::max<qreal>(width - kTextMargin, metrics.averageCharWidth() * 4);
    QStringList lines;
    for (const QString& paragraph : text.split(QStringLiteral("<br>")))
        lines << wrappedLines(paragraph, font, room);
    return lines.join(QStringLiteral("<br>"));
}

int lineCount(const QString& text)
{
    return text.isEmpty() ? 0 : static_cast<int>(text.count(QStringLiteral("<br>"))) + 1;
}

// The text a chart part was given by its builder: what it shows now unless that is what we fitted.
QString fullText(QObject* owner, const char* fittedKey, const char* fullKey, const QString& shown)
{
    if (shown != owner->property(fittedKey).toString())
        owner->setProperty(fullKey, shown);
    return owner->property(fullKey).toString();
}

// Wrapped to the width; a title that would then take more than a fifth of the chart's height (a long
// scenario name, the utilisation chart's second line on a 1280 × 800 screen) gets a smaller type, down to
// two thirds of its own, so the plot keeps room for its axes' words. Rows of names down the left (the
// regions, with the key to their marks in the title) need the height more: a seventh there.
void fitTitle(QChart* chart, qreal width, qreal height)
{
    const QList<QAbstractAxis*> vertical = chart->axes(Qt::Vertical);
    const bool rowsOfNames = std::any_of(vertical.cbegin(), vertical.cend(),
                                         [](QAbstractAxis* axis) { return qobject_cast<QBarCategoryAxis*>(axis); });
    const qreal budget = height / (rowsOfNames ? 7 : 5);
    const QString full = fullText(chart, "fittedTitle", "fullTitle", chart->title());
    QFont font = chart->titleFont();
    const qreal own = ownSize(chart, "fullTitlePointSize", font);
    QString fitted;
    for (qreal size = own; size >= own * 2 / 3 - 1e-9; size -= 0.5) {
        font.setPointSizeF(size);
        fitted = wrapped(full, font, width);
        if (lineCount(fitted) * QFontMetricsF(font).lineSpacing() <= budget)
            break;
    }
    if (chart->titleFont() != font)
        chart->setTitleFont(font);
    chart->setProperty("fittedTitle", fitted);
    if (chart->title() != fitted)
        chart->setTitle(fitted);
}

void fitAxisTitle(QAbstractAxis* axis, qreal length)
{
    if (axis->titleText().isEmpty())
        return;
    const QString full = fullText(axis, "fittedTitle", "fullTitle", axis->titleText());
    // Two lines at most where a smaller type (down to two thirds) allows: a narrow plot beside a legend
    // would stack "Total over / 36 months / (CNY M)" and take the height its categories need.
    QFont font = axis->titleFont();
    const qreal own = ownSize(axis, "fullTitlePointSize", font);
    QString fitted;
    for (qreal size = own; size >= own * 2 / 3 - 1e-9; size -= 0.5) {
        font.setPointSizeF(size);
        fitted = wrapped(full, font, length);
        if (lineCount(fitted) <= 2)
            break;
    }
    if (axis->titleFont() != font)
        axis->setTitleFont(font);
    axis->setProperty("fittedTitle", fitted);
    if (axis->titleText() != fitted)
        axis->setTitleText(fitted);
}

// `name` without its first parenthetical ("内蒙古枢纽（乌兰察布/和林格尔） ‡" → "内蒙古枢纽 ‡"), or itself.
QString withoutParenthetical(const QString& name)
{
    static const QRegularExpression parenthetical(QStringLiteral("\\s*[(（][^()（）]*[)）]"));
    const QRegularExpressionMatch match = parenthetical.match(name);
    return match.hasMatch() ? QString(name).remove(match.capturedStart(), match.capturedLength()) : name;
}

// Wrapped to `width`; a name that would take more than `maxLines` lines (when given) drops its parenthetical
// where the rest still tells it from every other name (the tooltip and the table keep it whole).
void fitCategories(QBarCategoryAxis* axis, qreal width, int maxLines = 0)
{
    const QStringList shown = axis->categories();
    if (shown != axis->property("fittedCategories").toStringList())
        axis->setProperty("fullCategories", shown);
    const QStringList full = axis->property("fullCategories").toStringList();
    QStringList fitted;
    for (const QString& category : full) {
        QString lines = wrapped(category, axis->labelsFont(), width);
        if (maxLines > 0 && lineCount(lines) > maxLines) {
            const QString shorter = withoutParenthetical(category);
            // Told apart by the words, not by the marks after them ("US West *" and "US West *‡" are not).
            const auto words = [](QString name) {
                name.remove(QRegularExpression(QStringLiteral("[\\s*\u2020\u2021]+$")));
                return name;
            };
            const bool unique = std::none_of(full.begin(), full.end(), [&](const QString& other) {
                return other != category && words(withoutParenthetical(other)) == words(shorter);
            });
            if (shorter != category && unique)
                lines = wrapped(shorter, axis->labelsFont(), width);
        }
        fitted << lines;
    }
    axis->setProperty("fittedCategories", fitted);
    if (shown == fitted)
        return;
    // Category names are the axis's keys: replace each in place, so the bars keep their places.
    for (qsizetype i = 0; i < fitted.size() && i < shown.size(); ++i)
        if (shown[i] != fitted[i])
            axis->replace(shown[i], fitted[i]);
}

// The names of a left axis: wrapped to `room`, in the largest type (down to 7 pt) at which every name fits
// its row, since Qt Charts hides a name that would overlap its neighbour (Chinese type is taller, and a
// laptop's plot short). Each size is tried with the names wrapped anew: a smaller type needs fewer lines.
void fitLeftCategories(QBarCategoryAxis* axis, qreal room, qreal plotHeight)
{
    fitCategories(axis, room); // keeps the full names
    QFont font = axis->labelsFont();
    const QStringList full = axis->property("fullCategories").toStringList();
    const qreal row = plotHeight / static_cast<qreal>(std::max<qsizetype>(1, full.size()));
    qreal size = ownSize(axis, "fullLabelsPointSize", font);
    for (; size > 7; size -= 0.5) {
        font.setPointSizeF(size);
        int lines = 1;
        for (const QString& category : full)
            lines = std::max(lines, lineCount(wrapped(category, font, room)));
        if (lines * QFontMetricsF(font).lineSpacing() + kTextMargin / 2 <= 0.85 * row) // the estimate runs high
            break;
    }
    font.setPointSizeF(size);
    if (axis->labelsFont() != font)
        axis->setLabelsFont(font);
    // At the smallest type a name that still needs more lines than its row holds goes without its
    // parenthetical, where that leaves it distinct.
    const qreal spacing = QFontMetricsF(font).lineSpacing();
    fitCategories(axis, room, std::max(1, static_cast<int>((0.85 * row - kTextMargin / 2) / spacing)));
}

// Names under bars wrap between words; when one word is wider than its bar's column, a smaller type
// (down to 8 pt) rather than a word broken in two.
void fitWordsToColumn(QBarCategoryAxis* axis, qreal column)
{
    QFont font = axis->labelsFont();
    QStringList words;
    for (const QString& category : axis->property("fullCategories").toStringList())
        words << category.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    qreal size = ownSize(axis, "fullLabelsPointSize", font);
    while (size > 8) {
        font.setPointSizeF(size);
        const QFontMetricsF metrics(font);
        if (std::all_of(words.begin(), words.end(),
                        [&](const QString& word) { return metrics.horizontalAdvance(word) + kTextMargin <= column; }))
            break;
        size -= 0.5;
    }
    font.setPointSizeF(size);
    if (axis->labelsFont() != font)
        axis->setLabelsFont(font);
}

// A vertical title is one line in Qt Charts (a second one is cut): a long one gets a smaller type instead.
void fitVerticalTitle(QAbstractAxis* axis, qreal length)
{
    if (axis->titleText().isEmpty())
        return;
    QFont font = axis->titleFont();
    qreal size = ownSize(axis, "fullTitlePointSize", font);
    while (size > 7) {
        font.setPointSizeF(size);
        if (QFontMetricsF(font).horizontalAdvance(axis->titleText()) + kTextMargin <= length)
            break;
        size -= 0.5;
    }
    font.setPointSizeF(size);
    if (axis->titleFont() != font)
        axis->setTitleFont(font);
}

// Under the plot when every entry fits in one row (Qt cuts entries that do not), beside it otherwise, its
// entries wrapped to at most a quarter of the chart's width. Returns the width it takes beside the plot.
qreal fitLegend(QChart* chart, qreal width, qreal height)
{
    QLegend* legend = chart->legend();
    if (!legend->isVisible())
        return 0;
    const QFontMetricsF metrics(legend->font());
    const qreal marker = metrics.height() + 2 * kTextMargin;
    qreal inRow = 0;
    int entries = 0;
    for (QLegendMarker* m : legend->markers())
        if (m->isVisible()) {
            inRow += metrics.horizontalAdvance(fullText(m, "fittedLabel", "fullLabel", m->label())) + marker;
            ++entries;
        }
    // A short chart (its type scaled down by a tenth or more) puts a few entries beside the plot too: a row under it
    // costs the height the plot's names and its vertical title need, the width beside it is to spare.
    const bool shortChart = chart->property("typeScale").toReal() < 0.9;
    const bool beside = inRow > width - 2 * kTextMargin || (shortChart && entries <= 4);
    const Qt::Alignment alignment = beside ? Qt::AlignRight : Qt::AlignBottom;
    if (legend->alignment() != alignment)
        legend->setAlignment(alignment);
    // Beside the plot, the entries stacked must fit its height (the breakdown's nine kinds of cost in
    // Chinese type at 1280 × 800 ran past the chart's bottom): a smaller type, down to three quarters.
    QFont font = legend->font();
    const qreal own = builtSize(legend, "fullPointSize", font);
    auto stacked = [&](const QFont& type) {
        const QFontMetricsF m(type);
        qreal total = 0;
        for (QLegendMarker* entry : legend->markers())
            if (entry->isVisible())
                total += lineCount(wrapped(entry->property("fullLabel").toString(), type, width / 4)) * m.lineSpacing()
                    + 0.75 * m.lineSpacing(); // Qt's room between entries
        return total;
    };
    font.setPointSizeF(own);
    while (beside && stacked(font) > height && font.pointSizeF() > own * 0.75)
        font.setPointSizeF(font.pointSizeF() - 0.5);
    if (legend->font().pointSizeF() != font.pointSizeF())
        legend->setFont(font);
    const QFontMetricsF type(font);
    qreal widest = 0;
    for (QLegendMarker* m : legend->markers()) {
        if (!m->isVisible())
            continue;
        const QString full = m->property("fullLabel").toString();
        const QString fitted = beside ? wrapped(full, font, width / 4) : full;
        m->setProperty("fittedLabel", fitted);
        if (m->label() != fitted)
            m->setLabel(fitted);
        for (const QString& line : fitted.split(QStringLiteral("<br>")))
            widest = std::max(widest, type.horizontalAdvance(line));
    }
    return beside ? widest + type.height() + 4 * kTextMargin : 0;
}

// A chart shorter than about twenty lines of its type (a Chinese desktop's taller type on a 1280 × 800
// screen) gets all its words smaller, down to four fifths, so the plot keeps the height its rows of names and
// its axis titles need. The value axes' labels are set here; the parts fitted below start from their own
// size times this scale. The legend keeps its type: Qt lays it out with the type it was built with.
void scaleType(QChart* chart, qreal height)
{
    QFont full = chart->legend()->font(); // the builder's type, which the legend keeps
    const qreal scale = std::clamp(height / (20 * QFontMetricsF(full).lineSpacing()), 0.8, 1.0);
    if (chart->property("typeScale").toReal() == scale)
        return;
    chart->setProperty("typeScale", scale);
    for (QAbstractAxis* axis : chart->axes()) {
        if (qobject_cast<QBarCategoryAxis*>(axis))
            continue; // fitted with their names
        QFont labels = axis->labelsFont();
        labels.setPointSizeF(ownSize(axis, "fullLabelsPointSize", labels));
        axis->setLabelsFont(labels);
    }
}

} // namespace

QStringList wrappedLines(const QString& text, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(candidate) <= width) {
            line = candidate;
            continue;
        }
        if (!line.isEmpty())
            lines << line;
        line.clear();
        for (const QChar c : word) {
            if (!line.isEmpty() && metrics.horizontalAdvance(line + c) > width) {
                lines << line;
                line.clear();
            }
            line += c;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

void fitChartText(QChart* chart, const QSizeF& size)
{
    if (!chart || size.isEmpty())
        return;
    // Qt cuts a title at the chart's width less its layout's side margins too (newChart() keeps them).
    qreal padLeft = 0, padTop = 0, padRight = 0, padBottom = 0;
    chart->layout()->getContentsMargins(&padLeft, &padTop, &padRight, &padBottom);
    const qreal width = size.width() - chart->margins().left() - chart->margins().right();
    const qreal height = size.height() - chart->margins().top() - chart->margins().bottom();
    scaleType(chart, height);
    fitTitle(chart, width - padLeft - padRight, height);
    const qreal legendBeside
        = fitLegend(chart, width,
                    height - lineCount(chart->title()) * QFontMetricsF(chart->titleFont()).lineSpacing() - kTextMargin);
    qreal used = lineCount(chart->title()) * QFontMetricsF(chart->titleFont()).lineSpacing() + 2 * kTextMargin;
    if (chart->legend()->isVisible() && legendBeside == 0)
        used += QFontMetricsF(chart->legend()->font()).lineSpacing() + 2 * kTextMargin;

    // Where the plot will be once Qt lays it out: the chart less the title, the legend and the axes'
    // labels and titles. The left axes first (their category names decide the plot's width), then the
    // bottom ones at that width, then the height that is left for the vertical titles.
    qreal left = 0;
    QList<QAbstractAxis*> verticalAxes;
    for (QAbstractAxis* axis : chart->axes()) {
        if (axis->orientation() != Qt::Vertical)
            continue;
        verticalAxes << axis;
        const QFontMetricsF labels(axis->labelsFont());
        qreal labelWidth = labels.horizontalAdvance(QStringLiteral("-000"));
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) {
            // Qt gives a left axis at most about a quarter of the chart; the plot's height before the
            // bottom axis is known: less its labels and a two-line title.
            const qreal bottomGuess
                = labels.lineSpacing() + 2 * QFontMetricsF(axis->titleFont()).lineSpacing() + 3 * kTextMargin;
            fitLeftCategories(categories, width * 0.25, height - used - bottomGuess);
            labelWidth = 0;
            for (const QString& category : categories->categories())
                for (const QString& line : category.split(QStringLiteral("<br>")))
                    labelWidth = std::max(labelWidth, labels.horizontalAdvance(line));
        }
        // A vertical title is one line (fitVerticalTitle).
        const qreal title = axis->titleText().isEmpty() ? 0 : QFontMetricsF(axis->titleFont()).lineSpacing();
        left += labelWidth + title + 2 * kTextMargin;
    }
    const qreal plotWidth = width - left - legendBeside - 2 * kTextMargin;
    qreal bottom = 0;
    for (QAbstractAxis* axis : chart->axes()) {
        if (axis->orientation() != Qt::Horizontal)
            continue;
        fitAxisTitle(axis, plotWidth);
        int labelLines = 1;
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) {
            // Qt gives a name a little less than its bar's share of the plot, and wraps it anywhere
            // (inside a word) when it is wider: keep a fifth in hand.
            const qreal column = 0.8 * plotWidth / static_cast<qreal>(std::max<qsizetype>(1, categories->count()));
            fitCategories(categories, column); // keeps the full names, which the type size is chosen for
            fitWordsToColumn(categories, column);
            fitCategories(categories, column);
            for (const QString& category : categories->categories())
                labelLines = std::max(labelLines, lineCount(category));
        }
        bottom += labelLines * QFontMetricsF(axis->labelsFont()).lineSpacing()
            + lineCount(axis->titleText()) * QFontMetricsF(axis->titleFont()).lineSpacing() + 3 * kTextMargin;
    }
    qreal plotHeight = height - used - bottom;
    if (chart->size() == size && chart->plotArea().height() > 0) // laid out at this size: the real plot
        plotHeight = std::min(plotHeight, chart->plotArea().height());
    for (QAbstractAxis* axis : verticalAxes)
        fitVerticalTitle(axis, plotHeight);
}

} // namespace planner::ui
