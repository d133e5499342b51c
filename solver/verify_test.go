package solver

import (
	"errors"
	"testing"
)

func TestVerify(t *testing.T) {
	tests := []struct {
		x    []int
		want error
	}{
		{[]int{}, nil},
		{[]int{0}, nil},
		{[]int{1, 3, 0, 2}, nil},
		{[]int{0, 0}, &AttackError{0, 0, 1, 0, "column"}},
		{[]int{0, 1}, &AttackError{0, 0, 1, 1, "diagonal"}},
		{[]int{1, 0}, &AttackError{0, 1, 1, 0, "anti-diagonal"}},
		{[]int{1, 3, 0, 0}, &AttackError{2, 0, 3, 0, "column"}},
		{[]int{0, 2, 4, 1, 3}, nil},
		{[]int{0, 2, 5}, &ColumnError{2, 5, 3}},
		{[]int{-1}, &ColumnError{0, -1, 1}},
	}
	for _, tt := range tests {
		got := Verify(tt.x)
		if (got == nil) != (tt.want == nil) || got != nil && got.Error() != tt.want.Error() {
			t.Errorf("Verify(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
}

// attacks reports whether queens (r1, c1) and (r2, c2) attack each other.
func attacks(r1, c1, r2, c2 int) bool {
	dr, dc := r2-r1, c2-c1
	return dc == 0 || dr == dc || dr == -dc
}

// bruteVerify checks every pair of queens. It returns the first row whose
// column is off the board and true; else the earliest row that is attacked
// by an earlier one, or -1, and false.
func bruteVerify(x []int) (row int, offBoard bool) {
	for r, c := range x {
		if c < 0 || c >= len(x) {
			return r, true
		}
	}
	for j := range x {
		for i := range j {
			if attacks(i, x[i], j, x[j]) {
				return j, false
			}
		}
	}
	return -1, false
}

func FuzzVerify(f *testing.F) {
	f.Add([]byte{1, 3, 0, 2})
	f.Add([]byte{0, 4, 7, 5, 2, 6, 1, 3})
	f.Add([]byte{0, 0})
	f.Add([]byte{0, 1, 2})
	f.Add([]byte{9})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 40 {
			data = data[:40]
		}
		x := make([]int, len(data))
		for i, b := range data {
			x[i] = int(int8(b)) // negative columns too
		}
		err := Verify(x)
		row, offBoard := bruteVerify(x)
		var ce *ColumnError
		var ae *AttackError
		switch {
		case offBoard:
			if !errors.As(err, &ce) || ce.Row != row || x[ce.Row] != ce.Col || ce.N != len(x) {
				t.Fatalf("Verify(%v) = %v, want a ColumnError for row %d", x, err, row)
			}
		case row < 0:
			if err != nil {
				t.Fatalf("Verify(%v) = %v, want nil", x, err)
			}
		default:
			if !errors.As(err, &ae) {
				t.Fatalf("Verify(%v) = %v, want an AttackError at row %d", x, err, row)
			}
			if ae.Row2 != row || ae.Row1 >= ae.Row2 || x[ae.Row1] != ae.Col1 || x[ae.Row2] != ae.Col2 ||
				!attacks(ae.Row1, ae.Col1, ae.Row2, ae.Col2) {
				t.Fatalf("Verify(%v) = %v; the earliest attacked row is %d", x, err, row)
			}
		}
	})
}
