import { availableParallelism } from 'node:os';

// Password hashing (argon2) and token signatures (WebCrypto HMAC) share libuv's thread pool. With its default
// of 4 threads, a handful of concurrent logins queues every signed-in request behind them (p99 of a mixed load
// 170 ms instead of 90 ms on 2 cores). The pool starts on first use, so this must run before anything else.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(16, availableParallelism() * 4));
