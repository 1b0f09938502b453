// Scorepad's outbox on the round form: a round saved without network waits on the phone (outbox.js sends it), said
// in the form's own words. Loaded after form.js (who went out: ending(); the server's answer: showAnswer()); the
// form works without it.
"use strict";

// A round waiting in the outbox in the form's own words, made from the body the outbox sends (`fields`): who went
// out and how, then each side's counts the server reads from that body: a value typed, a box ticked (an unticked box
// isn't in it), an option chosen, counted cards under their counter's name. A side that ended the round with a
// special hand enters nothing else (its counts are hidden, and not read).
function roundWords(form, fields) {
  const text = (node) => {  // a label's words without its hint
    const copy = node.cloneNode(true);
    copy.querySelectorAll(".hint").forEach((hint) => hint.remove());
    return copy.textContent.replace(/\u00ad/g, "").replace(/\s+/g, " ").trim();  // soft hyphens are the page's
  };
  const label = (control) => (control.labels[0] ? text(control.labels[0]) : control.name);
  const named = (group) => text(group.matches("details") ? group.querySelector("summary") : document.getElementById(group.getAttribute("aria-labelledby")));
  const end = ending(form);
  const out = [];
  const sides = JSON.parse(form.dataset.sides).map((name) => ({ name, counts: [] }));
  fields.forEach(([name, raw]) => {
    const control = [...form.elements].find((c) => c.name === name && (!/radio|checkbox/.test(c.type) || c.value === raw));
    const option = () => text([...control.options].find((o) => o.value === raw));
    const [, i, count, card] = name.split("-");
    if (!raw.trim() || !control) return;
    if (name === "out") out.push(`${text(control.closest("fieldset").querySelector("legend"))} ${label(control)}`);
    else if (name === "how" && end.side) out.push(label(control));
    else if (name === end.how && end.ends && end.side) out.push(option());
    if (!name.startsWith("entries-") || (end.ends && end.side === i)) return;
    const { counts } = sides[Number(i)];
    if (control.type === "checkbox") counts.push(label(control));
    else if (control.matches("select")) counts.push(`${label(control)}: ${option()}`);
    else if (!card) counts.push(`${label(control)} ${raw.trim()}`);
    else {  // one card of a counter: its cards said together after its name (its group's, or its details')
      let counter = counts.find((c) => c.count === count);
      if (!counter) counts.push((counter = { count, cards: [], title: named(control.closest("[role=group][aria-labelledby], details")) }));
      counter.cards.push(`${label(control)} ${raw.trim()}`);
    }
  });
  const said = sides.filter((_, i) => !(end.ends && end.side === String(i))).map(({ name, counts }) => {
    const words = counts.map((c) => (c.cards ? `${c.title} (${c.cards.join(", ")})` : c));
    return `${name}: ${words.join(", ") || form.dataset.nothing || "0"}`;  // "0": a form kept from before it said so
  });
  return [out.join(": "), ...said].filter(Boolean).join("; ");
}

