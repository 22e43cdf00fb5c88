import type {
  ActivityList,
  ActivityQuery,
  Contract,
  ContractApprove,
  ContractQueue,
  ContractQueueQuery,
  ContractReturn,
  Hotel,
  HotelTax,
  Opinion,
  PhotoCategoryList,
  RateContract,
  RateTermsAnswer,
  ReturnedStep,
  Room,
  StaffReview,
  Video,
} from '@hotel/domain';
import type { ReadCounter } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { ApprovalContent } from '../contracts/index.ts';
import type { ActivityFilter } from './activity.repository.ts';
import { toStaffHotelRef } from './claims.repository.ts';
import { countryCodeOf, foldText } from './hotel-ref.ts';
import type { QueueFilter, ReviewRepository } from './review.repository.ts';
import {
  changedSteps,
  type ReviewDocument,
  type ReviewParts,
  reviewParts,
  stepChanges,
} from './review-diff.ts';

/** Where the review document is read from: the other modules' own services, narrowed to what it needs. */
export interface ReviewSources {
  /** The hotel DTO; staff read any hotel that exists (404 otherwise). */
  hotels: { get(user: SessionUser, hotelId: number): Promise<Hotel> };
  /** Room types and apartments ('room' lists both). */
  rooms: { list(hotelId: number, kind: 'room'): Promise<Room[]> };
  photos: { list(hotelId: number): Promise<PhotoCategoryList> };
  videos: { list(hotelId: number): Promise<Video[]> };
  opinions: { list(hotelId: number): Promise<Opinion[]> };
}

/**
 * The review document: what the owner filled in, as staff review it. The contracts service stores
 * its parts at each approval, so the next review marks what changed since.
 */
export class ReviewContent implements ApprovalContent {
  constructor(private readonly sources: ReviewSources) {}

  async document(viewer: SessionUser, hotelId: number): Promise<ReviewDocument> {
    const { hotels, rooms, opinions } = this.sources;
    const hotel = await hotels.get(viewer, hotelId);
    const [roomList, photos, videos, opinionList] = await Promise.all([
      rooms.list(hotelId, 'room'),
      this.sources.photos.list(hotelId),
      this.sources.videos.list(hotelId),
      opinions.list(hotelId),
    ]);
    return {
      hotel,
      rooms: roomList,
      photos: photos.flatMap((category) => category.media),
      videos,
      opinions: opinionList,
    };
  }

  async parts(viewer: SessionUser, hotelId: number): Promise<ReviewParts> {
    return reviewParts(await this.document(viewer, hotelId));
  }
}

/** The contract's decisions (the contracts service: the same approval as the Opinions step's). */
export interface ContractDecisions {
  get(hotelId: number): Promise<Contract>;
  saveAndApprove(staff: SessionUser, hotelId: number, input: ContractApprove): Promise<Contract>;
  returnContract(staff: SessionUser, hotelId: number, input: ContractReturn): Promise<Contract>;
}

export interface RateSource {
  rateContractsOfHotel(hotelId: number): Promise<RateContract[]>;
  /** The contract terms of these rates, rates without terms left out (issue 33). */
  termsOfRates(rateIds: readonly number[]): Promise<RateTermsAnswer[]>;
  taxesOfHotel(hotelId: number): Promise<HotelTax[]>;
}

