import axe from 'axe-core';

/**
 * axe-core over what a test rendered (default: the whole document), in jsdom: the structural
 * rules (names, roles, labels, ARIA, landmarks, ids). jsdom has no layout or colours, so contrast
 * and what depends on rendering are left to the browser tests (e2e/tests/a11y.spec.ts and
 * cashier.a11y.spec.ts, whole pages in both themes). Returns one line per violation, so a failing
 * `expect(...).toEqual([])` names the rule and the elements.
 */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: {
      'color-contrast': { enabled: false },
      // The document's own <title> and lang come from index.html and i18n, not from components.
      'document-title': { enabled: false },
      'html-has-lang': { enabled: false },
    },
  });
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
