// Time to make the PDF quote of the example plan's three scenarios (issue 7 asks for under 1 s),
// and the CSV and the quote data alone for comparison. Needs QtGui: a QGuiApplication on the
// offscreen platform comes first.

#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/sizing/build.h"
#include "ui/common/core_text.h"
#include "ui/export/quote_pdf.h"

#include <QGuiApplication>

#include <benchmark/benchmark.h>

using namespace planner;

namespace {

struct Example {
    Catalog catalog;
    Plan plan;
};

const Example& example()
{
    static const Example e = [] {
        Catalog shipped = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
        Plan plan = *loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &shipped).plan;
        return Example {withOverrides(shipped, plan.priceOverrides), std::move(plan)};
    }();
    return e;
}

void quoteData(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(
            buildQuote(example().plan, example().catalog, {}, englishText(), "en", "2026-11-30", 30));
}
BENCHMARK(quoteData)->Unit(benchmark::kMillisecond);

void quoteCsv(benchmark::State& state)
{
    const Quote quote = buildQuote(example().plan, example().catalog, {}, englishText(), "en", "2026-11-30", 30);
    for (auto _ : state)
        benchmark::DoNotOptimize(quoteToCsv(quote, englishText()));
}
BENCHMARK(quoteCsv)->Unit(benchmark::kMillisecond);

// The whole export as File > Export… and `gpu-planner export` do it: quote data, then PDF bytes.
void threeScenarioPdf(benchmark::State& state)
{
    const std::string language = state.range(0) ? "zh_CN" : "en";
    std::size_t bytes = 0;
    for (auto _ : state) {
        const Quote quote
            = buildQuote(example().plan, example().catalog, {}, ui::textFor(language), language, "2026-11-30", 30);
        bytes = static_cast<std::size_t>(ui::quotePdfBytes(quote).size());
    }
    state.counters["pdf_bytes"] = static_cast<double>(bytes);
    state.SetLabel(language);
}
BENCHMARK(threeScenarioPdf)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
