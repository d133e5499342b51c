package kit

// A ShareResult is how Share went.
type ShareResult int

// The results of Share.
const (
	Shared    ShareResult = iota // the share sheet took the text and link
	Copied                       // the clipboard has them
	Cancelled                    // the player closed the share sheet
	Failed                       // neither worked
)

// copyShared puts text and link on the clipboard, one line each.
func copyShared(text, link string, done func(ShareResult)) {
	CopyText(text+"\n"+link, func(ok bool) {
		if ok {
			done(Copied)
		} else {
			done(Failed)
		}
	})
}
