import { ACCOUNT_MSG, MSG } from '@hotel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { AuthService, SessionUser } from '../modules/auth/auth.service.ts';
import { tokenFromHeader } from '../modules/auth/tokens.ts';

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
     * preHandler after requireUser: 404 unless the `hotelId` path parameter names a hotel
     * attached to the user (the tenant rule); then 400 on `hotel` when the body names another.
     */
    requireHotel(request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

export interface AuthPluginOptions {
  auth: AuthService;
  isHotelAttached(userId: number, hotelId: number): Promise<boolean>;
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
  app.decorate('requireHotel', async (request: FastifyRequest) => {
    const hotelId = (request.params as { hotelId?: unknown }).hotelId;
    const user = currentUser(request);
    if (typeof hotelId !== 'number' || !(await options.isHotelAttached(user.id, hotelId))) {
      throw AppError.notFound();
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
