import {
  type ApartmentLike,
  CONTRACT_MSG,
  type Contract,
  type ContractApprove,
  DEFAULT_LANGUAGE,
  type HotelSnapshot,
  isStepValid,
  type OpinionDraft,
  type RoomLike,
  WIZARD_STEPS,
  type WizardStepKey,
} from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/auth.service.ts';
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

interface ContractMailParams {
  hotel: string;
  code: string;
  name: string;
  link: string;
}

export interface ContractMail {
  to: string;
  template: 'contract_sent' | 'contract_approved';
  language: string;
  params: ContractMailParams;
}

export interface ContractMailer {
  send(message: ContractMail): Promise<unknown>;
}

export interface ContractsServiceOptions {
  /** The group's staff inbox: a sent contract goes there when no approver is attached to the hotel. */
  staffEmail: string;
  /** PUBLIC_URL, for the link in the emails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export class ContractsService {
  constructor(
    private readonly repository: ContractsRepository,
    private readonly rooms: RoomSource,
    private readonly opinions: OpinionsStep,
    private readonly mailer: ContractMailer,
    private readonly options: ContractsServiceOptions,
  ) {}

  async get(hotelId: number): Promise<Contract> {
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    const events = await this.repository.events(hotelId);
    return {
      hotel: hotel.id,
      status: hotel.contractStatus,
      rooms_locked: hotel.roomsLocked,
      events: events.map((event) => ({
        action: event.action,
        at: event.at.toISOString(),
        user: event.userId === null ? null : { id: event.userId, name: event.userName ?? '' },
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
   * is complete; otherwise recorded and emailed to the approvers attached to the hotel (the staff
   * inbox when there are none). Sending a contract already waiting for approval changes nothing.
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
    if (await this.repository.markSent(hotelId, user.id)) {
      const approvers = await this.repository.recipients(hotelId, { approvers: true });
      const recipients: Pick<Recipient, 'email' | 'language'>[] =
        approvers.length > 0 ? approvers : [{ email: this.options.staffEmail, language: DEFAULT_LANGUAGE }];
      await this.notify('contract_sent', hotel, await this.repository.userName(user.id), recipients);
    }
    return this.get(hotelId);
  }

  /**
   * The approval (spec §6): only for users with approbe_contract_perm (403), only for a contract
   * that was sent (409). Saves the Opinions step as sent, approves, locks the rooms and emails
   * the hotel's users.
   */
  async saveAndApprove(user: SessionUser, hotelId: number, input: ContractApprove): Promise<Contract> {
    if (!user.approbeContractPerm) throw AppError.forbidden(CONTRACT_MSG.noPermission);
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.notFound();
    if (hotel.contractStatus !== 'sent') throw new AppError(409, { key: CONTRACT_MSG.notSent });
    if (input.opinions) await this.opinions.saveStep(hotelId, input.opinions);
    if (!(await this.repository.approve(hotelId, user.id)))
      throw new AppError(409, { key: CONTRACT_MSG.notSent });
    const users = await this.repository.recipients(hotelId, { approvers: false, exceptUserId: user.id });
    await this.notify('contract_approved', hotel, await this.repository.userName(user.id), users);
    return this.get(hotelId);
  }

  /** Emails each recipient in their language; a failure is logged (the contract step stands). */
  private async notify(
    template: ContractMail['template'],
    hotel: ContractHotel,
    name: string,
    recipients: readonly Pick<Recipient, 'email' | 'language'>[],
  ) {
    const link = new URL('/dash/home', this.options.publicUrl).toString();
    for (const recipient of recipients) {
      try {
        await this.mailer.send({
          to: recipient.email,
          template,
          language: recipient.language,
          params: { hotel: hotel.name, code: hotel.code, name, link },
        });
      } catch (error) {
        this.options.log.error({ err: error, hotelId: hotel.id, template }, 'contract email not sent');
      }
    }
  }
}
