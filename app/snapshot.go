package app

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"nqueens/app/link"
	"time"
)

// A snapshot is what a prerendered page knew, written into the page so
// that the live page starts from it: it draws the same board at once, and
// computes only what the prerender left out.
type snapshot struct {
	Link    string   `json:"link"`  // the link the page was asked for, normalised
	Query   string   `json:"query"` // the link of what it shows, such as the last solution
	Notices []string `json:"notices,omitempty"`
	Queens  []int32  `json:"queens,omitempty"`
	Seeking bool     `json:"seeking,omitempty"`
	Given   string   `json:"given,omitempty"` // a puzzle's givens, as links write queens

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
		Query:   l.view.Encode(),
		Notices: l.notices,
		Queens:  l.board.queens,
		Seeking: l.board.seeking,
		Given:   l.puzzle.Given(),

		Counted:       l.count.counted,
		Solutions:     l.count.solutions,
		Unique:        l.count.unique,
		CountedUnique: l.count.countedUnique,
		CountNodes:    l.count.nodes,
		CountSeconds:  l.count.took.Seconds(),

		Attempts:     l.board.found.attempts,
		RandomNodes:  l.board.found.nodes,
		RandomSecond: l.board.found.took.Seconds(),
	})
	if err != nil {
		return ""
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// restore takes over the state of snapshot data, when it was made for
// view v: the link the page was opened with. It reports whether it did.
func (l *Lab) restore(data string, v link.View) bool {
	var s snapshot
	b, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil || json.Unmarshal(b, &s) != nil || s.Link != v.Encode() {
		return false
	}
	q, err := url.ParseQuery(s.Query)
	if err != nil {
		return false
	}
	shown, _ := link.ParseView(q)
	if s.Queens != nil && len(s.Queens) != shown.N {
		return false
	}
	l.view, l.notices = shown, s.Notices
	if shown.Mode == link.Puzzle {
		l.puzzle.Restore(shown.N, s.Given)
	}
	l.board = boardState{queens: s.Queens, seeking: s.Seeking, k: boardIndex(shown, s.Queens),
		found: foundCost{s.Attempts, s.RandomNodes, seconds(s.RandomSecond)}}
	l.count = countState{counted: s.Counted, solutions: s.Solutions, unique: s.Unique, countedUnique: s.CountedUnique,
		nodes: s.CountNodes, took: seconds(s.CountSeconds)}
	if shown.Mode == link.Play {
		l.play.Sync(&l.host, &l.loop, shown)
	}
	return true
}

// resume starts what a restored page still has to compute, as the part
// of its mode says: the solution when the prerender left it to the
// browser, and the count.
func (l *Lab) resume() {
	l.board.seeking = false
	l.part(l.view.Mode).resume()
}

// boardIndex is the index of the solution queens of view v, 0 if none.
func boardIndex(v link.View, queens []int32) uint64 {
	if v.Mode != link.Browse || len(queens) != v.N || v.N == 0 {
		return 0
	}
	return v.K
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
