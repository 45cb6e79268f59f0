import { useMemberIcon } from '../../features/member/api/get-member-icon';

/** The member's avatar in the header and side menu: the picture from the icon call, else the initial. */
export function MemberAvatar({ name }: { name: string }) {
  const icon = useMemberIcon().data;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="account-menu__avatar" aria-hidden="true">
      {icon?.startsWith('data:image/') ? <img src={icon} alt="" className="account-menu__icon" data-testid="member-icon" /> : initial}
    </span>
  );
}
