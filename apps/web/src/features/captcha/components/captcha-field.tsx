import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { CaptchaState } from '../hooks/use-captcha';
import './captcha.css';

interface CaptchaFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  captcha: CaptchaState;
  error?: string;
  testId?: string;
}

/** The image captcha: the picture, a refresh button (throttled) and the answer input. */
export function CaptchaField({ captcha, error, testId, ...inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="captcha">
      <TextField
        label={t('captcha.label')}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        error={error ?? captcha.error?.message}
        data-testid={testId}
        {...inputProps}
        endAdornment={
          <>
            <span className="captcha__image" aria-live="polite">
              {captcha.image && !captcha.isLoading ? (
                <img src={captcha.image} alt={t('captcha.imageAlt')} width={123} height={41} />
              ) : (
                <Spinner size={18} label={t('captcha.loading')} />
              )}
            </span>
            <button
              type="button"
              className="ui-field__toggle"
              onClick={captcha.refresh}
              disabled={captcha.coolingDown}
              aria-label={t('captcha.refresh')}
              title={t('captcha.refresh')}
            >
              <RefreshIcon size={18} />
            </button>
          </>
        }
      />
    </div>
  );
}
