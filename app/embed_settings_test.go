package app

import (
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"nqueens/app/link"
)

// dialogFor returns the Embed dialog's form for the page at page.
func dialogFor(t *testing.T, page string) (embedForm, EmbedFrame) {
	t.Helper()
	u, err := url.Parse(page)
	if err != nil {
		t.Fatal(err)
	}
	frame := NewEmbedFrame(u, false)
	v, _ := link.ParseView(u.Query())
	return newEmbedForm(newEmbedSettings(frame, v), frame.shape), frame
}

// The dialog starts from a demo that plays by itself around the link's
// step, at the link's speed, in a frame of the panel's own size; its
// settings make the snippet's link and size.
func TestEmbedSettingsMakeTheSnippet(t *testing.T) {
	f, page := dialogFor(t, "https://lab.example/?n=6&panel=steps&method=naive&at=120&speed=30")
	got := f.valid.frame(page).HTML()
	want := `<iframe src="https://lab.example/embed?at=120&amp;autoplay=1&amp;loop=70..270&amp;method=naive&amp;n=6&amp;panel=steps&amp;sol=1&amp;speed=30" width="800" height="925" style="border:0;max-width:100%"`
	if !strings.HasPrefix(got, want) {
		t.Fatalf("the dialog's first snippet:\n%s\nwant it to start\n%s", got, want)
	}

	f.valid.autoplay = false
	f.setSpeed("60")
	f.set(fieldLoopFrom, "10")
	f.set(fieldLoopTo, "40")
	f.set(fieldWidth, "700")
	got = f.valid.frame(page).HTML()
	for _, want := range []string{`loop=10..40`, `speed=60`, `width="700" height="900"`} {
		if !strings.Contains(got, want) {
			t.Errorf("after the changes the snippet is\n%s\nwithout %s", got, want)
		}
	}
	if strings.Contains(got, "autoplay") {
		t.Errorf("autoplay unticked, the snippet still plays by itself: %s", got)
	}

	// A typed height stays, whatever the width; a loop of 0 to 0, or
	// empty, is none; the default speed goes unsaid.
	f.set(fieldHeight, "640")
	f.set(fieldWidth, "760")
	f.set(fieldLoopFrom, "0")
	f.set(fieldLoopTo, "0")
	f.setSpeed("4")
	got = f.valid.frame(page).HTML()
	if !strings.Contains(got, `width="760" height="640"`) || strings.Contains(got, "loop=") || strings.Contains(got, "speed=") {
		t.Errorf("a typed height, no loop and the default speed give\n%s", got)
	}
	f.set(fieldLoopTo, "")
	f.set(fieldLoopFrom, "")
	if f.valid.loop != [2]int{} || f.problems != [embedFields]string{} {
		t.Errorf("empty loop boxes: loop %v, problems %q", f.valid.loop, f.problems)
	}

	f.valid.responsive = true
	if got := f.valid.frame(page).HTML(); !strings.Contains(got, `width="760" height="640" style="border:0;width:100%;height:auto;aspect-ratio:760/640;min-height:min(90vh,640px)"`) {
		t.Errorf("a responsive frame: %s", got)
	}
}

// A link with a loop of its own keeps it in the dialog; a page that shows
// no step-by-step panel has no demo to set, and its snippet no demo.
func TestEmbedSettingsOfOtherLinks(t *testing.T) {
	f, _ := dialogFor(t, "https://lab.example/?n=6&panel=steps&method=naive&loop=5..25&at=10")
	if f.valid.loop != [2]int{5, 25} || f.typed[fieldLoopFrom] != "5" || f.typed[fieldLoopTo] != "25" {
		t.Errorf("the link's loop 5..25 opens the dialog with %v, typed %q", f.valid.loop, f.typed)
	}
	f, _ = dialogFor(t, "https://lab.example/?n=6&panel=steps&at=10")
	if f.valid.loop != [2]int{0, 160} {
		t.Errorf("a loop around step 10 is %v, want 0..160", f.valid.loop)
	}
	f, page := dialogFor(t, "https://lab.example/?n=8&sol=5")
	f.valid.autoplay, f.valid.loop = true, [2]int{1, 9} // never shown for a board
	if got := f.valid.frame(page).HTML(); f.valid.demo || !strings.Contains(got, `src="https://lab.example/embed?n=8&amp;sol=5" width="480" height="540"`) {
		t.Errorf("a board's snippet: %s", got)
	}
}

