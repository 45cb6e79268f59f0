export type GenericDialogIcon = 'success' | 'warning' | 'error' | 'info';

export interface GenericDialogButton {
  label: string;
  variant?: 'primary' | 'secondary';
  /** Runs after the dialog closes. */
  onClick?: () => void;
  testId?: string;
}

/** The generic dialog of spec 000 section 2: icon, title, html, buttons, optional auto-close, cover click. */
export interface GenericDialogOptions {
  icon?: GenericDialogIcon;
  title: string;
  /** Plain text (server messages, translations). */
  message?: string;
  /** HTML from the brand's content (already sanitised by the server). */
  html?: string;
  /** Defaults to one OK button. */
  buttons?: GenericDialogButton[];
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** A click on the cover closes it (default); turn off for answers the user must read. */
  coverClose?: boolean;
  onClose?: () => void;
  testId?: string;
}
