import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../game-frame.css';

interface FrameEmptyProps {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  icon: ReactNode;
  testId: string;
}

/** What a game page shows when it has no game to show: why, and a way on. */
export function FrameEmpty({ title, text, to, linkLabel, icon, testId }: FrameEmptyProps) {
  return (
    <div className="page">
      <section className="card game-frame-empty" data-testid={testId}>
        <div className="game-frame-empty__icon">{icon}</div>
        <h1 className="game-frame-empty__title">{title}</h1>
        <p className="muted">{text}</p>
        <Link to={to} className="ui-button ui-button--primary ui-button--md" data-testid={`${testId}-link`}>
          {linkLabel}
        </Link>
      </section>
    </div>
  );
}
