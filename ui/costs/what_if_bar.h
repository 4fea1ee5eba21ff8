#pragma once
// The Costs page's what-if bar for meetings: the buy-or-rent verdict in one line and five sliders
// (utilisation, rental price, electricity, GPU price, horizon) that edit the current scenario. Each drag
// is one undo step; Reset returns the five to the plan as opened or last saved, in one undo step.
//
// The sliders edit plan fields: finance.utilisationPct, whatIf.rentalPricePct, whatIf.electricityPct,
// whatIf.gpuPricePct and finance.horizonMonths. The verdict is the core's buyOrRentVerdict(), as the
// command line and the quote state it; rounded for reading here, exact in its tooltip.

#include <QWidget>

#include <array>

class QPushButton;
class QSlider;

namespace planner {
struct Scenario;
}

namespace planner::ui {

class Analysis;
class Document;
class ReadoutText;
struct ChangeEvent;

class WhatIfBar final : public QWidget {
    Q_OBJECT
public:
    enum Lever { Utilisation, RentalPrice, Electricity, GpuPrice, Horizon, LeverCount };

    WhatIfBar(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    QSlider* slider(Lever lever) const { return m_sliders[static_cast<std::size_t>(lever)]; }
    QPushButton* resetButton() const { return m_reset; }
    // What the bar shows: the verdict (readable amounts) and each slider's caption ("Utilisation 40%").
    QString verdictText() const;
    QString verdictToolTip(); // the verdict with exact amounts, the recommendation and the basis
    // Writes the tooltips (of the sliders, captions and verdict) if the plan changed since; a tooltip event
    // does it too, so an edit does not pay for tooltips nobody reads.
    void refreshToolTips();
    QString captionText(Lever lever) const;

    // The five values of the current scenario back to the saved plan's (one undo step); see README.
    void resetToSaved();

    // The value a lever has in `scenario` (percent, or months for the horizon).
    static double leverValue(const Scenario& scenario, Lever lever);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void documentChanged(const ChangeEvent& event);
    void analysisUpdated();
    void readValues();
    void edit(Lever lever, int value);
    void updateCaptions();
    void updateToolTips();
    bool utilisationMovesDemand(const Scenario& scenario) const;
    void retranslate();
    void fitVerdictFont();
    // The saved plan's values for the current scenario; for a scenario not in it (added or renamed since),
    // the prices as listed (100%) and the utilisation and horizon as they are.
    std::array<double, LeverCount> savedValues() const;

    Document* m_document;
    Analysis* m_analysis;
    ReadoutText* m_verdict;
    QPushButton* m_reset;
    std::array<ReadoutText*, LeverCount> m_captions {};
    std::array<QSlider*, LeverCount> m_sliders {};
    // Counts drags (and keyboard runs ended by leaving the slider): an edit merges with the previous one
    // only within the same gesture, so each drag is one undo step.
    int m_gesture = 0;
    bool m_toolTipsStale = true;
};

// A few lines of text that only repaint when their text changes: a QLabel would ask the page's layout
// again on every slider step. It wraps between words and takes as many lines (up to `maxLines`) as its
// width needs; its height changes only when that number does.
class ReadoutText final : public QWidget {
    Q_OBJECT
public:
    ReadoutText(int maxLines, QWidget* parent);
    // `compact`, when given, is shown instead where `text` would need more than one line and it needs one.
    void setText(const QString& text, const QString& compact = {});
    const QString& text() const { return m_text; }
    QString shownText() const;
    // What is painted: shownText() wrapped to the box, ending in "…" where it takes more than the box.
    QString fittedText() const;
    // Wide enough for each of `samples` (the captions at their widest values), wrapped once if `wrap`.
    void fitWidthTo(const QStringList& samples, bool wrap);
    void setAlignment(Qt::Alignment alignment) { m_alignment = alignment; }
    // Room for at least this many lines whatever the text: a text that wraps in some states and not in others
    // would lay the page out again at every change between them.
    void setMinimumLines(int lines);
    QSize sizeHint() const override { return {minimumWidth(), minimumHeight()}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int linesNeeded() const;
    void fitHeight();

    QString m_text;
    QString m_compact;
    int m_maxLines;
    int m_minLines = 1;
    Qt::Alignment m_alignment = Qt::AlignLeft;
};

} // namespace planner::ui
