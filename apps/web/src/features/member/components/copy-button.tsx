import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Copies a value and says so; the clipboard can be refused (insecure page, permissions). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span className="copy-button">
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`${label}: ${value}`}>
        {t('common.copy')}
      </Button>
      <span role="status" className="copy-button__status">
        {status === 'copied' ? t('common.copied') : status === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  );
}
