import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIVIDEND_PERIODS,
  type ContractKind,
  type ContractOverview,
  type ContractTerms,
  type DividendPeriod,
} from '@panalo/contract/agent-contract';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { parseAmount } from '../../../lib/money';
import { useOfferContract } from '../api/contract-api';
import { percent, percentToBp } from './contract-format';

interface TierText {
  rate: string;
  activeMembers: string;
  amount: string;
  profitLoss: string;
}
const EMPTY_TIER: TierText = { rate: '', activeMembers: '0', amount: '0', profitLoss: '0' };

/**
 * The offer form: to a direct downline agent, the tiers (rate, active members, the day's or hour's
 * bet amount; for dividends the period's valid bet and profit and loss) or real-time salary's three
 * rates. It shows how much of my rate is left for the downline typed (my rate is shared by all of
 * one downline's contracts); the server checks the rates against mine and that the tiers increase,
 * and its message shows here.
 */
export function ContractOfferForm({
  kind,
  account: initialAccount,
  rates,
  currency,
  onClose,
}: {
  kind: ContractKind;
  account: string;
  rates: Pick<ContractOverview, 'ceilingBp' | 'budgetBp' | 'room'>;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const [account, setAccount] = useState(initialAccount);
  const [period, setPeriod] = useState<DividendPeriod>('W');
  const [tiers, setTiers] = useState<TierText[]>([{ ...EMPTY_TIER }]);
  const [realtime, setRealtime] = useState({ win: '', loss: '', single: '' });
  const [problem, setProblem] = useState<string | undefined>();
  const dividend = kind === 'DIVIDEND';

  const number = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const money = (text: string) => {
    const parsed = parseAmount(text || '0', currency);
    return parsed.ok ? parsed.minor : null;
  };
  const buildTerms = (): ContractTerms | null => {
    if (kind === 'REALTIME') {
      const [winRateBp, lossRateBp, singleBetRateBp] = [realtime.win, realtime.loss, realtime.single].map(percentToBp);
      if (winRateBp == null || lossRateBp == null || singleBetRateBp == null) return null;
      return { tiers: [], realtime: { winRateBp, lossRateBp, singleBetRateBp } };
    }
    const built = tiers.map((tier) => ({
      rateBp: percentToBp(tier.rate),
      activeMembers: number(tier.activeMembers),
      amount: money(tier.amount),
      profitLoss: money(tier.profitLoss),
    }));
    if (built.some((tier) => tier.rateBp == null || tier.activeMembers == null || tier.amount == null || tier.profitLoss == null))
      return null;
    return {
      ...(dividend ? { period } : {}),
      tiers: built.map((tier) => ({
        rateBp: tier.rateBp!,
        activeMembers: tier.activeMembers!,
        betAmount: dividend ? 0 : tier.amount!,
        periodValidBet: dividend ? tier.amount! : 0,
        periodProfitLoss: dividend ? tier.profitLoss! : 0,
      })),
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = buildTerms();
    if (!account.trim() || !terms) {
      setProblem(t('agentContract.invalidNumber'));
      return;
    }
    setProblem(undefined);
    offer.mutate({ kind, account: account.trim(), terms }, { onSuccess: onClose });
  };
  const setTier = (index: number, field: keyof TierText, value: string) =>
    setTiers((current) => current.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('agentContract.offerTitle')}
      size="lg"
      testId="contract-offer-form"
    >
      <form onSubmit={submit} noValidate className="contract-form">
        <p className="muted">
          {t(`agentContract.kinds.${kind}`)} · {t('agentContract.ceiling', { rate: percent(rates.ceilingBp) })}{' '}
          {t('agentContract.budget', { rate: percent(rates.budgetBp) })}
        </p>
        <RoomLeft account={account} rates={rates} />
        <TextField
          label={t('agentContract.account')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          required
          name="account"
        />
        {dividend ? (
          <SelectField
            label={t('agentContract.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
            options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`agentContract.periods.${p}`) }))}
          />
        ) : null}
        {kind === 'REALTIME' ? (
          <div className="contract-form__row">
            <TextField
              label={t('agentContract.winRate')}
              inputMode="decimal"
              value={realtime.win}
              onChange={(e) => setRealtime({ ...realtime, win: e.target.value })}
              name="winRate"
            />
            <TextField
              label={t('agentContract.lossRate')}
              inputMode="decimal"
              value={realtime.loss}
              onChange={(e) => setRealtime({ ...realtime, loss: e.target.value })}
              name="lossRate"
            />
            <TextField
              label={t('agentContract.singleBetRate')}
              inputMode="decimal"
              value={realtime.single}
              onChange={(e) => setRealtime({ ...realtime, single: e.target.value })}
              name="singleBetRate"
            />
          </div>
        ) : (
          <fieldset className="contract-form__tiers">
            <legend>{t('agentContract.tiers')}</legend>
            {tiers.map((tier, index) => (
              <div key={index} className="contract-form__row" data-testid="contract-tier-row">
                <TextField
                  label={`${t('agentContract.tier', { n: index + 1 })} · ${t('agentContract.rate')}`}
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(e) => setTier(index, 'rate', e.target.value)}
                  name={`rate${index}`}
                />
                <TextField
                  label={t('agentContract.activeMembers')}
                  inputMode="numeric"
                  value={tier.activeMembers}
                  onChange={(e) => setTier(index, 'activeMembers', e.target.value)}
                />
                <TextField
                  label={dividend ? t('agentContract.periodValidBet') : t('agentContract.betAmount')}
                  inputMode="decimal"
                  value={tier.amount}
                  onChange={(e) => setTier(index, 'amount', e.target.value)}
                />
                {dividend ? (
                  <TextField
                    label={t('agentContract.periodProfitLoss')}
                    inputMode="decimal"
                    value={tier.profitLoss}
                    onChange={(e) => setTier(index, 'profitLoss', e.target.value)}
                  />
                ) : null}
                {tiers.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => setTiers(tiers.filter((_, i) => i !== index))}>
                    {t('agentContract.removeTier', { n: index + 1 })}
                  </Button>
                ) : null}
              </div>
            ))}
            {tiers.length < 20 ? (
              <Button variant="secondary" size="sm" onClick={() => setTiers([...tiers, { ...EMPTY_TIER }])} data-testid="contract-add-tier">
                {t('agentContract.addTier')}
              </Button>
            ) : null}
          </fieldset>
        )}
        <FormAlert message={problem ?? offer.error?.message} testId="contract-offer-error" />
        <div className="ui-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={offer.isPending} data-testid="contract-send">
            {t('agentContract.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What is left of my rate for the downline typed, when its other contracts from me use some of it. */
function RoomLeft({ account, rates }: { account: string; rates: Pick<ContractOverview, 'ceilingBp' | 'budgetBp' | 'room'> }) {
  const { t } = useTranslation();
  const typed = account.trim().toLowerCase();
  const room = rates.room.find((row) => row.account.toLowerCase() === typed);
  if (!room) return null;
  const values = { account: room.account, rate: percent(room.availableBp), used: percent(room.usedBp) };
  return (
    <p
      className={room.availableBp > 0 ? 'contract-form__room' : 'contract-form__room contract-form__room--none'}
      data-testid="contract-room"
    >
      {room.availableBp > 0 ? t('agentContract.available', values) : t('agentContract.availableNone', values)}
    </p>
  );
}
