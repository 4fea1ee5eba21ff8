// The "RuleText" translations: every build-check template has a Chinese text with the same placeholders.
#include "rule_texts.h"
#include "rules.h"
#include "translations.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QRegularExpression>

#include <set>
#include <string>

namespace {

std::set<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("\\{[A-Za-z0-9_]+\\}"));
    std::set<QString> names;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(0));
    return names;
}

QString translated(const std::string& english)
{
    return QCoreApplication::translate("RuleText", english.c_str());
}

} // namespace

TEST_CASE("Every rule template is marked for translation", "[gui]")
{
    const auto sources = planner::ui::ruleTextSources();
    const std::set<std::string> marked(sources.begin(), sources.end());
    for (const auto& t : planner::messageTemplates()) {
        INFO("template " << t.key);
        CHECK(marked.count(t.message) == 1);
        CHECK(marked.count(t.explanation) == 1);
        CHECK(marked.count(t.fix) == 1);
    }
}

TEST_CASE("Every rule template translates to Chinese with the same placeholders", "[gui]")
{
    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));

    const auto& templates = planner::messageTemplates();
    REQUIRE_FALSE(templates.empty());
    for (const auto& t : templates) {
        for (const std::string* english : {&t.message, &t.explanation, &t.fix}) {
            INFO("template " << t.key << ": " << *english);
            const QString source = QString::fromStdString(*english);
            const QString chinese = translated(*english);
            CHECK(chinese != source);
            CHECK(placeholders(chinese) == placeholders(source));
        }
    }

    SECTION("A finding renders in Chinese with its numbers")
    {
        planner::Finding finding;
        finding.ruleId = "vram.fit";
        finding.messageKey = "vram.fit";
        finding.message = "English message";
        finding.args = {{"need", "97.5"},
                        {"gpu", "RTX 4090"},
                        {"capacity", "24"},
                        {"group", "Nodes"},
                        {"breakdown", "weights 14 GB"},
                        {"largest", "activations"},
                        {"largestGB", "61.2"},
                        {"suggestion", "ZeRO-3"}};
        const auto texts = planner::ui::findingTexts(finding);
        CHECK(texts.message == QStringLiteral("每块 GPU 需要 97.5 GB，但 RTX 4090 只有 24 GB"));
        CHECK(texts.explanation.contains(QStringLiteral("61.2 GB")));
        CHECK(texts.explanation.contains(QStringLiteral("显存")));
        CHECK(texts.fix.contains(QStringLiteral("ZeRO-3")));
        CHECK_FALSE(texts.message.contains(QLatin1Char('{')));
        CHECK_FALSE(texts.explanation.contains(QLatin1Char('{')));
    }

    SECTION("A finding without a template keeps its English texts")
    {
        planner::Finding finding;
        finding.messageKey = "no.such.key";
        finding.message = "message";
        finding.explanation = "explanation";
        finding.fix = "fix";
        const auto texts = planner::ui::findingTexts(finding);
        CHECK(texts.message == QLatin1String("message"));
        CHECK(texts.explanation == QLatin1String("explanation"));
        CHECK(texts.fix == QLatin1String("fix"));
    }

    translations.apply(QStringLiteral("en"));
    CHECK(translated(templates.front().message) == QString::fromStdString(templates.front().message));
}
