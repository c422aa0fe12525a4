// The async boundary lets the federation runtime set up shared singletons before any app code runs.
import('./bootstrap');
