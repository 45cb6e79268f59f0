import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_AREAS } from '../../features/games/game-areas';
import { useOfferedAreas } from '../../features/game-menus/use-offered-areas';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import { hashForTopic } from '../../features/help/help-topics';

/** The footer's help topics (the brand's, from the help center) and the product list. */
export function FooterLinks() {
  const { t } = useTranslation();
  const isOffered = useOfferedAreas();
  const help = useHelpCenter();
  return (
    <>
      <section aria-labelledby="footer-help">
        <h2 id="footer-help" className="footer__heading">
          {t('footer.help')}
        </h2>
        <ul className="footer__links" data-testid="footer-help-topics">
          {(help.data ?? []).map((topic) => (
            <li key={topic.tag}>
              <Link to={`/help${hashForTopic(topic.tag)}`}>{topic.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/helpmc">{t('help.centerTitle')}</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="footer-products">
        <h2 id="footer-products" className="footer__heading">
          {t('footer.products')}
        </h2>
        <ul className="footer__links footer__links--two">
          {GAME_AREAS.filter(isOffered).map((area) => (
            <li key={area.key}>
              <Link to={area.path}>{t(`areas.${area.key}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
