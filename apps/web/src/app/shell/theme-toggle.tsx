import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/button';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { setTheme, useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton label={next === 'light' ? t('theme.toLight') : t('theme.toDark')} onClick={() => setTheme(next)} data-testid="theme-toggle">
      {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </IconButton>
  );
}
