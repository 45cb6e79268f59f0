import { describe, expect, it } from 'vitest';
import { SandboxTransferWallet } from './transfer-wallet';

describe('the sandbox transfer wallet', () => {
  const transfer = (reference: string) => ({ vendor: 'SBXLIVE', account: 'player1', reference, amount: 100 });

  it('says done for the transfers it took and failed for the ones it never saw', async () => {
    const wallet = new SandboxTransferWallet();
    await wallet.deposit(transfer('VT1'));
    await wallet.withdraw(transfer('VT2'));
    expect(await wallet.status('VT1')).toBe('done');
    expect(await wallet.status('VT2')).toBe('done');
    expect(await wallet.status('VT3')).toBe('failed');
  });

  it('keeps only the latest references, so a long-running process does not grow without end', async () => {
    const wallet = new SandboxTransferWallet(3);
    for (const reference of ['VT1', 'VT2', 'VT3', 'VT4']) await wallet.deposit(transfer(reference));
    expect(await wallet.status('VT1')).toBe('failed');
    expect(await Promise.all(['VT2', 'VT3', 'VT4'].map((reference) => wallet.status(reference)))).toEqual(['done', 'done', 'done']);
  });
});
