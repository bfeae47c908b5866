import { describe, expect, it } from 'vitest';
import {
  publicSettingsBodyOf,
  publicSettingsFormOf,
  publicSettingsFormSchema,
  type PublicSettingsForm,
} from './settings-form';

const form = (overrides: Partial<PublicSettingsForm> = {}): PublicSettingsForm => ({
  theatre_name: 'Rakparti Színház',
  brand_title: 'Jegypénztár',
  brand_title_en: 'Box office',
  brand_image_url: '',
  background_color: '#DFDBE5',
  background_pattern_class: '',
  banner_enabled: false,
  popup_banner: { image_url: '/storage/posters/a.svg', alt: 'Kép', alt_en: 'Picture', link: '' },
  google_tag: ' ',
  social_links: [],
  ...overrides,
});

describe('the public settings form', () => {
  it('sends empty optional fields as null, and no picture while it is switched off', () => {
    expect(publicSettingsBodyOf(form())).toMatchObject({
      brand_image_url: null,
      background_pattern_class: null,
      popup_banner: null,
      google_tag: null,
    });
    expect(publicSettingsBodyOf(form({ banner_enabled: true }))).toMatchObject({
      popup_banner: { image_url: '/storage/posters/a.svg', alt: 'Kép', link: null },
    });
  });

  it('checks with the server’s rules, each message under its field', () => {
    const result = publicSettingsFormSchema.safeParse(
      form({
        background_color: 'piros',
        banner_enabled: true,
        popup_banner: { image_url: 'javascript:alert(1)', alt: '', alt_en: 'x', link: '' },
        google_tag: 'gtm-abcd12',
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['background_color', 'popup_banner.alt', 'popup_banner.image_url']);
    const ok = publicSettingsFormSchema.safeParse(form({ google_tag: 'gtm-abcd12' }));
    expect(ok.data?.google_tag).toBe('GTM-ABCD12');
  });

  it('round-trips the stored settings', () => {
    const stored = {
      theatre_name: 'T',
      brand_title: 'B',
      brand_title_en: 'E',
      brand_image_url: null,
      background_color: '#000000',
      background_pattern_class: 'pattern-dots',
      popup_banner: null,
      google_tag: null,
      social_links: [{ name: 'Facebook', link: 'https://facebook.com/x', icon: 'facebook' }],
    };
    expect(publicSettingsBodyOf(publicSettingsFormOf(stored))).toEqual(stored);
  });
});
