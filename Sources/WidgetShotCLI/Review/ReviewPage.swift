/// The page `widgetshot review` serves: every failed or new snapshot with its golden, the new image
/// and the diff, four ways to compare them (side by side, swipe, onion skin, blink), what moved,
/// and Accept / Reject buttons, per snapshot and for all of a widget or family.
///
/// Self-contained (inline CSS and script, no network). Keys: `j`/`k` or ↓/↑ next/previous, `a`
/// accept, `r` reject, `1`–`4` comparison mode. When the server has stopped, the page says so and
/// points at the static `report.html`.
enum ReviewPage {
    static let html = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>WidgetShot review</title>
    <style>
    :root { --bg:#f6f7f9; --card:#fff; --ink:#1d2330; --muted:#667085; --line:#d9dde5; --fail:#c62828; --ok:#2e7d32; --sel:#1565c0; }
    * { box-sizing: border-box; } body { margin:0; font:14px/1.45 system-ui, sans-serif; background:var(--bg); color:var(--ink); }
    header { position:sticky; top:0; z-index:2; background:var(--card); border-bottom:1px solid var(--line); padding:10px 20px; display:flex; gap:16px; align-items:center; flex-wrap:wrap; }
    h1 { font-size:18px; margin:0; } #counts { color:var(--muted); } #banner { display:none; background:#fff3cd; padding:8px 20px; border-bottom:1px solid #e0c96b; }
    main { padding:16px 20px; max-width:1400px; } h2 { font-size:15px; margin:24px 0 8px; display:flex; gap:8px; align-items:center; flex-wrap:wrap; }
    .card { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:12px; margin:10px 0; }
    .card.selected { outline:3px solid var(--sel); } .card.accepted { border-left:6px solid var(--ok); } .card.rejected { border-left:6px solid var(--fail); opacity:.7; }
    .name { font-weight:600; word-break:break-all; } .state { font-size:12px; color:var(--muted); text-transform:uppercase; letter-spacing:.04em; }
    pre { white-space:pre-wrap; color:var(--muted); margin:6px 0; font-size:12px; }
    .modes button, .actions button, h2 button { font:inherit; padding:4px 10px; border:1px solid var(--line); border-radius:6px; background:#fff; cursor:pointer; }
    .modes button.on { background:var(--ink); color:#fff; } .actions { display:flex; gap:8px; margin-top:8px; }
    .accept { border-color:var(--ok)!important; color:var(--ok); } .reject { border-color:var(--fail)!important; color:var(--fail); }
    .view { margin-top:8px; } .triple { display:flex; gap:12px; flex-wrap:wrap; } figure { margin:0; } figcaption { font-size:12px; color:var(--muted); }
    .view img { max-width:100%; max-height:420px; background:repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0/16px 16px; display:block; }
    .stack { position:relative; display:inline-block; } .stack img.top { position:absolute; left:0; top:0; }
    .missing { color:var(--muted); font-style:italic; padding:20px; border:1px dashed var(--line); }
    </style></head><body>
    <header><h1>WidgetShot review</h1><span id="counts"></span><span class="state">keys: j/k move · a accept · r reject · 1–4 compare</span></header>
    <div id="banner">The review server has stopped, so this page cannot accept or reject any more. Run <code>widgetshot review</code> again, or open the static <code>report.html</code> in the artefacts folder.</div>
    <div id="notice" role="alert" style="display:none; background:#fdecea; padding:8px 20px; border-bottom:1px solid #f5c2c0"></div>
    <main id="list"><p>Loading…</p></main>
    <script>
    "use strict";
    let items = [], selected = 0;
    const modes = ["side by side", "swipe", "onion skin", "blink"];
    const mode = {};
    function el(tag, attrs, ...kids) { const e = document.createElement(tag); for (const k in attrs || {}) { if (k.startsWith("on")) e.addEventListener(k.slice(2), attrs[k]); else e.setAttribute(k, attrs[k]); } for (const c of kids) e.append(c); return e; }
    function img(item, kind) { return el("img", { src: "/image/" + item.id + "/" + kind, alt: kind }); }
    function fig(item, kind, label) { return (kind === "golden" && !item.hasGolden) || (kind === "diff" && !item.hasDiff) ? el("div", { class: "missing" }, "no " + label) : el("figure", {}, img(item, kind), el("figcaption", {}, label)); }
    function view(item) {
      const m = mode[item.id] || 0, box = el("div", { class: "view" });
      if (m === 0 || !item.hasGolden) { box.append(el("div", { class: "triple" }, fig(item, "golden", "golden"), fig(item, "actual", "new"), fig(item, "diff", "diff"))); return box; }
      const stack = el("div", { class: "stack" }, img(item, "golden")), top = img(item, "actual"); top.className = "top"; stack.append(top);
      if (m === 1) { const r = el("input", { type: "range", min: 0, max: 100, value: 50, "aria-label": "swipe" }); const f = () => top.style.clipPath = "inset(0 0 0 " + r.value + "%)"; r.addEventListener("input", f); f(); box.append(stack, r); }
      if (m === 2) { const r = el("input", { type: "range", min: 0, max: 100, value: 50, "aria-label": "opacity" }); const f = () => top.style.opacity = r.value / 100; r.addEventListener("input", f); f(); box.append(stack, r); }
      if (m === 3) { let on = true; const t = setInterval(() => { if (!document.body.contains(top)) return clearInterval(t); on = !on; top.style.visibility = on ? "visible" : "hidden"; }, 500); box.append(stack); }
      return box;
    }
    function card(item, index) {
      const c = el("article", { class: "card " + item.decision + (index === selected ? " selected" : ""), id: "item-" + item.id, "data-name": item.name, "data-decision": item.decision });
      const ms = el("div", { class: "modes" }); modes.forEach((label, i) => ms.append(el("button", { class: (mode[item.id] || 0) === i ? "on" : "", onclick: () => { mode[item.id] = i; render(); } }, label)));
      c.append(el("div", { class: "name" }, item.name), el("div", { class: "state" }, item.hasGolden ? item.decision : item.decision + " · new snapshot (no golden yet)"),
               el("pre", {}, item.message), ms, view(item),
               el("div", { class: "actions" }, el("button", { class: "accept", "data-action": "accept", onclick: () => decide("accept/" + item.id) }, "Accept"),
                                                el("button", { class: "reject", "data-action": "reject", onclick: () => decide("reject/" + item.id) }, "Reject")));
      c.addEventListener("click", () => { selected = index; for (const s of document.querySelectorAll(".card.selected")) s.classList.remove("selected"); c.classList.add("selected"); });
      return c;
    }
    function render() {
      const list = document.getElementById("list"); list.textContent = "";
      const pending = items.filter(i => i.decision === "pending").length;
      document.getElementById("counts").textContent = items.length + " to review · " + pending + " pending";
      if (!items.length) { list.append(el("p", {}, "Nothing to review: the last run has no failed or new snapshots.")); return; }
      items.forEach((item, index) => {
        if (index === 0 || items[index - 1].suite !== item.suite) {
          const h = el("h2", {}, item.suite, el("button", { "data-action": "accept-suite", onclick: () => decide("accept-all?suite=" + encodeURIComponent(item.suite)) }, "Accept all in this widget"));
          for (const f of [...new Set(items.filter(i => i.suite === item.suite && i.family).map(i => i.family))])
            h.append(el("button", { "data-action": "accept-family", onclick: () => decide("accept-all?suite=" + encodeURIComponent(item.suite) + "&family=" + encodeURIComponent(f)) }, "Accept all " + f));
          list.append(h);
        }
        list.append(card(item, index));
      });
    }
    async function load() {
      try { const r = await fetch("/api/items"); items = await r.json(); render(); }
      catch (e) { document.getElementById("banner").style.display = "block"; }
    }
    function say(text) { const b = document.getElementById("notice"); b.textContent = text; b.style.display = "block"; }
    async function decide(path) {
      try {
        const r = await fetch("/" + path, { method: "POST", headers: { "X-WidgetShot-Review": "1" } });
        const body = await r.json();
        if (!r.ok) { say(body.error || "the server refused"); return; }
        for (const changed of body) { const i = items.findIndex(x => x.id === changed.id); if (i >= 0) items[i] = changed; }
        render(); document.body.dataset.lastDecision = path;
      } catch (e) { document.getElementById("banner").style.display = "block"; }
    }
    document.addEventListener("keydown", e => {
      if (e.target.tagName === "INPUT" || !items.length) return;
      const item = items[selected];
      if (e.key === "j" || e.key === "ArrowDown") selected = Math.min(selected + 1, items.length - 1);
      else if (e.key === "k" || e.key === "ArrowUp") selected = Math.max(selected - 1, 0);
      else if (e.key === "a") return decide("accept/" + item.id);
      else if (e.key === "r") return decide("reject/" + item.id);
      else if (e.key >= "1" && e.key <= "4") mode[item.id] = Number(e.key) - 1;
      else return;
      e.preventDefault(); render(); document.getElementById("item-" + items[selected].id).scrollIntoView({ block: "nearest" });
    });
    load();
    </script></body></html>
    """
}
