package backend

import (
	"slices"
	"strings"
	"testing"

	"nqueens/app/worker"
)

// span is a range of parts with no tally, for the tests' tables.
func span(first, last int) partRange { return partRange{First: first, Last: last} }

func TestSavedCountAddMerges(t *testing.T) {
	const P = worker.Parts
	for _, tt := range []struct {
		name    string
		adds    []partRange
		want    []partRange // First and Last only
		refused int         // how many adds are refused
		missing []partRange
	}{
		{"empty", nil, nil, 0, []partRange{span(0, P)}},
		{"one", []partRange{span(10, 20)}, []partRange{span(10, 20)}, 0, []partRange{span(0, 10), span(20, P)}},
		{"joins after", []partRange{span(0, 10), span(10, 20)}, []partRange{span(0, 20)}, 0, []partRange{span(20, P)}},
		{"joins before", []partRange{span(10, 20), span(0, 10)}, []partRange{span(0, 20)}, 0, []partRange{span(20, P)}},
		{"fills a gap", []partRange{span(0, 10), span(20, 30), span(10, 20)}, []partRange{span(0, 30)}, 0, []partRange{span(30, P)}},
		{"keeps gaps", []partRange{span(20, 30), span(0, 10), span(40, P)}, []partRange{span(0, 10), span(20, 30), span(40, P)}, 0,
			[]partRange{span(10, 20), span(30, 40)}},
		{"whole", []partRange{span(P/2, P), span(0, P/2)}, []partRange{span(0, P)}, 0, nil},
		{"refuses overlaps", []partRange{span(10, 20), span(15, 25), span(5, 11), span(10, 20), span(0, 30)}, []partRange{span(10, 20)}, 4,
			[]partRange{span(0, 10), span(20, P)}},
		{"refuses bounds", []partRange{span(-1, 5), span(5, 5), span(P, P+1), span(7, 3)}, nil, 4, []partRange{span(0, P)}},
	} {
		var s savedCount
		refused := 0
		for _, r := range tt.adds {
			if !s.add(r) {
				refused++
			}
		}
		var got []partRange
		for _, r := range s.Ranges {
			got = append(got, span(r.First, r.Last))
		}
		if !slices.Equal(got, tt.want) || refused != tt.refused {
			t.Errorf("%s: ranges %v, %d refused; want %v, %d refused", tt.name, got, refused, tt.want, tt.refused)
		}
		if missing := s.missing(); !slices.Equal(missing, tt.missing) {
			t.Errorf("%s: missing %v, want %v", tt.name, missing, tt.missing)
		}
	}
}

func TestSavedCountSums(t *testing.T) {
	var s savedCount
	s.add(partRange{First: 100, Last: 200, Solutions: 5, Unique: 1, Nodes: 50, Share: 0.25})
	s.add(partRange{First: 0, Last: 100, Solutions: 7, Unique: 2, Nodes: 70, Share: 0.5})
	s.add(partRange{First: 300, Last: 400, Solutions: 1, Unique: 0, Nodes: 10, Share: 0.125})
	want := partRange{Last: 300, Solutions: 13, Unique: 3, Nodes: 130, Share: 0.875}
	if got := s.total(); got != want {
		t.Errorf("total %+v, want %+v", got, want)
	}
	if len(s.Ranges) != 2 || s.Ranges[0] != (partRange{0, 200, 12, 3, 120, 0.75}) {
		t.Errorf("ranges %+v: the first two should have merged with their sums", s.Ranges)
	}
}

func TestSavedCountRecords(t *testing.T) {
	var s savedCount
	s.Fingerprint, s.Seconds = "abc", 12.5
	s.add(partRange{First: 0, Last: 100, Solutions: 1 << 60, Unique: 3, Nodes: 1<<63 + 1, Share: 0.3})
	s.add(partRange{First: 500, Last: worker.Parts, Solutions: 2, Share: 0.1})
	good := s.encode()
	if got, damaged := decodeSavedCount(good); damaged || !slices.Equal(got.Ranges, s.Ranges) || got.Fingerprint != "abc" || got.Seconds != 12.5 {
		t.Errorf("decoded %+v (damaged %v), want %+v", got, damaged, s)
	}
	if got, damaged := decodeSavedCount(""); damaged || len(got.Ranges) != 0 {
		t.Errorf("no record decoded to %+v, damaged %v", got, damaged)
	}
	signed := func(ranges ...partRange) string { return savedCount{Ranges: ranges}.encode() }
	for _, bad := range []string{
		"{", "null", good[:len(good)-5],
		strings.Replace(good, `"s":2,`, `"s":3,`, 1),                         // a count changed
		strings.Replace(good, `"p":"abc"`, `"p":"abd"`, 1),                   // another plan's
		`{"r":[{"f":0,"l":10,"s":5}]}`,                                       // no checksum, as from an earlier version
		signed(partRange{First: 0, Last: 10}, partRange{First: 5, Last: 20}), // overlapping
		signed(partRange{First: 0, Last: 2_000_000}),
		signed(partRange{First: 0, Last: 10, Share: -1}),
		signed(partRange{First: 3, Last: 1}),
	} {
		if got, damaged := decodeSavedCount(bad); !damaged || len(got.Ranges) != 0 {
			t.Errorf("%q decoded to %+v, damaged %v, want a damaged record", bad, got, damaged)
		}
	}
}

func TestAnswerShare(t *testing.T) {
	for _, tt := range []struct {
		res  worker.Response
		want float64
	}{
		{worker.Response{Share: 0.3, Fingerprint: "f"}, 0.3},
		{worker.Response{Share: 0, Fingerprint: "f"}, 0}, // an estimate of nothing
		{worker.Response{}, 0.25},                        // an older worker: its share of the parts
	} {
		if got := answerShare(tt.res, 0, worker.Parts/4); got != tt.want {
			t.Errorf("share of %+v = %g, want %g", tt.res, got, tt.want)
		}
	}
}
