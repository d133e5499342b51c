// Package backend runs the solver's requests off the page's main thread:
// in the browser, in Web Workers (one per slot, a pool of counters, one
// for the GPU), which it replaces when they fail; it shares counts between
// the pool's workers or the GPU, and saves them as they go in IndexedDB.
// Outside the browser, Local runs them at once, to prerender a page.
package backend
