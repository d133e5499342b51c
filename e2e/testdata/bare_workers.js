// Counts n queens with bare Web Workers, driven from JavaScript with no
// app around them: the reference for the page's own counts, as it shows
// what this machine's cores allow. It shares a count the way the page's
// pool does (app/pool.go): chunks of parts (worker.OpPart) that shrink
// from a quarter of the rest, each worker holding two. It times counts on
// one worker and on two in turn, after four rounds that warm them up.
async (n, rounds) => {
  const parts = 1 << 20;
  const spawn = () => {
    const w = new Worker("web/worker.js");
    w.waiting = [];
    w.onmessage = (e) => w.waiting.shift()(JSON.parse(e.data));
    return w;
  };
  const workers = [spawn(), spawn()];
  let id = 0;
  const count = (k) => new Promise((resolve, reject) => {
    let next = 0, done = 0, solutions = 0;
    const start = performance.now();
    const feed = (w) => {
      if (next >= parts) return;
      const size = Math.max(parts / (64 * k), Math.floor((parts - next) / (4 * k)));
      const first = next, last = Math.min(parts, next + size);
      next = last;
      w.waiting.push((res) => {
        if (res.type !== "tally") {
          reject(new Error(res.error || "unexpected answer " + res.type));
          return;
        }
        done += last - first;
        solutions += res.solutions || 0; // the answer leaves out a zero
        if (done === parts) {
          resolve({ seconds: (performance.now() - start) / 1000, solutions });
        } else {
          feed(w);
        }
      });
      w.postMessage(JSON.stringify({ op: "part", id: ++id, n, algorithm: "constellations", first, last }));
    };
    for (let held = 0; held < 2; held++) {
      for (let i = 0; i < k; i++) feed(workers[i]);
    }
  });
  const result = { one: [], two: [], solutions: [] };
  for (let round = 0; round < rounds + 4; round++) {
    for (const k of [1, 2]) {
      const c = await count(k);
      result.solutions.push(c.solutions);
      if (round >= 4) (k === 1 ? result.one : result.two).push(c.seconds);
    }
  }
  workers.forEach((w) => w.terminate());
  return result;
}
