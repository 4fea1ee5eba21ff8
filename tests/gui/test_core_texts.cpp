// The core's texts in Chinese: every entry of the text table (models/text/) has a finished translation with
// the same placeholders in the .ts (whose source is generated from the table, never copied by hand), typed
// arguments render in the reader's language, and findings of real plans render in Chinese without English.
#include "gui_fixture.h"
#include "models/analysis/scenario_analysis.h"
#include "models/plan/plan_io.h"
#include "models/rules/rules.h"
#include "ui/common/core_text.h"
#include "ui/common/translations.h"
#include "ui/findings/finding_texts.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <filesystem>
#include <map>
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

struct TsEntry {
    QString source;
    QString translation;
    bool finished = false;
};

// The "CoreText" messages of a .ts file by key (their disambiguation comment).
std::map<std::string, TsEntry> coreTextsInTs(const QString& file)
{
    QFile ts(file);
    REQUIRE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    std::map<std::string, TsEntry> out;
    QString context;
    QString comment;
    TsEntry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            entry = {};
            comment.clear();
        } else if (name == QLatin1String("source")) {
            entry.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            comment = xml.readElementText();
        } else if (name == QLatin1String("translation") && context == QLatin1String("CoreText")) {
            entry.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            entry.translation = xml.readElementText();
            out[comment.toStdString()] = entry;
        }
    }
    REQUIRE_FALSE(xml.hasError());
    return out;
}

// The text keys of a message and of every phrase inside its arguments.
void collectKeys(const planner::Message& message, std::set<std::string>& keys);
void collectKeys(const planner::Arg& arg, std::set<std::string>& keys)
{
    if (arg.phrase())
        collectKeys(*arg.phrase(), keys);
    for (const auto& item : arg.items())
        collectKeys(item, keys);
}
void collectKeys(const planner::Message& message, std::set<std::string>& keys)
{
    keys.insert(message.key);
    for (const auto& [slot, arg] : message.args)
        collectKeys(arg, keys);
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
         {"CUDA", "CANN", "NVLink", "InfiniBand", "RoCE", "HGX", "PCIe", "NVMe", "DDR4", "DDR5", "RAID", "ZeRO", "FSDP",
          "LoRA", "QLoRA", "FlashAttention", "TFLOPS", "PFLOP", "FLOPs", "GeForce", "NVIDIA", "DGX", "Hopper",
          "Blackwell", "PyTorch", "Megatron", "bitsandbytes", "DIMM", "DIMMs", "Uptime", "Institute", "seed", "arXiv",
          "tokens", "GPUs", "CPUs", "SXM", "OAM", "Ascend", "Huawei", "RDMA", "token", "PaLM", "NCCL", "Dettmers",
          "logits", "vocab", "MLPerf", "Lustre", "GPFS", "reduce", "scatter", "Rajbhandari",
          // product and variable names in the software findings: nccl-tests, NCCL_IB_GID_INDEX
          "GPUDirect", "DOCA", "OFED", "MLNX", "peermem", "GDRDMA", "tests", "INDEX",
          // NVIDIA's names for its driver for GeForce cards and the file that lists the cards it supports
          "Linux", "README"})
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

TEST_CASE("Every text of the core's table has a finished Chinese translation with the same placeholders", "[gui]")
{
    const auto ts = coreTextsInTs(QStringLiteral(TS_DIR "/gpu_planner_zh_CN.ts"));
    const auto table = planner::textTable();
    REQUIRE(table.size() > 200);
    std::set<std::string> keys;
    for (const planner::TextEntry& entry : table) {
        const std::string key(entry.key);
        INFO("text " << key << ": " << entry.english);
        CHECK(keys.insert(key).second); // each key once
        const auto it = ts.find(key);
        REQUIRE(it != ts.end()); // run packaging/update-translations.sh and translate the new entry
        CHECK(it->second.source
              == QString::fromUtf8(entry.english.data(), static_cast<qsizetype>(entry.english.size())));
        CHECK(it->second.finished);
        CHECK_FALSE(it->second.translation.isEmpty());
        CHECK(placeholders(it->second.translation) == placeholders(it->second.source));
    }
    // Nothing in the translation file that the table no longer has.
    for (const auto& [key, entry] : ts) {
        INFO("translated text " << key);
        CHECK(keys.count(key) == 1);
    }

    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
    const planner::TextEntry* fit = planner::findText("finding.vram.fit.message");
    REQUIRE(fit);
    CHECK(QString::fromStdString(planner::ui::interfaceText().text(*fit))
          == QStringLiteral("每块 GPU 需要 {need} GB，但 {gpu} 只有 {capacity} GB"));
    translations.apply(QStringLiteral("en"));
    CHECK(planner::ui::interfaceText().text(*fit) == std::string(fit->english));
}

