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
	Link    string     `json:"link"`  // the link the page was asked for, normalised
	Query   string     `json:"query"` // the link of what it shows, such as the last solution
	Notices []string   `json:"notices,omitempty"`
	Board   boardShown `json:"board,omitzero"`
	Count   countDone  `json:"count,omitzero"`
	Given   string     `json:"given,omitempty"` // a puzzle's givens, as links write queens
}

// snapshot records the page's state, as the server prerendered it for
// link, in base64: go-app writes quotes in attributes unescaped.
func (l *Lab) snapshot() string {
	b, err := json.Marshal(snapshot{Link: l.link, Query: l.view.Encode(), Notices: l.notices,
		Board: l.board.boardShown, Count: l.count.countDone, Given: l.puzzle.Given()})
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
	if s.Board.Queens != nil && len(s.Board.Queens) != shown.N {
		return false
	}
	l.view, l.notices = shown, s.Notices
	l.board = boardState{boardShown: s.Board, k: boardIndex(shown, s.Board.Queens)}
	l.count = countState{countDone: s.Count}
	l.part(shown.Mode).restore(s)
	return true
}

// resume starts what a restored page still has to compute, as the part
// of its mode says: the solution when the prerender left it to the
// browser, and the count.
func (l *Lab) resume() {
	l.board.Seeking = false
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
