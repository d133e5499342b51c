package app

import (
	"nqueens/app/link"
	"nqueens/app/task"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A historyWriter puts the page's link in the browser's history in a task
// of its own, just after the change that asked for it: a history call costs
// the main thread 20 ms or more, which would lengthen the change's own
// task. Changes that come before it writes are merged into one entry: the
// last link, pushed if any of them pushed.
type historyWriter struct {
	page  app.Page
	query string // the link to write
	push  bool   // whether it makes a new entry
	flush *task.Later
}

// write records query as m says, in a moment.
func (h *historyWriter) write(query string, m link.HistoryMode) {
	if m == link.KeepEntry {
		return
	}
	h.query, h.push = query, h.push || m == link.PushEntry
	if h.flush == nil {
		h.flush = task.New(h.writeNow)
	}
	h.flush.Schedule(0)
}

// writeNow writes the pending link. A pushed entry goes only into the
// browser's history; Back and Forward then come to the page's popstate
// listener, as go-app's own record of the URL is behind.
func (h *historyWriter) writeNow() {
	push := h.push
	h.push = false
	u := *h.page.URL() // keep the path, which has the site's prefix
	if u.RawQuery == h.query {
		return
	}
	u.RawQuery = h.query
	if push {
		app.Window().Get("history").Call("pushState", nil, "", u.String())
		return
	}
	h.page.ReplaceURL(&u)
}

// stop drops a pending write and releases the writer's callback.
func (h *historyWriter) stop() {
	if h.flush != nil {
		h.flush.Stop()
	}
	h.push = false
}
