// Queue page: refetch the server-rendered (masked) rows when a handover changes.
(function () {
  "use strict";
  var section = document.getElementById("queue");
  var status = document.getElementById("live-status");
  if (!section || !window.consoleLive) { return; }
  var pending = null;

  function announce(text) { status.textContent = text; }

  function refresh() {
    // Coalesce bursts of events into one request.
    if (pending) { return; }
    pending = window.setTimeout(function () {
      pending = null;
      fetch(section.dataset.rowsUrl, { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
        .then(function (response) { return response.ok ? response.text() : null; })
        .then(function (html) {
          if (html === null) { return; }
          // Keep keyboard focus on the same row link if it is still there.
          var focused = document.activeElement && document.activeElement.getAttribute("href");
          section.innerHTML = html;
          if (focused) {
            var again = section.querySelector('a[href="' + focused + '"]');
            if (again) { again.focus(); }
          }
        });
    }, 150);
  }

  // Waiting times are rendered by the server; refresh them once a minute.
  window.setInterval(refresh, 60000);

  window.consoleLive(section.dataset.wsPath, function (event) {
    announce(section.dataset["msg" + event.event.charAt(0).toUpperCase() + event.event.slice(1)] || "");
    refresh();
  }, function (online) {
    section.dataset.live = online ? "on" : "off";
    if (online) { refresh(); } else { announce(section.dataset.msgOffline); }
  });
})();
