package trace

// A TreeMark says where a square stands in the search so far, seen as a
// node of seed 001's tree: the root, one level per row, one child per
// column.
type TreeMark uint8

// The marks of a tree's nodes.
const (
	// TreeToCome is a square the search has not reached yet.
	TreeToCome TreeMark = iota
	// TreeRejected is a square attacked by a queen above: pruned, no node.
	TreeRejected
	// TreeOpen is a queen on the current path: its subtree is under way.
	TreeOpen
	// TreeDone is a queen whose subtree has been searched: it folds.
	TreeDone
)

// A TreeNode is a square of a row, seen as a child of the path's queen in
// the row above (of the root, for row 0).
type TreeNode struct {
	Mark TreeMark
	// Step is the step that entered it: its Place, or the Try
	// that rejected it; 0 when no step did, as bitmask never tries an
	// attacked square.
	Step int
	// Nodes and Solutions are its subtree's, itself included, once it is
	// done; while it is open, the trace's counts when it was entered.
	Nodes, Solutions uint64
}

// TreeLevel returns the nodes of row r as the search has left them: the
// children of the path's queen in row r-1. The tree holds TreeLevels() rows:
// the path's queens' and the row being searched.
func (s *State) TreeLevel(r int) []TreeNode {
	return s.Tree[r*s.N : (r+1)*s.N]
}

// TreeLevels returns how many rows the tree shows.
func (s *State) TreeLevels() int {
	return min(len(s.Queens)+1, s.N)
}

// Subtree returns the nodes and solutions of node so far: all of them once
// it is done.
func (s *State) Subtree(node TreeNode) (nodes, solutions uint64) {
	if node.Mark == TreeOpen {
		return s.Nodes - node.Nodes, s.Solutions - node.Solutions
	}
	return node.Nodes, node.Solutions
}

// growTree applies the step Last to the tree, before the rest of the
// state: the queens and the counts are still those of the step before. It
// costs O(1), and O(n) when a row opens or closes.
func (s *State) growTree() {
	e := &s.Last
	switch e.Kind {
	case Try:
		s.closeTree(e.Row)
		if e.Against >= 0 {
			s.TreeLevel(e.Row)[e.Col] = TreeNode{Mark: TreeRejected, Step: s.Steps}
		}
	case Place:
		s.closeTree(e.Row)
		level := s.TreeLevel(e.Row)
		if e.Free != 0 { // bitmask skips the attacked squares, unseen
			for c := 0; c < e.Col; c++ {
				if level[c].Mark == TreeToCome {
					level[c].Mark = TreeRejected
				}
			}
		}
		level[e.Col] = TreeNode{Mark: TreeOpen, Step: s.Steps, Nodes: s.Nodes, Solutions: s.Solutions}
		if e.Row+1 < s.N {
			s.Tree = s.Tree[:(e.Row+2)*s.N]
			clear(s.TreeLevel(e.Row + 1))
		}
	case Backtrack:
		s.closeTree(e.Row) // a queen of the last row
		if e.Row > 0 {
			s.closeTree(e.Row - 1)
		}
	}
}

// closeTree folds the open node of row r, if any, and drops the rows
// below it.
func (s *State) closeTree(r int) {
	if r >= s.TreeLevels() {
		return
	}
	s.Tree = s.Tree[:(r+1)*s.N]
	if r >= len(s.Queens) {
		return
	}
	node := &s.TreeLevel(r)[s.Queens[r]]
	if node.Mark == TreeOpen {
		node.Mark = TreeDone
		node.Nodes, node.Solutions = s.Nodes-node.Nodes, s.Solutions-node.Solutions
	}
}
