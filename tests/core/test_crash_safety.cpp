// Crash safety of saving: a process saving a plan is killed with SIGKILL at a random moment, again
// and again; the target must always hold a whole plan, the previous one or the new one. A killed save
// may leave its temporary file (".plan.json.XXXXXX") beside the target; the target is never partial.

#include "../crash/big_plans.h"
#include "plan_io.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace fs = std::filesystem;
using namespace planner;

namespace {

using planner::testing::TempDir;

const fs::path kSeed = fs::path(TEST_DATA_DIR) / "plans" / "valid.json";

// Starts save_loop writing to `target`; returns its pid once it says it is ready.
pid_t startSaveLoop(const fs::path& target)
{
    int out[2];
    REQUIRE(::pipe(out) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    const std::string exe = SAVE_LOOP_EXE;
    const std::string seed = kSeed.string();
    const std::string file = target.string();
    std::vector<char*> argv
        = {const_cast<char*>(exe.c_str()), const_cast<char*>(seed.c_str()), const_cast<char*>(file.c_str()), nullptr};
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    REQUIRE(spawned == 0);
    char ready[6] = {};
    std::size_t got = 0;
    while (got < sizeof ready) {
        const ssize_t n = ::read(out[0], ready + got, sizeof ready - got);
        if (n <= 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    ::close(out[0]);
    REQUIRE(std::string(ready, got) == "ready\n");
    return pid;
}

} // namespace

TEST_CASE("Killing a save at a random moment leaves the old or the new plan, never a partial file", "[crash]")
{
    const PlanLoadResult seed = loadPlan(kSeed, nullptr);
    REQUIRE(seed.plan);
    const Plan plans[2] = {crash::bigPlan(*seed.plan, 0), crash::bigPlan(*seed.plan, 1)};
    REQUIRE_FALSE(plans[0] == plans[1]);

    TempDir dir;
    const fs::path target = dir.path / "plan.json";
    REQUIRE_FALSE(savePlan(plans[0], target).has_value()); // the file a user already has

    std::mt19937 random(std::random_device {}());
    std::uniform_int_distribution<int> delayMs(1, 40);
    int killedMidSave = 0;
    int sawB = 0;
    // Thirty kills, and on until one has landed inside the write (most land while the plan is being
    // serialised, before the temporary file exists), so that the test shows what it claims.
    int round = 0;
    for (; round < 30 || (killedMidSave == 0 && round < 300); ++round) {
        const int delay = delayMs(random);
        INFO("round " << round << ", killed after " << delay << " ms");
        const pid_t pid = startSaveLoop(target);
        std::this_thread::sleep_for(std::chrono::milliseconds(delay));
        REQUIRE(::kill(pid, SIGKILL) == 0);
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status)); // it was still saving, not stopped by an error
        CHECK(WTERMSIG(status) == SIGKILL);

        const PlanLoadResult loaded = loadPlan(target, nullptr);
        REQUIRE(loaded.ok());
        const bool isA = *loaded.plan == plans[0];
        const bool isB = *loaded.plan == plans[1];
        CHECK((isA || isB));
        sawB += isB ? 1 : 0;

        std::vector<fs::path> leftovers;
        for (const auto& entry : fs::directory_iterator(dir.path))
            if (entry.path() != target)
                leftovers.push_back(entry.path());
        REQUIRE(leftovers.size() <= 1);
        if (!leftovers.empty()) {
            const std::string name = leftovers.front().filename().string();
            CHECK_THAT(name, Catch::Matches(R"(\.plan\.json\.[A-Za-z0-9]{6})"));
            ++killedMidSave;
            fs::remove(leftovers.front());
        }
    }
    INFO("killed mid-write " << killedMidSave << " of " << round << " times; the new plan was there " << sawB
                             << " times");
    CHECK(killedMidSave > 0);
}
