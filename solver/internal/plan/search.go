package plan

// CheckRows is how many rows a row must have below it for a search to
// look at its context before it places a queen there: the searches below
// such a row take milliseconds, so that a task of n = 32 stops within
// them, and rows nearer the end, where the work is, cost nothing more.
const CheckRows = 13

// Sentinel is the todo of the row above a task's first one in a search's
// stack: reached while backtracking, it ends the search. It is no set of
// columns.
const Sentinel = 1 << 63
