/**
 * Whether this process is still preparing what its brands need before it can serve them. The first
 * start on a fresh database listens at once and fills in the demo brand afterwards (see main.ts):
 * until that is done the gate is held, /health/ready answers 503, and every other request is told
 * to come back in a moment (plugins/startup-gate.ts).
 */
export class StartupGate {
  private isHeld = false;

  hold(): void {
    this.isHeld = true;
  }

  release(): void {
    this.isHeld = false;
  }

  get held(): boolean {
    return this.isHeld;
  }
}
