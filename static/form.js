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

// The round as the API's JSON body, read from the form exactly as the server reads it: the counts a side
// has come from the page (data-counts, made from the family's declarations), card counters from their inputs.
function roundBody(form) {
  const value = (field) => {
    const text = field ? field.value.trim() : "";
    if (!text) return 0;
    return /^-?\d{1,11}$/.test(text) ? parseInt(text, 10) : text;
  };
  // "meld_points:points: going_out:way: meld_cards:cards:meld_points": name, kind, the points cards replace
  const counts = (form.dataset.counts || "").split(" ").filter(Boolean).map((c) => c.split(":"));
  const out = form.querySelector("input[name=going_out]:checked");
  const [outSide, way] = out && out.value.includes(":") ? out.value.split(":") : ["", ""];
  const entries = [];
  for (let i = 0; form.querySelector(`[name^="entries-${i}-"]`); i += 1) {
    const entry = {};
    counts.forEach(([name, kind, points]) => {
      if (kind === "way") {
        entry[name] = outSide === String(i) ? way : null;
      } else if (kind === "cards") {  // a card counter: sent only when something was counted
        const prefix = `entries-${i}-${name}-`;
        const cards = Array.from(form.querySelectorAll(`input[name^="${prefix}"]`));
        if (!cards.some((c) => c.value.trim())) return;
        entry[name] = {};
        cards.forEach((c) => { entry[name][c.name.slice(prefix.length)] = value(c); });
        const typed = form.elements[`entries-${i}-${points}`];
        if (typed && !typed.value.trim()) delete entry[points];  // counted cards give the points
      } else if (form.elements[`entries-${i}-${name}`]) {
        entry[name] = value(form.elements[`entries-${i}-${name}`]);
      }
    });
    entries.push(entry);
  }
  return { entries };
}

// Live preview: the server scores the round (nothing stored) and each panel shows its score.
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
      form.querySelectorAll("output.preview").forEach((output, i) => {
        if (response.ok) {
          const score = data.entries[i].score;
          output.textContent = `${score > 0 ? "+" : ""}${score.toLocaleString(document.documentElement.lang)}`;
        } else {
          const own = Object.keys(data.errors || {}).some((k) => k.startsWith(`entries.${i}.`) || k === "_round");
          output.textContent = own ? "⚠" : "";
        }
      });
    } catch (error) {
      // Offline or the server is away: the form still saves normally.
    }
  };
  form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(show, 250); });
  form.addEventListener("change", () => { clearTimeout(timer); timer = setTimeout(show, 100); });
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-preview]");
  if (form) setupPreview(form);
  if (document.querySelector("button.step")) {
    const status = document.createElement("p");
    status.id = "step-status";
    status.className = "sr-only";
    status.setAttribute("role", "status");
    document.body.appendChild(status);
  }
});
