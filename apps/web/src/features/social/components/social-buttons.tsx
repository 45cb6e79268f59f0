import { ACCOUNT_TEXTS, LazyPart, lazyPart } from '../../../components/lazy-part';
import { usePermission } from '../../system/api/get-permission';

// Most brands enable no provider: the links and their logos load only for a brand that does.
const SocialButtonList = lazyPart(() => import('./social-button-list').then((m) => m.SocialButtonList), ACCOUNT_TEXTS);

/**
 * Sign-in with Facebook, Google or Telegram: only the providers the brand enabled (the permission
 * call's `socialLogin`), nothing when it enabled none.
 */
export function SocialButtons({ referralCode }: { referralCode?: string }) {
  const options = usePermission().data?.socialLogin ?? [];
  if (options.length === 0) return null;
  return (
    <LazyPart inline>
      <SocialButtonList options={options} referralCode={referralCode} />
    </LazyPart>
  );
}
