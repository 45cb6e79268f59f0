/**
 * The address that opens `path` signed in as the session's member in another tab: a one-time code
 * from POST /wps/session/handover in the fragment (the site never takes a token from the address).
 */
export async function handoverAddress(siteUrl: string, sessionToken: string | null, path: string): Promise<string> {
  const answer = await fetch(`${siteUrl}/wps/session/handover`, { method: 'POST', headers: { Authorization: `Bearer ${sessionToken}` } });
  const { value } = (await answer.json()) as { value: { code: string } };
  return `${siteUrl}${path}#loginCode=${value.code}`;
}
