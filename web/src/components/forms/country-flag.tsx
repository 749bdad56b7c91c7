import type { ReactNode } from 'react';

/** Points of a five-pointed star centred on (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

const stripes = (colors: string[], heights?: number[]) => {
  const hs = heights ?? colors.map(() => 20 / colors.length);
  let y = 0;
  return colors.map((fill, i) => {
    const rect = <rect key={i} x="0" y={y} width="30" height={hs[i]} fill={fill} />;
    y += hs[i] ?? 0;
    return rect;
  });
};

/** Simplified flags of the COUNTRIES (contracts/src/auth/countries.ts), drawn inline (no emoji, no files). */
const FLAGS: Record<string, ReactNode> = {
  BR: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <polygon points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.4" fill="#002776" />
      <path d="M10.8 9.2q4.2-1.3 8.4 1.3" stroke="#fff" strokeWidth="0.8" fill="none" />
    </>
  ),
  PT: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="3.6" fill="#ffe900" />
      <circle cx="12" cy="10" r="2" fill="#da291c" />
    </>
  ),
  VN: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <polygon points={star(15, 10.5, 6)} fill="#ffcd00" />
    </>
  ),
  TH: (
    <>
      {stripes(
        ['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'],
        [10 / 3, 10 / 3, 20 / 3, 10 / 3, 10 / 3],
      )}
    </>
  ),
  ID: <>{stripes(['#ce1126', '#ffffff'])}</>,
  PH: (
    <>
      {stripes(['#0038a8', '#ce1126'])}
      <polygon points="0,0 17,10 0,20" fill="#ffffff" />
      <circle cx="5.6" cy="10" r="2.4" fill="#fcd116" />
    </>
  ),
  MY: (
    <>
      {stripes(['#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001'])}
      <rect width="15" height="11.4" fill="#010066" />
      <circle cx="6" cy="5.7" r="3.6" fill="#ffcc00" />
      <circle cx="7.2" cy="5.7" r="3" fill="#010066" />
      <polygon points={star(11.2, 5.7, 2.4)} fill="#ffcc00" />
    </>
  ),
  IN: (
    <>
      {stripes(['#ff9933', '#ffffff', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.7" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <polygon points={star(5.5, 5.5, 3.4)} fill="#ffff00" />
      <polygon points={star(10.5, 2.2, 1)} fill="#ffff00" />
      <polygon points={star(12.5, 4.6, 1)} fill="#ffff00" />
      <polygon points={star(12.5, 7.8, 1)} fill="#ffff00" />
      <polygon points={star(10.5, 10, 1)} fill="#ffff00" />
    </>
  ),
  US: (
    <>
      {stripes(Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#b22234' : '#ffffff')))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
};

/** A small flag (30x20 viewBox) for a country code; a neutral box for one without artwork. */
export function CountryFlag({ code, size = 22 }: { code: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={size}
      height={(size * 2) / 3}
      aria-hidden="true"
      data-flag={code}
      style={{ flex: 'none', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }}
    >
      {FLAGS[code] ?? <rect width="30" height="20" fill="#8a8fa3" />}
    </svg>
  );
}
