#include "ui/costs/what_if_bar.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/base/money.h"
#include "ui/common/core_text.h"
#include "ui/common/field_ui.h"
#include "ui/costs/cost_charts.h"
#include "ui/document/analysis.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/field_edit.h"

#include <QBoxLayout>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <utility>

namespace planner::ui {

namespace {

using Lever = WhatIfBar::Lever;
constexpr int kLevers = WhatIfBar::LeverCount;

// The plan field each lever moves.
AnyPlanField leverField(Lever lever)
{
    switch (lever) {
    case Lever::Utilisation:
        return &planField<&Finance::utilisationPct>();
    case Lever::RentalPrice:
        return &planField<&WhatIf::rentalPricePct>();
    case Lever::Electricity:
        return &planField<&WhatIf::electricityPct>();
    case Lever::GpuPrice:
        return &planField<&WhatIf::gpuPricePct>();
    default:
        return &planField<&Finance::horizonMonths>();
    }
}

// The slider ranges: the field's own for utilisation (0–100%) and horizon (12–60 months); from the field's
// least to 200% of the catalog for the prices, which covers the meeting's questions (the file allows up to
// 500%: a value above 200 widens the slider to reach it).
struct Range {
    int minimum, maximum, single, page;
};
Range leverRange(Lever lever)
{
    const FieldDescription& field = describe(leverField(lever));
    const int minimum = static_cast<int>(field.minimum);
    const int maximum = static_cast<int>(field.maximum);
    switch (lever) {
    case Lever::Utilisation:
        return {minimum, maximum, 1, 10};
    case Lever::Horizon:
        return {minimum, maximum, 1, 12};
    default:
        return {minimum, std::min(maximum, 200), 5, 10};
    }
}

QString percent(double value)
{
    return QLocale().toString(value, 'f', value == std::round(value) ? 0 : 1);
}

QString money(double amount, const std::string& currency)
{
    return QString::fromStdString(formatMoney(amount, currency));
}

// Sets the five values of one scenario at once, and back: Reset as one undo step and one recomputation.
class SetLevers final : public QUndoCommand {
public:
    SetLevers(Document* document, const QString& text, int scenario, std::array<double, kLevers> values)
        : QUndoCommand(text)
        , m_document(document)
        , m_scenario(scenario)
        , m_values(values)
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        Scenario& s = m_document->editablePlan().scenarios.at(static_cast<std::size_t>(m_scenario));
        for (int lever = 0; lever < kLevers; ++lever) {
            auto& value = m_values[static_cast<std::size_t>(lever)];
            const AnyPlanField field = leverField(static_cast<Lever>(lever));
            const double was = WhatIfBar::leverValue(s, static_cast<Lever>(lever));
            setPlanField(s, field, -1, value);
            value = was;
        }
        m_document->notifyChanged(ChangeEvent::inScenario(m_scenario, ChangeEvent::Part::Finance));
    }

    Document* m_document;
    int m_scenario;
    std::array<double, kLevers> m_values;
};

} // namespace

// --- ReadoutText ------------------------------------------------------------------------------------

ReadoutText::ReadoutText(int maxLines, QWidget* parent)
    : QWidget(parent)
    , m_maxLines(maxLines)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setAttribute(Qt::WA_OpaquePaintEvent); // paints its own background: nothing behind it repaints
    fitHeight();
}

void ReadoutText::setText(const QString& text, const QString& compact)
{
    if (text == m_text && compact == m_compact)
        return;
    m_text = text;
    m_compact = compact;
    fitHeight();
    update();
}

QString ReadoutText::shownText() const
{
    // The full text when it fits one line, else the compact one when that does (the tooltip says the rest).
    if (m_compact.isEmpty())
        return m_text;
    const QFontMetrics metrics = fontMetrics();
    // The full text with a character's room to spare, so that neighbouring captions never touch.
    if (metrics.horizontalAdvance(m_text) + metrics.averageCharWidth() <= width()
        || metrics.horizontalAdvance(m_compact) > width())
        return m_text;
    return m_compact;
}

void ReadoutText::setMinimumLines(int lines)
{
    m_minLines = std::clamp(lines, 1, m_maxLines);
    fitHeight();
}

