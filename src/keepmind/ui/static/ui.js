// keepmind ui: progressive enhancement only; every page works without this script.
// - a button with data-confirm asks before its form is sent;
// - a textarea with data-limit shows, as you type, about how many characters the
//   store would have left (the server's check is the one that counts).
"use strict";
document.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-confirm]");
  if (button && !window.confirm(button.dataset.confirm)) {
    event.preventDefault();
  }
});
for (const area of document.querySelectorAll("textarea[data-limit]")) {
  const limit = Number(area.dataset.limit);
  const used = Number(area.dataset.used);
  const counter = document.createElement("span");
  counter.className = "counter";
  counter.setAttribute("aria-live", "polite");
  const update = () => {
    const left = limit - used - area.value.trim().length;
    counter.textContent = left >= 0 ? `about ${left.toLocaleString()} chars left`
                                    : `about ${(-left).toLocaleString()} chars over the limit`;
    counter.classList.toggle("over", left < 0);
  };
  area.addEventListener("input", update);
  update();
  const actions = area.form.querySelector(".actions");
  (actions || area.form).append(counter);
}