TEST_CASE("A finding and its typed arguments render in Chinese", "[gui]")
{
    using planner::Arg;
    using planner::Message;
    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));

    planner::Finding finding;
    finding.ruleId = "vram.fit";
    finding.args
        = {{"need", "97.5"},
           {"gpu", "RTX 4090"},
           {"capacity", "24"},
           {"group", planner::phrase("phrase.node_group", {{"groupNumber", "2"}})},
           {"breakdown",
            planner::sum({planner::phrase("phrase.memory.part_gb",
                                          {{"part", planner::phrase("phrase.memory.weights")}, {"gb", "9.4"}}),
                          planner::phrase("phrase.memory.part_gb",
                                          {{"part", planner::phrase("phrase.memory.activations")}, {"gb", "2"}})})},
           {"largest", planner::phrase("phrase.memory.activations")},
           {"largestGB", "61.2"},
           {"suggestion", planner::phrase("phrase.suggest.zero3", {{"suggestDp", "8"}})}};
    const auto texts = planner::ui::findingTexts(finding);
    CHECK(texts.message == QStringLiteral("每块 GPU 需要 97.5 GB，但 RTX 4090 只有 24 GB"));
    CHECK(texts.explanation.contains(QStringLiteral("权重 9.4 GB + 激活值 2 GB")));
    CHECK(texts.explanation.contains(QStringLiteral("节点组 2")));
    CHECK(texts.explanation.contains(QStringLiteral("61.2 GB")));
    CHECK(texts.fix.contains(QStringLiteral("ZeRO-3")));
    for (const QString& text : {texts.message, texts.explanation, texts.fix})
        CHECK_FALSE(text.contains(QLatin1Char('{')));

    CHECK(planner::ui::uiText(planner::anyOf({Arg("SXM"), Arg("OAM"), planner::phrase("phrase.form.module")}))
          == QStringLiteral("SXM、OAM 或 模组"));
    CHECK(planner::ui::uiText(planner::phrase("phrase.market.barred")) == QStringLiteral("禁售"));

    translations.apply(QStringLiteral("en"));
    CHECK(planner::ui::findingTexts(finding).explanation.contains(QStringLiteral("Weights 9.4 GB + Activations 2 GB")));
    CHECK(planner::ui::uiText(Message("no.such.key")) == QStringLiteral("no.such.key")); // shows, and tests catch it
}

TEST_CASE("Findings of the example and golden plans render in Chinese without English", "[gui]")
{
    const planner::Catalog& catalog = planner::testing::shippedCatalog();
    REQUIRE_FALSE(catalog.gpus.empty());
    planner::ui::Translations translations;
    size_t rendered = 0, explained = 0;
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
            const auto analysis = planner::analyseScenario(scenario, catalog);
            // How every estimate figure was computed, as the workload read-out's tooltip shows it.
            std::vector<planner::Message> explanations = analysis.estimate.noteTexts;
            for (const auto& item : analysis.estimate.memory.items)
                explanations.push_back(item.howText);
            if (analysis.estimate.compute.applicable)
                for (const auto* m : {&analysis.estimate.compute.flopsHowText, &analysis.estimate.compute.mfuHowText,
                                      &analysis.estimate.compute.scalingHowText})
                    explanations.push_back(*m);
            REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
            for (const auto& explanation : explanations) {
                const QString text = planner::ui::uiText(explanation);
                INFO(scenario.name << ": " << explanation.key << ": " << text.toStdString());
                CHECK_FALSE(text.isEmpty());
                const QStringList leftovers = englishWords(text, allowed);
                INFO("English words: " << leftovers.join(QLatin1Char(' ')).toStdString());
                CHECK(leftovers.isEmpty());
                CHECK_FALSE(text.contains(QLatin1Char('{')));
                collectKeys(explanation, phrasesSeen);
                ++explained;
            }
            for (const auto& f : analysis.findings) {
                INFO(file.parent_path().filename().string() << " / " << scenario.name << ": " << f.messageKey());
                collectKeys(planner::findingText(f, planner::FindingPart::Explanation), phrasesSeen);
                keysSeen.insert(f.messageKey());
                // In English the UI renders the core's own texts.
                translations.apply(QStringLiteral("en"));
                const auto english = planner::ui::findingTexts(f);
                CHECK(english.message.toStdString() == f.message());
                CHECK(english.explanation.toStdString() == f.explanation());
                CHECK(english.fix.toStdString() == f.fix());

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
    CHECK(explained > 40);
    for (const char* key : {"nvme.throughput", "nvme.capacity", "inference.throughput"}) {
        INFO("finding " << key);
        CHECK(keysSeen.count(key) == 1);
    }
    // The estimate's formula texts come as phrases, in every variant.
    for (const char* phrase :
         {"phrase.storage.read", "phrase.storage.capacity_inference", "phrase.storage.capacity_adapters",
          "phrase.storage.capacity_training", "phrase.inference.how", "estimate.flops.lm", "estimate.flops.lm_lora",
          "estimate.mfu.link_domain", "estimate.scaling.formula", "estimate.memory.kv_cache",
          "estimate.memory.activations"}) {
        INFO("phrase " << phrase);
        CHECK(phrasesSeen.count(phrase) == 1);
    }
    translations.apply(QStringLiteral("en"));
}

// One word for each concept in Chinese, in the window and in the quote: the window calls a plan 方案 and a
// scenario 场景; the PDF called a scenario 方案 and a plan 计划.
TEST_CASE("The quote names the plan and its scenarios in Chinese as the window does", "[gui][i18n]")
{
    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
    const auto quoteWord = [](const char* key) {
        const planner::TextEntry* entry = planner::findText(key);
        REQUIRE(entry);
        return QString::fromStdString(planner::ui::interfaceText().text(*entry));
    };
    const QString windowPlan
        = QCoreApplication::translate("planner::ui::ScenarioPanel", "Scenarios of this plan; double-click to rename");
    REQUIRE(windowPlan.contains(QStringLiteral("方案")));
    REQUIRE(windowPlan.contains(QStringLiteral("场景")));
    CHECK(quoteWord("quote.plan") == QStringLiteral("方案"));
    CHECK(quoteWord("quote.scenario") == QStringLiteral("场景"));
    // A reserved rental may be monthly or yearly: 包年包月, not 包年 alone.
    CHECK(quoteWord("option.reserved") == QStringLiteral("包年包月租用"));
    translations.apply(QStringLiteral("en"));
}
