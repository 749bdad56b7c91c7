import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../utils/format';
import { useNotices } from '../api/get-notices';
import { markPopupsSeen, readSeenPopups } from '../utils/seen-popups';
import styles from './popup-notices.module.css';

function PopupQueue() {
  const { t, i18n } = useTranslation(['notices', 'common']);
  const { data } = useNotices(i18n.language);
  // What was already seen when the app started: popups shown now stay in the queue until closed.
  const [seenAtStart] = useState(readSeenPopups);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);

  const queue = useMemo(
    () => (data?.popup ?? []).filter((notice) => !seenAtStart.has(notice.id)),
    [data, seenAtStart],
  );
  const current = closed ? undefined : queue[index];

  useEffect(() => {
    if (current) markPopupsSeen([current.id]);
  }, [current]);

  if (!current) return null;
  const hasNext = index < queue.length - 1;
  const close = () => {
    markPopupsSeen(queue.map((notice) => notice.id));
    setClosed(true);
  };

  return (
    <Modal
      open
      onClose={close}
      label={current.title}
      width={480}
      minHeight={0}
      showClose={false}
      testId="popup-notice"
    >
      <div className={styles.root}>
        <span className={styles.mark} aria-hidden="true">
          <Icon name="announcement" size={28} />
        </span>
        <h2 className={styles.title}>{current.title}</h2>
        <time className={styles.time} dateTime={current.timestamp}>
          {formatDateTime(current.timestamp)}
        </time>
        <p className={styles.content}>{current.content}</p>
        <div className={styles.footer}>
          {queue.length > 1 ? (
            <span className={styles.counter}>
              {t('notices:popup.counter', { index: index + 1, count: queue.length })}
            </span>
          ) : (
            <span />
          )}
          <div className={styles.actions}>
            <Button variant={hasNext ? 'secondary' : 'primary'} onClick={close}>
              {t('common:actions.close')}
            </Button>
            {hasNext ? (
              <Button onClick={() => setIndex((i) => i + 1)}>{t('notices:popup.next')}</Button>
            ) : null}
          </div>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Popup notices (type PU): shown once per browser session, one after another, with next and
 * close. Rendered once by the root layout; it never holds up the page.
 */
export function PopupNotices() {
  return (
    <Suspense fallback={null}>
      <PopupQueue />
    </Suspense>
  );
}
