package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"nqueens/solver/puzzle"
)

// A puzzleResult is what puzzle -json prints: rows and columns 0-based.
type puzzleResult struct {
	N        int      `json:"n"`
	Seed     uint64   `json:"seed"`
	Code     string   `json:"code,omitempty"` // the page's name of a puzzle that is not a day's, where one stands for the seed
	Level    string   `json:"level"`
	Day      string   `json:"day,omitempty"`    // the puzzle of the day's date
	Number   int      `json:"number,omitempty"` // and its number, from 1
	Given    [][2]int `json:"given"`
	Solution []int    `json:"solution"`
}

// runPuzzle prints a puzzle: -n and -seed's (or -code's), at -level, or
// -day's.
func runPuzzle(e env, args []string) error {
	fs := newFlagSet("puzzle -n N -seed S|-code C [-level easy|medium|hard] [-json] | puzzle -day YYYY-MM-DD [-json]")
	n := fs.Int("n", 0, fmt.Sprintf("the board size, from %d to %d", puzzle.MinPuzzleN, puzzle.MaxPuzzleN))
	seed := fs.Uint64("seed", 0, "the puzzle's seed: the same n, seed and level give the same puzzle everywhere")
	code := fs.String("code", "", "the puzzle's code, such as K7QX2M, as the page names it: its seed, in short")
	level := fs.String("level", "medium", "how hard: easy (forced squares alone), medium (looking one queen ahead) or hard")
	day := fs.String("day", "", "the puzzle of this date, `YYYY-MM-DD`, the page's puzzle of that day wherever it is played")
	asJSON := fs.Bool("json", false, "print the puzzle as JSON")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	var res puzzleResult
	var p puzzle.Puzzle
	switch {
	case *day != "" && (isSet(fs, "n") || isSet(fs, "seed") || isSet(fs, "code") || isSet(fs, "level")):
		return usageError("-day gives the size, seed and level: leave out -n, -seed, -code and -level")
	case isSet(fs, "seed") && isSet(fs, "code"):
		return usageError("-code is the seed, in short: give -seed or -code")
	case *day != "":
		date, err := time.Parse(time.DateOnly, *day)
		if err != nil {
			return usageError("-day %q is not a date such as 2026-12-01", quoted(*day))
		}
		if p, res.Number, err = puzzle.DayPuzzle(date); err != nil {
			return usageError("-day %s: %v", *day, err)
		}
		res.Day = date.Format(time.DateOnly)
	default:
		if !isSet(fs, "n") || !isSet(fs, "seed") && !isSet(fs, "code") {
			return usageError("give -n and -seed (or -code), or -day")
		}
		if isSet(fs, "code") {
			var err error
			if *seed, err = puzzle.ParseCode(*code); err != nil {
				return usageError("-code %q: %v", quoted(*code), err)
			}
		}
		if *n < puzzle.MinPuzzleN || *n > puzzle.MaxPuzzleN {
			return usageError("-n %d is out of range: a puzzle's n must be from %d to %d", *n, puzzle.MinPuzzleN, puzzle.MaxPuzzleN)
		}
		l, err := puzzle.ParseLevel(*level)
		if err != nil {
			return usageError("-level %q: choose easy, medium or hard", quoted(*level))
		}
		if p, err = puzzle.NewPuzzle(*n, *seed, l); err != nil {
			return err
		}
	}
	res.N, res.Seed, res.Level, res.Given, res.Solution = p.N, p.Seed, p.Level.String(), p.Givens(), p.Solution
	if res.Day == "" {
		res.Code, _ = puzzle.Code(p.Seed)
	}
	if *asJSON {
		return json.NewEncoder(e.stdout).Encode(res)
	}
	return printPuzzle(e.stdout, res)
}

// printPuzzle prints a puzzle for a person: a line that names it, its
// givens and a drawing of them, then the solution.
func printPuzzle(w io.Writer, res puzzleResult) error {
	name := fmt.Sprintf("puzzle %d×%d %s, seed %d", res.N, res.N, res.Level, res.Seed)
	switch {
	case res.Code != "":
		name += ", code " + res.Code
	case res.Day != "":
		name = fmt.Sprintf("puzzle #%d of %s: %d×%d %s", res.Number, res.Day, res.N, res.N, res.Level)
	}
	var given []string
	board := make([][]byte, res.N)
	for r := range board {
		board[r] = []byte(strings.TrimRight(strings.Repeat(". ", res.N), " "))
	}
	for _, q := range res.Given {
		given = append(given, fmt.Sprintf("%d.%d", q[0], q[1]))
		board[q[0]][2*q[1]] = 'Q'
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\ngiven (row.column, from 0): %s\n", name, strings.Join(given, ","))
	for _, row := range board {
		b.Write(row)
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "solution: %s\n%s", columns(res.Solution), drawBoard(res.Solution))
	_, err := io.WriteString(w, b.String())
	return err
}
