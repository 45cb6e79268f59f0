import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './menu.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  testId?: string;
  /** Shown after the label (a count, a value). */
  end?: ReactNode;
  tone?: 'danger';
}

interface MenuButtonProps {
  /** The button's content (an avatar and a name, an icon). */
  trigger: ReactNode;
  /** The button's accessible name. */
  label: string;
  items: readonly (MenuItem | 'separator')[];
  /** Shown above the items, not focusable (the account name and member ID). */
  header?: ReactNode;
  className?: string;
  testId?: string;
  align?: 'start' | 'end';
}

/**
 * A menu button as the ARIA pattern describes it: Enter, Space or ArrowDown opens it on the first
 * item, arrows and Home/End move, Escape and Tab close it, focus goes back to the button.
 */
export function MenuButton({ trigger, label, items, header, className, testId, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const entries = items.filter((item): item is MenuItem => item !== 'separator');

  const focusItem = (index: number) => {
    const count = entries.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // A click anywhere else closes the menu, as in every desktop menu.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? entries.length - 1 : 0));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    event.preventDefault();
  };

  let index = -1;
  return (
    <div className={`menu ${className ?? ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={onButtonKey}
        data-testid={testId}
      >
        {trigger}
      </button>
      {open ? (
        <div className={`menu__popup menu__popup--${align}`}>
          {header ? <div className="menu__header">{header}</div> : null}
          <div id={id} role="menu" aria-label={label} className="menu__list" onKeyDown={onMenuKey}>
            {items.map((item, position) => {
              if (item === 'separator') return <div key={`separator-${position}`} role="separator" className="menu__separator" />;
              index += 1;
              const itemIndex = index;
              return (
                <button
                  key={item.key}
                  ref={(element) => {
                    itemRefs.current[itemIndex] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`menu__item${item.tone ? ` menu__item--${item.tone}` : ''}`}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                  data-testid={item.testId}
                >
                  {item.icon}
                  <span className="menu__label">{item.label}</span>
                  {item.end}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
