package solver

// The published counts of the n-queens problem, OEIS A000170 (all
// solutions) and A002562 (solutions up to the board's 8 symmetries), for
// n = 0 to 27, the largest board counted so far. Nothing here computes
// them, and a count that a program shows as its own must come from a
// count ([Count], a [Plan]), never from this table. A seek uses the totals
// only to tell which end of a board's order a solution is nearer to, and
// where the middle of the order is: mirroring a solution left to right
// reverses the order, so solution k of N is the mirror of solution N+1−k,
// and for even n the first N/2 solutions are those whose first queen
// stands in the left half (see [Unrank]). The command line refuses a
// solution index past a total at once, and [Algorithm.CPUSeconds] grows
// its estimates as the totals grow.

// publishedTotal is OEIS A000170 for n = 0..27.
var publishedTotal = [...]uint64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712,
	365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884, 314666222712,
	2691008701644, 24233937684440, 227514171973736, 2207893435808352, 22317699616364044,
	234907967154122528}

// publishedUnique is OEIS A002562 for n = 0..27.
var publishedUnique = [...]uint64{1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752,
	285053, 1846955, 11977939, 83263591, 621012754, 4878666808, 39333324973, 336376244042,
	3029242658210, 28439272956934, 275986683743434, 2789712466510289, 29363495934315694}

// Published returns the published counts of an n×n board, its solutions
// and its solutions up to symmetry, for n from 1 to 27, and whether there
// are any: a look-up, O(1).
func Published(n int) (total, unique uint64, ok bool) {
	if n < 1 || n >= len(publishedTotal) {
		return 0, 0, false
	}
	return publishedTotal[n], publishedUnique[n], true
}
