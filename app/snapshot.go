package app

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"time"
)

// A snapshot is what a prerendered page knew, written into the page so
// that the live page starts from it: it draws the same board at once, and
// computes only what the prerender left out.
type snapshot struct {
	Link    string   `json:"link"`  // the link the page was asked for, normalised
	Query   string   `json:"query"` // the link of what it shows, such as the last solution
	Notices []string `json:"notices,omitempty"`
	Queens  []int    `json:"queens,omitempty"`
	Seeking bool     `json:"seeking,omitempty"`

	Counted       bool    `json:"counted,omitempty"`
	Solutions     uint64  `json:"solutions,omitempty"`
	Unique        uint64  `json:"unique,omitempty"`
	CountedUnique bool    `json:"countedUnique,omitempty"`
	CountNodes    uint64  `json:"countNodes,omitempty"`
	CountSeconds  float64 `json:"countSeconds,omitempty"`

	Attempts     uint64  `json:"attempts,omitempty"`
	RandomNodes  uint64  `json:"randomNodes,omitempty"`
	RandomSecond float64 `json:"randomSeconds,omitempty"`
}

// snapshot records the page's state, as the server prerendered it for
// link, in base64: go-app writes quotes in attributes unescaped.
func (l *Lab) snapshot() string {
	b, err := json.Marshal(snapshot{
		Link:    l.link,
		Query:   l.view.Query().Encode(),
		Notices: l.notices,
		Queens:  l.queens,
		Seeking: l.seeking,

		Counted:       l.counted,
		Solutions:     l.solutions,
		Unique:        l.unique,
		CountedUnique: l.countedUnique,
		CountNodes:    l.countNodes,
		CountSeconds:  l.countTime.Seconds(),

		Attempts:     l.random.attempts,
		RandomNodes:  l.random.nodes,
		RandomSecond: l.random.took.Seconds(),
	})
	if err != nil {
		return ""
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// restore takes over the state of snapshot data, when it was made for
// view v: the link the page was opened with. It reports whether it did.
func (l *Lab) restore(data string, v View) bool {
	var s snapshot
	b, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil || json.Unmarshal(b, &s) != nil || s.Link != v.Query().Encode() {
		return false
	}
	q, err := url.ParseQuery(s.Query)
	if err != nil {
		return false
	}
	shown, _ := ParseView(q)
	if s.Queens != nil && len(s.Queens) != shown.N {
		return false
	}
	l.view, l.notices = shown, s.Notices
	l.queens, l.seeking = s.Queens, s.Seeking
	l.counted, l.solutions, l.unique, l.countedUnique = s.Counted, s.Solutions, s.Unique, s.CountedUnique
	l.countNodes, l.countTime = s.CountNodes, seconds(s.CountSeconds)
	l.random.attempts, l.random.nodes, l.random.took = s.Attempts, s.RandomNodes, seconds(s.RandomSecond)
	if v.Random {
		l.random.window = fullWindow(v.N)
	}
	return true
}

// resume starts what a restored page still has to compute: the solution
// when the prerender ran out of time, and the count.
func (l *Lab) resume() {
	l.seeking = false
	if l.view.Random {
		if l.queens == nil {
			l.showRandom(l.view, l.notices) // draws a seed if the link has none
			return
		}
		l.syncPanel()
		l.syncURL()
		return
	}
	if l.queens == nil && !(l.counted && l.solutions == 0) {
		l.startSeek()
	}
	if !l.counted && l.view.N <= l.autoCountMaxN() {
		l.startCount()
	}
	l.syncPanel()
	l.syncURL()
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
