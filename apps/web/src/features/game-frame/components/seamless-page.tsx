import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PlayIcon } from '../../../components/ui/icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { usePermission } from '../../system/api/get-permission';
import { cdnOrigin, frameableUrl, launchedOrigins } from '../frame-url';
import type { FrameState } from '../hooks/use-open-game';
import { FrameEmpty } from './frame-empty';
import { GameFrame } from './game-frame';

/**
 * /seamless: an in-page vendor game in the site's frame. The launch hands over the address in the
 * location state (kept across a reload); ?url= (with optional &name=) also works, for addresses
 * on this site, the brand's launch CDNs, or a vendor host this tab launched. Anything else, or
 * nothing, shows the empty state.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const permission = usePermission();
  const state = isFrameState(location.state) ? location.state : null;
  const raw = state?.url ?? params.get('url');
  const cdns = (permission.data?.launchGameCDNs ?? []).map(cdnOrigin).filter((origin): origin is string => origin !== null);
  const url = frameableUrl(raw, [...cdns, ...launchedOrigins()]);

  // A CDN address waits for the brand's list before it is judged.
  if (raw && !url && permission.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (!url)
    return (
      <FrameEmpty
        title={t('gameFrame.emptyTitle')}
        text={raw ? t('gameFrame.emptyRefused') : t('gameFrame.emptyText')}
        to="/"
        linkLabel={t('gameFrame.emptyHome')}
        icon={<PlayIcon size={32} />}
        testId="seamless-empty"
      />
    );
  return (
    <GameFrame
      key={url}
      url={url}
      gameName={state?.gameName ?? params.get('name') ?? t('gameFrame.untitled')}
      walletCode={state?.walletCode ?? null}
      fallback="/"
    />
  );
}

function isFrameState(value: unknown): value is FrameState {
  return typeof value === 'object' && value !== null && typeof (value as FrameState).url === 'string';
}
