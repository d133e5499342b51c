package experiment

import (
	"encoding/csv"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// experimentCSVHeader names the columns of the experiment's CSV: the
// measured figures with their standard errors, the mean time of an
// attempt, and on small boards the exact figures, as fractions and as
// decimals. A figure that does not exist is left empty.
var experimentCSVHeader = []string{
	"n", "trials", "seed", "step", "p", "p_se", "s", "s_se", "e", "e_se", "t", "t_se", "seconds_per_attempt",
	"p_exact", "p_exact_decimal", "s_exact_decimal", "e_exact_decimal", "t_exact_decimal", "t_exact",
}

// experimentCSV writes the steps measured, one row each, in the order of
// the steps.
func experimentCSV(e *experimentState) string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write(experimentCSVHeader)
	for i, st := range e.steps {
		if st == nil {
			continue
		}
		row := []string{
			strconv.Itoa(e.n), strconv.Itoa(e.trials), strconv.FormatUint(e.seed, 10), strconv.Itoa(st.Step),
			csvFloat(&st.P), csvFloat(&st.PStdErr), csvFloat(st.S), csvFloat(st.SStdErr), csvFloat(st.E),
			csvFloat(st.EStdErr), csvFloat(st.T), csvFloat(st.TStdErr), csvFloat(&st.Seconds),
		}
		if i < len(e.exact) {
			x := e.exact[i]
			row = append(row, x.P, csvFloat(&x.PF), csvFloat(x.SF), csvFloat(x.EF), csvFloat(x.TF), x.T)
		} else {
			row = append(row, "", "", "", "", "", "")
		}
		w.Write(row)
	}
	w.Flush()
	return b.String()
}

func csvFloat(x *float64) string {
	if x == nil {
		return ""
	}
	return strconv.FormatFloat(*x, 'g', -1, 64)
}

// experimentCSVName is the file name the download suggests.
func experimentCSVName(e *experimentState) string {
	return fmt.Sprintf("stepvegas-n%d-trials%d-seed%d.csv", e.n, e.trials, e.seed)
}

// dataURL is a data: URL holding text of the given type, for a link with
// a download attribute: unlike a Blob's URL it needs no script to make
// and none to revoke, and the browser saves it rather than opening it.
func dataURL(mediaType, text string) string {
	return "data:" + mediaType + ";charset=utf-8," + url.PathEscape(text)
}
