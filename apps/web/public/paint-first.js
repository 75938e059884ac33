/* global document, requestAnimationFrame, setTimeout, Element, PerformanceObserver */
// Runs on the pre-rendered sign-in pages instead of the entry (apps/server/src/web-static.ts).
//
// 1. Fetches and starts the console's code only once the browser has painted the page. A module
//    script that is already downloaded when the HTML finishes parsing runs before the first
//    frame, so the form would appear only after React's start-up; and modules compiled while the
//    frame is rasterised hold it up (the HTML lists them in data-preload, not as preload links).
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

  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The page's decoration joins the second frame (auth.css): the first, with every word of it, was rastered without it.
    document.documentElement.classList.add('cp-painted');
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // Once the first frame is on screen (its paint entry is reported after it was presented). On
  // two cores, scripts fetched and compiled while that frame was still being rasterised and
  // presented delayed it by a fifth at 4x CPU (bench/page-weight); the page is already readable.
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A tab opened in the background paints nothing until it is shown; its scripts need not wait.
  setTimeout(start, 1000);
})();
