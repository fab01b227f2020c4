import { describe, expect, it } from 'vitest';
import { routineFacts } from './dto/post.dto.js';

describe('routineFacts', () => {
  it('takes the line and the times of day from the tags and counts the products as steps', () => {
    expect(routineFacts(['blue', 'routine', 'evening', 'morning'], ['a', 'b', 'c'])).toEqual({
      line: 'blue',
      steps: 3,
      times: ['morning', 'evening'],
    });
  });

  it('reads night as evening and leaves the line empty for a routine across lines', () => {
    expect(routineFacts(['routine', 'night', 'weekly'], [])).toEqual({
      line: null,
      steps: 0,
      times: ['evening', 'weekly'],
    });
  });
});
