import { type ClaimStatus, type OwnClaim, STAFF_MSG, type StaffClaimList } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { MailService } from '../mail/index.ts';
import type { SupersededClaim } from './attachments.ts';
import type { ClaimForDecision, ClaimsRepository } from './claims.repository.ts';

export interface ClaimsServiceOptions {
  /** PUBLIC_URL, for the link in the e-mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

type ClaimMailer = Pick<MailService, 'send'>;

/**
 * Tells each claimant a verification detached (decision 044), in their language, once the
 * decision has committed; a failure is logged (the decision stands).
 */
export async function mailSuperseded(
  mail: ClaimMailer,
  options: ClaimsServiceOptions,
  hotel: { name: string; code: string },
  superseded: readonly SupersededClaim[],
): Promise<void> {
  const link = new URL('/dash/home', options.publicUrl).toString();
  for (const { claim, user } of superseded) {
    try {
      await mail.send({
        to: user.email,
        template: 'claim_superseded',
        language: user.language,
        params: { name: user.name, hotel: hotel.name, code: hotel.code, link },
      });
    } catch (error) {
      options.log.error({ err: error, claimId: claim, template: 'claim_superseded' }, 'claim email not sent');
    }
  }
}

/**
 * Staff's decisions on claims of catalogue hotels (decision 027): verify (the claimant attached,
 * the hotel verified) or reject with a reason (the claimant detached). Each decision is written to
 * the hotel's activity log in the same transaction and e-mailed to the claimant in their language.
 */
export class ClaimsService {
  constructor(
    private readonly repository: ClaimsRepository,
    private readonly activity: ActivityLog,
    private readonly mail: ClaimMailer,
    private readonly options: ClaimsServiceOptions,
  ) {}

  async list(query: { status: ClaimStatus; page: number; page_size: number }): Promise<StaffClaimList> {
    return this.repository.list(query.status, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
  }

  async own(user: SessionUser): Promise<OwnClaim[]> {
    return this.repository.ofUser(user.id);
  }

  /**
   * The claimant is attached and the hotel verified; every other pending claimant of the hotel is
   * detached, their claim rejected, and e-mailed (decision 044).
   */
  async verify(staff: SessionUser, claimId: number): Promise<void> {
    let superseded: SupersededClaim[] = [];
    const decided = await this.decide(staff, claimId, 'claim.verified', null, async (claims, tx, claim) => {
      ({ superseded } = await claims.verifyAttachment(tx, claim.claim.userId, claim.claim.hotelId, staff.id));
      return undefined;
    });
    await this.notify(decided, 'claim_verified');
    await mailSuperseded(this.mail, this.options, decided.hotel, superseded);
  }

  /** The claimant is detached and sees the reason in their claims and in an e-mail. */
  async reject(staff: SessionUser, claimId: number, reason: string): Promise<void> {
    const decided = await this.decide(
      staff,
      claimId,
      'claim.rejected',
      reason,
      async (claims, _tx, claim) => {
        const removed = await claims.reject(claim.claim, staff.id, reason);
        return removed > 0 ? { rate_contracts_removed: removed } : {};
      },
    );
    await this.notify(decided, 'claim_rejected', reason);
  }

  /**
   * One decision, all or nothing: the claim is locked (a concurrent decision waits and then finds
   * it decided), 404 when unknown, 409 unless pending; then `apply`, and the decision entry.
   */
  private async decide(
    staff: SessionUser,
    claimId: number,
    action: 'claim.verified' | 'claim.rejected',
    reason: string | null,
    /** Answers what the decision entry should say besides the claim (what was removed). */
    apply: (
      claims: ClaimsRepository,
      tx: Db,
      claim: ClaimForDecision,
    ) => Promise<Record<string, unknown> | undefined>,
  ): Promise<ClaimForDecision> {
    return this.repository.transaction(async (claims, tx) => {
      const claim = await claims.lockForDecision(claimId);
      if (!claim) throw AppError.notFound();
      if (claim.claim.status !== 'pending') throw new AppError(409, { key: STAFF_MSG.claimDecided });
      const extra = (await apply(claims, tx, claim)) ?? {};
      await this.activity.record(
        {
          hotelId: claim.hotel.id,
          userId: staff.id,
          action,
          detail: { claim: claim.claim.id, user: claim.claimant.id, reason, ...extra },
        },
        tx,
      );
      return claim;
    });
  }

  /** E-mails the claimant in their language; a failure is logged (the decision stands). */
  private async notify(
    decided: ClaimForDecision,
    template: 'claim_verified' | 'claim_rejected',
    reason = '',
  ) {
    const { claimant, hotel } = decided;
    const link = new URL('/dash/home', this.options.publicUrl).toString();
    const params = { name: claimant.name, hotel: hotel.name, code: hotel.code, link };
    try {
      if (template === 'claim_verified')
        await this.mail.send({ to: claimant.email, template, language: claimant.language, params });
      else
        await this.mail.send({
          to: claimant.email,
          template,
          language: claimant.language,
          params: { ...params, reason },
        });
    } catch (error) {
      this.options.log.error({ err: error, claimId: decided.claim.id, template }, 'claim email not sent');
    }
  }
}
