// Package names finds an item by its name among the solver's lists: its
// counting methods and its random solvers.
package names

import (
	"fmt"
	"strings"
)

// Index finds the index of the item called name among count items, or
// says which names there are. It is not generic on purpose: an
// instantiation's dictionary would keep every method of every type that
// the items' types reach, such as time.Time's formatting, in the wasm.
func Index(count int, nameOf func(i int) string, name, kind string) (int, error) {
	names := make([]string, count)
	for i := range count {
		if names[i] = nameOf(i); names[i] == name {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q: choose one of %s", kind, name, strings.Join(names, ", "))
}
