/** Thrown by the human check's solve(); its message is already in the user's language. */
export class HumanCheckError extends Error {}
