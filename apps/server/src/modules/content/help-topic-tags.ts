/**
 * The help topics every brand has (spec 000: the terms are the help item tagged 'rules'). They
 * live in code, so a new brand has them at once and an upgrade improves them everywhere; a brand
 * replaces or adds topics in its own table (help_topics).
 */
export const BUILT_IN_TAGS = ['rules', 'responsibleGaming', 'privacy', 'depositWithdraw', 'kyc', 'contact'] as const;
export type BuiltInTag = (typeof BUILT_IN_TAGS)[number];
export type BuiltInTopics = Record<BuiltInTag, { title: string; content: string }>;
