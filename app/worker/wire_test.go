package worker

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"testing"
)

// wireResponses are responses of every kind, with every field set
// somewhere, and the bytes each travels as: what the page's side reads.
func wireResponses() []struct {
	res  Response
	want string
} {
	tiny, big, third, zero := 2e-9, 1e21, 1.0/3, 0.0
	return []struct {
		res  Response
		want string
	}{
		{Response{}, `{"id":0,"type":""}`},
		{Response{ID: 3, Type: TypeProgress, Done: 5, Total: 17}, `{"id":3,"type":"progress","done":5,"total":17}`},
		{Response{ID: 4, Type: TypeCount, Solutions: 14772512, Unique: 1846955, Nodes: 1 << 40, Seconds: 0.125}, `{"id":4,"type":"count","solutions":14772512,"unique":1846955,"nodes":1099511627776,"seconds":0.125}`},
		{Response{ID: 5, Type: TypeTally, Done: 2, Solutions: 92, Unique: 12, Nodes: 2057, Seconds: 1e-7, Share: 0.0625,
			Fingerprint: "constellations/16/3f2a", Engine: EngineGPU, Adapter: "google swiftshader"}, `{"id":5,"type":"tally","done":2,"solutions":92,"unique":12,"nodes":2057,"seconds":1e-7,"share":0.0625,"fingerprint":"constellations/16/3f2a","engine":"gpu","adapter":"google swiftshader"}`},
		{Response{ID: 6, Type: TypeFound, Queens: []int{1, 3, 0, 2}, Packed: []byte{1, 0, 0, 0, 255, 254}, Attempts: 12, Nodes: 99, Seconds: 3.5}, `{"id":6,"type":"found","nodes":99,"seconds":3.5,"queens":[1,3,0,2],"packed":"AQAAAP/+","attempts":12}`},
		{Response{ID: 7, Type: TypeSolution, K: 18446744073709551615, Queens: []int{}, Exhausted: true, Solutions: 0}, `{"id":7,"type":"solution","exhausted":true,"k":18446744073709551615}`},
		{Response{ID: 8, Type: TypeRank, K: 1<<53 + 1}, `{"id":8,"type":"rank","k":9007199254740993}`},
		{Response{ID: 9, Type: TypeSteps, Done: 1, Total: 1, Steps: []ExperimentStep{
			{Step: 2, Trials: 1000, P: 0.5, PStdErr: 1.5e-6, S: &third, T: &big, TStdErr: &tiny, Seconds: 9.99e-7},
			{Step: 3, Trials: 0, P: -0.25},
		}}, `{"id":9,"type":"steps","done":1,"total":1,"steps":[{"step":2,"trials":1000,"p":0.5,"p_se":0.0000015,"s":0.3333333333333333,"s_se":null,"e":null,"e_se":null,"t":1e+21,"t_se":2e-9,"seconds":9.99e-7},{"step":3,"trials":0,"p":-0.25,"p_se":0,"s":null,"s_se":null,"e":null,"e_se":null,"t":null,"t_se":null,"seconds":0}]}`},
		{Response{ID: 10, Type: TypeExact, Exact: []ExactStep{
			{Step: 0, P: "149/1152", PF: 0.12934027777777778, S: "7", SF: &third, E: "", EF: nil, T: "1/3", TF: &zero},
		}}, `{"id":10,"type":"exact","exact":[{"step":0,"p":"149/1152","pf":0.1293402777777778,"s":"7","sf":0.3333333333333333,"ef":null,"t":"1/3","tf":0}]}`},
		{Response{ID: 11, Type: TypeTrace, At: 42, Trace: &TraceWindow{
			Base: TraceBase{Method: "bitmask", N: 6, Steps: 40, Queens: []int{1, -1}, Row: 2, Last: []byte{1, 2, 3},
				Nodes: 40, Solutions: 1, Found: [][]int{{1, 3, 5, 0, 2, 4}}, Masks: []byte{0xff}, Tree: nil},
			Events: []byte("events"), Ended: true,
		}}, `{"id":11,"type":"trace","trace":{"base":{"method":"bitmask","n":6,"steps":40,"queens":[1,-1],"row":2,"last":"AQID","nodes":40,"solutions":1,"found":[[1,3,5,0,2,4]],"masks":"/w==","tree":null},"events":"ZXZlbnRz","ended":true},"at":42}`},
		{Response{ID: 12, Type: TypeTimeline, Total: 1000, Exhausted: true, Counts: []uint64{17, 1 << 63}}, `{"id":12,"type":"timeline","total":1000,"exhausted":true,"counts":[17,9223372036854775808]}`},
		{Response{ID: 13, Type: TypeCounts, Counts: []uint64{0, 0, 4}}, `{"id":13,"type":"counts","counts":[0,0,4]}`},
		{Response{ID: 14, Type: TypePuzzle, Puzzle: &Puzzle{N: 4, Seed: 23, Level: "medium", Day: "2026-12-01", Number: 3,
			Given: []int{-1, 3, -1, -1}, Solution: []int{1, 3, 0, 2}}}, `{"id":14,"type":"puzzle","puzzle":{"n":4,"seed":23,"level":"medium","day":"2026-12-01","number":3,"given":[-1,3,-1,-1],"solution":[1,3,0,2]}}`},
		{Response{ID: 15, Type: TypePuzzle, Puzzle: &Puzzle{N: 1, Level: "easy"}}, `{"id":15,"type":"puzzle","puzzle":{"n":1,"seed":0,"level":"easy","given":null,"solution":null}}`},
		{Response{ID: -1, Type: TypeError, Error: "bad <x> & \"y\"\\ \t\n\x01 \u2028\u2029 é 😀 \xff"}, `{"id":-1,"type":"error","error":"bad \u003cx\u003e \u0026 \"y\"\\ \t\n\u0001 \u2028\u2029 é 😀 \ufffd"}`},
	}
}

