// Scorepad's round form: steppers and the live preview; the form works without this file.
"use strict";

// Steppers: change the count here instead of asking the server.
document.addEventListener("click", (event) => {
  const button = event.target.closest("button.step");
  if (!button) return;
  event.preventDefault();
  const input = document.getElementById(button.dataset.for);
  const current = parseInt(input.value || "0", 10);
  const next = Math.max(0, (Number.isNaN(current) ? 0 : current) + parseInt(button.dataset.step, 10));
  input.value = next ? String(next) : "";
  input.dispatchEvent(new Event("input", { bubbles: true }));
  // Tell screen readers the new count (the button keeps focus, so the input is not read out again).
  const status = document.getElementById("step-status");
  const label = document.querySelector(`label[for="${input.id}"]`);
  if (status) status.textContent = `${label ? label.textContent.trim() : ""}: ${next}`;
});

// Who went out and how, as the form says it: the side's index ("" for nobody or not said), how (a way, or the name
// of a choice that ends the round, such as a special hand) and that choice's key. "<side>:<way>" is read too.
function ending(form) {
  const out = form.querySelector("input[name=out]:checked");
  const chosen = form.querySelector("input[name=how]:checked");
  let [side, how] = out && out.value.includes(":") ? out.value.split(":") : [out ? out.value : "", ""];
  const ways = (form.dataset.ways || "").split(" ").filter(Boolean);
  if (side === "none") side = "";
  if (!how) how = chosen ? chosen.value : ways.length === 1 ? ways[0] : "";
  const enders = (form.dataset.enders || "").split(" ").filter(Boolean);
  const list = enders.includes(how) ? form.elements[how] : null;
  return { side, how, ends: enders.includes(how), key: list ? list.value : "", enders };
}

// The round as the API's JSON body, read from the form exactly as the server reads it: the counts a side
// has come from the page (data-counts, made from the family's declarations), card counters from their inputs;
// a side that ended the round with a special hand sends nothing else (its counts are hidden).
function roundBody(form) {
  const value = (field) => {
    const text = field ? field.value.trim().replace(/^\u2212/, "-") : "";
    if (!text) return 0;
    if (!/^-?\d+$/.test(text)) return text;
    // a huge number stays a number: "at most", not "not whole"; past a double's range it is 10^18 (still too large)
    const number = Number(text);
    return Number.isFinite(number) ? number : Math.sign(number) * 1e18;
  };
  // "meld_points:points: going_out:way: meld_cards:cards:meld_points": name, kind, the points cards replace
  const counts = (form.dataset.counts || "").split(" ").filter(Boolean).map((c) => c.split(":"));
  const end = ending(form);
  const entries = [];
  for (let i = 0; form.querySelector(`[name^="entries-${i}-"]`); i += 1) {
    const entry = {};
    const ours = end.side === String(i);
    counts.forEach(([name, kind, points]) => {
      if (kind === "way") {
        entry[name] = ours && end.how && !end.ends ? end.how : null;
      } else if (end.enders.includes(name)) {
        entry[name] = ours && end.how === name && end.key ? end.key : null;
      } else if (ours && end.ends) {
        // nothing else: the hand replaces the side's whole score
      } else if (kind === "cards") {  // a card counter: sent only when something was counted
        const prefix = `entries-${i}-${name}-`;
        const cards = Array.from(form.querySelectorAll(`input[name^="${prefix}"]`));
        if (!cards.some((c) => c.value.trim())) return;
        entry[name] = {};
        cards.forEach((c) => { entry[name][c.name.slice(prefix.length)] = value(c); });
        const typed = form.elements[`entries-${i}-${points}`];
        if (typed && !typed.value.trim()) delete entry[points];  // counted cards give the points
      } else if (kind === "flag") {
        const box = form.elements[`entries-${i}-${name}`];
        entry[name] = Boolean(box && box.checked);
      } else if (kind === "choice") {
        const chosen = form.elements[`entries-${i}-${name}`];
        entry[name] = chosen && chosen.value ? chosen.value : null;
      } else if (form.elements[`entries-${i}-${name}`]) {
        entry[name] = value(form.elements[`entries-${i}-${name}`]);
      }
    });
    entries.push(entry);
  }
  return { entries };
}

// The element a problem's path names on this page: a count ("entries.0.meld_cards.aces"), the question of who
// went out (a side's way), a choice that ends the round, or nothing (the round as a whole).
function problemField(form, path) {
  const [top, side, name] = path.split(".");
  const counts = Object.fromEntries((form.dataset.counts || "").split(" ").filter(Boolean).map((c) => c.split(":")));
  if (top !== "entries" || name === undefined) return form.querySelector(`[id="${top}"]`);
  if (counts[name] === "way") return form.querySelector("#out");
  if ((form.dataset.enders || "").split(" ").includes(name)) return form.querySelector(`[id="${name}"]`);
  return form.querySelector(`[id="${path.replaceAll(".", "-")}"]`);
}

