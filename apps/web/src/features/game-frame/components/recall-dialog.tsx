import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type VendorWallet } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { Dialog } from '../../../components/ui/dialog';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { formatMoney } from '../../../lib/money';
import { useWalletMove } from '../hooks/use-wallet-move';
import { readAlwaysMove, storeAlwaysMove } from '../transfer-preference';

interface RecallDialogProps {
  /** The vendor wallet and what it holds. */
  vendor: VendorWallet;
  currency: string;
  /** Leaves the game page (after the money moved back, or when the member keeps it there). */
  onLeave: () => void;
  /** Stays in the game. */
  onStay: () => void;
}

/**
 * Leaving a transfer-mode vendor's game: one click moves what its wallet holds back to the main
 * wallet (through the relay, with its own idempotency key), or the member leaves it there. A
 * refusal shows the server's message and keeps the member on the page. Mounted while it shows.
 */
export function RecallDialog({ vendor, currency, onLeave, onStay }: RecallDialogProps) {
  const { t } = useTranslation();
  const memberId = useCurrentMember().member?.id;
  const { move, isPending } = useWalletMove();
  const [refusal, setRefusal] = useState<string>();
  const [always, setAlways] = useState(() => readAlwaysMove(memberId));
  // Only a member who chose "always move" sees the switch here, to turn it off again.
  const [offerSwitch] = useState(always);
  const amount = formatMoney(vendor.balance, currency);

  const recall = async () => {
    setRefusal(undefined);
    try {
      await move({ from: vendor.code, to: MAIN_WALLET, amount: vendor.balance });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('errors.unknown'));
      return;
    }
    onLeave();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onStay()}
      title={t('gameFrame.recallTitle')}
      description={t('gameFrame.recallText', { vendor: vendor.name, amount })}
      size="sm"
      testId="recall-dialog"
    >
      <FormAlert message={refusal} testId="recall-error" />
      {offerSwitch ? (
        <CheckboxField
          label={t('gameFrame.alwaysMove')}
          checked={always}
          onChange={(event) => {
            setAlways(event.target.checked);
            storeAlwaysMove(memberId, event.target.checked);
          }}
          data-testid="recall-always"
        />
      ) : null}
      <div className="transfer-before-play__actions">
        <Button loading={isPending} block onClick={() => void recall()} data-autofocus data-testid="recall-move">
          {t('gameFrame.recallMove', { amount })}
        </Button>
        <Button variant="secondary" block disabled={isPending} onClick={onLeave} data-testid="recall-keep">
          {t('gameFrame.recallKeep')}
        </Button>
      </div>
    </Dialog>
  );
}
