import { Badge, Group } from '@mantine/core';
import type { Role } from '@theatre/contracts';
import { useAdminTranslation } from '../shared/use-admin-translation';

/* Outlined in dark shades: the light variant's text is below 4.5:1 at a badge's size. */
const roleColor: Record<Role, string> = {
  customer: 'gray.7',
  cashier: 'blue.9',
  admin: 'indigo.9',
};

/** The account's role, VIP and whether its address is confirmed, as badges. */
export function UserBadges({
  user,
  withRole = true,
}: {
  user: { role: Role; vip: boolean; email_verified_at: string | null; locked_at?: string | null };
  withRole?: boolean;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {withRole ? (
        <Badge color={roleColor[user.role]} variant="outline">
          {t(`users.roles.${user.role}`)}
        </Badge>
      ) : null}
      {user.vip ? (
        <Badge color="grape.9" variant="outline">
          {t('users.badges.vip')}
        </Badge>
      ) : null}
      {user.locked_at ? (
        <Badge color="red.9" variant="outline">
          {t('users.badges.locked')}
        </Badge>
      ) : null}
      <Badge color={user.email_verified_at ? 'teal.9' : 'red.9'} variant="outline">
        {user.email_verified_at ? t('users.badges.verified') : t('users.badges.unverified')}
      </Badge>
    </Group>
  );
}
