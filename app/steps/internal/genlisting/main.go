// Command genlisting writes the code that the step-by-step panel shows:
// the source that package listing makes.
//
// Usage, from app/steps (go generate runs it):
//
//	go run ./internal/genlisting -o code_listing.go
package main

import (
	"flag"
	"log"
	"os"

	"nqueens/app/steps/internal/listing"
)

func main() {
	out := flag.String("o", listing.File, "the file to write")
	flag.Parse()
	src, err := listing.Source()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
