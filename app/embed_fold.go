package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// foldEmbedTree folds the step-by-step panel's search tree in an embed,
// where the board, the code and the frames share a course page's column:
// its reader opens it. The panel hears the fold as the reader's own (its
// <details> toggles), and keeps it. The prerendered embed draws the tree
// folded already (web/app.css).
func foldEmbedTree() {
	if !app.IsClient {
		return
	}
	tree := app.Window().Get("document").Call("querySelector", `.lab.embed [data-testid="steps-part-tree"][open]`)
	if tree.Truthy() {
		tree.Set("open", false)
	}
}
