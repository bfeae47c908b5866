import { Badge, Group } from '@mantine/core';
import type { StaffRole } from '@theatre/contracts';
import { useAdminTranslation } from '../shared/use-admin-translation';

/* Outlined in dark shades: the light variant's text is below 4.5:1 at a badge's size. */
const roleColor: Record<StaffRole, string> = {
  administrator: 'indigo.9',
  programme_manager: 'violet.9',
  box_office: 'blue.9',
  door: 'cyan.9',
  accountant: 'pink.9',
  customer_service: 'teal.9',
};

/** The account's roles, VIP and whether its address is confirmed, as badges. */
export function UserBadges({
  user,
  withRole = true,
}: {
  user: {
    roles: StaffRole[];
    vip: boolean;
    email_verified_at: string | null;
    locked_at?: string | null;
  };
  withRole?: boolean;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {withRole && user.roles.length === 0 ? (
        <Badge color="gray.7" variant="outline">
          {t('users.roles.customer')}
        </Badge>
      ) : null}
      {withRole
        ? user.roles.map((role) => (
            <Badge key={role} color={roleColor[role]} variant="outline">
              {t(`users.roles.${role}`)}
            </Badge>
          ))
        : null}
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
