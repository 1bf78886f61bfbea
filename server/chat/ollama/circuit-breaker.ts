/**
 * Remembers that the model failed, so guests are not each made to wait for
 * the same timeout: after `failureThreshold` failures in a row the breaker
 * opens and calls are skipped for `cooldownMs`; then one call is let through
 * as a probe, and its outcome closes or reopens the breaker.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(
    private readonly options: { failureThreshold: number; cooldownMs: number; now?: () => number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Whether a call may go ahead; a true answer while half-open makes that call the probe. */
  allow(): boolean {
    if (this.failures < this.options.failureThreshold) return true;
    if (this.probing || this.now() < this.openUntil) return false;
    this.probing = true;
    return true;
  }

  get state(): "closed" | "open" | "half-open" {
    if (this.failures < this.options.failureThreshold) return "closed";
    return this.probing || this.now() >= this.openUntil ? "half-open" : "open";
  }

  succeeded(): void {
    this.failures = 0;
    this.probing = false;
  }

  failed(): void {
    this.failures += 1;
    this.probing = false;
    if (this.failures >= this.options.failureThreshold) this.openUntil = this.now() + this.options.cooldownMs;
  }

  /** A call that ended for reasons of its own (the guest left) says nothing about the model. */
  released(): void {
    this.probing = false;
  }
}