void ReadoutText::fitWidthTo(const QStringList& samples, bool wrap)
{
    // Each sample may wrap once, at the space that leaves the wider half narrowest.
    const QFontMetrics metrics = fontMetrics();
    int widest = 0;
    for (const QString& sample : samples) {
        int best = metrics.horizontalAdvance(sample);
        for (qsizetype space = sample.indexOf(QLatin1Char(' ')); space > 0 && wrap && m_maxLines > 1;
             space = sample.indexOf(QLatin1Char(' '), space + 1))
            best = std::min(best,
                            std::max(metrics.horizontalAdvance(sample.left(space)),
                                     metrics.horizontalAdvance(sample.mid(space + 1))));
        widest = std::max(widest, best);
    }
    setMinimumWidth(widest + 4);
}

int ReadoutText::linesNeeded() const
{
    const QFontMetrics metrics = fontMetrics();
    const QRect needed = metrics.boundingRect(QRect(0, 0, std::max(1, width()), 10'000), Qt::TextWordWrap, shownText());
    // n lines are (n − 1) line spacings and one line high (a font's leading may be negative).
    const int lines
        = 1 + qRound(std::max(0, needed.height() - metrics.height()) / static_cast<double>(metrics.lineSpacing()));
    return std::clamp(lines, m_minLines, m_maxLines);
}

void ReadoutText::fitHeight()
{
    // The height changes only when the number of lines does: a step of a slider rarely re-lays the page out.
    const QFontMetrics metrics = fontMetrics();
    // Measured as the paint measures wrapped text: a line there can be a pixel taller than lineSpacing(), and
    // a box a pixel short ended a three-line verdict in "…" after two.
    const int lines = linesNeeded();
    const int measured
        = metrics.boundingRect(QRect(0, 0, 10'000, 10'000), 0, QStringList(lines, QStringLiteral("X")).join('\n'))
              .height();
    const int height = std::max((lines - 1) * metrics.lineSpacing() + metrics.height(), measured) + 2;
    if (height != this->height() || minimumHeight() != height)
        setFixedHeight(height);
}

void ReadoutText::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->oldSize().width() != width())
        fitHeight();
}

void ReadoutText::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitHeight();
    QWidget::changeEvent(event);
}

QString ReadoutText::fittedText() const
{
    const QFontMetrics metrics = fontMetrics();
    const QRect box = rect();
    auto height = [&](const QString& candidate) {
        return metrics.boundingRect(QRect(0, 0, box.width(), 10'000), Qt::TextWordWrap, candidate).height();
    };
    const QString text = shownText();
    QString fitted = text;
    // Wrapping leaves the ends of lines empty, so eliding to the lines' total width can still overflow the
    // last line: shorten a few words' worth at a time until the "…" is inside the box.
    for (int width = box.width() * m_maxLines; height(fitted) > box.height() && width > 0;
         width -= 6 * metrics.averageCharWidth())
        fitted = metrics.elidedText(text, Qt::ElideRight, width);
    return fitted;
}

void ReadoutText::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    // Wrapped within the lines it may take; what still does not fit ends in "…" (the tooltip has it whole).
    painter.drawText(rect(), m_alignment.toInt() | Qt::AlignTop | Qt::TextWordWrap, fittedText());
}

// --- WhatIfBar --------------------------------------------------------------------------------------

WhatIfBar::WhatIfBar(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_verdict(new ReadoutText(4, this))
    , m_reset(new QPushButton(this))
{
    setObjectName(QStringLiteral("whatIfBar"));
    m_verdict->setObjectName(QStringLiteral("whatIfVerdict"));
    fitVerdictFont();
    m_reset->setObjectName(QStringLiteral("whatIfReset"));
    m_verdict->installEventFilter(this); // its tooltip is written when asked for
    // Two lines held: a verdict naming a hybrid or an estimated price wraps where a shorter one does not, and
    // each edit between them laid the whole page out and repainted it (15 paints an edit became 63).
    m_verdict->setMinimumLines(2);

    // The verdict with Reset beside it, then the five sliders under their captions, in equal columns (at
    // 1280 × 800 the page beside the docks is about 570 px wide).
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0); // every pixel of height here is the charts'
    layout->setSpacing(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_verdict, 1);
    top->addWidget(m_reset, 0, Qt::AlignTop);
    layout->addLayout(top);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(0);
    layout->addLayout(grid);
    static const std::array<const char*, kLevers> names
        = {"utilisation", "rentalPrice", "electricity", "gpuPrice", "horizon"};
    for (int lever = 0; lever < kLevers; ++lever) {
        const auto i = static_cast<std::size_t>(lever);
        auto* caption = new ReadoutText(2, this);
        auto* slider = new QSlider(Qt::Horizontal, this);
        const QString name = QLatin1String(names[i]);
        caption->setObjectName(QStringLiteral("whatIfCaption.") + name);
        slider->setObjectName(QStringLiteral("whatIfSlider.") + name);
        const Range range = leverRange(static_cast<Lever>(lever));
        slider->setRange(range.minimum, range.maximum);
        slider->setSingleStep(range.single);
        slider->setPageStep(range.page);
        slider->installEventFilter(this); // a press, a key or leaving the slider starts a new gesture
        connect(slider, &QSlider::sliderPressed, this, [this] { ++m_gesture; });
        connect(slider, &QSlider::sliderReleased, this, [this] { ++m_gesture; });
        connect(slider, &QSlider::valueChanged, this,
                [this, lever](int value) { edit(static_cast<Lever>(lever), value); });
        caption->installEventFilter(this); // its tooltip is written when asked for
        m_captions[i] = caption;
        m_sliders[i] = slider;
        grid->addWidget(caption, 0, lever, Qt::AlignBottom);
        grid->addWidget(slider, 1, lever);
        grid->setColumnStretch(lever, 1);
    }
    connect(m_reset, &QPushButton::clicked, this, &WhatIfBar::resetToSaved);

    connect(m_document, &Document::changed, this, &WhatIfBar::documentChanged);
    connect(m_analysis, &Analysis::updated, this, &WhatIfBar::analysisUpdated);
    retranslate();
    readValues();
    analysisUpdated();
}

double WhatIfBar::leverValue(const Scenario& scenario, Lever lever)
{
    const std::optional<FieldValue> value = planFieldValue(scenario, leverField(lever));
    const double* number = value ? std::get_if<double>(&*value) : nullptr;
    return number ? *number : 0.0;
}

QString WhatIfBar::verdictText() const
{
    return m_verdict->text();
}

QString WhatIfBar::verdictToolTip()
{
    refreshToolTips();
    return m_verdict->toolTip();
}

QString WhatIfBar::captionText(Lever lever) const
{
    return m_captions[static_cast<std::size_t>(lever)]->text();
}

void WhatIfBar::documentChanged(const ChangeEvent& event)
{
    if (event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Finance)
        || event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Workload))
        readValues();
}

