import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;

/**
 * The deletion password, held only as a salted scrypt hash and compared in
 * constant time, so neither memory dumps nor timing reveal it.
 */
export class DeletePassword {
  private readonly salt = randomBytes(16);
  private readonly hash: Buffer;

  constructor(password: string) {
    this.hash = scryptSync(password, this.salt, KEY_LENGTH);
  }

  async matches(candidate: unknown): Promise<boolean> {
    if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 1024) return false;
    const derived = await new Promise<Buffer>((resolve, reject) =>
      scrypt(candidate, this.salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
    );
    return timingSafeEqual(derived, this.hash);
  }
}
