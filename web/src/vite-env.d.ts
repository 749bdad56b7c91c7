/** The production build's locale files (scripts/lib/locale-assets.mjs): their version and namespaces. */
declare const __LOCALE_VERSION__: string;
declare const __LOCALE_NAMESPACES__: string;
