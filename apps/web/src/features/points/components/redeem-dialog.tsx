import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsReward, RedeemRequest } from '@panalo/contract/points';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/money';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { useRedeem } from '../api/points-api';
import { formatPoints } from '../format-points';

type Field = 'quantity' | 'receivingAddress' | 'mobileNumber' | 'withdrawPassword';
const MOBILE = /^\+?[0-9 ]{7,20}$/;

/** The redeem form with the spec's fields; the body goes encrypted (E). Address, mobile and withdraw password are required. */
export function RedeemDialog({
  reward,
  available,
  currency,
  onClose,
  onRedeemed,
}: {
  reward: PointsReward;
  available: number;
  currency: string;
  onClose: () => void;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeem();
  const money = useMoneySubmit<RedeemRequest, unknown, Field>({
    send: (request, key) => redeem.mutateAsync({ request, key }),
    fields: { PAYMENT_PASSWORD_INCORRECT: 'withdrawPassword', PAYMENT_PASSWORD_FORMAT_INVALID: 'withdrawPassword' },
  });
  const [quantity, setQuantity] = useState(1);
  const [account, setAccount] = useState('');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const clear = (field: Field) => setErrors((found) => ({ ...found, [field]: undefined }));
  const points = reward.points * quantity;
  const short = points - available;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      receivingAddress: address.trim() ? undefined : t('points.required'),
      mobileNumber: MOBILE.test(mobile.trim()) ? undefined : t('points.mobileInvalid'),
      withdrawPassword: password ? undefined : t('points.required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const outcome = await money.submit({
      rewardId: reward.id,
      quantity,
      pointsRequired: points,
      amount: reward.amount * quantity,
      account: account.trim(),
      receivingAddress: address.trim(),
      mobileNumber: mobile.trim(),
      withdrawPassword: password,
    });
    if (outcome.ok) return onRedeemed();
    if (outcome.field) setErrors({ [outcome.field]: outcome.message });
    else setProblem(outcome.message);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('points.redeemTitle', { name: reward.name })} testId="redeem-dialog">
      <form className="points-form" onSubmit={(event) => void submit(event)} noValidate>
        <dl className="points-form__summary">
          <div>
            <dt>{t('points.pointsRequired')}</dt>
            <dd data-testid="redeem-points">{formatPoints(points)}</dd>
          </div>
          <div>
            <dt>{t('points.amount')}</dt>
            <dd>{formatMoney(reward.amount * quantity, currency)}</dd>
          </div>
        </dl>
        <TextField
          label={t('points.quantity')}
          type="number"
          min={1}
          max={Math.min(99, reward.stock ?? 99)}
          value={quantity}
          onChange={(event) => setQuantity(Math.max(1, Math.min(99, Number(event.target.value) || 1)))}
          data-testid="redeem-quantity"
        />
        <TextField
          label={t('points.account')}
          hint={t('points.accountHint')}
          value={account}
          maxLength={64}
          onChange={(event) => setAccount(event.target.value)}
          data-testid="redeem-account"
        />
        <TextField
          label={t('points.receivingAddress')}
          required
          value={address}
          maxLength={200}
          error={errors.receivingAddress}
          onChange={(event) => {
            setAddress(event.target.value);
            clear('receivingAddress');
          }}
          data-testid="redeem-address"
        />
        <TextField
          label={t('points.mobileNumber')}
          required
          type="tel"
          inputMode="tel"
          value={mobile}
          maxLength={20}
          error={errors.mobileNumber}
          onChange={(event) => {
            setMobile(event.target.value);
            clear('mobileNumber');
          }}
          data-testid="redeem-mobile"
        />
        <PasswordField
          label={t('points.withdrawPassword')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={password}
          error={errors.withdrawPassword}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('withdrawPassword');
          }}
          data-testid="redeem-password"
        />
        <FormAlert message={short > 0 ? t('points.notEnough', { count: short }) : (problem ?? undefined)} testId="redeem-error" />
        <Button type="submit" block loading={money.pending} disabled={short > 0} data-testid="redeem-confirm">
          {t('points.confirmRedeem')}
        </Button>
      </form>
    </Dialog>
  );
}
