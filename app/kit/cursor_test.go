package kit

import "testing"

func TestMoveCursor(t *testing.T) {
	for _, tt := range []struct {
		from  [2]int
		key   string
		to    [2]int
		moved bool
	}{
		{[2]int{0, 0}, "ArrowDown", [2]int{1, 0}, true},
		{[2]int{0, 0}, "ArrowUp", [2]int{0, 0}, true}, // at the edge
		{[2]int{3, 3}, "ArrowLeft", [2]int{3, 2}, true},
		{[2]int{3, 7}, "ArrowRight", [2]int{3, 7}, true},
		{[2]int{3, 5}, "Home", [2]int{3, 0}, true},
		{[2]int{3, 5}, "End", [2]int{3, 7}, true},
		{[2]int{3, 5}, "Enter", [2]int{3, 5}, false},
	} {
		if to, moved := MoveCursor(tt.from, 8, tt.key); to != tt.to || moved != tt.moved {
			t.Errorf("%v %s: %v %v, want %v %v", tt.from, tt.key, to, moved, tt.to, tt.moved)
		}
	}
}
