import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { VendorWallet } from '@panalo/contract/wallet';
import { Button, IconButton } from '../../../components/ui/button';
import { merchantWalletQueryOptions } from '../../wallet/api/get-merchant-wallet';
import { FrameBalance } from './frame-balance';
import { BackIcon, ExitFullscreenIcon, FullscreenIcon } from './frame-icons';
import { RecallDialog } from './recall-dialog';
import '../game-frame.css';

interface GameFrameProps {
  /** An address frameableUrl accepted. */
  url: string;
  gameName: string;
  /** A transfer-mode vendor's wallet: Back offers to move its money to the main wallet. */
  walletCode: string | null;
  /** Where Back goes when this page was opened directly (no page of the site before it). */
  fallback: string;
}

/**
 * A vendor's game inside the site: a slim bar (Back, the game's name, the live balances, full
 * screen) over a full-width frame. Back returns to where the player came from; for a transfer
 * vendor whose wallet holds money it first offers to move that money back, whichever way the member
 * leaves (Back, the browser's back button, a link elsewhere on the site).
 */
export function GameFrame({ url, gameName, walletCode, fallback }: GameFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [recall, setRecall] = useState<{ vendor: VendorWallet; currency: string } | null>(null);
  // Every way out of the page (Back, the browser's back button, a link) is held while a transfer
  // vendor's wallet may hold money, until the member has chosen what becomes of it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => walletCode !== null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  const back = () => {
    // 'default' is the first page of this tab: nothing of the site to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };

  // A held navigation: the offer when the vendor wallet holds money, else on at once. Each blocked
  // navigation is a new blocker object, so a second one right after a reset starts this again.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      setChecking(true);
      try {
        const wallet = await queryClient.fetchQuery({ ...merchantWalletQueryOptions(), staleTime: 0 });
        const vendor = wallet.vendors.find((entry) => entry.code === walletCode);
        if (vendor && vendor.balance > 0) {
          setRecall({ vendor, currency: wallet.currency });
          return;
        }
      } catch {
        // The balances cannot be read now: leave anyway; the transfer page can move the money later.
      } finally {
        setChecking(false);
      }
      if (document.fullscreenElement) void document.exitFullscreen();
      blocker.proceed();
    })();
  }, [blocker, queryClient, walletCode]);

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    blocker.proceed?.();
  };
  const stay = () => {
    setRecall(null);
    blocker.reset?.();
  };

  return (
    <section ref={frame} className="game-frame" aria-label={gameName} data-testid="game-frame">
      <div className="game-frame__bar">
        <Button variant="ghost" size="sm" loading={checking} onClick={back} data-testid="game-frame-back">
          {checking ? null : <BackIcon size={18} />}
          {t('gameFrame.back')}
        </Button>
        <h1 className="game-frame__title" data-testid="game-frame-title">
          {gameName}
        </h1>
        <FrameBalance walletCode={walletCode} />
        {document.fullscreenEnabled ? (
          <IconButton
            label={fullscreen ? t('gameFrame.exitFullscreen') : t('gameFrame.fullscreen')}
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            data-testid="game-frame-fullscreen"
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </IconButton>
        ) : null}
      </div>
      <iframe
        className="game-frame__iframe"
        src={url}
        title={gameName}
        allow="fullscreen; autoplay"
        allowFullScreen
        data-testid="game-frame-iframe"
      />
      {recall ? <RecallDialog vendor={recall.vendor} currency={recall.currency} onLeave={leave} onStay={stay} /> : null}
    </section>
  );
}
