package kernel

import (
	"fmt"
	"strings"
	"testing"
)

// TestWGSLMatchesGo checks that the shader's sizes are the Go side's.
func TestWGSLMatchesGo(t *testing.T) {
	for _, want := range []string{
		fmt.Sprintf("const GROUP: u32 = %du;", WorkgroupSize),
		"@workgroup_size(GROUP)",
		fmt.Sprintf("const ROWS: u32 = %du;", Rows),
		"array<u32, ROWS>",
		"groups.x * GROUP",
		fmt.Sprintf("* %du;", LayoutWords),
		"@group(0) @binding(3) var<uniform> params",
	} {
		if !strings.Contains(WGSL, want) {
			t.Errorf("WGSL has no %q", want)
		}
	}
}
