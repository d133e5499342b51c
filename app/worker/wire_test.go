package worker

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// fill sets v, and every value it holds, at random from values that test
// the edges of JSON's encoding: empty and nil slices, escaped strings,
// floats at the cutoffs of the exponent form, and now and then NaN.
func fill(r *rand.Rand, v reflect.Value) {
	strs := []string{"", "count", `a "quoted" \ back`, "<b>&amp;</b>", "tab\there\nline\r\b\f\x00\x1f\x7f",
		"é ü 漢字 😀", "\u2028\u2029", "bad \xff utf-8 \xc3", "\ufffd"}
	floats := []float64{0, math.Copysign(0, -1), 1, -2.5, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21, 123456789.125,
		5e-324, math.MaxFloat64, 1.0 / 3, 0.1, 2e-9}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Int, reflect.Int64:
		v.SetInt([]int64{0, 1, -1, 42, math.MaxInt64, math.MinInt64}[r.IntN(6)])
	case reflect.Uint64, reflect.Uint8:
		v.SetUint([]uint64{0, 1, 255, 1 << 53, 1<<53 + 1}[r.IntN(5)] & (1<<(8*v.Type().Size()) - 1))
	case reflect.Float64:
		if r.IntN(200) == 0 {
			v.SetFloat([]float64{math.NaN(), math.Inf(1), math.Inf(-1)}[r.IntN(3)])
			return
		}
		v.SetFloat(floats[r.IntN(len(floats))] * float64(1-2*r.IntN(2)))
	case reflect.String:
		v.SetString(strs[r.IntN(len(strs))])
	case reflect.Pointer:
		if r.IntN(3) > 0 {
			v.Set(reflect.New(v.Type().Elem()))
			fill(r, v.Elem())
		}
	case reflect.Slice:
		switch n := r.IntN(5); n {
		case 0: // nil
		default:
			v.Set(reflect.MakeSlice(v.Type(), n-1, n-1))
			for i := range n - 1 {
				fill(r, v.Index(i))
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && r.IntN(3) > 0 {
				fill(r, v.Field(i))
			}
		}
	default:
		panic("fill does not do " + v.Type().String())
	}
}

// TestAppendResponseIsJSONMarshal checks that the worker writes every kind
// of Response byte for byte as json.Marshal does, and fails where it fails.
func TestAppendResponseIsJSONMarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	failed := 0
	for i := range 20000 {
		var res Response
		if i > 0 {
			fill(r, reflect.ValueOf(&res).Elem())
		}
		want, wantErr := json.Marshal(res)
		got, err := AppendResponse([]byte("x"), &res)
		if (err != nil) != (wantErr != nil) || err == nil && !bytes.Equal(got[1:], want) || got[0] != 'x' {
			t.Fatalf("%+v:\n got %s, %v\nwant %s, %v", res, got, err, want, wantErr)
		}
		if err != nil {
			failed++
		}
	}
	if failed == 0 {
		t.Error("no Response had a NaN or infinite figure")
	}
}

// FuzzAppendResponse compares AppendResponse with json.Marshal on any
// string and figures.
func FuzzAppendResponse(f *testing.F) {
	f.Add("bad request: <x> & \"y\"", 0.25, uint64(1<<60), -3)
	f.Fuzz(func(t *testing.T, s string, x float64, k uint64, n int) {
		res := Response{ID: n, Type: Kind(s), Error: s, Seconds: x, Share: -x, K: k, Queens: []int{n, 1},
			Steps: []ExperimentStep{{P: x, S: &x, Seconds: x}}, Exact: []ExactStep{{P: s, SF: &x}},
			Trace: &TraceWindow{Base: TraceBase{Method: s, Last: []byte(s)}, Events: []byte(s)}}
		want, wantErr := json.Marshal(res)
		got, err := AppendResponse(nil, &res)
		if (err != nil) != (wantErr != nil) || err == nil && !bytes.Equal(got, want) {
			t.Fatalf("got %s, %v\nwant %s, %v", got, err, want, wantErr)
		}
	})
}

// TestParseRequestIsJSONUnmarshal checks requests as the page sends them,
// and some it does not, against json.Unmarshal.
func TestParseRequestIsJSONUnmarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var inputs []string
	for range 2000 {
		var req Request
		fill(r, reflect.ValueOf(&req).Elem())
		b, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, string(b))
	}
	inputs = append(inputs, requestSeeds...)
	for _, in := range inputs {
		compareParse(t, in)
	}
}

// requestSeeds are requests that test the edges of ParseRequest.
var requestSeeds = []string{
	`{"id":7,"op":"count","n":8}`,
	` { "ID" : 7 , "Op":"seek", "n":16, "k":18446744073709551615, "seed":9007199254740993 } `,
	`null`, ` null `, `{}`, `[]`, `1`, `"x"`, `true`, ``, `{`, `{"id":1,}`, `{"id":1}x`, `{"id":1}{}`,
	`{"id":1.0}`, `{"id":1e2}`, `{"id":-0}`, `{"id":01}`, `{"id":-}`, `{"id":1.}`, `{"id":.5}`, `{"id":9223372036854775808}`,
	`{"k":-1}`, `{"k":18446744073709551616}`, `{"n":"8"}`, `{"op":8}`, `{"op":null,"n":null,"queens":null}`,
	`{"queens":[1,2,3],"queens":[4]}`, `{"queens":[1,2,3],"queens":[4],"queens":[null,null,null,null]}`, `{"queens":[null]}`, `{"queens":[]}`, `{"queens":[1,"2"]}`, `{"queens":[1,]}`, `{"queens":{}}`,
	`{"warmUp":true,"next":false}`, `{"next":1}`, `{"other":{"a":[1,{"b":null}],"c":"\u00e9"},"n":3}`,
	`{"op":"\ud83d\ude00 \ud83d x \ude00 \u00zz"}`, `{"op":"\ud83d\ude00 \ud83d x \ude00"}`, `{"op":"\/\b\f\n\r\t\"\\"}`,
	`{"op":"\x"}`, "{\"op\":\"a\x01\"}", "{\"op\":\"\xff\xfe\"}", `{"op":"unterminated}`, `{"ſolver":"s","K":1}`,
	`{"n":1 "k":2}`, `{"n" 1}`, `{1:2}`, `{"n":tru}`, `{"n":nul}`, `{"other":[[[[]]]]}`, `{"step":1E+2}`, `{"other":1E+2}`,
}

func compareParse(t *testing.T, in string) {
	t.Helper()
	var want Request
	wantErr := json.Unmarshal([]byte(in), &want)
	got, err := ParseRequest([]byte(in))
	if (err != nil) != (wantErr != nil) || err == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %+v, %v\nwant %+v, %v", in, got, err, want, wantErr)
	}
}

// FuzzParseRequest compares ParseRequest with json.Unmarshal on any text.
func FuzzParseRequest(f *testing.F) {
	for _, s := range requestSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		compareParse(t, in)
	})
}

// TestParseRequestSaysWhy checks that a bad request's error says where
// and what went wrong, which the page shows.
func TestParseRequestSaysWhy(t *testing.T) {
	for in, want := range map[string]string{
		`{"id":1,"n":"8"}`:     `at byte 12: a string where an integer goes`,
		`{"id":1,"k":-1}`:      `at byte 12: the number -1 where a natural number goes`,
		`{"id":1,"queens":{}}`: `at byte 17: an object where an array goes`,
		`{"id":1`:              `at byte 7: an object's values are separated by commas`,
		`[1]`:                  `at byte 0: a request is a JSON object`,
	} {
		if _, err := ParseRequest([]byte(in)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", in, err, want)
		}
	}
}
