import { nextTask } from './app/next-task';

// The async boundary lets the federation runtime set up shared singletons before any app code runs. It starts in
// a task of its own, after the runtime's evaluation, so the two never make one long task (docs/decisions/108).
// Named so the server can preload it with the shared singletons (scripts/shell-page.ts).
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
