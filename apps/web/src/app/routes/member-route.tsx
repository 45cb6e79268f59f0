import { MemberCenterPage } from '../../features/member/components/member-center-page';
import { useModals } from '../../lib/modals/modals-context';

/** /member: wires the member centre's "change password" to the shared popup. */
export function MemberRoute() {
  const { openChangePassword } = useModals();
  return <MemberCenterPage onChangePassword={openChangePassword} />;
}
