import {
  BILLING_MSG,
  type BillingConfiguration,
  type BillingConfigurationInput,
  type BillingDataInput,
  type BillingDataResponse,
  type BillingPaymentMethod,
  type Country,
  canAddBillingConfiguration,
  HOTEL_MSG,
  isBillingDataComplete,
  type Language,
  needsBankAccount,
  PAYMENT_METHOD_KINDS,
  type PaymentMethodInput,
} from '@hotel/domain';
import { AppError, type Message } from '../../lib/errors.ts';
import { phonesToE164 } from '../../lib/phone.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type {
  BillingDataRow,
  BillingRepository,
  ConfigurationRow,
  PaymentMethodRow,
  PaymentMethodValues,
} from './billing.repository.ts';
import { countryList } from './countries.ts';

export class BillingService {
  constructor(private readonly repository: BillingRepository) {}

  countries(language: Language): Country[] {
    return countryList(language);
  }

  /** One's own billing data (empty fields while nothing is saved); another user's id answers 404. */
  async getData(user: SessionUser, requestedId: number): Promise<BillingDataResponse> {
    if (requestedId !== user.id) throw AppError.notFound();
    const { row, hasFacturationData } = await this.repository.billingData(user.id);
    return toDataDto(user.id, row, hasFacturationData);
  }

  /**
   * Replaces the billing data; `has_facturation_data` becomes whether the record is complete,
   * written in the same transaction.
   */
  async saveData(
    user: SessionUser,
    requestedId: number,
    input: BillingDataInput,
  ): Promise<BillingDataResponse> {
    if (requestedId !== user.id) throw AppError.notFound();
    const complete = isBillingDataComplete(input);
    // The phone in E.164, read in the billing country when typed without a prefix (Spain's when none).
    const phone = input.phone ? phonesToE164({ phone: input.phone }, input.country).phone : input.phone;
    await this.repository.saveBillingData(
      user.id,
      {
        legalName: input.legal_name,
        taxId: input.tax_id,
        address: input.address,
        postalCode: input.postal_code,
        city: input.city,
        country: input.country,
        email: input.email,
        phone,
        iban: input.iban,
        bic: input.bic,
      },
      complete,
    );
    return this.getData(user, user.id);
  }

  async listMethods(user: SessionUser): Promise<BillingPaymentMethod[]> {
    return (await this.repository.paymentMethods(user.id)).map(toMethodDto);
  }

  async getMethod(user: SessionUser, methodId: number): Promise<BillingPaymentMethod> {
    const [row] = await this.repository.paymentMethods(user.id, methodId);
    if (!row) throw AppError.notFound();
    return toMethodDto(row);
  }

  async createMethod(user: SessionUser, input: PaymentMethodInput): Promise<BillingPaymentMethod> {
    return toMethodDto(await this.repository.insertPaymentMethod(user.id, methodValues(input)));
  }

  async updateMethod(
    user: SessionUser,
    methodId: number,
    input: PaymentMethodInput,
  ): Promise<BillingPaymentMethod> {
    const row = await this.repository.updatePaymentMethod(user.id, methodId, methodValues(input));
    if (!row) throw AppError.notFound();
    return toMethodDto(row);
  }

  /** A method that a configuration pays with is kept (409) until the configuration uses another. */
  async deleteMethod(user: SessionUser, methodId: number): Promise<void> {
    await this.repository.forUser(user.id, async (repository) => {
      const [row] = await repository.paymentMethods(user.id, methodId);
      if (!row) throw AppError.notFound();
      if (await repository.isMethodInUse(user.id, methodId))
        throw new AppError(409, { key: BILLING_MSG.methodInUse });
      await repository.deletePaymentMethod(user.id, methodId);
    });
  }

  async listConfigurations(user: SessionUser): Promise<BillingConfiguration[]> {
    return (await this.repository.configurations(user.id)).map(toConfigurationDto);
  }

