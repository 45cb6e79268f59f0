import { useTranslation } from 'react-i18next';
import type { Announcement } from '@panalo/contract/content';
import { MegaphoneIcon } from '../../../components/ui/shell-icons';
import './home-banners.css';

/** Strips the tags of a home notice for the one-line marquee (the full text opens in the notices popup). */
const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** The home notices (type H) as a scrolling line that opens the notice popup; reduced motion shows it still. */
export function HomeMarquee({ notices, onOpen }: { notices: readonly Announcement[]; onOpen: () => void }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const text = notices.map((notice) => `${notice.title}: ${plain(notice.content)}`).join('   •   ');
  return (
    <button
      type="button"
      className="home-marquee"
      onClick={onOpen}
      aria-label={`${t('homeContent.marqueeLabel')}: ${text}`}
      data-testid="home-marquee"
    >
      <MegaphoneIcon size={18} />
      <span className="home-marquee__track" aria-hidden="true">
        {/* Two copies scroll as one endless line. */}
        <span className="home-marquee__text">{text}</span>
        <span className="home-marquee__text">{text}</span>
      </span>
    </button>
  );
}
