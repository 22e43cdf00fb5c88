import {
  type ApartmentLike,
  CONTRACT_MSG,
  type Contract,
  type ContractApprove,
  type ContractReturn,
  DEFAULT_LANGUAGE,
  type HotelSnapshot,
  isStepValid,
  type OpinionDraft,
  type ReturnedStep,
  type RoomLike,
  STAFF_MSG,
  WIZARD_STEPS,
  type WizardStepKey,
} from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { ContractHotel, ContractsRepository, Recipient } from './contracts.repository.ts';

/** The room types of hotels, as the wizard's rules read them (the rooms module answers this). */
export interface RoomSource {
  roomsOfHotels(
    hotelIds: readonly number[],
  ): Promise<ReadonlyMap<number, readonly (RoomLike | ApartmentLike)[]>>;
}

/** Saves the Opinions step before an approval (the opinions module answers this). */
export interface OpinionsStep {
  saveStep(hotelId: number, drafts: readonly OpinionDraft[]): Promise<unknown>;
}

/** The review document's parts, stored as the approval snapshot (the staff module answers this). */
export interface ApprovalContent {
  parts(viewer: SessionUser, hotelId: number): Promise<object>;
}

/** The hotel's activity log, written in the decision's own transaction (the staff module answers this). */
export type DecisionLog = ActivityLog;

interface ContractMailParams {
  hotel: string;
  code: string;
  name: string;
  link: string;
}

export type ContractMail =
  | {
      to: string;
      template: 'contract_sent' | 'contract_approved';
      language: string;
      params: ContractMailParams;
    }
  | {
      to: string;
      template: 'contract_returned';
      language: string;
      params: ContractMailParams & { steps: ReturnedStep[] };
    };

export interface ContractMailer {
  send(message: ContractMail): Promise<unknown>;
}

export interface ContractsServiceOptions {
  /** The group's staff inbox: a sent contract goes there when no approver is attached to the hotel. */
  staffEmail: string;
  /** PUBLIC_URL, for the link in the emails. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Distribution (issue 17): an approval changes the content out answers, and is an event of its
   * own for webhooks; both recorded in the approval's transaction.
   */
  events?: Pick<DistributionChanges, 'contractApproved' | 'changed'>;
}

export class ContractsService {
  constructor(
    private readonly repository: ContractsRepository,
    private readonly rooms: RoomSource,
    private readonly opinions: OpinionsStep,
    private readonly mailer: ContractMailer,
    private readonly approvals: ApprovalContent,
    private readonly decisions: DecisionLog,
    private readonly options: ContractsServiceOptions,
  ) {}

  async get(hotelId: number): Promise<Contract> {
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    const events = await this.repository.events(hotelId);
    const lastReturn = events.find((event) => event.action === 'returned');
    return {
      hotel: hotel.id,
      status: hotel.contractStatus,
      rooms_locked: hotel.roomsLocked,
      verified: hotel.verified,
      returned_steps: hotel.contractStatus === 'returned' ? (lastReturn?.reasons ?? []) : [],
      events: events.map((event) => ({
        action: event.action,
        at: event.at.toISOString(),
        user: event.userId === null ? null : { id: event.userId, name: event.userName ?? '' },
        reasons: event.reasons ?? null,
      })),
    };
  }

  /** The wizard steps of the hotel that the shared rules find incomplete, in step order. */
  async incompleteSteps(hotel: ContractHotel): Promise<WizardStepKey[]> {
    const rooms = (await this.rooms.roomsOfHotels([hotel.id])).get(hotel.id) ?? [];
    const snapshot: HotelSnapshot = {
      hotel: {
        htype: hotel.htype,
        check_in_start: hotel.checkInStart,
        check_out_start: hotel.checkOutStart,
        content_language: hotel.contentLanguage,
        languages: hotel.languages,
        address: hotel.address,
        postal_code: hotel.postalCode,
        city: hotel.city,
        country: hotel.country,
      },
      rooms: [...rooms],
      rooms_locked: hotel.roomsLocked,
    };
    return WIZARD_STEPS.filter((step) => !isStepValid(step.key, snapshot)).map((step) => step.key);
  }

  /**
   * Sends the hotel's contract: refused (400, with the incomplete steps) unless every wizard step
   * is complete, and (409) while staff have not verified the hotel; otherwise recorded and emailed
   * to the approvers attached to the hotel (the staff inbox when there are none). A returned or
   * approved contract goes back to staff; one already waiting for approval changes nothing.
   */
  async send(user: SessionUser, hotelId: number): Promise<Contract> {
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    const incomplete = await this.incompleteSteps(hotel);
    if (incomplete.length > 0) {
      const steps: Message[] = incomplete.map((step) => ({ key: `nav.${step}` }));
      throw new AppError(
        400,
        { key: CONTRACT_MSG.incompleteSteps },
        {
          non_field_errors: [{ key: CONTRACT_MSG.incompleteSteps }],
          steps,
        },
      );
    }
    // Until staff verify the claim, nobody speaks for the hotel (decision 027).
    if (!hotel.verified) throw new AppError(409, { key: STAFF_MSG.notVerified });
    await this.markSentAndTell(hotel, user.id);
    return this.get(hotelId);
  }

