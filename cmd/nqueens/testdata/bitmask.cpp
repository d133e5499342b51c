// The baseline of make bench's speed report: the classic bitmask count of
// the n-queens problem, the algorithm of seed 000's counter, written for
// this project. It places the queens row by row; row holds the columns
// taken, ld and rd the squares of the next row that the queens attack
// along each diagonal, and upperlim the n columns of the board.
//
//	g++ -O2 -o bitmask bitmask.cpp && ./bitmask 8 10   # prints 92 and 724
#include <cstdio>
#include <cstdlib>

typedef unsigned long long mask;

static mask upperlim;
static unsigned long long solutions;

static void test(mask row, mask ld, mask rd) {
    if (row == upperlim) {
        solutions++;
        return;
    }
    for (mask open = upperlim & ~(row | ld | rd); open != 0;) {
        mask queen = open & -open;  // the lowest open column
        open ^= queen;
        test(row | queen, (ld | queen) << 1, (rd | queen) >> 1);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s N...: count the solutions of each N×N board, N from 1 to 32\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        int n = atoi(argv[i]);
        if (n < 1 || n > 32) {
            fprintf(stderr, "%s: N must be from 1 to 32\n", argv[i]);
            return 2;
        }
        upperlim = (mask(1) << n) - 1;
        solutions = 0;
        test(0, 0, 0);
        printf("%llu\n", solutions);
    }
    return 0;
}
