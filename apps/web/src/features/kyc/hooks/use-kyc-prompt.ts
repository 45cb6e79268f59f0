import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../../../lib/modals/modals-context';
import { suppressDisclaimer, useDisclaimerState } from '../../../lib/disclaimer-store';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { useSecurityConfig } from '../api/get-security-config';
import { hasKycFlag } from '../kyc-session';
import type { KycModalPayload } from '../components/kyc-modal';

/**
 * Opens the KYC or the security popup by itself (spec 000 section 4), once per session start
 * (log-in or page load) and again when the KYC status changes:
 * - mandatory KYC on, not verified, nothing waiting for review, not uploaded or deferred this
 *   session: the KYC modal, in place of the disclaimer; it cannot be dismissed after the deadline;
 * - otherwise, ID verification enabled, not complete, status N, not uploaded and not deferred this
 *   session: the security popup, after the disclaimer was answered (one popup at a time).
 */
export function useKycPrompt(): void {
  const { state, openAccountModal } = useModals();
  const current = useCurrentMember();
  const location = useLocation();
  const disclaimer = useDisclaimerState();
  const member = current.member;
  const eligible = current.isLoggedIn && Boolean(member) && !member?.isTrial;
  const config = useSecurityConfig(eligible);
  const decided = useRef<{ token: string | null; status: string | null }>({ token: null, status: null });

  useEffect(() => {
    if (!eligible || !member || !config.data || state.kind !== 'none') return;
    const { idVerification: kyc, kycMandatory, verifyLaterAllowed } = config.data;
    const seen = decided.current;
    if (seen.token === current.token && seen.status === kyc.status) return;
    const uploaded = hasKycFlag(member.id, 'uploaded');
    const deferred = hasKycFlag(member.id, 'verifyLater');
    const unverified = kyc.enabled && !kyc.isComplete;

    if (kycMandatory && unverified && (kyc.status === 'N' || kyc.status === 'R') && !uploaded && !(deferred && verifyLaterAllowed)) {
      decided.current = { token: current.token, status: kyc.status };
      suppressDisclaimer();
      openAccountModal('kyc', { forced: !verifyLaterAllowed } satisfies KycModalPayload);
      return;
    }
    const path = location.pathname.toLowerCase();
    // Not in the agent view (it shows alone), nor on the security center, which says the same.
    const elsewhere = path.startsWith('/agent') || path.endsWith('/securitycenter');
    if (!kycMandatory && unverified && kyc.status === 'N' && !uploaded && !deferred && !elsewhere) {
      // The disclaimer goes first; this effect runs again once it is answered.
      if (disclaimer === 'pending') return;
      decided.current = { token: current.token, status: kyc.status };
      openAccountModal('security');
      return;
    }
    decided.current = { token: current.token, status: kyc.status };
  }, [eligible, member, config.data, state.kind, disclaimer, current.token, location.pathname, openAccountModal]);
}