// Bad values are said, for their field, and the snippet keeps the last
// good value of each.
func TestEmbedSettingsRefuseBadValues(t *testing.T) {
	for _, tt := range []struct {
		field embedField
		text  string
		says  string
	}{
		{fieldWidth, "199", "The width must be a whole number from 200 to 2\u202f000 pixels."},
		{fieldWidth, "2001", "from 200 to 2\u202f000 pixels"},
		{fieldWidth, "wide", "The width must be a whole number"},
		{fieldWidth, "", "The width must be"},
		{fieldWidth, "800.5", "whole number"},
		{fieldHeight, "abc", "The height must be a whole number from 200 to 3\u202f000 pixels."},
		{fieldHeight, "-300", "The height must be"},
		{fieldLoopFrom, "ten", "A step must be a whole number from 0 to 2\u202f000\u202f000."},
		{fieldLoopTo, "2000001", "A step must be"},
		{fieldLoopTo, "50", "The loop must end after it starts: step 50 is not after step 70."},
		{fieldLoopTo, "70", "step 70 is not after step 70"},
	} {
		f, page := dialogFor(t, "https://lab.example/?n=6&panel=steps&method=naive&at=120")
		before := f.valid.frame(page).HTML()
		f.set(tt.field, tt.text)
		if got := f.problems[tt.field]; !strings.Contains(got, tt.says) {
			t.Errorf("%q in box %d: %q, want it to say %q", tt.text, tt.field, got, tt.says)
		}
		if after := f.valid.frame(page).HTML(); after != before {
			t.Errorf("%q in box %d changed the snippet to\n%s", tt.text, tt.field, after)
		}
		if f.typed[tt.field] != tt.text {
			t.Errorf("the box shows %q, not what was typed, %q", f.typed[tt.field], tt.text)
		}
		// Put right, the problem goes.
		good := map[embedField]string{fieldWidth: "640", fieldHeight: "700", fieldLoopFrom: "1", fieldLoopTo: "300"}[tt.field]
		f.set(tt.field, good)
		if f.problems != [embedFields]string{} {
			t.Errorf("%q then %q in box %d: still %q", tt.text, good, tt.field, f.problems)
		}
	}

	// Only the panel's speeds are taken.
	f, _ := dialogFor(t, "https://lab.example/?n=6&panel=steps&speed=8")
	for _, bad := range []string{"7", "fast", "0", "100000"} {
		if f.setSpeed(bad); f.valid.speed != 8 {
			t.Errorf("speed %q taken: %d", bad, f.valid.speed)
		}
	}
}

// The dialog says what is wrong in a colour that reads on its card, in
// light and dark mode.
func TestEmbedProblemContrast(t *testing.T) {
	css, err := os.ReadFile("../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	problems := regexp.MustCompile(`--problem:\s*(#[0-9a-fA-F]{6})`).FindAllStringSubmatch(string(css), -1)
	text := string(css)
	light, dark := palette(t, text[:strings.Index(text, "}")]), palette(t, text[strings.LastIndex(text, "@media (prefers-color-scheme: dark) {\n  :root"):])
	if len(problems) != 2 {
		t.Fatalf("app.css gives --problem %d colours, want one for each mode", len(problems))
	}
	for i, card := range []string{light["card"], dark["card"]} {
		if c := contrast(problems[i][1], card); c < 4.5 {
			t.Errorf("--problem %s on the card %s has contrast %.2f", problems[i][1], card, c)
		}
	}
}
