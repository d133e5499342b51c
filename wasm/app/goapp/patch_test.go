package goapp

import "testing"

// TestDiff checks the unified diffs that Diff writes: an edit with its
// context and hunk ranges, a file left out, which goes to /dev/null, and
// a text without its last newline, which it refuses.
func TestDiff(t *testing.T) {
	original := []byte("a\nb\nc\nd\ne\nf\ng\n")
	tests := []struct {
		name   string
		edited []byte
		want   string // "" for an error
	}{
		{"edit", []byte("a\nb\nc\nD\ne\nf\ng\nh\n"), "--- a/pkg/x.go\n+++ b/pkg/x.go\n@@ -1,7 +1,8 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n+h\n"},
		{"left out", nil, "--- a/pkg/x.go\n+++ /dev/null\n@@ -1,7 +0,0 @@\n-a\n-b\n-c\n-d\n-e\n-f\n-g\n"},
		{"no last newline", []byte("a\nb"), ""},
	}
	for _, tt := range tests {
		got, err := Diff("pkg/x.go", original, tt.edited)
		if tt.want == "" && err == nil {
			t.Errorf("%s: Diff wrote %q, want an error", tt.name, got)
		}
		if tt.want != "" && (err != nil || got != tt.want) {
			t.Errorf("%s: Diff = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}
