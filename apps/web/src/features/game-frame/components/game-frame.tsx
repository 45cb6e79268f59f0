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
 * vendor whose wallet holds money it first offers to move that money back. The browser's own back
 * button, or a link elsewhere on the site, gets the same offer before the page goes.
 */
export function GameFrame({ url, gameName, walletCode, fallback }: GameFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [recall, setRecall] = useState<{ vendor: VendorWallet; currency: string; go: () => void; stay: () => void } | null>(null);
  // Set once the member has decided; the navigation that follows is then let through.
  const decided = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => walletCode !== null && !decided.current && currentLocation.pathname !== nextLocation.pathname,
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

  const leave = () => {
    decided.current = true;
    if (document.fullscreenElement) void document.exitFullscreen();
    // 'default' is the first page of this tab: nothing of the site to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };

  /** Offers to move the vendor wallet's money back when it holds some, else goes at once. */
  const offerRecallThen = async (go: () => void, stay: () => void) => {
    if (!walletCode) return go();
    setChecking(true);
    try {
      const wallet = await queryClient.fetchQuery({ ...merchantWalletQueryOptions(), staleTime: 0 });
      const vendor = wallet.vendors.find((entry) => entry.code === walletCode);
      if (vendor && vendor.balance > 0) {
        setRecall({ vendor, currency: wallet.currency, go, stay });
        return;
      }
    } catch {
      // The balances cannot be read now: leave anyway; the transfer page can move the money later.
    } finally {
      setChecking(false);
    }
    go();
  };

  const back = () => offerRecallThen(leave, () => setRecall(null));

  // Leaving another way (the browser's back button, a link): held until the member has chosen.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void offerRecallThen(
      () => {
        decided.current = true;
        if (document.fullscreenElement) void document.exitFullscreen();
        blocker.proceed();
      },
      () => {
        setRecall(null);
        blocker.reset();
      },
    );
    // Each blocked navigation is a new blocker object (a second one may follow a reset before
    // React renders in between); offerRecallThen is made anew each render and need not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker]);

  return (
    <section ref={frame} className="game-frame" aria-label={gameName} data-testid="game-frame">
      <div className="game-frame__bar">
        <Button variant="ghost" size="sm" loading={checking} onClick={() => void back()} data-testid="game-frame-back">
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
      {recall ? <RecallDialog vendor={recall.vendor} currency={recall.currency} onLeave={recall.go} onStay={recall.stay} /> : null}
    </section>
  );
}
