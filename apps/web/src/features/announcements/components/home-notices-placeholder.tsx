import { MegaphoneIcon } from '../../../components/ui/shell-icons';
import './home-banners.css';

/**
 * The room the notices line and the home banner take, kept while the notices load: without it the
 * welcome and the game tabs jump down once they arrive (Lighthouse counted a layout shift of 0.29
 * on a phone). A brand without notices or banners sees the room close once they have loaded.
 */
export function HomeNoticesPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="home-notices-placeholder">
      <div className="home-marquee home-marquee--placeholder">
        <MegaphoneIcon size={18} />
        <span className="home-marquee__track">&nbsp;</span>
      </div>
      <div className="home-banners" />
    </div>
  );
}
