// The async boundary lets the federation runtime set up shared singletons before any app code runs. It starts in
// a task of its own, after the runtime's evaluation, so the two never make one long task (docs/decisions/101); in a
// background tab, which has no input to serve and slows its timers, at once.
// Named so the server can preload it with the shared singletons (scripts/shell-page.ts).
const start = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');
if (document.visibilityState === 'hidden') void start();
else setTimeout(start);
