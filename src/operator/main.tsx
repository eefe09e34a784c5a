// The operator console's entry (operator.html, served at /operator): its own bundle, never loaded by the public site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { readStoredLanguage } from '../domain/language';
import { createConsoleClient } from './api';
import { applyDocumentLanguage, ConsoleApp } from './ConsoleApp';
import { createConsoleI18n } from './i18n/i18n';
import { readSetupLink } from './setupLink';

async function boot(): Promise<void> {
  const language = readStoredLanguage(window.localStorage);
  applyDocumentLanguage(language);
  const i18n = await createConsoleI18n(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('operator.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp i18n={i18n} client={createConsoleClient(() => i18n.language)} setup={readSetupLink(window.location)} />
    </StrictMode>,
  );
}

void boot();
