import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useLogout } from '../../session/api/logout';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { usePermission } from '../../system/api/get-permission';
import { useKyc } from '../api/get-kyc';
import { useSecurityConfig } from '../api/get-security-config';
import { hasKycFlag, setKycFlag } from '../kyc-session';
import { brandToday } from '../../../lib/brand-today';
import { KycInfoStep } from './kyc-info-step';
import { KycIntroStep } from './kyc-intro-step';
import { KycProgress, type KycStep } from './kyc-progress';
import { KycReviewState } from './kyc-review-state';
import { KycTermsStep } from './kyc-terms-step';
import { KycUploadStep } from './kyc-upload-step';
import './kyc.css';

/** Opened with openAccountModal('kyc', { forced }): forced when mandatory KYC is past its deadline. */
export interface KycModalPayload {
  forced?: boolean;
}

interface KycModalProps {
  open: boolean;
  payload: unknown;
  onClose: () => void;
}

/**
 * The four-step KYC modal (spec 000 sections 2 and 4): 0 terms → 1 "KYC Verify" (start, or verify
 * later while allowed) → 2 personal info → 3 ID images. Accepted terms, "verify later" and a done
 * upload are remembered for the browser session. Under review or verified, it says so instead.
 */
export function KycModal({ open, payload, onClose }: KycModalProps) {
  const { t } = useTranslation();
  const { member } = useCurrentMember();
  const permission = usePermission();
  const config = useSecurityConfig(open);
  const kyc = useKyc(open);
  const logout = useLogout();
  const [step, setStep] = useState<KycStep>(0);
  const forced = (payload as KycModalPayload | undefined)?.forced === true;

  // Each opening starts at the terms, or at "KYC Verify" once the terms were accepted this session.
  // Moving between steps replaces the content under the focus: put it on the new step's heading.
  const content = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('.kyc-step__title')?.focus();
  }, [step]);

  const memberId = member?.id;
  useEffect(() => {
    if (open && memberId !== undefined) setStep(hasKycFlag(memberId, 'termsAccepted') ? 1 : 0);
  }, [open, memberId]);

  const flag = (name: Parameters<typeof setKycFlag>[1]) => member && setKycFlag(member.id, name);
  const today = brandToday(permission.data?.gmtOffsetMinutes ?? 480);

  let body;
  if (config.isError || kyc.isError) {
    const error = config.error ?? kyc.error;
    body = (
      <ErrorState
        message={error?.message}
        retryLabel={t('common.retry')}
        onRetry={() => void Promise.all([config.refetch(), kyc.refetch()])}
      />
    );
  } else if (!config.data || !kyc.data || !member) {
    body = <LoadingBlock label={t('common.loading')} />;
  } else if (!config.data.idVerification.enabled) {
    body = <p className="muted">{t('kyc.disabled')}</p>;
  } else if (config.data.idVerification.status === 'P' || config.data.idVerification.status === 'A') {
    body = <KycReviewState state={config.data.idVerification} onClose={onClose} />;
  } else {
    const steps: Record<KycStep, ReactNode> = {
      0: (
        <KycTermsStep
          onAgree={() => {
            flag('termsAccepted');
            setStep(1);
          }}
        />
      ),
      1: (
        <KycIntroStep
          config={config.data}
          onStart={() => setStep(2)}
          onVerifyLater={() => {
            flag('verifyLater');
            onClose();
          }}
          onSignOut={forced ? () => logout.mutate() : undefined}
        />
      ),
      2: (
        <KycInfoStep
          username={member.account}
          saved={kyc.data.personalInfo}
          today={today}
          onSaved={() => setStep(3)}
          onBack={() => setStep(1)}
        />
      ),
      3: (
        <KycUploadStep
          onUploaded={() => {
            flag('uploaded');
            onClose();
          }}
          onBack={() => setStep(2)}
        />
      ),
    };
    body = (
      <div ref={content}>
        <KycProgress step={step} />
        {steps[step]}
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('kyc.title')}
      size="lg"
      dismissible={!forced}
      testId="kyc-modal"
    >
      {body}
    </Dialog>
  );
}
