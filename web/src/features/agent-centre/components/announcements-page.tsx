import type { AgentAnnouncements } from '@sorte/contracts/agent/announcements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { announcementsQueryOptions, readAnnouncement } from '../api/agent-api';
import { localDateTime } from '../utils/format';
import { ReportBody } from './report-parts';
import styles from './agent-centre.module.css';
import own from './announcements-page.module.css';

/** agentAnnouncement: the operator's announcements for agents; opening one marks it read. */
export function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const query = useQuery(announcementsQueryOptions());
  const [open, setOpen] = useState<string | null>(null);
  const key = announcementsQueryOptions().queryKey;
  const markRead = useMutation({
    mutationFn: readAnnouncement,
    onMutate: (id: string) => {
      // Shown read at once; the server's answer confirms it (a failure refetches the list).
      client.setQueryData<AgentAnnouncements>(key, (data) =>
        data
          ? {
              list: data.list.map((a) => (a.id === id ? { ...a, read: true } : a)),
              unread: data.list.filter((a) => !a.read && a.id !== id).length,
            }
          : data,
      );
    },
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });

  const toggle = (id: string, read: boolean) => {
    setOpen((current) => (current === id ? null : id));
    if (!read) markRead.mutate(id);
  };

  return (
    <div className={styles.stack} data-testid="agent-announcements">
      <ReportBody query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={own.empty} data-testid="announcements-empty">
              {t('announcements.empty')}
            </p>
          ) : (
            <>
              <p className={own.summary} data-testid="announcements-unread">
                {data.unread > 0
                  ? t('announcements.unread', { count: data.unread })
                  : t('announcements.allRead')}
              </p>
              <ul className={own.list}>
                {data.list.map((a) => {
                  const expanded = open === a.id;
                  return (
                    <li
                      key={a.id}
                      className={clsx(own.item, !a.read && own.unreadItem, expanded && own.open)}
                      data-testid={`announcement-${a.id}`}
                      data-read={a.read}
                    >
                      <button
                        type="button"
                        className={own.head}
                        aria-expanded={expanded}
                        aria-controls={`agent-announcement-${a.id}`}
                        onClick={() => toggle(a.id, a.read)}
                      >
                        <span
                          className={clsx(own.dot, a.read && own.dotRead)}
                          aria-label={a.read ? undefined : t('announcements.new')}
                          role={a.read ? undefined : 'img'}
                        />
                        <span className={own.title}>{a.title}</span>
                        <time className={own.time} dateTime={a.publishedAt}>
                          {localDateTime(a.publishedAt)}
                        </time>
                        <Icon name="chevron-right" size={16} className={own.chevron} />
                      </button>
                      {expanded ? (
                        <p id={`agent-announcement-${a.id}`} className={own.content}>
                          {a.content}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          )
        }
      </ReportBody>
    </div>
  );
}
