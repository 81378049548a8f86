#pragma once
// A parallel loop for the explore layer (sweep points, optimizer families): plain std::threads,
// because the work items are milliseconds each and there are at most a few cores to share.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <type_traits>
#include <vector>

namespace cp {

// The threads a loop over `items` uses: `requested` (0: every core), at most `cap` and `items`, at least 1.
inline unsigned loopThreads(unsigned requested, std::size_t items, std::size_t cap) {
    const unsigned wanted = requested ? requested : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>({wanted, items, cap})));
}

// Calls work(i) once for every i in [0, n), on `threads` threads (this one included), in no fixed
// order; once `cancel` is set no further index is handed out. Helper threads the system refuses (a
// thread or memory limit) are simply not there, and the indices are shared by those that are. A
// `work(worker, i)` is told which thread runs it (0 to threads - 1), for state kept per thread.
// An exception from `work` on any thread (out of memory, say) stops the loop and is rethrown here
// once every thread has joined: a helper thread never terminates the process.
template <class Work>
void parallelFor(std::size_t n, unsigned threads, const std::atomic<bool>* cancel, Work&& work) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr firstError;
    std::mutex errorMutex;
    const auto loop = [&](unsigned worker) {
        while (!(cancel && cancel->load()) && !failed.load()) {
            const std::size_t i = next.fetch_add(1);
            if (i >= n) return;
            try {
                if constexpr (std::is_invocable_v<Work&, unsigned, std::size_t>)
                    work(worker, i);
                else
                    work(i);
            } catch (...) {
                std::lock_guard lock(errorMutex);
                if (!firstError) firstError = std::current_exception();
                failed = true;
                return;
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) try {
            pool.emplace_back(loop, t);
        } catch (const std::system_error&) {
            break;
        }
    loop(0);
    for (std::thread& t : pool) t.join();
    if (firstError) std::rethrow_exception(firstError);
}

}  // namespace cp
