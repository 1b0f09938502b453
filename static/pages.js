// Scorepad: what pages other than the board and the round form add (each works without it).
"use strict";

// "Copy" and "Share" for an address, where the browser has them (the result's buttons have their own, below).
function setupHandover() {
  document.querySelectorAll(".handover-buttons:not(#result-buttons)").forEach((buttons) => {
    const copy = buttons.querySelector("[data-copy]");
    const share = buttons.querySelector("[data-share]");
    if (!navigator.clipboard) copy.remove();
    if (!navigator.share) share.remove();
    buttons.hidden = !buttons.querySelector("button");
    copy?.addEventListener("click", async () => {
      await navigator.clipboard.writeText(document.getElementById(copy.dataset.copy).value);
      copy.textContent = copy.dataset.done;
    });
    share?.addEventListener("click", () => navigator.share({
      title: share.dataset.title, url: document.getElementById(share.dataset.share).value,
    }).catch(() => {}));
  });
}

// A result to share: the phone's share sheet where it has one (Web Share), else a button that copies it.
function setupResult() {
  const buttons = document.getElementById("result-buttons");
  if (!buttons) return;
  const text = document.getElementById("result-text").value;
  const url = document.getElementById("result-link").value;
  const done = document.getElementById("result-done");
  const share = buttons.querySelector("[data-share]");
  const copy = buttons.querySelector("[data-copy]");
  const shared = { title: share.dataset.title, text, url };
  if (navigator.share && (!navigator.canShare || navigator.canShare(shared))) copy.remove();
  else share.remove();
  if (!navigator.clipboard) copy.remove();
  buttons.hidden = !buttons.querySelector("button");
  share.addEventListener("click", () => navigator.share(shared).catch(() => {}));
  copy.addEventListener("click", async () => {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    done.textContent = done.dataset.copied;
  });
}

document.addEventListener("DOMContentLoaded", () => {
  setupHandover();
  setupResult();
});
