// export: the PDF and CSV quotes on the command line, through the same functions as the window.

#include "app/cli_export.h"

#include "models/base/atomic_file.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/quote/quote_advice.h"
#include "models/sizing/build.h"
#include "ui/common/core_text.h"
#include "ui/common/translations.h"
#include "ui/export/quote_pdf.h"
#include "ui/export/quote_print.h"

#include <QGuiApplication>

#include <algorithm>
#include <memory>

namespace planner::cli {

namespace {

struct ExportArgs {
    std::string planFile;
    std::string scenario; // empty: every scenario
    std::string pdf;
    std::string csv;
    std::string language = "en";
    bool advice = false; // run the advisor for each scenario and add its section
};

std::optional<ExportArgs> parseExportArgs(const CommandContext& c, const std::vector<std::string>& args)
{
    ExportArgs parsed;
    auto needsValue = [&](std::size_t i) {
        if (i + 1 < args.size())
            return true;
        c.err << "gpu-planner export: " << args[i] << " needs a value; see gpu-planner --help\n";
        return false;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--scenario" || a == "--pdf" || a == "--csv" || a == "--lang") {
            if (!needsValue(i))
                return std::nullopt;
            std::string& target = a == "--scenario" ? parsed.scenario
                : a == "--pdf"                      ? parsed.pdf
                : a == "--csv"                      ? parsed.csv
                                                    : parsed.language;
            target = args[++i];
        } else if (a == "--advice") {
            parsed.advice = true;
        } else if (!a.empty() && a.front() != '-' && parsed.planFile.empty()) {
            parsed.planFile = a;
        } else {
            c.err << "gpu-planner export: unexpected argument \"" << a << "\"; see gpu-planner --help\n";
            return std::nullopt;
        }
    }
    if (parsed.planFile.empty()) {
        c.err << "gpu-planner export: a plan file is needed; see gpu-planner --help\n";
        return std::nullopt;
    }
    if (parsed.pdf.empty() && parsed.csv.empty()) {
        c.err << "gpu-planner export: say where to write: --pdf FILE and/or --csv FILE\n";
        return std::nullopt;
    }
    if (parsed.language != "en" && parsed.language != "zh_CN") {
        c.err << "gpu-planner export: --lang takes en or zh_CN, not \"" << parsed.language << "\"\n";
        return std::nullopt;
    }
    return parsed;
}

// QtGui for the PDF without a display: the offscreen platform unless the user chose one.
std::unique_ptr<QGuiApplication> guiApplication()
{
    if (QGuiApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "gpu-planner";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int runExport(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseExportArgs(c, rawArgs);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    const Plan& plan = loaded->plan;
    std::vector<std::string> names;
    if (!args->scenario.empty())
        names.push_back(args->scenario);

    // The application comes first: the translator (finding texts in Chinese) needs it too.
    const auto app = guiApplication();
    ui::Translations translations;
    translations.apply(QString::fromStdString(args->language));
    Quote quote = buildQuote(plan, loaded->catalog, names, ui::textFor(args->language), args->language, ui::todayIso());
    if (args->advice) {
        // The search of `advise PLAN` with its defaults, only when asked: it costs about 0.3 s a scenario.
        const AdviceRequest request;
        for (const Scenario* s : loaded->scenarios) {
            const Advice advice = advise(*s, loaded->catalog, request);
            attachAdvice(quote, s->name, quoteAdvice(advice, request, loaded->catalog, ui::textFor(args->language)));
        }
    }
    int exitCode = kExitOk;
    if (!args->csv.empty()) {
        if (auto error = writeFileAtomically(args->csv, quoteToCsv(quote, ui::textFor(args->language)))) {
            c.err << "gpu-planner export: " << *error << "\n";
            exitCode = kExitUnusable;
        } else {
            c.out << "wrote " << args->csv << "\n";
        }
    }
    if (!args->pdf.empty()) {
        if (auto error = writeFileAtomically(args->pdf, ui::quotePdfBytes(quote).toStdString())) {
            c.err << "gpu-planner export: " << *error << "\n";
            exitCode = kExitUnusable;
        } else {
            c.out << "wrote " << args->pdf << "\n";
        }
    }
    return exitCode;
}

} // namespace planner::cli
