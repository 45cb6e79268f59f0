import { coverPage } from '../../lib/page-cover';

/** Why a popup is asked to close by something other than its own buttons. */
export type DismissReason = 'escape' | 'outside';

/**
 * The open modal layers, oldest first. Only the topmost one hears Escape and presses outside it;
 * everything else in the body (the page, the popups below) is inert while it is open, and the page
 * keeps its scroll position without scrolling behind the popup.
 */
interface Layer {
  root: HTMLElement;
  dismiss: (reason: DismissReason) => void;
}

const layers: Layer[] = [];
const madeInert = new Set<Element>();
let savedOverflow: string | null = null;

function onKeyDown(event: KeyboardEvent): void {
  const top = layers.at(-1);
  if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
  event.preventDefault();
  top.dismiss('escape');
}

function onPointerDown(event: PointerEvent): void {
  const top = layers.at(-1);
  const box = top?.root.querySelector('[role="dialog"]');
  if (!top || !box || !(event.target instanceof Node) || box.contains(event.target)) return;
  top.dismiss('outside');
}

/** Makes every body child but the topmost layer inert (and undoes it when none is left). */
function arrange(): void {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = layers.at(-1);
  if (!top) {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown, true);
    if (savedOverflow !== null) document.documentElement.style.overflow = savedOverflow;
    savedOverflow = null;
    return;
  }
  for (const element of document.body.children) {
    if (element !== top.root && !element.hasAttribute('inert') && element.tagName !== 'SCRIPT') {
      element.setAttribute('inert', '');
      madeInert.add(element);
    }
  }
  if (savedOverflow === null) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
  }
}

/** Puts a layer on top; the returned function takes it off again. */
export function holdModalLayer(root: HTMLElement, dismiss: (reason: DismissReason) => void): () => void {
  const layer = { root, dismiss };
  layers.push(layer);
  arrange();
  const uncover = coverPage();
  return () => {
    uncover();
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
    arrange();
  };
}
