package steps

import "slices"

// Speeds returns the steps per second that the panel's speed slider
// offers, for the settings of an embed's demo.
func Speeds() []int { return slices.Clone(speeds) }
