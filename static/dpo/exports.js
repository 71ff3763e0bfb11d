// The subject page: while an export is queued or running, fetch its rows every two seconds and
// replace them, so the progress and the download link appear without a reload.
(function () {
  "use strict";
  var section = document.getElementById("exports");
  if (!section || !section.hasAttribute("data-running")) return;
  var url = section.getAttribute("data-refresh-url");
  function poll() {
    fetch(url, { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
        var running = response.headers.get("X-Exports-Running") === "1";
        return response.text().then(function (html) {
          section.innerHTML = html;
          if (running) window.setTimeout(poll, 2000);
        });
      })
      .catch(function () { window.setTimeout(poll, 10000); });
  }
  window.setTimeout(poll, 2000);
})();
