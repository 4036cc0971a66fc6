import { describe, expect, it } from 'vitest';
import { auditListBody } from './audit-query';

describe('auditListBody', () => {
  it('maps the filter columns to the call fields', () => {
    expect(auditListBody({ page: 3, sorting: [], filters: { actor: '7', action: ' Users. ', target: '12' } })).toEqual({
      page: 3,
      actor_id: 7,
      action: 'users.',
      target_user_id: 12,
    });
  });

  it('leaves out filters that are no valid id', () => {
    expect(auditListBody({ page: 1, sorting: [], filters: { actor: 'abc', target: '-1' } })).toEqual({ page: 1 });
  });
});
