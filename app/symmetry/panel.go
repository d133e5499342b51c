// Package symmetry is the teaching panel of the board's symmetries: the 8
// images of the solution shown, how many are distinct, and the canonical
// solution of its class, which it can browse to.
package symmetry

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/app/link"
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

// Spec is the panel as the page's registry lists it.
var Spec = kit.PanelSpec{
	Panel: link.Panel{
		Name:  "symmetry",
		Title: "Symmetry",
	},
	New: func(props kit.PanelProps) app.UI { return &Panel{PanelProps: props} },
}

// Panel shows the 8 images of the solution on the board, how many
// are distinct, and the canonical member of its class, which it can browse
// to.
type Panel struct {
	app.Compo
	kit.PanelProps
	loop    kit.Loop // unexported: go-app copies exported fields from each render
	ranking bool     // finding the index of the canonical solution
	err     string   // why that failed
}

// OnMount binds the panel's worker callbacks to the page.
func (p *Panel) OnMount(ctx app.Context) { p.loop.Bind(ctx) }

// OnDismount stops the search for the canonical solution.
func (p *Panel) OnDismount() {
	if p.ranking {
		p.Host.Stop(backend.PanelSlot)
		p.ranking = false
	}
}

// ShowCanonical browses to the canonical member of the class of the
// solution shown: a worker finds its index, then the page shows it.
func (p *Panel) ShowCanonical() {
	x := p.Queens
	if p.View.Mode == link.Random || x == nil || p.View.N > maxRankN || p.ranking {
		return
	}
	least, _ := solver.Canonical(x)
	if slices.Equal(least, x) {
		return
	}
	p.ranking, p.err = true, ""
	req := worker.Request{Op: worker.OpRank, N: p.View.N, Queens: least}
	p.Host.Run(backend.PanelSlot, req, &p.loop, func(r worker.Response) {
		switch r.Type {
		case worker.TypeProgress:
			return
		case worker.TypeError:
			p.err = r.Error
		case worker.TypeRank:
			p.Host.Navigate(func(v *link.View) { v.K = r.K }, link.PushEntry)
		}
		p.ranking = false
	})
}

// Render draws the 8 images of the solution shown, how many are distinct,
// and its class's canonical member.
func (p *Panel) Render() app.UI {
	x := p.Queens
	total, _, known := link.Published(p.View.N)
	switch {
	case p.View.N > link.MaxBrowseN:
		return app.P().Class("hint").Text(fmt.Sprintf("The symmetry panel draws boards up to n = %d.", link.MaxBrowseN))
	case x == nil && known && total == 0:
		return app.P().Text(fmt.Sprintf("n = %d has no solution, so there is nothing to turn.", p.View.N))
	case x == nil:
		return app.P().Text("Waiting for the solution…")
	}
	images := solver.Symmetries(x)
	least, distinct := solver.Canonical(x)
	canonical := slices.Equal(least, x)
	return app.Div().Class("symmetry").DataSet("testid", "symmetry").DataSet("distinct", distinct).DataSet("canonical", canonical).Body(
		app.P().Text("The square has 8 symmetries: 4 rotations and 4 reflections. Each turns a solution into a solution, and the solutions they reach from one another form its class."),
		app.P().DataSet("testid", "symmetry-distinct").Body(
			app.Strong().Text(fmt.Sprintf("%d distinct %s. ", distinct, kit.Plural(uint64(distinct), "image", "images"))),
			app.Text(distinctWords(distinct)),
		),
		p.renderCanonical(least, canonical),
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
				board.Render(len(img), img, false),
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
func (p *Panel) renderCanonical(least []int, canonical bool) app.UI {
	line := app.P().Class("canonical").DataSet("testid", "symmetry-canonical")
	if canonical {
		return line.Text("This solution is the canonical member of its class: the least of its images, reading the columns row by row. Counting unique solutions counts these.")
	}
	words := fmt.Sprintf("The canonical member of its class is %s, the least of its images reading the columns row by row.", columnsWords(least))
	switch {
	case p.View.Mode == link.Random || p.View.N > maxRankN:
		return line.Text(words)
	case p.err != "":
		return line.Text(words + " Finding it failed: " + p.err)
	}
	jump := app.Button().Class("button secondary").DataSet("testid", "symmetry-jump").
		OnClick(func(app.Context, app.Event) { p.ShowCanonical() }).
		Text("Show the canonical solution")
	if p.ranking {
		jump = jump.Disabled(true).Text("Finding the canonical solution…")
	}
	return line.Body(app.Text(words+" "), jump)
}

// columnsWords writes a solution's columns, 1-based, as people count.
func columnsWords(x []int) string {
	cols := make([]string, len(x))
	for i, c := range x {
		cols[i] = strconv.Itoa(c + 1)
	}
	return "(" + strings.Join(cols, ", ") + ")"
}
