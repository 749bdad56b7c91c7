import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { AnnouncementBrowser } from './announcement-browser';
import styles from './announcement-modal.module.css';

export interface AnnouncementModalProps {
  open: boolean;
  onClose: () => void;
}

/** The announcement notice (modal): a list with a detail pane, 9 per page. */
export function AnnouncementModal({ open, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation('notices');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('modal.title')}
      width={960}
      minHeight={0}
      bodyClassName={styles.body}
      testId="announcement-modal"
    >
      <AnnouncementBrowser />
    </Modal>
  );
}
