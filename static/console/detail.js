// Detail page: tell the agent when someone else changed this handover.
(function () {
  "use strict";
  var root = document.getElementById("handover");
  var status = document.getElementById("live-status");
  if (!root || !window.consoleLive) { return; }
  var id = Number(root.dataset.handover);
  var submitted = false;
  document.addEventListener("submit", function () { submitted = true; });
  window.consoleLive(root.dataset.wsPath, function (event) {
    if (event.handover === id && !submitted) { status.textContent = root.dataset.msgChanged; }
  }, function (online) { root.dataset.live = online ? "on" : "off"; });
})();
