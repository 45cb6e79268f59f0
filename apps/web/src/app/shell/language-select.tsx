import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@panalo/contract/constants';
import { GlobeIcon } from '../../components/ui/icons';
import { usePermission } from '../../features/system/api/get-permission';
import { chunkFailureKind, type ChunkKind } from '../../lib/chunk-load';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import './language-select.css';

/** The brand's languages (EN and TY), each named in its own language so a reader of either can find theirs; none with one language only. */
const NAMES = { EN: 'English', TY: 'Tagalog' } as const;

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [failed, setFailed] = useState<ChunkKind | null>(null);
  const offered = usePermission().data?.languages.offered ?? LANGUAGES;
  const onChange = async (value: string) => {
    try {
      await changeLanguage(toLanguage(value));
    } catch (error) {
      // The other language's texts did not arrive: the page stays in this one and says so.
      console.error(error);
      setFailed(chunkFailureKind(error) ?? 'script');
      return;
    }
    setFailed(null);
    // Server texts (messages, service titles) come in the chosen language: load them again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'captcha' });
  };
  if (offered.length < 2) return null;
  return (
    <div className={`language-select ${compact ? 'language-select--compact' : ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon size={16} />
      <select id={id} value={currentLanguage()} onChange={(event) => void onChange(event.target.value)} data-testid="language-select">
        {offered.map((language) => (
          <option key={language} value={language}>
            {compact ? language : NAMES[language]}
          </option>
        ))}
      </select>
      {failed ? (
        <p className="language-select__error" role="alert" data-testid="language-error">
          {t(failed === 'style' ? 'errors.chunkStyle' : 'errors.chunkScript')}{' '}
          <button type="button" className="language-select__reload" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
