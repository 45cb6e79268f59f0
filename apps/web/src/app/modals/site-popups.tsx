import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useNotices } from '../../features/announcements/api/get-notices';
import { isPopupClosed, rememberPopupClosed, type PopupAudience } from '../../features/announcements/popup-memory';
import { FIRST_TEXTS, LazyPart, lazyPart } from '../../components/lazy-part';
import { acceptDisclaimer, useDisclaimerState } from '../../lib/disclaimer-store';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useSession } from '../../lib/session-store';
import { useModals } from '../../lib/modals/modals-context';

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
 * The agent pages show only the agent view (spec 000 section 2), so neither opens there; nor on
 * the help pages, which hold the terms the disclaimer points to (the register form links there).
 * On /login and /register the route's own popup opens first (closing it leaves for home, where the
 * disclaimer then shows). A members-only page visited without a session is on its way to /login
 * (routes marked with the needsLogin handle), so nothing opens over it either.
 */
export function SitePopups() {
  const { t } = useTranslation();
  const { state, open } = useModals();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const session = useSession();
  const current = useCurrentMember();
  const disclaimer = useDisclaimerState();
  const notices = useNotices();
  const audience: PopupAudience = session.token ? 'member' : 'visitor';
  // Re-render once closed; the memory itself is in sessionStorage.
  const [closedNow, setClosedNow] = useState<PopupAudience[]>([]);

  const path = location.pathname.toLowerCase();
  const elsewhere = path.startsWith('/agent') || path.startsWith('/help') || path === '/login' || path === '/register';
  const leavingForLogin = !session.token && matches.some((match) => isNeedsLogin(match.handle));
  const free = state.kind === 'none' && !elsewhere && !leavingForLogin && !session.passwordChangeRequired;
  // A member's popups wait for the member's info (a trial or a stale token must not see them).
  const ready = !session.token || Boolean(current.member);
  const showDisclaimer = free && ready && disclaimer === 'pending';
  const entries = notices.data?.popup ?? [];
  const showPopup =
    free && ready && disclaimer !== 'pending' && entries.length > 0 && !closedNow.includes(audience) && !isPopupClosed(audience);

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

const isNeedsLogin = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { needsLogin?: unknown }).needsLogin === true;
