import type { SlotSymbol } from '@sorte/contracts/games/inhouse-rules';

/** Generated SVG artwork of the slot symbols (no external images). */
const ART: Record<SlotSymbol, React.ReactNode> = {
  wild: (
    <>
      <defs>
        <linearGradient id="sWild" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b58cff" />
          <stop offset="1" stopColor="#5b3df5" />
        </linearGradient>
      </defs>
      <rect
        x="8"
        y="18"
        width="84"
        height="64"
        rx="14"
        fill="url(#sWild)"
        stroke="#ffd66b"
        strokeWidth="4"
      />
      <text
        x="50"
        y="61"
        textAnchor="middle"
        fontSize="27"
        fontWeight="900"
        fill="#ffd66b"
        fontFamily="Arial Black, Arial, sans-serif"
      >
        WILD
      </text>
    </>
  ),
  scatter: (
    <>
      <defs>
        <radialGradient id="sScatter" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.6" stopColor="#f5b93c" />
          <stop offset="1" stopColor="#c46a0a" />
        </radialGradient>
      </defs>
      <path
        d="M50 6l11 27 29 2-22 19 7 28-25-15-25 15 7-28-22-19 29-2z"
        fill="url(#sScatter)"
        stroke="#fff7d6"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="48" r="9" fill="#fff7d6" opacity="0.85" />
    </>
  ),
  seven: (
    <>
      <defs>
        <linearGradient id="sSeven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="1" stopColor="#d4142c" />
        </linearGradient>
      </defs>
      <path
        d="M22 18h58v12L52 86H35l27-52H22z"
        fill="url(#sSeven)"
        stroke="#ffe3e3"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </>
  ),
  crown: (
    <>
      <defs>
        <linearGradient id="sCrown" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe58a" />
          <stop offset="1" stopColor="#d88a10" />
        </linearGradient>
      </defs>
      <path
        d="M14 72l-4-42 22 18 18-30 18 30 22-18-4 42z"
        fill="url(#sCrown)"
        stroke="#7a4a00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="14"
        y="72"
        width="72"
        height="12"
        rx="4"
        fill="#d88a10"
        stroke="#7a4a00"
        strokeWidth="3"
      />
      <circle cx="50" cy="56" r="6" fill="#e0245e" />
      <circle cx="30" cy="62" r="4" fill="#19c37d" />
      <circle cx="70" cy="62" r="4" fill="#45a3ff" />
    </>
  ),
  bell: (
    <>
      <defs>
        <linearGradient id="sBell" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff09a" />
          <stop offset="1" stopColor="#e8a317" />
        </linearGradient>
      </defs>
      <path
        d="M50 12c-17 0-26 14-26 32 0 14-6 20-12 26h76c-6-6-12-12-12-26 0-18-9-32-26-32z"
        fill="url(#sBell)"
        stroke="#8a5600"
        strokeWidth="3"
      />
      <circle cx="50" cy="80" r="8" fill="#8a5600" />
      <path
        d="M36 30c3-6 8-9 13-9"
        stroke="#fffbe0"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  gem: (
    <>
      <defs>
        <linearGradient id="sGem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9ff3ff" />
          <stop offset="1" stopColor="#1677d8" />
        </linearGradient>
      </defs>
      <path
        d="M26 20h48l16 22-40 44-40-44z"
        fill="url(#sGem)"
        stroke="#e8fbff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M10 42h80M36 20l-8 22 22 44 22-44-8-22"
        fill="none"
        stroke="#e8fbff"
        strokeWidth="2"
        opacity="0.8"
      />
    </>
  ),
  melon: (
    <>
      <path d="M10 40a40 40 0 0 0 80 0z" fill="#19a35e" />
      <path d="M16 40a34 34 0 0 0 68 0z" fill="#ff5d6c" />
      {[30, 42, 54, 66].map((x, i) => (
        <ellipse key={x} cx={x + 2} cy={52 + (i % 2) * 8} rx="2.6" ry="4" fill="#2b1a1a" />
      ))}
    </>
  ),
  grape: (
    <>
      {[
        [38, 36],
        [56, 36],
        [47, 50],
        [30, 50],
        [64, 50],
        [38, 64],
        [56, 64],
        [47, 78],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="10"
          fill="#8e44d8"
          stroke="#d9b8ff"
          strokeWidth="2"
        />
      ))}
      <path
        d="M47 26c0-8 4-12 10-14"
        stroke="#2f8f46"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  lemon: (
    <>
      <defs>
        <radialGradient id="sLemon" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#fffbb0" />
          <stop offset="1" stopColor="#f2c200" />
        </radialGradient>
      </defs>
      <ellipse
        cx="50"
        cy="52"
        rx="36"
        ry="26"
        fill="url(#sLemon)"
        stroke="#a88400"
        strokeWidth="3"
      />
      <path d="M14 52l-6-3M86 52l6-3" stroke="#a88400" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  cherry: (
    <>
      <path
        d="M34 62c4-20 12-36 28-46M66 62c-2-18-2-32-4-46"
        stroke="#2f8f46"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="32" cy="68" r="16" fill="#e0245e" stroke="#ffd0dc" strokeWidth="2" />
      <circle cx="68" cy="68" r="16" fill="#c4124a" stroke="#ffd0dc" strokeWidth="2" />
      <circle cx="26" cy="62" r="4" fill="#fff" opacity="0.6" />
    </>
  ),
};

export function SlotSymbolArt({ symbol, className }: { symbol: SlotSymbol; className?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role="img"
      aria-label={symbol}
      data-symbol={symbol}
    >
      {ART[symbol]}
    </svg>
  );
}
