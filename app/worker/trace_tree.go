package worker

import (
	"encoding/binary"
	"fmt"

	"nqueens/solver/trace"
)

// hasTreeFields marks a packed tree node whose step and counts follow its
// mark.
const hasTreeFields = 0x80

// PackTree writes a trace's tree (trace.State.Tree): each node is its
// mark, then its step, nodes and solutions as uvarints, or the mark alone
// for a node that no step has entered. A bitmask board of n = 16 has
// at most 256 nodes, about 1 KB.
func PackTree(tree []trace.TreeNode) []byte {
	b := make([]byte, 0, 4*len(tree))
	for _, node := range tree {
		b = append(b, byte(node.Mark))
		if node.Step == 0 && node.Nodes == 0 && node.Solutions == 0 {
			continue
		}
		b[len(b)-1] |= hasTreeFields
		b = binary.AppendUvarint(b, uint64(node.Step))
		b = binary.AppendUvarint(b, node.Nodes)
		b = binary.AppendUvarint(b, node.Solutions)
	}
	return b
}

// UnpackTree reads a tree that PackTree wrote for an n×n board.
func UnpackTree(b []byte, n int) ([]trace.TreeNode, error) {
	tree := make([]trace.TreeNode, 0, n*n)
	for len(b) > 0 {
		mark := b[0]
		b = b[1:]
		if mark&^hasTreeFields > byte(trace.TreeDone) {
			return nil, fmt.Errorf("%w: a tree node marked %d", errPacked, mark&^hasTreeFields)
		}
		node := trace.TreeNode{Mark: trace.TreeMark(mark &^ hasTreeFields)}
		if mark&hasTreeFields != 0 {
			var v [3]uint64
			for i := range v {
				x, size := binary.Uvarint(b)
				if size <= 0 || i == 0 && x > MaxTraceStep {
					return nil, fmt.Errorf("%w: field %d of tree node %d", errPacked, i, len(tree))
				}
				v[i], b = x, b[size:]
			}
			node.Step, node.Nodes, node.Solutions = int(v[0]), v[1], v[2]
		}
		tree = append(tree, node)
	}
	if len(tree) == 0 || len(tree)%n != 0 || len(tree) > n*n {
		return nil, fmt.Errorf("%w: a tree of %d nodes for n = %d", errPacked, len(tree), n)
	}
	return tree, nil
}
