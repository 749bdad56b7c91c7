import { AppDownloadTeaser } from './app-download-teaser';
import { HelpStrip } from './help-strip';
import styles from './home-panels.module.css';

/** The end of the home page: the app teaser and the help tiles (loaded after the first view). */
export default function HomePanels() {
  return (
    <div className={styles.panels}>
      <AppDownloadTeaser />
      <HelpStrip />
    </div>
  );
}
