// Runs one command and reports what it cost, for the benchmark suite:
//
//     run-measured <stdout-file> <stderr-file> <directory> <program> [arguments...]
//
// prints "<wall ns> <user us> <system us> <peak RSS KiB or bytes> <status>" on
// its own standard output, once the program has ended. <directory> "-" keeps
// the working directory; <program> is an absolute path.
//
// Why a helper: Linux records, at exec, the peak RSS of the address space a
// process leaves (fs/exec.c, exec_mmap: setmax_mm_hiwater_rss) in the
// process's ru_maxrss. A child started with vfork or posix_spawn leaves its
// parent's address space, so its ru_maxrss is never below the parent's peak:
// the suite, which holds megabytes of workloads, would report its own peak as
// the tool's. This helper is small, and starts the program with fork, so the
// program leaves only the helper's copy-on-write image of a few hundred KiB.

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int redirect(const char *path, int target, int flags) {
    int descriptor = open(path, flags, 0644);
    if (descriptor < 0 || dup2(descriptor, target) < 0) return -1;
    close(descriptor);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: run-measured <stdout-file> <stderr-file> <directory> <program> [arguments...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("run-measured: fork");
        return 2;
    }
    if (pid == 0) {
        if (redirect("/dev/null", 0, O_RDONLY) != 0 || redirect(argv[1], 1, O_WRONLY | O_CREAT | O_TRUNC) != 0
            || redirect(argv[2], 2, O_WRONLY | O_CREAT | O_TRUNC) != 0) {
            _exit(126);
        }
        if (strcmp(argv[3], "-") != 0 && chdir(argv[3]) != 0) _exit(126);
        execv(argv[4], argv + 4);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("run-measured: wait4");
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    long long user = (long long)usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec;
    long long system = (long long)usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
    int exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%lld %lld %lld %ld %d\n", wall, user, system, (long)usage.ru_maxrss, exitStatus);
    return 0;
}
