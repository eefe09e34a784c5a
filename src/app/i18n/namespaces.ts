/** Every dictionary, one file per namespace and language under ./locales. */
export const namespaces = ['common', 'home', 'auth', 'tracks', 'forms', 'account', 'errors', 'recording', 'booking', 'results', 'quiz', 'worker'] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * What the first render of any page reads: the chrome (`common`), the landing page (`home`) and the
 * toasts any page can raise (`errors`). The others load with the page or dialog that reads them
 * (routes/router.tsx, the complaint dialog), so a visitor's phone does not fetch the sign-in and
 * account dictionaries to read the landing page. scripts/bundle-size.ts counts these.
 */
export const startupNamespaces = ['common', 'home', 'errors'] as const satisfies readonly Namespace[];
