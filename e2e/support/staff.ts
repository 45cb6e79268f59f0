import { Secret, TOTP } from 'otpauth';

/** The demo's brand admin and the TOTP secret the README publishes for the demo. */
export const DEMO_ADMIN = { username: 'admin1', password: 'Staff1234', secret: 'PANALODEMOADMINAAAAAAAAAAAAAAAAA' };

/**
 * A staff session for API calls in a browser test, the only way there is: the password, then a
 * code from the authenticator (staff never get a session from a password alone).
 */
export async function staffApiToken(siteUrl: string, staff: { username: string; password: string; secret: string } = DEMO_ADMIN) {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { success: boolean; value: T; message?: string };
    if (!json.success) throw new Error(`${path}: ${json.message}`);
    return json.value;
  };
  const { challenge } = await post<{ challenge: string }>('/wps/operator/session/sign-in', {
    username: staff.username,
    password: staff.password,
  });
  const code = new TOTP({ secret: Secret.fromBase32(staff.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  return (await post<{ token: string }>('/wps/operator/session/code', { challenge, code })).token;
}
