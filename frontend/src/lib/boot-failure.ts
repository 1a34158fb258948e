import { huBoot } from '@/i18n/hu-boot';

const BOX_ID = 'boot-failure';

/** Plain styles: the app's stylesheets may be what did not arrive. */
const BOX_STYLE =
  'box-sizing:border-box;max-width:640px;margin:32px auto;padding:16px 20px;border:1px solid #c50f1f;border-radius:8px;' +
  'background:#fdf3f4;color:#242424;font:16px/1.5 "Segoe UI",system-ui,sans-serif';
const BUTTON_STYLE =
  'margin-top:12px;padding:6px 16px;min-height:44px;border:0;border-radius:4px;background:#0a7f7b;color:#fff;font:inherit;cursor:pointer';

/**
 * The app's own code did not arrive, so there is no React to tell the reader: plain DOM does, where
 * the page would be — in place of a club page's "Betöltés…" (its spinner or skeleton), at the top of
 * a prerendered page, or in the empty app shell — with "Újrapróbálom", which puts the page back as it
 * was and calls `retry` (fetching the code again).
 */
export function showBootFailure(root: HTMLElement, retry: () => void): void {
  document.getElementById(BOX_ID)?.remove();
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.style.cssText = BOX_STYLE;

  const title = document.createElement('strong');
  title.textContent = huBoot.title;
  const text = document.createElement('p');
  text.style.margin = '4px 0 0';
  text.textContent = navigator.onLine ? huBoot.body : huBoot.offline;
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  button.textContent = huBoot.retry;
  box.append(title, text, button);

  const placeholder = loadingPlaceholder(root);
  if (placeholder) placeholder.replaceWith(box);
  else (root.querySelector('main') ?? root).prepend(box);

  button.addEventListener('click', () => {
    if (placeholder) box.replaceWith(placeholder);
    else box.remove();
    retry();
  });
}

/** A club page's frame shows its loading state: Fluent's skeleton, or the page spinner in its wrapper. */
function loadingPlaceholder(root: HTMLElement): Element | null {
  return root.querySelector('.fui-Skeleton') ?? root.querySelector('.fui-Spinner')?.parentElement ?? null;
}
