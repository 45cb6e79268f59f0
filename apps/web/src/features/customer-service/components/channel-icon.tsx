import type { CustomerServiceItem } from '@panalo/contract/system';
import { ChatIcon, type IconProps } from '../../../components/ui/icons';
import { FacebookIcon, InstagramIcon, TelegramIcon, WhatsappIcon } from '../../../components/ui/shell-icons';

const ICONS = { LIVECHAT: ChatIcon, FACEBOOK: FacebookIcon, TELEGRAM: TelegramIcon, IG: InstagramIcon, WHATSAPP: WhatsappIcon };

/** The icon of a customer-service channel type (LIVECHAT, FACEBOOK, TELEGRAM, IG, WHATSAPP). */
export function ChannelIcon({ type, ...props }: IconProps & { type: CustomerServiceItem['csType'] }) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
