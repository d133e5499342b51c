package puzzle

import (
	"strings"
	"testing"
)

// Codes write seeds in at least 6 characters, read back in either case
// and with the letters that look like digits; seeds too large have none.
func TestCodes(t *testing.T) {
	for _, tt := range []struct {
		seed uint64
		code string
	}{
		{1, "000001"},
		{7, "000007"},
		{31, "00000Z"},
		{32, "000010"},
		{codeSeeds - 1, "ZZZZZZ"},
		{codeSeeds, "1000000"},
		{MaxCodeSeed, "ZZZZZZZZ"},
	} {
		code, ok := Code(tt.seed)
		if !ok || code != tt.code {
			t.Errorf("Code(%d) = %q, %v; want %q", tt.seed, code, ok, tt.code)
		}
		if seed, err := ParseCode(strings.ToLower(code)); err != nil || seed != tt.seed {
			t.Errorf("ParseCode(%q) = %d, %v; want %d", strings.ToLower(code), seed, err, tt.seed)
		}
	}
	for _, seed := range []uint64{0, MaxCodeSeed + 1, 4260293785152633431} {
		if code, ok := Code(seed); ok {
			t.Errorf("seed %d has the code %q", seed, code)
		}
	}
	for s, want := range map[string]uint64{"o0000i": 1, "OOOOOL": 1, "7": 7, "k7qx2m": 19<<25 | 7<<20 | 23<<15 | 29<<10 | 2<<5 | 20} {
		if seed, err := ParseCode(s); err != nil || seed != want {
			t.Errorf("ParseCode(%q) = %d, %v; want %d", s, seed, err, want)
		}
	}
	for s, says := range map[string]string{
		"":          "has none",
		"123456789": "at most 8",
		"K7QU2M":    `not 'U'`,
		"K7-X2M":    `not '-'`,
		"000000":    "not all zeros",
		"ÉÉ":        `not 'É'`,
	} {
		if seed, err := ParseCode(s); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("ParseCode(%q) = %d, %v; want an error saying %q", s, seed, err, says)
		}
	}
}

// New seeds have codes of CodeLen characters.
func TestNewCodeSeed(t *testing.T) {
	for range 1000 {
		seed := NewCodeSeed()
		if code, ok := Code(seed); !ok || len(code) != CodeLen {
			t.Fatalf("seed %d has the code %q", seed, code)
		}
	}
}
