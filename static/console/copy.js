// A "Copy" button beside a read-only field: <button data-copy="field-id" data-copied="Copied.">.
// Without JavaScript the field can still be selected and copied by hand.
(function () {
  "use strict";
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    button.addEventListener("click", function () {
      var field = document.getElementById(button.getAttribute("data-copy"));
      if (!field) return;
      var status = button.closest(".card, section").querySelector("[data-copy-status]");
      var done = function () { if (status) status.textContent = button.getAttribute("data-copied"); };
      field.select();
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(done, function () { document.execCommand("copy"); done(); });
      } else {
        document.execCommand("copy");
        done();
      }
    });
  });
})();
