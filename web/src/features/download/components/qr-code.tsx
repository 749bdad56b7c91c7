import { lazy, Suspense } from 'react';
import styles from './download.module.css';

// qrcode.react loads only when a QR code is on screen.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** SPEC.md section 9: QR size 100 (CSS may show it larger; the code itself is drawn at 100). */
export const QR_SIZE = 100;

/** A scannable code: always dark on white, whatever the theme, so every camera reads it. */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-value={value}
    >
      <Suspense fallback={<span className={styles.qrPlaceholder} />}>
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
