import type { KycStatus } from '@panalo/contract/kyc';
import type { Selectable } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import type { MembersTable } from './schema';

// Checked by `tsc -p apps/server`: a column with a closed set of values has that set as its type.
describe('table types', () => {
  it('types members.kyc_status as the KYC statuses of the contract', () => {
    expectTypeOf<Selectable<MembersTable>['kyc_status']>().toEqualTypeOf<KycStatus>();
  });
});
