// react-i18next imports `useSyncExternalStore` from the `use-sync-external-store/shim` package,
// written for React before 18; React 19 has the hook itself, so the build points the shim here
// (vite.config.ts) and the first view does not carry the shim's copy.
export { useSyncExternalStore } from 'react';
