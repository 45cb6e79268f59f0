import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotices } from '../../features/announcements/api/get-notices';
import { isPopupClosed, rememberPopupClosed, type PopupAudience } from '../../features/announcements/popup-memory';
import { FIRST_TEXTS, LazyPart, lazyPart } from '../../components/lazy-part';
import { acceptDisclaimer, useDisclaimerState } from '../../lib/disclaimer-store';
import { useSession } from '../../lib/session-store';
import { useModals } from '../../lib/modals/modals-context';
import { useSitePopupRoom } from './popup-room';

// Fetched when first shown: a returning visitor who accepted the disclaimer never downloads it.
const DisclaimerDialog = lazyPart(
  () => import('../../features/content/components/disclaimer-dialog').then((m) => m.DisclaimerDialog),
  FIRST_TEXTS,
);
const AnnouncementsDialog = lazyPart(
  () => import('../../features/announcements/components/announcements-dialog').then((m) => m.AnnouncementsDialog),
  FIRST_TEXTS,
);

/**
 * The popups the site opens by itself, one at a time and only when no other popup is open:
 * first the disclaimer until accepted, then the announcement popup of this audience until closed.
 * Where and when they may open is useSitePopupRoom's rule.
 */
export function SitePopups() {
  const { t } = useTranslation();
  const { open } = useModals();
  const navigate = useNavigate();
  const session = useSession();
  const room = useSitePopupRoom();
  const disclaimer = useDisclaimerState();
  const notices = useNotices();
  const audience: PopupAudience = session.token ? 'member' : 'visitor';
  // Re-render once closed; the memory itself is in sessionStorage.
  const [closedNow, setClosedNow] = useState<PopupAudience[]>([]);

  const showDisclaimer = room && disclaimer === 'pending';
  const entries = notices.data?.popup ?? [];
  const showPopup = room && disclaimer !== 'pending' && entries.length > 0 && !closedNow.includes(audience) && !isPopupClosed(audience);

  const closePopup = () => {
    rememberPopupClosed(audience);
    setClosedNow((list) => [...list, audience]);
  };

  return (
    <LazyPart>
      {showDisclaimer ? <DisclaimerDialog open onAccept={acceptDisclaimer} onOpenTerms={() => open({ kind: 'terms' })} /> : null}
      {showPopup ? (
        <AnnouncementsDialog
          open
          onOpenChange={(isOpen) => !isOpen && closePopup()}
          title={t('announcements.popupTitle')}
          entries={entries}
          onAccept={() => {
            closePopup();
            void navigate('/member/rewardCenter');
          }}
          emptyText={t('announcements.empty')}
          testId="announcement-popup"
        />
      ) : null}
    </LazyPart>
  );
}
