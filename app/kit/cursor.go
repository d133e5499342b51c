package kit

// MoveCursor moves a board's keyboard cursor, row and column on an n×n
// board, by the key named: the arrows, Home and End (the row's ends). It
// reports whether the key moves the cursor.
func MoveCursor(cursor [2]int, n int, key string) ([2]int, bool) {
	r, c := cursor[0], cursor[1]
	switch key {
	case "ArrowUp":
		r--
	case "ArrowDown":
		r++
	case "ArrowLeft":
		c--
	case "ArrowRight":
		c++
	case "Home":
		c = 0
	case "End":
		c = n - 1
	default:
		return cursor, false
	}
	return [2]int{min(max(r, 0), n-1), min(max(c, 0), n-1)}, true
}
