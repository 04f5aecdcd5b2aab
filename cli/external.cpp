#include "external.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#ifndef __EMSCRIPTEN__
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "args.h"

namespace ply::cli {

#ifndef __EMSCRIPTEN__
namespace {

// Positions and paths go to the shell in single quotes; a quote inside is closed, escaped and
// reopened.
std::string quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace
#endif

std::string cannot_run(const std::string& program, bool shell_command) {
#ifdef __EMSCRIPTEN__
  (void)program, (void)shell_command;
  return "";
#else
  std::string file = program;
  if (shell_command) {
    const std::size_t start = program.find_first_not_of(" \t");
    if (start == std::string::npos) return "no command";
    file = program.substr(start, program.find_first_of(" \t", start) - start);
    if (file.find_first_of("=\"'\\$`;&|<>(){}*?~") != std::string::npos)
      return "";  // the shell's to read
  }
  const auto executable = [](const std::string& path) {
    struct stat s {};
    return stat(path.c_str(), &s) == 0 && S_ISREG(s.st_mode) && access(path.c_str(), X_OK) == 0;
  };
  if (file.find('/') != std::string::npos)
    return executable(file) ? "" : "'" + excerpt(file) + "' is not an executable file";
  const char* path = std::getenv("PATH");
  const std::string dirs = std::string(path ? path : "/usr/bin:/bin") + ":/usr/games";
  for (std::size_t at = 0; at <= dirs.size();) {
    const std::size_t end = std::min(dirs.find(':', at), dirs.size());
    if (end > at && executable(dirs.substr(at, end - at) + "/" + file)) return "";
    at = end + 1;
  }
  if (shell_command && (file == "exec" || file == "env" || file == "nice")) return "";
  return "'" + excerpt(file) + "' is not a command on PATH";
#endif
}

std::string external_best(const std::string& command, const std::string& game,
                          const std::string& position, const Request& request,
                          const std::vector<std::string>& flags) {
#ifdef __EMSCRIPTEN__
  (void)command, (void)game, (void)position, (void)request, (void)flags;
  fail("match: --a-cmd and --b-cmd need the native build");
#else
  std::string line = quoted(command) + " best " + game + " --position " + quoted(position) +
                     " --level " + std::to_string(request.level) + " --seed " +
                     std::to_string(request.seed);
  if (request.max_nodes)
    line += " --nodes " + std::to_string(request.max_nodes);
  else
    line += " --time-ms " + std::to_string(request.time_ms);
  if (request.threads > 1) line += " --threads " + std::to_string(request.threads);
  for (const std::string& flag : flags) line += " " + quoted(flag);
  FILE* out = popen(line.c_str(), "r");
  if (!out) fail("match: cannot run " + command);
  std::string last, current;
  for (int c; (c = std::fgetc(out)) != EOF;) {
    if (c != '\n')
      current += char(c);
    else if (!current.empty())
      last = std::move(current), current.clear();
  }
  if (!current.empty()) last = current;
  const int status = pclose(out);
  if (status != 0)
    fail("match: " + command + " best " + game + " failed (" +
         (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                            : std::string("killed")) +
         ") on the position " + position);
  return last;
#endif
}

#ifdef __EMSCRIPTEN__

std::string ChildProcess::start(const std::string&) {
  return "outside engines need the native build";
}
void ChildProcess::close() {}
bool ChildProcess::send(const std::string&) { return false; }
bool ChildProcess::read_line(std::string&, int, std::string& why) {
  why = "outside engines need the native build";
  return false;
}
std::string ChildProcess::await(const std::string&, int, std::string*) {
  return "outside engines need the native build";
}

#else

std::string ChildProcess::start(const std::string& command) {
  int down[2], up[2];  // down: we write, the engine reads; up: the other way
  if (pipe(down) != 0) return "cannot make a pipe";
  if (pipe(up) != 0) {
    ::close(down[0]), ::close(down[1]);
    return "cannot make a pipe";
  }
  const pid_t pid = fork();
  if (pid < 0) {
    for (int fd : {down[0], down[1], up[0], up[1]}) ::close(fd);
    return "cannot fork";
  }
  if (pid == 0) {
    dup2(down[0], STDIN_FILENO);
    dup2(up[1], STDOUT_FILENO);
    for (int fd : {down[0], down[1], up[0], up[1]}) ::close(fd);
    const char* path = std::getenv("PATH");
    const std::string games_path = std::string(path ? path : "/usr/bin:/bin") + ":/usr/games";
    setenv("PATH", games_path.c_str(), 1);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  ::close(down[0]);
  ::close(up[1]);
  fcntl(down[1], F_SETFD, FD_CLOEXEC);
  fcntl(up[0], F_SETFD, FD_CLOEXEC);
  pid_ = pid;
  to_engine_ = down[1];
  from_engine_ = up[0];
  pending_.clear();
  return "";
}

void ChildProcess::close() {
  if (pid_ < 0) return;
  send(farewell_);
  ::close(to_engine_);
  ::close(from_engine_);
  // A moment to quit on its own, then the end.
  for (int i = 0; i < 50; ++i) {
    if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      return;
    }
    usleep(10000);
  }
  kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
  pid_ = -1;
}

bool ChildProcess::send(const std::string& line) {
  if (pid_ < 0) return false;
  const std::string text = line + "\n";
  // A dead engine would raise SIGPIPE: ignored, so the write fails instead and the match goes on.
  signal(SIGPIPE, SIG_IGN);
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(to_engine_, text.data() + done, text.size() - done);
    if (n <= 0) return false;
    done += std::size_t(n);
  }
  return true;
}

bool ChildProcess::read_line(std::string& line, int timeout_ms, std::string& why) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    if (const std::size_t end = pending_.find('\n'); end != std::string::npos) {
      line = pending_.substr(0, end);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      pending_.erase(0, end + 1);
      return true;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      why = "no answer within " + std::to_string(timeout_ms) + " ms";
      return false;
    }
    pollfd fd{from_engine_, POLLIN, 0};
    if (poll(&fd, 1, int(left.count())) <= 0) continue;
    char buffer[4096];
    const ssize_t n = read(from_engine_, buffer, sizeof buffer);
    if (n <= 0) {
      int status = 0;
      why = "it exited";
      if (waitpid(pid_, &status, 0) == pid_) {
        why = WIFSIGNALED(status)
                  ? "it crashed (signal " + std::to_string(WTERMSIG(status)) + ")"
                  : "it exited (status " + std::to_string(WEXITSTATUS(status)) + ")";
        pid_ = -1;
        ::close(to_engine_);
        ::close(from_engine_);
      }
      return false;
    }
    pending_.append(buffer, std::size_t(n));
  }
}

std::string ChildProcess::await(const std::string& word, int timeout_ms, std::string* found) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    std::string line, why;
    if (!read_line(line, std::max<int>(1, int(left.count())), why))
      return pid_ < 0 ? why : "no answer within " + std::to_string(timeout_ms) + " ms";
    if (line == word || line.rfind(word + " ", 0) == 0) {
      if (found) *found = line;
      return "";
    }
  }
}

#endif

}  // namespace ply::cli
