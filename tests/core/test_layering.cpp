// Layering, read from the source tree: every project header is included by its path from the repository's
// root; the core includes no Qt, UI or command-line header, and each pipeline stage of models/ includes only
// itself and the stages before it; ui/ has four floors (common; document and drawings; the panels and the
// export; the shell), a folder includes only its own floor's files and those below, and no panel includes
// another panel; the command line includes no UI header, except the files that start the window, print the
// PDF and write the deployment kit.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kSourceRoot = SOURCE_ROOT_DIR;

// The pipeline stages of models/, earliest first, as the include graph has them.
const std::vector<std::string> kStageOrder = {"base",  "text", "catalog",  "plan",   "sizing", "deploy", "estimate",
                                              "rules", "tco",  "analysis", "advise", "quote",  "lessons"};

// The floors of ui/, lowest first: what every page uses; the document and the drawings; the panels (pages and
// docks) and the printed quote; the main window. A folder includes its own files and those of lower floors;
// panels talk to each other through the document and the analysis, never by including each other.
struct UiFloor {
    int floor;
    bool panel;
};
const std::vector<std::pair<std::string, UiFloor>> kUiFolders = {
    {"common", {1, false}}, {"document", {2, false}}, {"drawings", {2, false}}, {"advise", {3, true}},
    {"browser", {3, true}}, {"costs", {3, true}},     {"editors", {3, true}},   {"findings", {3, true}},
    {"lessons", {3, true}}, {"export", {3, false}},   {"shell", {4, false}},
};

// The command-line files that use the UI on purpose: the PDF export and the window's entry point.
const std::set<std::string> kCommandLineFilesUsingUi = {"app/cli_export.cpp", "app/cli_deploy.cpp", "app/main.cpp"};

struct Include {
    std::string from; // source-relative path of the including file
    int line = 0;
    std::string written; // as between the quotes or angle brackets
    bool quoted = false;

    std::string where() const
    {
        const char open = quoted ? '"' : '<';
        const char close = quoted ? '"' : '>';
        return from + ":" + std::to_string(line) + " includes " + open + written + close;
    }
};

std::string relativeToRoot(const fs::path& file)
{
    return file.lexically_relative(kSourceRoot).generic_string();
}

// `#include <x>` or `#include "x"` on this line: the bracket and the name. Plain string work, no
// std::regex: GCC 12 warns inside <regex> under -O2 with the sanitizers, and warnings are errors.
std::optional<std::pair<char, std::string>> includeOn(const std::string& line)
{
    auto at = line.find_first_not_of(" \t");
    if (at == std::string::npos || line[at] != '#')
        return std::nullopt;
    at = line.find_first_not_of(" \t", at + 1);
    const std::string_view keyword = "include";
    if (at == std::string::npos || line.compare(at, keyword.size(), keyword) != 0)
        return std::nullopt;
    at = line.find_first_not_of(" \t", at + keyword.size());
    if (at == std::string::npos || (line[at] != '<' && line[at] != '"'))
        return std::nullopt;
    const char open = line[at];
    const auto close = line.find(open == '<' ? '>' : '"', at + 1);
    if (close == std::string::npos || close == at + 1)
        return std::nullopt;
    return std::pair {open, line.substr(at + 1, close - at - 1)};
}

std::vector<Include> includesUnder(const std::string& folder)
{
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(kSourceRoot / folder))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<Include> includes;
    for (const auto& file : files) {
        std::ifstream in(file);
        std::string text;
        int line = 0;
        while (std::getline(in, text)) {
            ++line;
            if (const auto found = includeOn(text))
                includes.push_back({relativeToRoot(file), line, found->second, found->first == '"'});
        }
    }
    return includes;
}

// Where the include finds its file: the including file's folder (quoted only) or the repository's root,
// the one include folder of the build; nullopt for a system header.
std::optional<std::string> resolve(const Include& include)
{
    std::vector<fs::path> candidates;
    if (include.quoted)
        candidates.push_back((kSourceRoot / include.from).parent_path() / include.written);
    candidates.push_back(kSourceRoot / include.written);
    for (const auto& candidate : candidates)
        if (fs::is_regular_file(candidate))
            return relativeToRoot(candidate.lexically_normal());
    return std::nullopt;
}

// "ui/costs/cost_view.h" -> "costs"; "" for a file directly in ui/.
std::string uiFolderOf(const std::string& uiFile)
{
    const fs::path inUi = fs::path(uiFile).lexically_relative("ui");
    return std::distance(inUi.begin(), inUi.end()) > 1 ? inUi.begin()->string() : std::string();
}

std::optional<UiFloor> uiFloorOf(const std::string& folder)
{
    for (const auto& [name, floor] : kUiFolders)
        if (name == folder)
            return floor;
    return std::nullopt;
}

// Qt's headers: QWidget, QtCore/QString, qglobal.h.
bool isQtHeader(const std::string& written)
{
    if (written.size() >= 2 && written[0] == 'Q' && std::isalnum(static_cast<unsigned char>(written[1])))
        return written.find('.') == std::string::npos || written.find('/') != std::string::npos;
    return written.size() > 3 && written[0] == 'q' && written.ends_with(".h")
        && written.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_", 1) == written.size() - 2;
}

