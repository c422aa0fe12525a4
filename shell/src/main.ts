// The async boundary lets the federation runtime set up shared singletons before any app code runs.
// Named so the server can preload it with the shared singletons (scripts/shell-page.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