// TestWireResponses checks that responses travel as the page reads them,
// byte for byte: as the worker's own codec wrote them before the workers
// ran the page's wasm, which links encoding/json anyway.
func TestWireResponses(t *testing.T) {
	for _, tt := range wireResponses() {
		got, err := json.Marshal(tt.res)
		if err != nil || string(got) != tt.want {
			t.Errorf("%+v:\n got %s, %v\nwant %s", tt.res, got, err, tt.want)
		}
	}
}

// TestEncodeResponse checks what a Web Worker posts: the packed queens
// beside the JSON, and an error for a figure that JSON cannot carry.
func TestEncodeResponse(t *testing.T) {
	packed := []byte{1, 0, 0, 0}
	text, got := encodeResponse(Response{ID: 6, Type: TypeFound, Packed: packed, Attempts: 2})
	if text != `{"id":6,"type":"found","attempts":2}` || !bytes.Equal(got, packed) {
		t.Errorf("a found board posts %s and %v", text, got)
	}
	if text, got := encodeResponse(Response{ID: 4, Type: TypeCount, Seconds: math.NaN()}); text != encodingError || got != nil {
		t.Errorf("a NaN figure posts %s and %v", text, got)
	}
}

// wireRequests are requests of every operation, with every field set
// somewhere, as the page sends them.
var wireRequests = []struct {
	text string
	req  Request
}{
	{`{"id":1,"op":"count","n":8}`, Request{ID: 1, Op: OpCount, N: 8}},
	{`{"id":2,"op":"seek","n":10,"k":6,"algorithm":"bitmask","queens":[0,2,5,7,9,4,8,1,3,6],"from":5}`,
		Request{ID: 2, Op: OpSeek, N: 10, K: 6, Algorithm: "bitmask", Queens: []int{0, 2, 5, 7, 9, 4, 8, 1, 3, 6}, From: 5}},
	{`{"id":3,"op":"part","n":16,"first":4,"last":8,"engine":"gpu","fault":"lose-device","place":[-1,3]}`,
		Request{ID: 3, Op: OpPart, N: 16, First: 4, Last: 8, Engine: EngineGPU, Fault: FaultLoseDevice, Place: []int{-1, 3}}},
	{`{"id":4,"op":"random","n":5000,"solver":"hybrid","step":20,"seed":18446744073709551615,"warmUp":true}`,
		Request{ID: 4, Op: OpRandom, N: 5000, Solver: "hybrid", Step: 20, Seed: 1<<64 - 1, WarmUp: true}},
	{`{"id":5,"op":"experiment","n":12,"first":1,"last":3,"seed":7,"trials":100}`,
		Request{ID: 5, Op: OpExperiment, N: 12, First: 1, Last: 3, Seed: 7, Trials: 100}},
	{`{"id":6,"op":"trace","n":6,"algorithm":"naive","at":40,"seek":"backtrack","next":true}`,
		Request{ID: 6, Op: OpTrace, N: 6, Algorithm: "naive", At: 40, Seek: SeekBacktrack, Next: true}},
	{`{"id":7,"op":"puzzle","n":10,"seed":23,"level":"medium","day":"2026-12-01"}`,
		Request{ID: 7, Op: OpPuzzle, N: 10, Seed: 23, Level: "medium", Day: "2026-12-01"}},
	{`{"id":8,"op":"cancel","n":0}`, Request{ID: 8, Op: OpCancel}},
}

// TestWireRequests checks that the page's requests, as it encodes them,
// read back as it sent them.
func TestWireRequests(t *testing.T) {
	for _, tt := range wireRequests {
		if got, err := json.Marshal(tt.req); err != nil || string(got) != tt.text {
			t.Errorf("the page sends %+v as %s, %v; want %s", tt.req, got, err, tt.text)
		}
		var got Request
		if err := json.Unmarshal([]byte(tt.text), &got); err != nil || !reflect.DeepEqual(got, tt.req) {
			t.Errorf("%s reads as %+v, %v; want %+v", tt.text, got, err, tt.req)
		}
	}
}
