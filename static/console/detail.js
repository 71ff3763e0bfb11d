// Detail page: the conversation live (new turns fetched masked from the server), the reply
// composer (Enter sends, Shift+Enter new line), typing notices both ways, and a note when
// someone else changed this handover.
(function () {
  "use strict";
  var root = document.getElementById("handover");
  var status = document.getElementById("live-status");
  if (!root || !window.consoleLive) { return; }
  var id = Number(root.dataset.handover);
  var sessionId = Number(root.dataset.session);
  var lastSeq = Number(root.dataset.lastSeq) || 0;
  var list = document.getElementById("transcript");
  var typing = document.getElementById("typing");
  var composer = document.getElementById("composer");
  var submitted = false;
  var fetching = false;
  var again = false;
  var typingTimer = null;

  // "Show N messages": the count of the turns shown, in the page's language.
  function countShown() {
    var summary = document.getElementById("transcript-count");
    if (!summary) { return; }
    var n = list.querySelectorAll("li.msg").length;
    summary.textContent = (n === 1 ? summary.dataset.one : summary.dataset.other).replace("{n}", n);
  }

  // Fetch the turns after the last one shown; one request at a time, repeated if more arrived.
  function fetchNew() {
    if (fetching) { again = true; return; }
    fetching = true;
    fetch(root.dataset.messagesUrl + "?after=" + lastSeq, { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) {
        if (!html.trim()) { return; }
        var holder = document.createElement("ol");
        holder.innerHTML = html;
        var empty = list.querySelector("li.muted");
        if (empty) { empty.remove(); }
        Array.prototype.slice.call(holder.children).forEach(function (item) {
          var seq = Number(item.id.slice(1));
          if (seq > lastSeq) { lastSeq = seq; list.appendChild(item); }
        });
        var details = list.closest("details");
        if (details) { details.open = true; }
        countShown();
        list.lastElementChild.scrollIntoView({ block: "nearest" });
      })
      .catch(function () {})
      .then(function () {
        fetching = false;
        if (again) { again = false; fetchNew(); }
      });
  }

  var send = window.consoleLive(root.dataset.wsPath, function (event) {
    if (event.handover === id && !submitted) { status.textContent = root.dataset.msgChanged; }
  }, function (online) {
    root.dataset.live = online ? "on" : "off";
    if (online) { fetchNew(); }
  }, function (event) {
    if (event.session !== sessionId) { return; }
    if (event.event === "message") {
      if (event.role === "user") {
        typing.textContent = "";
        status.textContent = root.dataset.msgNew;
      }
      fetchNew();
    } else if (event.event === "typing" && event.who === "visitor") {
      typing.textContent = root.dataset.msgTyping;
      window.clearTimeout(typingTimer);
      typingTimer = window.setTimeout(function () { typing.textContent = ""; }, 4000);
    }
  });

  document.addEventListener("submit", function (event) {
    if (event.target !== composer) { submitted = true; }
  });
  if (!composer) { return; }

  var box = composer.querySelector("textarea");
  var button = composer.querySelector("button[type=submit]");
  var lastTyping = 0;

  function sendReply() {
    var text = box.value;
    if (!text.trim() || button.disabled) { return; }
    button.disabled = true;
    fetch(composer.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      body: new FormData(composer),
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (response.status !== 201) { throw body; }
      });
    }).then(function () {
      box.value = "";
      status.textContent = "";
      fetchNew();
    }).catch(function (body) {
      // The draft stays in the box; the server's reason when it gave one.
      status.textContent = (body && body.error && body.error.message) || root.dataset.msgFailed;
    }).then(function () {
      button.disabled = false;
      box.focus();
    });
  }

  composer.addEventListener("submit", function (event) {
    event.preventDefault();
    sendReply();
  });
  box.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      sendReply();
    }
  });
  box.addEventListener("input", function () {
    var now = Date.now();
    if (now - lastTyping > 2500) {
      lastTyping = now;
      send({ type: "typing", session: sessionId });
    }
  });
})();
