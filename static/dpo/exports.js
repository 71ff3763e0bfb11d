// The subject page: while an export is queued or running, fetch its rows every two seconds and
// replace them, so the progress and the download link appear without a reload.
//
// Polling stops only when the server says that no export is queued or running. A request that
// fails, hangs, or is answered by something other than the rows (a sign-in page after a redirect,
// a proxy's error page) is tried again; the rows shown stay as they were meanwhile. A page shown
// again (a tab brought back to the front, the back button) asks at once.
(function () {
  "use strict";
  var section = document.getElementById("exports");
  if (!section || !section.hasAttribute("data-running")) return;
  var url = section.getAttribute("data-refresh-url");
  var EVERY_MS = 2000;
  var AFTER_ERROR_MS = 10000;
  var REQUEST_TIMEOUT_MS = 10000;
  var timer = null;
  var busy = false;
  var finished = false;

  function pollIn(ms) {
    window.clearTimeout(timer);
    timer = window.setTimeout(poll, ms);
  }

  function poll() {
    timer = null;
    if (busy || finished) return;
    busy = true;
    var controller = window.AbortController ? new window.AbortController() : null;
    var watchdog = controller
      ? window.setTimeout(function () { controller.abort(); }, REQUEST_TIMEOUT_MS)
      : null;
    fetch(url, {
      credentials: "same-origin",
      cache: "no-store",
      headers: { "X-Requested-With": "fetch" },
      signal: controller ? controller.signal : undefined,
    })
      .then(function (response) {
        var running = response.headers.get("X-Exports-Running");
        if (!response.ok || response.redirected || (running !== "1" && running !== "0")) {
          throw new Error("not the exports' rows: " + response.status);
        }
        return response.text().then(function (html) {
          section.innerHTML = html;
          finished = running === "0";
        });
      })
      .then(
        function () { return EVERY_MS; },
        function () { return AFTER_ERROR_MS; }
      )
      .then(function (wait) {
        window.clearTimeout(watchdog);
        busy = false;
        if (!finished) pollIn(wait);
      });
  }

  function pollNow() {
    if (!finished && !busy) pollIn(0);
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) pollNow();
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) pollNow();
  });
  pollIn(EVERY_MS);
})();
