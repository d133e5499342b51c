
// -----------------------------------------------------------------------------
// nqueens: links before live (app/server/prelive.js)
// -----------------------------------------------------------------------------

// Until the app is live, the prerendered page's Prev and Next, its mode and
// panel tabs are links, and its n slider sits in a form (app/prelive_links.go).
// This script fetches the server's prerender of the page they lead to and
// swaps in its main, which carries its snapshot, while the wasm downloads;
// the URL and the history follow.
//
// What a person does while the page does not show its URL's board yet is
// kept, in order, and done once it does: a click on Next made while the
// last Next's page is on its way leads on from that page, not from the
// one shown. On a static site, where every link is the same page, after a
// failed fetch, and once Go runs (its mount holds the DOM), the page shows
// that the board follows, and what was kept is done on the live page,
// which starts from the URL then current. Once the app is live, this
// script does nothing.
//
// A puzzle's taps and marks on its prerendered board are kept too, shown
// as pending, and played on the live board, which keeps them in turn until
// its puzzle is made.
(() => {
  const live = () => document.querySelector('main[data-app="live"]') !== null;
  // go-app's app.js declares goappNav, and Go sets it as it starts: from
  // then on go-app's mount holds the DOM.
  const waitingNav = window.goappNav;
  const started = () => window.goappNav !== waitingNav;
  const staticSite = () => document.body.dataset.site === "static";
  const inMain = (target) => target instanceof Element && target.closest("main") !== null;

  let request = null; // the fetch in flight: { url, abort }
  let held = null; // a page that came during a drag, shown at its end
  let pointers = 0; // pointers down on the page
  let following = false; // the board shown stays until the app is live
  let queue = []; // the actions kept until the page shows its URL's board
  let pop = null; // the entry Back or Forward went to once Go ran
  let focusID = ""; // data-testid of the last element focused in main
  let moves = []; // a puzzle's taps and marks on the prerendered board: {row, col, mark}

  // show says how the page stands with the board of its URL: "busy" while
  // its page is fetched, "following" until the app is live and shows it,
  // "" when it shows it.
  function show(state) {
    following = state === "following";
    const main = document.querySelector("main");
    main.toggleAttribute("aria-busy", state === "busy");
    main.toggleAttribute("data-following", following);
    const note = document.getElementById("prelive-note");
    const loader = document.getElementById("app-wasm-loader");
    if (!following || !loader) {
      if (note) note.remove();
    } else if (!note) {
      const p = document.createElement("p");
      p.id = "prelive-note";
      p.className = "goapp-label";
      p.setAttribute("role", "status");
      p.textContent = "The board follows once it has loaded.";
      loader.append(p);
    }
  }

  // An action is what a person did: {id, href}, a click on the link of
  // data-testid id, or {id, n}, the slider (id) set to n. act does it at
  // once if the page shows its URL's board, else keeps it.
  function act(action) {
    if (!request && !following && !started()) {
      perform(action, action.href);
      return;
    }
    const last = queue[queue.length - 1];
    if (action.n !== undefined && last && last.n !== undefined) {
      queue.pop(); // the slider's later value supersedes its earlier one
    }
    queue.push(action);
    if (started()) {
      show("following");
    }
  }

  // perform does action on the prerendered page shown: the link it leads
  // to is href, or that of the element of the same data-testid on this
  // page, or the slider's form's.
  function perform(action, href) {
    const element = document.querySelector(`main [data-testid="${CSS.escape(action.id)}"]`);
    if (action.n !== undefined) {
      if (element && element.form) {
        element.value = action.n;
        go(formURL(element.form), true);
      }
    } else if (href || (element && element.href)) {
      go(href || element.href, true);
    }
  }

  // next does the actions kept, in order, while the page shows its URL's
  // board: each fetch puts off the rest until its page has come.
  function next() {
    while (queue.length > 0 && !request && !following && !started()) {
      perform(queue.shift());
    }
  }

  // go shows the page of url: it enters the history (unless it is there
  // already, as after Back), and its board is fetched or followed.
  function go(url, push) {
    url = new URL(url, location.href).href;
    if (push && url !== location.href) {
      history.pushState(null, "", url);
    }
    if (request) {
      request.abort.abort();
    }
    request = held = null;
    if (staticSite()) {
      show("following");
      return;
    }
    fetchPage(url);
  }

  // fetchPage fetches url's prerendered page and shows it.
  function fetchPage(url) {
    const mine = (request = { url, abort: new AbortController() });
    show("busy");
    fetch(url, { signal: mine.abort.signal, headers: { Accept: "text/html" } })
      .then((response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.text();
      })
      .then((html) => arrive(mine, html))
      .catch((err) => {
        if (mine !== request) return; // superseded
        request = null;
        console.warn(`The page of ${url} did not come (${err.message}): the app shows it once it is live.`);
        show("following");
      });
  }

  // arrive swaps in the page that came for mine, unless a later change
  // superseded it or Go runs already; during a drag, it waits for its end.
  function arrive(mine, html) {
    if (mine !== request) return;
    if (live() || started()) {
      request = null; // the app shows the URL's board itself
      show("following");
      return;
    }
    if (pointers > 0) {
      held = () => arrive(mine, html);
      return;
    }
    request = null;
    const page = new DOMParser().parseFromString(html, "text/html");
    const fresh = page.querySelector("main[data-state]");
    const main = document.querySelector("main");
    if (!fresh) {
      show("following");
      return;
    }
    // A parser without scripts reads what noscript holds.
    for (const element of fresh.querySelectorAll("noscript")) element.remove();
    const refocus = inMain(document.activeElement) ? focusID : "";
    main.replaceWith(document.adoptNode(fresh));
    moves = []; // another board's
    document.title = page.title;
    show("");
    if (refocus) focusOn(refocus);
    // A tab that opens its panel brings the panel, which leads the page, into view.
    const panels = document.getElementById("panels");
    if (refocus.startsWith("tab-") && panels && panels.classList.contains("open")) panels.scrollIntoView({ block: "start" });
    next();
  }

  // focusOn focuses the element of main with data-testid id.
  function focusOn(id) {
    const element = document.querySelector(`main [data-testid="${CSS.escape(id)}"]`);
    if (element) element.focus();
  }

  // showsItsLink reports whether the prerendered page shows the board of
  // its URL: every parameter of the URL has the value of the link it was
  // prerendered for. A static site's page, or the page the service worker
  // keeps, is the default board's, whatever the URL.
  function showsItsLink() {
    const main = document.querySelector("main[data-state]");
    try {
      const prerendered = new URLSearchParams(JSON.parse(atob(main.dataset.state)).link);
      return [...new URLSearchParams(location.search)].every(([key, value]) => prerendered.get(key) === value);
    } catch (err) {
      return false;
    }
  }
  if (staticSite() && !showsItsLink()) {
    show("following");
  }

  // atLive hands the live page what was focused, and does there what was
  // kept: the entry Back went to, then the actions, on the live page's
  // elements.
  function atLive() {
    show("");
    if (focusID && (document.activeElement === null || document.activeElement === document.body)) {
      focusOn(focusID);
    }
    if (queue.length > 0 || pop || moves.length > 0) {
      // After the live page's own first write of the history, a task of
      // its own (app/history.go).
      setTimeout(() => setTimeout(replay, 0), 0);
    }
  }
  const whenLive = new MutationObserver(() => {
    if (live()) {
      whenLive.disconnect();
      atLive();
    }
  });
  whenLive.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-app"] });

  // replay does on the live page what was kept for it, as Back, a click or
  // the slider would.
  function replay() {
    if (pop) {
      if (pop !== location.href) {
        history.replaceState(null, "", pop);
      }
      pop = null;
      window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }
    const actions = queue;
    queue = [];
    playMoves();
    for (const action of actions) {
      const element = document.querySelector(`main [data-testid="${CSS.escape(action.id)}"]`);
      if (!element || element.disabled) continue;
      if (action.n !== undefined) {
        element.value = action.n;
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
      } else {
        element.click();
      }
    }
  }

  // formURL is the link that the slider's form leads to. Play's queens off
  // the smaller board are left out, as View.SetN leaves them out.
  function formURL(form) {
    const query = new URLSearchParams(new FormData(form));
    const n = Number(query.get("n"));
    if (query.has("q")) {
      const kept = query.get("q").split(",").filter((queen) => queen.split(".").every((i) => Number(i) < n));
      if (kept.length > 0) query.set("q", kept.join(","));
      else query.delete("q");
    }
    const url = new URL(form.getAttribute("action") || "", location.href);
    url.search = query.toString().replaceAll("%2C", ",");
    return url.href;
  }

  // The square of a puzzle's board that holds target, or null.
  const puzzleSquare = (target) => (target instanceof Element ? target.closest('main [data-testid="puzzle"] [data-row]') : null);

  // keepMove keeps a tap or a mark on a square of the prerendered puzzle,
  // and shows it as pending.
  function keepMove(event, mark) {
    const square = puzzleSquare(event.target);
    if (live() || !square) return;
    event.preventDefault();
    moves.push({ row: square.dataset.row, col: square.dataset.col, mark });
    square.toggleAttribute("data-pending", true);
  }
  document.addEventListener("click", (event) => keepMove(event, false));
  document.addEventListener("contextmenu", (event) => keepMove(event, true));

  // playMoves plays the moves kept on the live puzzle's board, if it shows
  // the same puzzle: a tap as a click, a mark as a right click.
  function playMoves() {
    const kept = moves;
    moves = [];
    for (const square of document.querySelectorAll("main [data-pending]")) square.removeAttribute("data-pending");
    for (const move of kept) {
      const square = document.querySelector(`main [data-testid="puzzle"] [data-row="${move.row}"][data-col="${move.col}"]`);
      if (!square) continue;
      const type = move.mark ? "contextmenu" : "click";
      square.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: move.mark ? 2 : 0 }));
    }
  }

  const slider = (target) => target instanceof HTMLInputElement && target.type === "range" && target.form !== null && inMain(target);

  document.addEventListener("click", (event) => {
    if (live() || !(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!link || !inMain(link) || link.origin !== location.origin || link.pathname !== location.pathname) return;
    // Go's click handler on window, once it runs, would take the link itself.
    event.stopPropagation();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) {
      return; // a new tab or window, the browser's
    }
    event.preventDefault();
    act({ id: link.dataset.testid || "", href: link.href });
  });

  document.addEventListener("input", (event) => {
    if (live() || !slider(event.target)) return;
    const label = event.target.form.querySelector(".n-value");
    const text = `n = ${event.target.value}`;
    if (label) label.textContent = text;
    event.target.setAttribute("aria-valuetext", text);
  });

  const sliderAction = (range) => ({ id: range.dataset.testid || "", n: range.value });

  document.addEventListener("change", (event) => {
    if (live() || !slider(event.target)) return;
    act(sliderAction(event.target));
  });

  document.addEventListener("submit", (event) => {
    if (live() || !inMain(event.target)) return;
    event.preventDefault();
    const range = event.target.querySelector('input[type="range"]');
    if (range) act(sliderAction(range));
  });

  window.addEventListener("popstate", (event) => {
    if (live()) return;
    // Before Go's own listeners, which come later: once Go runs, they would
    // show the entry before its start is done.
    event.stopImmediatePropagation();
    queue = []; // what waited was done after the entry left
    moves = [];
    if (started()) {
      pop = location.href;
      show("following");
    } else if (following) {
      show("following"); // the live page starts from this URL
    } else {
      go(location.href, false);
    }
  });

  // The element focused in main, found again by its data-testid when a
  // page replaces main: a removed element is not said to lose focus.
  document.addEventListener("focusin", (event) => {
    if (!live() && inMain(event.target)) focusID = event.target.dataset.testid || "";
  });
  document.addEventListener("focusout", (event) => {
    const left = event.target;
    setTimeout(() => {
      if (!live() && left.isConnected && !inMain(document.activeElement)) focusID = "";
    }, 0);
  });

  // A page that comes while a pointer is down, on a link or in a drag of
  // the slider, would take the element from under it: it waits until the
  // pointer is up, and a little more for the slider's change, which would
  // supersede it.
  document.addEventListener("pointerdown", () => pointers++, true);
  const up = () => {
    pointers = Math.max(0, pointers - 1);
    setTimeout(() => {
      if (pointers === 0 && held) {
        const arrived = held;
        held = null;
        arrived();
      }
    }, 250);
  };
  document.addEventListener("pointerup", up, true);
  document.addEventListener("pointercancel", up, true);
})();
