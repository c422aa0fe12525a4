import { compile, serialize, stringify, type Element } from 'stylis';

/**
 * A copy's style rules, one top-level rule per item, each scoped to one colour scheme: `html …` and `:root …`
 * become `<scope> …`, any other selector is placed under the scope (inside @media and @supports too). The markers
 * styled-components writes for its own bookkeeping (`data-styled.g1[id=…]`) are dropped.
 */
export function scopedRules(css: string, scope: string): string[] {
  const scopeSelector = (selector: string) =>
    /^(html|:root)(?![\w-])/.test(selector) ? selector.replace(/^(html|:root)/, scope) : `${scope} ${selector}`;
  const scopeElement = (element: Element): Element | null => {
    if (element.type === 'rule') {
      const selectors = (element.props as string[]).filter((selector) => !selector.startsWith('data-styled.'));
      if (!selectors.length) return null;
      element.props = selectors.map(scopeSelector);
      return element;
    }
    if ((element.type === '@media' || element.type === '@supports') && Array.isArray(element.children)) {
      element.children = element.children.map(scopeElement).filter((child): child is Element => child !== null);
    }
    return element;
  };
  return compile(css)
    .map(scopeElement)
    .filter((element): element is Element => element !== null && element.type !== 'comm')
    .map((element) => serialize([element], stringify))
    .filter((rule) => rule !== '');
}
