/**
 * What a screen reader says, in Chinese. antd's zh_CN locale (ConsoleConfig) names everything it
 * reaches, and is complete; but some labels are written into the components themselves, in English,
 * where no locale or ConfigProvider setting reaches them: the Table's selection checkboxes (Select
 * all, Select row 3), the Select's clear button (Clear), the Segmented control; and every icon names
 * itself by its English name (plus, smile), which is read before a button's own text. This one
 * place, watching the page, translates the first as they appear and hides the icons.
 */
const CHINESE_LABELS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Select all$/, () => '全选'],
  [/^Select row (\d+)$/, (match) => `选择第${match[1]}行`],
  [/^Custom selection$/, () => '选择方式'],
  [/^Clear$/, () => '清除'],
  [/^Clear color$/, () => '清除颜色'],
  [/^Close$/, () => '关闭'],
  [/^segmented control$/, () => '选项'],
];

function chineseLabel(label: string): string | undefined {
  for (const [pattern, translate] of CHINESE_LABELS) {
    const match = pattern.exec(label);
    if (match) return translate(match);
  }
  return undefined;
}

/** What antd's own icon-only controls do, named by their icon: an input's clear button, the tabs' overflow. */
const CONTROL_BY_ICON: Record<string, string> = { 'close-circle': '清除', close: '关闭', ellipsis: '更多' };

/** The control an icon is all the name of, if any: one without text or a label of its own. */
function controlNamedBy(icon: Element): Element | undefined {
  const control = icon.closest('button, a, [role="button"], [role="menuitem"], [role="tab"], [tabindex]');
  if (!control || control.textContent?.trim() || control.hasAttribute('aria-label') || control.closest('[title]')) return undefined;
  return control;
}

/**
 * An icon is decoration, hidden, so that 添加幼儿 is not read "plus 添加幼儿" nor a tile "smile 幼儿总数".
 * An icon that is all a control's name names it in Chinese where antd draws the control itself;
 * elsewhere it keeps its name, the only one the control has.
 */
function relabelIcon(icon: Element, name: string): void {
  const control = controlNamedBy(icon);
  const chinese = CONTROL_BY_ICON[name];
  if (control && !chinese) return;
  if (control && chinese) control.setAttribute('aria-label', chinese);
  icon.setAttribute('aria-hidden', 'true');
}

function relabel(element: Element): void {
  const label = element.getAttribute('aria-label');
  if (label === null) return;
  if (element.matches('.anticon[role="img"]')) {
    relabelIcon(element, label);
    return;
  }
  const chinese = chineseLabel(label);
  if (chinese) element.setAttribute('aria-label', chinese);
}

function relabelTree(node: Node): void {
  if (!(node instanceof Element)) return;
  relabel(node);
  for (const element of node.querySelectorAll('[aria-label]')) relabel(element);
}

/** Keeps the labels under `root` Chinese as it changes; returns the way to stop. */
export function keepScreenReaderLabelsChinese(root: Element): () => void {
  relabelTree(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') relabel(record.target as Element);
      else record.addedNodes.forEach(relabelTree);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