void WhatIfBar::readValues()
{
    const Scenario* s = m_document->scenario();
    setEnabled(s != nullptr);
    if (!s)
        return;
    for (int lever = 0; lever < kLevers; ++lever) {
        QSlider* slider = m_sliders[static_cast<std::size_t>(lever)];
        const int value = static_cast<int>(std::lround(leverValue(*s, static_cast<Lever>(lever))));
        const QSignalBlocker blocker(slider);
        const Range range = leverRange(static_cast<Lever>(lever));
        slider->setRange(std::min(range.minimum, value), std::max(range.maximum, value));
        slider->setValue(value);
    }
    const bool flat = utilisationMovesDemand(*s);
    m_sliders[Utilisation]->setEnabled(flat);
    m_captions[Utilisation]->setEnabled(flat);
    const auto saved = savedValues();
    bool differs = false;
    for (int lever = 0; lever < kLevers; ++lever)
        differs = differs || leverValue(*s, static_cast<Lever>(lever)) != saved[static_cast<std::size_t>(lever)];
    m_reset->setEnabled(differs);
    updateCaptions();
    m_toolTipsStale = true;
}

bool WhatIfBar::utilisationMovesDemand(const Scenario& s) const
{
    // The demand is a flat utilisation unless it ramps, or comes from the workload (monthlyDemand()).
    const bool custom = s.workload.kind == WorkloadKind::Custom
        && (s.finance.demandFromWorkload || s.workload.customGpuHoursPerMonth > 0);
    const bool fromWorkload = s.finance.demandFromWorkload && m_analysis->result().tcoSettings.gpuHoursPerRun;
    return s.finance.profile == UtilisationProfile::Flat && !custom && !fromWorkload;
}

void WhatIfBar::edit(Lever lever, int value)
{
    const Scenario* s = m_document->scenario();
    if (!s || leverValue(*s, lever) == value)
        return;
    // Equal keys merge: the gesture in the key makes one drag one step, and the next its own.
    const QString text = tr("What-if: %1").arg(m_sliders[static_cast<std::size_t>(lever)]->accessibleName());
    pushFieldEdit(m_document, text, m_document->currentScenario(), -1, leverField(lever), static_cast<double>(value),
                  QStringLiteral(".gesture%1").arg(m_gesture));
}

