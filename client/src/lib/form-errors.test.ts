import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { fieldProblems, firstMessage, serverFieldProblems } from './form-errors';

const order = ['username', 'email', 'password', 'confirmPassword'] as const;

describe('fieldProblems', () => {
  it('lists every refused field in the form’s order, not only the first', () => {
    const errors = {
      confirmPassword: { type: 'custom', message: 'Passwords do not match.' },
      username: { type: 'too_small', message: 'Username must be 3 to 32 characters long.' },
      email: { type: 'invalid_format', message: 'Please enter a valid email address' },
    };
    expect(fieldProblems(errors, order)).toEqual([
      { name: 'username', message: 'Username must be 3 to 32 characters long.' },
      { name: 'email', message: 'Please enter a valid email address' },
      { name: 'confirmPassword', message: 'Passwords do not match.' },
    ]);
    expect(firstMessage(errors, order)).toBe('Username must be 3 to 32 characters long.');
    expect(fieldProblems({}, order)).toEqual([]);
  });
});

describe('serverFieldProblems', () => {
  const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

  it('reads every field a 400 names, each with its first message', () => {
    const error = refusal(400, {
      message: 'Username must be 3 to 32 characters long.',
      issues: [
        { path: 'username', message: 'Username must be 3 to 32 characters long.' },
        { path: 'username', message: 'Username may only contain letters.' },
        { path: 'password', message: 'Password must be at least 6 characters long.' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'isAdmin', message: 'Unrecognized key' },
      ],
    });
    expect(serverFieldProblems(error, order)).toEqual([
      { name: 'username', message: 'Username must be 3 to 32 characters long.' },
      { name: 'email', message: 'Please enter a valid email address' },
      { name: 'password', message: 'Password must be at least 6 characters long.' },
    ]);
  });

  it('finds none in other answers', () => {
    expect(serverFieldProblems(refusal(409, { message: 'Taken.' }), order)).toEqual([]);
    expect(serverFieldProblems(refusal(400, { message: 'Bad.' }), order)).toEqual([]);
    expect(serverFieldProblems(new ApiError(400, 'not json'), order)).toEqual([]);
    expect(serverFieldProblems(new Error('offline'), order)).toEqual([]);
  });
});
