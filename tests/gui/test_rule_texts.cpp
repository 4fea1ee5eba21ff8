// The "RuleText" translations: every build-check template and argument phrase has a Chinese text with the
// same placeholders, and findings of real plans render in Chinese without English fragments.
#include "analysis/scenario_analysis.h"
#include "findings/rule_translations.h"
#include "gui_fixture.h"
#include "plan/plan_io.h"
#include "rules/rules.h"
#include "shell/translations.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

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

// The plans the end-to-end check renders: the shipped example and every golden plan.
std::vector<std::filesystem::path> planFiles()
{
    std::vector<std::filesystem::path> files {std::filesystem::path(EXAMPLES_DIR) / "shenzhen-llm-finetune.json"};
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(TEST_DATA_DIR) / "golden"))
        if (std::filesystem::exists(entry.path() / "plan.json"))
            files.push_back(entry.path() / "plan.json");
    return files;
}

// English words (4+ letters) a Chinese text may keep: catalog data (names, architectures, stacks, export rules),
// and a short list of proper nouns, units and technical terms.
std::set<QString> allowedWords(const planner::Catalog& c, const planner::Plan& plan)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{4,}"));
    std::set<QString> allowed;
    const auto add = [&](const std::string& text) {
        for (auto it = word.globalMatch(QString::fromStdString(text)); it.hasNext();)
            allowed.insert(it.next().captured(0).toLower());
    };
    for (const auto& g : c.gpus) {
        for (const std::string* t : {&g.name, &g.vendor, &g.architecture, &g.softwareStack, &g.link})
            add(*t);
        for (const auto& a : g.availability)
            add(a.rule);
    }
    for (const auto& x : c.cpus)
        add(x.name + " " + x.vendor);
    for (const auto& x : c.memory)
        add(x.name);
    for (const auto& x : c.nvme)
        add(x.name);
    for (const auto& x : c.nics)
        add(x.name);
    for (const auto& x : c.platforms)
        add(x.name);
    for (const auto& x : c.cooling)
        add(x.name);
    for (const auto& x : c.models)
        add(x.id + " " + x.name);
    for (const auto& s : plan.scenarios)
        for (const auto& g : s.cluster.nodeGroups)
            add(g.name);
    for (const char* fixed :
         {"CUDA",    "CANN",     "NVLink",       "InfiniBand", "RoCE",   "HGX",    "PCIe",      "NVMe",
          "DDR4",    "DDR5",     "RAID",         "ZeRO",       "FSDP",   "LoRA",   "QLoRA",     "FlashAttention",
          "TFLOPS",  "PFLOP",    "FLOPs",        "GeForce",    "NVIDIA", "DGX",    "Hopper",    "Blackwell",
          "PyTorch", "Megatron", "bitsandbytes", "DIMM",       "DIMMs",  "Uptime", "Institute", "seed",
          "arXiv",   "tokens",   "GPUs",         "CPUs",       "SXM",    "OAM",    "Ascend",    "Huawei",
          "RDMA",    "token"})
        add(fixed);
    return allowed;
}

QStringList englishWords(const QString& text, const std::set<QString>& allowed)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{4,}"));
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (allowed.count(w.toLower()) == 0)
            found << w;
    }
    return found;
}

