// Queue page: refetch the server-rendered (masked) rows when a handover changes.
(function () {
  "use strict";
  var section = document.getElementById("queue");
  var status = document.getElementById("live-status");
  if (!section || !window.consoleLive) { return; }
  var pending = null;
  var sound = document.getElementById("sound");
  var baseTitle = document.title;
  var SOUND_KEY = "console.sound";

  function announce(text) { status.textContent = text; }

  // The number of waiting cases in the tab's title, so a new one shows from another tab.
  function showCount() {
    var wrap = section.querySelector("[data-waiting]");
    var waiting = wrap ? Number(wrap.dataset.waiting) : 0;
    document.title = waiting > 0 ? "(" + waiting + ") " + baseTitle : baseTitle;
  }

  // A short tone, made here: no audio file, nothing fetched. Off unless the agent switches it on.
  function beep() {
    if (!sound || !sound.checked || !window.AudioContext) { return; }
    try {
      var context = new window.AudioContext();
      var tone = context.createOscillator();
      var gain = context.createGain();
      tone.frequency.value = 880;
      gain.gain.value = 0.1;
      tone.connect(gain);
      gain.connect(context.destination);
      tone.start();
      tone.stop(context.currentTime + 0.2);
    } catch (e) { /* no audio: the title and the live region still tell */ }
  }

  if (sound) {
    try { sound.checked = window.localStorage.getItem(SOUND_KEY) === "on"; } catch (e) { /* blocked */ }
    sound.addEventListener("change", function () {
      try { window.localStorage.setItem(SOUND_KEY, sound.checked ? "on" : "off"); } catch (e) { /* blocked */ }
    });
  }
  showCount();

  // Only the newest request's rows are shown: an older answer that arrives late is dropped.
  var latest = 0;
  // A swap under a pressed pointer would swallow the agent's click on a row; it waits for release.
  var pressed = false;
  var held = null;
  var shown = null;

  function show(html) {
    if (pressed) { held = html; return; }
    held = null;
    if (html === shown) { return; }
    shown = html;
    // Keep keyboard focus on the same row link if it is still there.
    var focused = document.activeElement && document.activeElement.getAttribute("href");
    section.innerHTML = html;
    showCount();
    if (focused) {
      var again = section.querySelector('a[href="' + focused + '"]');
      if (again) { again.focus(); }
    }
  }

  section.addEventListener("pointerdown", function () { pressed = true; });
  document.addEventListener("pointerup", function () {
    pressed = false;
    // After the click's own handlers have run (a row link navigates away).
    if (held !== null) { window.setTimeout(function () { if (held !== null) { show(held); } }, 0); }
  });

  function refresh() {
    // Coalesce bursts of events into one request.
    if (pending) { return; }
    pending = window.setTimeout(function () {
      pending = null;
      var request = ++latest;
      fetch(section.dataset.rowsUrl, { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
        .then(function (response) { return response.ok ? response.text() : null; })
        .then(function (html) {
          if (html === null || request !== latest) { return; }
          show(html);
        });
    }, 150);
  }

  // Waiting times are rendered by the server; refresh them once a minute.
  window.setInterval(refresh, 60000);

  window.consoleLive(section.dataset.wsPath, function (event) {
    announce(section.dataset["msg" + event.event.charAt(0).toUpperCase() + event.event.slice(1)] || "");
    if (event.event === "created") { beep(); }
    refresh();
  }, function (online) {
    section.dataset.live = online ? "on" : "off";
    if (online) { refresh(); } else { announce(section.dataset.msgOffline); }
  }, function (event) {
    // A visitor wrote in a handed-over conversation: the rows show it as unread.
    if (event.event === "message" && event.role === "user") { refresh(); }
  });
})();
