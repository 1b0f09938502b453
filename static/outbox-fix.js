// Scorepad's outbox: the scorer's choices for a round waiting here (change, discard), one the server refused (fix,
// copy, discard) or one another phone numbered first (keep theirs, or add mine as the next round). Fetched by
// outbox.js when one needs them.
"use strict";
window.OutboxChoices = (item, name, { words, say, waiting, keep, drop, flush }) => {
  const button = (label, act) => {
    const made = Object.assign(document.createElement("button"), { type: "button", textContent: label });
    made.addEventListener("click", act);
    return made;
  };
  const link = (label) => Object.assign(document.createElement("a"), { href: `${item.form}?outbox=${item.id}`, textContent: label, className: "button" });
  // "Add mine as round n": it and the later ones move up.
  const renumber = async () => {
    const shift = item.next - item.number;
    for (const other of await waiting()) {
      if (other.game === item.game && other.number >= item.number) {
        Object.assign(other, { number: other.number + shift, state: "waiting", theirs: null, next: null });
        await keep(other);
      }
    }
    flush();
  };
  // Thrown away on purpose: the later rounds waiting move down into its number (unless another phone's round
  // holds that number: then they stay where they are).
  const discard = async () => {
    if (!window.confirm(say("sure", { n: item.number }))) return;
    await drop(item.id);
    for (const other of item.theirs ? [] : await waiting()) {
      if (other.game === item.game && other.number > item.number) {
        Object.assign(other, { number: other.number - 1 }, other.next ? { state: "waiting", next: null } : {});
        await keep(other);
      }
    }
    flush();
  };
  const choices = document.createElement("p");
  if (item.state === "waiting") {
    choices.append(link(say("change", { n: item.number })), " ", button(words.discard, discard));
    return choices;
  }
  if (item.next) choices.append(button(say("next", { n: item.next }), renumber), " ");
  if (item.theirs) choices.append(button(words.keep, () => drop(item.id).then(flush)), " ");
  else choices.append(link(words.fix), " ");
  if (navigator.clipboard) {
    const copy = button(words.copy, () => navigator.clipboard.writeText(`${item.title} · ${name}: ${item.said}`)
      .then(() => { copy.textContent = words.copied; }));
    choices.append(copy, " ");
  }
  choices.append(button(words.discard, discard));
  return choices;
};
