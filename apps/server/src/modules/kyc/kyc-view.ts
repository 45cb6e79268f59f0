import type { KycState, KycStatus, OperatorKycValue, PersonalInfo } from '@panalo/contract/kyc';
import type { Selectable } from 'kysely';
import type { KycProfilesTable } from '../../db/schema-kyc';
import { toIso } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';

type ProfileRow = Selectable<KycProfilesTable>;

export function toPersonalInfo(row: ProfileRow): PersonalInfo {
  return {
    idType: row.id_type,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    fullName: row.full_name,
    birthday: row.birthday,
    address: row.address,
    permanentAddress: row.permanent_address,
    placeOfBirth: row.place_of_birth,
    nationality: row.nationality,
    sourceOfIncome: row.source_of_income,
    occupation: row.occupation,
  };
}

/** The member's ID verification state (spec: enabled, isComplete, status) and what the modal needs besides. */
export function toKycState(merchant: Merchant, state: KycStatus, profile: ProfileRow | undefined): KycState {
  return {
    enabled: merchant.settings.kyc.enabled,
    isComplete: state === 'A',
    status: state,
    // Saved for this round: after a rejection the member goes through the form again.
    personalInfoSaved: Boolean(profile) && state !== 'R',
    rejectReason: state === 'R' ? (profile?.reject_reason ?? null) : null,
    submittedAt: profile?.submitted_at != null ? toIso(profile.submitted_at) : null,
  };
}

export function toOperatorKyc(
  member: { id: number; username: string; kyc_status: KycStatus },
  profile: ProfileRow | undefined,
): OperatorKycValue {
  return {
    memberId: member.id,
    account: member.username,
    status: member.kyc_status,
    personalInfo: profile ? toPersonalInfo(profile) : null,
    images: { front: Boolean(profile?.id_front_key), back: Boolean(profile?.id_back_key), selfie: Boolean(profile?.selfie_key) },
    submittedAt: profile?.submitted_at != null ? toIso(profile.submitted_at) : null,
    reviewedAt: profile?.reviewed_at != null ? toIso(profile.reviewed_at) : null,
    reviewedBy: profile?.reviewed_by ?? null,
    rejectReason: profile?.reject_reason ?? null,
  };
}
