// The console's WebSocket: reconnects with backoff and hands each event to the page's handler.
// Returns a `send(object)` that writes to the socket while it is open (typing notices).
(function () {
  "use strict";
  window.consoleLive = function (path, onEvent, onState, onSession) {
    var delay = 1000;
    var socket = null;
    function connect() {
      var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
      socket = new WebSocket(scheme + window.location.host + path);
      socket.onopen = function () { delay = 1000; if (onState) { onState(true); } };
      socket.onmessage = function (message) {
        var data;
        try { data = JSON.parse(message.data); } catch (e) { return; }
        if (data.type === "handover") { onEvent(data); }
        if (data.type === "session" && onSession) { onSession(data); }
      };
      socket.onclose = function () {
        if (onState) { onState(false); }
        window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30000);
      };
    }
    connect();
    window.setInterval(function () {
      if (socket && socket.readyState === WebSocket.OPEN) { socket.send('{"type":"ping"}'); }
    }, 25000);
    return function (data) {
      if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(data)); }
    };
  };
})();
