import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@panalo/contract/constants';
import { GlobeIcon } from '../../components/ui/icons';
import { useGenericDialog } from '../../components/generic-dialog/generic-dialog-provider';
import { chunkFailureKind } from '../../lib/chunk-load';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import './language-select.css';

/** EN and TY, each named in its own language so a reader of either can find theirs. */
const NAMES = { EN: 'English', TY: 'Tagalog' } as const;

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const dialog = useGenericDialog();
  const onChange = async (value: string) => {
    try {
      await changeLanguage(toLanguage(value));
    } catch (error) {
      // The other language's texts did not arrive: the page stays in this one and says so.
      console.error(error);
      const style = chunkFailureKind(error) === 'style';
      dialog.show({
        icon: 'error',
        title: t('language.label'),
        message: t(style ? 'errors.chunkStyle' : 'errors.chunkScript'),
        buttons: [
          { label: t('common.reload'), onClick: () => window.location.reload() },
          { label: t('common.close'), variant: 'secondary' },
        ],
        testId: 'language-error',
      });
      return;
    }
    // Server texts (messages, service titles) come in the chosen language: load them again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'captcha' });
  };
  return (
    <div className={`language-select ${compact ? 'language-select--compact' : ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon size={16} />
      <select id={id} value={currentLanguage()} onChange={(event) => void onChange(event.target.value)} data-testid="language-select">
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {compact ? language : NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
