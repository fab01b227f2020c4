import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-list';

describe('describeChanges', () => {
  it('shows before → after per field and other details as JSON', () => {
    expect(describeChanges({ status: ['pending', 'approved'], reason: 'spam' })).toBe(
      'status: "pending" → "approved"; reason: "spam"',
    );
    expect(describeChanges(null)).toBe('');
  });
});
