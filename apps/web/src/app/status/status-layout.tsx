import type { ReactNode } from 'react';
import { LanguageSelect } from '../shell/language-select';
import { ThemeToggle } from '../shell/theme-toggle';
import './status.css';

interface StatusLayoutProps {
  brand: string | undefined;
  icon: ReactNode;
  title: string;
  testId: string;
  /** A wider card, for content such as the help topics. */
  wide?: boolean;
  children: ReactNode;
}

/** The full-page frame for the closed-site screens (maintenance, region restriction, IP lock, start-up error). */
export function StatusLayout({ brand, icon, title, testId, wide = false, children }: StatusLayoutProps) {
  return (
    <div className="status-screen" data-testid={testId}>
      <div className="status-screen__tools">
        <LanguageSelect />
        <ThemeToggle />
      </div>
      <main className={`status-screen__card${wide ? ' status-screen__card--wide' : ''}`}>
        {brand ? <p className="status-screen__brand">{brand}</p> : null}
        <div className="status-screen__icon">{icon}</div>
        <h1 className="status-screen__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
