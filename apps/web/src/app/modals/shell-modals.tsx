import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Announcement } from '@panalo/contract/content';
import { useNotices } from '../../features/announcements/api/get-notices';
import { acceptDisclaimer } from '../../lib/disclaimer-store';
import { FIRST_TEXTS, LazyPart, lazyPart } from '../../components/lazy-part';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useModals } from '../../lib/modals/modals-context';

// Fetched the first time each opens.
const AnnouncementsDialog = lazyPart(
  () => import('../../features/announcements/components/announcements-dialog').then((m) => m.AnnouncementsDialog),
  FIRST_TEXTS,
);
const LegalLicenseDialog = lazyPart(
  () => import('../../features/content/components/legal-license-dialog').then((m) => m.LegalLicenseDialog),
  FIRST_TEXTS,
);
const TermsDialog = lazyPart(() => import('../../features/content/components/terms-dialog').then((m) => m.TermsDialog), FIRST_TEXTS);

/**
 * Popups of the shell opened from menus and links: announcements, notices, legal licence, terms.
 * The spec's game popup (a vendor's game list, for entries with isGame VASSALAGE) belongs to the
 * vendor card itself (vendor-games-dialog.tsx: a sports book's leagues); a vendor's games are
 * otherwise its lobby page (/rng?vassalage=…, from the header's vendor menus) (docs/games.md).
 */
export function ShellModals() {
  const { t } = useTranslation();
  const { state, close } = useModals();
  const navigate = useNavigate();
  const current = useCurrentMember();
  const notices = useNotices();
  const unread = useUnreadCount().data ?? 0;
  const onOpenChange = (open: boolean) => !open && close();
  // An entry with a promotion type: accepting opens the reward center (login first for visitors).
  const onAccept = (_entry: Announcement) => {
    close();
    void navigate('/member/rewardCenter');
  };
  const announcements = notices.data ? uniqueById([...notices.data.popup, ...notices.data.promotion]) : undefined;

  return (
    <LazyPart>
      {state.kind === 'announcements' ? (
        <AnnouncementsDialog
          open
          onOpenChange={onOpenChange}
          title={t('announcements.title')}
          entries={announcements}
          error={notices.error}
          onRetry={() => void notices.refetch()}
          onAccept={onAccept}
          emptyText={t('announcements.empty')}
          testId="announcements-dialog"
        />
      ) : null}
      {state.kind === 'notices' ? (
        <AnnouncementsDialog
          open
          onOpenChange={onOpenChange}
          title={t('announcements.noticesTitle')}
          entries={notices.data ? uniqueById([...notices.data.playerNotices, ...notices.data.home]) : undefined}
          error={notices.error}
          onRetry={() => void notices.refetch()}
          onAccept={onAccept}
          emptyText={t('announcements.noticesEmpty')}
          extra={
            current.isLoggedIn && !current.isTrial ? (
              <p className="announcements__messages">
                <Link to="/member/messageV2" onClick={close} data-testid="notices-messages-link">
                  {unread > 0 ? t('announcements.messagesUnread', { count: unread }) : t('announcements.messages')}
                </Link>
              </p>
            ) : null
          }
          testId="notices-dialog"
        />
      ) : null}
      {state.kind === 'legal' ? <LegalLicenseDialog open onOpenChange={onOpenChange} /> : null}
      {state.kind === 'terms' ? (
        <TermsDialog
          open
          onOpenChange={onOpenChange}
          onAgreed={() => {
            if (current.isLoggedIn) acceptDisclaimer();
            close();
          }}
        />
      ) : null}
    </LazyPart>
  );
}

function uniqueById(entries: Announcement[]): Announcement[] {
  const seen = new Set<number>();
  return entries.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}