// The example's scenarios again, each on one small consumer drive with a 50 TB dataset read in a short run
// (nvme.throughput, and nvme.capacity in every capacityHow variant), and one serving far more tokens/s than it can
// (inference.throughput).
std::vector<planner::Scenario> stressedScenarios(const planner::Plan& plan)
{
    std::vector<planner::Scenario> out;
    for (planner::Scenario s : plan.scenarios) {
        for (auto& g : s.cluster.nodeGroups) {
            g.nvmeId = "consumer-qlc-2tb";
            g.nvmeCount = 1;
        }
        s.workload.datasetTB = 50;
        s.workload.tokensB = 0.01; // a short run: the 50 TB stream outruns the drive
        out.push_back(s);
    }
    planner::Scenario serving = out.front();
    serving.workload.kind = planner::WorkloadKind::Inference;
    serving.workload.precision = planner::Precision::BF16;
    serving.workload.targetTokensPerSecond = 1e7;
    out.push_back(serving);
    return out;
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

TEST_CASE("Every argument phrase is marked and translates to Chinese", "[gui]")
{
    const auto& phrases = planner::ruleArgPhrases();
    const auto sources = planner::ui::ruleArgPhraseSources();
    REQUIRE_FALSE(phrases.empty());
    CHECK(std::set<std::string>(sources.begin(), sources.end())
          == std::set<std::string>(phrases.begin(), phrases.end()));
    CHECK(sources.size() == phrases.size());

    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
    for (const auto& phrase : phrases) {
        INFO("phrase: " << phrase);
        const QString chinese = translated(phrase);
        CHECK(chinese != QString::fromStdString(phrase));
        CHECK(placeholders(chinese) == placeholders(QString::fromStdString(phrase)));
    }

    SECTION("Composite arguments are rebuilt from their companions")
    {
        const auto args = planner::ui::translatedRuleArgs({{"breakdown", "Weights 9.4 GB + Activations 2 GB"},
                                                           {"breakdown.items", "Weights=9.4;Activations=2"},
                                                           {"forms", "SXM, OAM or module"},
                                                           {"forms.list", "SXM;OAM;module"},
                                                           {"group", "node group 2"},
                                                           {"group.phrase", "node group {groupNumber}"},
                                                           {"groupNumber", "2"},
                                                           {"status", "barred"},
                                                           {"gpu", "H100"}});
        CHECK(args.at("breakdown") == "权重 9.4 GB + 激活值 2 GB");
        CHECK(args.at("forms") == "SXM、OAM 或 模组");
        CHECK(args.at("group") == "节点组 2");
        CHECK(args.at("status") == "禁售");
        CHECK(args.at("gpu") == "H100");
    }
    translations.apply(QStringLiteral("en"));
}

TEST_CASE("Findings of the example and golden plans render in Chinese without English", "[gui]")
{
    const planner::Catalog& catalog = planner::testing::shippedCatalog();
    REQUIRE_FALSE(catalog.gpus.empty());
    planner::ui::Translations translations;
    const auto& phrases = planner::ruleArgPhrases();
    size_t rendered = 0;
    std::set<std::string> keysSeen, phrasesSeen;
    const auto files = planFiles();
    for (const auto& file : files) {
        const auto loaded = planner::loadPlan(file, &catalog);
        REQUIRE(loaded.plan);
        const std::set<QString> allowed = allowedWords(catalog, *loaded.plan);
        std::vector<planner::Scenario> scenarios = loaded.plan->scenarios;
        if (file == files.front())
            for (auto& s : stressedScenarios(*loaded.plan))
                scenarios.push_back(std::move(s));
        for (const auto& scenario : scenarios) {
            const auto analysis = planner::analyseScenario(scenario, catalog, false);
            for (const auto& f : analysis.findings) {
                INFO(file.parent_path().filename().string() << " / " << scenario.name << ": " << f.messageKey);
                for (const auto& [name, value] : f.args)
                    if (name.size() > 7 && name.compare(name.size() - 7, 7, ".phrase") == 0)
                        phrasesSeen.insert(value);
                keysSeen.insert(f.messageKey);
                // Every companion phrase is a known phrase, and in English the UI rebuilds the core's own texts.
                for (const auto& [name, value] : f.args)
                    if (name.size() > 7 && name.compare(name.size() - 7, 7, ".phrase") == 0)
                        CHECK(std::find(phrases.begin(), phrases.end(), value) != phrases.end());
                translations.apply(QStringLiteral("en"));
                const auto english = planner::ui::findingTexts(f);
                CHECK(english.message.toStdString() == f.message);
                CHECK(english.explanation.toStdString() == f.explanation);
                CHECK(english.fix.toStdString() == f.fix);

                REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
                const auto chinese = planner::ui::findingTexts(f);
                for (const QString& text : {chinese.message, chinese.explanation, chinese.fix}) {
                    INFO(text.toStdString());
                    const QStringList leftovers = englishWords(text, allowed);
                    INFO("English words: " << leftovers.join(QLatin1Char(' ')).toStdString());
                    CHECK(leftovers.isEmpty());
                    CHECK_FALSE(text.contains(QLatin1Char('{')));
                }
                ++rendered;
            }
        }
    }
    CHECK(rendered > 20);
    for (const char* key : {"nvme.throughput", "nvme.capacity", "inference.throughput"}) {
        INFO("finding " << key);
        CHECK(keysSeen.count(key) == 1);
    }
    // The estimate's formula texts come as phrases, in every variant.
    for (const char* phrase :
         {"{readTB} TB × {epochs} epoch(s) read in {readHours} h over {readNodes} node(s)",
          "model weights {weightsGB} GB + dataset",
          "dataset + base model {baseGB} GB + {checkpoints} adapter checkpoints × {checkpointGB} GB",
          "dataset {datasetTB} TB on every node (preloaded, seed 001) + {checkpoints} checkpoints × {checkpointGB} GB "
          "(weights + optimizer, {bytesPerParam} B/param) shared over the nodes"}) {
        INFO("phrase " << phrase);
        CHECK(phrasesSeen.count(phrase) == 1);
    }
    CHECK(std::any_of(phrasesSeen.begin(), phrasesSeen.end(),
                      [](const std::string& p) { return p.rfind("decode step reads weights", 0) == 0; }));
    translations.apply(QStringLiteral("en"));
}
