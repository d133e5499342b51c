//go:build js && wasm

package link

import (
	"fmt"
	"syscall/js"
	"time"
)

// localToday is the browser's local date. It asks the browser's Date each
// time rather than Go's time.Local, which the browser gives Go once, as a
// fixed offset: a page left open over a change of summer time would
// otherwise keep the old one.
func localToday() string {
	d := js.Global().Get("Date").New()
	return fmt.Sprintf("%04d-%02d-%02d", d.Call("getFullYear").Int(), d.Call("getMonth").Int()+1, d.Call("getDate").Int())
}

// dayStart is local midnight at the start of date, as the browser's Date
// reckons it.
func dayStart(date time.Time) time.Time {
	y, m, d := date.Date()
	ms := js.Global().Get("Date").New(y, int(m)-1, d).Call("getTime").Float()
	return time.UnixMilli(int64(ms))
}
