import { contractApproveSchema, contractSchema, hotelParamsSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ContractsService } from './contracts.service.ts';

/** The contract of a hotel (spec §7): its history, sending it, and the staff's save-and-approve. */
export const contractsRoutes: FastifyPluginAsyncZod<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['contracts'];

  app.get(
    '/api/hotel/:hotelId/contract/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Contract status and history (sent and approved, by whom, when)',
        params: hotelParamsSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => contracts.get(request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/contract/send',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Send the contract; refused with the incomplete wizard steps (field `steps`)',
        params: hotelParamsSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => contracts.send(currentUser(request), request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/contract/save-approbe',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Staff only (approbe_contract_perm): save the Opinions step and approve the sent contract',
        params: hotelParamsSchema,
        body: contractApproveSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => contracts.saveAndApprove(currentUser(request), request.params.hotelId, request.body),
  );
};
