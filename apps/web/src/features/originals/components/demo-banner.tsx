import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OriginalsGame } from '@panalo/contract/originals';
import { Button } from '../../../components/ui/button';
import { useMemberGate } from '../../games/hooks/use-member-gate';
import { demoWallet } from '../demo/demo-wallet';

/**
 * Says plainly that a demo plays for nothing, offers a fresh 10,000.00 demo credits, and the way
 * to real play: a guest gets the login popup, a trial account the real-account message, and a
 * member leaves the demo for the real game (a game session, as any launch).
 */
export function DemoBanner({ game }: { game: OriginalsGame }) {
  const { t } = useTranslation();
  const id = useId();
  const gate = useMemberGate();
  const navigate = useNavigate();
  return (
    <section className="demo-banner" aria-labelledby={`${id}-title`} data-testid="demo-banner">
      <span className="demo-banner__badge" aria-hidden="true">
        {t('originals.demo.badge')}
      </span>
      <div className="demo-banner__text">
        <h2 id={`${id}-title`} className="demo-banner__title">
          {t('originals.demo.banner')}
        </h2>
        <p className="demo-banner__detail">{t('originals.demo.bannerText')}</p>
      </div>
      <div className="demo-banner__actions">
        <Button variant="secondary" size="sm" onClick={demoWallet.reset} data-testid="demo-reset">
          {t('originals.demo.reset')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            if (gate()) void navigate(`/originals?game=${game}`);
          }}
          data-testid="demo-play-for-real"
        >
          {t('originals.demo.playForReal')}
        </Button>
      </div>
    </section>
  );
}
