import type { Locale } from '@sorte/contracts/common/locale';
import { SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES, type SimSymbol } from './engine';
import { SIM_TEXTS } from './texts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reel symbols as inline SVG (no external artwork). */
export const SYMBOL_SVG: Record<SimSymbol, string> = {
  SEVEN:
    '<svg viewBox="0 0 100 100" aria-hidden="true"><defs><linearGradient id="g7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#c0161f"/></linearGradient></defs><path d="M22 20h58l-30 66H32l26-52H22z" fill="url(#g7)" stroke="#ffd34d" stroke-width="4" stroke-linejoin="round"/></svg>',
  BAR: '<svg viewBox="0 0 100 100" aria-hidden="true"><rect x="12" y="30" width="76" height="40" rx="8" fill="#1f2937" stroke="#ffd34d" stroke-width="4"/><text x="50" y="59" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="24" fill="#fff">BAR</text></svg>',
  BELL: '<svg viewBox="0 0 100 100" aria-hidden="true"><path d="M50 14c-16 0-26 12-26 30v16l-8 12h68l-8-12V44c0-18-10-30-26-30z" fill="#ffc93c" stroke="#b7791f" stroke-width="4" stroke-linejoin="round"/><circle cx="50" cy="80" r="8" fill="#b7791f"/></svg>',
  STAR: '<svg viewBox="0 0 100 100" aria-hidden="true"><polygon points="50,10 61,38 91,38 67,57 76,87 50,69 24,87 33,57 9,38 39,38" fill="#7dd3fc" stroke="#0369a1" stroke-width="4" stroke-linejoin="round"/></svg>',
  CHERRY:
    '<svg viewBox="0 0 100 100" aria-hidden="true"><path d="M36 62C40 40 52 24 70 16M64 62C64 44 66 30 70 16" fill="none" stroke="#15803d" stroke-width="5" stroke-linecap="round"/><path d="M70 16c8 2 14 8 14 14-8 0-14-6-14-14z" fill="#22c55e"/><circle cx="34" cy="70" r="16" fill="#e11d48" stroke="#9f1239" stroke-width="3"/><circle cx="66" cy="70" r="16" fill="#e11d48" stroke="#9f1239" stroke-width="3"/><circle cx="28" cy="64" r="4" fill="#fda4af"/><circle cx="60" cy="64" r="4" fill="#fda4af"/></svg>',
  LEMON:
    '<svg viewBox="0 0 100 100" aria-hidden="true"><ellipse cx="50" cy="52" rx="34" ry="26" fill="#fde047" stroke="#ca8a04" stroke-width="4"/><path d="M80 44l10-6M20 60l-10 6" stroke="#ca8a04" stroke-width="5" stroke-linecap="round"/><ellipse cx="40" cy="44" rx="10" ry="5" fill="#fef9c3"/></svg>',
};

const CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Thai","PingFang SC",sans-serif;color:#f8fafc;
background:radial-gradient(120% 90% at 50% 0%,#3b1d6e 0%,#1a1033 55%,#0b0718 100%);display:flex;flex-direction:column;align-items:center}
.top{width:100%;display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 18px;background:rgba(0,0,0,.35);border-bottom:1px solid rgba(255,255,255,.08)}
.title{display:flex;flex-direction:column;min-width:0}.title b{font-size:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{font-size:11px;letter-spacing:.08em;text-transform:uppercase;color:#c4b5fd}
.bal{text-align:right}.bal small{display:block;font-size:11px;color:#cbd5e1;text-transform:uppercase;letter-spacing:.06em}
.bal output{font-size:20px;font-weight:700;font-variant-numeric:tabular-nums;color:#fde68a}
.demo[hidden]{display:none}.demo{display:inline-block;margin-left:6px;padding:1px 6px;border-radius:999px;background:#0ea5e9;color:#012;font-size:10px;font-weight:700;vertical-align:middle}
main{flex:1;width:100%;max-width:640px;display:flex;flex-direction:column;align-items:center;gap:18px;padding:24px 16px}
.machine{width:100%;padding:18px;border-radius:24px;background:linear-gradient(180deg,#f59e0b,#b45309);box-shadow:0 20px 50px rgba(0,0,0,.5),inset 0 2px 0 rgba(255,255,255,.4)}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;padding:14px;border-radius:16px;background:#140b26;box-shadow:inset 0 6px 18px rgba(0,0,0,.7)}
.reel{aspect-ratio:1;border-radius:12px;background:linear-gradient(180deg,#fff 0%,#e2e8f0 50%,#fff 100%);display:flex;align-items:center;justify-content:center;overflow:hidden;box-shadow:inset 0 0 0 2px rgba(0,0,0,.15)}
.reel svg{width:78%;height:78%;transition:transform .15s}
.spinning .reel svg{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-30%);opacity:.5}100%{transform:translateY(30%);opacity:.5}}
.win .reel{box-shadow:inset 0 0 0 3px #facc15,0 0 18px #facc15}
.msg{min-height:28px;font-size:18px;font-weight:700;text-align:center}.msg.good{color:#fde047}.msg.bad{color:#fca5a5}
.controls{width:100%;display:flex;flex-direction:column;gap:12px;align-items:center}
.stakes{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}.stakes-label{font-size:12px;color:#cbd5e1;text-transform:uppercase;letter-spacing:.06em}
.stakes button{min-width:72px;padding:8px 12px;border-radius:999px;border:1px solid rgba(255,255,255,.25);background:rgba(255,255,255,.06);color:#f8fafc;font-weight:600;font-variant-numeric:tabular-nums;cursor:pointer}
.stakes button[aria-pressed="true"]{background:#fde68a;color:#1a1033;border-color:#fde68a}
.spin{width:min(320px,100%);padding:16px;border:0;border-radius:999px;font-size:20px;font-weight:800;letter-spacing:.04em;color:#1a1033;cursor:pointer;
background:linear-gradient(180deg,#fef08a,#f59e0b);box-shadow:0 8px 0 #92400e,0 12px 24px rgba(0,0,0,.4)}
.spin:active{transform:translateY(4px);box-shadow:0 4px 0 #92400e}.spin:disabled{filter:grayscale(.6);opacity:.7;cursor:default}
details{width:100%;background:rgba(255,255,255,.05);border-radius:14px;padding:10px 14px}summary{cursor:pointer;font-weight:700}
table{width:100%;border-collapse:collapse;margin-top:8px;font-size:14px}td{padding:4px 6px;border-top:1px solid rgba(255,255,255,.08)}
td svg{width:26px;height:26px;vertical-align:middle}td:last-child{text-align:right;font-variant-numeric:tabular-nums;color:#fde68a}
.foot{font-size:12px;color:#94a3b8}
button:focus-visible{outline:3px solid #a78bfa;outline-offset:2px}
`;

/** The simulator's game page: server-rendered shell in the player's language; sim.js drives it. */
export function renderSimPage(locale: Locale): string {
  const t = SIM_TEXTS[locale];
  const rows = SYMBOLS.map(
    (s) =>
      `<tr><td>${SYMBOL_SVG[s].repeat(3)}</td><td>${escape(t.threeOfAKind)}</td><td>×${THREE_OF_A_KIND[s]}</td></tr>`,
  ).join('');
  const templates = SYMBOLS.map((s) => `<template id="sym-${s}">${SYMBOL_SVG[s]}</template>`).join('');
  const texts = JSON.stringify(t).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t.badge)}</title><style>${CSS}</style></head>
<body data-locale="${escape(locale)}">
<header class="top"><div class="title"><span class="badge">${escape(t.badge)}</span><b id="game-name" data-testid="sim-game-name">…</b></div>
<div class="bal"><small>${escape(t.balance)}<span id="demo" class="demo" hidden>${escape(t.demo)}</span></small><output id="balance" data-testid="sim-balance">—</output></div></header>
<main>
<div class="machine"><div class="reels" id="reels">${['CHERRY', 'SEVEN', 'BELL']
    .map((s) => `<div class="reel">${SYMBOL_SVG[s as SimSymbol]}</div>`)
    .join('')}</div></div>
<div class="msg" id="msg" role="status" aria-live="polite" data-testid="sim-message">${escape(t.loading)}</div>
<div class="controls"><span class="stakes-label">${escape(t.stake)}</span><div class="stakes" id="stakes"></div>
<button class="spin" id="spin" type="button" disabled data-testid="sim-spin">${escape(t.spin)}</button></div>
<details><summary>${escape(t.paytable)}</summary><table>${rows}
<tr><td>${SYMBOL_SVG.CHERRY.repeat(2)}</td><td>${escape(t.twoCherries)}</td><td>×${TWO_CHERRIES}</td></tr>
<tr><td>${SYMBOL_SVG.BAR.repeat(2)}</td><td>${escape(t.anyPair)}</td><td>×0.5</td></tr></table>
<p class="foot" id="rtp"></p></details>
</main>${templates}
<script type="application/json" id="texts">${texts}</script>
<script src="/vendor-sim/sim.js"></script>
</body></html>`;
}
