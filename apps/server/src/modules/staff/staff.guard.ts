import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemberType } from '@panalo/contract/member-types';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../kernel/request-scope';

/**
 * preHandler of the operator calls: a valid session (requireAnySession) of a staff account (type 9)
 * of the brand the request is for; anyone else gets OPERATOR_ONLY.
 */
export function requireOperator(app: FastifyInstance) {
  return [
    app.requireAnySession,
    async (request: FastifyRequest) => {
      const session = sessionOf(request);
      if (session.type !== MemberType.OPERATOR || session.merchantId !== request.merchant.id) throw new AppError('OPERATOR_ONLY');
    },
  ];
}