// "models/plan/plan_io.h" -> "plan"; "" for a file directly in models/.
std::string stageOf(const std::string& coreFile)
{
    const fs::path inModels = fs::path(coreFile).lexically_relative("models");
    return std::distance(inModels.begin(), inModels.end()) > 1 ? inModels.begin()->string() : std::string();
}

std::string stageOrderText()
{
    std::string text;
    for (const auto& stage : kStageOrder)
        text += (text.empty() ? "" : " < ") + stage;
    return text;
}

std::string listed(const std::vector<std::string>& problems)
{
    std::string text;
    for (const auto& problem : problems)
        text += problem + "\n";
    return text;
}

} // namespace

TEST_CASE("the core includes no Qt, UI or command-line header", "[layering]")
{
    const std::vector<Include> includes = includesUnder("models");
    REQUIRE(includes.size() > 50); // the source tree was found and read
    std::vector<std::string> problems;
    for (const auto& include : includes) {
        const auto found = resolve(include);
        if (found && !found->starts_with("models/"))
            problems.push_back(include.where() + ", which is " + *found);
        else if (!found && include.quoted)
            problems.push_back(include.where() + ", which is no file of the core");
        else if (!found && isQtHeader(include.written))
            problems.push_back(include.where() + ", a Qt header");
    }
    INFO(listed(problems));
    CHECK(problems.empty());
}

TEST_CASE("each core stage includes only itself and the stages before it", "[layering]")
{
    const auto rank = [](const std::string& stage) {
        return std::find(kStageOrder.begin(), kStageOrder.end(), stage) - kStageOrder.begin();
    };
    const auto known = [&](const std::string& stage) { return rank(stage) < std::ssize(kStageOrder); };
    std::vector<std::string> problems;
    for (const auto& include : includesUnder("models")) {
        const auto found = resolve(include);
        if (!found)
            continue; // a system header, or a file outside the core: the test above reports those
        const std::string from = stageOf(include.from);
        const std::string to = stageOf(*found);
        if (!known(from)) {
            problems.push_back(include.from + " is in no stage of " + stageOrderText());
        } else if (!known(to)) {
            problems.push_back(include.where() + ", which is in no stage of " + stageOrderText());
        } else if (rank(to) > rank(from)) {
            problems.push_back(include.where() + ": " + to + " comes after " + from + " in " + stageOrderText());
        }
    }
    INFO(listed(problems));
    CHECK(problems.empty());
}

TEST_CASE("the command line includes no UI header, but where it exports the PDF, writes the deployment kit and starts "
          "the window",
          "[layering]")
{
    const std::vector<Include> includes = includesUnder("app");
    REQUIRE(!includes.empty());
    std::vector<std::string> problems;
    for (const auto& include : includes) {
        if (kCommandLineFilesUsingUi.count(include.from))
            continue;
        const auto found = resolve(include);
        if (found && found->starts_with("ui/"))
            problems.push_back(include.where() + ", which is " + *found);
        else if (!found && isQtHeader(include.written))
            problems.push_back(include.where() + ", a Qt header");
    }
    INFO(listed(problems));
    CHECK(problems.empty());
}

TEST_CASE("every project header is included by its path from the repository's root", "[layering]")
{
    std::vector<std::string> problems;
    for (const std::string folder : {"models", "ui", "app"})
        for (const auto& include : includesUnder(folder)) {
            if (!include.quoted)
                continue;
            const bool fromRoot = include.written.starts_with("models/") || include.written.starts_with("ui/")
                || include.written.starts_with("app/");
            if (!fromRoot || !fs::is_regular_file(kSourceRoot / include.written))
                problems.push_back(include.where() + ": write the path from the repository's root");
        }
    INFO(listed(problems));
    CHECK(problems.empty());
}

TEST_CASE("ui/ stands on four floors: each folder includes its own floor and those below, and no panel another",
          "[layering]")
{
    const std::vector<Include> includes = includesUnder("ui");
    REQUIRE(includes.size() > 50);
    std::vector<std::string> problems;
    for (const auto& include : includes) {
        const std::string from = uiFolderOf(include.from);
        const auto fromFloor = uiFloorOf(from);
        if (!fromFloor) {
            problems.push_back(include.from + " is in no folder of ui/'s floor plan");
            continue;
        }
        const auto found = resolve(include);
        if (!found || !found->starts_with("ui/"))
            continue; // the core, Qt or the standard library
        const std::string to = uiFolderOf(*found);
        const auto toFloor = uiFloorOf(to);
        if (to == from)
            continue;
        if (!toFloor)
            problems.push_back(include.where() + ", which is in no folder of ui/'s floor plan");
        else if (toFloor->floor > fromFloor->floor)
            problems.push_back(include.where() + ": ui/" + to + " is on floor " + std::to_string(toFloor->floor)
                               + ", above ui/" + from + " on floor " + std::to_string(fromFloor->floor));
        else if (toFloor->floor == fromFloor->floor)
            problems.push_back(include.where() + ": ui/" + to + " and ui/" + from
                               + " are on the same floor; they talk through the document and the analysis");
    }
    INFO(listed(problems));
    CHECK(problems.empty());
}
