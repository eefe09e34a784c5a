import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language';
import { appRouter } from './routes/appRouter';

const language = readStoredLanguage(window.localStorage);
applyDocumentLanguage(language);

// Creating the router starts loading the first page's chunk, in parallel with the dictionaries.
appRouter();
const i18n = await createI18n(language);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
