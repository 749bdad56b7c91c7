import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { memberApi } from '../api/member-api';
import styles from './avatar-picker.module.css';

/** The member's avatar; a press opens the set to choose from (PUT /wps/member/info/icon). */
export function AvatarPicker({ current, nickname }: { current: string; nickname: string }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const avatars = useQuery({
    queryKey: ['member', 'avatars'],
    queryFn: memberApi.avatars,
    staleTime: 10 * 60_000,
  });
  const currentUrl = avatars.data?.find((a) => a.id === current)?.url;
  const choose = useMutation({
    mutationFn: memberApi.setAvatar,
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.current}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-label={t('security.avatar.change')}
        data-testid="avatar-change"
      >
        {currentUrl ? (
          <img src={currentUrl} alt="" width={88} height={88} />
        ) : (
          <span className={styles.initial}>{nickname.slice(0, 1).toUpperCase()}</span>
        )}
        <span className={styles.edit} aria-hidden="true">
          <Icon name="refresh" size={14} />
        </span>
      </button>
      {open ? (
        <div
          className={styles.popover}
          role="group"
          aria-label={t('security.avatar.choose')}
          data-testid="avatar-list"
        >
          <p className={styles.title}>{t('security.avatar.choose')}</p>
          {avatars.isPending ? (
            <Spinner label={t('security.loading')} />
          ) : avatars.isError ? (
            <p className={styles.error} role="alert">
              {avatars.error instanceof ApiError ? avatars.error.message : t('security.failed')}
            </p>
          ) : (
            <ul className={styles.grid}>
              {avatars.data.map((avatar, index) => (
                <li key={avatar.id}>
                  <button
                    type="button"
                    className={clsx(styles.option, avatar.id === current && styles.selected)}
                    aria-pressed={avatar.id === current}
                    aria-label={t('security.avatar.option', { number: index + 1 })}
                    disabled={choose.isPending}
                    onClick={() => choose.mutate(avatar.id)}
                    data-testid={`avatar-option-${avatar.id}`}
                  >
                    <img src={avatar.url} alt="" width={56} height={56} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {choose.isError ? (
            <p className={styles.error} role="alert">
              {choose.error instanceof ApiError ? choose.error.message : t('security.failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
