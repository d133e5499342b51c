package worker

import "testing"

func TestGroupDigits(t *testing.T) {
	tests := []struct {
		n    uint64
		want string
	}{
		{0, "0"}, {7, "7"}, {999, "999"}, {1000, "1,000"}, {123456, "123,456"},
		{1234567, "1,234,567"}, {18446744073709551615, "18,446,744,073,709,551,615"},
	}
	for _, tt := range tests {
		if got := GroupDigits(tt.n, ","); got != tt.want {
			t.Errorf("GroupDigits(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}
