import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import { reloadOnNewLaunchCode } from './api';
import { initPlayI18n, pageLocale } from './i18n';
import { PlayApp } from './play-app';
import { startPlayTheme } from './theme';

startPlayTheme();
reloadOnNewLaunchCode();
void initPlayI18n(pageLocale()).then(() => {
  createRoot(document.getElementById('play-root')!).render(
    <StrictMode>
      <PlayApp />
    </StrictMode>,
  );
});
