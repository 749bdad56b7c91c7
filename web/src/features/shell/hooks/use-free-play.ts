import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '../../../components/ui/dialog';

/**
 * Free demo (flag FREE_PLAY): the button's state and action. The call itself (free-play.ts)
 * loads on the first press: a visitor's first view does not carry it.
 */
export function useFreePlay() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const start = async () => {
    if (pending) return;
    setPending(true);
    try {
      const { startFreePlay } = await import('./free-play');
      await startFreePlay(queryClient, t);
    } catch {
      // The call's own code did not load: the network is gone.
      void dialog.show({
        icon: 'error',
        title: t('header.freeDemoFailed'),
        message: t('header.freeDemoNetwork'),
        buttons: [{ label: t('header.ok'), value: 'ok' }],
      });
    } finally {
      setPending(false);
    }
  };
  return { start, pending };
}
