/** The production build's locale files (scripts/lib/locale-assets.mjs): their version and namespaces. */
declare const __LOCALE_VERSION__: string;
declare const __LOCALE_NAMESPACES__: string;
/** The production build's icon files (scripts/lib/icon-assets.mjs): their version and names. */
declare const __ICON_VERSION__: string;
declare const __ICON_NAMES__: string;
