// Crash safety of saving: a process saving a plan is killed with SIGKILL again and again; the target
// must always hold a whole plan, the previous one or the new one. A killed save may leave its
// temporary file (".plan.json.XXXXXX") beside the target; the target is never partial.
//
// The kill moments are drawn from the save's own measured duration, not from a fixed number of
// milliseconds: the saving child announces over a pipe when it starts serialising, when it starts
// writing and when it is done (tests/crash/save_loop.cpp). The test first times a few saves, then
// kills at random points inside the write of a save, or anywhere in a whole save, counted from the
// child's own announcement. So the kills land inside the write on a fast machine, under the
// sanitizers and on a single loaded core alike.

#include "../crash/big_plans.h"
#include "models/plan/plan_io.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <iostream>
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
using Clock = std::chrono::steady_clock;

namespace {

using planner::testing::TempDir;

const fs::path kSeed = fs::path(TEST_DATA_DIR) / "plans" / "valid.json";

// save_loop running, with the read end of its announcement pipe.
class SavingChild {
public:
    explicit SavingChild(const fs::path& target)
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
        std::vector<char*> argv = {const_cast<char*>(exe.c_str()), const_cast<char*>(seed.c_str()),
                                   const_cast<char*>(file.c_str()), nullptr};
        const int spawned = ::posix_spawn(&pid_, exe.c_str(), &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        fd_ = out[0];
        REQUIRE(spawned == 0);
        REQUIRE(nextLine() == "ready");
    }
    ~SavingChild()
    {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        ::close(fd_);
    }
    SavingChild(const SavingChild&) = delete;
    SavingChild& operator=(const SavingChild&) = delete;

    // Blocks until the child announces `event` for save number `save`; returns when it was read.
    Clock::time_point waitFor(char event, int save)
    {
        const std::string wanted = std::string(1, event) + ' ' + std::to_string(save);
        while (true) {
            const std::string line = nextLine();
            REQUIRE_FALSE(line.empty()); // the child stopped announcing: it failed or exited
            if (line == wanted)
                return Clock::now();
        }
    }

    // Kills the child and reaps it; it must have been killed, not have stopped on an error.
    void kill()
    {
        REQUIRE(::kill(pid_, SIGKILL) == 0);
        int status = 0;
        REQUIRE(::waitpid(pid_, &status, 0) == pid_);
        pid_ = -1;
        REQUIRE(WIFSIGNALED(status));
        CHECK(WTERMSIG(status) == SIGKILL);
    }

private:
    std::string nextLine()
    {
        while (true) {
            const auto end = buffer_.find('\n');
            if (end != std::string::npos) {
                std::string line = buffer_.substr(0, end);
                buffer_.erase(0, end + 1);
                return line;
            }
            char chunk[256];
            const ssize_t n = ::read(fd_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return {};
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    pid_t pid_ = -1;
    int fd_ = -1;
    std::string buffer_;
};

using Micros = std::chrono::microseconds;

Micros median(std::vector<Micros> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
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

    // Time five saves of this build on this machine, as the child sees them.
    Micros serialise {};
    Micros write {};
    {
        SavingChild child(target);
        std::vector<Micros> serialising;
        std::vector<Micros> writing;
        for (int save = 0; save < 5; ++save) {
            const auto started = child.waitFor('s', save);
            const auto writingFrom = child.waitFor('w', save);
            const auto done = child.waitFor('e', save);
            serialising.push_back(std::chrono::duration_cast<Micros>(writingFrom - started));
            writing.push_back(std::chrono::duration_cast<Micros>(done - writingFrom));
        }
        child.kill();
        serialise = median(serialising);
        write = std::max(median(writing), Micros(1));
    }
    INFO("a save takes " << serialise.count() << " us to serialise and " << write.count() << " us to write");

    std::mt19937 random(std::random_device {}());
    int killedMidSave = 0;
    int sawNew = 0;
    int round = 0;
    // Forty kills, and on until ten have landed inside the write (at most 300), so that the test
    // shows what it claims; three kills in four are aimed inside the write, one anywhere in a save.
    for (; round < 40 || (killedMidSave < 10 && round < 300); ++round) {
        REQUIRE_FALSE(savePlan(plans[0], target).has_value()); // "A" before every round
        const int save = std::uniform_int_distribution<int>(0, 1)(random); // save 0 writes "B", 1 writes "A"
        const bool aimAtWrite = round % 4 != 3;
        const Micros span = aimAtWrite ? write : serialise + write;
        const Micros delay(std::uniform_int_distribution<long long>(0, span.count())(random));
        INFO("round " << round << ": killed " << delay.count() << " us into the "
                      << (aimAtWrite ? "write" : "whole save") << " of save " << save);

        SavingChild child(target);
        const auto from = child.waitFor(aimAtWrite ? 'w' : 's', save);
        std::this_thread::sleep_until(from + delay);
        child.kill();

        const PlanLoadResult loaded = loadPlan(target, nullptr);
        REQUIRE(loaded.ok());
        const bool isA = *loaded.plan == plans[0];
        const bool isB = *loaded.plan == plans[1];
        REQUIRE((isA || isB));
        sawNew += isB ? 1 : 0;

        std::vector<fs::path> leftovers;
        for (const auto& entry : fs::directory_iterator(dir.path))
            if (entry.path() != target)
                leftovers.push_back(entry.path());
        REQUIRE(leftovers.size() <= 1);
        if (!leftovers.empty()) {
            // Killed inside the write of save `save` (or of the save after it, if the kill came late):
            // the target is whole and is the plan from before that write.
            const std::string name = leftovers.front().filename().string();
            CHECK_THAT(name, Catch::Matches(R"(\.plan\.json\.[A-Za-z0-9]{6})"));
            ++killedMidSave;
            fs::remove(leftovers.front());
        }
    }
    const std::string report = "killed mid-write " + std::to_string(killedMidSave) + " of " + std::to_string(round)
        + " times; the new plan was there " + std::to_string(sawNew) + " times; a save took "
        + std::to_string(serialise.count()) + " us to serialise and " + std::to_string(write.count()) + " us to write";
    std::cout << "crash test: " << report << std::endl; // read by CI's log
    CHECK(killedMidSave > 0);
    CHECK(sawNew > 0);
}
