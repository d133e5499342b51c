//go:build !(js && wasm)

package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The server serves the page with go-app's Handler as it is: no
// compression, go-app's own app.js, app-worker.js and wasm_exec.js, the
// static files from ./web (web/app.wasm) of the working directory. Only
// the icons differ: go-app's own, copied into ./web, since by default they
// are fetched from GitHub. It listens on -addr, by default a free loopback
// port, and prints its address, such as http://127.0.0.1:41234/, on
// standard output once it listens.
func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	flag.Parse()

	app.Route("/", &hello{})
	app.RunWhenOnBrowser()

	http.Handle("/", &app.Handler{
		Name:        "Hello",
		Description: "An Hello World! example",
		Icon: app.Icon{
			Default: "/web/icon.png",
			Large:   "/web/icon.png",
			SVG:     "/web/icon.svg",
		},
	})

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stdout, "http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, nil))
}
