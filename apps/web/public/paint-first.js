/* global document, requestAnimationFrame, setTimeout, Element */
// Runs on the pre-rendered sign-in pages instead of the entry (apps/server/src/web-static.ts).
//
// 1. Starts the console's entry module after the browser has painted the page once. A module
//    script that is already downloaded when the HTML finishes parsing runs before the first
//    frame, so the form would appear only after React's start-up; requestAnimationFrame runs just
//    before that frame is painted, and the timeout just after it.
// 2. Holds the clicks made on the painted page before it answers input, and replays them once it
//    does (the page sends `cp:live`: apps/web/src/shared/prerender/page-live.ts). Without this a
//    button did nothing, a link reloaded the whole page and a submit posted the form natively,
//    losing what was typed. Typing and ticking need no help: the fields keep their DOM state and
//    adopt it when they hydrate.
(function () {
  var held = [];
  function hold(event) {
    var target = event.target;
    var action = event.type === 'submit' ? target : target instanceof Element ? target.closest('a[href], button') : null;
    if (!action) return;
    event.preventDefault();
    // React's own listener on #root must not see it half-hydrated: it is replayed whole later.
    event.stopPropagation();
    if (held[held.length - 1] !== action) held.push(action);
  }
  function replay() {
    var next = held.shift();
    if (!next) return;
    // A node hydration replaced (another language, another route) is no longer the member's target.
    if (next.isConnected) {
      if (next.tagName === 'FORM') next.requestSubmit();
      else next.click();
    }
    // Each click's re-render lands before the next one looks for its node.
    setTimeout(replay, 0);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    'cp:live',
    function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      // Out of the effect that announced it: the page's own updates on mounting land first.
      setTimeout(replay, 0);
    },
    { once: true },
  );

  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
