package worker

import "strconv"

// GroupDigits writes n with sep between groups of three digits, as
// GroupDigits(1234567, ",") = "1,234,567": the page and the CLI write
// large figures so.
func GroupDigits(n uint64, sep string) string {
	s := strconv.FormatUint(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}
