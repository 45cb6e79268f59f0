import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LaunchGameValue } from '@panalo/contract/games';
import { MAIN_WALLET, type MerchantWalletValue } from '@panalo/contract/wallet';
import type { AccountModalProps } from '../../../lib/modals/account-modal';
import { ErrorState, FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { merchantWalletQueryOptions } from '../../wallet/api/get-merchant-wallet';
import { checkAmount } from '../../../lib/amount-check';
import { AmountField } from '../../../components/money/amount-field';
import { MoneyText } from '../../../components/money/money-text';
import { toInputText } from '../../../lib/money';
import { useOpenGame } from '../../game-frame/hooks/use-open-game';
import { useWalletMove } from '../../game-frame/hooks/use-wallet-move';
import { readAlwaysMove, storeAlwaysMove } from '../../game-frame/transfer-preference';
import '../../game-frame/game-frame.css';

/** What usePlayGame opens this dialog with: the launch of a transfer-mode vendor's game. */
export interface TransferBeforePlayPayload {
  launch: LaunchGameValue;
}

/**
 * "Move money to <vendor>": a transfer-mode vendor plays from its own wallet, so before its game
 * opens the member may move money there (the whole main balance is offered), play with what the
 * vendor wallet already holds, or cancel. A refusal shows the server's message and opens nothing.
 */
export function TransferBeforePlayModal({ open, payload, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  const launch = (payload as TransferBeforePlayPayload | undefined)?.launch;
  const wallet = useQuery({ ...merchantWalletQueryOptions(), staleTime: 0, enabled: open && Boolean(launch) });
  const vendor = wallet.data?.vendors.find((entry) => entry.code === launch?.walletCode);
  return (
    <Dialog
      open={open && Boolean(launch)}
      onOpenChange={(next) => !next && onClose()}
      title={t('gameFrame.moveTitle', { vendor: vendor?.name ?? launch?.walletCode ?? '' })}
      description={launch ? t('gameFrame.moveIntro', { game: launch.gameName }) : undefined}
      size="sm"
      testId="transfer-before-play"
    >
      {!launch ? null : wallet.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : wallet.isError ? (
        <ErrorState message={wallet.error.message} retryLabel={t('common.retry')} onRetry={() => void wallet.refetch()} />
      ) : (
        <MoveForm key={launch.url} launch={launch} wallet={wallet.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function MoveForm({ launch, wallet, onClose }: { launch: LaunchGameValue; wallet: MerchantWalletValue; onClose: () => void }) {
  const { t } = useTranslation();
  const memberId = useCurrentMember().member?.id;
  const openGame = useOpenGame();
  const { move, isPending } = useWalletMove();
  const currency = wallet.currency;
  const code = launch.walletCode ?? '';
  const vendor = wallet.vendors.find((entry) => entry.code === code);
  const vendorBalance = vendor?.balance ?? 0;
  const [amountText, setAmountText] = useState(() => (wallet.main > 0 ? toInputText(wallet.main, currency) : ''));
  const [amountError, setAmountError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [always, setAlways] = useState(() => readAlwaysMove(memberId));

  const play = () => {
    onClose();
    openGame(launch);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const checked = checkAmount(amountText, currency, { balance: wallet.main }, t);
    setAmountError(checked.error);
    if (checked.minor === undefined) return;
    try {
      await move({ from: MAIN_WALLET, to: code, amount: checked.minor });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('errors.unknown'));
      return;
    }
    storeAlwaysMove(memberId, always);
    play();
  };

  return (
    <form className="transfer-before-play" onSubmit={submit} noValidate data-testid="transfer-before-play-form">
      <dl className="transfer-before-play__wallets">
        <div>
          <dt>{t('gameFrame.mainWallet')}</dt>
          <dd>
            <MoneyText minor={wallet.main} currency={currency} testId="transfer-before-play-main" />
          </dd>
        </div>
        <div>
          <dt>{t('gameFrame.vendorWallet', { vendor: vendor?.name ?? code })}</dt>
          <dd>
            <MoneyText minor={vendorBalance} currency={currency} testId="transfer-before-play-vendor" />
          </dd>
        </div>
      </dl>
      <FormAlert message={refusal} testId="transfer-before-play-error" />
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setAmountError(undefined);
        }}
        currency={currency}
        error={amountError}
        allAmount={wallet.main}
        label={t('gameFrame.amountToMove')}
        testId="transfer-before-play-amount"
      />
      <CheckboxField
        label={t('gameFrame.alwaysMove')}
        checked={always}
        onChange={(event) => setAlways(event.target.checked)}
        data-testid="transfer-before-play-always"
      />
      <div className="transfer-before-play__actions">
        <Button type="submit" loading={isPending} block data-testid="transfer-before-play-submit">
          {t('gameFrame.transferAndPlay')}
        </Button>
        <Button
          variant="secondary"
          block
          disabled={vendorBalance <= 0 || isPending}
          onClick={play}
          aria-describedby={vendorBalance <= 0 ? 'transfer-before-play-empty' : undefined}
          data-testid="transfer-before-play-skip"
        >
          {t('gameFrame.playWithoutTransfer')}
        </Button>
        {vendorBalance <= 0 ? (
          <p id="transfer-before-play-empty" className="transfer-before-play__note">
            {t('gameFrame.vendorEmpty', { vendor: vendor?.name ?? code })}
          </p>
        ) : null}
        <Button variant="ghost" block onClick={onClose} disabled={isPending} data-testid="transfer-before-play-cancel">
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