export interface ActivityLog extends ReadCounter {
  list(filter: ActivityFilter, page: { limit: number; offset: number }): Promise<ActivityList>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The review queue, the read-only review, its decisions and a hotel's activity log (decision 027). */
export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly content: ReviewContent,
    private readonly contracts: ContractDecisions,
    private readonly rates: RateSource,
    private readonly activityLog: ActivityLog,
  ) {}

  /**
   * One page of the sent (or returned) contracts, oldest first. `country` is an ISO code matched
   * against the names the owners wrote (countryCodeOf). `city` matches a city that contains it,
   * ignoring case and accents: staff type part of a name ('coruna' finds 'A Coruña'). `sent_from`
   * and `sent_to` are whole UTC days, both included, of the queue time.
   */
  async queue(query: ContractQueueQuery): Promise<ContractQueue> {
    const { status } = query;
    const filter: QueueFilter = { status };
    if (query.country !== undefined) {
      const wanted = query.country;
      filter.countries = (await this.repository.queueValues(status, 'country')).filter(
        (value) => countryCodeOf(value) === wanted,
      );
    }
    if (query.city !== undefined) {
      const wanted = foldText(query.city);
      filter.cities = (await this.repository.queueValues(status, 'city')).filter((value) =>
        foldText(value).includes(wanted),
      );
    }
    if (query.htype !== undefined) filter.htype = query.htype;
    if (query.sent_from !== undefined) filter.from = new Date(`${query.sent_from}T00:00:00Z`);
    if (query.sent_to !== undefined)
      filter.before = new Date(Date.parse(`${query.sent_to}T00:00:00Z`) + DAY_MS);

    const counts = await this.repository.queueCounts();
    // No stored value names that country or city: nothing can match.
    if (filter.countries?.length === 0 || filter.cities?.length === 0) return { count: 0, counts, items: [] };
    const page = await this.repository.queue(filter, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return {
      count: page.count,
      counts,
      items: page.rows.map((row) => ({
        hotel: { ...toStaffHotelRef(row.hotel), country: countryCodeOf(row.hotel.country) },
        sent_at: row.queuedAt.toISOString(),
        returned_at: row.lastReturned?.toISOString() ?? null,
        approved_before: row.approvedBefore === true,
      })),
    };
  }

  /** The whole hotel read-only, with the steps that changed since the last approval; 404 when it does not exist. */
  async review(staff: SessionUser, hotelId: number): Promise<StaffReview> {
    if (!(await this.repository.hotelExists(hotelId))) throw AppError.notFound();
    // A staff read of the hotel like any other: counted, not logged (decision 061).
    await this.activityLog.countRead(staff.id, hotelId);
    const document = await this.content.document(staff, hotelId);
    const [contract, rateContracts, taxes, users, approval, returns] = await Promise.all([
      this.contracts.get(hotelId),
      this.rates.rateContractsOfHotel(hotelId),
      this.rates.taxesOfHotel(hotelId),
      this.repository.usersOf(hotelId),
      this.repository.lastApproval(hotelId),
      this.repository.returns(hotelId),
    ]);
    const rates = rateContracts.flatMap((rateContract) => rateContract.rates);
    // What the group will sell with: the terms of each rate, in the words of the review's summary.
    const rateTerms = await this.rates.termsOfRates(rates.map((rate) => rate.id));
    const parts = reviewParts(document);
    const lastReturn = returns[0];
    return {
      hotel: document.hotel,
      verified: contract.verified,
      contract,
      rooms: [...document.rooms],
      photos: [...document.photos],
      videos: [...document.videos],
      opinions: [...document.opinions],
      rates,
      rate_terms: rateTerms,
      taxes,
      users,
      changed_steps: changedSteps(parts, approval?.snapshot ?? null),
      last_approval: approval ? { at: approval.at.toISOString(), by: approval.by ?? null } : null,
      returns: returns.map((item) => ({
        at: item.at.toISOString(),
        by: item.by ?? null,
        steps: (item.reasons ?? []) as ReturnedStep[],
      })),
      // Returns from before migration 0026 kept no snapshot: nothing to compare with.
      since_return: lastReturn?.snapshot
        ? { at: lastReturn.at.toISOString(), steps: stepChanges(parts, lastReturn.snapshot) }
        : null,
    };
  }

  /** The same approval as the Opinions step's save-approbe, without touching the opinions. */
  approve(staff: SessionUser, hotelId: number): Promise<Contract> {
    return this.contracts.saveAndApprove(staff, hotelId, {});
  }

  returnContract(staff: SessionUser, hotelId: number, input: ContractReturn): Promise<Contract> {
    return this.contracts.returnContract(staff, hotelId, input);
  }

  /** The activity log under its filters, newest first; reading it is not logged (decision 061). */
  log(query: ActivityQuery): Promise<ActivityList> {
    const filter: ActivityFilter = {};
    if (query.hotel !== undefined) filter.hotelId = query.hotel;
    if (query.user !== undefined) filter.userId = query.user;
    if (query.kind !== undefined) filter.kind = query.kind;
    return this.activityLog.list(filter, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
  }

  /** One hotel's activity log (the review's panel); 404 for a hotel that does not exist. */
  async activity(hotelId: number, query: Omit<ActivityQuery, 'hotel'>): Promise<ActivityList> {
    if (!(await this.repository.hotelExists(hotelId))) throw AppError.notFound();
    return this.log({ ...query, hotel: hotelId });
  }
}
