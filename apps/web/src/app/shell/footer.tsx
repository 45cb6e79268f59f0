import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../components/ui/icons';
import { useGameMenus } from '../../features/game-menus/use-game-menus';
import { usePermission } from '../../features/system/api/get-permission';
import { brandResources, mirrorSites } from '../../features/system/brand-resources';
import { PT_BLOCKS } from '../../i18n/pt-blocks';
import { useModals } from '../../lib/modals/modals-context';
import { FooterLinks } from './footer-links';
import { FooterSocial } from './footer-social';

/**
 * The footer (spec 000 section 2): help topics, products, affiliate text, social links, responsible
 * gaming, vendor icons, the official mirror sites and the regulator's legal link.
 */
export function Footer() {
  const { t } = useTranslation();
  const { open } = useModals();
  const permission = usePermission().data;
  const resources = brandResources(permission);
  const brand = permission?.merchantName ?? 'Panalo';
  const officialSites = [...new Set([permission?.mainDomain, ...mirrorSites(permission)].filter((site): site is string => Boolean(site)))];
  // Each vendor once, with its icon from the catalogue (drawn by the server for the demo vendors).
  const vendors = [
    ...new Map(
      Object.values(useGameMenus().menus)
        .flat()
        .map((entry) => [entry.vendorCode, { code: entry.vendorCode, name: entry.name, icon: entry.vendor.lagerIcon }]),
    ).values(),
  ];
  const licence = resources.regulatorName
    ? resources.licenseNumber
      ? t('footer.licensedNumber', { brand, regulator: resources.regulatorName, number: resources.licenseNumber })
      : t('footer.licensed', { brand, regulator: resources.regulatorName })
    : t('footer.regulator', { brand });
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          <FooterLinks />
          <section aria-labelledby="footer-affiliate">
            <h2 id="footer-affiliate" className="footer__heading">
              {t('footer.affiliateTitle')}
            </h2>
            <p className="footer__text">{t('footer.affiliateText', { brand })}</p>
            {resources.affiliateUrl?.startsWith('https://') ? (
              <a href={resources.affiliateUrl} target="_blank" rel="noopener noreferrer" className="footer__more">
                {t('footer.affiliateLink')}
              </a>
            ) : (
              <Link to={resources.affiliateUrl ?? '/applyAgent'} className="footer__more" data-testid="footer-affiliate">
                {t('footer.affiliateLink')}
              </Link>
            )}
            <FooterSocial social={resources.social} />
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
            <Link to="/responsibleGaming" className="footer__more" data-testid="footer-responsible">
              {t('responsible.title')}
            </Link>
            {resources.ptTextBlocks ? (
              <div lang="pt" className="footer__pt" data-testid="footer-pt">
                <h3 className="footer__subheading">{PT_BLOCKS.responsibleTitle}</h3>
                <p className="footer__restricted">{PT_BLOCKS.responsibleText}</p>
                <h3 className="footer__subheading">{PT_BLOCKS.restrictedTitle}</h3>
                <p className="footer__restricted">{PT_BLOCKS.restrictedText}</p>
              </div>
            ) : null}
          </section>
        </div>
        {vendors.length > 0 ? (
          <ul className="footer__vendors" aria-label={t('footer.vendors')} data-testid="footer-vendors">
            {vendors.map((vendor) => (
              <li key={vendor.code} title={vendor.name}>
                <img src={vendor.icon} alt={vendor.name} width={96} height={36} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        ) : null}
        {officialSites.length > 0 ? (
          <div className="footer__sites" data-testid="footer-sites">
            <span className="footer__sites-label">{t('footer.officialSites')}</span>
            <ul>
              {officialSites.map((site) => (
                <li key={site}>{site}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="footer__legal">
          <ShieldIcon size={18} />
          <p data-testid="footer-licence">
            {licence}{' '}
            <button type="button" className="link-button" onClick={() => open({ kind: 'legal' })} data-testid="footer-legal">
              {t('footer.legalLink')}
            </button>
          </p>
        </div>
        <p className="footer__copyright">{t('footer.copyright', { year, brand })}</p>
      </div>
    </footer>
  );
}
