import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { chatName, jobTitlesByChat } from './chat-name';

describe('a chat’s name', () => {
  it('is its own title, else its job’s, else "Chat" and the start of its id', () => {
    expect(chatName('3f2a9c1e-77', ' Planning ', 'Deploy')).toBe('Planning');
    expect(chatName('3f2a9c1e-77', '  ', 'Deploy the app')).toBe('Deploy the app');
    expect(chatName('3f2a9c1e-77', undefined, ' ')).toBe('Chat 3f2a9c1e');
  });

  it('finds a job’s title by its primary chat, the first job with a title winning', () => {
    const titles = jobTitlesByChat([
      buildJob({ id: 'a', title: '  ', primary_session_id: 'c1' }),
      buildJob({ id: 'b', title: 'Deploy', primary_session_id: 'c1' }),
      buildJob({ id: 'c', title: 'Later', primary_session_id: 'c1' }),
    ]);
    expect([...titles]).toEqual([['c1', 'Deploy']]);
  });
});
