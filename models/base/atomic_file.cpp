#include "models/base/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace planner {

namespace {

std::string describeErrno(const std::string& what, const std::filesystem::path& file)
{
    return "cannot " + what + " \"" + file.string() + "\": " + std::strerror(errno);
}

} // namespace

std::optional<std::string> writeFileAtomically(const std::filesystem::path& target, const std::string& bytes)
{
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
    std::string pattern = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0)
        return describeErrno("create a temporary file in the folder of", target);
    const std::filesystem::path temporary = pattern;

    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            auto message = describeErrno("write", temporary);
            ::close(fd);
            ::unlink(temporary.c_str());
            return message;
        }
        written += static_cast<std::size_t>(n);
    }
    // Keep the permissions a fresh file would get, and those of the file being replaced.
    struct stat existing { };
    if (::stat(target.c_str(), &existing) == 0)
        ::fchmod(fd, existing.st_mode & 07777);
    else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::fchmod(fd, 0666 & ~mask);
    }
    const bool flushed = ::fsync(fd) == 0;
    const bool closed = ::close(fd) == 0;
    if (!flushed || !closed) {
        auto message = describeErrno("flush", temporary);
        ::unlink(temporary.c_str());
        return message;
    }
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        auto message = describeErrno("replace", target);
        ::unlink(temporary.c_str());
        return message;
    }
    // Make the rename itself durable.
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

} // namespace planner