  /**
   * Marks the contract sent (the back office's log records it in the same transaction) and emails
   * its approvers (the staff inbox when there are none).
   */
  private async markSentAndTell(hotel: ContractHotel, userId: number): Promise<void> {
    const sent = await this.repository.markSent(hotel.id, userId, (tx) =>
      this.decisions.record({ hotelId: hotel.id, userId, action: 'contract.sent' }, tx),
    );
    if (!sent) return;
    const approvers = await this.repository.recipients(hotel.id, { approvers: true });
    const recipients: Pick<Recipient, 'email' | 'language'>[] =
      approvers.length > 0 ? approvers : [{ email: this.options.staffEmail, language: DEFAULT_LANGUAGE }];
    await this.notify('contract_sent', hotel, await this.repository.userName(userId), recipients);
  }

  /**
   * A change of an approved hotel's rooms is a change request (issue 34 item 14, decision 062):
   * the contract goes back to staff, who review it like a returned step, while distribution keeps
   * serving the approved snapshot until they approve. A room still unfinished (a new room with
   * its name only) waits: the change is sent once the rooms are complete again. Any other status
   * changes nothing (sent: already waiting; returned or none: the owner sends it as usual).
   */
  async roomsChanged(userId: number, hotelId: number): Promise<void> {
    const hotel = await this.repository.hotel(hotelId);
    if (hotel?.contractStatus !== 'approved' || !hotel.verified) return;
    if ((await this.incompleteSteps(hotel)).length > 0) return;
    await this.markSentAndTell(hotel, userId);
  }

  /**
   * The approval (spec §6): only for users with approbe_contract_perm (403), only for a contract
   * that was sent (409). Saves the Opinions step as sent, then approves, stores
   * the approval snapshot and logs the decision in one transaction, and emails the hotel's users.
   * The Opinions step's save-approbe and the back office's approve both come here.
   */
  async saveAndApprove(user: SessionUser, hotelId: number, input: ContractApprove): Promise<Contract> {
    if (!user.approbeContractPerm) throw AppError.forbidden(CONTRACT_MSG.noPermission);
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    if (hotel.contractStatus !== 'sent') throw new AppError(409, { key: CONTRACT_MSG.notSent });
    if (input.opinions) await this.opinions.saveStep(hotelId, input.opinions);
    // What staff approve is what the review shows: the next review marks the steps that differ
    // from it, and distribution reads it (decision 027).
    const snapshot = await this.approvals.parts(user, hotelId);
    const approved = await this.repository.approve(hotelId, user.id, snapshot, async (tx) => {
      await this.decisions.record({ hotelId, userId: user.id, action: 'contract.approved' }, tx);
      await this.options.events?.contractApproved(tx, hotelId);
      await this.options.events?.changed(tx, { hotelId, kind: 'content' });
    });
    if (!approved) throw new AppError(409, { key: CONTRACT_MSG.notSent });
    const users = await this.repository.recipients(hotelId, { approvers: false, exceptUserId: user.id });
    await this.notify('contract_approved', hotel, await this.repository.userName(user.id), users);
    return this.get(hotelId);
  }

  /**
   * Staff send a sent contract back with one reason per step (decision 027): 403 without
   * approbe_contract_perm, 409 unless it is sent. The status, the `returned` event with the
   * reasons (in step order) and the decision's log entry are written together; then the hotel's
   * users (its owners, not the staff attached to it) are e-mailed in their language.
   */
  async returnContract(staff: SessionUser, hotelId: number, input: ContractReturn): Promise<Contract> {
    if (!staff.approbeContractPerm) throw AppError.forbidden(CONTRACT_MSG.noPermission);
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    if (hotel.contractStatus !== 'sent') throw new AppError(409, { key: CONTRACT_MSG.notSent });
    const order = new Map<string, number>(WIZARD_STEPS.map((step) => [step.key, step.index]));
    const reasons: ReturnedStep[] = input.steps
      .map(({ step, reason }) => ({ step, reason }))
      .sort((a, b) => (order.get(a.step) ?? 0) - (order.get(b.step) ?? 0));
    // What staff return is what the review shows: the resubmission's review marks what changed since.
    const snapshot = await this.approvals.parts(staff, hotelId);
    const returned = await this.repository.markReturned(hotelId, staff.id, reasons, snapshot, (tx) =>
      this.decisions.record(
        {
          hotelId,
          userId: staff.id,
          action: 'contract.returned',
          detail: { steps: reasons },
        },
        tx,
      ),
    );
    if (!returned) throw new AppError(409, { key: CONTRACT_MSG.notSent });
    const owners = await this.repository.recipients(hotelId, { approvers: false, exceptUserId: staff.id });
    await this.notify('contract_returned', hotel, await this.repository.userName(staff.id), owners, reasons);
    return this.get(hotelId);
  }

  /** Emails each recipient in their language; a failure is logged (the contract step stands). */
  private async notify(
    template: ContractMail['template'],
    hotel: ContractHotel,
    name: string,
    recipients: readonly Pick<Recipient, 'email' | 'language'>[],
    returnedSteps: ReturnedStep[] = [],
  ) {
    const link = new URL('/dash/home', this.options.publicUrl).toString();
    const params = { hotel: hotel.name, code: hotel.code, name, link };
    for (const recipient of recipients) {
      const address = { to: recipient.email, language: recipient.language };
      try {
        await this.mailer.send(
          template === 'contract_returned'
            ? { ...address, template, params: { ...params, steps: returnedSteps } }
            : { ...address, template, params },
        );
      } catch (error) {
        this.options.log.error({ err: error, hotelId: hotel.id, template }, 'contract email not sent');
      }
    }
  }
}
