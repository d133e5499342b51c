package solver

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParsePlacement(t *testing.T) {
	for _, c := range []struct {
		n       int
		text    string
		want    string // the queens kept, as Format(":") writes them
		dropped []string
	}{
		{8, "", "", nil},
		{8, "  ", "", nil},
		{8, "0:4,3:2", "0:4,3:2", nil},
		{8, "0.4,3.2", "0:4,3:2", nil},
		{8, " 3:2 , 0.4 ", "0:4,3:2", nil},
		{8, "0:8", "", []string{"off the 8×8 board"}},
		{8, "-1:2,2:2", "2:2", []string{"off the 8×8 board"}},
		{8, "1:1,1:2", "1:1", []string{"row 1 has two queens, in columns 1 and 2"}},
		{8, "1:1,1:1", "1:1", []string{"placed twice"}},
		{8, "a:b,5,1:2:3,,4:4", "4:4", []string{`"a:b"`, `"5"`, `"1:2:3"`}},
		{8, ",, ,", "", nil},
		{8, "0.9,x", "", []string{"0.9 is off the 8×8 board", `"x" is not a row and a column, such as 3.2`}},
		{8, "0:9,x", "", []string{"0:9 is off the 8×8 board", `"x" is not a row and a column, such as 3:2`}},
		{1, "0:0", "0:0", nil},
		{32, "31:31,0:0", "0:0,31:31", nil},
	} {
		p, dropped := ParsePlacement(c.n, c.text)
		if got := p.Format(":"); got != c.want || len(p) != c.n {
			t.Errorf("ParsePlacement(%d, %q) keeps %q on %d rows, want %q", c.n, c.text, got, len(p), c.want)
		}
		if len(dropped) != len(c.dropped) {
			t.Errorf("ParsePlacement(%d, %q) drops %v, want %d", c.n, c.text, dropped, len(c.dropped))
			continue
		}
		for i, err := range dropped {
			if !errors.Is(err, ErrPlacement) || !strings.Contains(err.Error(), c.dropped[i]) {
				t.Errorf("ParsePlacement(%d, %q): %v, want %q", c.n, c.text, err, c.dropped[i])
			}
		}
	}
}

// FuzzParsePlacement checks that ParsePlacement keeps only queens on the
// board, one a row, that what it keeps reads back the same, and that it
// says why it drops the rest.
func FuzzParsePlacement(f *testing.F) {
	f.Add(uint8(8), "0:4,3:2")
	f.Add(uint8(8), "0.4,3.2,3.3,9:1,x")
	f.Add(uint8(32), " 31:0 ,0:31")
	f.Fuzz(func(t *testing.T, size uint8, text string) {
		n := 1 + int(size)%MaxN
		p, dropped := ParsePlacement(n, text)
		if len(p) != n {
			t.Fatalf("%d rows, want %d", len(p), n)
		}
		for _, c := range p {
			if c != Free && (c < 0 || c >= n) {
				t.Fatalf("%q: kept column %d on an %d×%d board", text, c, n, n)
			}
		}
		for _, err := range dropped {
			if !errors.Is(err, ErrPlacement) {
				t.Fatalf("%q: %v does not wrap ErrPlacement", text, err)
			}
		}
		for _, sep := range []string{":", "."} {
			again, more := ParsePlacement(n, p.Format(sep))
			if !slices.Equal(again, p) || more != nil {
				t.Fatalf("%q: %q reads back as %v, %v", text, p.Format(sep), again, more)
			}
		}
	})
}

// FuzzCompletions checks the count, unique count and first completion of
// placements on n = 1 to 10 against the brute force.
func FuzzCompletions(f *testing.F) {
	f.Add(uint8(8), []byte{0, 4, 3, 2})
	f.Add(uint8(9), []byte{4, 4})
	f.Add(uint8(10), []byte{0, 0, 9, 9, 3, 5})
	f.Add(uint8(7), []byte{})
	f.Fuzz(func(t *testing.T, size uint8, squares []byte) {
		n := 1 + int(size)%10
		placed := NewPlacement(n)
		for i := 0; i+1 < len(squares) && i < 2*n; i += 2 {
			placed[int(squares[i])%n] = int(squares[i+1]) % n
		}
		checkCompletions(t, placed)
	})
}
