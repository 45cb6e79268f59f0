import type { SocialProvider } from '@panalo/contract/identity';
import { Icon, type IconProps } from '../../../components/ui/icons';

/** Plain marks for the three providers (drawn here: no request to the providers just to show a button). */
const FacebookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4.1V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1Z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
);
const GoogleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.6-3.9 2.6-6.5Z"
      fill="#4285F4"
      stroke="none"
    />
    <path
      d="M12 21c2.4 0 4.5-.8 5.9-2.2L15 16.5c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0 0 12 21Z"
      fill="#34A853"
      stroke="none"
    />
    <path d="M7 13.7a5.4 5.4 0 0 1 0-3.4V8H4a9 9 0 0 0 0 8l3-2.3Z" fill="#FBBC05" stroke="none" />
    <path d="M12 6.6c1.3 0 2.5.5 3.4 1.3L18 5.4A9 9 0 0 0 4 8l3 2.3c.7-2.1 2.7-3.7 5-3.7Z" fill="#EA4335" stroke="none" />
  </Icon>
);
const TelegramIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M21.5 3.5 2.8 10.7c-.8.3-.8 1.1 0 1.4l4.6 1.5 1.8 5.5c.2.6 1 .8 1.5.3l2.6-2.4 4.7 3.5c.6.4 1.4.1 1.6-.6L22.6 4.7c.2-.9-.5-1.5-1.1-1.2Z"
      fill="currentColor"
      stroke="none"
    />
    <path d="m7.6 13.5 9.6-6.1-7.3 7.3" stroke="var(--surface, #fff)" strokeWidth={1.4} />
  </Icon>
);

export const SOCIAL_ICONS: Record<SocialProvider, (p: IconProps) => React.JSX.Element> = {
  facebook: FacebookIcon,
  google: GoogleIcon,
  telegram: TelegramIcon,
};
