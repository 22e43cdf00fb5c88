import { ACCOUNT_MSG, CONTRACT_MSG, MSG } from '@hotel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { type SessionAuthenticator, type SessionUser, tokenFromHeader } from '../lib/request-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Open to staff whose second factor is not on yet (logout, reading oneself, TOTP enrolment);
     * every other authenticated call answers them 403.
     */
    allowPendingSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser`. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid `Authorization: Token …`. */
    requireUser(request: FastifyRequest): Promise<void>;
    /**
     * preHandler after requireUser: 404 unless the `hotelId` (rates: `hotId`) path parameter names
     * a hotel attached to the user, or any hotel for staff, whose access is logged (the tenant rule
     * and the staff scope, decision 027); then 400 on `hotel` when the body names another.
     */
    requireHotel(request: FastifyRequest): Promise<void>;
    /**
     * preHandler after requireUser: 403 unless the user is staff (approbe_contract_perm; the second
     * factor is already required of them by requireUser). The back office's routes use it.
     */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

export interface AuthPluginOptions {
  auth: SessionAuthenticator;
  isHotelAttached(userId: number, hotelId: number): Promise<boolean>;
  /** The staff scope (decision 027): staff work on every hotel that exists, attached or not. */
  hotelExists(hotelId: number): Promise<boolean>;
  /**
   * Counts a staff read of a hotel route (decision 061): reads are summarized per person, hotel
   * and day; what staff change is logged as a domain event by the service that changes it.
   */
  countStaffRead(userId: number, hotelId: number): Promise<void>;
}

/** The hotel a path names: `:hotelId`, or `:hotId` of the rates paths (spec §7). */
function hotelOfPath(params: unknown): unknown {
  const { hotelId, hotId } = (params ?? {}) as { hotelId?: unknown; hotId?: unknown };
  return hotelId ?? hotId;
}

/** Whether this hotel-scoped request may go on: the tenant rule, widened to every hotel for staff. */
async function mayUseHotel(options: AuthPluginOptions, user: SessionUser, hotelId: number): Promise<boolean> {
  if (await options.isHotelAttached(user.id, hotelId)) return true;
  return user.approbeContractPerm && (await options.hotelExists(hotelId));
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const user = token ? await options.auth.authenticate(token) : undefined;
    if (!user) throw AppError.unauthenticated();
    if (user.secondFactorPending && !request.routeOptions.config.allowPendingSecondFactor) {
      throw AppError.secondFactorRequired(ACCOUNT_MSG.enrolmentRequired);
    }
    request.user = user;
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!currentUser(request).approbeContractPerm) throw AppError.forbidden(CONTRACT_MSG.noPermission);
  });
  app.decorate('requireHotel', async (request: FastifyRequest) => {
    const hotelId = hotelOfPath(request.params);
    const user = currentUser(request);
    // Hotel users keep the 404 for hotels not theirs (no existence leak); staff reach every hotel.
    if (typeof hotelId !== 'number' || !(await mayUseHotel(options, user, hotelId))) {
      throw AppError.notFound();
    }
    if (user.approbeContractPerm && (request.method === 'GET' || request.method === 'HEAD')) {
      await options.countStaffRead(user.id, hotelId);
    }
    // One rule for a body `hotel` on every hotel-scoped route (decision 023): the path's hotel is
    // the one that counts; a body that names another answers 400 on `hotel` (it was ignored on
    // activities, refused with a video-link message on videos). Equal, it is accepted where the
    // schema declares it; a strict schema without it refuses it as an unknown field.
    const body = request.body;
    if (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'hotel')) {
      const bodyHotel = (body as { hotel?: unknown }).hotel;
      if (bodyHotel !== undefined && bodyHotel !== hotelId)
        throw AppError.validation({ hotel: MSG.hotelMismatch });
    }
  });
});