std::array<double, WhatIfBar::LeverCount> WhatIfBar::savedValues() const
{
    const Scenario* current = m_document->scenario();
    std::array<double, kLevers> values {};
    if (!current)
        return values;
    for (const Scenario& saved : m_document->savedPlan().scenarios)
        if (saved.name == current->name) {
            for (int lever = 0; lever < kLevers; ++lever)
                values[static_cast<std::size_t>(lever)] = leverValue(saved, static_cast<Lever>(lever));
            return values;
        }
    const WhatIf listed;
    return {current->finance.utilisationPct, listed.rentalPricePct, listed.electricityPct, listed.gpuPricePct,
            static_cast<double>(current->finance.horizonMonths)};
}

void WhatIfBar::resetToSaved()
{
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    const auto saved = savedValues();
    bool differs = false;
    for (int lever = 0; lever < kLevers; ++lever)
        differs = differs || leverValue(*s, static_cast<Lever>(lever)) != saved[static_cast<std::size_t>(lever)];
    if (differs)
        m_document->undoStack()->push(
            new SetLevers(m_document, tr("Reset the what-if values"), m_document->currentScenario(), saved));
}

void WhatIfBar::analysisUpdated()
{
    const TcoResult& tco = m_analysis->tco();
    const Message verdict = buyOrRentVerdict(tco, m_analysis->catalog(), m_analysis->result().findings);
    m_verdict->setText(uiText(verdict));
    m_toolTipsStale = true; // written when one is asked for: a slider step pays only for what it shows
}

void WhatIfBar::refreshToolTips()
{
    if (!m_toolTipsStale)
        return;
    m_toolTipsStale = false;
    const TcoResult& tco = m_analysis->tco();
    // Exact amounts, the recommendation (the lowest NPV, hybrid included) and what the verdict rests on.
    QString tip = exactText(buyOrRentVerdict(tco, m_analysis->catalog()));
    if (const Message best = recommendation(tco, m_analysis->result().findings); !best.empty())
        tip += QStringLiteral("\n") + exactText(best);
    m_verdict->setToolTip(tip + QStringLiteral("\n\n") + uiText(buyOrRentVerdictBasis(tco)));
    updateToolTips();
}

void WhatIfBar::updateCaptions()
{
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    auto value = [s](Lever lever) { return leverValue(*s, lever); };
    m_captions[Utilisation]->setText(tr("Utilisation %1%").arg(percent(value(Utilisation))));
    // Beside the docks of a 1280 × 800 screen the prices say only their share; the tooltip says of what.
    m_captions[RentalPrice]->setText(tr("Rental price %1% of catalog").arg(percent(value(RentalPrice))),
                                     tr("Rental price %1%").arg(percent(value(RentalPrice))));
    m_captions[Electricity]->setText(tr("Electricity %1% of tariff").arg(percent(value(Electricity))),
                                     tr("Electricity %1%").arg(percent(value(Electricity))));
    m_captions[GpuPrice]->setText(tr("GPU price %1% of catalog").arg(percent(value(GpuPrice))),
                                  tr("GPU price %1%").arg(percent(value(GpuPrice))));
    const int months = static_cast<int>(value(Horizon));
    m_captions[Horizon]->setText(tr("Horizon %n month(s)", nullptr, months));
}

