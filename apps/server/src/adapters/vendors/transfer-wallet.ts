/**
 * A transfer-mode vendor keeps its own wallet for each member; money moves to it before play and
 * back after. Real vendors implement this over their HTTP API; calls happen outside any database
 * transaction and may fail or time out.
 */
export interface TransferWalletAdapter {
  /** Moves money into the member's wallet at the vendor. */
  deposit(transfer: VendorTransfer): Promise<TransferOutcome>;
  /** Takes money out of the member's wallet at the vendor. */
  withdraw(transfer: VendorTransfer): Promise<TransferOutcome>;
  /** What became of a transfer whose answer was lost; `unknown` asks again later. */
  status(reference: string): Promise<'done' | 'failed' | 'unknown'>;
}

export interface VendorTransfer {
  vendor: string;
  account: string;
  reference: string;
  amount: number;
}

export type TransferOutcome = { ok: true } | { ok: false; reason: string };

/**
 * The most references the sandbox remembers. Recovery asks about transfers left pending for
 * seconds or minutes; a process that moves money for days must not keep every one it ever took.
 */
const REMEMBERED = 100_000;

/** The built-in vendor wallet: accepts every transfer and remembers the latest it accepted. */
export class SandboxTransferWallet implements TransferWalletAdapter {
  private readonly accepted = new Set<string>();

  constructor(private readonly remembered = REMEMBERED) {}

  async deposit(transfer: VendorTransfer): Promise<TransferOutcome> {
    this.accept(transfer.reference);
    return { ok: true };
  }

  async withdraw(transfer: VendorTransfer): Promise<TransferOutcome> {
    this.accept(transfer.reference);
    return { ok: true };
  }

  private accept(reference: string): void {
    this.accepted.add(reference);
    // A Set keeps insertion order: the first one is the oldest.
    if (this.accepted.size > this.remembered) this.accepted.delete(this.accepted.values().next().value!);
  }

  async status(reference: string): Promise<'done' | 'failed' | 'unknown'> {
    return this.accepted.has(reference) ? 'done' : 'failed';
  }
}

/** The adapter of each vendor code; vendors without one of their own use the sandbox. */
export class TransferWalletDirectory {
  private readonly adapters = new Map<string, TransferWalletAdapter>();
  private readonly sandbox = new SandboxTransferWallet();

  register(vendor: string, adapter: TransferWalletAdapter): void {
    this.adapters.set(vendor, adapter);
  }

  adapterFor(vendor: string): TransferWalletAdapter {
    return this.adapters.get(vendor) ?? this.sandbox;
  }
}
