package link

// A HistoryMode says how a change of view enters the browser's history.
type HistoryMode int

const (
	// ReplaceEntry records a change under way, such as a drag of the
	// slider or the steps of play, in the history entry shown.
	ReplaceEntry HistoryMode = iota
	// PushEntry records a committed change in a new entry, so that Back
	// returns to the board before it.
	PushEntry
	// KeepEntry leaves the history as it is: the browser moved already,
	// on a link, Back or Forward.
	KeepEntry
)
