// The N-Queens kernel: each thread finishes one start of a constellation's
// search (see kernel.go beside it, whose CountStart is the same search in
// Go). A start leaves at most 12 rows, so a thread's stack is 12 deep
// and its counts fit in 32 bits; the CPU adds them in 64. The last two
// rows are counted at once.

struct Params {
  n: u32,
  starts: u32,
  unused0: u32,
  unused1: u32,
}

// layouts: 32 words per layout: word 0 its fixed rows, word y the columns
// open in row y. starts: 4 words per start: layout*32 + row, then the
// lines attacked in that row (left, right, down). results: 2 words per
// start: solutions, nodes.
@group(0) @binding(0) var<storage, read> layouts: array<u32>;
@group(0) @binding(1) var<storage, read> starts: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> results: array<vec2<u32>>;
@group(0) @binding(3) var<uniform> params: Params;

const ROWS: u32 = 12u;
const GROUP: u32 = 64u;

@compute @workgroup_size(GROUP)
fn main(@builtin(global_invocation_id) id: vec3<u32>,
        @builtin(num_workgroups) groups: vec3<u32>) {
  let i = id.x + id.y * groups.x * GROUP;
  if (i >= params.starts) {
    return;
  }
  let start = starts[i];
  let base = (start.x >> 5u) * 32u;
  let fixed = layouts[base];
  let last = params.n - 2u;
  var y = start.x & 31u;
  var left = start.y;
  var right = start.z;
  var down = start.w;
  var d = 0u;
  var solutions = 0u;
  var nodes = 0u;
  // The thread's stack, private: SwiftShader builds this kernel in
  // 0.1 s, and in 3 to 5 s with the stack in workgroup memory.
  var todos: array<u32, ROWS>;
  var lefts: array<u32, ROWS>;
  var rights: array<u32, ROWS>;
  var downs: array<u32, ROWS>;
  var todo = layouts[base + y] & ~(left | right | down);
  loop {
    if (todo == 0u) {
      if (d == 0u) {
        break;
      }
      d = d - 1u;
      y = y - 1u;
      todo = todos[d];
      left = lefts[d];
      right = rights[d];
      down = downs[d];
      continue;
    }
    if (y + 1u == last) {
      // The last two rows at once: each pair of squares but those on one
      // column or diagonal.
      let below = layouts[base + last] & ~((left << 1u) | (right >> 1u) | down);
      let pairs = countOneBits(todo) * countOneBits(below) - countOneBits(todo & below)
        - countOneBits((todo << 1u) & below) - countOneBits((todo >> 1u) & below);
      solutions = solutions + pairs;
      nodes = nodes + countOneBits(todo) * (1u - ((fixed >> y) & 1u)) + pairs * (1u - ((fixed >> last) & 1u));
      todo = 0u;
      continue;
    }
    let bit = todo & (0u - todo);
    todo = todo ^ bit;
    nodes = nodes + 1u - ((fixed >> y) & 1u);
    if (y == last) {
      solutions = solutions + 1u;
      continue;
    }
    // Look ahead: the next row, and the two below it that the kernel
    // places, must each have an open square.
    let nl = (left | bit) << 1u;
    let nr = (right | bit) >> 1u;
    let nd = down | bit;
    let next = layouts[base + y + 1u] & ~(nl | nr | nd);
    if (next == 0u
        || (y + 2u <= last && (layouts[base + y + 2u] & ~((nl << 1u) | (nr >> 1u) | nd)) == 0u)
        || (y + 3u <= last && (layouts[base + y + 3u] & ~((nl << 2u) | (nr >> 2u) | nd)) == 0u)) {
      continue;
    }
    todos[d] = todo;
    lefts[d] = left;
    rights[d] = right;
    downs[d] = down;
    d = d + 1u;
    y = y + 1u;
    left = nl;
    right = nr;
    down = nd;
    todo = next;
  }
  results[i] = vec2<u32>(solutions, nodes);
}
