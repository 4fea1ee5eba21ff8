#include "ui/common/full_names.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

// Keeps one combo's tooltip naming its current item whole, before whatever tooltip others give it. (The
// popup is widened to its longest item by QComboBox::showPopup() itself; tests/gui/test_full_names checks it.)
class ComboNames final : public QObject {
public:
    explicit ComboNames(QComboBox* box)
        : QObject(box)
        , m_box(box)
    {
        m_base = box->toolTip();
        box->installEventFilter(this);
        connect(box, &QComboBox::currentIndexChanged, this, &ComboNames::update);
        // A retranslated or renamed item keeps its index.
        connect(box->model(), &QAbstractItemModel::dataChanged, this, &ComboNames::update);
        update();
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_box) {
            // Another part (the field's description) set the tooltip: keep it after the name.
            if (event->type() == QEvent::ToolTipChange && m_box->toolTip() != m_composed) {
                m_base = m_box->toolTip();
                update();
            } else if ((event->type() == QEvent::Paint || event->type() == QEvent::ToolTip)
                       && m_box->currentText() != m_name) {
                update(); // a binder set the current item with its signals blocked
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void update()
    {
        const QString name = m_box->currentText();
        m_name = name;
        m_composed = name.isEmpty() || m_base.startsWith(name) ? m_base
            : m_base.isEmpty()                                 ? name
                                                               : name + QStringLiteral("\n\n") + m_base;
        if (m_box->toolTip() != m_composed)
            m_box->setToolTip(m_composed);
    }

    QComboBox* m_box;
    QString m_name; // the current item's text the tooltip names
    QString m_base; // the tooltip others gave the combo
    QString m_composed; // the tooltip shown: the current name, then m_base
};

// Puts a form's fields under their labels while a combo's current name beside its label would be cut,
// and back beside them when the form is wide enough again.
class FormWrap final : public QObject {
public:
    FormWrap(QFormLayout* form, QList<QComboBox*> boxes)
        : QObject(form)
        , m_form(form)
        , m_boxes(std::move(boxes))
    {
        form->parentWidget()->installEventFilter(this);
        for (QComboBox* box : m_boxes)
            connect(box, &QComboBox::currentIndexChanged, this, &FormWrap::decide);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest
            || event->type() == QEvent::FontChange)
            decide();
        return QObject::eventFilter(watched, event);
    }

private:
    void decide()
    {
        QWidget* owner = m_form->parentWidget();
        const QMargins margins = m_form->contentsMargins();
        const int room = owner->contentsRect().width() - margins.left() - margins.right();
        if (room <= 0)
            return;
        bool cut = false;
        for (QComboBox* box : m_boxes) {
            QWidget* label = m_form->labelForField(box);
            if (!label || !box->isVisibleTo(owner))
                continue;
            const int labelWidth = std::max(label->minimumWidth(), label->sizeHint().width());
            const int beside = room - labelWidth - std::max(0, m_form->horizontalSpacing());
            cut = cut || closedWidthFor(box, box->currentText()) > beside;
        }
        const auto policy = cut ? QFormLayout::WrapAllRows : QFormLayout::DontWrapRows;
        if (m_form->rowWrapPolicy() != policy)
            m_form->setRowWrapPolicy(policy);
    }

    QFormLayout* m_form;
    QList<QComboBox*> m_boxes;
};

} // namespace

QSize NarrowComboBox::sizeHint() const
{
    // As QComboBox computes it for AdjustToMinimumContentsLengthWithIcon (Qt 6.4, recomputeSizeHint).
    const QFontMetrics& metrics = fontMetrics();
    QSize contents(kCharacters * metrics.horizontalAdvance(QLatin1Char('X')) + iconSize().width() + 4,
                   std::max(static_cast<int>(std::ceil(QFontMetricsF(metrics).height())), 14) + 2);
    contents.setHeight(std::max(contents.height(), iconSize().height() + 2));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, this);
}

QSize NarrowComboBox::minimumSizeHint() const
{
    return sizeHint();
}

int closedWidthFor(const QComboBox* box, const QString& text)
{
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.editable = box->isEditable();
    option.currentText = text;
    const QFontMetrics metrics(box->font());
    const QSize contents(metrics.horizontalAdvance(text) + box->iconSize().width() + 4, metrics.height());
    return box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, box).width();
}

void keepFullNamesReadable(QWidget* panel)
{
    QHash<QFormLayout*, QList<QComboBox*>> byForm;
    for (QComboBox* box : panel->findChildren<QComboBox*>()) {
        // Long names must not force the dock wide: the closed combo may be narrow, the popup is not.
        if (!qobject_cast<NarrowComboBox*>(box)) {
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(NarrowComboBox::kCharacters);
        }
        new ComboNames(box);
        if (auto* form = qobject_cast<QFormLayout*>(box->parentWidget() ? box->parentWidget()->layout() : nullptr))
            byForm[form] << box;
    }
    for (auto it = byForm.begin(); it != byForm.end(); ++it)
        new FormWrap(it.key(), it.value());
}

} // namespace planner::ui
