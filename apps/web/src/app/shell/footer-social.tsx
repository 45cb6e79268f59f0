import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, TelegramIcon, YoutubeIcon } from '../../components/ui/shell-icons';
import { SOCIAL_NETWORKS, type BrandResources } from '../../features/system/brand-resources';

const ICONS = { facebook: FacebookIcon, telegram: TelegramIcon, youtube: YoutubeIcon, instagram: InstagramIcon };

/** The brand's social links (Facebook, Telegram, YouTube, Instagram), those it has set. */
export function FooterSocial({ social }: { social: BrandResources['social'] }) {
  const { t } = useTranslation();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network]);
  if (networks.length === 0) return null;
  return (
    <ul className="footer__social" aria-label={t('footer.social')} data-testid="footer-social">
      {networks.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={social[network]}
              target="_blank"
              rel="noopener noreferrer"
              className="footer__social-link"
              aria-label={t(`footer.networks.${network}`)}
              title={t(`footer.networks.${network}`)}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
