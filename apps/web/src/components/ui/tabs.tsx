import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import './ui.css';

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist whose tabs are one stop for Tab (the open one),
 * arrow keys (and Home/End) move between them, and each panel is labelled by its tab. Written here
 * rather than taken from a library because the home page's game menu uses them and the first
 * screen's script budget (docs/performance.md, "Web delivery") has no room for one.
 * With activationMode "automatic" (the default) a tab opens as the arrow keys reach it; with
 * "manual" it opens on Enter, Space or a click, so arrowing over a tab does not act on it.
 */
interface TabsState {
  value: string;
  /** The tab that Tab reaches: the last one the arrows moved to, else the open one. */
  stop: string;
  setStop: (value: string) => void;
  select: (value: string) => void;
  manual: boolean;
  orientation: 'horizontal' | 'vertical';
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside TabsRoot');
  return state;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`;

interface TabsRootProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
  /** Which arrow keys move between the tabs: left/right, or up/down for a list of topics beside its text. */
  orientation?: 'horizontal' | 'vertical';
}

export function TabsRoot({
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  orientation = 'horizontal',
  className,
  ...rest
}: TabsRootProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  // Kept with the open tab it was set under: opening another tab (by click, or from the address) makes that one the stop.
  const [stop, setStop] = useState<{ value: string; open: string } | null>(null);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider
      value={{
        value: current,
        stop: stop?.open === current ? stop.value : current,
        setStop: (next) => setStop({ value: next, open: current }),
        select,
        manual: activationMode === 'manual',
        orientation,
        baseId,
      }}
    >
      <div {...rest} className={`ui-tabs ${className ?? ''}`} data-orientation={orientation} />
    </TabsContext.Provider>
  );
}

type Move = (index: number, count: number) => number;
const next: Move = (index, count) => (index + 1) % count;
const previous: Move = (index, count) => (index - 1 + count) % count;
const MOVES: Record<'horizontal' | 'vertical', Record<string, Move>> = {
  horizontal: { ArrowRight: next, ArrowLeft: previous, Home: () => 0, End: (_index, count) => count - 1 },
  vertical: { ArrowDown: next, ArrowUp: previous, Home: () => 0, End: (_index, count) => count - 1 },
};

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  const { select, manual, orientation } = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = MOVES[orientation][event.key];
    if (!step || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target = tabs[step(index, tabs.length)];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (!manual && target.dataset.value) select(target.dataset.value);
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      {...rest}
      className={`ui-tabs__list ${className ?? ''}`}
      data-orientation={orientation}
      onKeyDown={move}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...rest }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(tabs.baseId, 'panel', value)}
      tabIndex={tabs.stop === value ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      {...rest}
      className={`ui-tabs__trigger ${className ?? ''}`}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.setStop(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends Omit<ComponentProps<'div'>, 'value'> {
  value: string;
}

/** Only the open tab's panel is in the page: a tab's content (and its queries) starts when it opens. */
export function TabsContent({ value, className, ...rest }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'panel', value)}
      aria-labelledby={idOf(tabs.baseId, 'tab', value)}
      tabIndex={0}
      data-state="active"
      {...rest}
      className={`ui-tabs__content ${className ?? ''}`}
    />
  );
}
