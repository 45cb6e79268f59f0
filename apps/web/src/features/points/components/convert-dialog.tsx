import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConvertRequest, ConvertValue, PointsConfigValue } from '@panalo/contract/points';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/money';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { useConvertPoints } from '../api/points-api';

/** Converts points to cash at the brand's rate (E); the cash lands in the main wallet. */
export function ConvertDialog({
  config,
  available,
  onClose,
  onConverted,
}: {
  config: PointsConfigValue;
  available: number;
  onClose: () => void;
  onConverted: (value: ConvertValue) => void;
}) {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const money = useMoneySubmit<ConvertRequest, ConvertValue>({ send: (request, key) => convert.mutateAsync({ request, key }) });
  const [points, setPoints] = useState(Math.max(config.minConvert, 0));
  const [problem, setProblem] = useState<string | null>(null);
  const tooFew = points < config.minConvert;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await money.submit({ points });
    if (outcome.ok) onConverted(outcome.value);
    else setProblem(outcome.message);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('points.convertTitle')} testId="convert-dialog">
      <form className="points-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('points.convertPoints')}
          type="number"
          min={config.minConvert}
          max={available}
          value={points}
          hint={t('points.convertMin', { min: config.minConvert })}
          error={tooFew ? t('points.convertMin', { min: config.minConvert }) : undefined}
          onChange={(event) => setPoints(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          data-testid="convert-points"
        />
        <p className="points-form__cash" aria-live="polite">
          {t('points.convertCash', { amount: formatMoney(points * config.cashPerPoint, config.currency) })}
        </p>
        <FormAlert message={problem ?? undefined} testId="convert-error" />
        <Button type="submit" block loading={money.pending} disabled={tooFew || points > available} data-testid="convert-confirm">
          {t('points.convert')}
        </Button>
      </form>
    </Dialog>
  );
}
