// The search worker: a second instance of the same program. Its main sees no window, so instead
// of opening the page it waits for the page's jobs (src/web.rs).
import init from "./gametree.js";
init();
