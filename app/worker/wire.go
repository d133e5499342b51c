package worker

import "encoding/json"

// encodingError is the message a Web Worker posts for a response that
// JSON cannot carry: one with a figure that is NaN or infinite.
const encodingError = `{"type":"error","error":"cannot encode the response"}`

// encodeResponse writes r as a Web Worker posts it (see Serve): its JSON
// without its packed queens, and the packed queens, which travel beside
// it in a buffer of their own.
func encodeResponse(r Response) (text string, packed []byte) {
	packed, r.Packed = r.Packed, nil
	b, err := json.Marshal(r)
	if err != nil {
		return encodingError, packed
	}
	return string(b), packed
}
