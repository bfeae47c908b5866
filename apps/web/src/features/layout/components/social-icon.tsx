import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { SocialLink } from '@theatre/contracts';

export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  switch (icon) {
    case 'facebook':
      return <IconBrandFacebook size={20} aria-hidden />;
    case 'instagram':
      return <IconBrandInstagram size={20} aria-hidden />;
    case 'youtube':
      return <IconBrandYoutube size={20} aria-hidden />;
    case 'tiktok':
      return <IconBrandTiktok size={20} aria-hidden />;
  }
}
