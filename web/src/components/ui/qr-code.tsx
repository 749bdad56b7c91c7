import { lazy, Suspense, type CSSProperties } from 'react';
import styles from './qr-code.module.css';

// qrcode.react loads only when a QR code is on screen.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** QR size 100 (CSS may show it larger; the code itself is drawn at 100). */
export const QR_SIZE = 100;

/**
 * A scannable code: always dark on white, whatever the theme, so every camera reads it. Used by
 * the app download (install links) and the deposit page (PIX copy-paste code, USDT address).
 */
export function QrCode({
  value,
  label,
  displaySize = 128,
  testId = 'qr-code',
}: {
  value: string;
  label: string;
  /** Shown size in CSS pixels. */
  displaySize?: number;
  testId?: string;
}) {
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      style={{ '--qr-size': `${displaySize}px` } as CSSProperties}
    >
      <Suspense fallback={<span className={styles.placeholder} />}>
        <QRCodeSVG
          value={value}
          size={QR_SIZE}
          level="M"
          marginSize={0}
          bgColor="#ffffff"
          fgColor="#0b1020"
          aria-hidden="true"
        />
      </Suspense>
    </div>
  );
}
