import { describe, expect, it, vi } from 'vitest';
import { handleSessionRejected } from './session-rejected';

describe('handleSessionRejected (401/419)', () => {
  it('clears the session and goes to /login, keeping the page to come back to', () => {
    const clear = vi.fn();
    const navigate = vi.fn();
    handleSessionRejected({
      clear,
      location: () => ({ pathname: '/profile', search: '?tab=billing' }),
      navigate,
    });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fprofile%3Ftab%3Dbilling');
  });

  it('does not navigate again from /login', () => {
    const navigate = vi.fn();
    const clear = vi.fn();
    handleSessionRejected({
      clear,
      location: () => ({ pathname: '/login', search: '?next=%2Fprofile' }),
      navigate,
    });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never returns to a sign-in page', () => {
    const navigate = vi.fn();
    handleSessionRejected({
      clear: vi.fn(),
      location: () => ({ pathname: '/verify-email/1/abc', search: '' }),
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
