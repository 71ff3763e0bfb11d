/*
 * chatmemory chat widget: dependency-free, no build step, no external assets.
 *
 * Embed with
 *   <script src="https://HOST/static/widget/widget.js" data-site="site_..." defer></script>
 * Optional: data-api (the widget API base, default HOST/widget/v1/), data-lang (de, en, da, nl;
 * default: the page's <html lang>), data-title.
 *
 * The browser keeps ONLY the session key, in sessionStorage (strictly necessary, no consent
 * needed). The transcript lives on the server; every page load restores it from there.
 *
 * When the bot proposes to remember something, the widget asks in plain words (the value, the
 * purpose, how to delete it). Only a "yes" makes the server keep it, create a pseudonymous
 * subject and set its recognition cookie (HttpOnly, set and read by the server alone); "no"
 * keeps nothing and the chat goes on. Withdrawing deletes the memories and the cookie.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  if (!script || !script.dataset.site) {
    return;
  }

  var STRINGS = {
    en: {
      consentTitle: "Remember this for future chats?",
      consentValue: "What I would remember:",
      consentPurpose: "What for:",
      consentDelete: "You can delete it any time on the page \u201cWhat the bot remembers\u201d or by saying \u201cforget\u201d.",
      consentCookie: "To recognise you next time, this browser gets a cookie. Saying no keeps nothing after this chat, which goes on as before.",
      remember: "Remember this",
      noThanks: "No thanks",
      declined: "All right, nothing is kept after this conversation.",
      remembered: "Remembered: {value}.",
      consentFailed: "That could not be saved. The chat goes on as before.",
      memoryNote: "The bot remembers things about you.",
      portalLink: "What the bot remembers",
      withdraw: "Withdraw and delete",
      withdrawn: "Done: everything the bot remembered about you is deleted, and so is its cookie.",
      launcher: "Chat with us",
      launcherContinue: "Continue chat",
      title: "Chat with us",
      close: "Close chat",
      reset: "New conversation",
      label: "Your message",
      placeholder: "Type your message…",
      send: "Send",
      you: "You:",
      bot: "Assistant:",
      log: "Conversation",
      greeting: "Hello! How can I help you?",
      typing: "The assistant is typing…",
      note: "Please don't enter card numbers or passwords. Your browser keeps only a session key for this chat; the history is deleted automatically.",
      tooMany: "Too many messages. Please wait a moment.",
      tooLong: "Your message is too long.",
      empty: "Write a message first.",
      failed: "Your message could not be sent. Please try again.",
      handedOver: "You are in the queue: a colleague will take over this conversation and reply here.",
      agent: "Colleague",
      agentTyping: "A colleague is typing…",
      resolved: "Our colleague has finished. The assistant is here for you again.",
      restarted: "New conversation started.",
      earlier: "Earlier messages are not shown.",
    },
    de: {
      consentTitle: "Soll ich mir das für künftige Gespräche merken?",
      consentValue: "Was ich mir merken würde:",
      consentPurpose: "Wozu:",
      consentDelete: "Sie können es jederzeit auf der Seite \u201eWas der Bot sich merkt\u201c löschen oder indem Sie \u201evergiss\u201c schreiben.",
      consentCookie: "Damit der Bot Sie wiedererkennt, erhält dieser Browser ein Cookie. Bei „Nein“ bleibt nach dem Gespräch nichts gespeichert; der Chat geht weiter.",
      remember: "Ja, merken",
      noThanks: "Nein, danke",
      declined: "In Ordnung, nach diesem Gespräch bleibt nichts gespeichert.",
      remembered: "Gemerkt: {value}.",
      consentFailed: "Das konnte nicht gespeichert werden. Der Chat geht ganz normal weiter.",
      memoryNote: "Der Bot merkt sich Angaben über Sie.",
      portalLink: "Was der Bot sich merkt",
      withdraw: "Widerrufen und löschen",
      withdrawn: "Erledigt: Alles, was sich der Bot über Sie gemerkt hat, ist gelöscht, ebenso sein Cookie.",
      launcher: "Chatten Sie mit uns",
      launcherContinue: "Chat fortsetzen",
      title: "Chatten Sie mit uns",
      close: "Chat schließen",
      reset: "Neues Gespräch",
      label: "Ihre Nachricht",
      placeholder: "Nachricht eingeben…",
      send: "Senden",
      you: "Sie:",
      bot: "Assistent:",
      log: "Gesprächsverlauf",
      greeting: "Hallo! Wie kann ich Ihnen helfen?",
      typing: "Der Assistent schreibt…",
      note: "Bitte geben Sie keine Kartennummern oder Passwörter ein. Ihr Browser speichert nur einen Sitzungsschlüssel; der Verlauf wird automatisch gelöscht.",
      tooMany: "Zu viele Nachrichten. Bitte warten Sie einen Moment.",
      tooLong: "Ihre Nachricht ist zu lang.",
      empty: "Bitte schreiben Sie zuerst eine Nachricht.",
      failed: "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
      handedOver: "Sie sind in der Warteschlange: Ein Mitarbeiter übernimmt das Gespräch und antwortet hier.",
      agent: "Mitarbeiter",
      agentTyping: "Ein Mitarbeiter schreibt…",
      resolved: "Unser Mitarbeiter ist fertig. Der Assistent ist wieder für Sie da.",
      restarted: "Neues Gespräch begonnen.",
      earlier: "Ältere Nachrichten werden nicht angezeigt.",
    },
    da: {
      consentTitle: "Skal jeg huske det til fremtidige samtaler?",
      consentValue: "Det, jeg ville huske:",
      consentPurpose: "Hvorfor:",
      consentDelete: "Du kan til enhver tid slette det på siden \u201dHvad botten husker\u201d eller ved at skrive \u201dglem\u201d.",
      consentCookie: "For at genkende dig næste gang får denne browser en cookie. Siger du nej, gemmes intet efter samtalen, og chatten fortsætter.",
      remember: "Husk det",
      noThanks: "Nej tak",
      declined: "Helt i orden, intet gemmes efter denne samtale.",
      remembered: "Husket: {value}.",
      consentFailed: "Det kunne ikke gemmes. Chatten fortsætter som før.",
      memoryNote: "Botten husker oplysninger om dig.",
      portalLink: "Hvad botten husker",
      withdraw: "Tilbagekald og slet",
      withdrawn: "Færdig: Alt, hvad botten huskede om dig, er slettet, og det samme er dens cookie.",
      launcher: "Chat med os",
      launcherContinue: "Fortsæt chat",
      title: "Chat med os",
      close: "Luk chat",
      reset: "Ny samtale",
      label: "Din besked",
      placeholder: "Skriv din besked…",
      send: "Send",
      you: "Dig:",
      bot: "Assistent:",
      log: "Samtale",
      greeting: "Hej! Hvordan kan jeg hjælpe dig?",
      typing: "Assistenten skriver…",
      note: "Indtast ikke kortnumre eller adgangskoder. Din browser gemmer kun en sessionsnøgle til denne chat; historikken slettes automatisk.",
      tooMany: "For mange beskeder. Vent venligst et øjeblik.",
      tooLong: "Din besked er for lang.",
      empty: "Skriv først en besked.",
      failed: "Din besked kunne ikke sendes. Prøv igen.",
      handedOver: "Du er i køen: En medarbejder overtager samtalen og svarer her.",
      agent: "Medarbejder",
      agentTyping: "En medarbejder skriver…",
      resolved: "Vores medarbejder er færdig. Assistenten er her igen for dig.",
      restarted: "Ny samtale startet.",
      earlier: "Ældre beskeder vises ikke.",
    },
    nl: {
      consentTitle: "Zal ik dit onthouden voor toekomstige gesprekken?",
      consentValue: "Wat ik zou onthouden:",
      consentPurpose: "Waarvoor:",
      consentDelete: "Je kunt het altijd verwijderen op de pagina \u2018Wat de bot onthoudt\u2019 of door \u2018vergeet\u2019 te zeggen.",
      consentCookie: "Om je de volgende keer te herkennen krijgt deze browser een cookie. Zeg je nee, dan wordt na dit gesprek niets bewaard en gaat de chat door.",
      remember: "Onthoud dit",
      noThanks: "Nee, bedankt",
      declined: "Prima, na dit gesprek wordt niets bewaard.",
      remembered: "Onthouden: {value}.",
      consentFailed: "Dat kon niet worden opgeslagen. De chat gaat gewoon door.",
      memoryNote: "De bot onthoudt gegevens over je.",
      portalLink: "Wat de bot onthoudt",
      withdraw: "Intrekken en verwijderen",
      withdrawn: "Klaar: alles wat de bot over je onthield is verwijderd, en zijn cookie ook.",
      launcher: "Chat met ons",
      launcherContinue: "Chat voortzetten",
      title: "Chat met ons",
      close: "Chat sluiten",
      reset: "Nieuw gesprek",
      label: "Je bericht",
      placeholder: "Typ je bericht…",
      send: "Verzenden",
      you: "Jij:",
      bot: "Assistent:",
      log: "Gesprek",
      greeting: "Hallo! Hoe kan ik je helpen?",
      typing: "De assistent typt…",
      note: "Voer geen kaartnummers of wachtwoorden in. Je browser bewaart alleen een sessiesleutel voor deze chat; de geschiedenis wordt automatisch verwijderd.",
      tooMany: "Te veel berichten. Wacht even.",
      tooLong: "Je bericht is te lang.",
      empty: "Schrijf eerst een bericht.",
      failed: "Je bericht kon niet worden verzonden. Probeer het opnieuw.",
      handedOver: "Je staat in de wachtrij: een medewerker neemt het gesprek over en antwoordt hier.",
      agent: "Medewerker",
      agentTyping: "Een medewerker typt…",
      resolved: "Onze medewerker is klaar. De assistent staat weer voor je klaar.",
      restarted: "Nieuw gesprek gestart.",
      earlier: "Eerdere berichten worden niet getoond.",
    },
  };

  var MAX_CHARS = 8000;
  // Which consent wording the visitor saw (recorded with the decision).
  var CONSENT_TEXT_VERSION = "widget-consent-1";
  // The link to the customer page is short-lived: fetch a fresh one this often while shown.
  var PORTAL_REFRESH_MS = 10 * 60 * 1000;
  // Where WebSockets are blocked, a colleague's replies are fetched this often instead.
  var POLL_MS = 3000;

  function pickLang(value) {
    var lang = String(value || "").slice(0, 2).toLowerCase();
    return STRINGS[lang] ? lang : "en";
  }

  var siteId = script.dataset.site;
  var apiBase = script.dataset.api || new URL("/widget/v1/", script.src).href;
  if (apiBase.slice(-1) !== "/") {
    apiBase += "/";
  }
  var sessionsUrl = new URL("sites/" + encodeURIComponent(siteId) + "/sessions", new URL(apiBase, location.href)).href;
  var lang = pickLang(script.dataset.lang || document.documentElement.lang || navigator.language);
  var T = STRINGS[lang];
  var STORAGE_KEY = "chatmemory.session." + siteId;
  var apiUrl = new URL(apiBase, location.href);
  var socketBase = (apiUrl.protocol === "https:" ? "wss://" : "ws://") + apiUrl.host +
    "/ws/widget/" + encodeURIComponent(siteId) + "/";

  // --- Storage: the session key and nothing else -------------------------------------------

  function readKey() {
    try {
      return window.sessionStorage.getItem(STORAGE_KEY);
    } catch (e) {
      return null; // storage blocked: the conversation lasts for this page only
    }
  }

  function writeKey(key) {
    try {
      if (key) {
        window.sessionStorage.setItem(STORAGE_KEY, key);
      } else {
        window.sessionStorage.removeItem(STORAGE_KEY);
      }
    } catch (e) {
      /* storage blocked */
    }
  }

  // --- DOM (in a shadow root, so the host page's CSS and ours don't mix) --------------------

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    if (text) {
      node.textContent = text;
    }
    return node;
  }

  var host = el("div", { id: "chatmemory-widget", lang: lang });
  host.style.visibility = "hidden";
  var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
  var css = el("link", { rel: "stylesheet", href: new URL("widget.css", script.src).href });
  css.addEventListener("load", function () { host.style.visibility = ""; });
  css.addEventListener("error", function () { host.style.visibility = ""; });
  root.appendChild(css);

  var wrap = el("div", { class: "cm" });
  var panel = el("section", { class: "cm-panel", id: "cm-panel", role: "dialog", "aria-labelledby": "cm-title" });
  panel.hidden = true;
  var head = el("header", { class: "cm-head" });
  var title = el("h2", { id: "cm-title", class: "cm-title" }, script.dataset.title || T.title);
  var resetButton = el("button", { type: "button", class: "cm-reset" }, T.reset);
  var closeButton = el("button", { type: "button", class: "cm-close", "aria-label": T.close, title: T.close }, "×");
  head.append(title, resetButton, closeButton);
  var note = el("p", { class: "cm-note", id: "cm-note" }, T.note);
  // Shown while the visitor has agreed to be remembered: their page and the way out.
  var memoryBar = el("div", { class: "cm-memory" });
  memoryBar.hidden = true;
  var portalLink = el("a", { class: "cm-portal", target: "_blank", rel: "noopener" }, T.portalLink);
  var withdrawButton = el("button", { type: "button", class: "cm-withdraw" }, T.withdraw);
  memoryBar.append(el("span", { class: "cm-memory-note" }, T.memoryNote), portalLink, withdrawButton);
  var logBox = el("div", { class: "cm-log", role: "log", "aria-live": "polite", "aria-label": T.log });
  var log = el("ol", { class: "cm-list" });
  logBox.append(log);
  var status = el("p", { class: "cm-status", role: "status", "aria-live": "polite" });
  var form = el("form", { class: "cm-form" });
  var label = el("label", { for: "cm-input", class: "cm-sr" }, T.label);
  var input = el("textarea", {
    id: "cm-input",
    rows: "2",
    maxlength: String(MAX_CHARS),
    placeholder: T.placeholder,
    "aria-describedby": "cm-note",
  });
  var sendButton = el("button", { type: "submit", class: "cm-send" }, T.send);
  form.append(label, input, sendButton);
  panel.append(head, note, memoryBar, logBox, status, form);

  // Keep the newest message in view when the log's box changes size (the panel opening, the
  // memory bar appearing above it), unless the visitor has scrolled up to read. The widget's
  // own scrolls jump (a smooth one passes through positions that look like scrolling up).
  var pinned = true;
  function toEnd() {
    pinned = true;
    logBox.scrollTo({ top: logBox.scrollHeight, behavior: "instant" });
  }
  logBox.addEventListener("scroll", function () {
    pinned = logBox.scrollHeight - logBox.scrollTop - logBox.clientHeight < 8;
  });
  if (window.ResizeObserver) {
    new window.ResizeObserver(function () {
      if (pinned) {
        toEnd();
      }
    }).observe(logBox);
  }
  var launcher = el("button", { type: "button", class: "cm-launcher", "aria-expanded": "false", "aria-controls": "cm-panel" });
  var launcherText = el("span", {}, T.launcher);
  launcher.append(launcherText);
  wrap.append(panel, launcher);
  root.appendChild(wrap);

  // --- State ---------------------------------------------------------------------------------

  var key = readKey();
  var state = null;
  var lastSeq = 0;
  var busy = false;
  var pollTimer = null;
  var portalTimer = null;
  var consentCount = 0;

  function setStatus(text, isError) {
    status.textContent = text || "";
    status.classList.toggle("cm-error", !!isError);
  }

  function renderMessage(role, text, author) {
    var kind = role === "user" ? "user" : role === "agent" ? "agent" : "bot";
    var item = el("li", { class: "cm-msg cm-" + kind });
    if (kind === "agent") {
      // A person of the team: their first name (or "Colleague"), shown and read out.
      item.append(el("span", { class: "cm-author" }, (author || T.agent) + ":"));
    } else {
      item.append(el("span", { class: "cm-sr" }, role === "user" ? T.you : T.bot));
    }
    var body = el("p", { class: "cm-text" }, text);
    item.append(body);
    log.append(item);
    toEnd();
    return body;
  }

  function showGreeting() {
    if (!log.children.length) {
      var item = el("li", { class: "cm-msg cm-bot cm-greeting" });
      item.append(el("span", { class: "cm-sr" }, T.bot), el("p", { class: "cm-text" }, T.greeting));
      log.append(item);
    }
  }

  function addFromServer(message) {
    if (message && message.seq > lastSeq) {
      lastSeq = message.seq;
      renderMessage(message.role, message.text, message.author);
    }
  }

  function setState(next) {
    var previous = state;
    state = next;
    if (state === "handed_over") {
      if (previous !== "handed_over") {
        setStatus(T.handedOver);
      }
      listen();
    } else {
      stopListening();
      if (previous === "handed_over" && state === "active") {
        setStatus(T.resolved);
      }
    }
  }

  function open(moveFocus) {
    panel.hidden = false;
    launcher.setAttribute("aria-expanded", "true");
    showGreeting();
    toEnd();
    if (moveFocus) {
      input.focus();
    }
  }

  function close() {
    panel.hidden = true;
    launcher.setAttribute("aria-expanded", "false");
    launcher.focus();
  }

  // --- Server calls ---------------------------------------------------------------------------

  // `withCookie`: only the memory calls send credentials, for the server's recognition cookie.
  function call(method, url, body, extraHeaders, withCookie) {
    var headers = { Accept: "application/json" };
    if (body) {
      headers["Content-Type"] = "application/json";
    }
    Object.keys(extraHeaders || {}).forEach(function (name) {
      headers[name] = extraHeaders[name];
    });
    return fetch(url, {
      method: method,
      mode: "cors",
      credentials: withCookie ? "include" : "omit",
      cache: "no-store",
      headers: headers,
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        return { status: response.status, data: data };
      });
    });
  }

  function startSession() {
    return call("POST", sessionsUrl, { locale: lang }).then(function (answer) {
      if (answer.status !== 201) {
        throw answer;
      }
      key = answer.data.key;
      lastSeq = 0;
      writeKey(key);
      setState(answer.data.state);
      // A visitor who agreed earlier is recognised by the server's cookie; a stranger is not.
      return memoryCall("POST", "/recognise").catch(function () {}).then(function () {
        return key;
      });
    });
  }

  // --- Long-term memory: consent, the customer page, withdrawal ------------------------------

  function memoryUrl(suffix) {
    return sessionsUrl + "/" + encodeURIComponent(key) + "/memory" + (suffix || "");
  }

  function memoryCall(method, suffix, body) {
    return call(method, memoryUrl(suffix), body, null, true).then(function (answer) {
      if (answer.status === 200 || answer.status === 201) {
        showMemory(answer.data);
      }
      return answer;
    });
  }

  function showMemory(data) {
    var shown = !!(data && data.consent && data.portal_url);
    memoryBar.hidden = !shown;
    if (shown) {
      portalLink.href = data.portal_url;
    }
    if (shown && !portalTimer) {
      portalTimer = window.setInterval(function () {
        if (key && !document.hidden) {
          memoryCall("GET", "").catch(function () {});
        }
      }, PORTAL_REFRESH_MS);
    } else if (!shown && portalTimer) {
      window.clearInterval(portalTimer);
      portalTimer = null;
    }
  }

  function closeConsentCards() {
    Array.prototype.slice.call(log.querySelectorAll(".cm-consent")).forEach(function (card) {
      card.remove();
    });
  }

  // The bot offers to remember `proposal` ({key, value, type, purpose}): ask, inside the chat.
  // The server keeps the offer until it is answered: after a page change it is asked again
  // (`again`), in view but without taking the focus from the page.
  function askConsent(proposal, again) {
    closeConsentCards();
    consentCount += 1;
    var id = "cm-consent-" + consentCount;
    var card = el("li", {
      class: "cm-consent",
      role: "group",
      tabindex: "-1",
      "aria-labelledby": id + "-title",
      "aria-describedby": id + "-details",
    });
    var details = el("div", { id: id + "-details" });
    var facts = el("dl", { class: "cm-facts" });
    facts.append(
      el("dt", {}, T.consentValue),
      el("dd", { class: "cm-value" }, proposal.value),
      el("dt", {}, T.consentPurpose),
      el("dd", { class: "cm-purpose" }, proposal.purpose)
    );
    details.append(
      facts,
      el("p", { class: "cm-small" }, T.consentDelete),
      el("p", { class: "cm-small" }, T.consentCookie)
    );
    var yes = el("button", { type: "button", class: "cm-yes" }, T.remember);
    var no = el("button", { type: "button", class: "cm-no" }, T.noThanks);
    var actions = el("div", { class: "cm-actions" });
    actions.append(yes, no);
    card.append(el("h3", { id: id + "-title", class: "cm-consent-title" }, T.consentTitle), details, actions);
    log.append(card);
    if (again) {
      toEnd();
    } else {
      // The question starts in view (a long card scrolls on as the visitor tabs to the buttons).
      card.focus({ preventScroll: true });
      card.scrollIntoView({ block: "start" });
    }

    no.addEventListener("click", function () {
      // Declining stores nothing: the server only forgets the question, and the chat goes on.
      card.remove();
      memoryCall("POST", "/decline").catch(function () {});
      setStatus(T.declined);
      input.focus();
    });
    yes.addEventListener("click", function () {
      yes.disabled = true;
      no.disabled = true;
      memoryCall("POST", "/consent", {
        granted: true,
        text_version: CONSENT_TEXT_VERSION,
        proposal: proposal,
      }).then(function (answer) {
        if (answer.status !== 201) {
          throw answer;
        }
        card.remove();
        setStatus(T.remembered.replace("{value}", proposal.value));
        portalLink.focus();
      }).catch(function () {
        card.remove();
        setStatus(T.consentFailed, true);
        input.focus();
      });
    });
    card.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        // Escape declines (and keeps the chat open) rather than closing the whole panel.
        event.preventDefault();
        event.stopPropagation();
        no.click();
      }
    });
  }

  function withdraw() {
    if (!key) {
      return;
    }
    withdrawButton.disabled = true;
    memoryCall("POST", "/withdraw").then(function (answer) {
      if (answer.status !== 200) {
        throw answer;
      }
      closeConsentCards();
      setStatus(T.withdrawn);
      input.focus();
    }).catch(function () {
      setStatus(T.failed, true);
    }).then(function () {
      withdrawButton.disabled = false;
    });
  }

  function restore() {
    if (!key) {
      return Promise.resolve();
    }
    logBox.setAttribute("aria-busy", "true");
    return call("GET", sessionsUrl + "/" + encodeURIComponent(key))
      .then(function (answer) {
        if (answer.status !== 200 || answer.data.state === "ended") {
          if (answer.status === 404 || answer.status === 200) {
            key = null; // unknown or ended: the next message starts a new conversation
            writeKey(null);
          }
          return;
        }
        if (answer.data.earlier) {
          log.append(el("li", { class: "cm-earlier" }, T.earlier));
        }
        (answer.data.messages || []).forEach(addFromServer);
        setState(answer.data.state);
        memoryCall("GET", "").then(function (memory) {
          var offer = memory.status === 200 && memory.data.offer;
          if (offer && !log.querySelector(".cm-consent")) {
            askConsent(offer, true);
          }
        }).catch(function () {});
        if (lastSeq > 0) {
          launcherText.textContent = T.launcherContinue;
          open(false); // keep the conversation in view across pages, without stealing focus
        }
      })
      .catch(function () { /* offline: the widget still opens */ })
      .then(function () { logBox.removeAttribute("aria-busy"); });
  }

  function randomId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
  }

  // One network retry with the same Idempotency-Key: the server answers a repeat with the first
  // result, so a lost response never stores the visitor's message twice.
  function postOnce(url, text) {
    var headers = { "Idempotency-Key": randomId() };
    return call("POST", url, { text: text }, headers).catch(function () {
      return new Promise(function (resolve) { window.setTimeout(resolve, 600); }).then(function () {
        return call("POST", url, { text: text }, headers);
      });
    });
  }

  function postMessage(text, retried) {
    var ready = key ? Promise.resolve(key) : startSession();
    return ready.then(function (currentKey) {
      return postOnce(sessionsUrl + "/" + encodeURIComponent(currentKey) + "/messages", text);
    }).then(function (answer) {
      if ((answer.status === 410 || answer.status === 404) && !retried) {
        key = null; // the conversation ended (reset or idle): continue in a new one
        writeKey(null);
        return postMessage(text, true).then(function (retry) {
          retry.restarted = true;
          return retry;
        });
      }
      return answer;
    });
  }

  function send(text) {
    if (busy) {
      return;
    }
    if (!text.trim()) {
      setStatus(T.empty, true);
      return;
    }
    if (text.length > MAX_CHARS) {
      setStatus(T.tooLong, true);
      return;
    }
    busy = true;
    sendButton.disabled = true;
    form.setAttribute("aria-busy", "true");
    input.value = "";
    var shown = renderMessage("user", text);
    setStatus(T.typing);
    postMessage(text, false)
      .then(function (answer) {
        if (answer.status !== 201) {
          throw answer;
        }
        if (answer.restarted) {
          // The old conversation is over on the server; show only the new one, as a reload would.
          Array.prototype.slice.call(log.children).forEach(function (item) {
            if (item !== shown.parentNode) {
              item.remove();
            }
          });
          lastSeq = 0;
        }
        // Show the message as stored: secrets the server removed are gone from view too.
        shown.textContent = answer.data.message.text;
        lastSeq = Math.max(lastSeq, answer.data.message.seq);
        setStatus(answer.restarted ? T.restarted : "");
        addFromServer(answer.data.reply);
        setState(answer.data.state);
        if (answer.data.proposal) {
          askConsent(answer.data.proposal);
        }
      })
      .catch(function (answer) {
        shown.parentNode.remove();
        input.value = text;
        var code = answer && answer.status;
        setStatus(code === 429 ? T.tooMany : code === 413 ? T.tooLong : T.failed, true);
      })
      .then(function () {
        busy = false;
        sendButton.disabled = false;
        form.removeAttribute("aria-busy");
        if (!log.querySelector(".cm-consent")) {
          input.focus(); // a consent card keeps the focus it took
        }
      });
  }

  function reset() {
    var oldKey = key;
    key = null;
    lastSeq = 0;
    state = null;
    writeKey(null);
    stopListening();
    showMemory(null); // the next conversation is linked again when it starts
    resetButton.disabled = true;
    var ended = oldKey
      ? call("POST", sessionsUrl + "/" + encodeURIComponent(oldKey) + "/end").catch(function () {})
      : Promise.resolve();
    // Announce the new conversation once the server has ended the old one.
    return ended.then(function () {
      log.textContent = "";
      showGreeting();
      launcherText.textContent = T.launcher;
      setStatus(T.restarted);
      resetButton.disabled = false;
      input.focus();
    });
  }

  // While a colleague has the conversation, their replies arrive live: the WebSocket says that
  // something happened (ids only) and the widget fetches the new turns with its session key.
  // Where WebSockets are blocked, it polls the same endpoint instead.
  var socket = null;
  var socketKey = null;
  var socketOpen = false;
  var fetchingNew = false;
  var fetchAgain = false;
  var typingTimer = null;
  var lastTypingSent = 0;

  function fetchNew() {
    if (!key) {
      return;
    }
    if (fetchingNew) {
      fetchAgain = true;
      return;
    }
    fetchingNew = true;
    call("GET", sessionsUrl + "/" + encodeURIComponent(key) + "?after=" + lastSeq).then(function (answer) {
      if (answer.status === 200) {
        (answer.data.messages || []).forEach(function (message) {
          if (message.role !== "user") {
            setStatus(""); // a reply ends the "typing…" notice
          }
          addFromServer(message);
        });
        setState(answer.data.state);
      }
    }).catch(function () {}).then(function () {
      fetchingNew = false;
      if (fetchAgain) {
        fetchAgain = false;
        fetchNew();
      }
    });
  }

  function listen() {
    startPolling();
    if (!window.WebSocket || !key || (socket && socketKey === key)) {
      return;
    }
    socketKey = key;
    try {
      socket = new WebSocket(socketBase + encodeURIComponent(key) + "/");
    } catch (e) {
      socket = null;
      return;
    }
    var current = socket;
    current.onopen = function () {
      socketOpen = true;
      fetchNew(); // anything that arrived before the socket was open
    };
    current.onmessage = function (message) {
      var data;
      try { data = JSON.parse(message.data); } catch (e) { return; }
      if (data.type !== "session") {
        return;
      }
      if (data.event === "message" || data.event === "state") {
        fetchNew();
      } else if (data.event === "typing" && data.who === "agent") {
        setStatus(T.agentTyping);
        window.clearTimeout(typingTimer);
        typingTimer = window.setTimeout(function () {
          if (status.textContent === T.agentTyping) {
            setStatus("");
          }
        }, 4000);
      }
    };
    current.onclose = function () {
      if (socket !== current) {
        return;
      }
      socket = null;
      socketOpen = false;
      // Polling carries on; try the socket again a little later while still handed over.
      window.setTimeout(function () {
        if (state === "handed_over") {
          socketKey = null;
          listen();
        }
      }, 5000);
    };
  }

  function stopListening() {
    stopPolling();
    if (socket) {
      var old = socket;
      socket = null;
      socketKey = null;
      socketOpen = false;
      old.close();
    }
  }

  function sendTyping() {
    var now = Date.now();
    if (socket && socketOpen && state === "handed_over" && now - lastTypingSent > 2500) {
      lastTypingSent = now;
      socket.send('{"type":"typing"}');
    }
  }

  function startPolling() {
    if (pollTimer) {
      return;
    }
    pollTimer = window.setInterval(function () {
      if (!key || state !== "handed_over") {
        stopPolling();
        return;
      }
      if (document.hidden || socketOpen) {
        return; // the socket tells us when to fetch
      }
      fetchNew();
    }, POLL_MS);
  }

  function stopPolling() {
    if (pollTimer) {
      window.clearInterval(pollTimer);
      pollTimer = null;
    }
  }

  // --- Events --------------------------------------------------------------------------------

  launcher.addEventListener("click", function () {
    if (panel.hidden) {
      open(true);
    } else {
      close();
    }
  });
  closeButton.addEventListener("click", close);
  resetButton.addEventListener("click", reset);
  withdrawButton.addEventListener("click", withdraw);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    send(input.value);
  });
  input.addEventListener("input", sendTyping);
  input.addEventListener("keydown", function (event) {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      send(input.value);
    }
  });
  panel.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  });

  // A page restored from the back/forward cache shows its old DOM: fetch the transcript again.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
      key = readKey();
      lastSeq = 0;
      log.textContent = "";
      if (!key) {
        launcherText.textContent = T.launcher;
        showGreeting();
      }
      restore();
    }
  });

  function mount() {
    document.body.appendChild(host);
    restore();
  }

  if (document.body) {
    mount();
  } else {
    document.addEventListener("DOMContentLoaded", mount);
  }
})();
