/**
 * The simulator page's script (served as /vendor-sim/sim.js: the CSP allows no inline script).
 * Plain ES2020 for the browser; it talks only to the simulator's own backend (/vendor-sim/api/*).
 */
export const SIM_SCRIPT = String.raw`(() => {
  'use strict';
  const body = document.body;
  const locale = body.dataset.locale;
  // The launch address carries a one-time code in its fragment (#code=): taken once and removed
  // from the address bar, exchanged once for the launch token, which lives only in this tab.
  const TOKEN_KEY = 'vsimToken';
  const launchCode = new URLSearchParams(window.location.hash.slice(1)).get('code');
  if (launchCode) history.replaceState(history.state, '', window.location.pathname + window.location.search);
  let token = null;
  // A new launch into this page changes only the fragment: load again to exchange the new code.
  window.addEventListener('hashchange', () => {
    if (new URLSearchParams(window.location.hash.slice(1)).has('code')) window.location.reload();
  });
  const t = JSON.parse(document.getElementById('texts').textContent);
  const $ = (id) => document.getElementById(id);
  const reels = $('reels');
  const msg = $('msg');
  const spinButton = $('spin');
  let stake = null;
  let busy = false;
  const say = (text, kind) => {
    msg.textContent = text;
    msg.className = 'msg' + (kind ? ' ' + kind : '');
  };
  const notifyParent = () => {
    try {
      if (window.parent !== window) window.parent.postMessage({ source: 'vendor-sim', type: 'balance' }, window.location.origin);
    } catch (e) {}
  };
  const api = async (path, payload) => {
    const res = await fetch('/vendor-sim/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const json = await res.json().catch(() => ({ success: false, code: 'NETWORK_ERROR' }));
    if (!json.success) throw Object.assign(new Error(json.code || 'ERROR'), { code: json.code });
    return json.value;
  };
  const errorText = (code) =>
    code === 'INSUFFICIENT_BALANCE'
      ? t.insufficient
      : code === 'PROVIDER_TOKEN_INVALID' || code === 'LAUNCH_CODE_INVALID'
        ? t.expired
        : t.failed;
  const stored = () => {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch (e) {
      return null;
    }
  };
  // A fresh code wins; a reload (code gone, or spent) keeps the tab's token.
  const launchToken = async () => {
    if (!launchCode) return stored();
    let answer;
    try {
      answer = await api('exchange', { code: launchCode });
    } catch (e) {
      if (e.code === 'LAUNCH_CODE_INVALID' && stored()) return stored();
      throw e;
    }
    try {
      sessionStorage.setItem(TOKEN_KEY, answer.token);
    } catch (e) {}
    return answer.token;
  };
  const show = (symbols) => {
    symbols.forEach((s, i) => {
      const tpl = document.getElementById('sym-' + s);
      reels.children[i].replaceChildren(tpl.content.cloneNode(true));
    });
  };
  const uuid = () =>
    crypto.randomUUID ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

  async function start() {
    try {
      token = await launchToken();
      if (!token) throw Object.assign(new Error('LAUNCH_CODE_INVALID'), { code: 'LAUNCH_CODE_INVALID' });
      const s = await api('session', { token });
      $('game-name').textContent = s.gameName;
      document.title = s.gameName;
      $('balance').textContent = s.shown.balance;
      $('demo').hidden = !s.trial;
      $('rtp').textContent = t.rtp.replace('{rtp}', s.rtp);
      const box = $('stakes');
      s.stakes.forEach((value, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = s.shown.stakes[i];
        b.setAttribute('aria-pressed', i === 0 ? 'true' : 'false');
        b.dataset.testid = 'sim-stake';
        b.addEventListener('click', () => {
          stake = value;
          box.querySelectorAll('button').forEach((x) => x.setAttribute('aria-pressed', x === b ? 'true' : 'false'));
        });
        box.appendChild(b);
      });
      stake = s.stakes[0];
      say('', '');
      spinButton.disabled = false;
    } catch (e) {
      say(errorText(e.code), 'bad');
    }
  }

  spinButton.addEventListener('click', async () => {
    if (busy || !stake || !token) return;
    busy = true;
    spinButton.disabled = true;
    reels.parentElement.classList.remove('win');
    reels.classList.add('spinning');
    say('', '');
    const started = Date.now();
    try {
      const r = await api('spin', { token, stake, spinId: uuid() });
      const wait = Math.max(0, 600 - (Date.now() - started));
      await new Promise((resolve) => setTimeout(resolve, wait));
      reels.classList.remove('spinning');
      show(r.reels);
      $('balance').textContent = r.shown.balance;
      if (Number(r.win) > 0) {
        reels.parentElement.classList.add('win');
        say(t.youWon.replace('{amount}', r.shown.win), 'good');
      } else say(t.noWin, '');
      notifyParent();
    } catch (e) {
      reels.classList.remove('spinning');
      say(errorText(e.code), 'bad');
    } finally {
      busy = false;
      spinButton.disabled = false;
    }
  });

  start();
})();
`;
