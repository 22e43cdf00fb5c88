import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The ~50 000 most common passwords of public breach lists, as shipped with zxcvbn-ts. */
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
);

/** True when the password is in the common-password list (case-insensitive). */
/** `Algorithm.Argon2id` of @node-rs/argon2, an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2;

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

export class PasswordHasher {
  constructor(private readonly memoryCost: number) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.memoryCost,
      timeCost: 2,
      parallelism: 1,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** A hash to verify against when the email is unknown, so both answers take as long. */
  private dummy: Promise<string> | undefined;
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash('dummy password that never matches');
    return this.dummy;
  }
}