  /** Spec §5: a configuration can be added only while there are fewer configurations than hotels. */
  async createConfiguration(
    user: SessionUser,
    input: BillingConfigurationInput,
  ): Promise<BillingConfiguration> {
    return this.repository.forUser(user.id, async (repository) => {
      const [configurations, ownHotels] = [
        await repository.configurationCount(user.id),
        await repository.ownHotelIds(user.id),
      ];
      if (!canAddBillingConfiguration(configurations, ownHotels.size)) {
        const message = { key: BILLING_MSG.configurationLimit };
        throw new AppError(400, message, { non_field_errors: [message] });
      }
      const hotels = await checkConfiguration(repository, user, input, ownHotels);
      const id = await repository.insertConfiguration(user.id, configurationValues(input), hotels);
      return this.configurationOf(repository, user, id);
    });
  }

  async updateConfiguration(
    user: SessionUser,
    configurationId: number,
    input: BillingConfigurationInput,
  ): Promise<BillingConfiguration> {
    return this.repository.forUser(user.id, async (repository) => {
      const [existing] = await repository.configurations(user.id, configurationId);
      if (!existing) throw AppError.notFound();
      const ownHotels = await repository.ownHotelIds(user.id);
      const hotels = await checkConfiguration(repository, user, input, ownHotels, configurationId);
      await repository.updateConfiguration(user.id, configurationId, configurationValues(input), hotels);
      return this.configurationOf(repository, user, configurationId);
    });
  }

  async deleteConfiguration(user: SessionUser, configurationId: number): Promise<void> {
    if (!(await this.repository.deleteConfiguration(user.id, configurationId))) throw AppError.notFound();
  }

  private async configurationOf(repository: BillingRepository, user: SessionUser, id: number) {
    const [row] = await repository.configurations(user.id, id);
    if (!row) throw AppError.notFound();
    return toConfigurationDto(row);
  }
}

/**
 * The hotels must be the user's and in no other of their configurations; both methods must be
 * the user's. Every problem is answered at once, on its field; nothing is written.
 */
async function checkConfiguration(
  repository: BillingRepository,
  user: SessionUser,
  input: BillingConfigurationInput,
  ownHotels: Set<number>,
  configurationId?: number,
): Promise<number[]> {
  const hotels = [...new Set(input.hotels)];
  const problems: Record<string, Message> = {};
  if (hotels.some((id) => !ownHotels.has(id))) problems.hotels = { key: HOTEL_MSG.unknownHotel };
  else if ((await repository.hotelsInOtherConfigurations(user.id, hotels, configurationId)).length > 0)
    problems.hotels = { key: BILLING_MSG.hotelInOtherConfiguration };
  const ownMethods = await repository.ownMethodIds(user.id, [input.method_to_hotel, input.method_to_logi]);
  if (!ownMethods.has(input.method_to_hotel)) problems.method_to_hotel = { key: BILLING_MSG.methodUnknown };
  if (!ownMethods.has(input.method_to_logi)) problems.method_to_logi = { key: BILLING_MSG.methodUnknown };
  if (Object.keys(problems).length > 0) throw AppError.validation(problems);
  return hotels;
}

function methodValues(input: PaymentMethodInput): PaymentMethodValues {
  // A virtual card needs no bank account: whatever was sent for one is not kept.
  const bank = needsBankAccount(input.kind);
  return {
    kind: input.kind,
    label: input.label,
    holder: bank ? input.holder : null,
    iban: bank ? input.iban : null,
    bic: bank ? input.bic : null,
  };
}

function configurationValues(input: BillingConfigurationInput) {
  return { methodToHotel: input.method_to_hotel, methodToLogi: input.method_to_logi };
}

function toDataDto(userId: number, row: BillingDataRow | undefined, hasFacturationData: boolean) {
  return {
    id: userId,
    legal_name: row?.legalName ?? null,
    tax_id: row?.taxId ?? null,
    address: row?.address ?? null,
    postal_code: row?.postalCode ?? null,
    city: row?.city ?? null,
    country: row?.country ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    iban: row?.iban ?? null,
    bic: row?.bic ?? null,
    has_facturation_data: hasFacturationData,
  };
}

function toMethodDto(row: PaymentMethodRow): BillingPaymentMethod {
  const kind = PAYMENT_METHOD_KINDS.find((known) => known === row.kind) ?? 'transfer';
  return { id: row.id, kind, label: row.label, holder: row.holder, iban: row.iban, bic: row.bic };
}

function toConfigurationDto(row: ConfigurationRow): BillingConfiguration {
  return {
    id: row.id,
    hotels: row.hotels,
    method_to_hotel: row.methodToHotel,
    method_to_logi: row.methodToLogi,
  };
}
