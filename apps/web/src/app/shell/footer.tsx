import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_AREAS } from '../../features/games/game-areas';
import { usePermission } from '../../features/system/api/get-permission';
import { HELP_TOPICS } from '../../features/help/help-topics';
import { ShieldIcon } from '../../components/ui/icons';

export function Footer() {
  const { t } = useTranslation();
  const permission = usePermission();
  const brand = permission.data?.merchantName ?? 'Panalo';
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className="footer__heading">
              {t('footer.help')}
            </h2>
            <ul className="footer__links">
              {HELP_TOPICS.map((topic) => (
                <li key={topic}>
                  <Link to={`/help#${topic}`}>{t(`help.topics.${topic}.title`)}</Link>
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
              {GAME_AREAS.map((area) => (
                <li key={area.key}>
                  <Link to={area.path}>{t(`areas.${area.key}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-responsible" className="footer__responsible">
            <h2 id="footer-responsible" className="footer__heading">
              {t('footer.responsibleTitle')}
            </h2>
            <p className="footer__age">
              <span className="footer__badge" aria-hidden="true">
                21+
              </span>
              {t('footer.responsibleText')}
            </p>
            <p className="footer__restricted">{t('restricted.text')}</p>
          </section>
        </div>
        <div className="footer__legal">
          <ShieldIcon size={18} />
          <p>{t('footer.regulator')}</p>
        </div>
        <p className="footer__copyright">{t('footer.copyright', { year, brand })}</p>
      </div>
    </footer>
  );
}
