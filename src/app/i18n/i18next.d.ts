import 'i18next';
import type account from './locales/ar/account.json';
import type auth from './locales/ar/auth.json';
import type booking from './locales/ar/booking.json';
import type common from './locales/ar/common.json';
import type errors from './locales/ar/errors.json';
import type forms from './locales/ar/forms.json';
import type home from './locales/ar/home.json';
import type quiz from './locales/ar/quiz.json';
import type recording from './locales/ar/recording.json';
import type results from './locales/ar/results.json';
import type tracks from './locales/ar/tracks.json';
import type worker from './locales/ar/worker.json';

// Keys are typed from Arabic, the source language; the parity test keeps English in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      tracks: typeof tracks;
      forms: typeof forms;
      account: typeof account;
      errors: typeof errors;
      recording: typeof recording;
      booking: typeof booking;
      results: typeof results;
      quiz: typeof quiz;
      worker: typeof worker;
    };
  }
}
