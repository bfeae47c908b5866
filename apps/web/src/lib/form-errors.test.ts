import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { clientIssueText, errorText, serverErrors } from './form-errors';

vi.mock('./i18n', () => ({
  hasTranslation: (key: string) => key.startsWith('validation.'),
  translate: (key: string, params?: Record<string, string>) =>
    params ? `t:${key}:${JSON.stringify(params)}` : `t:${key}`,
}));

describe('errorText', () => {
  it('translates catalogue keys of the shared schemas and keeps server texts as they are', () => {
    expect(errorText('validation.required')).toBe('t:validation.required');
    expect(errorText('Hibás e-mail-cím vagy jelszó.')).toBe('Hibás e-mail-cím vagy jelszó.');
    expect(errorText(undefined)).toBeUndefined();
  });
});

describe('clientIssueText', () => {
  it('words the checks a schema did not word itself', () => {
    expect(clientIssueText({ code: 'too_big', maximum: 255 })).toBe(
      't:validation.too_long:{"max":"255"}',
    );
    expect(clientIssueText({ code: 'too_small', minimum: 1 })).toBe('t:validation.required');
    expect(clientIssueText({ code: 'too_small', minimum: 2 })).toBe(
      't:validation.too_short:{"min":"2"}',
    );
    expect(clientIssueText({ code: 'invalid_format', format: 'email' })).toBe('t:validation.email');
  });
});

describe('serverErrors', () => {
  const fields = ['email', 'password'] as const;

  it('puts the first message of each known field under it', () => {
    const error = new ApiError(422, {
      message: 'A megadott adatok hibásak.',
      code: 'email_not_verified',
      errors: { email: ['Nincs megerősítve.', 'második'] },
    });
    expect(serverErrors(error, fields)).toEqual({
      fields: [['email', 'Nincs megerősítve.']],
      form: null,
      code: 'email_not_verified',
    });
  });

  it("keeps other fields' messages for the form", () => {
    const error = new ApiError(422, {
      message: 'x',
      errors: {
        password: ['Túl rövid.'],
        captcha_token: ['A robotvédelmi ellenőrzés nem sikerült.'],
      },
    });
    expect(serverErrors(error, fields)).toEqual({
      fields: [['password', 'Túl rövid.']],
      form: 'A robotvédelmi ellenőrzés nem sikerült.',
      code: undefined,
    });
  });

  it("shows the reply's message when no field is named", () => {
    const error = new ApiError(422, { message: 'A link érvénytelen.', code: 'invalid_token' });
    expect(serverErrors(error, fields)?.form).toBe('A link érvénytelen.');
  });

  it('leaves every other reply to the error catalogue', () => {
    expect(serverErrors(new ApiError(500, null), fields)).toBeNull();
    expect(serverErrors(new Error('x'), fields)).toBeNull();
  });
});
