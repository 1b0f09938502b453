// Scorepad: what pages other than the board and the round form add (each works without it).
"use strict";

// "Copy" and "Share" for an address, where the browser has them.
function setupHandover() {
  document.querySelectorAll(".handover-buttons").forEach((buttons) => {
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

document.addEventListener("DOMContentLoaded", setupHandover);
