/**
 * Bot protection (docs/product.md §7, third party): reCAPTCHA v3 when configured, none otherwise.
 */
export interface BotCheck {
  /** Whether a check runs at all (the SPA loads the challenge only then). */
  readonly enabled: boolean;
  /**
   * True when the request looks human. `action` is the reCAPTCHA action name the SPA used
   * ('login', 'register', 'magic_link', 'reset_password', 'resend_verification').
   */
  verify(token: string | undefined, action: string, remoteIp: string): Promise<boolean>;
}
