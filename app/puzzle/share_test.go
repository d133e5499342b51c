package puzzle

import (
	"testing"
	"time"
)

func TestShareText(t *testing.T) {
	for _, tt := range []struct {
		n, number, hints int
		level            string
		took             time.Duration
		want             string
	}{
		{10, 42, 0, "hard", 2*time.Minute + 13*time.Second + 900*time.Millisecond, "N-Queens Lab · puzzle #42 · 10×10 hard · 2:13 · 0 hints"},
		{8, 0, 1, "easy", 9 * time.Second, "N-Queens Lab · puzzle · 8×8 easy · 0:09 · 1 hint"},
		{16, 3, 12, "medium", time.Hour + 2*time.Minute + 3*time.Second, "N-Queens Lab · puzzle #3 · 16×16 medium · 1:02:03 · 12 hints"},
		{7, 1, 2, "easy", -time.Second, "N-Queens Lab · puzzle #1 · 7×7 easy · 0:00 · 2 hints"},
	} {
		if got := ShareText(tt.n, tt.level, tt.number, tt.took, tt.hints); got != tt.want {
			t.Errorf("ShareText(%d, %s, #%d, %v, %d) = %q, want %q", tt.n, tt.level, tt.number, tt.took, tt.hints, got, tt.want)
		}
	}
}

func TestSharePicture(t *testing.T) {
	for _, tt := range []struct {
		n, hints int
		want     string
	}{
		{5, 0, "🟩🟩🟩🟩🟩"},
		{8, 1, "🟨🟩🟩🟩🟩🟩🟩🟩"},
		{5, 7, "🟨🟨🟨🟨🟨"},
		{5, -1, "🟩🟩🟩🟩🟩"},
	} {
		if got := SharePicture(tt.n, tt.hints); got != tt.want {
			t.Errorf("SharePicture(%d, %d) = %q, want %q", tt.n, tt.hints, got, tt.want)
		}
	}
}

func TestBestText(t *testing.T) {
	for _, tt := range []struct {
		st   Standing
		want string
	}{
		{Standing{}, "none yet"},
		{Standing{Solved: 2, Best: 62 * time.Second}, "1:02 with hints"},
		{Standing{Solved: 2, SolvedWithoutHints: 1, Best: 62 * time.Second, BestWithoutHints: 62 * time.Second}, "1:02"},
		{Standing{Solved: 2, SolvedWithoutHints: 1, Best: 62 * time.Second, BestWithoutHints: 100 * time.Second}, "1:02, 1:40 without hints"},
	} {
		if got := bestText(tt.st); got != tt.want {
			t.Errorf("bestText(%+v) = %q, want %q", tt.st, got, tt.want)
		}
	}
}
