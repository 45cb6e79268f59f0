import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';

export interface StaffLogin {
  username: string;
  password: string;
  secret: string;
}

/** The demo's staff, one per role, with the TOTP secrets the README publishes for the demo. */
export const DEMO_STAFF = {
  owner: { username: 'owner1', password: 'Staff1234', secret: 'PANALODEMOOWNERAAAAAAAAAAAAAAAAA' },
  admin: { username: 'admin1', password: 'Staff1234', secret: 'PANALODEMOADMINAAAAAAAAAAAAAAAAA' },
  finance: { username: 'finance1', password: 'Staff1234', secret: 'PANALODEMOFINANCEAAAAAAAAAAAAAAA' },
  risk: { username: 'risk1', password: 'Staff1234', secret: 'PANALODEMORISKAAAAAAAAAAAAAAAAAA' },
  support: { username: 'support1', password: 'Staff1234', secret: 'PANALODEMOSUPPORTAAAAAAAAAAAAAAA' },
  content: { username: 'content1', password: 'Staff1234', secret: 'PANALODEMOCONTENTAAAAAAAAAAAAAAA' },
  agents: { username: 'agentmgr1', password: 'Staff1234', secret: 'PANALODEMOAGENTSAAAAAAAAAAAAAAAA' },
  auditor: { username: 'auditor1', password: 'Staff1234', secret: 'PANALODEMOAUDITORAAAAAAAAAAAAAAA' },
} satisfies Record<string, StaffLogin>;

/** The demo's brand admin. */
export const DEMO_ADMIN = DEMO_STAFF.admin;

const PERIOD_MS = 30_000;
const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000, algorithm: 'SHA1' });

/** The last time step whose code each secret signed in with, in this test process. */
const lastStepUsed = new Map<string, number>();

/**
 * The authenticator app's code for a sign-in, one the server has not yet seen for this secret.
 * The server refuses a step's code a second time (no replay) but accepts the next step's code for
 * clock drift, so a second sign-in within the same 30 seconds uses the next step, and only a third
 * waits for the clock.
 */
export async function unusedAuthenticatorCode(secret: string): Promise<string> {
  let step = Math.max(Math.floor(Date.now() / PERIOD_MS), (lastStepUsed.get(secret) ?? -1) + 1);
  while (step > Math.floor(Date.now() / PERIOD_MS) + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
  step = Math.max(step, Math.floor(Date.now() / PERIOD_MS));
  lastStepUsed.set(secret, step);
  return totpOf(secret).generate({ timestamp: step * PERIOD_MS });
}

/** Signs a staff member in to the back office (in English): password, then the code; waits for the dashboard. */
export async function signInToBackOffice(page: Page, siteUrl: string, staff: StaffLogin): Promise<void> {
  await page.goto(`${siteUrl}/bo/`);
  await page.getByLabel('Username', { exact: true }).fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await unusedAuthenticatorCode(staff.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** A staff member's desktop page in a context of its own (1280×900), signed in to the back office. */
export async function staffPage(browser: Browser, siteUrl: string, staff: StaffLogin): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToBackOffice(page, siteUrl, staff);
  return page;
}

/**
 * A staff session for API calls in a browser test, the only way there is: the password, then a
 * code from the authenticator (staff never get a session from a password alone).
 */
export async function staffApiToken(siteUrl: string, staff: StaffLogin = DEMO_ADMIN) {
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
  return (await post<{ token: string }>('/wps/operator/session/code', { challenge, code: await unusedAuthenticatorCode(staff.secret) }))
    .token;
}
