import { type HotelLinkRedeemer, hashToken, newToken } from '../auth/index.ts';
import type { HotelLinkIssuer, HotelRef, SupersededClaim } from '../staff/index.ts';
import type { AdminRepository } from './admin.repository.ts';

export const HOTEL_LINK_DEFAULT_DAYS = 14;
export const HOTEL_LINK_MAX_DAYS = 90;

/**
 * Sign-in links for a hotel (/auth/login/<token>): staff create them; the token (256 random
 * bits) is stored only as its SHA-256, expires, and is spent by the first successful login,
 * which attaches the hotel to that user.
 */
export class HotelLinksService implements HotelLinkRedeemer, HotelLinkIssuer {
  constructor(
    private readonly repository: AdminRepository,
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
    /** Tells the claimants a spent link detached (decision 044): the server e-mails them. */
    private readonly superseded?: (
      hotel: { name: string; code: string },
      claims: SupersededClaim[],
    ) => Promise<void>,
  ) {}

  async create(hotel: HotelRef, days: number, createdBy?: number) {
    const token = newToken();
    const expiresAt = new Date(this.now() + days * 24 * 3_600_000);
    await this.repository.insertLink({
      tokenHash: hashToken(token),
      name: hotel.name,
      rawCode: hotel.rawCode,
      code: hotel.code,
      createdBy: createdBy ?? null,
      expiresAt,
    });
    await this.repository.deleteExpiredLinks();
    return { token, url: `${this.publicUrl.replace(/\/+$/, '')}/auth/login/${token}`, expiresAt };
  }

  async isValid(token: string): Promise<boolean> {
    return (await this.repository.findValidLink(hashToken(token))) !== undefined;
  }

  /**
   * Spends the link and attaches its hotel to the user, verified (or adds it to their pending
   * hotels, verified once created); answers that hotel, or undefined.
   */
  async redeem(
    token: string,
    userId: number,
  ): Promise<{ code: string; rawCode: string; name: string } | undefined> {
    const link = await this.repository.consumeLink(hashToken(token));
    if (!link) return undefined;
    const hotel = { name: link.name, rawCode: link.rawCode, code: link.code };
    // Staff made the link for this hotel: it verifies the hotel and this user's claim (decision 027).
    const { superseded } = await this.repository.attachHotel(userId, hotel, link.createdBy);
    if (superseded.length > 0) await this.superseded?.(hotel, superseded);
    return hotel;
  }
}
