/** Operator and server HTML may use only basic formatting (help centre, dialogs). */
export const ALLOWED_TAGS = [
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'h3',
  'h4',
  'a',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Links may be http(s) or relative (path, query or #anchor); anything else loses its href. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (!value || value.startsWith('//')) return false;
  if (!SCHEME.test(value)) return true;
  return /^https?:/i.test(value);
}

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | undefined;

/**
 * DOMPurify loads on first use, so pages without operator HTML do not pay for it. A private
 * instance carries the link hook, so no other user of DOMPurify inherits it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify')
    .then(({ default: createDOMPurify }) => {
      const purify = createDOMPurify(window);
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName !== 'A') return;
        const href = node.getAttribute('href');
        if (href !== null && !isSafeHref(href)) node.removeAttribute('href');
        const kept = node.getAttribute('href');
        if (kept && !kept.trim().startsWith('#')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        } else {
          node.removeAttribute('target');
          node.removeAttribute('rel');
        }
      });
      return (html: string) =>
        purify.sanitize(html, {
          ALLOWED_TAGS,
          ALLOWED_ATTR,
          ALLOW_DATA_ATTR: false,
          ALLOW_ARIA_ATTR: false,
        });
    })
    .catch((error: unknown) => {
      loading = undefined; // a later render may try again
      throw error;
    });
  return loading;
}

/** Sanitises HTML with the allow-list above (loads DOMPurify on first use). */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}
