// Command genexact writes the table of the stepVegas experiment's exact
// figures that the worker serves for OpExact: the source that package
// exacttable makes.
//
// Usage, from app/worker (go generate runs it):
//
//	go run ./internal/genexact -o exact_table.go
package main

import (
	"flag"
	"log"
	"os"

	"nqueens/app/worker/internal/exacttable"
)

func main() {
	out := flag.String("o", exacttable.File, "the file to write")
	flag.Parse()
	src, err := exacttable.Source()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