void WhatIfBar::updateToolTips()
{
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    const TcoResult& tco = m_analysis->tco();
    const std::string& cur = tco.currency;
    auto tip = [this](Lever lever, const QString& meaning, const QString& basis) {
        const QString text = meaning + QStringLiteral("\n\n") + basis;
        m_sliders[static_cast<std::size_t>(lever)]->setToolTip(text);
        m_captions[static_cast<std::size_t>(lever)]->setToolTip(text);
    };

    QString utilisationBasis = tr("Basis: the owned GPUs' hours, %n GPU(s) × 730 h a month.", nullptr, tco.gpus);
    if (!utilisationMovesDemand(*s))
        utilisationBasis += QLatin1Char('\n')
            + (s->finance.profile == UtilisationProfile::Ramp
                   ? tr("Off: the plan ramps its utilisation from %1% to %2% (Site and finance panel).")
                         .arg(percent(s->finance.rampStartPct), percent(s->finance.rampEndPct))
                   : tr("Off: the demand comes from the workload, not from a utilisation."));
    tip(Utilisation, fieldToolTip(planField<&Finance::utilisationPct>()), utilisationBasis);

    const double rental = s->whatIf.rentalPricePct / 100.0;
    QStringList listed;
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved}) {
        const OptionResult& option = tco.option(o);
        if (!option.available || option.offeringId.empty() || rental <= 0)
            continue;
        const QString price = money(option.unitPrice / rental, cur);
        listed << (option.unit == "gpu_hour" ? tr("%1 (%2): %3 per GPU-hour as listed")
                                             : tr("%1 (%2): %3 a server-month as listed"))
                      .arg(optionText(o), QString::fromStdString(option.offeringId), price);
    }
    tip(RentalPrice, fieldToolTip(planField<&WhatIf::rentalPricePct>()),
        listed.isEmpty() ? tr("Basis: no rental offering is priced for this build here.")
                         : tr("Basis at 100%:") + QLatin1Char('\n') + listed.join(QLatin1Char('\n')));

    QString tariff = tr("Basis: the region has no electricity tariff.");
    if (const TracedInput* input = tracedInput(tco, "electricity_tariff"); input && s->whatIf.electricityPct > 0)
        tariff = tr("Basis at 100%: the region's tariff, %1 per kWh (%2).")
                     .arg(QLocale().toString(input->value / (s->whatIf.electricityPct / 100.0), 'f', 4),
                          QString::fromStdString(cur));
    tip(Electricity, fieldToolTip(planField<&WhatIf::electricityPct>()), tariff);

    QStringList gpus;
    for (const auto& line : m_analysis->build().capex)
        if (line.kind == "gpu" && line.priced)
            gpus << tr("%1 × %2 at %3 each")
                        .arg(QLocale().toString(line.quantity, 'f', 0), QString::fromStdString(line.item),
                             money(line.unitPrice, cur));
    tip(GpuPrice, fieldToolTip(planField<&WhatIf::gpuPricePct>()),
        gpus.isEmpty() ? tr("Basis: the GPUs have no price in the catalogs.")
                       : tr("Basis at 100% (excl. VAT):") + QLatin1Char('\n') + gpus.join(QLatin1Char('\n')));

    tip(Horizon, fieldToolTip(planField<&Finance::horizonMonths>()),
        tr("Every option is compared over the same months; the resale value is taken at the end."));
}

bool WhatIfBar::eventFilter(QObject* watched, QEvent* event)
{
    // A new gesture: a press or release of the mouse (a drag, a click in the groove), a key pressed anew
    // (held down it repeats within one gesture), or leaving the slider.
    switch (event->type()) {
    case QEvent::ToolTip:
        refreshToolTips();
        break;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::FocusOut:
        ++m_gesture;
        break;
    case QEvent::KeyPress:
        if (!static_cast<QKeyEvent*>(event)->isAutoRepeat())
            ++m_gesture;
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void WhatIfBar::fitVerdictFont()
{
    // The headline: bold in the bar's type, whatever that is (presentation mode enlarges it); not larger, so
    // that at 1280 × 800 it takes two lines and the charts keep their height.
    QFont verdictFont = font();
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
}

void WhatIfBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        fitVerdictFont();
        retranslate(); // the captions' widths follow the type
    }
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        analysisUpdated();
    }
    QWidget::changeEvent(event);
}

void WhatIfBar::retranslate()
{
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("Utilisation, horizon and the three prices of this scenario back to the plan as opened "
                           "or last saved (a scenario added since: the prices as listed), in one undo step"));
    m_sliders[Utilisation]->setAccessibleName(tr("Utilisation"));
    m_sliders[RentalPrice]->setAccessibleName(tr("Rental price"));
    m_sliders[Electricity]->setAccessibleName(tr("Electricity"));
    m_sliders[GpuPrice]->setAccessibleName(tr("GPU price"));
    m_sliders[Horizon]->setAccessibleName(tr("Horizon"));
    // Each caption wide enough for its widest value in this language: the bar never re-lays itself out.
    m_captions[Utilisation]->fitWidthTo({tr("Utilisation %1%").arg(100)}, false);
    m_captions[RentalPrice]->fitWidthTo({tr("Rental price %1%").arg(200)}, false);
    m_captions[Electricity]->fitWidthTo({tr("Electricity %1%").arg(200)}, false);
    m_captions[GpuPrice]->fitWidthTo({tr("GPU price %1%").arg(200)}, false);
    m_captions[Horizon]->fitWidthTo({tr("Horizon %n month(s)", nullptr, 60)}, false);
    m_verdict->setAccessibleName(tr("Buy or rent"));
    updateCaptions();
}

} // namespace planner::ui
