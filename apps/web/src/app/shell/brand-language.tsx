import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../../features/system/api/get-permission';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { readChosenLanguage } from '../../lib/preferences';

/**
 * Starts a visitor who has not chosen a language (or chose one the brand no longer offers) in the
 * brand's default language, without making it their choice: the switcher keeps offering the rest.
 */
export function BrandLanguage() {
  const languages = usePermission().data?.languages;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!languages) return;
    const chosen = readChosenLanguage();
    if (chosen && languages.offered.includes(chosen)) return;
    if (currentLanguage() === languages.default) return;
    changeLanguage(languages.default, { remember: false }).then(
      // Server texts (messages, service titles) come in the language: load them again.
      () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'captcha' && query.queryKey[0] !== 'system' }),
      // Its texts did not arrive: the page stays in the language it shows.
      (error: unknown) => console.error(error),
    );
  }, [languages, queryClient]);
  return null;
}
