import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { holdModalLayer, type DismissReason } from './modal-layers';

interface ModalProps {
  open: boolean;
  /** Escape or a press outside the box; a forced popup ignores both (leave it out). */
  onDismiss?: (reason: DismissReason) => void;
  className: string;
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  /** Where the focus goes on open: the first field (a form's popup, the default) or the first control (a menu). */
  initialFocus?: 'field' | 'control';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const FIRST_FIELD = '[data-autofocus], input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A modal layer over the page, rendered at the end of the body: its cover, and a box that takes
 * the focus (the element marked data-autofocus or the first field, else, or for a menu, the first control), keeps
 * Tab inside, and hands the focus back to where it was on close (or to the main content when that
 * is gone). While it is open the rest of the page (and any popup below it) is inert to pointer,
 * keyboard and screen reader, and the page does not scroll. Escape and a press outside reach only
 * the topmost popup. Written here instead of taken from a library: the first screen's script budget
 * (docs/performance.md, "Web delivery") has no room for one, and the disclaimer opens on a first visit.
 */
export function Modal({ open, onDismiss, className, labelledBy, describedBy, testId, initialFocus = 'field', children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const content = box.current;
    const root = layer.current;
    if (!open || !content || !root) return;
    const before =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const release = holdModalLayer(root, (reason) => dismiss.current?.(reason));
    const field = initialFocus === 'field' ? content.querySelector<HTMLElement>(FIRST_FIELD) : null;
    const first = field ?? content.querySelector<HTMLElement>(FOCUSABLE) ?? content;
    first.focus({ preventScroll: true });
    return () => {
      release();
      // The popup that opened over this one hands focus back to its own opener instead.
      const target = before?.isConnected ? before : document.getElementById('main');
      if (
        !document.activeElement ||
        document.activeElement === document.body ||
        !document.activeElement.isConnected ||
        root.contains(document.activeElement)
      ) {
        target?.focus({ preventScroll: true });
      }
    };
  }, [open, initialFocus]);

  // Tab and Shift+Tab go round the controls inside the box.
  useEffect(() => {
    const content = box.current;
    if (!open || !content) return;
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...content.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === content)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    content.addEventListener('keydown', trap);
    return () => content.removeEventListener('keydown', trap);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div ref={layer} className="ui-modal-layer">
      <div className="ui-dialog-overlay" data-state="open" aria-hidden="true" />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-state="open"
        className={className}
        data-testid={testId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
