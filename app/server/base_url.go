//go:build !(js && wasm)

package server

import (
	"fmt"
	"net/url"
	"strings"
)

// ParseBaseURL reads the absolute address the site is reached at, such as
// https://example.org/nqueens/, from which the pages name their canonical
// links and previews (nqueens/app's BaseURL): an http or https address
// without a query, its path ending in a slash. It returns nil for "".
func ParseBaseURL(s string) (*url.URL, error) {
	if s == "" {
		return nil, nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("%q is not an absolute http or https address without a query, such as https://example.org/nqueens/", s)
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return u, nil
}
