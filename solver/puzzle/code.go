package puzzle

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// A puzzle that is not a day's is named by a short code: its seed written
// in Crockford's base 32, whose alphabet leaves out I, L, O and U, so that
// no two of its characters look alike. A reader may type a code in either
// case, and O for 0, I or L for 1.
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Limits of the codes.
const (
	CodeLen     = 6         // the length of a new puzzle's code, and the least a code is written with
	MaxCodeLen  = 8         // the longest code
	MaxCodeSeed = 1<<40 - 1 // the largest seed a code stands for: 8 characters of 5 bits
	codeSeeds   = 1 << (5 * CodeLen)
)

// Code returns the code of seed, at least CodeLen characters long: seed
// 7 is "000007". A seed of 0, or above MaxCodeSeed, has none.
func Code(seed uint64) (string, bool) {
	if seed == 0 || seed > MaxCodeSeed {
		return "", false
	}
	var b [MaxCodeLen]byte
	i := len(b)
	for ; seed > 0 || len(b)-i < CodeLen; seed >>= 5 {
		i--
		b[i] = CodeAlphabet[seed&31]
	}
	return string(b[i:]), true
}

// ParseCode reads a code that Code wrote, or that a person typed: its
// seed, from 1 to MaxCodeSeed.
func ParseCode(s string) (uint64, error) {
	if s == "" {
		return 0, errors.New("a puzzle code has 1 to 8 characters, and this one has none")
	}
	if len(s) > MaxCodeLen {
		return 0, fmt.Errorf("a puzzle code has at most %d characters", MaxCodeLen)
	}
	var seed uint64
	for _, r := range strings.ToUpper(s) {
		switch r {
		case 'O':
			r = '0'
		case 'I', 'L':
			r = '1'
		}
		digit := strings.IndexRune(CodeAlphabet, r)
		if digit < 0 {
			return 0, fmt.Errorf("a puzzle code holds digits and letters other than U, not %q", r)
		}
		seed = seed<<5 | uint64(digit)
	}
	if seed == 0 {
		return 0, errors.New("a puzzle code is not all zeros")
	}
	return seed, nil
}

// NewCodeSeed draws the seed of a new puzzle, whose code has CodeLen
// characters: one of about a billion.
func NewCodeSeed() uint64 { return rand.Uint64N(codeSeeds-1) + 1 }
