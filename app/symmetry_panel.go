package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
	"nqueens/solver"
)

// symmetryNames name the images of solver.Symmetries, in its order.
var symmetryNames = [8]string{
	"As shown", "Rotated 90°", "Rotated 180°", "Rotated 270°",
	"Mirrored left–right", "Mirrored top–bottom", "Flipped on the main diagonal", "Flipped on the other diagonal",
}

// maxRankN is the largest board whose canonical solution the panel can
// jump to: finding its index costs up to a count of the board.
const maxRankN = 16

// ShowCanonical shows the canonical member of the class of the solution
// shown: the worker finds its index, then the page browses to it.
func (l *Lab) ShowCanonical() {
	if l.view.Random || l.queens == nil || l.view.N > maxRankN {
		return
	}
	least, _ := solver.Canonical(l.queens)
	if slices.Equal(least, l.queens) {
		return
	}
	l.seeking, l.seek = true, progress{}
	req := worker.Request{Op: worker.OpRank, N: l.view.N, Queens: least}
	l.backend.Start(SeekSlot, req, l.deliver(func(r worker.Response) {
		l.seeking = false
		switch r.Type {
		case worker.TypeError:
			l.err = r.Error
		case worker.TypeRank:
			l.show(View{N: l.view.N, K: r.K, Algo: l.view.Algo, PanelView: l.view.PanelView}, nil)
		}
	}))
}

// renderSymmetry draws the symmetry panel: the 8 images of the solution
// shown, how many are distinct, and its class's canonical member.
func (l *Lab) renderSymmetry() app.UI {
	x := l.queens
	switch {
	case l.view.N > maxBrowseN:
		return app.P().Class("hint").Text(fmt.Sprintf("The symmetry panel draws boards up to n = %d.", maxBrowseN))
	case x == nil && l.counted && l.solutions == 0:
		return app.P().Text(fmt.Sprintf("n = %d has no solution, so there is nothing to turn.", l.view.N))
	case x == nil:
		return app.P().Text("Waiting for the solution…")
	}
	images := solver.Symmetries(x)
	least, distinct := solver.Canonical(x)
	canonical := slices.Equal(least, x)
	return app.Div().Class("symmetry").DataSet("testid", "symmetry").DataSet("distinct", distinct).DataSet("canonical", canonical).Body(
		app.P().Text("The square has 8 symmetries: 4 rotations and 4 reflections. Each turns a solution into a solution, and the solutions they reach from one another form its class."),
		app.P().DataSet("testid", "symmetry-distinct").Body(
			app.Strong().Text(fmt.Sprintf("%d distinct %s. ", distinct, plural(uint64(distinct), "image", "images"))),
			app.Text(distinctWords(distinct)),
		),
		l.renderCanonical(least, canonical),
		app.Div().Class("images").Body(app.Range(images[:]).Slice(func(i int) app.UI {
			img := images[i]
			class := "mini image"
			var notes []string
			if i > 0 && slices.Equal(img, x) {
				class += " same"
				notes = append(notes, "same as shown")
			}
			if slices.Equal(img, least) {
				class += " least"
				notes = append(notes, "canonical")
			}
			caption := symmetryNames[i]
			if len(notes) > 0 {
				caption += fmt.Sprintf(" (%s)", strings.Join(notes, ", "))
			}
			return app.Figure().Class(class).DataSet("testid", "symmetry-image").Body(
				renderBoard(len(img), img, false),
				app.FigCaption().Text(caption),
			)
		})),
	)
}

// distinctWords explains a class's size.
func distinctWords(distinct int) string {
	switch distinct {
	case 1:
		return "Every symmetry leaves it as it is, which only the 1×1 board allows."
	case 2:
		return "It looks the same after a quarter turn, so its class has just 2 members."
	case 4:
		return "It looks the same after a half turn, so its class has 4 members."
	}
	return "No symmetry but the identity leaves it as it is, so its class has 8 members, as most classes do."
}

// renderCanonical says whether the solution is its class's canonical
// member, and offers to show that one.
func (l *Lab) renderCanonical(least []int, canonical bool) app.UI {
	line := app.P().Class("canonical").DataSet("testid", "symmetry-canonical")
	if canonical {
		return line.Text("This solution is the canonical member of its class: the least of its images, reading the columns row by row. Counting unique solutions counts these.")
	}
	words := fmt.Sprintf("The canonical member of its class is %s, the least of its images reading the columns row by row.", columnsWords(least))
	if l.view.Random || l.view.N > maxRankN {
		return line.Text(words)
	}
	return line.Body(
		app.Text(words+" "),
		app.Button().Class("button secondary").DataSet("testid", "symmetry-jump").
			OnClick(func(app.Context, app.Event) { l.ShowCanonical() }).
			Text("Show the canonical solution"),
	)
}

// columnsWords writes a solution's columns, 1-based, as people count.
func columnsWords(x []int) string {
	cols := make([]string, len(x))
	for i, c := range x {
		cols[i] = strconv.Itoa(c + 1)
	}
	return "(" + strings.Join(cols, ", ") + ")"
}
