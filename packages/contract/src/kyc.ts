import { z } from 'zod';
import { NATIONALITY_NAMES } from './kyc-nationalities';

/** Identity verification (KYC), spec 000 sections 2–5 and 9. Shared by the server and the web modal. */

/** The upload call's module id, as the spec's client sends it. */
export const KYC_MODULE_ID = 'UPLOADID3';
/** The minimum age, in years, counted from the birthday (the stricter of the spec's two readings). */
export const KYC_MIN_AGE = 21;
/** Days after registration during which the modal offers "verify later". */
export const KYC_DEADLINE_DAYS = 3;
/** The most an ID image may weigh; JPEG or PNG only, checked by the file's bytes. */
export const KYC_MAX_IMAGE_BYTES = 5_242_880;

/** members.kyc_status: N none (or in progress), P submitted and waiting for review, A approved, R rejected. */
export const KYC_STATUSES = ['N', 'P', 'A', 'R'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export interface PickItem<T extends number | string> {
  value: T;
  label: string;
}

export const ID_TYPES: readonly PickItem<number>[] = [
  { value: 1, label: 'Passport' },
  { value: 2, label: "Driver's License" },
  { value: 3, label: 'National ID' },
  { value: 4, label: 'Postal ID' },
  { value: 5, label: "Voter's ID" },
  { value: 6, label: 'Barangay Certification' },
  { value: 7, label: 'Tax Identification (TIN)' },
  { value: 8, label: 'Senior Citizen Card' },
  { value: 9, label: 'Alien Certificate Registration' },
  { value: 10, label: 'Unified Multi-purpose ID (UMID)' },
  { value: 11, label: 'Philhealth ID' },
  { value: 12, label: 'National ID' },
];

export const SOURCES_OF_INCOME: readonly PickItem<number>[] = [
  { value: 1, label: 'Employed' },
  { value: 2, label: 'Self employed' },
  { value: -1, label: 'Salary' },
  { value: -2, label: 'Pension' },
  { value: -3, label: 'Business' },
];

/** The nature of work (the request's `occupation`). */
export const NATURES_OF_WORK: readonly PickItem<number>[] = [
  { value: 3, label: 'Corporate Executives' },
  { value: 4, label: 'Managers' },
  { value: 5, label: 'Supervisors' },
  { value: 6, label: 'Professionals' },
  { value: 7, label: 'Associate Professionals' },
  { value: 8, label: 'Technicians' },
  { value: 9, label: 'Clerks' },
  { value: 10, label: 'Service workers' },
  { value: 11, label: 'Sales workers' },
  { value: 12, label: 'Farmers' },
  { value: 13, label: 'Forestry workers' },
  { value: 14, label: 'Fishermen' },
  { value: 15, label: 'Traders' },
  { value: 16, label: 'Operators' },
  { value: 17, label: 'Machine assemblers' },
  { value: 18, label: 'Laborers' },
  { value: 19, label: 'Unskilled workers' },
  { value: 20, label: 'Special occupations' },
  { value: 21, label: 'Others' },
];

/** Nationalities: key equal to name, as the spec's list has them. */
export const NATIONALITIES: readonly { key: string; name: string }[] = NATIONALITY_NAMES.map((name) => ({ key: name, name }));

const text = (max: number) => z.string().max(max).optional();
const pick = z.number().int().nullish();

/**
 * POST /wps/v2/member/kyc/personalInfo (the spec's setPersonalInfo). Every field is optional in
 * the schema so that a missing one gets the spec's message (form_all_fields_required) from
 * checkPersonalInfo rather than a generic schema error.
 */
export const personalInfoRequest = z.object({
  idType: pick,
  firstName: text(100),
  middleName: text(100),
  lastName: text(100),
  /** yyyy-MM-dd. */
  birthday: text(32),
  address: text(500),
  permanentAddress: text(500),
  placeOfBirth: text(200),
  nationality: text(100),
  sourceOfIncome: pick,
  occupation: pick,
  /** The modal's step 0: the terms and conditions box. */
  termsAccepted: z.boolean().optional(),
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequest>;

/** The saved personal info (spec 000 section 3, "KYC personal info"), names normalised. */
export const personalInfo = z.object({
  idType: z.number().int(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  /** First, middle and last name joined by single spaces. */
  fullName: z.string(),
  birthday: z.string(),
  address: z.string(),
  permanentAddress: z.string(),
  placeOfBirth: z.string(),
  nationality: z.string(),
  sourceOfIncome: z.number().int(),
  occupation: z.number().int(),
});
export type PersonalInfo = z.infer<typeof personalInfo>;

/** An ID image: base64, bare or as a data URL (`data:image/png;base64,…`). */
const image = z.string().max(7_100_000).optional();

/** POST /wps/v2/member/kyc/idImages: the three images together, as the spec's client sends them. */
export const idImagesRequest = z.object({
  data: z.object({ idCardFront: image, idCardBack: image, idCardSelfie: image }),
  moduleId: z.literal(KYC_MODULE_ID),
});
export type IdImagesRequest = z.infer<typeof idImagesRequest>;

/** The spec's "ID verification state" plus what the modal needs to resume or explain a rejection. */
export const kycState = z.object({
  enabled: z.boolean(),
  /** True once an operator approved the documents (status A). */
  isComplete: z.boolean(),
  status: z.enum(KYC_STATUSES),
  /** Step 2 is done: the upload (step 3) may follow. */
  personalInfoSaved: z.boolean(),
  /** Why an operator rejected the last submission (status R). */
  rejectReason: z.string().nullable(),
  /** When the documents were last submitted, ISO 8601 UTC. */
  submittedAt: z.string().nullable(),
});
export type KycState = z.infer<typeof kycState>;

/** GET /wps/v2/member/kyc: the state and the saved personal info, to prefill the form. */
export const kycValue = z.object({ state: kycState, personalInfo: personalInfo.nullable() });
export type KycValue = z.infer<typeof kycValue>;

/** GET /wps/v2/member/securityConfig (the spec's security config; its shape is ours). */
export const securityConfigValue = z.object({
  idVerification: kycState,
  /** The brand's mandatory-KYC setting: the modal opens on log-in and replaces the disclaimer. */
  kycMandatory: z.boolean(),
  /** Registration time and the KYC deadline (registration + 3 days), ISO 8601 UTC. */
  registeredAt: z.string(),
  kycDeadline: z.string(),
  /** Whether the modal may offer "verify later" (registered 3 days ago or less). */
  verifyLaterAllowed: z.boolean(),
  paymentPasswordSet: z.boolean(),
  mobileVerified: z.boolean(),
});
export type SecurityConfigValue = z.infer<typeof securityConfigValue>;

/** Back office: POST /wps/operator/kyc/:memberId/approve|reject (a rejection needs a reason the member will see). */
export const kycDecisionRequest = z.object({ reason: z.string().max(255).optional() });
export type KycDecisionRequest = z.infer<typeof kycDecisionRequest>;

export const KYC_IMAGE_SIDES = ['front', 'back', 'selfie'] as const;
export type KycImageSide = (typeof KYC_IMAGE_SIDES)[number];

/** Back office: one member's submission. The images are fetched one by one from …/images/:side. */
export const operatorKycValue = z.object({
  memberId: z.number().int(),
  account: z.string(),
  status: z.enum(KYC_STATUSES),
  personalInfo: personalInfo.nullable(),
  images: z.object({ front: z.boolean(), back: z.boolean(), selfie: z.boolean() }),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type OperatorKycValue = z.infer<typeof operatorKycValue>;

/** Back office: GET /wps/operator/kyc, the brand's submissions in a state (default P, waiting), oldest first. */
export const operatorKycQuery = z.object({
  status: z.enum(KYC_STATUSES).default('P'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorKycQuery = z.infer<typeof operatorKycQuery>;

export const operatorKycPage = z.object({
  list: z.array(operatorKycValue),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
