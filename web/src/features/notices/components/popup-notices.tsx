import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../utils/format';
import { useNotices } from '../api/get-notices';
import {
  dismissalKey,
  markPopupsDismissed,
  markPopupsSeen,
  readDismissedPopups,
  readSeenPopups,
} from '../utils/seen-popups';
import styles from './popup-notices.module.css';
import { useLoggedIn } from '../../../hooks/use-logged-in';
import { usePageSettled } from '../../../hooks/use-page-settled';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';

/** Pages a popup never covers: the player came to sign up or log in. */
const NO_POPUP_PATHS = new Set(['/register', '/register.html', '/login']);

/** Who dismisses: the logged-in username, `guest`, or null while member info is loading. */
function usePopupUser(): string | null {
  const loggedIn = useLoggedIn();
  const info = useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn });
  if (!loggedIn) return 'guest';
  return info.data?.account ?? null;
}

function PopupQueue({ suppressed }: { suppressed: boolean }) {
  const { t, i18n } = useTranslation(['notices', 'common']);
  const { data } = useNotices(i18n.language);
  const user = usePopupUser();
  // What was already seen when the app started: popups shown now stay in the queue until closed.
  const [seenAtStart] = useState(readSeenPopups);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);

  const queue = useMemo(() => {
    if (user === null) return [];
    const dismissed = readDismissedPopups();
    return (data?.popup ?? []).filter(
      (notice) => !seenAtStart.has(notice.id) && !dismissed.has(dismissalKey(user, notice)),
    );
  }, [data, seenAtStart, user]);
  // Shown once the page has started (its first view painted and an idle moment).
  const settled = usePageSettled('next idle moment');
  const current = closed || suppressed || !settled ? undefined : queue[index];

  useEffect(() => {
    if (current) markPopupsSeen([current.id]);
  }, [current]);

  if (!current || user === null) return null;
  const hasNext = index < queue.length - 1;
  const close = () => {
    markPopupsSeen(queue.map((notice) => notice.id));
    // The ones the player saw and closed stay closed for them in later sessions too.
    markPopupsDismissed(user, queue.slice(0, index + 1));
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
 * close; a closed notice stays closed for that user (or guest) in later sessions. Never over the
 * register and login pages (they wait until the player moves on). Rendered once by the root
 * layout; it never holds up the page.
 */
export function PopupNotices() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <Suspense fallback={null}>
      <PopupQueue suppressed={NO_POPUP_PATHS.has(path)} />
    </Suspense>
  );
}
