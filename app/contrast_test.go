package app

import (
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// palette reads the colour variables of a block of app.css.
func palette(t *testing.T, block string) map[string]string {
	vars := map[string]string{}
	for _, m := range regexp.MustCompile(`--([a-z-]+):\s*(#[0-9a-fA-F]{6})`).FindAllStringSubmatch(block, -1) {
		vars[m[1]] = m[2]
	}
	return vars
}

// luminance is the relative luminance of a #rrggbb colour (WCAG 2).
func luminance(hex string) float64 {
	var l [3]float64
	for i := range l {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		c := float64(v) / 255
		if c <= 0.03928 {
			l[i] = c / 12.92
		} else {
			l[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestContrast checks the page's colour pairs against WCAG AA: 4.5:1 for
// text, 3:1 for the queens on the squares, in light and dark mode.
func TestContrast(t *testing.T) {
	css, err := os.ReadFile("../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	text := string(css)
	darkAt := strings.Index(text, "@media (prefers-color-scheme: dark)")
	light := palette(t, text[:strings.Index(text, "}")])
	dark := palette(t, text[darkAt:])
	for name, p := range map[string]map[string]string{"light": light, "dark": dark} {
		for _, pair := range []struct {
			fg, bg string
			min    float64
		}{
			{"ink", "paper", 4.5}, {"ink", "card", 4.5}, {"muted", "paper", 4.5}, {"muted", "card", 4.5},
			{"accent-ink", "accent", 4.5}, {"accent", "card", 4.5},
			{"queen", "light", 3}, {"queen", "dark", 3}, {"solved-queen", "solved-square", 3},
		} {
			fg, bg := p[pair.fg], p[pair.bg]
			if fg == "" || bg == "" {
				t.Fatalf("%s mode: no --%s or --%s in app.css", name, pair.fg, pair.bg)
			}
			if c := contrast(fg, bg); c < pair.min {
				t.Errorf("%s mode: --%s on --%s has contrast %.2f, want %.1f", name, pair.fg, pair.bg, c, pair.min)
			}
		}
	}
}

// TestStylesheetBalances checks that app.css closes each block it opens
// and no other: a stray brace makes the browser drop the rule after it,
// as a stray one dropped the embed's two columns once.
func TestStylesheetBalances(t *testing.T) {
	css, err := os.ReadFile("../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllStringFunc(string(css), func(c string) string {
		return strings.Repeat("\n", strings.Count(c, "\n")) // the lines stay where they are
	})
	depth, line := 0, 1
	for _, r := range text {
		switch r {
		case '\n':
			line++
		case '{':
			depth++
		case '}':
			if depth--; depth < 0 {
				t.Fatalf("app.css line %d closes a block that was not opened", line)
			}
		}
	}
	if depth != 0 {
		t.Errorf("app.css leaves %d blocks open", depth)
	}
}