// Each problem or doubt of the preview said at once, where it concerns (the server says the same on Save).
function sayAtOnce(form, messages, kind) {
  Object.entries(messages || {}).forEach(([path, message]) => {
    const field = problemField(form, path);
    const place = field ? (field.matches("fieldset") ? field : field.closest(".field, fieldset, .panel")) : null;
    const where = place || form.querySelector(".actions");
    // a field already showing the server's answer (from Save) keeps it alone: said once, not twice in other words
    if (where.querySelector(".error:not(.live-error)") || [...where.querySelectorAll(".error")].some((shown) => shown.textContent.trim() === message)) return;
    const note = Object.assign(document.createElement("p"), { className: `live-${kind}${kind === "error" ? " error" : ""}` });
    note.textContent = message;
    if (where.matches(".actions")) where.before(note); else where.append(note);
    if (field && field.matches("input, select") && kind === "error") field.setAttribute("aria-invalid", "true");
    const closed = note.closest("details:not([open])");
    if (closed) closed.open = true;
  });
}

// Live preview: the server scores the round (nothing stored); each panel shows its score, and a count the server
// refuses or doubts says why at once, beside it.
function setupPreview(form) {
  let timer = null;
  let asked = 0;
  const show = async () => {
    const ticket = (asked += 1);
    try {
      const response = await fetch(form.dataset.preview, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(roundBody(form)),
      });
      if (ticket !== asked) return;
      const data = await response.json();
      form.querySelectorAll(".live-error, .live-warning").forEach((note) => note.remove());
      form.querySelectorAll("[data-live-invalid]").forEach((field) => field.removeAttribute("aria-invalid"));
      form.querySelectorAll("output.preview").forEach((output, i) => {
        if (response.ok) {
          const score = data.entries[i].score;
          output.textContent = `${score > 0 ? "+" : ""}${score.toLocaleString(document.documentElement.lang)}`;
        } else {
          const own = Object.keys(data.errors || {}).some((k) => k.startsWith(`entries.${i}.`) || k === "_round");
          output.textContent = own ? "⚠" : "";
        }
      });
      sayAtOnce(form, response.ok ? data.warnings : data.errors, response.ok ? "warning" : "error");
      form.querySelectorAll("[aria-invalid]").forEach((field) => {
        if (!field.closest(".has-error")) field.dataset.liveInvalid = "";
      });
    } catch (error) {
      // Offline or the server is away: the form still saves normally.
    }
  };
  form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(show, 250); });
  form.addEventListener("change", () => { clearTimeout(timer); timer = setTimeout(show, 100); });
}

// Who went out, then how: the second question names the side chosen, its first way (going out normally) is chosen
// until the scorer says otherwise, and choosing from a special hand's list answers "how" with it.
function setupEnding(form) {
  const how = form.querySelector("fieldset.how");
  const legend = how ? how.querySelector("legend") : null;
  const name = () => {
    const out = form.querySelector("input[name=out]:checked");
    const label = out && out.value !== "none" ? form.querySelector(`label[for="${out.id}"]`) : null;
    const many = out && Number((how.dataset.sizes || "").split(",")[Number(out.value)]) > 1;  // a pair: plural verb
    const words = many ? how.dataset.namedMany : how.dataset.named;
    if (legend && label) legend.textContent = words.replace("{side}", label.textContent.trim());
  };
  form.addEventListener("change", (event) => {
    if (event.target.name === "out") name();
    const first = form.querySelector("input[name=how]");  // the usual way, chosen for the scorer: one tap less
    if (event.target.name === "out" && first && !form.querySelector("input[name=how]:checked")) first.checked = true;
    const radio = event.target.matches("select") ? form.querySelector(`input[name=how][value="${event.target.name}"]`) : null;
    if (radio && event.target.value) radio.checked = true;
  });
  name();
}

// The server's answer to a round it did not store (a count refused, "are you sure?", another phone's round) is
// shown in place of the form, from the one POST: the same form element keeps its listeners.
function showAnswer(form, html) {
  const page = new DOMParser().parseFromString(html, "text/html");
  const answered = page.getElementById(form.id);
  if (!answered) return false;
  [...answered.attributes].forEach((attribute) => form.setAttribute(attribute.name, attribute.value));
  form.replaceChildren(...answered.childNodes);
  const heading = page.querySelector("h1");
  if (heading) document.querySelector("h1").textContent = heading.textContent;
  // The answer is the game as it is now: following goes on from its version, and when it shows another phone's
  // round, the note that said so before is not said a second time.
  const follow = document.getElementById("follow");
  const fresh = page.getElementById("follow");
  if (follow && fresh) follow.dataset.version = fresh.dataset.version;
  const note = document.getElementById("live-note");
  if (note && form.querySelector(".conflict")) { note.hidden = true; note.textContent = ""; }
  document.title = page.title;
  const first = form.querySelector("#error-summary, .warnings");
  if (first) {
    first.setAttribute("tabindex", "-1");
    first.focus();
  }
  return true;
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-preview]");
  if (form) setupPreview(form);
  if (form) setupEnding(form);
  if (document.querySelector("button.step")) {
    const status = document.createElement("p");
    status.id = "step-status";
    status.className = "sr-only";
    status.setAttribute("role", "status");
    document.body.appendChild(status);
  }
});
