#include "gui_fixture.h"

#include "ui/common/one_line_delegate.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QScopeGuard>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace planner;

namespace {

// A table of one-line cells as the findings show them: short and long text, coloured, right-aligned,
// selected, cut at the right.
std::unique_ptr<QStandardItemModel> sampleCells()
{
    auto model = std::make_unique<QStandardItemModel>(5, 2);
    const QStringList words = {QStringLiteral("Error"), QStringLiteral("Warning"), QStringLiteral("Note"),
                               QStringLiteral("错误"), QStringLiteral("CNY 1.38 M")};
    const QStringList lines
        = {QStringLiteral("NVIDIA A100 80GB SXM4 cannot be bought new in CN: export licences are refused"),
           QStringLiteral("A 5.03 kW node in A100 server exceeds the 5 kW cabinet"),
           QStringLiteral("7 kW at the meter: 5 kW of IT × PUE 1.4"),
           QStringLiteral("每台服务器 8 块 GPU：NVLink 域内 900 GB/s，跨节点需 400 Gb/s InfiniBand 网络"), QString()};
    for (int row = 0; row < 5; ++row) {
        auto* word = new QStandardItem(words[row]);
        word->setForeground(QBrush(QColor(0xd3, 0x2f, 0x2f)));
        model->setItem(row, 0, word);
        auto* line = new QStandardItem(lines[row]);
        if (row == 2)
            line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        model->setItem(row, 1, line);
    }
    return model;
}

QImage drawn(QAbstractItemModel* model, QAbstractItemDelegate* delegate)
{
    QTableView view;
    view.setModel(model);
    if (delegate)
        view.setItemDelegate(delegate);
    view.setWordWrap(false);
    view.verticalHeader()->hide();
    view.setColumnWidth(0, 90);
    view.horizontalHeader()->setStretchLastSection(true);
    view.resize(420, 200);
    view.selectRow(1);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view, testing::kEventWaitMs));
    return view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

TEST_CASE("A one-line cell is drawn as the style draws it: the same pixels, cut the same way", "[gui][delegate]")
{
    auto model = sampleCells();
    ui::OneLineDelegate ownDelegate;
    const auto differingPixels = [&](const char* name) {
        const QImage styled = drawn(model.get(), nullptr);
        const QImage own = drawn(model.get(), &ownDelegate);
        REQUIRE(styled.size() == own.size());
        int differing = 0;
        for (int y = 0; y < styled.height(); ++y)
            for (int x = 0; x < styled.width(); ++x)
                differing += styled.pixel(x, y) != own.pixel(x, y) ? 1 : 0;
        if (const QString shots = qEnvironmentVariable("GPU_PLANNER_TEST_SHOTS"); !shots.isEmpty()) {
            styled.save(shots + QStringLiteral("/delegate_%1_styled.png").arg(QLatin1String(name)));
            own.save(shots + QStringLiteral("/delegate_%1_own.png").arg(QLatin1String(name)));
        }
        return differing;
    };
    CHECK(differingPixels("first") == 0);
    // A cell's new text is drawn, not the line kept for the old one.
    model->item(0, 1)->setText(
        QStringLiteral("NVIDIA H20 96GB: 4 GPUs a node rent from 8-GPU servers, not like for like"));
    model->item(3, 0)->setText(QStringLiteral("提示"));
    CHECK(differingPixels("edited") == 0);
}

// A Chinese desktop gives the whole interface Noto Sans CJK (fontconfig), and a desktop's type can change while
// the program runs: the cells are drawn as the style draws them in that type too.
TEST_CASE("A one-line cell is drawn as the style draws it in a Chinese desktop's type", "[gui][delegate]")
{
    const QFont before = QApplication::font();
    const auto restore = qScopeGuard([&before] { QApplication::setFont(before); });
    auto model = sampleCells();
    ui::OneLineDelegate ownDelegate;
    for (const QString& family : {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("DejaVu Sans")}) {
        QFont type = before;
        type.setFamily(family);
        QApplication::setFont(type);
        INFO(family.toStdString());
        const QImage styled = drawn(model.get(), nullptr);
        const QImage own = drawn(model.get(), &ownDelegate);
        REQUIRE(styled.size() == own.size());
        int differing = 0;
        for (int y = 0; y < styled.height(); ++y)
            for (int x = 0; x < styled.width(); ++x)
                differing += styled.pixel(x, y) != own.pixel(x, y) ? 1 : 0;
        if (const QString shots = qEnvironmentVariable("GPU_PLANNER_TEST_SHOTS"); !shots.isEmpty()) {
            styled.save(shots + QStringLiteral("/delegate_%1_styled.png").arg(family));
            own.save(shots + QStringLiteral("/delegate_%1_own.png").arg(family));
        }
        CHECK(differing == 0);
    }
}
