// The man page (packaging/gpu-planner.1) lists every command and option of `gpu-planner --help`, written
// exactly as the help writes them, so the two cannot drift apart.

#include "app/cli.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace {

// The synopsis of each entry under "Commands:" and "Options:" in the help: an entry line is indented by
// two spaces and its synopsis ends where two spaces start the description.
std::vector<std::string> helpSynopses(const std::string& help)
{
    std::vector<std::string> synopses;
    std::istringstream lines(help);
    std::string line;
    bool inList = false;
    while (std::getline(lines, line)) {
        if (line == "Commands:" || line == "Options:") {
            inList = true;
            continue;
        }
        if (line.empty()) {
            inList = false;
            continue;
        }
        if (!inList || line.rfind("  ", 0) != 0 || line.size() < 3 || line[2] == ' ')
            continue; // not an entry, or a continuation of a description
        const std::string entry = line.substr(2);
        synopses.push_back(entry.substr(0, entry.find("  ")));
    }
    return synopses;
}

// The man page's text lines as a reader sees them: comments dropped, font changes removed and groff's
// escaped minus signs as plain hyphens.
std::string manPageText(const std::string& source)
{
    std::string text;
    std::istringstream lines(source);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind(".\\\"", 0) == 0)
            continue;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] == '\\' && i + 1 < line.size()) {
                const char next = line[i + 1];
                if (next == 'f' && i + 2 < line.size()) {
                    i += 2; // \fB, \fI, \fR, \fP
                    continue;
                }
                if (next == '-') {
                    text += '-';
                    ++i;
                    continue;
                }
                if (next == '&') {
                    ++i;
                    continue;
                }
            }
            text += line[i];
        }
        text += '\n';
    }
    return text;
}

const std::string kManPage = SOURCE_ROOT_DIR "/packaging/gpu-planner.1";

} // namespace

TEST_CASE("man page: the help's entries are found with their usage, through font changes and escapes", "[man]")
{
    const auto synopses = helpSynopses("Usage: x\n\nCommands:\n  tco PLAN [--json|--csv]\n"
                                       "                             Cost over the horizon\n"
                                       "  texts [--lupdate-source]   Every text\n\nOptions:\n"
                                       "  -h, --help                 Show this help\n\nExit codes: 0 fine\n");
    CHECK(synopses == std::vector<std::string> {"tco PLAN [--json|--csv]", "texts [--lupdate-source]", "-h, --help"});
    const std::string text
        = manPageText(".\\\" tco PLAN [--region ID...]\n.TP\n\\fBtco PLAN [\\-\\-json|\\-\\-csv]\\fR\n"
                      "\\fB\\-h, \\-\\-help\\fR\n");
    CHECK(text.find("tco PLAN [--json|--csv]") != std::string::npos);
    CHECK(text.find("-h, --help") != std::string::npos);
    CHECK(text.find("--region") == std::string::npos); // comments are not the page
}

TEST_CASE("man page: every command and option of --help is in gpu-planner.1", "[man]")
{
    const std::string source = planner::testing::readAll(kManPage);
    REQUIRE_FALSE(source.empty());
    const std::string text = manPageText(source);
    const auto synopses = helpSynopses(planner::cli::usage());
    // The help has ten commands and three options today; fewer means the help's layout changed and the
    // parsing above no longer sees its entries.
    REQUIRE(synopses.size() >= 13);
    CHECK(std::find(synopses.begin(), synopses.end(), "catalog check [DIR]") != synopses.end());
    CHECK(std::find(synopses.begin(), synopses.end(), "--catalogs DIR") != synopses.end());
    for (const std::string& synopsis : synopses) {
        INFO("gpu-planner --help lists \"" << synopsis << "\"; write it the same way in packaging/gpu-planner.1");
        CHECK(text.find(synopsis) != std::string::npos);
    }
}
