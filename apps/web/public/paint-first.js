/* global document, requestAnimationFrame, setTimeout */
// Starts the console's entry module after the browser has painted the pre-rendered page once
// (the server loads this instead of the entry on those pages: apps/server/src/web-static.ts).
// A module script that is already downloaded when the HTML finishes parsing runs before the
// first frame, so the form would appear only after React's start-up; requestAnimationFrame runs
// just before that frame is painted, and the timeout just after it.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
