// A configured team catalog folder that cannot be read is left out, and said so: the message names the
// folder and where it was configured, and the command goes on with the other catalogs.

#include "app/cli.h"
#include "models/catalog/catalog_io.h"
#include "models/text/message.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using namespace planner;

TEST_CASE("teamFolderProblem says why a team folder cannot be layered, and where it was set", "[catalog][team]")
{
    const fs::path scratch = fs::temp_directory_path() / "gpu-planner-team-folder-test";
    fs::remove_all(scratch);
    fs::create_directories(scratch / "team");
    std::ofstream(scratch / "a-file") << "not a folder";

    CHECK_FALSE(teamFolderProblem({}, TeamFolderSetting::Setting)); // none configured: nothing to say
    CHECK_FALSE(teamFolderProblem(scratch / "team", TeamFolderSetting::Setting)); // readable

    const auto missing = teamFolderProblem(scratch / "no-such-folder", TeamFolderSetting::CommandLine);
    REQUIRE(missing);
    CHECK(missing->key == "catalog.team_folder.missing");
    CHECK(render(*missing)
          == "The team catalog folder " + (scratch / "no-such-folder").string()
              + " (given by --team-catalogs) does not exist: the planner works without it");

    const auto file = teamFolderProblem(scratch / "a-file", TeamFolderSetting::Environment);
    REQUIRE(file);
    CHECK(file->key == "catalog.team_folder.not_folder");
    CHECK_THAT(render(*file), Catch::Contains("set by GPU_PLANNER_TEAM_CATALOGS"));

    const auto setting = teamFolderProblem(scratch / "gone", TeamFolderSetting::Setting);
    REQUIRE(setting);
    CHECK_THAT(render(*setting), Catch::Contains("set in File > Team catalog folder…"));

    // The catalogs are still read, without it.
    const auto loaded = loadCatalogs(SOURCE_CATALOG_DIR, scratch / "no-such-folder", scratch / "no-user-folder");
    CHECK(loaded.ok());
    CHECK(loaded.catalog.gpu("h100-sxm5-80gb"));
    fs::remove_all(scratch);
}

TEST_CASE("cli: a team folder that does not exist is named on stderr and the command goes on", "[cli][team]")
{
    const std::string folder = (fs::temp_directory_path() / "gpu-planner-no-team-folder").string();
    fs::remove_all(folder);
    std::ostringstream out;
    std::ostringstream err;
    const auto outcome
        = cli::run({"--team-catalogs", folder, "check", EXAMPLES_DIR "/shenzhen-llm-finetune.json"}, out, err);
    CHECK(outcome.exitCode == 0);
    CHECK_THAT(out.str(), Catch::Contains("3 scenarios"));
    CHECK(err.str()
          == "gpu-planner: warning: The team catalog folder " + folder
              + " (given by --team-catalogs) does not exist: the planner works without it\n");
}
