import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { HelpCenter } from './help-center';
import styles from './help-page.module.css';

export interface HelpModalProps {
  open: boolean;
  onClose(): void;
  /** Section anchor to open at (e.g. 'terms'); the first section otherwise. */
  section?: string;
}

/** The help center in a wide modal. */
export function HelpModal({ open, onClose, section }: HelpModalProps) {
  const { t } = useTranslation('help');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      width={900}
      minHeight={560}
      bodyClassName={styles.modalBody}
      testId="help-modal"
    >
      <HelpCenter variant="modal" initialSection={section} />
    </Modal>
  );
}