// The outbox on the round form: a save the server doesn't answer goes to the phone's outbox (outbox.js) and
// is sent from there; a correction stays on its page. Each new round gets an id here, made on the phone. A round
// waiting in the outbox opens here to be changed (it isn't sent meanwhile) or fixed when the server refused it.
function setupOutbox(form, { words, say, waiting, keep, drop, flush, announce, away, hold }) {
  const fields = () => [...new FormData(form).entries()].filter(([, value]) => typeof value === "string");
  function showNumber(number) {
    const old = form.elements.number.value;
    if (!old || String(number) === old) return;
    form.elements.number.value = number;
    [document.querySelector("h1"), form.querySelector("button[name=save]")].forEach((node) => {
      node.textContent = node.textContent.replace(old, number);
    });
    document.title = document.title.replace(old, number);
  }
  const note = (text) => {
    const shown = document.getElementById("live-note");
    shown.textContent = text;
    shown.hidden = false;
  };
  const freshId = () => {
    form.elements.round_id.value = crypto.randomUUID ? crypto.randomUUID()
      : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  };
  async function queue() {
    const id = form.elements.round_id.value;
    const queued = await waiting();
    const fixing = queued.find((item) => item.id === id);
    const number = fixing ? fixing.number : Math.max(Number(form.elements.number.value), ...queued.map((item) => item.number + 1));
    const sent = fields();  // what the outbox sends, and what it says of the round: one reading of the form
    await keep({
      id, game: words.game, number, at: fixing ? fixing.at : Date.now(), fields: sent, csrf: form.elements.csrf_token?.value || "",
      said: roundWords(form, sent), title: form.dataset.title, send: form.dataset.send, form: location.pathname, state: "waiting",
    });
    navigator.storage?.persist?.();
    hold(null);
    if (navigator.serviceWorker?.controller) {  // the board is kept for offline use: it shows the round waiting
      location.assign(`${form.dataset.board}?queued=${number}`);
      return;
    }
    form.reset();  // no kept pages here: the form stays, ready for the next round
    freshId();
    showNumber(number + 1);
    announce(say("queued", { n: number }));
    flush();
  }
  function setupForm() {
    const adding = !form.dataset.number;
    const fix = new URLSearchParams(location.search).get("outbox");
    const shown = fix && form.elements.round_id.value === fix;  // the server shows the fixed round again
    if (adding && !fix) freshId();  // a new id each time the form is opened: a page kept offline is opened again
    const ready = (async () => {
      const items = await waiting();
      const item = fix && !shown && items.find((it) => it.id === fix);
      if (item) {  // the scorer fixes a round the server refused: its counts back in the form
        item.fields.forEach(([name, value]) => {
          const input = form.elements[name];
          if (name === "csrf_token" || !input) return;
          if (input instanceof RadioNodeList) input.forEach((option) => { option.checked = option.value === value; });
          else if (input.type === "checkbox") input.checked = true;  // the body holds a box only when ticked
          else input.value = value;
        });
        showNumber(item.number);
        hold(item.id);
        note(item.state === "waiting" ? say("editing", { n: item.number }) : form.dataset.fixing.replace("{why}", item.why));
      } else if (adding && !shown && items.length) {  // after the rounds waiting here
        showNumber(Math.max(Number(form.elements.number.value), ...items.map((it) => it.number + 1)));
      }
    })();
    form.addEventListener("submit", async (event) => {
      const by = event.submitter;
      if (form.dataset.plain || ["step", "lang"].includes(by?.name)) return;
      event.preventDefault();
      await ready;
      const id = form.elements.round_id.value;
      if (adding && (await waiting()).some((it) => it.id !== id)) return queue();  // after the rounds waiting
      const body = new FormData(form);
      if (by?.name) body.append(by.name, by.value);
      body.append("answer", "json");  // saved: the server names the board instead of redirecting (loaded once)
      try {
        const response = await Promise.race([
          fetch(form.action, { method: "POST", body }),
          new Promise((_, reject) => { setTimeout(() => reject(new Error("no answer")), 10000); }),
        ]);
        if (response.status >= 500 || response.status === 429) throw new Error(response.statusText);
        const saved = (response.headers.get("Content-Type") || "").startsWith("application/json");
        if (saved || response.redirected) {
          await drop(id);
          location.assign(saved ? (await response.json()).board : response.url);
          return;
        }
        // Refused, or "are you sure?": nothing was stored; the server's page says why, from this one POST.
        if (!showAnswer(form, await response.text())) {
          form.dataset.plain = "1";
          form.requestSubmit(by);
        }
      } catch (error) {
        away();
        const out = form.querySelector("input[name=out]");
        if (!adding) note(form.dataset.unsaved);
        else if (out && !form.querySelector("input[name=out]:checked")) {
          note(form.dataset.who);
          out.closest("fieldset").focus();
        } else await queue();
      }
    });
  }
  setupForm();
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-preview]");
  if (form && window.Outbox) setupOutbox(form, window.Outbox);
});
